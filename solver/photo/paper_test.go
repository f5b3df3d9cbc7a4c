package photo

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sudokubot/solver"
)

// TestReadPaperFixtures reads the paper puzzles half done by hand of
// testdata/paper (held-out pictures of "digits set -kind paper -seed 2":
// printed givens, entries written with MNIST's test digits in blue or
// black pen or pencil, pencil marks in two; see testdata/CREDIT; a black
// pen's entries are told from the givens by the hand/print score alone):
// every given read as a given and every entry as an entry, each with its
// digit; and the cells of pencil marks read with their candidates in all
// but one cell.
func TestReadPaperFixtures(t *testing.T) {
	readGameFixtures(t, "paper", func(t *testing.T, path string, rd *Reading, want Game) {
		if want.Entries == (solver.Grid{}) {
			t.Fatalf("%s: no entries drawn", path)
		}
		got := rd.Game()
		var wrong []string
		marks, marksWrong := 0, 0
		for i := range 81 {
			g, w := gameCell(got, i), gameCell(want, i)
			if want.Marks[i] != 0 {
				marks++
				if g != w {
					marksWrong++
				}
				continue
			}
			if g != w {
				wrong = append(wrong, fmt.Sprintf("%s %s→%s (%.2f)", solver.CellName(i), w, g, rd.CellConfidence(i)))
			}
		}
		if len(wrong) > 0 {
			t.Errorf("Read(%s).Game(): givens or entries wrong: %s", path, strings.Join(wrong, ", "))
		}
		if marksWrong > 1 {
			t.Errorf("Read(%s).Game(): %d of %d cells of pencil marks wrong, want at most 1", path, marksWrong, marks)
		}
	})
}

// readGameFixtures reads each picture of testdata/dir (four or more) and
// calls check, in a subtest named after it, with its reading and the game
// drawn in it (the .game file beside it).
func readGameFixtures(t *testing.T, dir string, check func(t *testing.T, path string, rd *Reading, want Game)) {
	r := newReader(t)
	files, err := filepath.Glob(filepath.Join("testdata", dir, "*.jpg"))
	if err != nil || len(files) < 4 {
		t.Fatalf("testdata/%s: %d pictures (%v), want 4", dir, len(files), err)
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".jpg"), func(t *testing.T) {
			data, want := gameFixture(t, path)
			rd, err := r.Read(data)
			if err != nil {
				t.Fatalf("Read(%s): %v", path, err)
			}
			check(t, path, rd, want)
		})
	}
}

// gameFixture returns the picture at path (a .jpg) and the game of the
// .game file beside it.
func gameFixture(t *testing.T, path string) ([]byte, Game) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(strings.TrimSuffix(path, ".jpg") + ".game")
	if err != nil {
		t.Fatal(err)
	}
	want, err := ParseGame(string(text))
	if err != nil {
		t.Fatal(err)
	}
	return data, want
}
