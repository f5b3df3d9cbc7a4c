// Package remind is /remind's reminders of the daily puzzle: reading a
// time of day and a time zone as people type them, when a reminder is
// next due, and the Sender that sends the reminders due.
package remind

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// Batch bounds the reminders claimed at once.
const Batch = 100

var (
	clockArg  = regexp.MustCompile(`^(\d{1,2})(?:[:.hH](\d{2}))?$`)
	offsetArg = regexp.MustCompile(`^(?i:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$`)
)

// normalize takes what phones type instead of ASCII: a fullwidth colon,
// a minus sign, fullwidth digits and signs.
var normalize = strings.NewReplacer("：", ":", "−", "-", "－", "-", "＋", "+",
	"０", "0", "１", "1", "２", "2", "３", "3", "４", "4", "５", "5", "６", "6", "７", "7", "８", "8", "９", "9")

// ParseClock reads a time of day, "21:30", "9:05", "21.30", "21h30" or
// "21", as minutes after midnight.
func ParseClock(s string) (int, bool) {
	m := clockArg.FindStringSubmatch(normalize.Replace(strings.TrimSpace(s)))
	if m == nil {
		return 0, false
	}
	h, _ := strconv.Atoi(m[1])
	mins := 0
	if m[2] != "" {
		mins, _ = strconv.Atoi(m[2])
	}
	if h > 23 || mins > 59 {
		return 0, false
	}
	return h*60 + mins, true
}

// ParseZone reads a person's answer about their time zone: an offset from
// UTC ("UTC+3", "GMT-5", "+03:00", "-0530", "UTC") or their time now
// ("18:05", rounded to a quarter of an hour from now's UTC time), as
// minutes east of UTC.
func ParseZone(s string, now time.Time) (int, bool) {
	s = normalize.Replace(strings.TrimSpace(s))
	if u := strings.ToUpper(s); u == "UTC" || u == "GMT" {
		return 0, true
	}
	if m := offsetArg.FindStringSubmatch(s); m != nil {
		h, _ := strconv.Atoi(m[2])
		mins := 0
		if m[3] != "" {
			mins, _ = strconv.Atoi(m[3])
		}
		z := h*60 + mins
		if m[1] == "-" {
			z = -z
		}
		if mins > 59 || z < -12*60 || z > 14*60 {
			return 0, false
		}
		return z, true
	}
	local, ok := ParseClock(s)
	if !ok || !strings.ContainsAny(s, ":.hH") {
		return 0, false // "3" alone is no time of day here
	}
	u := now.UTC()
	z := local - (u.Hour()*60 + u.Minute())
	z = (z+15/2+24*60*2)/15*15 - 24*60*2 // to the nearest quarter hour
	for z <= -12*60 {
		z += 24 * 60
	}
	for z > 14*60 {
		z -= 24 * 60
	}
	return z, true
}

// Next returns when a reminder at minute at of the person's day,
// in zone (minutes east of UTC), is next due after now.
func Next(now time.Time, zone, at int) time.Time {
	loc := time.FixedZone("", zone*60)
	l := now.In(loc)
	t := time.Date(l.Year(), l.Month(), l.Day(), at/60, at%60, 0, 0, loc)
	if !t.After(now) {
		t = t.AddDate(0, 0, 1)
	}
	return t.UTC()
}

// ClockText writes minutes after midnight as "21:30".
func ClockText(at int) string { return fmt.Sprintf("%02d:%02d", at/60, at%60) }

// looksLikeZone is LooksLikeZone's pattern.
var looksLikeZone = regexp.MustCompile(`^\s*(?i:utc|gmt)?\s*[+\-−－＋]?\s*[0-9０-９]{1,2}(?:[:.hH：][0-9０-９]{2})?\s*$|^\s*(?i:utc|gmt)\s*$`)

// LooksLikeZone is the cheap test before reading a person's answer about
// their time zone (ParseZone): a time of day or an offset, alone.
func LooksLikeZone(text string) bool { return looksLikeZone.MatchString(text) }

// Off turns p's reminder off (state.ErrNoChange when it was).
func Off(p *state.Person) error {
	if !p.Remind && p.NextReminder == 0 && !p.AskZone {
		return state.ErrNoChange
	}
	p.Remind, p.NextReminder, p.AskZone = false, 0, false
	return nil
}

// On turns p's reminder on at minute at of their day, lang being their
// language's code; it reports whether their time zone is known (then the
// reminder is due at their hour), else they are to be asked it (AskZone).
func On(p *state.Person, at int, lang string, now time.Time) bool {
	p.Remind, p.RemindAt, p.Lang = true, at, lang
	if p.ZoneKnown {
		p.NextReminder, p.AskZone = Next(now, p.Zone, at).Unix(), false
		return true
	}
	p.NextReminder, p.AskZone = 0, true
	return false
}

