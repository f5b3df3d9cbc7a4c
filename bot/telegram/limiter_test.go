package telegram

import (
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
	// The global bucket: 30 a second, sustained.
	g := newLimiter(30).global
	sent = 0
	for at := start; at.Sub(start) < 10*time.Second; at = at.Add(time.Millisecond) {
		if g.AllowN(at, 1) {
			sent++
		}
	}
	if sent > 10*30+globalBurst {
		t.Errorf("%d messages in 10 s overall, want at most %d", sent, 10*30+globalBurst)
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
