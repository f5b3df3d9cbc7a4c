package telegram

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"
)

// TestLimits checks the buckets against Telegram's limits without waiting:
// what a burst may send at once, and how long the next message must wait.
func TestLimits(t *testing.T) {
	tests := []struct {
		name  string
		group bool
		burst int
		every time.Duration
	}{
		{"private chat", false, chatBurst, time.Second},
		{"group", true, groupBurst, time.Duration(float64(time.Second) / groupRate)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newLimiter(30)
			now := time.Now()
			b := l.chat(now, 1, tt.group)
			for i := range tt.burst {
				if !b.AllowN(now, 1) {
					t.Fatalf("message %d of a burst refused, want %d at once", i+1, tt.burst)
				}
			}
			if b.AllowN(now, 1) {
				t.Fatalf("message %d of a burst allowed, want at most %d", tt.burst+1, tt.burst)
			}
			r := b.ReserveN(now, 1)
			if d := r.DelayFrom(now); d < tt.every-time.Millisecond || d > tt.every+time.Millisecond {
				t.Errorf("the next message waits %v, want %v", d, tt.every)
			}
		})
	}
	// At most 20 messages in any minute of a group.
	l := newLimiter(30)
	start := time.Now()
	b := l.chat(start, 2, true)
	sent := 0
	for at := start; at.Sub(start) < time.Minute; at = at.Add(100 * time.Millisecond) {
		if b.AllowN(at, 1) {
			sent++
		}
	}
	if sent > 20 {
		t.Errorf("%d messages in a minute to a group, want at most 20", sent)
	}
	// The global bucket: at most 30 in any second, the first included,
	// and close to 30 a second sustained.
	g := newLimiter(30).global
	var times []time.Time
	for at := start; at.Sub(start) < 10*time.Second; at = at.Add(time.Millisecond) {
		if g.AllowN(at, 1) {
			times = append(times, at)
		}
	}
	for i, at := range times {
		n := 0
		for _, later := range times[i:] {
			if later.Sub(at) >= time.Second {
				break
			}
			n++
		}
		if n > 30 {
			t.Fatalf("%d messages overall in the second from %v, want at most 30", n, at.Sub(start))
		}
	}
	if len(times) < 10*29 {
		t.Errorf("%d messages in 10 s overall, want about 300", len(times))
	}
}

// TestLimiterForgets checks that quiet chats are forgotten, so memory stays
// bounded however many chats write.
func TestLimiterForgets(t *testing.T) {
	l := newLimiter(30)
	for id := range int64(1000) {
		l.chat(time.Now(), id, false)
	}
	for _, c := range l.chats {
		c.used = c.used.Add(-2 * time.Minute)
	}
	l.sweep = l.sweep.Add(-2 * time.Minute)
	l.chat(time.Now(), 5000, false)
	if n := len(l.chats); n != 1 {
		t.Errorf("%d chats remembered after a quiet minute, want 1", n)
	}
}

// pace is a SharedPace as a shared store keeps it for every process
// together: slots step apart on the clock (a theoretical arrival time), or
// it fails.
type pace struct {
	mu    sync.Mutex
	clock Clock
	tat   time.Time
	step  time.Duration
	fail  error
	calls int
}

func (p *pace) Reserve(ctx context.Context) (time.Duration, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls++
	if p.fail != nil {
		return 0, p.fail
	}
	now := p.clock.Now()
	if p.tat.Before(now) {
		p.tat = now
	}
	d := p.tat.Sub(now)
	p.tat = p.tat.Add(p.step)
	return d, nil
}

// TestSharedPace: with a shared pace, each message waits for the slot it
// hands out (two limiters, as two replicas, share it: six messages to six
// chats take five steps); while it fails, the process keeps to its own
// rate.
func TestSharedPace(t *testing.T) {
	clock := &RecordingClock{}
	p := &pace{clock: clock, step: time.Second / 30}
	var failures int
	a, b := newLimiter(30), newLimiter(30)
	for _, l := range []*limiter{a, b} {
		l.shared, l.failed = p, func(error) { failures++ }
	}
	ctx := context.Background()
	for i := range 6 {
		l := []*limiter{a, b}[i%2]
		if err := l.wait(ctx, clock, int64(100+i), false); err != nil {
			t.Fatal(err)
		}
	}
	if p.calls != 6 {
		t.Errorf("the shared pace was asked %d times for 6 messages, want 6", p.calls)
	}
	var slept time.Duration
	for _, w := range clock.Asked() {
		slept += w
	}
	if want := 5 * time.Second / 30; slept < want-time.Millisecond || slept > want+time.Millisecond {
		t.Errorf("6 messages of two replicas waited %v in all (%v), want the shared pace's %v", slept, clock.Asked(), want)
	}
	p.fail = errors.New("the database is away")
	for i := range globalBurst + 1 {
		if err := a.wait(ctx, clock, int64(200+i), false); err != nil {
			t.Fatal(err)
		}
	}
	if failures != globalBurst+1 {
		t.Errorf("%d failures reported, want %d", failures, globalBurst+1)
	}
}
