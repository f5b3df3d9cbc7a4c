package photo

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	xdraw "golang.org/x/image/draw"

	"sudokubot/solver"
	"sudokubot/solver/photo/sent"
	"sudokubot/solver/photo/synth"
)

var update = flag.Bool("update", false, "redraw the game fixtures in testdata/game")

// gameFixtures are the screenshots of games in progress in testdata/game:
// drawn by synth.GameShot (with a share of wrong entries) in a font
// never trained on, from a fixed seed, by
//
//	go test ./solver/photo/ -run TestReadGameFixtures -update
var gameFixtures = []struct {
	name    string
	theme   string
	corners bool // pencil marks in the corners, not a 3×3 layout
	png     bool // PNG (grey to the reader: entries told by darkness), not JPEG
	seed    uint64
}{
	{"light-pencil", "light", false, false, 1},
	{"dark-corners", "dark", true, false, 2},
	{"tiles-pencil", "tiles", false, false, 3},
	{"light-pencil-png", "light", false, true, 4},
}

// drawGameFixture draws fixture k: the file and the game drawn.
func drawGameFixture(k int) ([]byte, synth.Game) {
	fx := gameFixtures[k]
	rng := rand.New(rand.NewPCG(fx.seed, 33))
	var th synth.Theme
	for _, t := range synth.Themes() {
		if t.Name == fx.theme {
			th = t
		}
	}
	th.Pencils, th.PencilCorners = true, fx.corners
	puzzle, err := solver.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		panic(err)
	}
	sol := solver.Solve(puzzle, solver.Options{MaxSolutions: 1}).Solutions[0]
	img, game := synth.GameShot(rng, th, synth.EvalFonts()[0], puzzle, sol, 0.3)
	b := img.Bounds()
	scale := 1280 / float64(b.Dy())
	dst := image.NewRGBA(image.Rect(0, 0, int(float64(b.Dx())*scale), 1280))
	xdraw.ApproxBiLinear.Scale(dst, dst.Rect, img, b, draw.Src, nil)
	var buf bytes.Buffer
	if fx.png {
		png.Encode(&buf, dst)
	} else {
		jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 80})
	}
	return buf.Bytes(), game
}

func gameOf(g synth.Game) Game {
	out := Game{Givens: g.Givens, Entries: g.Entries}
	for i, m := range g.Marks {
		out.Marks[i] = Candidates(m)
	}
	return out
}

func TestReadGameFixtures(t *testing.T) {
	r := newReader(t)
	for k, fx := range gameFixtures {
		ext := ".jpg"
		if fx.png {
			ext = ".png"
		}
		path := filepath.Join("testdata", "game", fx.name+ext)
		label := filepath.Join("testdata", "game", fx.name+".game")
		if *update {
			data, game := drawGameFixture(k)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(label, []byte(gameOf(game).String()), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Run(fx.name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (redraw with -update)", err)
			}
			text, err := os.ReadFile(label)
			if err != nil {
				t.Fatal(err)
			}
			want, err := ParseGame(string(text))
			if err != nil {
				t.Fatal(err)
			}
			if want.Entries == (solver.Grid{}) || want.Marks == ([81]Candidates{}) {
				t.Fatalf("%s: no entries or no pencil marks drawn", label)
			}
			rd, err := r.Read(data)
			if err != nil {
				t.Fatalf("Read(%s): %v", path, err)
			}
			got := rd.Game()
			var wrong []string
			for i := range 81 {
				if g, w := gameCell(got, i), gameCell(want, i); g != w {
					wrong = append(wrong, fmt.Sprintf("%s %s→%s (%.2f)", solver.CellName(i), w, g, rd.CellConfidence(i)))
				}
			}
			if len(wrong) > 0 {
				t.Errorf("Read(%s).Game(): cells wrong: %s", path, strings.Join(wrong, ", "))
			}
			// Grid stays the givens and entries together, as before.
			if wantGrid := gameGrid(want); rd.Grid != wantGrid {
				t.Errorf("Read(%s).Grid = %s, want %s", path, rd.Grid, wantGrid)
			}
		})
	}
}

// gameCell names what cell i of g holds.
func gameCell(g Game, i int) string {
	switch {
	case g.Givens[i] != 0:
		return fmt.Sprintf("given %d", g.Givens[i])
	case g.Entries[i] != 0:
		return fmt.Sprintf("entry %d", g.Entries[i])
	case g.Marks[i] != 0:
		return "marks " + g.Marks[i].String()
	}
	return "empty"
}

func gameGrid(g Game) solver.Grid {
	out := g.Givens
	for i, v := range g.Entries {
		if v != 0 {
			out[i] = v
		}
	}
	return out
}

