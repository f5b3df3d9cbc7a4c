package render

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	xdraw "golang.org/x/image/draw"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

var update = flag.Bool("update", false, "rewrite the golden PNGs in testdata/")

// newRenderer returns a Renderer with opts, shared by the tests that ask
// for the same options (a Renderer is safe for concurrent use; making one
// is most of the package's time under the race detector otherwise).
func newRenderer(t testing.TB, opts Options) *Renderer {
	t.Helper()
	renderers.Lock()
	defer renderers.Unlock()
	if r := renderers.m[opts]; r != nil {
		return r
	}
	r, err := New(opts)
	if err != nil {
		t.Fatalf("New(%+v): %v", opts, err)
	}
	renderers.m[opts] = r
	return r
}

var renderers = struct {
	sync.Mutex
	m map[Options]*Renderer
}{m: map[Options]*Renderer{}}

// A goldenPicture is a picture with a golden PNG in testdata/.
type goldenPicture struct {
	name string
	pic  Picture
	// small tells whether a copy scaled to 320 pixels, what a phone
	// shows in a chat before the photo is opened, has one too.
	small bool
}

func golden(t testing.TB) []goldenPicture {
	p, s := grid(t, inkala), grid(t, inkalaSolution)
	return []goldenPicture{
		{"puzzle", Puzzle{Grid: p}, false},
		{"solution", Solution{Puzzle: p, Solution: s}, true},
		{"conflicts", conflicts(t), false},
		{"blocked", blocked(t), true},
		{"mistakes", mistakes(t), true},
		{"mistakes_marks", mistakesMarks(t), false},
		{"ambiguous", ambiguous(t), true},
		{"candidates", Candidates{Board: logic.NewBoard(p, solver.Grid{})}, false},
		{"hint_hidden_single", hiddenSingle(t), true},
		{"hint_pointing", pointing(t), false},
		{"hint_xwing", xWing(t), true},
		{"hint_xychain", xyChain(t), true},
		{"hint_grouped_chain", groupedChain(t), false},
		{"hint_roles", roles(t), true},
	}
}

func TestGolden(t *testing.T) {
	r := newRenderer(t, Options{})
	for _, g := range golden(t) {
		t.Run(g.name, func(t *testing.T) {
			img, err := r.Image(g.pic)
			if err != nil {
				t.Fatalf("Image(%s): %v", g.name, err)
			}
			checkGolden(t, g.name, img)
			if g.small {
				checkGolden(t, g.name+".320", scale(img, 320))
			}
		})
	}
}

// scale returns img scaled to width w, as a phone shows a photo in a chat.
func scale(img image.Image, w int) *image.RGBA {
	b := img.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, w, b.Dy()*w/b.Dx()))
	xdraw.CatmullRom.Scale(dst, dst.Rect, img, b, xdraw.Src, nil)
	return dst
}

// checkGolden compares img with testdata/name.png pixel by pixel, or
// rewrites the golden with -update. On a mismatch it writes the image it
// got to testdata/name.actual.png, for a person to compare.
func checkGolden(t *testing.T, name string, img image.Image) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	actual := filepath.Join("testdata", name+".actual.png")
	if *update {
		writePNG(t, path, img)
		os.Remove(actual)
		return
	}
	want, err := readPNG(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := compareNear(img, want); diff != "" {
		writePNG(t, actual, img)
		t.Errorf("%s differs from %s: %s; the picture drawn is in %s", name, path, diff, actual)
		return
	}
	os.Remove(actual)
}

// tolerance is how much a channel of a pixel may differ from the golden
// one: the last bit of anti-aliasing, which FMA (GOAMD64=v3) or arm64 may
// round the other way.
const tolerance = 24

