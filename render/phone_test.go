package render

import (
	"bufio"
	"context"
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// A drawing is a hint picture of a chain or net step, as the bot draws
// it at level 3: a net page with its labels, or the step.
type drawing struct {
	name   string
	b      logic.Board
	s      logic.Step
	labels []int
}

// phoneSample names the puzzles of the shared hard sets whose chain and
// net steps the phone-size tests draw: the first few of each set, which
// the solver explains in a few seconds in all.
var phoneSample = []struct {
	file string
	n    int
}{
	{"puzzles3_magictour_top1465.txt", 6},
	{"puzzles6_forum_hardest_1106.txt", 3},
	{"puzzles5_forum_hardest_1905_11+.txt", 2},
}

var (
	sampleOnce     sync.Once
	sampleDrawings []drawing
	sampleSingles  []drawing
	sampleErr      error
)

// hardDrawings returns a drawing of every chain or net step (tier 7 and
// up, with chains) on the paths of phoneSample (with -short, of the
// first puzzle of each set), and of every page of a net; it skips the
// test when the shared data is absent.
func hardDrawings(t *testing.T) []drawing {
	t.Helper()
	dir := filepath.Join("..", "..", "shared", "data", "exact")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("shared data absent: %v", err)
	}
	sampleOnce.Do(func() {
		sampleDrawings, sampleSingles, sampleErr = loadHardDrawings(dir, testing.Short() || raceEnabled)
	})
	if sampleErr != nil {
		t.Fatal(sampleErr)
	}
	return sampleDrawings
}

// hardSingles returns a drawing of every single and intersection on the
// paths of phoneSample.
func hardSingles(t *testing.T) []drawing {
	t.Helper()
	hardDrawings(t)
	return sampleSingles
}

// loadHardDrawings solves the puzzles of phoneSample in dir, or only the
// first of each set if short.
func loadHardDrawings(dir string, short bool) (out, singles []drawing, err error) {
	for i, set := range phoneSample {
		if short {
			// The first puzzle of top1465, whose solution has chains and
			// nets: the README's command runs in a few seconds.
			if i > 0 {
				break
			}
			set.n = 1
		}
		f, err := os.Open(filepath.Join(dir, set.file))
		if err != nil {
			return nil, nil, err
		}
		sc := bufio.NewScanner(f)
		for k := 0; k < set.n && sc.Scan(); k++ {
			g, err := solver.Parse(sc.Text())
			if err != nil {
				f.Close()
				return nil, nil, fmt.Errorf("%s:%d: %w", set.file, k+1, err)
			}
			p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
			if err != nil {
				f.Close()
				return nil, nil, fmt.Errorf("%s:%d: %w", set.file, k+1, err)
			}
			b := logic.NewBoard(g, solver.Grid{})
			for j, s := range p.Steps {
				name := fmt.Sprintf("%s:%d step %d (%v)", set.file, k+1, j+1, s.Technique)
				if pages := explain.For(locale.English).NetPages(s, 4); len(pages) > 1 {
					for n, pg := range pages {
						ps := *s
						ps.Chains, ps.Marks = []logic.Chain{pg.Links}, pg.Marks
						if LinkCount(ps.Chains) <= MaxLinks {
							out = append(out, drawing{fmt.Sprintf("%s page %d", name, n+1), b, ps, pg.Labels})
						}
					}
				} else if s.Technique.Tier() >= 7 && len(s.Chains) > 0 && LinkCount(s.Chains) <= MaxLinks {
					out = append(out, drawing{name, b, *s, nil})
				} else if drawnPlain(s.Technique) {
					singles = append(singles, drawing{name, b, *s, nil})
				}
				b.Apply(s)
			}
		}
		f.Close()
	}
	return out, singles, nil
}

// drawHint draws d at level 3 on a fresh canvas of r and returns it.
// With zoom, it draws the step enlarged where it can (as the bot does)
// and returns the canvas of the enlarged grid.
func drawHint(t *testing.T, r *Renderer, d drawing, zoom bool) *canvas {
	t.Helper()
	return drawLevel(t, r, d, 3, zoom)
}

// drawLevel draws d at a level on a fresh canvas of r and returns it.
func drawLevel(t *testing.T, r *Renderer, d drawing, level int, zoom bool) *canvas {
	t.Helper()
	c := &canvas{Renderer: r, img: r.newImage(r.pal.colors)}
	copy(c.img.Pix, r.empty)
	if err := (Hint{Board: d.b, Step: d.s, Level: level, Labels: d.labels, Zoom: zoom}).draw(c); err != nil {
		t.Fatalf("%s: %v", d.name, err)
	}
	if c.inner != nil {
		return c.inner
	}
	return c
}

// A zoomDrawing is a drawing, drawn enlarged or not.
type zoomDrawing struct {
	d    drawing
	zoom bool
}

// zoomedToo returns each drawing of ds as is and enlarged.
func zoomedToo(ds []drawing) []zoomDrawing {
	out := make([]zoomDrawing, 0, 2*len(ds))
	for _, d := range ds {
		out = append(out, zoomDrawing{d, false}, zoomDrawing{d, true})
	}
	return out
}

// fbox is a rectangle in pixels, as floats.
type fbox struct{ x0, y0, x1, y1 float64 }

// glyphBox returns the box of sprite s centred on p.
func glyphBox(s *sprite, p vec) fbox {
	return fbox{p.x - float64(s.w)/2, p.y - float64(s.h)/2, p.x + float64(s.w)/2, p.y + float64(s.h)/2}
}

// dist returns the distance from p to the box (0 inside).
func (b fbox) dist(p vec) float64 {
	dx := max(b.x0-p.x, 0, p.x-b.x1)
	dy := max(b.y0-p.y, 0, p.y-b.y1)
	return math.Hypot(dx, dy)
}

