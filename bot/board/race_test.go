package board

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// A board opened from a challenge's link (p=<code>_<challenge>) plays the
// puzzle and hands the challenge back to the page, which sends it with the
// finish.
func TestAPIBoardChallenge(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	digits := strings.ReplaceAll(testPuzzle, ".", "0")
	for _, tt := range []struct {
		p         string
		code      int
		challenge any // nil for none
	}{
		{digits + "_25rd-htTBoj", 200, "25rd-htTBoj"},
		{testPuzzle + "_x", 200, "x"},
		{digits, 200, nil},
		{digits + "_", 400, nil},
		{digits + "_a_b", 400, nil},
		{digits + "_a<b>", 400, nil},
		{digits + "_" + strings.Repeat("x", 65), 400, nil},
	} {
		code, g := h.do(t, "GET", "api/board?p="+url.QueryEscape(tt.p), id, nil)
		if code != tt.code {
			t.Errorf("GET api/board?p=%s: %d %v, want %d", tt.p, code, g, tt.code)
			continue
		}
		if code != http.StatusOK {
			continue
		}
		if g["puzzle"] != testPuzzle || g["challenge"] != tt.challenge {
			t.Errorf("GET api/board?p=%s: puzzle %v, challenge %v; want %s, %v", tt.p, g["puzzle"], g["challenge"], testPuzzle, tt.challenge)
		}
	}
}
