package photo

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// markCells are cells of pencil marks in testdata/marks: each the cell of a
// paper puzzle of the tuning sets ("digits set -kind paper -seed 1" or
// "-seed 3", picture and cell in the name), straightened at markSide
// pixels as smallMarks looks at it (grid lines along its edges), with the
// picture's ink threshold and the marks drawn in it.
var markCells = []struct {
	file  string
	ink   int
	want  string
	cause string
}{
	{"paper1-004-r1c9.png", 17, "237", "pale pencil beside a dark grid line: the line's ink set the threshold"},
	{"paper1-004-r3c1.png", 17, "367", "pale pencil beside a dark grid line: the line's ink set the threshold"},
	{"paper1-004-r4c5.png", 17, "145", "a paler mark among darker ones: thinned to nothing at the cell's threshold"},
	{"paper1-004-r2c1.png", 17, "179", "a paler 7 among darker marks, broken at the cell's threshold"},
	{"paper1-025-r4c5.png", 25, "2469", "a 6 broken in two by thresholding, read as two marks"},
	{"paper1-077-r2c1.png", 25, "26", "a mark broken in pieces by thresholding"},
	{"paper1-039-r2c9.png", 22, "23", "a 3 at its place of a 3×3 read as a 5"},
	{"paper1-048-r5c8.png", 26, "2357", "a 7 at its place of a 3×3 read as a 9"},
	{"paper1-048-r7c3.png", 26, "38", "two marks read as the same digit"},
	{"paper1-000-r4c6.png", 20, "13459", "two marks read as the same digit"},
}

// TestSmallMarksCells finds and reads the pencil marks of each cell of
// markCells, alone in its picture.
func TestSmallMarksCells(t *testing.T) {
	r := newReader(t)
	for _, tc := range markCells {
		t.Run(tc.file, func(t *testing.T) {
			g := loadGrayPNG(t, filepath.Join("testdata", "marks", tc.file))
			got, desc := readCellMarks(r, g, tc.ink)
			if got.String() != tc.want {
				t.Errorf("marks read %q, want %q (%s); marks found: %s", got, tc.want, tc.cause, desc)
			}
		})
	}
}

// readCellMarks reads the pencil marks of the picture g of one cell with
// the ink threshold ink, as readMarks reads a cell's: it returns them and
// a description of the marks found.
func readCellMarks(r *Reader, g *image.Gray, ink int) (Candidates, string) {
	w, h := float64(g.Rect.Dx()), float64(g.Rect.Dy())
	m, _ := squareToQuad(quad{{0, 0}, {w, 0}, {w, h}, {0, h}})
	var ms [81]Mark
	ms[0].marks, ms[0].inked, ms[0].stray, ms[0].edgeInk = smallMarks(g, m, 0, 0, 1, 1, ink)
	desc := ""
	for _, s := range ms[0].marks {
		p := r.glyphProb(&s.glyph)
		d := likeliestDigit(p)
		desc += fmt.Sprintf("[at %.2f,%.2f slot %d: %d (%.2f)] ", s.x, s.y, s.slot(), d, p[d])
	}
	rd := &Reading{}
	for i := range rd.LayerConfidence {
		rd.LayerConfidence[i] = 1
	}
	r.readMarks(rd, &ms, 0, false)
	return rd.Candidates[0], desc
}

func loadGrayPNG(t *testing.T, path string) *image.Gray {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	g, ok := img.(*image.Gray)
	if !ok {
		t.Fatalf("%s: %T, want a grey picture", path, img)
	}
	return g
}

