// Package race is what a race on a puzzle keeps and shows: the
// challenge's id and keyboard, the results of the people who finished it
// on the board, and its leaderboard as the post's caption shows it; /top,
// a group's leaderboards of the day's daily and of the week; and Races,
// which edits a challenge's post after finishes and reads its leaderboard
// for the board. The bot posts challenges and records finishes (race.go
// in package bot).
package race

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"html"
	"log/slog"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/bot/clock"
	"sudokubot/bot/game"
	"sudokubot/bot/lru"
	"sudokubot/bot/markup"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/bot/verdict"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// maxName is the length a person's name is cut to on a leaderboard.
const maxName = 24

// DisplayName is what a leaderboard calls a person: their first name, else
// their username, cut to maxName characters.
func DisplayName(u messenger.User) string {
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

// NewID returns a new challenge id for a chat: the chat's number in
// base 36 and six random letters and digits (A-Z a-z 0-9 -).
func NewID(chat int64) string {
	const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	var sb strings.Builder
	sb.WriteString(strconv.FormatUint(uint64(max(chat, -chat)), 36))
	sb.WriteByte('-')
	for range 6 {
		sb.WriteByte(digits[rand.N(len(digits))])
	}
	return sb.String()
}

// SaveKeyboard returns a keyboard as a challenge keeps it.
func SaveKeyboard(kb messenger.Keyboard) [][]state.Button {
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

// Keyboard returns a keyboard a challenge keeps (SaveKeyboard).
func Keyboard(rows [][]state.Button) messenger.Keyboard {
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

// Errors of Add.
var (
	// ErrNoChallenge means no challenge is kept under the finish's id.
	ErrNoChallenge = errors.New("no such challenge")
	// ErrOtherPuzzle means the finish is of another puzzle than the
	// challenge's.
	ErrOtherPuzzle = errors.New("the challenge is of another puzzle")
)

// Add records a finish f at time at on challenge c for who: their first
// finish only (a second does not replace it), at most state.MaxResults.
// It reports whether it added one; it returns state.ErrNoChange when
// not, and ErrNoChallenge or ErrOtherPuzzle for a finish that does not
// belong to c.
func Add(c *state.Challenge, who messenger.User, f game.Finish, at time.Time) (bool, error) {
	switch {
	case c.Created == 0:
		return false, ErrNoChallenge
	case c.Puzzle != f.Puzzle:
		return false, ErrOtherPuzzle
	case len(c.Results) >= state.MaxResults:
		return false, state.ErrNoChange
	}
	for _, res := range c.Results {
		if res.User == who.ID {
			return false, state.ErrNoChange
		}
	}
	c.Results = append(c.Results, state.Result{User: who.ID, Name: DisplayName(who), At: at.Unix(),
		ElapsedMS: f.ElapsedMS, Hints: f.Hints, Mistakes: f.Mistakes, FilledIn: f.FilledIn})
	return true, nil
}

// Delay is how long the first finish of a burst waits before its
// leaderboard is edited, so that the finishes around it make one edit.
const Delay = time.Second

// Races edits the leaderboards of challenges after finishes (the
// challenges kept in State, their posts edited through Out): one edit at
// a time per challenge, Delay after the first finish that calls for
// it; the finishes that come meanwhile make one more edit. An edit
// Telegram refuses (message too old, deleted) is dropped: the next finish
// tries again, nothing retries it.
type Races struct {
	State state.Store
	Out   messenger.Outbox
	Log   *slog.Logger
	// Wait, if set, replaces the wait of Delay (tests).
	Wait func(ctx context.Context, id string) error

	mu sync.Mutex
	// again holds the challenges with an edit under way: true when
	// finishes came since it read the challenge.
	again map[string]bool
	// editing counts the challenges with edits under way (tests wait
	// for them).
	editing sync.WaitGroup
	// shown holds the caption last sent for the challenges edited
	// lately: a finish already shown (read by an edit that began before
	// the finish said it was due) makes no edit.
	shown *lru.Cache[string, string]
}

// shownCaptions bounds the captions Races remembers.
const shownCaptions = 1024

// Due notes that a challenge's leaderboard changed.
func (rs *Races) Due(id string) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if rs.again == nil {
		rs.again = map[string]bool{}
	}
	if _, ok := rs.again[id]; ok {
		rs.again[id] = true
		return
	}
	if rs.shown == nil {
		rs.shown = lru.New[string, string](shownCaptions)
	}
	rs.again[id] = false
	rs.editing.Add(1)
	go rs.edit(id)
}

// edit edits a challenge's leaderboard until no finish came during the
// last edit.
func (rs *Races) edit(id string) {
	defer rs.editing.Done()
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
		rs.show(ctx, id)
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

func (rs *Races) pause(ctx context.Context, id string) error {
	if rs.Wait != nil {
		return rs.Wait(ctx, id)
	}
	return clock.Sleep(ctx, Delay)
}

// Idle waits until no edit is under way (tests).
func (rs *Races) Idle() { rs.editing.Wait() }

// show edits a challenge's message to show its results, unless its
// caption is the one last sent.
func (rs *Races) show(ctx context.Context, id string) {
	c, ok, err := rs.State.Challenge(ctx, id)
	if err != nil || !ok || c.Message == 0 && c.Inline == "" {
		rs.Log.Info("a challenge's leaderboard not shown", "challenge", id, "kept", ok, "err", err)
		return
	}
	lang := locale.Match(c.Lang)
	caption := c.Caption
	if caption == "" {
		caption = html.EscapeString(catalog.For(lang).PracticeNewCaption(verdict.RatingLine(state.Ready{Puzzle: c.Puzzle, Level: c.Level, Score: c.Score}, lang)))
	}
	caption += "\n\n" + LeaderboardText(c.Results, lang, maxCaption-Units(markup.Plain(caption))-2)
	if shown, ok := rs.shown.Get(id); ok && shown == caption {
		return
	}
	edit := messenger.Caption{Chat: c.Chat, Message: c.Message, Inline: c.Inline, Caption: caption, HTML: true, Keyboard: Keyboard(c.Buttons)}
	if c.Inline != "" {
		edit.Chat, edit.Message = 0, 0
	}
	if err := rs.Out.EditCaption(ctx, edit); err != nil {
		// Too old, deleted, or Telegram's trouble: dropped.
		rs.Log.Info("editing a leaderboard", "challenge", id, "err", err)
		return
	}
	rs.shown.Put(id, caption)
}

// Leaderboard returns the results of a challenge in leaderboard order
// (ranked), for the board to show after a finish of its puzzle: none when
// no challenge is kept under the id or it is of another puzzle.
func (rs *Races) Leaderboard(ctx context.Context, id string, puzzle solver.Grid) ([]state.Result, error) {
	if state.CheckChallengeID(id) != nil {
		return nil, nil
	}
	c, ok, err := rs.State.Challenge(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("reading challenge %s: %w", id, err)
	}
	if !ok || c.Created == 0 || c.Puzzle != puzzle {
		return nil, nil
	}
	return Ranked(c.Results), nil
}

// maxCaption is Telegram's limit on a caption, in characters.
const maxCaption = 1024

// Ranked returns results in leaderboard order: the games played out
// before those filled in with hints, each by time.
func Ranked(results []state.Result) []state.Result {
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

// Units is the length of a text as Telegram counts it: in UTF-16 code
// units (an emoji such as 🥇 counts 2).
func Units(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// LeaderboardText is the leaderboard of results (HTML), in at most room
// characters as Telegram counts them (Units) once the tags are gone: the
// heading and the last line, how many more finished, whatever room
// says.
func LeaderboardText(results []state.Result, lang locale.Lang, room int) string {
	say := catalog.For(lang)
	lines := []string{"<b>" + html.EscapeString(say.Leaderboard()) + "</b>"}
	used := Units(say.Leaderboard())
	rs := Ranked(results)
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
		n := Units(html.UnescapeString(line)) + 1 // (the line has no tags)
		more := say.MoreResults(len(rs) - i)
		if used+n+Units(more)+1 > room && i < len(rs)-1 || used+n > room {
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

// topLines bounds the people /top shows in each board.
const topLines = 10

// Top is /top's answer (HTML) in a group whose challenges of the last
// seven days are cs, today being today ("2026-11-27"): today's daily
// puzzle (each person's best finish of the challenges posted as it) and
// the last seven days (each person's puzzles played out, a puzzle posted
// twice counted once, and best time).
func Top(cs []state.Challenge, today string, lang locale.Lang) string {
	say := catalog.For(lang)
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
		rs = Ranked(rs)
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
	return sb.String()
}
