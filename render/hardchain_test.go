package render

import (
	"context"
	"fmt"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// hardChains are chains that crowd a picture, from the path of top1465's
// first puzzle: a loop of 11 links, a grouped loop, and a loop through an
// almost locked set.
var hardChains = []struct {
	name  string
	match func(s *logic.Step) bool
}{
	{"chain_long", func(s *logic.Step) bool {
		return s.Technique == logic.NiceLoop && len(s.Chains) == 1 && len(s.Chains[0]) >= 10
	}},
	{"chain_grouped_loop", func(s *logic.Step) bool { return s.Technique == logic.GroupedNiceLoop && !hasALS(s) }},
	{"chain_als", func(s *logic.Step) bool { return s.Technique.Tier() == 7 && hasALS(s) }},
}

func hasALS(s *logic.Step) bool {
	for _, m := range s.Marks {
		if m.Role == logic.RoleAlt {
			return true
		}
	}
	return false
}

// TestHardChains draws each hard chain at level 3, at 400 and 360 pixels,
// against its goldens.
func TestHardChains(t *testing.T) {
	g := grid(t, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, hc := range hardChains {
		t.Run(hc.name, func(t *testing.T) {
			b := logic.NewBoard(g, solver.Grid{})
			for _, s := range p.Steps {
				if hc.match(s) {
					for _, size := range []int{lessonSize, 360} {
						img, err := newRenderer(t, Options{Size: size}).Image(Hint{Board: b, Step: *s, Level: 3})
						if err != nil {
							t.Fatal(err)
						}
						name := hc.name
						if size != lessonSize {
							name += fmt.Sprintf(".%d", size)
						}
						checkGolden(t, name, img)
					}
					return
				}
				b.Apply(s)
			}
			t.Fatalf("no such step on the path")
		})
	}
}