// TestMarksOverDigit reads pencil marks in a cell read as a doubtful
// digit (paper1-005-r6c2: marks 1, 3 and 4 in a column and a row of a
// 3×3, found as tall as a digit and read as a given 4 at 0.62), in a
// picture with marks in other cells; not in a picture without, nor over
// a sure digit.
func TestMarksOverDigit(t *testing.T) {
	r := newReader(t)
	others := []struct {
		file string
		ink  int
	}{{"paper1-004-r1c9.png", 17}, {"paper1-004-r3c1.png", 17}, {"paper1-048-r5c8.png", 26}}
	for _, tc := range []struct {
		name      string
		conf      float32
		others    bool
		small     bool // cell 0 smaller than twenty other givens
		wantLayer Layer
		wantDigit uint8
		wantMarks string
	}{
		{"doubtful digit, marks elsewhere", 0.62, true, false, Marks, 0, "134"},
		{"doubtful digit, no marks elsewhere", 0.62, false, false, Given, 4, ""},
		{"sure digit, marks elsewhere", 0.99, true, false, Given, 4, ""},
		{"sure digit smaller than the other givens, marks elsewhere", 0.99, true, true, Marks, 0, "134"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ms [81]Mark
			rd := &Reading{}
			for i := range rd.LayerConfidence {
				rd.LayerConfidence[i], rd.Confidence[i] = 1, 1
			}
			cell := func(i int, file string, ink int) {
				g := loadGrayPNG(t, filepath.Join("testdata", "marks", file))
				w, h := float64(g.Rect.Dx()), float64(g.Rect.Dy())
				m, _ := squareToQuad(quad{{0, 0}, {w, 0}, {w, h}, {0, h}})
				ms[i].marks, ms[i].inked, ms[i].stray, ms[i].edgeInk = smallMarks(g, m, 0, 0, 1, 1, ink)
			}
			cell(0, "paper1-005-r6c2.png", 22)
			rd.Grid[0], rd.Layers[0], rd.Confidence[0] = 4, Given, tc.conf
			rd.Prob[0][4], rd.Prob[0][0] = tc.conf, 0.01
			if tc.small {
				// Twenty givens of a face, each 0.7 of its cell tall,
				// and this one 0.5.
				for i := 60; i < 80; i++ {
					rd.Grid[i], rd.Layers[i] = 5, Given
					ms[i] = sizedMark(0.7)
				}
				ms[0].Glyph = sizedMark(0.5).Glyph
			}
			ms[0].Found, ms[0].Strong = true, true
			if tc.others {
				for k, o := range others {
					cell(1+k, o.file, o.ink)
				}
			}
			r.readMarks(rd, &ms, 0, false)
			if rd.Layers[0] != tc.wantLayer || rd.Grid[0] != tc.wantDigit || rd.Candidates[0].String() != tc.wantMarks {
				t.Errorf("cell read as %s %d, marks %q; want %s %d, marks %q", rd.Layers[0], rd.Grid[0], rd.Candidates[0], tc.wantLayer, tc.wantDigit, tc.wantMarks)
			}
		})
	}
}

// sizedMark returns a mark found as tall as size of its cell.
func sizedMark(size float32) Mark {
	m := Mark{Found: true, Strong: true}
	m.Glyph[GlyphSize*GlyphSize], m.Glyph[GlyphSize*GlyphSize+1] = size, size/2
	return m
}

// TestSmallGivens finds the givens smaller than their face's others,
// and only those: not an entry, not a given a little smaller, not in a
// grid of too few givens to tell a face's size.
func TestSmallGivens(t *testing.T) {
	for _, tc := range []struct {
		name   string
		givens int
		layer  Layer
		size   float32
		want   bool
	}{
		{"a given 0.5 among givens 0.7", 20, Given, 0.5, true},
		{"a given 0.6 among givens 0.7", 20, Given, 0.6, false},
		{"an entry 0.5 among givens 0.7", 20, Entry, 0.5, false},
		{"a given 0.5 among 15 givens 0.7", 15, Given, 0.5, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ms [81]Mark
			rd := &Reading{}
			for i := range tc.givens {
				rd.Grid[80-i], rd.Layers[80-i] = 5, Given
				ms[80-i] = sizedMark(0.7)
			}
			rd.Grid[0], rd.Layers[0] = 3, tc.layer
			ms[0] = sizedMark(tc.size)
			small := smallGivens(rd, &ms)
			if small[0] != tc.want {
				t.Errorf("smallGivens: cell 0 small %v, want %v", small[0], tc.want)
			}
			for i := 1; i < 81; i++ {
				if small[i] {
					t.Errorf("smallGivens: cell %d (0.7, as the face's) small", i)
				}
			}
		})
	}
}

