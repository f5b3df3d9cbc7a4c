package bot

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"html"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// Races and groups.
//
// In a group, /daily, /new and /practice post the puzzle as a challenge
// (state.Challenge): its Play button is a link to the board as the bot's
// main Mini App (https://t.me/<bot>?startapp=<code>_<id>: Telegram takes
// web_app buttons only in private chats), whoever opens it plays on their
// own board, and each finish the board reports (raceFinished) is recorded
// on the challenge and shown, by editing the post in place, as its
// leaderboard. /top sums a group's challenges up. A puzzle posted through
// inline mode is a challenge too, its message edited by inline_message_id
// (chosen.go).
//
// Hints, steps and solutions are never posted in a group, where they
// would spoil the puzzle for the others: asked there (a command, a
// mention, a button under a puzzle), they go to the person's private chat
// (privately), or, when Telegram refuses (the person never opened a chat
// with the bot: 403), the person is told in the group how to get them.

// botLink returns the link to the bot's chat, opened with query
// ("start=<code>", "startapp=<code>_<id>") when it is not empty. A
// puzzle travels in links as its code (package solver/sharecode;
// share.go), which fits the 64 characters of a /start parameter.
func (b *Bot) botLink(query string) string {
	if query == "" {
		return "https://t.me/" + b.opts.Username
	}
	return "https://t.me/" + b.opts.Username + "?" + query
}

// raceLink returns the link that opens the board on a challenge's puzzle,
// as the bot's main Mini App.
func (b *Bot) raceLink(g solver.Grid, id string) string {
	return b.botLink("startapp=" + codeOf(g) + "_" + id)
}

// startLink returns the link that opens the private chat with the bot on a
// puzzle.
func (b *Bot) startLink(g solver.Grid) string { return b.botLink("start=" + codeOf(g)) }

// spoils reports whether a button's answer gives away some of its puzzle's
// solution: a hint, a step, a solution.
func spoils(a callback.Action) bool {
	switch a {
	case callback.Hint, callback.Steps, callback.Walk, callback.StepsText, callback.Solve, callback.One:
		return true
	}
	return false
}

// outOfGroup keeps an answer that spoils a puzzle out of a group: it
// reports false outside groups (the caller answers as usual); in a group
// it has fn answer in the person's private chat, or tells them how to get
// the answer there, and reports true.
func (b *Bot) outOfGroup(ctx context.Context, r request, puzzle solver.Grid, fn func(request)) bool {
	if !r.group {
		return false
	}
	if pr, ok := b.privately(ctx, r, puzzle, ""); ok {
		fn(pr)
	}
	return true
}

// privately opens an answer in the private chat of the person who asked in
// a group: it says there what follows, and in the group that the answer
// went there (as the pressed button's notice when callback, the press's
// id, is set; callback is always answered). It returns the request to
// answer in the private chat, or false when Telegram refused to send there
// (the person never opened a chat with the bot): then the group is told,
// by a reply to the person, how to get the answer.
func (b *Bot) privately(ctx context.Context, r request, puzzle solver.Grid, callback string) (request, bool) {
	say := catalog.For(r.lang)
	pr := request{chat: r.user.ID, lang: r.lang, from: r.from, user: r.user}
	err := errors.New("no person to answer")
	if r.user.ID > 0 && !r.user.IsBot && b.isAllowed(pr.chat) {
		_, err = b.out.SendText(ctx, messenger.Text{Chat: pr.chat, Text: say.PrivateFrom(r.title)})
	}
	if err == nil {
		if callback != "" {
			if err := b.out.AnswerCallback(ctx, callback, say.SentPrivately(), false); err != nil {
				b.log.Warn("answerCallbackQuery failed", "err", err)
			}
		} else {
			b.reply(ctx, r.chat, r.replyTo, say.SentPrivately())
		}
		return pr, true
	}
	b.log.Info("an answer asked in a group could not go privately", "chat", r.chat, "user", r.user.ID, "err", err)
	if callback != "" {
		if err := b.out.AnswerCallback(ctx, callback, "", false); err != nil {
			b.log.Warn("answerCallbackQuery failed", "err", err)
		}
	}
	b.replyHTML(ctx, r, say.StartFirst(html.EscapeString(displayName(r.user)), html.EscapeString(b.startLink(puzzle))))
	return request{}, false
}

