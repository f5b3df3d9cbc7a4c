package bot

import (
	"context"
	"errors"
	"html"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"sudokubot/solver/sharecode"
)

// Inline mode ("@bot …" in any chat; enabled in @BotFather). The answer
// offers puzzles as pictures the board's server draws (picture/<code>.jpg,
// package bot/board), or as text when the board is not served:
//
//   - an empty query: today's daily, a new puzzle of each level from the
//     pools (a level whose pool is empty is left out: nothing is made on
//     the answer's path), and the person's current puzzle;
//   - a puzzle in any form the bot reads, or its code: that puzzle, if it
//     has one solution; else one result saying what is wrong;
//   - a level or a technique, as /new and /practice take them, typos
//     forgiven: such a puzzle from the pools (or the stock of rare ones);
//   - anything else: one result saying what works.
//
// Each puzzle posted carries its level, rating and code, and buttons to
// play it on the board (t.me/<bot>?startapp=<code>: web_app buttons are
// refused in inline results) and to open it in the bot's chat
// (t.me/<bot>?start=<code>). A result's id is its kind (a technique's with
// the technique's number), ":" and the code, and, when rated, ":", the
// level's number, "-" and the score as shown (inlineID): enough to make
// the result again when it is chosen.
//
// A chosen result (sent with inline feedback on in @BotFather) makes a race
// of the message posted (onChosen): a challenge kept by the message's
// inline_message_id, whose link the message's Play button now carries.
const (
	// inlineRateTimeout bounds the rating of a typed puzzle; past it the
	// result goes without a rating (the path found so far is cached: the
	// next query of the puzzle goes on from it).
	inlineRateTimeout = 100 * time.Millisecond
	// The answers' cache times, in seconds: the list with the person's
	// current puzzle briefly, the rest a little longer. Every answer is
	// personal: its words are in the person's language.
	inlineCacheCurrent = 5
	inlineCacheOther   = 60
)

// Result kinds, the first part of a result's id.
const (
	inlineDaily     = "d"
	inlineNew       = "n"
	inlineCurrent   = "c"
	inlinePuzzle    = "p"
	inlineTechnique = "t"
	inlineHelp      = "help"
	inlineBad       = "bad"
)

// an offer is a puzzle to offer in an inline answer.
type offer struct {
	kind      string
	title     string
	technique logic.Technique // a technique's puzzle's
	puzzle    solver.Grid
	level     logic.Level
	score     float64
	rated     bool
}

// onInline answers an inline query.
func (b *Bot) onInline(ctx context.Context, q *messenger.InlineQuery, lang locale.Lang) {
	a := messenger.InlineAnswer{QueryID: q.ID, CacheTime: inlineCacheOther, Personal: true}
	if b.isAllowed(q.From.ID) {
		var current bool
		a.Results, current = b.inlineResults(ctx, q, lang)
		if current {
			a.CacheTime = inlineCacheCurrent
		}
	}
	if err := b.out.AnswerInline(ctx, a); err != nil {
		b.log.Warn("answerInlineQuery failed", "err", err)
	}
}