// TestReadMarksInDigitSizedCell reads the marks of a cell whose marks, in
// a column of a 3×3, run together as tall as a digit (r5c1 of
// testdata/calib/paper008-OxygenMono-Regular-black-marks: 2, 3, 5 and 7),
// read empty before.
func TestReadMarksInDigitSizedCell(t *testing.T) {
	r := newReader(t)
	data, err := os.ReadFile(filepath.Join("testdata", "calib", "paper008-OxygenMono-Regular-black-marks.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	rd, err := r.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	const i = 4 * 9 // r5c1
	if rd.Layers[i] != Marks || rd.Candidates[i].String() != "2357" {
		t.Errorf("r5c1 read as %s %q, want marks \"2357\"", rd.Layers[i], rd.Candidates[i])
	}
}

// TestSmallMarksDoubleLine: a box's double line along a cell's edge (a
// dark theme's, games seed 6's game031), its inner stroke inside the band
// the cell's ink is first measured in, is ink along the edges only, not
// ink that may be a missed digit, with a speck or not; a short stroke
// along the edge, which may be a digit's, is not, nor a dot.
func TestSmallMarksDoubleLine(t *testing.T) {
	for _, tt := range []struct {
		name           string
		x0, x1, y0, y1 int    // the inner stroke's columns and rows
		dot            [4]int // a dot's columns and rows (x0, x1, y0, y1), if any
		wantEdgeOnly   bool
	}{
		{"a double line the cell's height", 9, 13, 0, markSide, [4]int{}, true},
		{"a short stroke beside a line", 9, 13, 30, 62, [4]int{}, false},
		{"a short stroke along the edge", 4, 14, 30, 56, [4]int{}, false},
		// A tile's border leaves a pixel or two where the lines were
		// cleared, at its rounded corner or where a cell's line meets it
		// (games seed 7's tiles themes, as Telegram sends them); a dot a
		// pencil's might be is more.
		{"a double line and a speck", 9, 13, 0, markSide, [4]int{20, 22, 18, 19}, true},
		{"a double line and a dot", 9, 13, 0, markSide, [4]int{40, 45, 40, 45}, false},
	} {
		g := image.NewGray(image.Rect(0, 0, markSide, markSide))
		for k := range g.Pix {
			g.Pix[k] = 220
		}
		for y := range markSide {
			for x := 0; x < 4; x++ { // the outer line
				g.Pix[y*g.Stride+x] = 60
			}
		}
		for y := tt.y0; y < tt.y1; y++ {
			for x := tt.x0; x < tt.x1; x++ { // the inner stroke
				g.Pix[y*g.Stride+x] = 60
			}
		}
		for y := tt.dot[2]; y < tt.dot[3]; y++ {
			for x := tt.dot[0]; x < tt.dot[1]; x++ {
				g.Pix[y*g.Stride+x] = 60
			}
		}
		m, _ := squareToQuad(quad{{0, 0}, {markSide, 0}, {markSide, markSide}, {0, markSide}})
		marks, inked, stray, edges := smallMarks(g, m, 0, 0, 1, 1, 20)
		if !inked || len(marks) != 0 || edges != tt.wantEdgeOnly || edges && stray {
			t.Errorf("%s: smallMarks: %d marks, inked %v, stray %v, along the edges only %v; want no marks, ink, along the edges only %v", tt.name, len(marks), inked, stray, edges, tt.wantEdgeOnly)
		}
	}
}

// TestSmallMarksInkAtEdge finds ink in a cell whose only ink is along
// its edges (a hand's digit over a grid line: the cell is read empty, and
// the calibration trusts an empty cell with ink less), though the
// threshold for marks is measured away from the edges.
func TestSmallMarksInkAtEdge(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, markSide, markSide))
	for k := range g.Pix {
		g.Pix[k] = 220
	}
	// A stroke 4 pixels wide and a third of the cell tall, inside the
	// interior's margin, within its band along the left edge.
	for y := 30; y < 62; y++ {
		for x := 7; x < 11; x++ {
			g.Pix[y*g.Stride+x] = 60
		}
	}
	m, _ := squareToQuad(quad{{0, 0}, {markSide, 0}, {markSide, markSide}, {0, markSide}})
	marks, inked, _, edges := smallMarks(g, m, 0, 0, 1, 1, 20)
	if !inked || !edges {
		t.Errorf("smallMarks: inked %v, along the edges only %v (marks %d), want both: the cell holds ink along its edge", inked, edges, len(marks))
	}
	// Read empty, such a cell is not doubtful for its ink as one with ink
	// in its middle is (a grid line's, most often: 1,548 of 1,550 such
	// cells of paper seeds 1 and 3 were empty), but not sure either.
	r := newReader(t)
	for _, tt := range []struct {
		edge bool
		want float32
	}{{true, edgeInkEmpty}, {false, inkedEmpty}} {
		var rd Reading
		var ms [81]Mark
		for i := range rd.LayerConfidence {
			rd.LayerConfidence[i], rd.Confidence[i], rd.Prob[i][0] = 1, 1, 1
		}
		ms[0].inked, ms[0].edgeInk = true, tt.edge
		r.readMarks(&rd, &ms, 0.6, false)
		if got := rd.LayerConfidence[0]; got != tt.want {
			t.Errorf("an empty cell with ink (along the edges only: %v): layer confidence %v, want %v", tt.edge, got, tt.want)
		}
		calibrate(&rd)
		if c := rd.CellConfidence(0); tt.edge && (c < Doubt || c >= 0.99) {
			t.Errorf("an empty cell with ink along the edges only: confidence %v after the calibration, want at least Doubt (%v) and under 0.99", c, Doubt)
		}
	}
}
