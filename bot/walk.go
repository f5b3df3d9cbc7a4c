package bot

import (
	"context"
	"html"
	"unicode/utf8"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/hint"
	"sudokubot/bot/markup"
	"sudokubot/bot/messenger"
	"sudokubot/bot/paths"
	"sudokubot/bot/stepstext"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The walk-through: /steps and the Steps button answer with one message,
// the picture of a step and its explanation, whose ◀ ▶ buttons (and "skip
// the singles") replace its picture and caption in place, so the chat gets
// one message however long the solution. "All steps as text" sends the
// compact text version.

// walk shows step c.Step of the explained solution (or, past the last,
// the solved grid): a new message, or an edit of message m.
func (b *Bot) walk(ctx context.Context, r request, c callback.Data, m *messenger.Message) {
	if b.outOfGroup(ctx, r, c.Puzzle, func(pr request) { b.walk(ctx, pr, c, nil) }) {
		return
	}
	rep, err := logic.Check(c.Puzzle, solver.Grid{}, b.opts.StepLimit)
	if err != nil {
		b.puzzleError(ctx, r, c.Puzzle, err)
		return
	}
	if m == nil {
		b.chatAction(ctx, r, messenger.UploadPhoto)
	}
	p, perr := b.path(ctx, c.Puzzle, c.Filled, rep.Solution, -1)
	i := min(c.Step, len(p.Steps))
	var pic render.Picture
	var caption string
	var pages []explain.NetPage // the step's net, a page at a time (the keyboard pages it)
	cat := catalog.For(r.lang)
	switch {
	case i < len(p.Steps):
		start := logic.NewBoard(c.Puzzle, paths.Entries(c.Filled, rep.Solution))
		board := p.BoardAt(start, i)
		s := p.Steps[i]
		hp := hint.Picture(board, s, 3).(render.Hint)
		header := walkHeader(i, len(p.Steps), s, r.lang)
		pages = explain.For(r.lang).NetPages(s, maxNetPages)
		if len(pages) > 1 {
			// A forcing net a page at a time: its links numbered on the
			// picture as in the caption.
			pg := pages[min(max(c.Level, 1), len(pages))-1]
			hp.Branch, hp.Labels = 0, pg.Labels
			hp.Step.Chains, hp.Step.Marks = []logic.Chain{pg.Links}, pg.Marks
			if render.LinkCount(hp.Step.Chains) > render.MaxLinks {
				hp.Step.Chains, hp.Labels = nil, nil
			}
			header += cat.WalkPage(min(max(c.Level, 1), len(pages)), len(pages))
			pic = hp
			caption = "<b>" + html.EscapeString(header) + "</b>\n" + html.EscapeString(markup.FitLines(pg.Text, markup.MaxCaption-utf8.RuneCountInString(header)-8,
				cat.WalkPageRest()))
			break
		}
		if n := hint.Branches(s); n > 1 {
			// A forcing chain or net too big for one picture: one
			// branch at a time.
			hp.Branch = min(c.Level, n)
			hp.Step.Chains = s.Chains
			if render.LinkCount(render.DrawnChains(s.Chains, hp.Branch)) > render.MaxLinks {
				hp.Step.Chains = nil
			}
			header += cat.WalkBranch(hp.Branch, len(s.Chains))
		}
		pic = hp
		caption = "<b>" + html.EscapeString(header) + "</b>\n" + html.EscapeString(markup.FitSentences(explain.For(r.lang).Explain(s), markup.MaxCaption-utf8.RuneCountInString(header)-8,
			cat.WalkExplanationRest()))
	case perr != nil:
		pic = render.Candidates{Board: p.BoardAt(logic.NewBoard(c.Puzzle, paths.Entries(c.Filled, rep.Solution)), i)}
		caption = html.EscapeString(timeoutText(r.lang))
	default:
		pic = render.Solution{Puzzle: c.Puzzle, Solution: rep.Solution}
		caption = "<b>" + html.EscapeString(walkDoneText(len(p.Steps), r.lang)) + "</b>"
	}
	kb := hint.WalkKeyboard(c, i, p, pages, rep.Solution, r.lang)
	if m != nil {
		b.editPicture(ctx, r, m, pic, caption, kb)
		return
	}
	b.sendPicture(ctx, r, pic, caption, kb, false)
}

// maxNetPages is the most pages the walk-through shows a forcing net in,
// a branch's part or a nested contradiction's a page (see
// explain.NetPage): the callback's level holds the page.
const maxNetPages = callback.MaxPage

// stepsText sends the explained solution from step c.Step on as text: a
// few messages, the last with a button for the rest when more remain.
func (b *Bot) stepsText(ctx context.Context, r request, c callback.Data) {
	if b.outOfGroup(ctx, r, c.Puzzle, func(pr request) { b.stepsText(ctx, pr, c) }) {
		return
	}
	rep, err := logic.Check(c.Puzzle, solver.Grid{}, b.opts.StepLimit)
	if err != nil {
		b.puzzleError(ctx, r, c.Puzzle, err)
		return
	}
	b.chatAction(ctx, r, messenger.Typing)
	p, err := b.path(ctx, c.Puzzle, c.Filled, rep.Solution, -1)
	msgs, next, part := stepstext.Format(p, c.Step, c.Level, err != nil, r.lang)
	for i, text := range msgs {
		to := r
		if i > 0 {
			to.replyTo = 0
		}
		if i < len(msgs)-1 || next < 0 {
			// No button carries the puzzle: its last line does, so that a
			// reply to this message acts on it (reference reads it back).
			b.replyWith(ctx, to, text+"\n"+puzzleLine(c.Puzzle, r.lang, false), nil)
			continue
		}
		more := c
		more.Action, more.Step, more.Level = callback.StepsText, next, part
		if next > callback.MaxStep {
			// Too far along for the callback data: carry the grid as it
			// is then, from which the path goes on the same way.
			start := logic.NewBoard(c.Puzzle, paths.Entries(c.Filled, rep.Solution))
			after := p.BoardAt(start, next)
			for i := range 81 {
				more.Filled[i] = c.Puzzle[i] == 0 && after.Values[i] != 0
			}
			more.Step = 0
		}
		kb := messenger.Keyboard{messenger.Row(
			messenger.Button{Text: btnMoreSteps(r.lang), Data: more.Encode()})}
		b.replyWith(ctx, to, text, kb)
	}
}

func walkHeader(i, n int, s *logic.Step, lang locale.Lang) string {
	return catalog.For(lang).WalkHeader(i+1, n, explain.For(lang).Technique(s.Technique))
}

func walkDoneText(n int, lang locale.Lang) string {
	return catalog.For(lang).WalkDone(n)
}