// maxName is the length a person's name is cut to on a leaderboard.
const maxName = 24

// displayName is what a leaderboard calls a person: their first name, else
// their username, cut to maxName characters.
func displayName(u messenger.User) string {
	name := strings.TrimSpace(u.FirstName)
	if name == "" && u.UserName != "" {
		name = "@" + u.UserName
	}
	if name == "" {
		name = "#" + strconv.FormatInt(u.ID, 10)
	}
	return cutName(name)
}

// cutName cuts a name to maxName characters, with an ellipsis, and
// flattens its line breaks.
func cutName(name string) string {
	name = strings.Join(strings.Fields(name), " ")
	if utf8.RuneCountInString(name) <= maxName {
		return name
	}
	return string([]rune(name)[:maxName-1]) + "…"
}

// racing reports whether puzzles posted in groups can be raced: the board
// is served and the bot's username is known (its Mini App link).
func (b *Bot) racing() bool { return b.opts.WebAppURL != "" && b.opts.Username != "" }

// errTaken is a challenge id already in use.
var errTaken = errors.New("challenge id taken")

// challengeID returns a new challenge id for a chat: the chat's number in
// base 36 and six random letters and digits (A-Z a-z 0-9 -).
func challengeID(chat int64) string {
	const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	var sb strings.Builder
	sb.WriteString(strconv.FormatUint(uint64(max(chat, -chat)), 36))
	sb.WriteByte('-')
	for range 6 {
		sb.WriteByte(digits[rand.N(len(digits))])
	}
	return sb.String()
}

// postChallenge posts a puzzle in a group as a challenge: caption (HTML)
// with the invitation to race, its Play link and the puzzle's buttons (a
// hint or the solution go privately). It reports false, having sent
// nothing, when the challenge could not be kept.
func (b *Bot) postChallenge(ctx context.Context, r request, p ready, caption, daily string) bool {
	var id string
	var kb messenger.Keyboard
	caption += "\n\n" + html.EscapeString(catalog.For(r.lang).RaceInvite())
	var err error
	for range 3 {
		id = challengeID(r.chat)
		kb = append(messenger.Keyboard{messenger.Row(messenger.Button{Text: btnPlay(r.lang), URL: b.raceLink(p.Puzzle, id)})}, newKeyboard(p.Puzzle, r.lang)...)
		err = b.state.UpdateChallenge(ctx, id, func(c *state.Challenge) error {
			if c.Created != 0 {
				return errTaken
			}
			*c = state.Challenge{Puzzle: p.Puzzle, Level: p.Level, Score: p.Score, Daily: daily, Chat: r.chat,
				Lang: r.lang.Code(), Caption: caption, Buttons: stateButtons(kb)}
			return nil
		})
		if !errors.Is(err, errTaken) {
			break
		}
	}
	if err != nil {
		b.log.Warn("keeping a challenge", "chat", r.chat, "err", err)
		return false
	}
	msg := b.sendPicture(ctx, r, render.Puzzle{Grid: p.Puzzle}, caption, kb, false)
	if msg == 0 {
		return true
	}
	err = b.state.UpdateChallenge(ctx, id, func(c *state.Challenge) error {
		if c.Created == 0 {
			return errNoChallenge // pruned meanwhile
		}
		c.Message = msg
		return nil
	})
	if err != nil {
		b.log.Warn("noting a challenge's message", "chat", r.chat, "challenge", id, "err", err)
	}
	return true
}

func stateButtons(kb messenger.Keyboard) [][]state.Button {
	out := make([][]state.Button, 0, len(kb))
	for _, row := range kb {
		r := make([]state.Button, 0, len(row))
		for _, btn := range row {
			r = append(r, state.Button{Text: btn.Text, URL: btn.URL, Data: btn.Data})
		}
		out = append(out, r)
	}
	return out
}

func messengerButtons(rows [][]state.Button) messenger.Keyboard {
	if len(rows) == 0 {
		return nil
	}
	kb := make(messenger.Keyboard, 0, len(rows))
	for _, row := range rows {
		r := make([]messenger.Button, 0, len(row))
		for _, btn := range row {
			r = append(r, messenger.Button{Text: btn.Text, URL: btn.URL, Data: btn.Data})
		}
		kb = append(kb, r)
	}
	return kb
}

