package synth

import (
	"image"
	"testing"
)

// flatTop turns a font's 3 into a flat-topped one: a bar across the top
// of the glyph (the rows of its first tenth nearly as wide as the glyph),
// and leaves its lower half as it was.
func TestFlatTop(t *testing.T) {
	for i, f := range TrainFonts() {
		m := glyphMask(f, "3", 60, 60, 60, 10)
		before := append([]uint8(nil), m.Pix...)
		flatTop(m)
		w, h := m.Rect.Dx(), m.Rect.Dy()
		minX, minY, maxX, maxY := w, h, -1, -1
		for y := range h {
			for x := range w {
				if m.Pix[y*m.Stride+x] >= 128 {
					minX, maxX = min(minX, x), max(maxX, x)
					minY, maxY = min(minY, y), max(maxY, y)
				}
			}
		}
		if maxX < minX {
			t.Fatalf("font %d: flatTop left no ink", i)
		}
		bw := maxX - minX + 1
		y := minY + (maxY-minY)/20
		n := 0
		for x := minX; x <= maxX; x++ {
			if m.Pix[y*m.Stride+x] >= 128 {
				n++
			}
		}
		if 10*n < 7*bw {
			t.Errorf("font %d: the top row of the flat-topped 3 has %d of %d pixels inked, want a bar (70%% or more)", i, n, bw)
		}
		for y := minY + (maxY-minY)*3/4; y <= maxY; y++ {
			for x := range w {
				if k := y*m.Stride + x; m.Pix[k] != before[k] {
					t.Fatalf("font %d: flatTop changed the lower part of the 3 at (%d, %d)", i, x, y)
				}
			}
		}
	}
	flatTop(image.NewAlpha(image.Rect(0, 0, 4, 4))) // no ink: nothing to do, no panic
}
