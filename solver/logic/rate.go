package logic

import (
	"context"
	"fmt"
	"math"

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

// RatePath rates a path already found.
func RatePath(p *Path) *Rating {
	r := &Rating{Steps: len(p.Steps), Solved: p.Solved && p.Trials == 0, Tier: 1}
	for _, s := range p.Steps {
		r.Tier = max(r.Tier, s.Technique.Tier())
		if sc := s.Score(); sc > r.Score {
			r.Score, r.Hardest = sc, s.Technique
		}
	}
	r.Score = math.Max(r.Score, 1.0)
	r.Level = LevelOf(r.Score)
	return r
}
