package logic

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

// TestExemplars solves HoDoKu's exemplar puzzles, each chosen to need one
// technique, and checks that the puzzle is solved and that the technique
// it is labelled with is found on the way: at some board of our path where
// no single applies, the labelled technique has a step. (HoDoKu's order
// differs a little from our ladder: it looks for locked pairs before
// locked candidates, for one.) It reports the counts per section. With
// -short it takes the first puzzle of each section.
func TestExemplars(t *testing.T) {
	lines := logictest.ReadLines(t, logictest.SharedData(t, "logic/hodoku_exemplars.tsv"))
	type tally struct {
		name                 string
		total, solved, found int
	}
	counts := map[string]*tally{}
	var missed []string
	for i, line := range lines[1:] {
		f := strings.Split(line, "\t")
		code, name, puzzle := f[0], f[1], f[2]
		tl := counts[code]
		if tl == nil {
			tl = &tally{name: name}
			counts[code] = tl
		}
		techs := reglibTechniques[code]
		if len(techs) == 0 || testing.Short() && tl.total > 0 {
			continue
		}
		tl.total++
		g, err := solver.Parse(puzzle)
		if err != nil {
			t.Fatalf("exemplar line %d: %v", i+2, err)
		}
		b := NewBoard(g, solver.Grid{})
		found := false
		ctx := context.Background()
		for {
			s, err := Next(ctx, &b, Options{})
			if err != nil {
				tl.solved += btoi(err == ErrSolved)
				if err != ErrSolved {
					t.Errorf("exemplar line %d (%s): not solved: %v", i+2, code, err)
				}
				break
			}
			if !found && s.Technique.Tier() >= 2 {
				for _, tech := range techs {
					found = found || s.Technique == tech || len(All(ctx, &b, tech)) > 0
				}
			}
			b.Apply(s)
		}
		if found {
			tl.found++
		} else {
			missed = append(missed, fmt.Sprintf("%s (%s) line %d: %s", code, name, i+2, puzzle))
		}
	}
	var codes []string
	for c := range counts {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	var report strings.Builder
	sections := 0
	for _, c := range codes {
		tl := counts[c]
		if tl.total == 0 {
			continue
		}
		sections++
		fmt.Fprintf(&report, "%s %-40s %3d puzzles, %3d solved, %3d with the technique found\n", c, tl.name, tl.total, tl.solved, tl.found)
	}
	t.Log("HoDoKu exemplars:\n" + report.String())
	if sections < 44 {
		t.Errorf("exemplars of %d sections checked, want the 44 we have techniques for", sections)
	}
	for _, m := range missed {
		t.Error("technique not found: " + m)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
