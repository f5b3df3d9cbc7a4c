package render

import (
	"bytes"
	"context"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// benchPNG measures WritePNG: drawing p and encoding it, at the default
// size. It reports the milliseconds per picture and the bytes per PNG.
func benchPNG(b *testing.B, p Picture) {
	r := newRenderer(b, Options{})
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := r.WritePNG(&buf, p); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/picture")
	b.ReportMetric(float64(buf.Len()), "B/png")
}

func BenchmarkSolution(b *testing.B) {
	benchPNG(b, Solution{Puzzle: grid(b, inkala), Solution: grid(b, inkalaSolution)})
}

func BenchmarkCandidates(b *testing.B) {
	benchPNG(b, Candidates{Board: logic.NewBoard(grid(b, inkala), solver.Grid{})})
}

func BenchmarkHintXWing(b *testing.B) { benchPNG(b, xWing(b)) }

func BenchmarkHintXYChain(b *testing.B) { benchPNG(b, xyChain(b)) }

func BenchmarkMistakes(b *testing.B) { benchPNG(b, mistakes(b)) }

// BenchmarkDraw measures drawing alone, without encoding, on a new image.
func BenchmarkDraw(b *testing.B) {
	r := newRenderer(b, Options{})
	p := xyChain(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Image(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNew measures making a Renderer: parsing the fonts and
// rasterising every digit.
func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// hardHint returns the hint of the first step of the path of hardChains'
// puzzle that match picks, at level 3.
func hardHint(b *testing.B, match func(s *logic.Step) bool) Hint {
	g := grid(b, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		b.Fatal(err)
	}
	bd := logic.NewBoard(g, solver.Grid{})
	for _, s := range p.Steps {
		if match(s) {
			return Hint{Board: bd, Step: *s, Level: 3}
		}
		bd.Apply(s)
	}
	b.Fatal("no such step")
	return Hint{}
}

// BenchmarkHintLongChain draws and encodes a loop of 11 numbered links.
func BenchmarkHintLongChain(b *testing.B) {
	benchPNG(b, hardHint(b, longLoop))
}

// BenchmarkHintNetPage draws and encodes the first page of a forcing net
// (firstNetPages), its links numbered.
func BenchmarkHintNetPage(b *testing.B) { benchPNG(b, netPageHint(b)) }

// netPageHint is the first page of firstNetPages's net, its links
// numbered, at level 3.
func netPageHint(b *testing.B) Hint {
	bd, s, pages := firstNetPages(b)
	pg := pages[0]
	step := *s
	step.Chains, step.Marks = []logic.Chain{pg.Links}, pg.Marks
	return Hint{Board: bd, Step: step, Level: 3, Labels: pg.Labels}
}

// BenchmarkHintZoomed draws and encodes a grouped loop confined to four
// boxes, enlarged.
func BenchmarkHintZoomed(b *testing.B) {
	h := hardHint(b, groupedLoop)
	h.Zoom = true
	benchPNG(b, h)
}

// BenchmarkHintGroupedLoop draws and encodes the same loop on the whole
// grid.
func BenchmarkHintGroupedLoop(b *testing.B) {
	benchPNG(b, hardHint(b, groupedLoop))
}

// benchDraw measures drawing p alone, without encoding, on a canvas
// reused from picture to picture, at the default size.
func benchDraw(b *testing.B, p Picture) {
	r := newRenderer(b, Options{})
	img := r.newImage(r.pal.colors)
	b.ReportAllocs()
	for b.Loop() {
		if err := r.drawOn(img, p); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/picture")
}

func BenchmarkDrawLongChain(b *testing.B) {
	benchDraw(b, hardHint(b, longLoop))
}

func BenchmarkDrawGroupedLoop(b *testing.B) {
	benchDraw(b, hardHint(b, groupedLoop))
}

func BenchmarkDrawXYChain(b *testing.B) { benchDraw(b, xyChain(b)) }

func BenchmarkDrawNetPage(b *testing.B) { benchDraw(b, netPageHint(b)) }

// longLoop picks a loop of ten links or more; groupedLoop a grouped loop
// without almost locked sets.
func longLoop(s *logic.Step) bool {
	return s.Technique == logic.NiceLoop && len(s.Chains) == 1 && len(s.Chains[0]) >= 10
}

func groupedLoop(s *logic.Step) bool { return s.Technique == logic.GroupedNiceLoop && !hasALS(s) }
