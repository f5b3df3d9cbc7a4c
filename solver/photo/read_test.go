package photo

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/photo/synth"
)

// The fixtures in testdata/: photos from the wichtounet/sudoku_dataset
// (CC-BY-4.0, Baptiste Wicht and Jean Hennebert; see testdata/CREDIT), all
// among the held-out photos the classifier is never trained on, and
// screenshots drawn by "digits screens" with fonts it is never trained on.
func fixtures(t testing.TB) []string {
	var out []string
	for _, ext := range []string{"*.jpg", "*.png", "*.webp"} {
		m, err := filepath.Glob(filepath.Join("testdata", ext))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m...)
	}
	if len(out) == 0 {
		t.Fatal("no fixtures in testdata/")
	}
	return out
}

// newReader returns the Reader the tests share (it is safe for
// concurrent use), decoding the embedded classifier once.
func newReader(t testing.TB) *Reader {
	r, err := sharedReader()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

var sharedReader = sync.OnceValues(NewReader)

func TestReadFixtures(t *testing.T) {
	t.Parallel() // the package's slowest tests run side by side
	r := newReader(t)
	// The fixtures read right but with a question: image1049 has specks in
	// two empty cells, too small for digits but not for doubt; image1083
	// (upright pixels, an EXIF orientation saying upside down) is read
	// in both turns its digits allow, and the convolutional networks
	// score the two close enough that every digit is read right but at
	// 0.91 only. image164: since the networks are trained on digits
	// written by hand too, its r6c9 is read right but doubtful.
	asks := map[string]bool{"image1049.jpg": true, "image1083.jpg": true, "image164.jpg": true}
	for _, f := range fixtures(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := readDat(strings.TrimSuffix(f, filepath.Ext(f)) + ".dat")
			if err != nil {
				t.Fatal(err)
			}
			rd, err := r.Read(data)
			if err != nil {
				t.Fatalf("Read(%s): %v", f, err)
			}
			if rd.Grid != want {
				t.Errorf("Read(%s) =\n%s\nwant\n%s\ncells wrong: %v", f, rd.Grid.Board(), want.Board(), cellsWrong(rd, want))
			}
			c := rd.Check()
			if c.Grid != want || c.Verdict != solver.Unique || c.Sure() == asks[filepath.Base(f)] {
				t.Errorf("Read(%s).Check() = sure %v, %v, repairs %v, doubtful %v; want sure %v, unique, the same grid", f, c.Sure(), c.Verdict, c.Repairs, c.Doubtful, !asks[filepath.Base(f)])
			}
		})
	}
}

func cellsWrong(rd *Reading, want solver.Grid) string {
	var s []string
	for i := range 81 {
		if rd.Grid[i] != want[i] {
			s = append(s, fmt.Sprintf("%s %d→%d (%.2f)", solver.CellName(i), want[i], rd.Grid[i], rd.Confidence[i]))
		}
	}
	return strings.Join(s, ", ")
}

func TestReadNoGrid(t *testing.T) {
	r := newReader(t)
	// A picture of a plain square and one of nothing: no grid.
	for _, kind := range []string{"square", "blank"} {
		g := drawGrid(400, 40, 50, 306, kind)
		if kind == "blank" {
			for i := range g.Pix {
				g.Pix[i] = 200
			}
		}
		if _, err := r.ReadImage(g); !errors.Is(err, ErrNoGrid) {
			t.Errorf("ReadImage(%s) = %v, want ErrNoGrid", kind, err)
		}
	}
	if _, err := r.ReadImage(drawGrid(400, 150, 50, 306, "grid")); !errors.Is(err, ErrCutOff) {
		t.Errorf("ReadImage(grid off the edge): want ErrCutOff")
	}
}

// evaluate reads the pictures and returns how many were read exactly and
// how many wrong grids the check would have let through without a
// question.
func evaluate(t *testing.T, r *Reader, pics [][]byte, wants []solver.Grid, names []string) (exact, sureWrong int) {
	for i, data := range pics {
		rd, err := r.Read(data)
		if err != nil {
			t.Logf("%s: %v", names[i], err)
			continue
		}
		if rd.Grid == wants[i] {
			exact++
		} else {
			t.Logf("%s: %s", names[i], cellsWrong(rd, wants[i]))
		}
		if c := rd.Check(); c.Sure() && c.Grid != wants[i] {
			sureWrong++
			t.Logf("%s: wrong grid solved without a question", names[i])
		}
	}
	return exact, sureWrong
}

// Figures measured when the weights were trained (see README: 100/100
// screenshots, 39/40 held-out photos; cross-validated over the 160 photos
// with "digits cv", 158/160), less a margin; the tests fail if a change
// makes the reader worse than this, or than the target of 95%.
const (
	minScreens = 0.95
	minPhotos  = 0.95
)

func TestScreenshots(t *testing.T) {
	if testing.Short() {
		t.Skip("100 screenshots: run without -short")
	}
	ps := puzzles(t)
	var pics [][]byte
	var wants []solver.Grid
	var names []string
	for i := range 100 {
		data, want, theme := synth.Screen(2, i, ps)
		pics, wants, names = append(pics, data), append(wants, want), append(names, fmt.Sprintf("screen%03d-%s", i, theme))
	}
	exact, sureWrong := evaluate(t, newReader(t), pics, wants, names)
	t.Logf("screenshots: %d/%d read exactly", exact, len(pics))
	if float64(exact) < minScreens*float64(len(pics)) || sureWrong > 0 {
		t.Errorf("screenshots: %d/%d read exactly (want ≥ %.0f%%), %d wrong grids solved without a question (want 0)",
			exact, len(pics), 100*minScreens, sureWrong)
	}
}

func TestHeldOutPhotos(t *testing.T) {
	if testing.Short() {
		t.Skip("40 photos: run without -short")
	}
	files, err := filepath.Glob("../../../shared/data/photo/*.jpg")
	if err != nil || len(files) < 160 {
		t.Fatalf("want the 160 photos of ../shared/data/photo, found %d (%v)", len(files), err)
	}
	_, test := Split(files)
	var pics [][]byte
	var wants []solver.Grid
	for _, f := range test {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := readDat(strings.TrimSuffix(f, ".jpg") + ".dat")
		if err != nil {
			t.Fatal(err)
		}
		pics, wants = append(pics, data), append(wants, want)
	}
	exact, sureWrong := evaluate(t, newReader(t), pics, wants, test)
	t.Logf("held-out photos: %d/%d read exactly", exact, len(pics))
	if float64(exact) < minPhotos*float64(len(pics)) || sureWrong > 0 {
		t.Errorf("held-out photos: %d/%d read exactly (want ≥ %.0f%%), %d wrong grids solved without a question (want 0)",
			exact, len(pics), 100*minPhotos, sureWrong)
	}
}

func puzzles(t testing.TB) []solver.Grid {
	data, err := os.ReadFile("../testdata/puzzles3_magictour_top1465.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []solver.Grid
	for _, line := range strings.Split(string(data), "\n") {
		if g, err := solver.Parse(line); err == nil && len(strings.TrimSpace(line)) >= 81 {
			out = append(out, g)
		}
	}
	return out
}

// BenchmarkRead reads each fixture, decoding included; ms/picture is the
// mean over the fixtures (the median over many pictures is printed by
// "sudoku read -eval").
func BenchmarkRead(b *testing.B) {
	r := newReader(b)
	for _, f := range fixtures(b) {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(filepath.Base(f), func(b *testing.B) {
			for b.Loop() {
				if _, err := r.Read(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