// compareNear returns "" if a and b have the same size and every pixel of
// a is within tolerance, channel by channel, of the pixel of b at its
// place or of one of its eight neighbours (an edge drawn a pixel over), or
// else what differs. A missing or extra shape is wider than that.
func compareNear(a, b image.Image) string {
	if a.Bounds() != b.Bounds() {
		return fmt.Sprintf("size %v, want %v", a.Bounds(), b.Bounds())
	}
	r := a.Bounds()
	pa, pb := rgbaPixels(a), rgbaPixels(b)
	near := func(p, q color.RGBA) bool {
		d := func(x, y uint8) bool { return int(x)-int(y) <= tolerance && int(y)-int(x) <= tolerance }
		return d(p.R, q.R) && d(p.G, q.G) && d(p.B, q.B) && d(p.A, q.A)
	}
	w, h := r.Dx(), r.Dy()
	n, first := 0, image.Point{}
	var got, want color.Color
	for y := range h {
		for x := range w {
			ca := pa[y*w+x]
			if ca == pb[y*w+x] {
				continue
			}
			ok := false
			for dy := -1; dy <= 1 && !ok; dy++ {
				for dx := -1; dx <= 1 && !ok; dx++ {
					if x+dx >= 0 && x+dx < w && y+dy >= 0 && y+dy < h && near(ca, pb[(y+dy)*w+x+dx]) {
						ok = true
					}
				}
			}
			if !ok {
				if n == 0 {
					first, got, want = image.Pt(x, y).Add(r.Min), ca, pb[y*w+x]
				}
				n++
			}
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d of %d pixels differ by more than %d, the first at %v: %v, want %v", n, w*h, tolerance, first, got, want)
}

// rgbaPixels returns the pixels of img, row by row.
func rgbaPixels(img image.Image) []color.RGBA {
	r := img.Bounds()
	px := make([]color.RGBA, 0, r.Dx()*r.Dy())
	if p, ok := img.(*image.Paletted); ok {
		pal := make([]color.RGBA, len(p.Palette))
		for i, c := range p.Palette {
			pal[i] = color.RGBAModel.Convert(c).(color.RGBA)
		}
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for _, i := range p.Pix[(y-r.Min.Y)*p.Stride : (y-r.Min.Y)*p.Stride+r.Dx()] {
				px = append(px, pal[i])
			}
		}
		return px
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			px = append(px, color.RGBAModel.Convert(img.At(x, y)).(color.RGBA))
		}
	}
	return px
}

// comparePixels returns "" if a and b have the same size and pixels, or
// else what differs.
func comparePixels(a, b image.Image) string {
	if a.Bounds() != b.Bounds() {
		return fmt.Sprintf("size %v, want %v", a.Bounds(), b.Bounds())
	}
	n, first := 0, image.Point{}
	var got, want color.Color
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ca, cb := color.RGBAModel.Convert(a.At(x, y)), color.RGBAModel.Convert(b.At(x, y))
			if ca != cb {
				if n == 0 {
					first, got, want = image.Pt(x, y), ca, cb
				}
				n++
			}
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d of %d pixels differ, the first at %v: %v, want %v", n, r.Dx()*r.Dy(), first, got, want)
}

func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("decoding %s: %w", path, err)
	}
	return img, nil
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestWritePNG checks that WritePNG writes the picture Image draws, with
// its canvas reused from one picture to the next.
func TestWritePNG(t *testing.T) {
	r := newRenderer(t, Options{Size: 500})
	for _, g := range golden(t) {
		img, err := r.Image(g.pic)
		if err != nil {
			t.Fatalf("Image(%s): %v", g.name, err)
		}
		var buf bytes.Buffer
		if err := r.WritePNG(&buf, g.pic); err != nil {
			t.Fatalf("WritePNG(%s): %v", g.name, err)
		}
		decoded, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("WritePNG(%s) wrote an undecodable PNG: %v", g.name, err)
		}
		if diff := comparePixels(decoded, img); diff != "" {
			t.Errorf("WritePNG(%s) and Image(%s) differ: %s", g.name, g.name, diff)
		}
	}
}