// Errors of raceFinished.
var (
	// errNoChallenge means no challenge is kept under the finish's id.
	errNoChallenge = errors.New("no such challenge")
	// errOtherPuzzle means the finish is of another puzzle than the
	// challenge's.
	errOtherPuzzle = errors.New("the challenge is of another puzzle")
)

// raceFinished records a finish on the board opened from a challenge
// (f.Challenge) on it: the person's first finish only (a second does not
// replace it), marked when filled in with hints. The challenge's message
// then shows the leaderboard, edited within seconds (see races). It
// returns an error wrapping errNoChallenge or errOtherPuzzle for a finish
// that does not belong to a challenge it names; a finish of no challenge
// does nothing.
func (b *Bot) raceFinished(ctx context.Context, who messenger.User, f game.Finish) error {
	if f.Challenge == "" {
		return nil
	}
	if err := state.CheckChallengeID(f.Challenge); err != nil {
		return fmt.Errorf("%w: %w", errNoChallenge, err)
	}
	at := f.At
	if at.IsZero() {
		at = time.Now()
	}
	added := false
	err := b.state.UpdateChallenge(ctx, f.Challenge, func(c *state.Challenge) error {
		added = false
		switch {
		case c.Created == 0:
			return errNoChallenge
		case c.Puzzle != f.Puzzle:
			return errOtherPuzzle
		case len(c.Results) >= state.MaxResults:
			return state.ErrNoChange
		}
		for _, res := range c.Results {
			if res.User == who.ID {
				return state.ErrNoChange
			}
		}
		c.Results = append(c.Results, state.Result{User: who.ID, Name: displayName(who), At: at.Unix(),
			ElapsedMS: f.ElapsedMS, Hints: f.Hints, Mistakes: f.Mistakes, FilledIn: f.FilledIn})
		added = true
		return nil
	})
	if err != nil {
		return fmt.Errorf("recording a finish of challenge %s: %w", f.Challenge, err)
	}
	if added {
		b.races.due(b, f.Challenge)
	}
	return nil
}

// raceDelay is how long the first finish of a burst waits before its
// leaderboard is edited, so that the finishes around it make one edit.
const raceDelay = time.Second

// races edits the leaderboards of challenges after finishes: one edit at
// a time per challenge, raceDelay after the first finish that calls for
// it; the finishes that come meanwhile make one more edit. An edit
// Telegram refuses (message too old, deleted) is dropped: the next finish
// tries again, nothing retries it.
type races struct {
	mu sync.Mutex
	// again holds the challenges with an edit under way: true when
	// finishes came since it read the challenge.
	again map[string]bool
	// wait, if set, replaces the wait of raceDelay (tests).
	wait func(ctx context.Context, id string) error
	// editing counts the challenges with edits under way (tests wait
	// for them).
	editing sync.WaitGroup
}

// due notes that a challenge's leaderboard changed.
func (rs *races) due(b *Bot, id string) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if rs.again == nil {
		rs.again = map[string]bool{}
	}
	if _, ok := rs.again[id]; ok {
		rs.again[id] = true
		return
	}
	rs.again[id] = false
	rs.editing.Add(1)
	go rs.edit(b, id)
}

// edit edits a challenge's leaderboard until no finish came during the
// last edit.
func (rs *races) edit(b *Bot, id string) {
	defer rs.editing.Done()
	shown := "" // the caption this loop last sent: a finish already in it makes no edit
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		if err := rs.pause(ctx, id); err != nil {
			cancel()
			rs.mu.Lock()
			delete(rs.again, id)
			rs.mu.Unlock()
			return
		}
		rs.mu.Lock()
		rs.again[id] = false
		rs.mu.Unlock()
		shown = b.editLeaderboard(ctx, id, shown)
		cancel()
		rs.mu.Lock()
		if !rs.again[id] {
			delete(rs.again, id)
			rs.mu.Unlock()
			return
		}
		rs.mu.Unlock()
	}
}

