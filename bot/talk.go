package bot

import (
	"context"
	"html"
	"strings"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/bot/hint"
	"sudokubot/bot/markup"
	"sudokubot/bot/messenger"
	"sudokubot/bot/pool"
	"sudokubot/bot/talk"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// People do not only send puzzles: they say hello, thank the bot, ask it
// things, or paste something else. Only text that looks like an attempt
// at a grid gets a grid's error; the rest gets a short answer in kind,
// with what to do next.

// talk answers a text that could not be read as a puzzle when it is
// no attempt at one; it reports whether it answered. The answer is in the
// language of the words it understood, the chat's when they are its own.
func (b *Bot) talk(ctx context.Context, r request, text string) bool {
	if talk.AsksHelp(text) {
		b.cmdHelp(ctx, r, nil, "")
		return true
	}
	if level, ok := talk.PuzzleAsked(text); ok {
		b.cmdNew(ctx, r, level)
		return true
	}
	kind, lang := talk.Classify(text, r.lang)
	if kind == talk.Grid {
		return false
	}
	r.lang = lang
	b.reply(ctx, r.chat, r.replyTo, talkText(kind, text, lang))
	if ts := talk.TechniqueAsked(text); kind == talk.Question && ts != nil {
		b.techniqueExample(ctx, r, pool.Pick(ts))
	}
	return true
}

// techniqueExample shows technique t at work: a step of it in a puzzle
// that needs it, drawn as a hint of level 3, with the engine's own
// explanation of that step.
func (b *Bot) techniqueExample(ctx context.Context, r request, t logic.Technique) {
	puzzle, ok := b.examplePuzzle(ctx, t)
	if !ok {
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	path, err := b.path(ctx, puzzle, [81]bool{}, solver.Grid{}, -1)
	if err != nil {
		b.log.Info("no example of a technique", "technique", t, "err", err)
		return
	}
	start := logic.NewBoard(puzzle, solver.Grid{})
	for i, s := range path.Steps {
		if s.Technique != t {
			continue
		}
		c := catalog.For(r.lang)
		head := c.TalkExampleHead(explain.For(r.lang).Technique(t))
		text := explain.For(r.lang).Explain(s)
		room := markup.MaxCaption - utf8.RuneCountInString(head) - 8
		caption := "<b>" + html.EscapeString(head) + "</b>\n" + html.EscapeString(markup.FitSentences(text, room, c.TalkExplanationFollows()))
		b.sendPicture(ctx, r, hint.Picture(path.BoardAt(start, i), s, 3), caption, nil, false)
		if !strings.HasSuffix(caption, html.EscapeString(text)) {
			b.reply(ctx, r.chat, r.replyTo, text)
		}
		return
	}
}

// examplePuzzle returns a puzzle that needs technique t, to show it at
// work: the one shown before, else one of its stock, else one taken once
// from its /practice pool. It never makes one while the person waits: a
// question is answered at once, with or without an example.
func (b *Bot) examplePuzzle(ctx context.Context, t logic.Technique) (solver.Grid, bool) {
	if g, ok := b.examples.Get(t); ok {
		return g, true
	}
	var g solver.Grid
	if stock := generate.Stock(t); len(stock) > 0 {
		g = stock[0].Grid
	} else if generate.OnDemand(t) {
		p, ok, err := b.pools.Take(ctx, pool.TechniqueName(t))
		if err != nil || !ok {
			b.log.Info("no example of a technique ready", "technique", t, "err", err)
			return solver.Grid{}, false
		}
		g = p.Puzzle
	} else {
		return solver.Grid{}, false
	}
	b.examples.Put(t, g)
	return g, true
}

// talkText is the answer to a text that is no puzzle.
func talkText(kind talk.Kind, text string, lang locale.Lang) string {
	c := catalog.For(lang)
	switch kind {
	case talk.Greeting:
		return c.TalkGreeting()
	case talk.Thanks:
		// "ok", "cool": an acknowledgement, not thanks.
		return c.TalkThanks(talk.Thanked(text))
	case talk.Question:
		if ts := talk.TechniqueAsked(text); ts != nil {
			return talk.TechniqueAnswer(ts, lang)
		}
		return c.TalkAboutMe()
	}
	return c.TalkNotAPuzzle(examplePuzzle)
}
