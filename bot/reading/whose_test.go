package reading

import (
	"maps"
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// TestParseWhose: cells with a word of any language saying whose their
// digit is; anything else is not such a reply.
func TestParseWhose(t *testing.T) {
	cell := func(s string) int {
		ms, err := solver.ParseMoves(s + "=1")
		if err != nil {
			t.Fatal(err)
		}
		return ms[0].Cell
	}
	for _, tt := range []struct {
		text string
		want map[int]bool // nil: not a reply about whose digits are whose
	}{
		{"r3c5 printed", map[int]bool{cell("r3c5"): false}},
		{"R3C5: Mine!", map[int]bool{cell("r3c5"): true}},
		{"r3c5 is printed, r4c6 mine", map[int]bool{cell("r3c5"): false, cell("r4c6"): true}},
		{"r1c1 r2c2 r9c9 mine", map[int]bool{cell("r1c1"): true, cell("r2c2"): true, cell("r9c9"): true}},
		{"r3c5印的", map[int]bool{cell("r3c5"): false}},
		{"r3c5 是我填的。", map[int]bool{cell("r3c5"): true}},
		{"r3c5 — «напечатана»", map[int]bool{cell("r3c5"): false}},
		{"r3c5 моё", map[int]bool{cell("r3c5"): true}},
		{"r3c5 мое", map[int]bool{cell("r3c5"): true}},
		{"r3c5 printed, r4c6 моя", map[int]bool{cell("r3c5"): false, cell("r4c6"): true}},

		{"r3c5=7", nil},
		{"r3c5 7", nil},
		{"r3c5", nil},
		{"r3c5 printed r4c6", nil},
		{"printed r3c5", nil},
		{"I think r3c5 is mine", nil},
		{"r3c5 blue", nil},
		{"what is printed", nil},
		{"", nil},
		{strings.Repeat("r1c1 mine ", 500), nil},
	} {
		got, ok := ParseWhose(tt.text)
		if ok != (tt.want != nil) || !maps.Equal(got, tt.want) {
			t.Errorf("ParseWhose(%q) = %v, %v; want %v", tt.text, got, ok, tt.want)
		}
	}
}

// TestWhoseHowReads: the example each language's question gives is read
// as it says.
func TestWhoseHowReads(t *testing.T) {
	for _, l := range locale.All() {
		how := catalog.For(l).PhotoWhoseHow()
		at := strings.Index(how, "r3c5")
		if at < 0 {
			t.Errorf("%s: %q gives no example", l, how)
			continue
		}
		example := strings.TrimRight(how[at:], ".。")
		if got, ok := ParseWhose(example); !ok || len(got) != 1 || got[cell35] {
			t.Errorf("%s: the example %q reads as %v, %v; want r3c5 printed", l, example, got, ok)
		}
		// Each word the question names reads as what it says.
		for _, w := range []struct {
			word  string
			yours bool
		}{{catalog.For(l).PrintedWords()[0], false}, {catalog.For(l).YoursWords()[0], true}} {
			if got, ok := ParseWhose("r3c5 " + w.word); !ok || got[cell35] != w.yours {
				t.Errorf("%s: %q reads as %v, %v; want yours %v", l, "r3c5 "+w.word, got, ok, w.yours)
			}
			if !strings.Contains(how, w.word) {
				t.Errorf("%s: the question %q does not name %q", l, how, w.word)
			}
		}
	}
}

// cell35 is r3c5.
const cell35 = 2*9 + 4

// FuzzParseWhose: any text is read or refused, never a panic, and every
// cell read is a cell.
func FuzzParseWhose(f *testing.F) {
	for _, s := range []string{"r3c5 printed", "r1c1 r2c2 моя", "r3c5印的", "r3c5=7", "R9C9: mine"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := ParseWhose(s)
		if !ok && got != nil {
			t.Fatalf("ParseWhose(%q) refused it with %v", s, got)
		}
		for c := range got {
			if c < 0 || c >= 81 {
				t.Fatalf("ParseWhose(%q) read cell %d", s, c)
			}
		}
	})
}