func TestSplitLayers(t *testing.T) {
	// Inks: c the contrast, u and v the chroma.
	neutral := func(c float32) inkColour { return inkColour{c: c} }
	blue := func(c float32) inkColour { return inkColour{c: c, u: 40, v: -15} }
	tests := []struct {
		name string
		ink  func(i int) inkColour // for the digits, cells 0 to 39
		want func(i int) Layer
	}{
		{"givens alone, contrast varied", func(i int) inkColour { return neutral(150 + float32(i%7)*7) }, func(int) Layer { return Given }},
		{"blue entries beside black givens", func(i int) inkColour {
			if i%3 == 0 {
				return blue(120 + float32(i%5))
			}
			return neutral(200 + float32(i%4))
		}, func(i int) Layer {
			if i%3 == 0 {
				return Entry
			}
			return Given
		}},
		{"entries fainter, in grey", func(i int) inkColour {
			if i%4 == 0 {
				return neutral(100 + float32(i%3))
			}
			return neutral(220 + float32(i%3))
		}, func(i int) Layer {
			if i%4 == 0 {
				return Entry
			}
			return Given
		}},
		{"entries fainter on a lit page", func(i int) inkColour {
			if i%4 == 0 {
				return inkColour{c: 100 + float32(i%3), bg: 240}
			}
			return inkColour{c: 220 + float32(i%3), bg: 240}
		}, func(i int) Layer {
			if i%4 == 0 {
				return Entry
			}
			return Given
		}},
		{"givens alone, half of them in a shadow", func(i int) inkColour {
			if i >= 20 { // the lower half, in the shadow: paper and ink darker alike
				return inkColour{c: 100 + float32(i%3), bg: 110}
			}
			return inkColour{c: 220 + float32(i%3), bg: 240}
		}, func(int) Layer { return Given }},
		{"givens in colour, entries in another (the tiles theme)", func(i int) inkColour {
			if i%2 == 0 {
				return inkColour{c: 150, u: -60, v: 45}
			}
			return inkColour{c: 200, u: 15, v: -13}
		}, func(i int) Layer {
			if i%2 == 0 {
				return Entry
			}
			return Given
		}},
		// An app's pale entries on a dark theme: a JPEG's halved chroma
		// washed the hue out of some (games seed 6's game031), their
		// contrast still the entries'.
		{"pale entries, some washed out", func(i int) inkColour {
			switch {
			case i%4 == 0:
				return inkColour{c: 130 + float32(i%5), u: 24, v: 9}
			case i%4 == 1 && i < 20:
				return inkColour{c: 133, u: 9, v: 5}
			}
			return inkColour{c: 180 + float32(i%10)*2, u: 2}
		}, func(i int) Layer {
			if i%4 == 0 || i%4 == 1 && i < 20 {
				return Entry
			}
			return Given
		}},
		// A pen's entries vary in contrast: a given as dark as some of
		// them, tinted, is a given.
		{"a pen's entries, a given of their contrast", func(i int) inkColour {
			switch {
			case i%4 == 0:
				return inkColour{c: 100 + float32(i%5)*8, u: 24, v: 9}
			case i == 1:
				return inkColour{c: 133, u: 9, v: 5}
			}
			return inkColour{c: 180 + float32(i%10)*2, u: 2}
		}, func(i int) Layer {
			if i%4 == 0 {
				return Entry
			}
			return Given
		}},
		// Givens in two contrasts, as many of them as the entries' as
		// not, are givens.
		{"givens of the entries' contrast, as many as the others", func(i int) inkColour {
			switch {
			case i%4 == 0:
				return inkColour{c: 130 + float32(i%5), u: 24, v: 9}
			case i%2 == 1:
				return inkColour{c: 133, u: 12, v: 6}
			}
			return inkColour{c: 180 + float32(i%10)*2, u: 2}
		}, func(i int) Layer {
			if i%4 == 0 {
				return Entry
			}
			return Given
		}},
		// One printed ink whose JPEG fringes differ with the glyphs'
		// strokes, on either side of grey (a face's 7s against its other
		// digits, paper seed 3's paper017 as Telegram sends it), and a
		// pencil's paler entries: no split by colour, the pencil's by
		// contrast.
		{"one ink's fringes on either side of grey, pencil entries", func(i int) inkColour {
			switch {
			case i%5 == 0:
				return inkColour{c: 118 + float32(i%3), u: -3, v: 5}
			case i%9 == 6:
				return inkColour{c: 226, u: -1.5, v: -6.3}
			}
			return inkColour{c: 226 + float32(i%3), u: -4, v: 6}
		}, func(i int) Layer {
			if i%5 == 0 {
				return Entry
			}
			return Given
		}},
		// A given whose fringe is farther from grey than the entries' blue
		// (games seed 5's game148 as sent): one digit is no group.
		{"blue entries, a given's fringe far off", func(i int) inkColour {
			switch {
			case i%3 == 0:
				return blue(120 + float32(i%5))
			case i == 1:
				return inkColour{c: 200, u: -60}
			}
			return neutral(200 + float32(i%4))
		}, func(i int) Layer {
			if i%3 == 0 {
				return Entry
			}
			return Given
		}},
	}
	for _, tt := range tests {
		var rd Reading
		var ink [81]inkColour
		for i := range 40 {
			rd.Grid[i] = uint8(1 + i%9)
			ink[i] = tt.ink(i)
		}
		var hand [81]float32
		for i := range hand {
			hand[i] = -1
		}
		splitLayers(&rd, &ink, &hand, nil)
		for i := range 81 {
			want := Empty
			if i < 40 {
				want = tt.want(i)
			}
			if rd.Layers[i] != want {
				t.Errorf("%s: cell %d (ink %+v) is %v, want %v", tt.name, i, ink[i], rd.Layers[i], want)
			}
		}
	}
}

