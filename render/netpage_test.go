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

// netPuzzle opens with a forcing net of 29 facts (#341 of the forum's
// hardest 1106; Inkala's puzzle, which did, now opens with a Multi-Sector
// Locked Set).
const netPuzzle = "..3.....945...92....9..3.54....6....6..9..8....5..8.2..1.7................4..5.92"

// TestNetPages draws the pages of the first forcing net of netPuzzle as
// the walk-through shows them, a page at a time with its facts numbered as
// in its text, at 400 and 360 pixels.
func TestNetPages(t *testing.T) {
	b := logic.NewBoard(grid(t, netPuzzle), solver.Grid{})
	s, err := logic.Next(context.Background(), &b, logic.Options{})
	if err != nil || s.Technique != logic.ForcingNet {
		t.Fatalf("first step of the puzzle: %v, %v; want a forcing net", s, err)
	}
	pages := explain.For(locale.English).NetPages(s, 4)
	if len(pages) < 2 {
		t.Fatalf("%d pages, want several", len(pages))
	}
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
