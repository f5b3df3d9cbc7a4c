package render

import "testing"

// TestZoomSizes checks, for sizes from the smallest to the largest, that
// an enlarged picture is larger than the plain one up to MaxSize, and
// that its four boxes fit in the picture.
func TestZoomSizes(t *testing.T) {
	for _, size := range []int{MinSize, 360, 400, DefaultSize, 2000, MaxSize} {
		r := newRenderer(t, Options{Size: size})
		z, err := r.zoomed()
		if err != nil {
			t.Fatalf("%d px: %v", size, err)
		}
		if z.lay.size > MaxSize {
			t.Errorf("%d px: enlarged on a grid of %d px, more than MaxSize", size, z.lay.size)
		}
		if z != r && z.lay.label+windowSide(&z.lay) > size {
			t.Errorf("%d px: the window of four boxes (%d px after a margin of %d) does not fit", size, windowSide(&z.lay), z.lay.label)
		}
		if size <= 2000 && z.lay.slot()*4 < r.lay.slot()*5 {
			t.Errorf("%d px: pencil marks enlarged from %d to %d px only", size, r.lay.slot(), z.lay.slot())
		}
		t.Logf("%d px: pencil marks of %d px, enlarged %d px", size, r.lay.slot(), z.lay.slot())
	}
}
