package bot

import (
	"context"
	"fmt"
	"strings"

	"sudokubot/bot/catalog"
	"sudokubot/bot/state"
	"sudokubot/bot/verdict"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A person may record their progress in the chat's current puzzle as
// text: moves like "r3c5=7" (0 clears a cell), or a row as it stands,
// "r3=4.5..7..." (solver.ParseMoves reads them). /check then compares
// them with the solution, and /hint and /steps go on from them.

// saveEntries records a person's entries in the chat's current puzzle,
// if it is still puzzle.
func (b *Bot) saveEntries(ctx context.Context, chat int64, puzzle, entries solver.Grid) {
	b.updateChat(ctx, chat, func(st *chatState) error {
		if st.Puzzle != puzzle || st.Entries == entries {
			return state.ErrNoChange
		}
		// Another grid: the hints start again from it.
		st.Entries, st.Step, st.Level = entries, 0, 0
		return nil
	})
}

// recordMoves writes moves into the chat's current puzzle and says what
// was recorded. A move that would change a given is refused, with the
// others of its message. A move that breaks a rule (the digit is already
// in the cell's row, column or box) is recorded, with a warning naming
// the clash: it is the person's grid, and /check will tell.
func (b *Bot) recordMoves(ctx context.Context, r request, moves []solver.Move) {
	c := catalog.For(r.lang)
	var st chatState
	var givens, written []string
	var entries solver.Grid
	b.updateChat(ctx, r.chat, func(s *chatState) error {
		st, givens, written, entries = *s, nil, nil, s.Entries
		if !s.HasPuzzle() {
			return state.ErrNoChange
		}
		for _, mv := range moves {
			if g := s.Puzzle[mv.Cell]; g != 0 {
				// A row as it stands repeats the givens, or leaves them out.
				if mv.Digit != 0 && mv.Digit != g {
					givens = append(givens, c.MovesGiven(solver.CellName(mv.Cell), int(g)))
				}
				continue
			}
			if entries[mv.Cell] != mv.Digit {
				entries[mv.Cell] = mv.Digit
				if mv.Digit == 0 {
					written = append(written, c.MovesCleared(solver.CellName(mv.Cell)))
				} else {
					written = append(written, fmt.Sprintf("%s = %d", solver.CellName(mv.Cell), mv.Digit))
				}
			}
		}
		if len(givens) > 0 || s.Entries == entries {
			return state.ErrNoChange
		}
		// Another grid: the hints start again from it.
		s.Entries, s.Step, s.Level = entries, 0, 0
		return nil
	})
	if !st.HasPuzzle() {
		b.reply(ctx, r.chat, r.replyTo, c.MovesNoPuzzle())
		return
	}
	if len(givens) > 0 {
		b.reply(ctx, r.chat, r.replyTo, c.MovesRefused(givens))
		return
	}
	filled, empty := 0, 0
	for i, v := range st.Puzzle {
		if v == 0 {
			empty++
			if entries[i] != 0 {
				filled++
			}
		}
	}
	clashes := verdict.Clashes(st.Puzzle, entries, moves, r.lang)
	text := verdict.Recorded(written, filled, empty, verdict.Improper(st.Puzzle, b.opts.StepLimit, r.lang), r.lang)
	if len(clashes) > 0 {
		text = strings.Join(clashes, "\n") + "\n" + text
	}
	if filled == empty && len(written) > 0 && len(clashes) == 0 {
		if rep, err := logic.Check(st.Puzzle, entries, b.opts.StepLimit); err == nil {
			if len(rep.Wrong) == 0 {
				text = solvedGridText(r.lang) + b.chatFinished(ctx, r, st.Puzzle)
			} else {
				text = c.MovesAllFilledWrong()
			}
		}
	}
	b.reply(ctx, r.chat, r.replyTo, text)
}