func TestParseGame(t *testing.T) {
	good := Game{}
	good.Givens[0], good.Entries[1] = 5, 3
	good.Marks[2] = 1<<1 | 1<<7 | 1<<9
	if g, err := ParseGame(good.String()); err != nil || g != good {
		t.Errorf("ParseGame(%q) = %v, %v; want %v", good.String(), g, err, good)
	}
	marks := strings.Repeat(",", 80)
	dots := strings.Repeat(".", 81)
	for _, text := range []string{
		"",
		"givens: " + dots + "\nentries: " + dots + "\n",
		"givens: " + dots[1:] + "\nentries: " + dots + "\nmarks: " + marks,
		"givens: 0" + dots[1:] + "\nentries: " + dots + "\nmarks: " + marks,
		"givens: " + dots + "\nentries: " + dots + "\nmarks: " + marks[1:],
		"givens: " + dots + "\nentries: " + dots + "\nmarks: 11" + marks,
		"givens: " + dots + "\nentries: " + dots + "\nmarks: 0" + marks,
		"givens: 5" + dots[1:] + "\nentries: 5" + dots[1:] + "\nmarks: " + marks,
		"givens: 5" + dots[1:] + "\nentries: " + dots + "\nmarks: 12" + marks,
	} {
		if g, err := ParseGame(text); err == nil {
			t.Errorf("ParseGame(%q) = %v, want an error", text, g)
		}
	}
}

func FuzzParseGame(f *testing.F) {
	g := Game{}
	g.Givens[0], g.Entries[80] = 9, 1
	g.Marks[40] = 1<<2 | 1<<4
	f.Add(g.String())
	f.Add(Game{}.String())
	f.Add("givens: \nentries: \nmarks: ")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseGame(text)
		if err != nil {
			return
		}
		// What parses writes back to what parses the same.
		again, err := ParseGame(g.String())
		if err != nil || again != g {
			t.Fatalf("ParseGame(%q) = %v; its String %q parses to %v, %v", text, g, g.String(), again, err)
		}
	})
}

func TestCandidates(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want string
		n    int
		ok   bool
	}{
		{"", "", 0, true},
		{"931", "139", 3, true},
		{"123456789", "123456789", 9, true},
		{"0", "", 0, false},
		{"11", "", 0, false},
		{"1a", "", 0, false},
	} {
		c, ok := ParseCandidates(tt.in)
		if ok != tt.ok || c.String() != tt.want || c.Len() != tt.n {
			t.Errorf("ParseCandidates(%q) = %q (%d digits), %v; want %q (%d), %v", tt.in, c, c.Len(), ok, tt.want, tt.n, tt.ok)
		}
	}
}

// splitInput returns what splitLayers reads, for a grid without digits:
// no digit has a hand/print score (below 0).
func splitInput() (rd Reading, ink [81]inkColour, hand [81]float32, ms [81]Mark) {
	for i := range hand {
		hand[i] = -1
	}
	return
}

