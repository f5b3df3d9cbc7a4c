package render

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// What a phone shows in a chat before the photo is opened: the picture
// scaled to 320 pixels wide and, as Telegram recompresses every photo, a
// JPEG of it. The tests below measure colours on that thumbnail, as CIE76
// colour differences (ΔE): about 2 is just noticeable side by side, 10
// plain on large areas such as tinted cells, 20 plain at a glance on small
// ones such as a pencil mark's disc.
const (
	thumbWidth   = 320
	thumbQuality = 75
)

// thumbnail returns img as a phone shows it in a chat, and the factor from
// the picture's coordinates to the thumbnail's.
func thumbnail(t *testing.T, img image.Image) (image.Image, float64) {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, scale(img, thumbWidth), &jpeg.Options{Quality: thumbQuality}); err != nil {
		t.Fatal(err)
	}
	thumb, err := jpeg.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return thumb, float64(thumbWidth) / float64(img.Bounds().Dx())
}

// TestThumbnailMarks measures on the thumbnail the discs of marks of every
// role and of an elimination (the mean colour of each disc, digit
// included, which is what the eye sees of a disc a few pixels wide), and
// the tints of a step's houses, cells and target cell. It checks that
//
//   - every two discs differ by ΔE 20 for normal vision;
//   - the discs that appear together in a step (Key and Alt in wings and
//     almost locked sets, Key and Fin in fish, On and Off in chains, any
//     of them with eliminations, and all on white and on the tints) differ
//     by ΔE 20 for people with protanopia and deuteranopia, and 15 with
//     tritanopia, the rarest dichromacy (simulated as Machado et al. do);
//   - white and the tints of houses and cells differ by ΔE 10 for all of
//     them, and the tint of a target cell, which also has a green frame,
//     for all but tritanopia.
func TestThumbnailMarks(t *testing.T) {
	r := newRenderer(t, Options{})
	h := roles(t)
	h.Step.Houses = []solver.House{row(9)}
	h.Step.Cells = []int{cell(8, 1)}
	img, err := r.Image(h)
	if err != nil {
		t.Fatal(err)
	}
	thumb, f := thumbnail(t, img)
	at := func(p image.Point, rad float64) color.Color {
		return mean(thumb, float64(p.X)*f, float64(p.Y)*f, rad*f)
	}
	disc := func(c logic.Candidate) color.Color {
		return at(r.lay.candidate(c.Cell, c.Digit), 0.8*discRadius(r.lay))
	}
	// An empty slot of the cell: 3 is no candidate of r8c1, r9c8 or r6c4.
	tint := func(i int) color.Color { return at(r.lay.candidate(i, 3), 0.3*float64(r.lay.slot())) }
	discs := map[string]color.Color{"elimination": disc(h.Step.Eliminations[0])}
	roleNames := []string{"Key", "Alt", "Fin", "On", "Off"}
	for _, m := range h.Step.Marks {
		discs[roleNames[m.Role]] = disc(m.Candidate)
	}
	tints := map[string]color.Color{
		"white": color.White, "house tint": tint(cell(9, 8)), "cell tint": tint(cell(8, 1)), "target tint": tint(cell(6, 4)),
	}
	type pair struct{ a, b string }
	together := []pair{{"Key", "Alt"}, {"Key", "Fin"}, {"On", "Off"}}
	for d := range discs {
		for u := range tints {
			together = append(together, pair{d, u})
		}
		if d != "elimination" {
			together = append(together, pair{d, "elimination"})
		}
	}
	colour := func(name string) color.Color {
		if c, ok := discs[name]; ok {
			return c
		}
		return tints[name]
	}
	check := func(v vision, a, b string, want float64) {
		t.Helper()
		ca, cb := colour(a), colour(b)
		if d := deltaE(v.see(ca), v.see(cb)); d < want {
			t.Errorf("%s vision: %s %v and %s %v differ by ΔE %.1f on the thumbnail, want %.0f or more", v.name, a, ca, b, cb, d, want)
		}
	}
	for a := range discs {
		for b := range discs {
			if a < b {
				check(visions[0], a, b, 20)
			}
		}
	}
	for _, v := range visions {
		want := 20.0
		if v.name == "tritanopic" {
			want = 15
		}
		for _, p := range together {
			check(v, p.a, p.b, want)
		}
		for a := range tints {
			for b := range tints {
				if a < b && (v.name != "tritanopic" || (a != "target tint" && b != "target tint")) {
					check(v, a, b, 10)
				}
			}
		}
	}
}