func (rs *races) pause(ctx context.Context, id string) error {
	if rs.wait != nil {
		return rs.wait(ctx, id)
	}
	t := time.NewTimer(raceDelay)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// editLeaderboard edits a challenge's message to show its results, unless
// the caption is shown, the one the edits' loop sent last; it returns
// the caption sent.
func (b *Bot) editLeaderboard(ctx context.Context, id, shown string) string {
	c, ok, err := b.state.Challenge(ctx, id)
	if err != nil || !ok || c.Message == 0 && c.Inline == "" {
		b.log.Info("a challenge's leaderboard not shown", "challenge", id, "kept", ok, "err", err)
		return shown
	}
	lang := locale.Match(c.Lang)
	caption := c.Caption
	if caption == "" {
		caption = html.EscapeString(catalog.For(lang).PracticeNewCaption(ratingLine(ready{Puzzle: c.Puzzle, Level: c.Level, Score: c.Score}, lang)))
	}
	caption += "\n\n" + leaderboardText(c.Results, lang, maxCaption-units(stripTags(caption))-2)
	if caption == shown {
		return shown
	}
	edit := messenger.Caption{Chat: c.Chat, Message: c.Message, Inline: c.Inline, Caption: caption, HTML: true, Keyboard: messengerButtons(c.Buttons)}
	if c.Inline != "" {
		edit.Chat, edit.Message = 0, 0
	}
	if err := b.out.EditCaption(ctx, edit); err != nil {
		// Too old, deleted, or Telegram's trouble: dropped.
		b.log.Info("editing a leaderboard", "challenge", id, "err", err)
	}
	return caption
}

// Leaderboard returns the results of a challenge in leaderboard order
// (ranked), for the board to show after a finish of its puzzle: none when
// no challenge is kept under the id or it is of another puzzle.
func (b *Bot) Leaderboard(ctx context.Context, id string, puzzle solver.Grid) ([]state.Result, error) {
	if state.CheckChallengeID(id) != nil {
		return nil, nil
	}
	c, ok, err := b.state.Challenge(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("reading challenge %s: %w", id, err)
	}
	if !ok || c.Created == 0 || c.Puzzle != puzzle {
		return nil, nil
	}
	return ranked(c.Results), nil
}

// ranked returns results in leaderboard order: the games played out
// before those filled in with hints, each by time.
func ranked(results []state.Result) []state.Result {
	rs := slices.Clone(results)
	slices.SortStableFunc(rs, rankOrder)
	return rs
}

// rankOrder compares two results in leaderboard order.
func rankOrder(a, b state.Result) int {
	if a.FilledIn != b.FilledIn {
		if a.FilledIn {
			return 1
		}
		return -1
	}
	return cmp.Or(cmp.Compare(a.ElapsedMS, b.ElapsedMS), cmp.Compare(a.At, b.At))
}

// units is the length of a text as Telegram counts it: in UTF-16 code
// units (an emoji such as 🥇 counts 2).
func units(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// leaderboardText is the leaderboard of results (HTML), in at most room
// characters as Telegram counts them (units) once the tags are gone: the
// heading and the last line, how many more finished, whatever room
// says.
func leaderboardText(results []state.Result, lang locale.Lang, room int) string {
	say := catalog.For(lang)
	lines := []string{"<b>" + html.EscapeString(say.Leaderboard()) + "</b>"}
	used := units(say.Leaderboard())
	rs := ranked(results)
	for i, res := range rs {
		line := place(i) + " " + html.EscapeString(cutName(res.Name)) + " — " + formatElapsed(res.ElapsedMS)
		if res.Hints > 0 {
			line += " · 💡" + strconv.Itoa(res.Hints)
		}
		if res.Mistakes > 0 {
			line += " · ❌" + strconv.Itoa(res.Mistakes)
		}
		if res.FilledIn {
			line += " · ✋ " + html.EscapeString(say.FilledIn())
		}
		n := units(stripTags(line)) + 1
		more := say.MoreResults(len(rs) - i)
		if used+n+units(more)+1 > room && i < len(rs)-1 || used+n > room {
			lines = append(lines, html.EscapeString(more))
			break
		}
		lines = append(lines, line)
		used += n
	}
	return strings.Join(lines, "\n")
}

// place is a place's mark: a medal for the first three, the number after.
func place(i int) string {
	if i < 3 {
		return []string{"🥇", "🥈", "🥉"}[i]
	}
	return strconv.Itoa(i+1) + "."
}

// formatElapsed writes a time played as m:ss, or h:mm:ss from an hour.
func formatElapsed(ms int64) string {
	s := max(ms, 0) / 1000
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// topLimit bounds the challenges /top reads, and topLines the people it
// shows in each board.
const (
	topLimit = 500
	topLines = 10
)

// cmdTop shows a group's leaderboards: today's daily puzzle (each
// person's best finish of the challenges posted as it) and the last seven
// days (each person's puzzles played out, a puzzle posted twice counted
// once, and best time).
func (b *Bot) cmdTop(ctx context.Context, r request, _ *messenger.Message, _ string) {
	say := catalog.For(r.lang)
	if !r.group {
		b.reply(ctx, r.chat, r.replyTo, say.TopNotGroup())
		return
	}
	now := b.now().UTC()
	today := now.Format(time.DateOnly)
	cs, err := b.state.Challenges(ctx, r.chat, now.Add(-7*24*time.Hour), topLimit)
	if err != nil {
		b.log.Warn("reading a group's challenges", "chat", r.chat, "err", err)
		b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
		return
	}
	best := map[int64]state.Result{} // today's daily, by person
	type week struct {
		name   string
		solved int
		best   int64
	}
	weeks := map[int64]*week{}
	type played struct {
		user   int64
		puzzle solver.Grid
	}
	counted := map[played]bool{} // a puzzle posted twice counts once
	for _, c := range cs {
		for _, res := range c.Results {
			if c.Daily == today {
				if old, ok := best[res.User]; !ok || rankOrder(res, old) < 0 {
					best[res.User] = res
				}
			}
			if res.FilledIn {
				continue
			}
			w := weeks[res.User]
			if w == nil {
				w = &week{name: res.Name, best: res.ElapsedMS}
				weeks[res.User] = w
			}
			if k := (played{res.User, c.Puzzle}); !counted[k] {
				counted[k] = true
				w.solved++
			}
			w.best = min(w.best, res.ElapsedMS)
		}
	}
	var sb strings.Builder
	sb.WriteString("<b>" + html.EscapeString(say.TopDaily(today)) + "</b>\n")
	if len(best) == 0 {
		sb.WriteString(html.EscapeString(say.TopDailyNone()))
	} else {
		var rs []state.Result
		for _, res := range best {
			rs = append(rs, res)
		}
		rs = ranked(rs)
		for i, res := range rs[:min(len(rs), topLines)] {
			sb.WriteString("\n"[:min(i, 1)] + place(i) + " " + html.EscapeString(cutName(res.Name)) + " — " + formatElapsed(res.ElapsedMS))
			if res.FilledIn {
				sb.WriteString(" · ✋ " + html.EscapeString(say.FilledIn()))
			}
		}
		if len(rs) > topLines {
			sb.WriteString("\n" + html.EscapeString(say.MoreResults(len(rs)-topLines)))
		}
	}
	sb.WriteString("\n\n<b>" + html.EscapeString(say.TopWeek()) + "</b>\n")
	if len(weeks) == 0 {
		sb.WriteString(html.EscapeString(say.TopWeekNone()))
	} else {
		ws := make([]*week, 0, len(weeks))
		for _, w := range weeks {
			ws = append(ws, w)
		}
		slices.SortFunc(ws, func(a, b *week) int {
			return cmp.Or(cmp.Compare(b.solved, a.solved), cmp.Compare(a.best, b.best), strings.Compare(a.name, b.name))
		})
		for i, w := range ws[:min(len(ws), topLines)] {
			sb.WriteString("\n"[:min(i, 1)] + place(i) + " " + html.EscapeString(say.TopWeekLine(cutName(w.name), w.solved, formatElapsed(w.best))))
		}
		if len(ws) > topLines {
			sb.WriteString("\n" + html.EscapeString(say.MoreResults(len(ws)-topLines)))
		}
	}
	b.replyHTML(ctx, r, sb.String())
}
