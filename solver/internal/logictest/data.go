package logictest

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sudokubot/solver"
)

// SharedData returns the path of a file of the workplace's shared data,
// which lives beside the repository (../shared/data/...) and is read, not
// copied, because it is GPL-licensed. The test is skipped when it is
// absent.
func SharedData(t testing.TB, name string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	// ../shared beside the repository, or beside any folder above it (a
	// git worktree elsewhere).
	for {
		path := filepath.Join(dir, "..", "shared", "data", name)
		if _, err := os.Stat(path); err == nil {
			return path
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skipf("shared data %s not found beside the repository", name)
		}
		dir = parent
	}
}

// ReadLines returns the non-empty lines of a file, trimmed.
func ReadLines(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			lines = append(lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// ReglibGrid reads the grid of a line of HoDoKu's regression library
// (its fourth field): the givens, and the digits placed (after a '+');
// any other character is an empty cell. ok is false unless it holds 81
// cells.
func ReglibGrid(field string) (givens, entries solver.Grid, ok bool) {
	cell, placed := 0, false
	for _, r := range field {
		switch {
		case r == '+':
			placed = true
			continue
		case r >= '1' && r <= '9' && cell < 81:
			if placed {
				entries[cell] = uint8(r - '0')
			} else {
				givens[cell] = uint8(r - '0')
			}
		}
		placed = false
		cell++
	}
	return givens, entries, cell == 81
}