// inlineResults makes the results of a query, and reports whether they
// may hold the person's current puzzle.
func (b *Bot) inlineResults(ctx context.Context, q *messenger.InlineQuery, lang locale.Lang) ([]messenger.InlineResult, bool) {
	c := catalog.For(lang)
	x := explain.For(lang)
	text := strings.TrimSpace(q.Query)
	var offers []offer
	personal := false
	switch {
	case text == "":
		personal = true
		if p, ok := b.inlineDaily(ctx); ok {
			offers = append(offers, offer{kind: inlineDaily, title: c.InlineDailyTitle(), puzzle: p.Puzzle, level: p.Level, score: p.Score, rated: true})
		}
		if st, err := b.state.Chat(ctx, q.From.ID); err == nil && st.HasPuzzle() && !st.Pending {
			offers = append(offers, b.typedOffer(ctx, inlineCurrent, c.InlineCurrentTitle(), st.Puzzle))
		}
		for _, l := range generate.Levels() {
			if p, ok := b.peekPool(ctx, levelPool(l)); ok {
				offers = append(offers, offer{kind: inlineNew, title: c.InlineNewTitle(), puzzle: p.Puzzle, level: p.Level, score: p.Score, rated: true})
			}
		}
	default:
		if g, ok, bad := b.inlinePuzzle(ctx, text, lang); ok {
			offers = append(offers, b.typedOffer(ctx, inlinePuzzle, c.InlinePuzzleTitle(), g))
		} else if bad != "" {
			return []messenger.InlineResult{b.inlineNote(inlineBad, c.InlineBadTitle(), bad, lang)}, false
		} else if l, ok := inlineLevel(text); ok {
			if p, ok := b.peekPool(ctx, levelPool(l)); ok {
				offers = append(offers, offer{kind: inlineNew, title: c.InlineNewTitle(), puzzle: p.Puzzle, level: p.Level, score: p.Score, rated: true})
			}
		} else if ts := inlineTechniques(text); len(ts) > 0 {
			for _, t := range ts {
				if p, ok := b.techniquePuzzle(ctx, t); ok {
					offers = append(offers, offer{kind: inlineTechnique, title: c.InlineTechniqueTitle(x.Technique(t)), technique: t, puzzle: p.Puzzle, level: p.Level, score: p.Score, rated: true})
				}
				if len(offers) >= 5 {
					break
				}
			}
		}
	}
	if len(offers) == 0 {
		return []messenger.InlineResult{b.inlineNote(inlineHelp, c.InlineHelpTitle(), c.InlineHelp(), lang)}, personal
	}
	results := make([]messenger.InlineResult, 0, len(offers))
	seen := map[solver.Grid]bool{} // a puzzle once, under its first kind
	for _, o := range offers {
		if seen[o.puzzle] {
			continue
		}
		seen[o.puzzle] = true
		if r := b.inlineResult(o, lang); r.ID != "" {
			results = append(results, r)
		}
	}
	return results, personal
}

