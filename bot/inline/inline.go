// Package inline is the bot's inline mode ("@bot …" in any chat):
// answering a query with puzzles to post (today's daily, a level's, a
// technique's, the person's current one, a puzzle typed), and making a
// race of a puzzle posted (a challenge kept by the message's
// inline_message_id, package bot/race).
package inline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"html"
	"log/slog"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/pool"
	"sudokubot/bot/race"
	"sudokubot/bot/state"
	"sudokubot/bot/talk"
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

// Result kinds, the first part of a result's id (the ids of the results that
// say something rather than offer a puzzle are their kind alone).
const (
	KindDaily     = "d"
	KindNew       = "n"
	KindCurrent   = "c"
	KindPuzzle    = "p"
	KindTechnique = "t"
	KindHelp      = "help"
	KindBad       = "bad"
)

// A Mode answers inline queries and makes races of the puzzles posted
// through them. The bot sets its fields once; Answer and Chosen are
// safe for concurrent use.
type Mode struct {
	State state.Store
	Pools *pool.Pools
	Out   messenger.Outbox
	Log   *slog.Logger
	Now   func() time.Time
	// Rate rates a puzzle within ctx's time, nil when it cannot; the
	// ratings are cached, so a query of a puzzle rated before is quick.
	Rate func(ctx context.Context, g solver.Grid) *logic.Rating
	// Allowed reports whether the bot answers a person.
	Allowed func(user int64) bool
	// Puzzle reads a puzzle typed in a query, or its code: ok when it
	// has one solution; otherwise, when the text holds a puzzle, bad
	// says what is wrong.
	Puzzle func(ctx context.Context, text string, lang locale.Lang) (g solver.Grid, ok bool, bad string)
	// Username is the bot's, WebAppURL the board's public address ("" when
	// the board is not served).
	Username, WebAppURL string

	// makingDaily is set while today's daily is made (inlineDaily).
	makingDaily atomic.Bool
}

// botLink returns the link to the bot's chat, opened with query
// ("start=<code>", "startapp=<code>_<id>") when it is not empty.
func (m *Mode) botLink(query string) string {
	if query == "" {
		return "https://t.me/" + m.Username
	}
	return "https://t.me/" + m.Username + "?" + query
}

// raceLink returns the link that opens the board on a challenge's puzzle,
// as the bot's main Mini App.
func (m *Mode) raceLink(g solver.Grid, id string) string {
	return m.botLink("startapp=" + sharecode.Code(g) + "_" + id)
}

// racing reports whether posted puzzles can be raced: the board is served
// and the bot's username is known (its Mini App link).
func (m *Mode) racing() bool { return m.WebAppURL != "" && m.Username != "" }

// errTaken is a challenge id already in use.
var errTaken = errors.New("challenge id taken")

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

// Answer answers an inline query.
func (m *Mode) Answer(ctx context.Context, q *messenger.InlineQuery, lang locale.Lang) {
	a := messenger.InlineAnswer{QueryID: q.ID, CacheTime: inlineCacheOther, Personal: true}
	if m.Allowed(q.From.ID) {
		var current bool
		a.Results, current = m.inlineResults(ctx, q, lang)
		if current {
			a.CacheTime = inlineCacheCurrent
		}
	}
	if err := m.Out.AnswerInline(ctx, a); err != nil {
		m.Log.Warn("answerInlineQuery failed", "err", err)
	}
}

