package board

import (
	"context"
	"errors"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// removedCandidate reports whether the history shows that the person
// took cell c's solution digit out of its pencil marks (removed it, or
// placed it in a peer), rather than writing marks that never held it.
func removedCandidate(g game.Game, solution solver.Grid, c int) bool {
	_, ms := mistakes(g.Puzzle, solution, g.History[:len(g.History)-g.Undone])
	for _, m := range ms {
		if m.cell == c {
			return m.op != 'A'
		}
	}
	return false
}

// A cand is a digit in a cell, as the page draws it.
type cand struct {
	Cell  int `json:"c"`
	Digit int `json:"d"`
	Role  int `json:"r,omitempty"`
}

// A link is an arrow of a chain: from a candidate to a candidate, solid
// when strong.
type link struct {
	From   []int `json:"from"` // cells of the start (a group has several)
	FromD  int   `json:"fd"`
	To     []int `json:"to"`
	ToD    int   `json:"td"`
	Strong bool  `json:"strong"`
}

// hintJSON is a hint at one level, with what the page draws on the board.
type hintJSON struct {
	Header string `json:"header"`
	Text   string `json:"text"`
	Level  int    `json:"level"`
	Levels int    `json:"levels"`
	// Kind is "step" for a step, "mistake" when the person must fix a
	// cell first (Cells), "solved" when the grid is complete.
	Kind   string   `json:"kind"`
	Houses [][9]int `json:"houses,omitempty"` // shaded (level ≥ 1)
	Digits []int    `json:"digits,omitempty"` // every copy ringed (level 2)
	// At level 2 of a single or an intersection, instead of Digits, as
	// the chat's picture (render.PlainFigure): the copies ringed, and the
	// lines (frames in a box) along which they rule the digit out.
	Rings  []int    `json:"rings,omitempty"`
	Rules  []ruling `json:"rules,omitempty"`
	Cells  []int    `json:"cells,omitempty"`  // the pattern (level ≥ 3), or the cells to fix
	Marks  []cand   `json:"marks,omitempty"`  // level 3
	Chains [][]link `json:"chains,omitempty"` // level 3
	Places []cand   `json:"places,omitempty"` // level ≥ 3
	Elims  []cand   `json:"elims,omitempty"`  // level ≥ 3
	// technique is the step's (a "step"), for the person's progress.
	technique logic.Technique
}

// A ruling is a copy of a digit (Cell) that rules it out of the cells
// Ruled along a row or column ("row", "column": a line from the copy past
// the farthest of them) or in its box ("box": a frame inside the box).
type ruling struct {
	Cell  int    `json:"c"`
	House string `json:"h"`
	Ruled []int  `json:"ruled"`
}

// hintRequest is the body of POST api/hint.
type hintRequest struct {
	gameJSON
	Level int `json:"level"`
	Step  int `json:"step"` // hints asked before, for the header
}

// errTimeout means the engine ran out of time.
var errTimeout = errors.New("the engine ran out of time")

// findHint returns the hint at a level for a person's position.
func findHint(ctx context.Context, g game.Game, level, step int, stepLimit int, lang locale.Lang) (hintJSON, error) {
	level = min(max(level, 1), explain.HintLevels)
	rep, err := logic.Check(g.Puzzle, g.Entries, stepLimit)
	if err != nil {
		return hintJSON{}, err
	}
	h := hintJSON{Level: level, Levels: explain.HintLevels, Header: catalog.For(lang).HintHeader(max(step, 0)+1, level)}
	say := catalog.For(lang)
	if len(rep.Wrong) > 0 {
		h.Kind, h.Cells, h.Text, h.Header = "mistake", rep.Wrong, say.Mistakes(solver.CellNames(rep.Wrong)), say.BoardMistakeHeader(len(rep.Wrong))
		return h, nil
	}
	// The chat's hints start from the same position (game.PlayerBoard).
	b := game.PlayerBoard(g.Puzzle, g.Entries, g.Marks)
	if c := game.LostCandidate(&b, rep.Solution); c >= 0 {
		h.Kind, h.Cells, h.Header = "mistake", []int{c}, say.BoardMistakeHeader(1)
		h.Text = say.BoardMissingCandidate(solver.CellName(c))
		if removedCandidate(g, rep.Solution, c) {
			h.Text = say.BoardLostCandidate(solver.CellName(c))
		}
		return h, nil
	}
	before := b // the board the step applies to, as the chat draws it
	s, err := logic.Next(ctx, &b, logic.Options{})
	if errors.Is(err, logic.ErrStuck) {
		b = before
		s, err = logic.TrialStep(ctx, &b)
	}
	switch {
	case errors.Is(err, logic.ErrSolved):
		h.Kind, h.Text = "solved", say.GridSolved()
		return h, nil
	case errors.Is(err, context.DeadlineExceeded):
		return hintJSON{}, errTimeout
	case err != nil:
		return hintJSON{}, err
	}
	h.Kind, h.technique = "step", s.Technique
	h.Text = explain.For(lang).Hint(s, level)
	if s.Technique == logic.Trial && level == 1 {
		h.Text = say.TrialNote()
	}
	drawn(&h, &before, s, level)
	return h, nil
}

// drawn fills in what the page draws for a step at a level on board b,
// as the chat's pictures do (render.Hint): 1 the area, 2 the digit's
// copies, 3 the reason, 4 the result.
func drawn(h *hintJSON, b *logic.Board, s *logic.Step, level int) {
	if level == 2 {
		if houses, rs, seen, ok := render.PlainFigure(b, s, level); ok {
			for _, hs := range houses {
				h.Houses = append(h.Houses, hs.Cells())
			}
			for _, r := range rs {
				h.Rings = append(h.Rings, r.Cell)
				h.Rules = append(h.Rules, ruling{Cell: r.Cell, House: r.House.Kind.String(), Ruled: r.Ruled})
			}
			h.Rings = append(h.Rings, seen...)
			return
		}
	}
	if level <= 2 {
		if a, ok := s.Area(); ok {
			h.Houses = append(h.Houses, a.Cells())
		}
	} else if level == 3 {
		for _, hs := range s.Houses {
			h.Houses = append(h.Houses, hs.Cells())
		}
	}
	if level == 2 && s.Digits.Count() == 1 {
		h.Digits = s.Digits.List()
	}
	if level == 3 {
		h.Cells = s.Cells
		for _, m := range s.Marks {
			h.Marks = append(h.Marks, cand{m.Cell, m.Digit, int(m.Role) + 1})
		}
		for _, ch := range s.Chains {
			var ls []link
			for _, l := range ch {
				ls = append(ls, link{From: l.From.Cells.Cells(), FromD: l.From.Digit, To: l.To.Cells.Cells(), ToD: l.To.Digit, Strong: l.Strong()})
			}
			h.Chains = append(h.Chains, ls)
		}
	}
	if level >= 3 {
		for _, p := range s.Placements {
			h.Places = append(h.Places, cand{Cell: p.Cell, Digit: p.Digit})
		}
		for _, e := range s.Eliminations {
			h.Elims = append(h.Elims, cand{Cell: e.Cell, Digit: e.Digit})
		}
	}
}
