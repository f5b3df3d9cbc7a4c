package logic

import (
	"fmt"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

// tsvPuzzles reads the puzzle column of a TSV file with a header line.
func tsvPuzzles(t testing.TB, name, column string) []solver.Grid {
	t.Helper()
	lines := logictest.ReadLines(t, logictest.SharedData(t, name))
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
