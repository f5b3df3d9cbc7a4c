package render

import (
	"bytes"
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
