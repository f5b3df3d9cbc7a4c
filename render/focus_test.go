package render

import (
	"image"
	"testing"

	"sudokubot/solver"
)

// inkBox returns the bounding box of the pixels of ink k inside r.
func inkBox(img *image.Paletted, r image.Rectangle, k ink) image.Rectangle {
	var box image.Rectangle
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.Palette[img.ColorIndexAt(x, y)] == inkRGB[k] {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box
}

// TestPlacedFullSize checks that at level 3, the reason, a digit the step
// places is drawn as big as a digit of the grid, in green, not at the
// size of a pencil mark (or a row's number): as tall as the big digit's
// sprite, within a pixel.
func TestPlacedFullSize(t *testing.T) {
	r := newRenderer(t, Options{Size: lessonSize})
	for _, name := range []string{"hidden_single", "naked_single", "swordfish"} {
		var l lesson
		for _, x := range lessons {
			if x.name == name {
				l = x
			}
		}
		b, s := lessonStep(t, l)
		if len(s.Placements) == 0 {
			t.Fatalf("%s: the step places no digit: not the case this test is about", name)
		}
		img, err := r.Image(Hint{Board: b, Step: s, Level: 3})
		if err != nil {
			t.Fatal(err)
		}
		for _, pl := range s.Placements {
			// Inside the cell's frame.
			in := r.lay.cellRect(pl.Cell).Inset(r.lay.cell / 8)
			got := inkBox(img, in, green).Dy()
			want := r.digits[givenStyle][pl.Digit].h
			if got < want-1 {
				t.Errorf("%s: the %d placed in %s is %d pixels tall in green, want a big digit's %d", name, pl.Digit, solver.CellName(pl.Cell), got, want)
			}
		}
	}
}
