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
		text   string
		want   map[int]bool // nil: not a reply about whose digits are whose
		digits map[int]int  // the digits written, if any
	}{
		{"r3c5 printed", map[int]bool{cell("r3c5"): false}, nil},
		{"R3C5: Mine!", map[int]bool{cell("r3c5"): true}, nil},
		{"r3c5 is printed, r4c6 mine", map[int]bool{cell("r3c5"): false, cell("r4c6"): true}, nil},
		{"r1c1 r2c2 r9c9 mine", map[int]bool{cell("r1c1"): true, cell("r2c2"): true, cell("r9c9"): true}, nil},
		{"r3c5印的", map[int]bool{cell("r3c5"): false}, nil},
		{"r3c5 是我填的。", map[int]bool{cell("r3c5"): true}, nil},
		{"r3c5 — «напечатана»", map[int]bool{cell("r3c5"): false}, nil},
		{"r3c5 моё", map[int]bool{cell("r3c5"): true}, nil},
		{"r3c5 мое", map[int]bool{cell("r3c5"): true}, nil},
		{"r3c5 printed, r4c6 моя", map[int]bool{cell("r3c5"): false, cell("r4c6"): true}, nil},
		{"r3c5=7 mine", map[int]bool{cell("r3c5"): true}, map[int]int{cell("r3c5"): 7}},
		{"r3c5 7 printed, r4c6=2 r5c5 mine", map[int]bool{cell("r3c5"): false, cell("r4c6"): true, cell("r5c5"): true}, map[int]int{cell("r3c5"): 7, cell("r4c6"): 2}},
		{"r3c5=7我填的", map[int]bool{cell("r3c5"): true}, map[int]int{cell("r3c5"): 7}},
		{"r3c5: 7 — моя", map[int]bool{cell("r3c5"): true}, map[int]int{cell("r3c5"): 7}},

		{"r3c5=7", nil, nil},
		{"r3c5=77 mine", nil, nil},
		{"r3c5=0 mine", nil, nil},
		{"r3c5=7 r4c6=2", nil, nil},
		{"r3c5 7", nil, nil},
		{"r3c5", nil, nil},
		{"r3c5 printed r4c6", nil, nil},
		{"printed r3c5", nil, nil},
		{"I think r3c5 is mine", nil, nil},
		{"r3c5 blue", nil, nil},
		{"what is printed", nil, nil},
		{"", nil, nil},
		{strings.Repeat("r1c1 mine ", 500), nil, nil},
	} {
		got, digits, ok := ParseWhose(tt.text)
		if tt.want != nil && tt.digits == nil {
			tt.digits = map[int]int{}
		}
		if ok != (tt.want != nil) || !maps.Equal(got, tt.want) || !maps.Equal(digits, tt.digits) {
			t.Errorf("ParseWhose(%q) = %v, %v, %v; want %v, %v", tt.text, got, digits, ok, tt.want, tt.digits)
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
		if got, _, ok := ParseWhose(example); !ok || len(got) != 1 || got[cell35] {
			t.Errorf("%s: the example %q reads as %v, %v; want r3c5 printed", l, example, got, ok)
		}
		// Each word the question names reads as what it says.
		for _, w := range []struct {
			word  string
			yours bool
		}{{catalog.For(l).PrintedWords()[0], false}, {catalog.For(l).YoursWords()[0], true}} {
			if got, _, ok := ParseWhose("r3c5 " + w.word); !ok || got[cell35] != w.yours {
				t.Errorf("%s: %q reads as %v, %v; want yours %v", l, "r3c5 "+w.word, got, ok, w.yours)
			}
			if !strings.Contains(how, w.word) {
				t.Errorf("%s: the question %q does not name %q", l, how, w.word)
			}
		}
	}
}

// TestWhoseEmptyExampleReads: the example each language gives for a cell
// read empty writes its digit and says it is the person's.
func TestWhoseEmptyExampleReads(t *testing.T) {
	for _, l := range locale.All() {
		text := catalog.For(l).PhotoWhoseEmpty([]string{"r3c5"})
		at := strings.Index(text, "r3c5=")
		if at < 0 {
			t.Errorf("%s: %q gives no example", l, text)
			continue
		}
		example := strings.TrimRight(text[at:], ".。")
		if got, digits, ok := ParseWhose(example); !ok || !got[cell35] || digits[cell35] != 7 {
			t.Errorf("%s: the example %q reads as %v, %v, %v; want r3c5=7 the person's", l, example, got, digits, ok)
		}
	}
}

// cell35 is r3c5.
const cell35 = 2*9 + 4

// FuzzParseWhose: any text is read or refused, never a panic, and every
// cell read is a cell.
func FuzzParseWhose(f *testing.F) {
	for _, s := range []string{"r3c5 printed", "r1c1 r2c2 моя", "r3c5印的", "r3c5=7", "R9C9: mine", "r3c5=7 моя"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, digits, ok := ParseWhose(s)
		if !ok && (got != nil || digits != nil) {
			t.Fatalf("ParseWhose(%q) refused it with %v, %v", s, got, digits)
		}
		for c := range got {
			if c < 0 || c >= 81 {
				t.Fatalf("ParseWhose(%q) read cell %d", s, c)
			}
		}
		for c, d := range digits {
			if _, said := got[c]; !said || d < 1 || d > 9 {
				t.Fatalf("ParseWhose(%q) wrote %d in cell %d (said whose: %v)", s, d, c, said)
			}
		}
	})
}