// TestThumbnailDigits checks that on the thumbnail of a Mistakes picture
// the givens, the right entries and the wrong ones keep their colours
// apart, also in every kind of dichromacy, and stay dark enough to read
// on their cells.
func TestThumbnailDigits(t *testing.T) {
	r := newRenderer(t, Options{})
	m := mistakes(t)
	img, err := r.Image(m)
	if err != nil {
		t.Fatal(err)
	}
	thumb, f := thumbnail(t, img)
	// The darkest pixel of a cell is the core of its digit's strokes.
	darkest := func(i int) color.Color {
		cr := r.lay.cellRect(i)
		var best color.Color = color.White
		bestL := 101.0
		for y := int(float64(cr.Min.Y)*f) + 1; y < int(float64(cr.Max.Y)*f)-1; y++ {
			for x := int(float64(cr.Min.X)*f) + 1; x < int(float64(cr.Max.X)*f)-1; x++ {
				if l, _, _ := lab(thumb.At(x, y)); l < bestL {
					best, bestL = thumb.At(x, y), l
				}
			}
		}
		return best
	}
	kinds := []struct {
		name string
		cell int
	}{
		{"given", cell(1, 1)},
		{"right entry", cell(1, 2)},
		{"wrong entry", m.Wrong[0]},
	}
	for _, vision := range visions {
		for i, a := range kinds {
			ca := vision.see(darkest(a.cell))
			if l, _, _ := lab(ca); l > 60 {
				t.Errorf("%s vision: the %s in %s is too light on the thumbnail: L %.0f, want 60 or less", vision.name, a.name, solver.CellName(a.cell), l)
			}
			for _, b := range kinds[i+1:] {
				cb := vision.see(darkest(b.cell))
				if d := deltaE(ca, cb); d < 20 {
					t.Errorf("%s vision: the %s in %s (%v) and the %s in %s (%v) differ by ΔE %.1f on the thumbnail, want 20 or more",
						vision.name, a.name, solver.CellName(a.cell), ca, b.name, solver.CellName(b.cell), cb, d)
				}
			}
		}
	}
}

// mean returns the mean colour of img in the disc of radius r around
// (x, y).
func mean(img image.Image, x, y, r float64) color.Color {
	var sr, sg, sb, n float64
	for py := int(y - r); py <= int(y+r); py++ {
		for px := int(x - r); px <= int(x+r); px++ {
			if math.Hypot(float64(px)+0.5-x, float64(py)+0.5-y) > r {
				continue
			}
			cr, cg, cb, _ := img.At(px, py).RGBA()
			sr, sg, sb, n = sr+float64(cr), sg+float64(cg), sb+float64(cb), n+1
		}
	}
	return color.RGBA64{uint16(sr / n), uint16(sg / n), uint16(sb / n), 0xffff}
}

// A vision turns a colour into the one a person sees.
type vision struct {
	name string
	m    [3][3]float64 // on linear RGB; the identity for normal vision
}

// visions are normal vision and the three dichromacies, simulated with the
// matrices of Machado, Oliveira and Fernandes (2009) at full severity.
var visions = []vision{
	{"normal", [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
	{"protanopic", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopic", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopic", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

func (v vision) see(c color.Color) color.Color {
	lin := linearRGB(c)
	var out [3]float64
	for i := range 3 {
		for j := range 3 {
			out[i] += v.m[i][j] * lin[j]
		}
	}
	enc := func(x float64) uint16 {
		x = min(1, max(0, x))
		if x <= 0.0031308 {
			x *= 12.92
		} else {
			x = 1.055*math.Pow(x, 1/2.4) - 0.055
		}
		return uint16(math.Round(x * 0xffff))
	}
	return color.RGBA64{enc(out[0]), enc(out[1]), enc(out[2]), 0xffff}
}

func linearRGB(c color.Color) [3]float64 {
	r, g, b, _ := c.RGBA()
	dec := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return [3]float64{dec(r), dec(g), dec(b)}
}

// lab returns c in CIE L*a*b* (D65).
func lab(c color.Color) (l, a, b float64) {
	lin := linearRGB(c)
	x := (0.4124*lin[0] + 0.3576*lin[1] + 0.1805*lin[2]) / 0.95047
	y := 0.2126*lin[0] + 0.7152*lin[1] + 0.0722*lin[2]
	z := (0.0193*lin[0] + 0.1192*lin[1] + 0.9505*lin[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return 116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)
}

func deltaE(c1, c2 color.Color) float64 {
	l1, a1, b1 := lab(c1)
	l2, a2, b2 := lab(c2)
	return math.Sqrt((l1-l2)*(l1-l2) + (a1-a2)*(a1-a2) + (b1-b2)*(b1-b2))
}
