package photo

import (
	"image"
	"math"
	"testing"
)

func TestSquareToQuad(t *testing.T) {
	quads := []quad{
		{{0, 0}, {100, 0}, {100, 100}, {0, 100}},                 // square
		{{10, 20}, {210, 30}, {200, 230}, {0, 220}},              // turned
		{{50, 40}, {250, 60}, {300, 300}, {10, 280}},             // perspective
		{{100, 100}, {400, 120}, {380, 380}, {90, 350}},          // perspective
		{{0.5, 0.5}, {359.5, 0.5}, {359.5, 359.5}, {0.5, 359.5}}, // the warp's own
	}
	corners := [4][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
	for _, q := range quads {
		m, ok := squareToQuad(q)
		if !ok {
			t.Errorf("squareToQuad(%v) failed", q)
			continue
		}
		for i, c := range corners {
			x, y := m.at(c[0], c[1])
			if math.Hypot(x-q[i].X, y-q[i].Y) > 1e-6 {
				t.Errorf("squareToQuad(%v) maps corner %v to (%.3f, %.3f), want %v", q, c, x, y, q[i])
			}
		}
		// Straight lines stay straight: the centre of the square goes to
		// where the quad's diagonals cross.
		x, y := m.at(0.5, 0.5)
		d := cross(q[0], q[2], q[1], q[3])
		if math.Hypot(x-d.X, y-d.Y) > 1e-6 {
			t.Errorf("squareToQuad(%v) maps the centre to (%.3f, %.3f), want the diagonals' crossing %v", q, x, y, d)
		}
	}
	if _, ok := squareToQuad(quad{{0, 0}, {1, 1}, {2, 2}, {3, 3}}); ok {
		t.Error("squareToQuad(four points on a line) succeeded")
	}
}

// cross returns where line a–b meets line c–d.
func cross(a, b, c, d point) point {
	den := (a.X-b.X)*(c.Y-d.Y) - (a.Y-b.Y)*(c.X-d.X)
	t := ((a.X-c.X)*(c.Y-d.Y) - (a.Y-c.Y)*(c.X-d.X)) / den
	return point{a.X + t*(b.X-a.X), a.Y + t*(b.Y-a.Y)}
}

func TestConvex(t *testing.T) {
	tests := []struct {
		q    quad
		want bool
	}{
		{quad{{0, 0}, {100, 0}, {100, 100}, {0, 100}}, true},
		{quad{{0, 0}, {0, 100}, {100, 100}, {100, 0}}, false},   // anticlockwise
		{quad{{0, 0}, {100, 100}, {100, 0}, {0, 100}}, false},   // crossed
		{quad{{0, 0}, {100, 0}, {30, 30}, {0, 100}}, false},     // dented
		{quad{{0, 0}, {10, 0}, {10, 10}, {0, 10}}, false},       // sides under 20
		{quad{{20, 10}, {300, 40}, {280, 290}, {0, 260}}, true}, // perspective
	}
	for _, tt := range tests {
		if got := tt.q.convex(20); got != tt.want {
			t.Errorf("%v.convex(20) = %v, want %v", tt.q, got, tt.want)
		}
	}
}

// drawGrid draws on a white picture of side n a 9×9 grid of side s at
// (x0, y0), with thin lines 1 pixel wide and thick ones 3; inner draws
// only the inner lines (a grid without an outer border), square only the
// outer square (not a grid); framed draws a frame
// along the picture's edges too, joined to the grid by lines a pixel wide
// (a page's frame and rules touching the grid).
func drawGrid(n, x0, y0, s int, kind string) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, n, n))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	line := func(x, y, w, h int) {
		for yy := y; yy < y+h; yy++ {
			for xx := x; xx < x+w; xx++ {
				g.Pix[yy*n+xx] = 0
			}
		}
	}
	for k := 0; k <= 9; k++ {
		outer := k == 0 || k == 9
		if (kind == "inner" && outer) || (kind == "square" && !outer) {
			continue
		}
		w := 1
		if k%3 == 0 {
			w = 3
		}
		p := k * s / 9
		if k == 9 {
			p -= w
		}
		line(x0+p, y0, w, s)
		line(x0, y0+p, s, w)
	}
	if kind == "framed" {
		line(0, 0, n, 3)
		line(0, n-3, n, 3)
		line(0, 0, 3, n)
		line(n-3, 0, 3, n)
		line(0, y0+s/3+10, x0, 1)
		line(x0+s/2, 0, 1, y0)
		line(x0+s, y0+s/2, n-x0-s, 1)
	}
	return g
}

func TestLocate(t *testing.T) {
	tests := []struct {
		kind string
		ok   bool
	}{
		{"grid", true},
		{"inner", true},
		{"framed", true},
		{"square", false},
	}
	for _, tt := range tests {
		g := drawGrid(400, 40, 50, 306, tt.kind)
		q, ok, _ := locate(g)
		if ok != tt.ok {
			t.Errorf("locate(%s) ok = %v, want %v", tt.kind, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		want := quad{{40, 50}, {345, 50}, {345, 355}, {40, 355}}
		for i := range q {
			if math.Hypot(q[i].X-want[i].X, q[i].Y-want[i].Y) > 4 {
				t.Errorf("locate(%s) corner %d = %v, want %v ± 4", tt.kind, i, q[i], want[i])
			}
		}
	}
	// A grid running off the picture's edge is reported as cut off.
	g := drawGrid(400, 150, 50, 306, "grid")
	if _, ok, cut := locate(g); ok || !cut {
		t.Errorf("locate(grid off the right edge) = ok %v, cut %v; want not ok, cut", ok, cut)
	}
}

func TestThreshold(t *testing.T) {
	// A dark dot on a background getting lighter from left to right is
	// ink; the gradient is not.
	g := image.NewGray(image.Rect(0, 0, 60, 20))
	for y := range 20 {
		for x := range 60 {
			g.Pix[y*60+x] = uint8(100 + 2*x)
		}
	}
	g.Pix[10*60+30] = 60
	b := threshold(g, 5, 10)
	for y := range 20 {
		for x := range 60 {
			if want := x == 30 && y == 10; b.at(x, y) != want {
				t.Errorf("threshold: pixel (%d, %d) ink = %v, want %v", x, y, !want, want)
			}
		}
	}
}