// TestConcurrent draws every picture from several goroutines at once, with
// one Renderer, and checks each against the picture drawn alone.
func TestConcurrent(t *testing.T) {
	r := newRenderer(t, Options{Size: MinSize})
	pics := golden(t)
	want := make([][]byte, len(pics))
	for i, g := range pics {
		var buf bytes.Buffer
		if err := r.WritePNG(&buf, g.pic); err != nil {
			t.Fatal(err)
		}
		want[i] = buf.Bytes()
	}
	var wg sync.WaitGroup
	errs := make(chan error, 4*len(pics))
	for w := range 4 {
		wg.Go(func() {
			for k := range pics {
				i := (k + w) % len(pics)
				var buf bytes.Buffer
				if err := r.WritePNG(&buf, pics[i].pic); err != nil {
					errs <- err
					continue
				}
				if !bytes.Equal(buf.Bytes(), want[i]) {
					errs <- fmt.Errorf("%s drawn concurrently differs from %s drawn alone", pics[i].name, pics[i].name)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestCentred checks at several sizes that every big digit and every
// pencil mark is centred in its cell or slot, to a pixel.
func TestCentred(t *testing.T) {
	p, s := grid(t, inkala), grid(t, inkalaSolution)
	for _, size := range []int{MinSize, 333, DefaultSize, 1280} {
		r := newRenderer(t, Options{Size: size})
		l := &r.lay
		sol, err := r.Image(Solution{Puzzle: p, Solution: s})
		if err != nil {
			t.Fatal(err)
		}
		cands, err := r.Image(Candidates{Board: logic.NewBoard(p, solver.Grid{})})
		if err != nil {
			t.Fatal(err)
		}
		for i := range 81 {
			checkCentred(t, fmt.Sprintf("size %d: digit %d in %s", size, s[i], solver.CellName(i)), sol, l.cellRect(i))
			if p[i] != 0 {
				continue
			}
			for d := 1; d <= 9; d++ {
				cr := l.cellRect(i)
				slot := l.slot()
				at := cr.Min.Add(image.Pt(slot*((d-1)%3), slot*((d-1)/3)))
				checkCentred(t, fmt.Sprintf("size %d: pencil mark %d in %s", size, d, solver.CellName(i)), cands, image.Rect(at.X, at.Y, at.X+slot, at.Y+slot))
			}
		}
	}
}

// checkCentred checks that the ink inside r, if any, is centred in r.
func checkCentred(t *testing.T, what string, img *image.Paletted, r image.Rectangle) {
	t.Helper()
	var ink image.Rectangle
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.ColorIndexAt(x, y) != uint8(white) {
				ink = ink.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if ink.Empty() {
		return
	}
	if !ink.In(r) || ink.Dx() == r.Dx() || ink.Dy() == r.Dy() {
		t.Errorf("%s: ink at %v fills or overflows its place %v", what, ink, r)
		return
	}
	// Twice the offset of the ink's centre from the place's centre.
	dx := ink.Min.X + ink.Max.X - r.Min.X - r.Max.X
	dy := ink.Min.Y + ink.Max.Y - r.Min.Y - r.Max.Y
	if dx < -2 || dx > 2 || dy < -2 || dy > 2 {
		t.Errorf("%s: ink at %v is off the centre of %v by (%.1f, %.1f) pixels", what, ink, r, float64(dx)/2, float64(dy)/2)
	}
}

func TestPalette(t *testing.T) {
	p := newPalette()
	if n := len(p.colors); n > 256 {
		t.Fatalf("the palette has %d colours, more than a paletted PNG holds", n)
	}
	for k := range numInks {
		if p.colors[k] != inkRGB[k] {
			t.Errorf("palette[%d] = %v, want ink %d, %v", k, p.colors[k], k, inkRGB[k])
		}
		for i := range p.colors {
			if got := p.blend[k][levels][i]; got != uint8(k) {
				t.Errorf("ink %d at full coverage over colour %d = colour %d, want %d", k, i, got, k)
			}
			if got := p.blend[k][0][i]; got != uint8(i) {
				t.Errorf("ink %d at no coverage over colour %d = colour %d, want %d", k, i, got, i)
			}
		}
	}
}

func TestNew(t *testing.T) {
	tests := []struct {
		size, want int
		err        bool
	}{
		{0, DefaultSize, false},
		{MinSize, MinSize, false},
		{1280, 1280, false},
		{MinSize - 1, 0, true},
		{MaxSize + 1, 0, true},
		{-5, 0, true},
	}
	for _, tt := range tests {
		r, err := New(Options{Size: tt.size})
		switch {
		case tt.err && !errors.Is(err, ErrInvalid):
			t.Errorf("New(Size: %d) error = %v, want one matching ErrInvalid", tt.size, err)
		case !tt.err && err != nil:
			t.Errorf("New(Size: %d): %v", tt.size, err)
		case !tt.err && r.Size() != tt.want:
			t.Errorf("New(Size: %d).Size() = %d, want %d", tt.size, r.Size(), tt.want)
		}
	}
}

// TestErrors checks that pictures that cannot be drawn give an error that
// names the field at fault, and that nothing panics.
func TestErrors(t *testing.T) {
	r := newRenderer(t, Options{Size: MinSize})
	var bad solver.Grid
	bad[17] = 10
	b := board(t, chainPuzzle)
	badBoard := b
	badBoard.Values[80] = 200
	hint := func(f func(s *logic.Step)) Hint {
		h := xyChain(t)
		f(&h.Step)
		return h
	}
	long := make(logic.Chain, MaxLinks+1)
	for i := range long {
		long[i] = logic.Link{From: node(1, false, 0), To: node(1, true, 1)}
	}
	tests := []struct {
		pic   Picture
		field string
	}{
		{nil, "invalid picture: nil"},
		{Puzzle{Grid: bad}, "Puzzle.Grid[17] is 10, want 0-9"},
		{Solution{Solution: bad}, "Solution.Solution[17]"},
		{Mistakes{Entries: bad}, "Mistakes.Entries[17]"},
		{Mistakes{Wrong: []int{3, 81}}, "Mistakes.Wrong[1] is 81, want 0-80"},
		{Ambiguous{Varies: []int{-1}}, "Ambiguous.Varies[0] is -1, want 0-80"},
		{Blocked{Puzzle: bad}, "Blocked.Puzzle[17]"},
		{Blocked{Cells: []int{0, 81}}, "Blocked.Cells[1] is 81, want 0-80"},
		{Conflicts{Conflicts: []solver.Conflict{{Digit: 0, House: row(1)}}}, "Conflicts.Conflicts[0].Digit is 0"},
		{Conflicts{Conflicts: []solver.Conflict{{Digit: 1, House: solver.House{Kind: 3}}}}, "Conflicts.Conflicts[0].House.Kind is 3"},
		{Conflicts{Conflicts: []solver.Conflict{{Digit: 1, House: solver.House{Index: 9}}}}, "House.Index is 9"},
		{Conflicts{Conflicts: []solver.Conflict{{Digit: 1, House: row(1), Cells: []int{-1}}}}, "Conflicts.Conflicts[0].Cells[0] is -1"},
		{Candidates{Board: badBoard}, "Candidates.Board.Values[80] is 200"},
		{Hint{Board: badBoard}, "Hint.Board.Values[80]"},
		{hint(func(s *logic.Step) { s.Placements = []logic.Candidate{{Cell: 81, Digit: 1}} }), "Hint.Step.Placements[0].Cell is 81"},
		{hint(func(s *logic.Step) { s.Eliminations[2].Digit = 10 }), "Hint.Step.Eliminations[2].Digit is 10, want 1-9"},
		{hint(func(s *logic.Step) { s.Houses = []solver.House{{Index: -1}} }), "Hint.Step.Houses[0].Index is -1"},
		{hint(func(s *logic.Step) { s.Cells[1] = 1000 }), "Hint.Step.Cells[1] is 1000"},
		{hint(func(s *logic.Step) { s.Digits = 1 << 11 }), "Hint.Step.Digits is 2048"},
		{hint(func(s *logic.Step) { s.Digits = 1 }), "Hint.Step.Digits is 1"},
		{hint(func(s *logic.Step) { s.Marks[0].Role = 5 }), "Hint.Step.Marks[0].Role is 5"},
		{hint(func(s *logic.Step) { s.Marks[3].Digit = 0 }), "Hint.Step.Marks[3].Digit is 0"},
		{hint(func(s *logic.Step) { s.Chains[0][2].To.Cells = logic.CellSet{} }), "Hint.Step.Chains[0][2].To.Cells is 0, want 1 or more cells"},
		{hint(func(s *logic.Step) { s.Chains[0][1].From.Cells = logic.CellSet{0, 1 << 40} }), "Hint.Step.Chains[0][1].From.Cells is 104, want cells 0-80"},
		{hint(func(s *logic.Step) { s.Chains[0][0].From.Digit = -3 }), "Hint.Step.Chains[0][0].From.Digit is -3"},
		{hint(func(s *logic.Step) { s.Chains = append(s.Chains, long) }), fmt.Sprintf("Hint.Step.Chains is %d, want at most %d links", MaxLinks+8, MaxLinks)},
	}
	for _, tt := range tests {
		_, err := r.Image(tt.pic)
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.field) {
			t.Errorf("Image(%T) error = %v, want one matching ErrInvalid and naming %q", tt.pic, err, tt.field)
		}
		if err := r.WritePNG(&bytes.Buffer{}, tt.pic); !errors.Is(err, ErrInvalid) {
			t.Errorf("WritePNG(%T) error = %v, want one matching ErrInvalid", tt.pic, err)
		}
	}
}

// TestLenient checks the pictures drawn from odd but drawable input:
// marks and eliminations the board has no candidate for, marks in filled
// cells, an empty chain, a link from a mark to itself.
func TestLenient(t *testing.T) {
	r := newRenderer(t, Options{Size: MinSize})
	h := xyChain(t)
	h.Step.Marks = append(h.Step.Marks, logic.Mark{Candidate: cand(1, 2, 1), Role: logic.RoleFin})
	h.Step.Eliminations = append(h.Step.Eliminations, cand(1, 1, 1), cand(1, 1, 1))
	h.Step.Placements = append(h.Step.Placements, cand(1, 2, 2))
	h.Step.Chains = append(h.Step.Chains, nil, logic.Chain{{From: node(1, true, 0), To: node(1, false, 0)}})
	var empty logic.Board
	full := logic.NewBoard(grid(t, inkalaSolution), solver.Grid{})
	for _, pic := range []Picture{h, Hint{Board: empty}, Hint{Board: full, Step: xyChain(t).Step}, Candidates{}, Mistakes{}, Conflicts{}, Blocked{}, Solution{}} {
		if _, err := r.Image(pic); err != nil {
			t.Errorf("Image(%T): %v", pic, err)
		}
	}
}

// TestPNGSize checks that the pictures stay small enough to upload fast:
// every golden picture, and the densest board of pencil marks, at most
// 80 KB at the default size.
func TestPNGSize(t *testing.T) {
	const maxBytes = 80 << 10
	r := newRenderer(t, Options{})
	pics := golden(t)
	pics = append(pics, goldenPicture{"every candidate", Candidates{Board: logic.NewBoard(solver.Grid{}, solver.Grid{})}, false})
	for _, g := range pics {
		var buf bytes.Buffer
		if err := r.WritePNG(&buf, g.pic); err != nil {
			t.Fatalf("WritePNG(%s): %v", g.name, err)
		}
		if buf.Len() > maxBytes {
			t.Errorf("WritePNG(%s) wrote %d bytes, want at most %d", g.name, buf.Len(), maxBytes)
		}
	}
}

// TestOverlayCleared checks that drawing chains leaves the overlay they
// are drawn on transparent, ready for the next picture: a stray pixel
// would show on a later picture.
func TestOverlayCleared(t *testing.T) {
	r := newRenderer(t, Options{})
	// Links in every direction, of every length, to and from groups.
	var ch logic.Chain
	for i := range 60 {
		from := node(1+i%9, i%2 == 0, (i*7)%81)
		to := node(1+(i+4)%9, i%2 == 1, (i*7+13)%81)
		if i%5 == 0 {
			to.Cells.Add((i*7 + 14) % 81)
		}
		ch = append(ch, logic.Link{From: from, To: to})
	}
	b := logic.NewBoard(solver.Grid{}, solver.Grid{})
	for _, h := range []Hint{xyChain(t), groupedChain(t), {Board: b, Step: logic.Step{Chains: []logic.Chain{ch}}}} {
		if _, err := r.Image(h); err != nil {
			t.Fatal(err)
		}
		o := r.overlays.Get().(*overlay)
		for i, v := range o.rgba.Pix {
			if v != 0 {
				t.Fatalf("after drawing %v, the overlay holds %d at (%d, %d)", h.Step.Technique, v, i/4%r.Size(), i/4/r.Size())
			}
		}
		r.overlays.Put(o)
	}
}