// inlineResults makes the results of a query, and reports whether they
// may hold the person's current puzzle.
func (m *Mode) inlineResults(ctx context.Context, q *messenger.InlineQuery, lang locale.Lang) ([]messenger.InlineResult, bool) {
	c := catalog.For(lang)
	x := explain.For(lang)
	text := strings.TrimSpace(q.Query)
	var offers []offer
	personal := false
	switch {
	case text == "":
		personal = true
		if p, ok := m.inlineDaily(ctx); ok {
			offers = append(offers, offer{kind: KindDaily, title: c.InlineDailyTitle(), puzzle: p.Puzzle, level: p.Level, score: p.Score, rated: true})
		}
		if st, err := m.State.Chat(ctx, q.From.ID); err == nil && st.HasPuzzle() && !st.Pending {
			offers = append(offers, m.typedOffer(ctx, KindCurrent, c.InlineCurrentTitle(), st.Puzzle))
		}
		for _, l := range generate.Levels() {
			if p, ok := m.peekPool(ctx, pool.LevelName(l)); ok {
				offers = append(offers, offer{kind: KindNew, title: c.InlineNewTitle(), puzzle: p.Puzzle, level: p.Level, score: p.Score, rated: true})
			}
		}
	default:
		if g, ok, bad := m.Puzzle(ctx, text, lang); ok {
			offers = append(offers, m.typedOffer(ctx, KindPuzzle, c.InlinePuzzleTitle(), g))
		} else if bad != "" {
			return []messenger.InlineResult{m.inlineNote(KindBad, c.InlineBadTitle(), bad, lang)}, false
		} else if l, ok := inlineLevel(text); ok {
			if p, ok := m.peekPool(ctx, pool.LevelName(l)); ok {
				offers = append(offers, offer{kind: KindNew, title: c.InlineNewTitle(), puzzle: p.Puzzle, level: p.Level, score: p.Score, rated: true})
			}
		} else if ts := inlineTechniques(text); len(ts) > 0 {
			for _, t := range ts {
				if p, ok := m.techniquePuzzle(ctx, t); ok {
					offers = append(offers, offer{kind: KindTechnique, title: c.InlineTechniqueTitle(x.Technique(t)), technique: t, puzzle: p.Puzzle, level: p.Level, score: p.Score, rated: true})
				}
				if len(offers) >= 5 {
					break
				}
			}
		}
	}
	if len(offers) == 0 {
		return []messenger.InlineResult{m.inlineNote(KindHelp, c.InlineHelpTitle(), c.InlineHelp(), lang)}, personal
	}
	results := make([]messenger.InlineResult, 0, len(offers))
	seen := map[solver.Grid]bool{} // a puzzle once, under its first kind
	for _, o := range offers {
		if seen[o.puzzle] {
			continue
		}
		seen[o.puzzle] = true
		if r := m.inlineResult(o, lang); r.ID != "" {
			results = append(results, r)
		}
	}
	return results, personal
}

// inlineLevel reads a level as /new takes it, a typo forgiven.
func inlineLevel(text string) (logic.Level, bool) {
	l, ok, suggest := talk.MatchLevel(text)
	if !ok && suggest != "" {
		l, ok, _ = talk.MatchLevel(suggest)
	}
	return l, ok
}

// inlineTechniques reads a technique as /practice takes it, a typo
// forgiven.
func inlineTechniques(text string) []logic.Technique {
	ts, suggest := talk.MatchTechnique(text)
	if len(ts) == 0 && suggest != 0 {
		ts = []logic.Technique{suggest}
	}
	return ts
}

// typedOffer offers a puzzle that comes with no rating: rated now, within
// inlineRateTimeout (the ratings are cached).
func (m *Mode) typedOffer(ctx context.Context, kind, title string, g solver.Grid) offer {
	o := offer{kind: kind, title: title, puzzle: g}
	ctx, cancel := context.WithTimeout(ctx, inlineRateTimeout)
	defer cancel()
	if r := m.Rate(ctx, g); r != nil {
		o.level, o.score, o.rated = r.Level, r.Score, true
	}
	return o
}

// KindDaily returns today's daily of the default level (/daily's), when
// it is kept. When it is not (no one asked for it yet today), it is made
// in the background, once at a time, for the queries that follow: the
// answer does not wait for it.
func (m *Mode) inlineDaily(ctx context.Context) (state.Ready, bool) {
	day := m.Now().UTC()
	if p, ok, err := m.State.Daily(ctx, state.DailyKey(day, pool.LevelName(logic.Medium))); ok && err == nil {
		return p, true
	}
	if m.makingDaily.CompareAndSwap(false, true) {
		go func() {
			defer m.makingDaily.Store(false)
			if _, err := m.Pools.Daily(context.WithoutCancel(ctx), day, logic.Medium); err != nil {
				m.Log.Warn("making today's daily for inline mode", "err", err)
			}
		}()
	}
	return state.Ready{}, false
}

