package bot

import (
	"context"
	"errors"
	"fmt"
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

// /remind: a reminder of the daily puzzle, once a day at the person's
// hour, only when they asked for it. Their time zone comes from their
// device (the board sends it with a finish) or, asked once, from their
// answer: their time now ("21:30") or their offset ("UTC+3", "+03:00").
// The reminders due are sent by SendReminders, claimed one by one in the
// store, so that each goes out once however many processes run; a person
// who blocked the bot has theirs turned off.

// remindBatch bounds the reminders claimed at once.
const remindBatch = 100

var (
	clockArg  = regexp.MustCompile(`^(\d{1,2})(?:[:.hH](\d{2}))?$`)
	offsetArg = regexp.MustCompile(`^(?i:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$`)
)

// normalize takes what phones type instead of ASCII: a fullwidth colon,
// a minus sign, fullwidth digits and signs.
var normalize = strings.NewReplacer("：", ":", "−", "-", "－", "-", "＋", "+",
	"０", "0", "１", "1", "２", "2", "３", "3", "４", "4", "５", "5", "６", "6", "７", "7", "８", "8", "９", "9")

// parseClock reads a time of day, "21:30", "9:05", "21.30", "21h30" or
// "21", as minutes after midnight.
func parseClock(s string) (int, bool) {
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

// parseZone reads a person's answer about their time zone: an offset from
// UTC ("UTC+3", "GMT-5", "+03:00", "-0530", "UTC") or their time now
// ("18:05", rounded to a quarter of an hour from now's UTC time), as
// minutes east of UTC.
func parseZone(s string, now time.Time) (int, bool) {
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
	local, ok := parseClock(s)
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

// nextReminder returns when a reminder at minute at of the person's day,
// in zone (minutes east of UTC), is next due after now.
func nextReminder(now time.Time, zone, at int) time.Time {
	loc := time.FixedZone("", zone*60)
	l := now.In(loc)
	t := time.Date(l.Year(), l.Month(), l.Day(), at/60, at%60, 0, 0, loc)
	if !t.After(now) {
		t = t.AddDate(0, 0, 1)
	}
	return t.UTC()
}

// clockText writes minutes after midnight as "21:30".
func clockText(at int) string { return fmt.Sprintf("%02d:%02d", at/60, at%60) }

// cmdRemind answers /remind [HH:MM|off].
func (b *Bot) cmdRemind(ctx context.Context, r request, m *messenger.Message, args string) {
	user := r.chat
	if m != nil && m.From != nil {
		user = m.From.ID
	}
	c := catalog.For(r.lang)
	arg := strings.ToLower(strings.TrimSpace(args))
	now := b.now()
	var text string
	var fn func(p *state.Person) error
	switch at, ok := parseClock(arg); {
	case arg == "":
		p, err := b.state.Person(ctx, user)
		if err != nil {
			b.log.Error("reading a person", "user", user, "err", err)
			b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
			return
		}
		b.reply(ctx, r.chat, r.replyTo, c.RemindHow(p.Remind, clockText(p.RemindAt)))
		return
	case arg == "off" || arg == "stop" || arg == "выкл" || arg == "关闭" || arg == "关":
		text = c.RemindOff()
		fn = func(p *state.Person) error {
			if !p.Remind && p.NextReminder == 0 && !p.AskZone {
				return state.ErrNoChange
			}
			p.Remind, p.NextReminder, p.AskZone = false, 0, false
			return nil
		}
	case !ok:
		b.reply(ctx, r.chat, r.replyTo, c.RemindBadTime(quoted(strings.TrimSpace(args))))
		return
	default:
		fn = func(p *state.Person) error {
			p.Remind, p.RemindAt, p.Lang = true, at, r.lang.Code()
			if p.ZoneKnown {
				p.NextReminder, p.AskZone = nextReminder(now, p.Zone, at).Unix(), false
				text = c.RemindOn(clockText(at))
			} else {
				p.NextReminder, p.AskZone = 0, true
				text = c.RemindAskZone(clockText(at))
			}
			return nil
		}
	}
	if err := b.state.UpdatePerson(ctx, user, fn); err != nil {
		b.log.Error("recording a reminder", "user", user, "err", err)
		b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
		return
	}
	b.reply(ctx, r.chat, r.replyTo, text)
}

// looksLikeZone is the cheap test before onZoneAnswer reads the person.
var looksLikeZone = regexp.MustCompile(`^\s*(?i:utc|gmt)?\s*[+\-−－＋]?\s*[0-9０-９]{1,2}(?:[:.hH：][0-9０-９]{2})?\s*$|^\s*(?i:utc|gmt)\s*$`)

// onZoneAnswer takes a private message as the answer to "what time is it
// for you?" when the person was asked it (Person.AskZone) and it reads as
// a time or an offset; it reports whether it answered.
func (b *Bot) onZoneAnswer(ctx context.Context, r request, m *messenger.Message, text string) bool {
	if r.group || m.From == nil || !looksLikeZone.MatchString(text) {
		return false
	}
	user := m.From.ID
	p, err := b.state.Person(ctx, user)
	if err != nil || !p.AskZone {
		return false
	}
	c := catalog.For(r.lang)
	now := b.now()
	zone, ok := parseZone(text, now)
	if !ok {
		b.reply(ctx, r.chat, r.replyTo, c.RemindBadZone(quoted(strings.TrimSpace(text))))
		return true
	}
	var at int
	err = b.state.UpdatePerson(ctx, user, func(p *state.Person) error {
		if !p.AskZone {
			return state.ErrNoChange
		}
		p.Zone, p.ZoneKnown, p.AskZone = zone, true, false
		at = p.RemindAt
		if p.Remind {
			p.NextReminder = nextReminder(now, zone, at).Unix()
		}
		return nil
	})
	if err != nil {
		b.log.Error("recording a time zone", "user", user, "err", err)
		b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
		return true
	}
	b.reply(ctx, r.chat, r.replyTo, c.RemindOn(clockText(at)))
	return true
}

// SendReminders sends the reminders due, every interval until ctx ends.
func (b *Bot) SendReminders(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	b.remindLoop(ctx, t.C)
}

// remindLoop sends the reminders due at once, then at each tick, until
// ctx ends.
func (b *Bot) remindLoop(ctx context.Context, ticks <-chan time.Time) {
	for {
		if _, err := b.remindOnce(ctx); err != nil && ctx.Err() == nil {
			b.log.Warn("sending reminders", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticks:
		}
	}
}

// remindOnce sends the reminders due now, remindBatch at a time, at most
// remindRounds batches, and returns how many it sent. Each is claimed
// first: the update that moves the person's NextReminder to the next day
// is the one that sends it.
func (b *Bot) remindOnce(ctx context.Context) (int, error) {
	sent := 0
	for range remindRounds {
		n, users, err := b.sendDue(ctx)
		sent += n
		if err != nil || users < remindBatch {
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
func (b *Bot) sendDue(ctx context.Context) (sent, due int, err error) {
	now := b.now()
	users, err := b.state.DueReminders(ctx, now, remindBatch)
	if err != nil {
		return 0, 0, fmt.Errorf("%w: %w", errMemory, err)
	}
	for _, user := range users {
		if ctx.Err() != nil {
			return sent, len(users), ctx.Err()
		}
		var claimed bool
		var lang string
		err := b.state.UpdatePerson(ctx, user, func(p *state.Person) error {
			claimed = false
			if p.NextReminder == 0 || p.NextReminder > now.Unix() {
				return state.ErrNoChange // another process sent it
			}
			if !p.Remind || !p.ZoneKnown {
				p.NextReminder = 0
				return nil
			}
			p.NextReminder = nextReminder(now, p.Zone, p.RemindAt).Unix()
			claimed, lang = true, p.Lang
			return nil
		})
		if err != nil {
			b.log.Warn("claiming a reminder", "user", user, "err", err)
			continue
		}
		if !claimed {
			continue
		}
		if b.sendReminder(ctx, user, locale.Match(lang), now) {
			sent++
		}
	}
	return sent, len(users), nil
}

// sendReminder sends one reminder, with a button to today's daily puzzle
// on the board when it is served. A person who blocked the bot has their
// reminder turned off.
func (b *Bot) sendReminder(ctx context.Context, user int64, lang locale.Lang, now time.Time) bool {
	c := catalog.For(lang)
	t := messenger.Text{Chat: user, Text: c.RemindText()}
	if b.opts.WebAppURL != "" {
		if p, err := b.pools.Daily(ctx, now.UTC(), logic.Medium); err == nil {
			t.Keyboard = messenger.Keyboard{messenger.Row(messenger.Button{Text: c.RemindButton(), WebApp: game.PlayURL(b.opts.WebAppURL, p.Puzzle)})}
		}
	}
	_, err := b.out.SendText(ctx, t)
	switch {
	case errors.Is(err, messenger.ErrForbidden):
		b.log.Info("reminders off: the bot is blocked", "user", user)
		if err := b.state.UpdatePerson(ctx, user, func(p *state.Person) error {
			p.Remind, p.NextReminder = false, 0
			return nil
		}); err != nil {
			b.log.Warn("turning a reminder off", "user", user, "err", err)
		}
		return false
	case err != nil:
		b.log.Warn("sending a reminder", "user", user, "err", err)
		return false
	}
	return true
}
