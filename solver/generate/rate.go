package generate

import (
	"context"
	"errors"
	"math"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A target bounds the rating of a puzzle while it is rated: a step that
// scores more than bound ends it, and techniques above maxTier are not
// looked for (getting stuck below them ends it too).
type target struct {
	bound   float64
	maxTier int
}

// scoreRange returns the lowest and the highest score a step of technique
// t can have, from the engine's own scoring: a hidden single scores more
// in a row or column than in a box, an elimination that leaves a hidden
// single at once scores less, and a chain or net scores more the longer it
// is (its highest score is then +Inf).
func scoreRange(t logic.Technique) (lo, hi float64) {
	single := &logic.Step{Technique: logic.HiddenSingle}
	probes := []*logic.Step{
		{Technique: t},
		{Technique: t, Then: single},
		{Technique: t, Houses: []solver.House{{Kind: solver.Row}}},
		{Technique: t, Houses: []solver.House{{Kind: solver.Box}}},
	}
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, s := range probes {
		lo, hi = math.Min(lo, s.Score()), math.Max(hi, s.Score())
	}
	if (&logic.Step{Technique: t, Size: 1000}).Score() > hi {
		hi = math.Inf(1)
	}
	return lo, hi
}

// tierFor returns the highest tier of the techniques that can score at
// most bound (below it when strict): the others need not be looked for.
func tierFor(bound float64, strict bool) int {
	tier := 1
	for _, t := range logic.Techniques() {
		if t == logic.Trial {
			continue
		}
		lo, _ := scoreRange(t)
		if lo < bound || !strict && lo == bound {
			tier = max(tier, t.Tier())
		}
	}
	return tier
}

// levelTarget returns the bounds for a puzzle of the level: scores below
// the next level's lowest.
func levelTarget(level logic.Level) target {
	if level >= logic.Extreme {
		return target{bound: math.Inf(1), maxTier: 9}
	}
	// The lowest score of the next level, found from LevelOf itself.
	bound := 1.0
	for logic.LevelOf(bound) <= level {
		bound = math.Round((bound+0.1)*10) / 10
	}
	return target{bound: math.Nextafter(bound, 0), maxTier: tierFor(bound, true)}
}

// drillTarget returns the bounds for a puzzle that drills t: no step
// scores more than t can. A chain has no highest score, so its drill stops
// below forcing chains and nets, which no practical chain outscores.
func drillTarget(t logic.Technique) target {
	_, hi := scoreRange(t)
	if math.IsInf(hi, 1) {
		if t.Tier() >= 9 {
			return target{bound: hi, maxTier: 9}
		}
		lo, _ := scoreRange(logic.CellForcingChain)
		return target{bound: math.Nextafter(lo, 0), maxTier: 8}
	}
	return target{bound: hi, maxTier: max(t.Tier(), tierFor(hi, false))}
}

// rate rates p's puzzle step by step as [logic.Rate] does, filling in
// p.Rating and p.Uses, unless a step scores more than the target's bound
// or a technique above its tier is needed: it then reports false.
func (g *Generator) rate(ctx context.Context, p *Puzzle, tg target) (bool, error) {
	b := logic.NewBoard(p.Grid, solver.Grid{})
	opts := logic.Options{MaxTier: tg.maxTier}
	steps, trials := g.steps[:0], 0
	defer func() { clear(steps); g.steps = steps[:0] }()
	for {
		s, err := logic.Next(ctx, &b, opts)
		switch {
		case errors.Is(err, logic.ErrSolved):
			path := &logic.Path{Steps: steps, Solved: true, Trials: trials}
			p.Rating = *logic.RatePath(path)
			p.Uses = uses(steps)
			return true, nil
		case errors.Is(err, logic.ErrStuck) && tg.maxTier < 9:
			return false, nil
		case errors.Is(err, logic.ErrStuck):
			if s, err = logic.TrialStep(ctx, &b); err != nil {
				return false, err
			}
			trials++
		case err != nil:
			return false, err
		}
		if s.Score() > tg.bound {
			return false, nil
		}
		steps = append(steps, s)
		b.Apply(s)
	}
}

// uses sums up the techniques of a path, in the order of the ladder.
func uses(steps []*logic.Step) []Use {
	byTech := map[logic.Technique]*Use{}
	for _, s := range steps {
		u := byTech[s.Technique]
		if u == nil {
			u = &Use{Technique: s.Technique}
			byTech[s.Technique] = u
		}
		u.Count++
		u.Score = math.Max(u.Score, s.Score())
	}
	var us []Use
	for _, t := range logic.Techniques() {
		if u := byTech[t]; u != nil {
			us = append(us, *u)
		}
	}
	return us
}
