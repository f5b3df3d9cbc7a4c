package render

import (
	"context"
	"fmt"
	"math"
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
					// Enlarged, as the bot draws it, where it fits in
					// four boxes.
					r := newRenderer(t, Options{Size: 360})
					c := &canvas{Renderer: r, img: r.newImage(r.pal.colors)}
					copy(c.img.Pix, r.empty)
					if err := (Hint{Board: b, Step: *s, Level: 3, Zoom: true}).draw(c); err != nil {
						t.Fatal(err)
					}
					if c.inner != nil {
						checkGolden(t, hc.name+".zoom.360", c.img)
					}
					return
				}
				b.Apply(s)
			}
			t.Fatalf("no such step on the path")
		})
	}
}

// TestLabelSpots checks, on the hard chains and the pages of a net, that
// no number of a link is drawn on the digit of a filled cell or on a line
// between boxes, at 400 and 360 pixels.
func TestLabelSpots(t *testing.T) {
	g := grid(t, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	type drawing struct {
		name   string
		b      logic.Board
		s      logic.Step
		labels []int
	}
	var drawings []drawing
	b := logic.NewBoard(g, solver.Grid{})
	for k, s := range p.Steps {
		if s.Technique.Tier() >= 7 && len(s.Chains) == 1 && len(s.Chains[0]) >= 3 {
			drawings = append(drawings, drawing{fmt.Sprintf("step %d (%v)", k+1, s.Technique), b, *s, nil})
		}
		b.Apply(s)
	}
	ib, net, pages := firstNetPages(t)
	for k, pg := range pages {
		s := *net
		s.Chains, s.Marks = []logic.Chain{pg.Links}, pg.Marks
		drawings = append(drawings, drawing{fmt.Sprintf("the net puzzle's net, page %d", k+1), ib, s, pg.Labels})
	}
	for _, size := range []int{lessonSize, 360} {
		r := newRenderer(t, Options{Size: size})
		onDigit, onBorder, onMark, total := 0, 0, 0, 0
		for _, d := range drawings {
			c := &canvas{Renderer: r, img: r.newImage(r.pal.colors)}
			copy(c.img.Pix, r.empty)
			if err := (Hint{Board: d.b, Step: d.s, Level: 3, Labels: d.labels}).draw(c); err != nil {
				t.Fatalf("%s: %v", d.name, err)
			}
			rad := float64(c.edge.w) / 2
			for _, at := range c.spots {
				total++
				// On the digit's glyph (a number may sit in the corner
				// of a filled cell, off its digit).
				if i := c.cellAt(int(at.x), int(at.y)); i >= 0 && value(&d.b, i) != 0 && glyphBox(&c.digits[givenStyle][value(&d.b, i)], c.cellCentre(i)).dist(at) < rad {
					onDigit++
					t.Errorf("%d px, %s: a number at (%.0f, %.0f) on the digit of %s", size, d.name, at.x, at.y, solver.CellName(i))
				}
				// A pencil mark under the number (counted, not failed:
				// at phone size a cell's marks leave no room between
				// them).
				for i := range 81 {
					if value(&d.b, i) != 0 {
						continue
					}
					for _, dg := range d.b.Cands[i].List() {
						if at.sub(c.candidate(i, dg)).len() < rad+0.25*float64(c.lay.slot()) {
							onMark++
						}
					}
				}
				for k := 3; k <= 6; k += 3 {
					line := float64(c.lay.line[k]) + float64(c.lay.thick)/2
					if math.Abs(at.x-line) < rad || math.Abs(at.y-line) < rad {
						onBorder++
						t.Errorf("%d px, %s: a number at (%.0f, %.0f) on a line between boxes", size, d.name, at.x, at.y)
					}
				}
			}
		}
		t.Logf("%d px: %d numbers, %d on a digit, %d on a box line, %d pencil marks under one", size, total, onDigit, onBorder, onMark)
	}
}