// inlinePuzzle reads a puzzle typed in a query, or its code: ok when it
// has one solution; otherwise, when the text holds a puzzle (cells, or a
// code that does not decode), bad says what is wrong.
func (b *Bot) inlinePuzzle(ctx context.Context, text string, lang locale.Lang) (g solver.Grid, ok bool, bad string) {
	code, _ := sharecode.Split(text)
	g, err := sharecode.Decode(code)
	if err != nil {
		var perr error
		g, perr = solver.Parse(keycaps(text))
		switch {
		case perr == nil:
		case errors.Is(perr, solver.ErrNoPuzzle):
			if looksLikeCode(code) {
				return g, false, firstParagraph(badCodeText(err, lang))
			}
			return g, false, ""
		case errors.Is(perr, solver.ErrConflict):
			var ce *solver.ConflictError
			errors.As(perr, &ce)
			return g, false, conflictText(ce, lang)
		default:
			return g, false, firstParagraph(parseErrorText(perr, lang))
		}
	}
	if err := g.Validate(); err != nil {
		var ce *solver.ConflictError
		if errors.As(err, &ce) {
			return g, false, conflictText(ce, lang)
		}
		return g, false, firstParagraph(parseErrorText(err, lang))
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
		return g, false, firstParagraph(noSolutionText(g, lang))
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

// inlineLevel reads a level as /new takes it, a typo forgiven.
func inlineLevel(text string) (logic.Level, bool) {
	l, ok, suggest := matchLevel(text)
	if !ok && suggest != "" {
		l, ok, _ = matchLevel(suggest)
	}
	return l, ok
}

// inlineTechniques reads a technique as /practice takes it, a typo
// forgiven.
func inlineTechniques(text string) []logic.Technique {
	ts, suggest := matchTechnique(text)
	if len(ts) == 0 && suggest != 0 {
		ts = []logic.Technique{suggest}
	}
	return ts
}

// typedOffer offers a puzzle that comes with no rating: rated now, within
// inlineRateTimeout (the ratings are cached).
func (b *Bot) typedOffer(ctx context.Context, kind, title string, g solver.Grid) offer {
	o := offer{kind: kind, title: title, puzzle: g}
	ctx, cancel := context.WithTimeout(ctx, inlineRateTimeout)
	defer cancel()
	if r := b.rating(ctx, g); r != nil {
		o.level, o.score, o.rated = r.Level, r.Score, true
	}
	return o
}

// inlineDaily returns today's daily of the default level (/daily's), when
// it is kept. When it is not (no one asked for it yet today), it is made
// in the background, once at a time, for the queries that follow: the
// answer does not wait for it.
func (b *Bot) inlineDaily(ctx context.Context) (ready, bool) {
	day := b.pools.opts.now().UTC()
	if p, ok, err := b.state.Daily(ctx, state.DailyKey(day, levelPool(logic.Medium))); ok && err == nil {
		return p, true
	}
	if b.makingDaily.CompareAndSwap(false, true) {
		go func() {
			defer b.makingDaily.Store(false)
			if _, err := b.daily(context.WithoutCancel(ctx), day, logic.Medium); err != nil {
				b.log.Warn("making today's daily for inline mode", "err", err)
			}
		}()
	}
	return ready{}, false
}

// peekPool returns one of a pool's puzzles at random, leaving it there;
// false when the pool is empty.
func (b *Bot) peekPool(ctx context.Context, name string) (ready, bool) {
	ps, err := b.pools.ready(ctx, name)
	if err != nil || len(ps) == 0 {
		return ready{}, false
	}
	return ps[rand.IntN(len(ps))], true
}

// techniquePuzzle returns a puzzle that drills t: from its pool, or from
// the stock of rare ones; never made now.
func (b *Bot) techniquePuzzle(ctx context.Context, t logic.Technique) (ready, bool) {
	if generate.OnDemand(t) {
		return b.peekPool(ctx, techniquePool(t))
	}
	stock := generate.Stock(t)
	if len(stock) == 0 {
		return ready{}, false
	}
	s := stock[rand.IntN(len(stock))]
	return ready{Puzzle: s.Grid, Score: s.Score, Level: s.Level}, true
}

// inlineResult makes the result that offers a puzzle: its picture, or
// its text without the board.
func (b *Bot) inlineResult(o offer, lang locale.Lang) messenger.InlineResult {
	code := codeOf(o.puzzle)
	if code == "" {
		return messenger.InlineResult{}
	}
	c := catalog.For(lang)
	head := o.title
	var rating string
	if o.rated {
		rating = c.PracticeRating(explain.For(lang).Level(o.level), o.score)
		head += " · " + rating
	}
	caption := html.EscapeString(head) + "\n" + c.InlineCode(code)
	r := messenger.InlineResult{ID: inlineID(o, code), Title: o.title, Description: rating, HTML: true, Keyboard: b.inlineKeyboard(code, lang)}
	if base := b.opts.WebAppURL; base != "" {
		r.PhotoURL, r.ThumbURL = pictureURL(base, "picture", code), pictureURL(base, "thumb", code)
		r.Width, r.Height = inlinePictureSize, inlinePictureSize
		r.Caption = caption
		return r
	}
	r.Text = caption + "\n<pre>" + o.puzzle.Board() + "</pre>"
	return r
}

// inlinePictureSize is the size of the board's pictures (board.PictureSize).
const inlinePictureSize = 512

// pictureURL returns the address of a code's picture on the board's
// server (package bot/board: picture/<code>.jpg, thumb/<code>.jpg).
func pictureURL(base, dir, code string) string {
	u, err := url.JoinPath(base, dir, code+".jpg")
	if err != nil {
		return ""
	}
	return u
}

// inlineKeyboard returns the buttons of a posted puzzle: play it on the
// board (the bot's main Mini App, when the board is served) and open it in
// the bot's chat. Without the bot's username there are none.
func (b *Bot) inlineKeyboard(code string, lang locale.Lang) messenger.Keyboard {
	if b.opts.Username == "" {
		return nil
	}
	c := catalog.For(lang)
	var kb messenger.Keyboard
	if b.opts.WebAppURL != "" {
		kb = append(kb, messenger.Row(messenger.Button{Text: c.InlinePlay(), URL: b.botLink("startapp=" + code)}))
	}
	return append(kb, messenger.Row(messenger.Button{Text: c.InlineOpen(), URL: b.botLink("start=" + code)}))
}

// inlineNote is a result that says something (what works, what is wrong
// with a puzzle): a text message, posted as such if the person picks it.
func (b *Bot) inlineNote(kind, title, text string, lang locale.Lang) messenger.InlineResult {
	r := messenger.InlineResult{ID: kind, Title: title, Description: text, Text: title + "\n" + text}
	if b.opts.Username != "" {
		r.Keyboard = messenger.Keyboard{messenger.Row(messenger.Button{Text: catalog.For(lang).InlineOpen(), URL: b.botLink("")})}
	}
	return r
}
