package bot

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/bot/remind"
	"sudokubot/bot/state"
)

// TestRemind: /remind asks the time zone once, takes the answer, sends
// the reminder at the person's hour and once a day only; /remind off
// stops it, and a person who blocked the bot has it turned off. The clock
// is injected: no test waits.
func TestRemind(t *testing.T) {
	var now atomic.Pointer[time.Time]
	set := func(t time.Time) { now.Store(&t) }
	set(time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC))
	h := start(t, emulator.Config{}, Options{now: func() time.Time { return *now.Load() }})
	ctx := context.Background()
	reminders := func() int {
		n := 0
		for _, c := range h.srv.Calls() {
			if c.Method == "sendMessage" && c.OK() && strings.Contains(c.Params["text"], "/daily") && c.ChatID == ivan.ID {
				n++
			}
		}
		return n
	}
	if c := h.send(ivan, "/remind"); !strings.Contains(c.Message.Text, "/remind 21:30") {
		t.Errorf("/remind alone: %q, want how to use it", c.Message.Text)
	}
	if c := h.send(ivan, "/remind 25:00"); !strings.Contains(c.Message.Text, "Не понимаю время") {
		t.Errorf("/remind 25:00: %q, want the time refused", c.Message.Text)
	}
	if c := h.send(ivan, "/remind 21:30"); !strings.Contains(c.Message.Text, "который у вас сейчас час") {
		t.Errorf("/remind 21:30 without a zone: %q, want the zone asked", c.Message.Text)
	}
	if n, _ := h.bot.reminders.Once(ctx); n != 0 {
		t.Errorf("a reminder sent before the zone is known")
	}
	if c := h.send(ivan, "UTC+3"); !strings.Contains(c.Message.Text, "21:30") {
		t.Errorf("the zone's answer: %q, want the reminder set at 21:30", c.Message.Text)
	}
	p, _ := h.bot.state.Person(ctx, ivan.ID)
	if !p.Remind || p.Zone != 180 || p.AskZone || p.NextReminder != time.Date(2026, 11, 27, 18, 30, 0, 0, time.UTC).Unix() {
		t.Fatalf("the person after /remind 21:30 and UTC+3: %+v", p)
	}
	set(time.Date(2026, 11, 27, 18, 29, 0, 0, time.UTC))
	if n, _ := h.bot.reminders.Once(ctx); n != 0 || reminders() != 0 {
		t.Errorf("a reminder sent a minute early")
	}
	set(time.Date(2026, 11, 27, 18, 30, 5, 0, time.UTC))
	if n, err := h.bot.reminders.Once(ctx); n != 1 || err != nil || reminders() != 1 {
		t.Errorf("at 21:30 their time: %d sent (%v), %d seen, want 1", n, err, reminders())
	}
	if n, _ := h.bot.reminders.Once(ctx); n != 0 || reminders() != 1 {
		t.Errorf("the same minute again: sent again")
	}
	// The loop: ticks from the test, one a day; it sends the next day's.
	set(time.Date(2026, 11, 28, 18, 31, 0, 0, time.UTC))
	loopCtx, cancel := context.WithCancel(ctx)
	ticks := make(chan time.Time)
	done := make(chan struct{})
	go func() { h.bot.remindLoop(loopCtx, ticks); close(done) }()
	ticks <- time.Time{} // the loop took the tick: its first round is done
	cancel()
	<-done
	if reminders() != 2 {
		t.Errorf("the next day: %d reminders in all, want 2", reminders())
	}
	// Blocked: Telegram answers 403, and the reminder is off.
	set(time.Date(2026, 11, 29, 18, 30, 0, 0, time.UTC))
	rule := h.srv.AddFault(emulator.Fault{Method: "sendMessage", Times: 1, Status: 403})
	if n, _ := h.bot.reminders.Once(ctx); n != 0 || rule.Hits() != 1 {
		t.Errorf("blocked: %d sent, fault hit %d times", n, rule.Hits())
	}
	if p, _ := h.bot.state.Person(ctx, ivan.ID); p.Remind || p.NextReminder != 0 {
		t.Errorf("after a 403 the reminder is still on: %+v", p)
	}
	// On again, then off.
	h.send(ivan, "/remind 08:00")
	if c := h.send(ivan, "/remind off"); !strings.Contains(c.Message.Text, "отключены") {
		t.Errorf("/remind off: %q", c.Message.Text)
	}
	set(time.Date(2026, 11, 30, 18, 30, 0, 0, time.UTC))
	if n, _ := h.bot.reminders.Once(ctx); n != 0 {
		t.Errorf("a reminder sent after /remind off")
	}
}

// countingOutbox counts the texts sent.
type countingOutbox struct {
	mu    sync.Mutex
	texts []messenger.Text
	fail  error
}

func (o *countingOutbox) SendText(_ context.Context, t messenger.Text) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.fail != nil {
		return 0, o.fail
	}
	o.texts = append(o.texts, t)
	return len(o.texts), nil
}
func (o *countingOutbox) SendPhoto(context.Context, messenger.Photo) (int, error)    { return 1, nil }
func (o *countingOutbox) EditPhoto(context.Context, messenger.Photo) error           { return nil }
func (o *countingOutbox) EditCaption(context.Context, messenger.Caption) error       { return nil }
func (o *countingOutbox) AnswerCallback(context.Context, string, string, bool) error { return nil }
func (o *countingOutbox) ChatAction(context.Context, int64, string) error            { return nil }
func (o *countingOutbox) Download(context.Context, string, int64) ([]byte, error)    { return nil, nil }
func (o *countingOutbox) AnswerInline(context.Context, messenger.InlineAnswer) error { return nil }

// TestRemindOnceAcrossReplicas: processes sharing a store send each
// reminder once, whichever asks first.
func TestRemindOnceAcrossReplicas(t *testing.T) {
	st := state.NewMemory(1000)
	now := time.Date(2026, 11, 27, 18, 30, 0, 0, time.UTC)
	ctx := context.Background()
	const people = remind.Batch + 30 // more than a batch
	for u := int64(1); u <= people; u++ {
		st.UpdatePerson(ctx, u, func(p *state.Person) error {
			p.Remind, p.ZoneKnown, p.Zone, p.RemindAt, p.NextReminder = true, true, 180, 21*60+30, now.Unix()
			return nil
		})
	}
	var outs []*countingOutbox
	var bots []*Bot
	for range 4 {
		o := &countingOutbox{}
		b, err := New(o, nil, withDefaults(Options{State: st, now: func() time.Time { return now }}))
		if err != nil {
			t.Fatal(err)
		}
		outs, bots = append(outs, o), append(bots, b)
	}
	var wg sync.WaitGroup
	for _, b := range bots {
		wg.Go(func() { b.reminders.Once(ctx) })
	}
	wg.Wait()
	seen := map[int64]int{}
	for _, o := range outs {
		for _, tx := range o.texts {
			seen[tx.Chat]++
		}
	}
	for u := int64(1); u <= people; u++ {
		if seen[u] != 1 {
			t.Errorf("person %d got %d reminders from 4 replicas, want 1", u, seen[u])
		}
	}
	// A send that fails otherwise than 403 keeps the reminder on.
	now = now.Add(24 * time.Hour)
	outs[0].fail = fmt.Errorf("network: %w", errors.New("reset"))
	bots[0].reminders.Once(ctx)
	if p, _ := st.Person(ctx, 1); !p.Remind {
		t.Errorf("a network error turned the reminder off")
	}
}
