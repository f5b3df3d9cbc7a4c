package board

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"sudokubot/solver"
)

func FuzzInitData(f *testing.F) {
	now := time.Unix(1_800_000_000, 0)
	f.Add(SignInitData(User{ID: 42, FirstName: "Ann", LanguageCode: "en"}, testToken, now))
	f.Add("auth_date=1&hash=00&user=%7B%7D")
	f.Add("%zz&&==")
	f.Fuzz(func(t *testing.T, raw string) {
		u, err := ParseInitData(raw, testToken, 24*time.Hour, now)
		if err == nil && u.ID == 0 {
			t.Fatalf("ParseInitData(%q) accepted a user without id", raw)
		}
		if err != nil && strings.Contains(err.Error(), raw) && len(raw) > 8 {
			t.Fatalf("the error %q holds the initData", err)
		}
	})
}

func FuzzGameJSON(f *testing.F) {
	f.Add(`{"puzzle":"` + testPuzzle + `","entries":"` + strings.Repeat(".", 81) + `","history":["S024"],"version":1}`)
	f.Add(`{"puzzle":"1","entries":"x"}`)
	f.Add(`{"puzzle":"` + testPuzzle + `","entries":"` + strings.Repeat("9", 81) + `","marks":["123"],"history":["Z999"],"undone":-1}`)
	f.Fuzz(func(t *testing.T, body string) {
		var j gameJSON
		if json.Unmarshal([]byte(body), &j) != nil {
			return
		}
		g, err := fromJSON(j)
		var re *requestError
		if err != nil {
			if !errors.As(err, &re) {
				t.Fatalf("fromJSON: %v is not a request error", err)
			}
			return
		}
		// A valid game survives the round trip.
		back, err := fromJSON(toJSON(g))
		if err != nil || back.Puzzle != g.Puzzle || back.Entries != g.Entries || back.Marks != g.Marks {
			t.Fatalf("round trip of %q: %v", body, err)
		}
		// Its history replays, and its mistakes against any grid are
		// taken off by a move that leaves none.
		solution, _ := solver.Parse(testSolution)
		pos, ms := mistakes(g.Puzzle, solution, g.History[:len(g.History)-g.Undone])
		mv, _ := fixMove(pos, ms, solution)
		if err := checkHistory([]string{mv}, 0); mv != "" && err != nil {
			t.Fatalf("the fix of %q: %v", body, err)
		}
	})
}