// peekPool returns one of a pool's puzzles at random, leaving it there;
// false when the pool is empty.
func (m *Mode) peekPool(ctx context.Context, name string) (state.Ready, bool) {
	ps, err := m.Pools.Ready(ctx, name)
	if err != nil || len(ps) == 0 {
		return state.Ready{}, false
	}
	return ps[rand.IntN(len(ps))], true
}

// techniquePuzzle returns a puzzle that drills t: from its pool, or from
// the stock of rare ones; never made now.
func (m *Mode) techniquePuzzle(ctx context.Context, t logic.Technique) (state.Ready, bool) {
	if generate.OnDemand(t) {
		return m.peekPool(ctx, pool.TechniqueName(t))
	}
	stock := generate.Stock(t)
	if len(stock) == 0 {
		return state.Ready{}, false
	}
	s := stock[rand.IntN(len(stock))]
	return state.Ready{Puzzle: s.Grid, Score: s.Score, Level: s.Level}, true
}

// inlineResult makes the result that offers a puzzle: its picture, or
// its text without the board.
func (m *Mode) inlineResult(o offer, lang locale.Lang) messenger.InlineResult {
	code := sharecode.Code(o.puzzle)
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
	r := messenger.InlineResult{ID: inlineID(o, code), Title: o.title, Description: rating, HTML: true, Keyboard: m.inlineKeyboard(code, lang)}
	if base := m.WebAppURL; base != "" {
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
func (m *Mode) inlineKeyboard(code string, lang locale.Lang) messenger.Keyboard {
	if m.Username == "" {
		return nil
	}
	c := catalog.For(lang)
	var kb messenger.Keyboard
	if m.WebAppURL != "" {
		kb = append(kb, messenger.Row(messenger.Button{Text: c.InlinePlay(), URL: m.botLink("startapp=" + code)}))
	}
	return append(kb, messenger.Row(messenger.Button{Text: c.InlineOpen(), URL: m.botLink("start=" + code)}))
}

// inlineNote is a result that says something (what works, what is wrong
// with a puzzle): a text message, posted as such if the person picks it.
func (m *Mode) inlineNote(kind, title, text string, lang locale.Lang) messenger.InlineResult {
	r := messenger.InlineResult{ID: kind, Title: title, Description: text, Text: title + "\n" + text}
	if m.Username != "" {
		r.Keyboard = messenger.Keyboard{messenger.Row(messenger.Button{Text: catalog.For(lang).InlineOpen(), URL: m.botLink("")})}
	}
	return r
}

// Races from inline posts: a puzzle posted through inline mode is a
// challenge like a group's (package bot/race), kept by the message's
// inline_message_id. Telegram says which result was posted, and where,
// only with inline feedback on in @BotFather (/setinlinefeedback); without
// it an inline post stays a puzzle to play alone.

// inlineID is the id of the result that offers o: its kind (a
// technique's with the technique's number), ":" and the puzzle's code,
// and, when rated, ":", the level's number, "-" and the score as the
// caption shows it. At most 4 + 48 + 7 bytes: Telegram takes 64.
func inlineID(o offer, code string) string {
	id := o.kind
	if o.kind == KindTechnique {
		id += strconv.Itoa(int(o.technique))
	}
	id += ":" + code
	if o.rated {
		id += ":" + strconv.Itoa(int(o.level)) + "-" + strconv.FormatFloat(o.score, 'f', 1, 64)
	}
	return id
}

// chosenOffer reads a result's id back into the offer it was made of, in
// lang: false for a result that offers no puzzle, or an id the bot did
// not make.
func chosenOffer(id string, lang locale.Lang) (offer, bool) {
	kind, rest, _ := strings.Cut(id, ":")
	code, rating, rated := strings.Cut(rest, ":")
	g, err := sharecode.Decode(code)
	if err != nil || sharecode.Code(g) != code {
		return offer{}, false
	}
	o := offer{kind: kind, puzzle: g}
	c := catalog.For(lang)
	switch {
	case kind == KindDaily:
		o.title = c.InlineDailyTitle()
	case kind == KindNew:
		o.title = c.InlineNewTitle()
	case kind == KindCurrent:
		o.title = c.InlineCurrentTitle()
	case kind == KindPuzzle:
		o.title = c.InlinePuzzleTitle()
	case strings.HasPrefix(kind, KindTechnique):
		n, err := strconv.ParseUint(kind[len(KindTechnique):], 10, 8)
		if err != nil || !slices.Contains(generate.Techniques(), logic.Technique(n)) {
			return offer{}, false
		}
		o.kind, o.technique = KindTechnique, logic.Technique(n)
		o.title = c.InlineTechniqueTitle(explain.For(lang).Technique(o.technique))
	default:
		return offer{}, false
	}
	if rated {
		l, s, ok := strings.Cut(rating, "-")
		level, err1 := strconv.Atoi(l)
		score, err2 := strconv.ParseFloat(s, 64)
		levels := generate.Levels()
		if !ok || err1 != nil || err2 != nil || level < int(levels[0]) || level > int(levels[len(levels)-1]) || score < 0 || score > 100 {
			return offer{}, false
		}
		o.level, o.score, o.rated = logic.Level(level), score, true
	}
	return o, true
}

// inlineChallengeID is the id of the challenge of an inline message: its
// poster's number in base 36, "-i" and the start of a hash of the
// message's inline_message_id (which may hold "_", the start parameter's
// separator). The same message always has the same id: a chosen result
// handled twice makes one challenge.
func inlineChallengeID(user int64, inline string) string {
	sum := sha256.Sum256([]byte(inline))
	return strconv.FormatUint(uint64(max(user, -user)), 36) + "-i" + hex.EncodeToString(sum[:6])
}

// Chosen makes a race of a puzzle posted through inline mode: it keeps
// the challenge, and edits the message's Play button into the race's link
// (raceLink), the caption as posted. A result that offers no puzzle to
// race on (what works, what is wrong, a puzzle as text without the board)
// does nothing; so does an edit Telegram refuses (the message is then a
// puzzle to play alone).
func (m *Mode) Chosen(ctx context.Context, ch *messenger.ChosenInline, lang locale.Lang) {
	if ch.InlineMessage == "" || !m.racing() || !m.Allowed(ch.From.ID) {
		return
	}
	o, ok := chosenOffer(ch.ResultID, lang)
	if !ok {
		m.Log.Debug("a chosen inline result that is no race", "result", ch.ResultID)
		return
	}
	posted := m.inlineResult(o, lang)
	code := sharecode.Code(o.puzzle)
	id := inlineChallengeID(ch.From.ID, ch.InlineMessage)
	kb := make(messenger.Keyboard, 0, len(posted.Keyboard))
	for _, row := range posted.Keyboard {
		r := make([]messenger.Button, 0, len(row))
		for _, btn := range row {
			if strings.HasSuffix(btn.URL, "?startapp="+code) {
				btn.URL = m.raceLink(o.puzzle, id)
			}
			r = append(r, btn)
		}
		kb = append(kb, r)
	}
	daily := ""
	if o.kind == KindDaily {
		day := m.Now().UTC()
		if p, ok, err := m.State.Daily(ctx, state.DailyKey(day, pool.LevelName(logic.Medium))); err == nil && ok && p.Puzzle == o.puzzle {
			daily = day.Format(time.DateOnly)
		}
	}
	err := m.State.UpdateChallenge(ctx, id, func(c *state.Challenge) error {
		switch {
		case c.Created != 0 && c.Inline == ch.InlineMessage:
			return state.ErrNoChange // handled before: edit again
		case c.Created != 0:
			return errTaken
		}
		*c = state.Challenge{Puzzle: o.puzzle, Level: o.level, Score: o.score, Daily: daily, Inline: ch.InlineMessage,
			Lang: lang.Code(), Caption: posted.Caption, Buttons: race.SaveKeyboard(kb)}
		return nil
	})
	if err != nil && !errors.Is(err, state.ErrNoChange) {
		m.Log.Warn("keeping an inline post's challenge", "challenge", id, "err", err)
		return
	}
	edit := messenger.Caption{Inline: ch.InlineMessage, Caption: posted.Caption, HTML: true, Keyboard: kb}
	if err := m.Out.EditCaption(ctx, edit); err != nil {
		m.Log.Info("making an inline post a race", "challenge", id, "err", err)
	}
}