// TestSplitByHand splits digits of one ink (a black pen's entries among
// printed givens) by their hand/print score and their twins: printed
// givens drawn alike, handwritten entries each its own; the layer is
// never trusted at 0.99 or more.
func TestSplitByHand(t *testing.T) {
	rd, ink, hand, ms := splitInput()
	rng := rand.New(rand.NewPCG(1, 2))
	entry := func(i int) bool { return i%3 == 0 }
	for i := range 60 {
		d := 1 + i%9
		rd.Grid[i] = uint8(d)
		ink[i] = inkColour{c: 180 + float32(i%5)}
		ms[i].Found, ms[i].Strong = true, true
		for k := range GlyphSize * GlyphSize {
			if entry(i) {
				ms[i].Glyph[k] = rng.Float32() // a hand: never twice alike
			} else {
				ms[i].Glyph[k] = float32((k*d)%7) / 7 // the face's digit d
			}
		}
		hand[i] = 0.3 // the network unsure either way
		if entry(i) {
			hand[i] = 0.7
		}
	}
	// One given the network finds handwritten: its twins say printed.
	hand[1] = 0.9
	splitLayers(&rd, &ink, &hand, &ms)
	for i := range 81 {
		want := Empty
		switch {
		case i < 60 && entry(i):
			want = Entry
		case i < 60:
			want = Given
		}
		if rd.Layers[i] != want {
			t.Errorf("cell %d (hand %.2f) is %v, want %v", i, hand[i], rd.Layers[i], want)
		}
		if i < 60 && rd.LayerConfidence[i] >= 0.99 {
			t.Errorf("cell %d: layer confidence %.3f, want below 0.99 (split by the score)", i, rd.LayerConfidence[i])
		}
	}
}

// TestSplitByHandLoneGiven: a puzzle's only printed 5 has no printed twin,
// which pushes it towards the hand's; with many entries besides, it is
// given back to print rather than leave 16 givens and no split (a half
// done puzzle read as all print). A printed puzzle whose face the score
// finds partly handwritten is still not split. A split by colour that
// finds a few of a pencil's entries tinted, far fewer than the score's
// entries, gives way to the score's.
func TestSplitByHandLoneGiven(t *testing.T) {
	for _, tt := range []struct {
		name    string
		entries int // digits written by hand, after the 17 printed
		tinted  int // entries whose ink has a colour, the first ones
		split   bool
	}{
		{"a half-done puzzle", 30, 0, true},
		{"a printed puzzle in a face like a hand's", 7, 0, false},
		{"a half-done puzzle in pencil, 4 entries tinted", 30, 4, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rd, ink, hand, ms := splitInput()
			rng := rand.New(rand.NewPCG(3, 4))
			n := 17 + tt.entries
			lone := 16 // the given 5, the only printed one
			for i := range n {
				d := 1 + i%8
				if d >= 5 {
					d++ // the givens other than the lone one: no 5
				}
				if i == lone || i >= 17 && i%9 == 4 {
					d = 5
				}
				rd.Grid[i] = uint8(d)
				ink[i] = inkColour{c: 180 + float32(i%5)}
				if i >= 17 && i < 17+tt.tinted {
					ink[i].u, ink[i].v = 12, -7
				}
				ms[i].Found, ms[i].Strong = true, true
				for k := range GlyphSize * GlyphSize {
					if i >= 17 {
						ms[i].Glyph[k] = rng.Float32() // a hand: never twice alike
					} else {
						ms[i].Glyph[k] = float32((k*d+d)%11) / 11 // the face's digit d
					}
				}
				hand[i] = 0.02
				if i >= 17 {
					hand[i] = 0.95
				}
			}
			splitLayers(&rd, &ink, &hand, &ms)
			for i := range n {
				want := Given
				if tt.split && i >= 17 {
					want = Entry
				}
				if rd.Layers[i] != want {
					t.Errorf("cell %d (digit %d, hand %.2f) is %v, want %v", i, rd.Grid[i], hand[i], rd.Layers[i], want)
				}
			}
			if tt.split && rd.LayerConfidence[lone] > 1-hand[lone] {
				t.Errorf("the lone 5's layer confidence %.3f, want at most the score's %.3f", rd.LayerConfidence[lone], 1-hand[lone])
			}
		})
	}
}

// TestReadPaleEntries: an app's pale entries on a dark theme, some with
// their hue washed out by the JPEG's halved chroma (games seed 6's
// game031: six read as givens at 0.99 to 1.00 before paleEntries), are
// read as entries, every cell of the game right: as drawn, and encoded
// again as Telegram sends a photo (package sent: quality 87), which
// washes a thin 1's hue out further.
func TestReadPaleEntries(t *testing.T) {
	path := filepath.Join("testdata", "games", "game031-RobotoSlab-Light-dark-tiles-rounded-pencil.jpg")
	data, want := gameFixture(t, path)
	m, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	again, err := sent.Photo(m) // encoded again, as Telegram sends a photo
	if err != nil {
		t.Fatal(err)
	}
	for _, pic := range []struct {
		name string
		data []byte
	}{{"as drawn", data}, {"as sent", again}} {
		rd, err := newReader(t).Read(pic.data)
		if err != nil {
			t.Fatalf("Read(%s, %s): %v", path, pic.name, err)
		}
		got := rd.Game()
		for i := range 81 {
			if g, w := gameCell(got, i), gameCell(want, i); g != w {
				t.Errorf("Read(%s, %s): %s %s→%s (%.2f)", path, pic.name, solver.CellName(i), w, g, rd.CellConfidence(i))
			}
		}
	}
}