// Answered keeps the time zone p gave when asked it (AskZone; otherwise
// state.ErrNoChange), and moves their reminder to their hour in it.
func Answered(p *state.Person, zone int, now time.Time) error {
	if !p.AskZone {
		return state.ErrNoChange
	}
	p.Zone, p.ZoneKnown, p.AskZone = zone, true, false
	if p.Remind {
		p.NextReminder = Next(now, zone, p.RemindAt).Unix()
	}
	return nil
}

// DeviceZone keeps p's time zone as their device gave it (minutes east of
// UTC; state.ErrNoChange when it is the one kept), and moves their
// reminder to their hour in it.
func DeviceZone(p *state.Person, zone int, now time.Time) error {
	if p.ZoneKnown && p.Zone == zone {
		return state.ErrNoChange
	}
	p.Zone, p.ZoneKnown = zone, true
	if p.Remind {
		p.NextReminder = Next(now, p.Zone, p.RemindAt).Unix()
	}
	return nil
}

// A Sender sends the reminders due, claimed one by one in the store, so
// that each goes out once however many processes run; a person who
// blocked the bot has theirs turned off.
type Sender struct {
	State state.Store
	Out   messenger.Outbox
	Log   *slog.Logger
	Now   func() time.Time
	// Daily returns the daily puzzle of a day and level, and WebAppURL is
	// the board's address: a reminder carries a button to the day's
	// puzzle on the board when it is served ("" for none).
	Daily     func(ctx context.Context, day time.Time, level logic.Level) (state.Ready, error)
	WebAppURL string
}

// Once sends the reminders due now, Batch at a time, at most
// remindRounds batches, and returns how many it sent. Each is claimed
// first: the update that moves the person's NextReminder to the next day
// is the one that sends it.
func (s *Sender) Once(ctx context.Context) (int, error) {
	sent := 0
	for range remindRounds {
		n, users, err := s.sendDue(ctx)
		sent += n
		if err != nil || users < Batch {
			return sent, err
		}
	}
	return sent, nil
}

// remindRounds bounds the batches of one round of reminders: the rest
// wait for the next tick.
const remindRounds = 20

// sendDue sends the reminders of one batch and returns how many it
// sent and how many were due.
func (s *Sender) sendDue(ctx context.Context) (sent, due int, err error) {
	now := s.Now()
	users, err := s.State.DueReminders(ctx, now, Batch)
	if err != nil {
		return 0, 0, fmt.Errorf("reading the reminders due: %w", err)
	}
	for _, user := range users {
		if ctx.Err() != nil {
			return sent, len(users), ctx.Err()
		}
		var claimed bool
		var lang string
		err := s.State.UpdatePerson(ctx, user, func(p *state.Person) error {
			claimed = false
			if p.NextReminder == 0 || p.NextReminder > now.Unix() {
				return state.ErrNoChange // another process sent it
			}
			if !p.Remind || !p.ZoneKnown {
				p.NextReminder = 0
				return nil
			}
			p.NextReminder = Next(now, p.Zone, p.RemindAt).Unix()
			claimed, lang = true, p.Lang
			return nil
		})
		if err != nil {
			s.Log.Warn("claiming a reminder", "user", user, "err", err)
			continue
		}
		if !claimed {
			continue
		}
		if s.send(ctx, user, locale.Match(lang), now) {
			sent++
		}
	}
	return sent, len(users), nil
}

// send sends one reminder, with a button to today's daily puzzle
// on the board when it is served. A person who blocked the bot has their
// reminder turned off.
func (s *Sender) send(ctx context.Context, user int64, lang locale.Lang, now time.Time) bool {
	c := catalog.For(lang)
	t := messenger.Text{Chat: user, Text: c.RemindText()}
	if s.WebAppURL != "" {
		if p, err := s.Daily(ctx, now.UTC(), logic.Medium); err == nil {
			t.Keyboard = messenger.Keyboard{messenger.Row(messenger.Button{Text: c.RemindButton(), WebApp: game.PlayURL(s.WebAppURL, p.Puzzle)})}
		}
	}
	_, err := s.Out.SendText(ctx, t)
	switch {
	case errors.Is(err, messenger.ErrForbidden):
		s.Log.Info("reminders off: the bot is blocked", "user", user)
		if err := s.State.UpdatePerson(ctx, user, func(p *state.Person) error {
			p.Remind, p.NextReminder = false, 0
			return nil
		}); err != nil {
			s.Log.Warn("turning a reminder off", "user", user, "err", err)
		}
		return false
	case err != nil:
		s.Log.Warn("sending a reminder", "user", user, "err", err)
		return false
	}
	return true
}
