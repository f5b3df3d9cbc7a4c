package logic

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"

	"sudokubot/solver"
)

// A Level is a difficulty label.
type Level uint8

// The levels, by score on the Sudoku Explainer scale.
const (
	Easy    Level = iota // below 2.6: singles, and eliminations that give a single at once
	Medium               // below 4.0: locked candidates, pairs, X-Wings, triples
	Hard                 // below 6.0: XY- and XYZ-Wings, quads, Jellyfish, uniqueness, BUG
	Expert               // below 8.0: skyscrapers, kites, W-Wings, colouring, fish with fins, chains, almost locked sets
	Extreme              // 8.0 and above: grouped chains with almost locked sets, forcing chains and nets, trials
)

var levelIDs = [...]string{"Easy", "Medium", "Hard", "Expert", "Extreme"}

// String returns the level's identifier, such as "Easy", for logs and
// tests; people read the names the explainers give.
func (l Level) String() string {
	if int(l) >= len(levelIDs) {
		return fmt.Sprintf("Level(%d)", uint8(l))
	}
	return levelIDs[l]
}

// LevelOf returns the level of a score.
func LevelOf(score float64) Level {
	switch {
	case score < 2.6:
		return Easy
	case score < 4.0:
		return Medium
	case score < 6.0:
		return Hard
	case score < 8.0:
		return Expert
	}
	return Extreme
}

// A Rating says how hard a puzzle is for a person.
type Rating struct {
	// Tier is the hardest tier of technique needed, 1–9, or 10 when a
	// trial was needed.
	Tier int
	// Score is the difficulty on the Sudoku Explainer scale (1.0–11.9):
	// the score of the hardest step.
	Score float64
	// Level is the label for Score.
	Level Level
	// Hardest is the technique of the hardest step.
	Hardest Technique
	// Steps counts the steps of the explained solution.
	Steps int
	// Solved reports that logic solved the puzzle without a trial.
	Solved bool
}

// Rate solves the puzzle step by step and rates it by its hardest step.
// It returns the errors of [Check] for a puzzle that is not proper, or the
// context's error.
func Rate(ctx context.Context, puzzle solver.Grid, stepLimit int) (*Rating, error) {
	if _, err := Check(puzzle, solver.Grid{}, stepLimit); err != nil {
		return nil, err
	}
	p, err := SolvePath(ctx, NewBoard(puzzle, solver.Grid{}), Options{}, true)
	if err != nil {
		return nil, err
	}
	return RatePath(p), nil
}

// RatePath rates a path already found. Its hardest step is the first of
// [TechniquesUsed]'s list, so a rating and the list it comes with agree.
func RatePath(p *Path) *Rating {
	r := &Rating{Steps: len(p.Steps), Solved: p.Solved && p.Trials == 0, Tier: 1}
	used := TechniquesUsed(p)
	for _, u := range used {
		r.Tier = max(r.Tier, u.Technique.Tier())
	}
	if len(used) > 0 {
		r.Score, r.Hardest = used[0].Score, used[0].Technique
	}
	r.Score = math.Max(r.Score, 1.0)
	r.Level = LevelOf(r.Score)
	return r
}

// A TechniqueUse is a technique and the steps of a path that use it.
type TechniqueUse struct {
	Technique Technique
	// Steps counts the steps that use it.
	Steps int
	// Score is the score of the hardest of them.
	Score float64
}

// TechniquesUsed lists the techniques of a path, the hardest first: by the
// score of their hardest step (the rule [RatePath] rates by), then by tier,
// then by the ladder (a later technique first).
func TechniquesUsed(p *Path) []TechniqueUse {
	var used []TechniqueUse
	at := map[Technique]int{}
	for _, s := range p.Steps {
		i, ok := at[s.Technique]
		if !ok {
			i = len(used)
			at[s.Technique] = i
			used = append(used, TechniqueUse{Technique: s.Technique})
		}
		used[i].Steps++
		used[i].Score = max(used[i].Score, s.Score())
	}
	slices.SortFunc(used, func(a, b TechniqueUse) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Technique.Tier(), a.Technique.Tier()); c != 0 {
			return c
		}
		return cmp.Compare(b.Technique.Order(), a.Technique.Order())
	})
	return used
}
