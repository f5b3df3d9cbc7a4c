package explain

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestShortSingles checks that every single of Inkala's path reads as its
// placement and its reason in one short clause.
func TestShortSingles(t *testing.T) {
	g, err := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	en := regexp.MustCompile(`^r\dc\d = \d: (last \d in (row|column|box) \d|last cell of (row|column|box) \d|last digit for the cell)$`)
	zh := regexp.MustCompile(`^r\dc\d = \d：(第\d[行列宫]中\d只能填这里|第\d[行列宫]的最后一个空格|该格只剩这个数)$`)
	singles := 0
	for i, s := range p.Steps {
		if s.Technique > logic.NakedSingle {
			continue
		}
		singles++
		if got := For(locale.English).Short(s); !en.MatchString(got) {
			t.Errorf("step %d (%v): Short(English) = %q", i+1, s.Technique, got)
		}
		if got := For(locale.Chinese).Short(s); !zh.MatchString(got) {
			t.Errorf("step %d (%v): Short(Chinese) = %q", i+1, s.Technique, got)
		}
	}
	if singles < 20 {
		t.Errorf("only %d singles on Inkala's path", singles)
	}
}

// TestNoCutText checks that no explanation of a path with chains and
// nets cuts a sentence with an ellipsis, and that each stays short enough
// to read in one caption or message.
func TestNoCutText(t *testing.T) {
	puzzles := []string{
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", // top1465 #1: nets
		"8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........", // #12: chains
	}
	if testing.Short() {
		puzzles = puzzles[1:]
	}
	for _, ps := range puzzles {
		g, err := solver.Parse(ps)
		if err != nil {
			t.Fatal(err)
		}
		p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range p.Steps {
			for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
				text := For(lang).Explain(s)
				if strings.Contains(text, "…") {
					t.Errorf("%s step %d (%v): %q is cut", ps[:9], i+1, s.Technique, text)
				}
				if n := len([]rune(text)); n > 1500 {
					t.Errorf("%s step %d (%v): %d characters, want at most 1500: %q", ps[:9], i+1, s.Technique, n, text)
				}
			}
		}
	}
}
