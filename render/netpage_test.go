package render

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// netPuzzle is #4 of the forum's hardest 1106 as its path leaves it
// before its first forcing net, whose path has nets of a few pages.
const netPuzzle = "........7..4.2.6898.....31...1..29...4..9..3...95.6....1......8..6.5.2..7......6."

// firstNetPages returns the board before the first forcing net on the
// path of netPuzzle that the walk-through shows in two to four pages, the
// net and its pages.
func firstNetPages(t testing.TB) (logic.Board, *logic.Step, []explain.NetPage) {
	t.Helper()
	b := logic.NewBoard(grid(t, netPuzzle), solver.Grid{})
	for range 100 {
		s, err := logic.Next(context.Background(), &b, logic.Options{})
		if err != nil {
			t.Fatalf("no forcing net of two to four pages on the path: %v", err)
		}
		if s.Technique == logic.ForcingNet {
			if pages := explain.For(locale.English).NetPages(s, 4); len(pages) >= 2 {
				return b, s, pages
			}
		}
		b.Apply(s)
	}
	t.Fatal("no forcing net of two to four pages in 100 steps")
	return logic.Board{}, nil, nil
}

// TestNetPages draws the pages of the first forcing net of two to four
// pages on netPuzzle's path as the walk-through shows them, a page at a
// time with its facts numbered as in its text, at 400 and 360 pixels.
func TestNetPages(t *testing.T) {
	b, s, pages := firstNetPages(t)
	for _, size := range []int{lessonSize, 360} {
		r := newRenderer(t, Options{Size: size})
		for k, pg := range pages {
			step := *s
			step.Chains = []logic.Chain{pg.Links}
			step.Marks = pg.Marks
			img, err := r.Image(Hint{Board: b, Step: step, Level: 3, Labels: pg.Labels})
			if err != nil {
				t.Fatalf("page %d: %v", k+1, err)
			}
			name := fmt.Sprintf("net_page_%d", k+1)
			if size != lessonSize {
				name += fmt.Sprintf(".%d", size)
			}
			checkGolden(t, name, img)
			// Each number on the picture is a link of the page's text.
			for _, n := range pg.Labels {
				if n > 0 && !strings.Contains(pg.Text, fmt.Sprintf("%d. ", n)) {
					t.Errorf("page %d: link %d drawn, not in the text:\n%s", k+1, n, pg.Text)
				}
			}
		}
	}
	if _, err := newRenderer(t, Options{Size: lessonSize}).Image(Hint{Board: b, Step: *s, Level: 3, Labels: []int{1}}); err == nil {
		t.Error("Labels of another length than the chain's links: no error")
	}
}

// nestedPuzzle is #9 of the forum's hardest 1106, whose path has forcing
// nets with nested contradictions.
const nestedPuzzle = ".....5..3..9....4..81.4.......7.......4..2..68...14.3.......2...4...6..79...5..1."

// nestedNet returns the smallest forcing net with a nested contradiction
// on the path of nestedPuzzle (fewest links), and the board it is found
// on.
func nestedNet(t testing.TB) (logic.Board, *logic.Step) {
	t.Helper()
	g := grid(t, nestedPuzzle)
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	size := func(s *logic.Step) int { return LinkCount(s.Chains) }
	b := logic.NewBoard(g, solver.Grid{})
	var best *logic.Step
	var at logic.Board
	for _, s := range p.Steps {
		if s.Technique == logic.ForcingNet && len(s.Nested) > 0 && (best == nil || size(s) < size(best)) {
			best, at = s, b
		}
		b.Apply(s)
	}
	if best == nil {
		t.Fatal("no forcing net with a nested contradiction on the path")
	}
	return at, best
}

// TestNetPageNested draws the first page of a nested contradiction, as
// the walk-through shows it, at 400 and 360 pixels: its links numbered
// from 1, as in its text, and the page of the fact it proves; and checks
// that no page of the net has more links than a picture numbers.
func TestNetPageNested(t *testing.T) {
	b, s := nestedNet(t)
	pages := explain.For(locale.English).NetPages(s, 128)
	k := -1
	for i, pg := range pages {
		if pg.Nested > 0 {
			k = i
			break
		}
	}
	if k < 0 {
		t.Fatalf("no page of a nested contradiction among %d", len(pages))
	}
	// Every page's links are few enough to be drawn numbered (explain
	// keeps a page within maxPageLinks unless a single fact has more).
	for i, pg := range pages {
		facts := 0
		for _, n := range pg.Labels {
			if n > 0 {
				facts++
			}
		}
		if len(pg.Links) > maxPageLinks && facts > 1 {
			t.Errorf("page %d: %d links into %d facts, more than a picture numbers (%d)", i+1, len(pg.Links), facts, maxPageLinks)
		}
	}
	// Its first arrow carries the number of its line (the first, the
	// assumption's plain eliminations, has none: its text says them).
	pg := pages[k]
	if len(pg.Labels) == 0 || pg.Labels[0] < 1 || pg.Labels[0] > 2 {
		t.Errorf("the nested page's first link is numbered %v, want 1 or 2:\n%s", pg.Labels[:min(1, len(pg.Labels))], pg.Text)
	}
	for _, n := range pg.Labels {
		if n > 0 && !strings.Contains(pg.Text, fmt.Sprintf("\n%d. ", n)) {
			t.Errorf("link %d drawn, not in the text:\n%s", n, pg.Text)
		}
	}
	// The nested page, and the page of the fact it proves, whose one
	// link into that fact carries its number.
	parent := pages[pg.Parent-1]
	for _, page := range []struct {
		name string
		pg   explain.NetPage
	}{{"net_nested_page", pg}, {"net_nested_parent", parent}} {
		for _, size := range []int{lessonSize, 360} {
			step := *s
			step.Chains, step.Marks = []logic.Chain{page.pg.Links}, page.pg.Marks
			img, err := newRenderer(t, Options{Size: size}).Image(Hint{Board: b, Step: step, Level: 3, Labels: page.pg.Labels})
			if err != nil {
				t.Fatal(err)
			}
			name := page.name
			if size != lessonSize {
				name += fmt.Sprintf(".%d", size)
			}
			checkGolden(t, name, img)
		}
	}
}
