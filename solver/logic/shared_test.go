package logic

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sudokubot/solver"
)

// sharedData returns the path of a file of the workplace's shared data,
// which lives beside the repository (../shared/data/...) and is read, not
// copied, because it is GPL-licensed. The test is skipped when it is absent.
func sharedData(t testing.TB, name string) string {
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

// readLines returns the non-empty lines of a file.
func readLines(t testing.TB, path string) []string {
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

// tsvPuzzles reads the puzzle column of a TSV file with a header line.
func tsvPuzzles(t testing.TB, name, column string) []solver.Grid {
	t.Helper()
	lines := readLines(t, sharedData(t, name))
	header := strings.Split(lines[0], "\t")
	col := -1
	for i, h := range header {
		if h == column {
			col = i
		}
	}
	if col < 0 {
		t.Fatalf("%s: no column %q in %q", name, column, lines[0])
	}
	var gs []solver.Grid
	for i, line := range lines[1:] {
		fields := strings.Split(line, "\t")
		g, err := solver.Parse(fields[col])
		if err != nil {
			t.Fatalf("%s:%d: %v", name, i+2, err)
		}
		gs = append(gs, g)
	}
	return gs
}

// requireFound fails t for each technique of techs without a step in
// counts: a check over boards on which nothing was found checked nothing.
func requireFound(t testing.TB, counts map[Technique]int, techs ...Technique) {
	t.Helper()
	for _, tech := range techs {
		if counts[tech] == 0 {
			t.Errorf("no %v step found to check", tech)
		}
	}
}

// describe writes a step for a failure message: its technique, what it
// places and removes, and its chains.
func describe(s *Step) string {
	return fmt.Sprintf("%v: places %v, removes %v, houses %v, cells %v, chains %v", s.Technique, s.Placements, s.Eliminations, s.Houses, s.Cells, s.Chains)
}

// sameDigit reports whether all candidates have one digit.
func sameDigit(cs []Candidate) bool {
	for _, c := range cs[min(1, len(cs)):] {
		if c.Digit != cs[0].Digit {
			return false
		}
	}
	return true
}
