package bot

import (
	"context"
	"strings"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/remind"
	"sudokubot/bot/state"
	"sudokubot/bot/talk"
)

// /remind: a reminder of the daily puzzle, once a day at the person's
// hour, only when they asked for it. Their time zone comes from their
// device (the board sends it with a finish) or, asked once, from their
// answer: their time now ("21:30") or their offset ("UTC+3", "+03:00").
// The reminders due are sent by SendReminders (remind.Sender), claimed
// one by one in the store, so that each goes out once however many
// processes run; a person who blocked the bot has theirs turned off.

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
	switch at, ok := remind.ParseClock(arg); {
	case arg == "":
		p, err := b.state.Person(ctx, user)
		if err != nil {
			b.log.Error("reading a person", "user", user, "err", err)
			b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
			return
		}
		b.reply(ctx, r.chat, r.replyTo, c.RemindHow(p.Remind, remind.ClockText(p.RemindAt)))
		return
	case arg == "off" || arg == "stop" || arg == "выкл" || arg == "关闭" || arg == "关":
		text = c.RemindOff()
		fn = remind.Off
	case !ok:
		b.reply(ctx, r.chat, r.replyTo, c.RemindBadTime(talk.Quote(strings.TrimSpace(args))))
		return
	default:
		fn = func(p *state.Person) error {
			if remind.On(p, at, r.lang.Code(), now) {
				text = c.RemindOn(remind.ClockText(at))
			} else {
				text = c.RemindAskZone(remind.ClockText(at))
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

// onZoneAnswer takes a private message as the answer to "what time is it
// for you?" when the person was asked it (Person.AskZone) and it reads as
// a time or an offset; it reports whether it answered.
func (b *Bot) onZoneAnswer(ctx context.Context, r request, m *messenger.Message, text string) bool {
	if r.group || m.From == nil || !remind.LooksLikeZone(text) {
		return false
	}
	user := m.From.ID
	p, err := b.state.Person(ctx, user)
	if err != nil || !p.AskZone {
		return false
	}
	c := catalog.For(r.lang)
	now := b.now()
	zone, ok := remind.ParseZone(text, now)
	if !ok {
		b.reply(ctx, r.chat, r.replyTo, c.RemindBadZone(talk.Quote(strings.TrimSpace(text))))
		return true
	}
	var at int
	err = b.state.UpdatePerson(ctx, user, func(p *state.Person) error {
		err := remind.Answered(p, zone, now)
		if err == nil {
			at = p.RemindAt
		}
		return err
	})
	if err != nil {
		b.log.Error("recording a time zone", "user", user, "err", err)
		b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
		return true
	}
	b.reply(ctx, r.chat, r.replyTo, c.RemindOn(remind.ClockText(at)))
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
		if _, err := b.reminders.Once(ctx); err != nil && ctx.Err() == nil {
			b.log.Warn("sending reminders", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticks:
		}
	}
}
