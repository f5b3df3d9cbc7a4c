package bot

import (
	"context"
	"errors"
	"strings"
	"sudokubot/bot/catalog"
	"sudokubot/bot/talk"
	"sudokubot/bot/verdict"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/sharecode"
)

// inlinePuzzle reads a puzzle typed in a query, or its code: ok when it
// has one solution; otherwise, when the text holds a puzzle (cells, or a
// code that does not decode), bad says what is wrong.
func (b *Bot) inlinePuzzle(ctx context.Context, text string, lang locale.Lang) (g solver.Grid, ok bool, bad string) {
	code, _ := sharecode.Split(text)
	g, err := sharecode.Decode(code)
	if err != nil {
		var perr error
		g, perr = solver.Parse(talk.Keycaps(text))
		switch {
		case perr == nil:
		case errors.Is(perr, solver.ErrNoPuzzle):
			if looksLikeCode(code) {
				return g, false, firstParagraph(verdict.BadCode(err, lang))
			}
			return g, false, ""
		case errors.Is(perr, solver.ErrConflict):
			var ce *solver.ConflictError
			errors.As(perr, &ce)
			return g, false, verdict.Conflicts(ce, lang)
		default:
			return g, false, firstParagraph(verdict.ParseError(perr, lang))
		}
	}
	if err := g.Validate(); err != nil {
		var ce *solver.ConflictError
		if errors.As(err, &ce) {
			return g, false, verdict.Conflicts(ce, lang)
		}
		return g, false, firstParagraph(verdict.ParseError(err, lang))
	}
	res := solver.Solve(g, solver.Options{StepLimit: b.opts.StepLimit, MaxSolutions: 2})
	switch res.Verdict() {
	case solver.Unique:
		if g.Full() {
			return g, false, alreadySolvedText(lang)
		}
		return g, true, ""
	case solver.Multiple:
		return g, false, catalog.For(lang).InlineSeveral()
	case solver.NoSolution:
		return g, false, firstParagraph(verdict.NoSolution(g, lang))
	}
	return g, false, limitText(lang)
}

// looksLikeCode reports whether a word that is no puzzle was meant as a
// code: a version letter and at least ten letters and digits, no space.
func looksLikeCode(s string) bool {
	if len(s) < 10 || (s[0] != sharecode.Sparse && s[0] != sharecode.Dense) {
		return false
	}
	for _, r := range s {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return false
		}
	}
	return true
}

func firstParagraph(s string) string {
	p, _, _ := strings.Cut(s, "\n\n")
	return p
}