// TestPhoneLabels counts, over every chain and net step of the sample of
// the shared hard sets drawn at 360 pixels, the numbers of links drawn
// over the glyph of a pencil mark, over the digit of a filled cell or
// over a line between boxes. There must be none.
func TestPhoneLabels(t *testing.T) {
	ds := hardDrawings(t)
	r := newRenderer(t, Options{Size: 360})
	total, onMark, onDigit, onBorder, covering, leaders := 0, 0, 0, 0, 0, 0
	for _, zd := range zoomedToo(ds) {
		d := zd.d
		c := drawHint(t, r, d, zd.zoom)
		rad := float64(c.edge.w) / 2
		leaders += c.leaders
		for k, at := range c.spots {
			total++
			before := onMark + onDigit + onBorder
			discs, nd := c.labelDiscs(at, c.spotNumbers[k])
			centres := discs[:nd]
			hits := func(bx fbox) bool {
				for _, p := range centres {
					if bx.dist(p) < rad {
						return true
					}
				}
				return false
			}
			for i := range 81 {
				if v := value(&d.b, i); v != 0 {
					if hits(glyphBox(&c.digits[givenStyle][v], c.cellCentre(i))) {
						onDigit++
						t.Errorf("%s: number %d at (%.0f, %.0f) on the digit of %s", d.name, c.spotNumbers[k], at.x, at.y, solver.CellName(i))
					}
					continue
				}
				for _, dg := range (d.b.Cands[i] & logic.AllDigits).List() {
					if hits(glyphBox(&c.digits[markStyle][dg], c.candidate(i, dg))) {
						onMark++
						t.Errorf("%s: number %d at (%.0f, %.0f) on pencil mark %d of %s", d.name, c.spotNumbers[k], at.x, at.y, dg, solver.CellName(i))
					}
				}
			}
			for k := 0; k <= 9; k += 3 {
				line := float64(c.lay.line[k])
				bx := fbox{line, -1e9, line + float64(c.lay.thick), 1e9}
				by := fbox{-1e9, line, 1e9, line + float64(c.lay.thick)}
				if hits(bx) || hits(by) {
					onBorder++
					t.Errorf("%s: number at (%.0f, %.0f) on a line between boxes", d.name, at.x, at.y)
				}
			}
			if onMark+onDigit+onBorder > before {
				covering++
			}
		}
	}
	t.Logf("360 px, %d pictures (each also enlarged if it can be): %d numbers (%d with a leader line), %d covering something: %d pencil marks, %d digits, %d box lines covered", len(ds), total, leaders, covering, onMark, onDigit, onBorder)
}

// TestPhoneRoutes counts, over the same pictures, the links drawn across
// the digit of a filled cell, and the ruling lines of singles drawn
// across a given. There must be none.
func TestPhoneRoutes(t *testing.T) {
	ds := hardDrawings(t)
	r := newRenderer(t, Options{Size: 360})
	links, across, zoomed, outside := 0, 0, 0, 0
	for _, zd := range zoomedToo(ds) {
		d := zd.d
		c := drawHint(t, r, d, zd.zoom)
		half := c.lineWidth() / 2
		if c.zoomedIn {
			zoomed++
		}
		for _, cv := range c.curves {
			links++
			if c.zoomedIn {
				in := c.shown()
				for k := 0; k <= 100; k++ {
					if p := cubic(cv, float64(k)/100); !(image.Pt(int(p.x), int(p.y)).In(in)) {
						outside++
						t.Errorf("%s: a link from (%.0f, %.0f) to (%.0f, %.0f) leaves the enlarged part", d.name, cv[0].x, cv[0].y, cv[3].x, cv[3].y)
						break
					}
				}
			}
			if i, ok := crossesDigit(c, &d.b, half, func(t float64) vec { return cubic(cv, t) }); ok {
				across++
				t.Errorf("%s: a link from (%.0f, %.0f) to (%.0f, %.0f) across the digit of %s", d.name, cv[0].x, cv[0].y, cv[3].x, cv[3].y, solver.CellName(i))
			}
		}
	}
	t.Logf("360 px, %d pictures (and %d enlarged): %d links, %d across a digit, %d leaving the enlarged part", len(ds), zoomed, links, across, outside)
	rules, through := 0, 0
	singles := hardSingles(t)
	for _, d := range singles {
		for _, level := range []int{2, 3} {
			c := drawLevel(t, r, d, level, false)
			half := max(2, float64(c.lay.cell)/16) / 2
			for _, sg := range c.rules {
				rules++
				if i, ok := crossesDigit(c, &d.b, half, func(t float64) vec { return sg[0].add(sg[1].sub(sg[0]).scale(t)) }); ok {
					through++
					t.Errorf("%s, level %d: a ruling line from (%.0f, %.0f) to (%.0f, %.0f) across the digit of %s", d.name, level, sg[0].x, sg[0].y, sg[1].x, sg[1].y, solver.CellName(i))
				}
			}
		}
	}
	t.Logf("360 px, %d singles at levels 2 and 3: %d ruling lines, %d across a digit", len(singles), rules, through)
}

// crossesDigit reports whether the curve f (t from 0 to 1), of half width
// half, crosses the glyph of a filled cell of b, and which.
func crossesDigit(c *canvas, b *logic.Board, half float64, f func(float64) vec) (int, bool) {
	const n = 200
	for k := 0; k <= n; k++ {
		p := f(float64(k) / n)
		i := c.cellAt(int(p.x), int(p.y))
		if i < 0 {
			continue
		}
		if v := value(b, i); v != 0 && glyphBox(&c.digits[givenStyle][v], c.cellCentre(i)).dist(p) < half {
			return i, true
		}
	}
	return -1, false
}
