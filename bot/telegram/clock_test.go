package telegram_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/telegram"
)

// A recordingClock waits no real time: each Sleep moves its time on by
// the wait asked for and records it, so tests check the waits the runtime
// asks for (Telegram's retry_after, the rate limits) without waiting.
type recordingClock struct {
	mu      sync.Mutex
	offset  time.Duration
	waits   []time.Duration
	changed chan struct{} // closed and replaced at each wait recorded
}

func (c *recordingClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *recordingClock) Sleep(ctx context.Context, d time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if d > 0 {
		c.mu.Lock()
		c.offset += d
		c.waits = append(c.waits, d)
		if c.changed != nil {
			close(c.changed)
			c.changed = nil
		}
		c.mu.Unlock()
	}
	return nil
}

// waitFor blocks until n waits within [lo, hi] have been asked for, or ctx
// ends, and returns the waits asked for so far.
func (c *recordingClock) waitFor(ctx context.Context, n int, lo, hi time.Duration) []time.Duration {
	for {
		c.mu.Lock()
		got := 0
		for _, w := range c.waits {
			if w >= lo && w <= hi {
				got++
			}
		}
		if got >= n {
			defer c.mu.Unlock()
			return slices.Clone(c.waits)
		}
		if c.changed == nil {
			c.changed = make(chan struct{})
		}
		ch := c.changed
		c.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
			return c.asked()
		}
	}
}

// asked returns the waits asked for so far.
func (c *recordingClock) asked() []time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.waits)
}

// TestWaitsAsked checks, without waiting, that the runtime waits what
// Telegram asks (retry_after, on receiving and on sending) and what the
// rate limits say (one message a second in a chat after a burst of 3).
func TestWaitsAsked(t *testing.T) {
	tests := []struct {
		name  string
		fault emulator.Fault
		msgs  int           // messages sent to one chat
		min   time.Duration // a wait of at least this long is asked for
		max   time.Duration // and of at most this long
		count int           // waits of that length
	}{
		{"retry_after on getUpdates", emulator.Fault{Method: "getUpdates", Times: 1, Status: 429, RetryAfter: 5}, 1, 5 * time.Second, 5 * time.Second, 1},
		{"retry_after on sendMessage", emulator.Fault{Method: "sendMessage", Times: 1, Status: 429, RetryAfter: 7}, 1, 7 * time.Second, 7700 * time.Millisecond, 1},
		{"a chat's rate", emulator.Fault{}, 5, 900 * time.Millisecond, 2100 * time.Millisecond, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := &recordingClock{}
			r := newRig(t, "polling", telegram.Options{RateLimit: true, Clock: clock}, &echo{})
			if tt.fault.Method != "" {
				r.srv.AddFault(tt.fault)
			}
			var last emulator.Update
			for i := range tt.msgs {
				u, err := r.srv.InjectText(emulator.User{ID: 9, FirstName: "W"}, "m"+string(rune('0'+i)))
				if err != nil {
					t.Fatal(err)
				}
				last = u
			}
			r.answer(last)
			// A fault on getUpdates hits the poll after the one in flight
			// when it was added: wait for the wait it causes.
			waits := clock.waitFor(r.ctx(), tt.count, tt.min, tt.max)
			n := 0
			for _, w := range waits {
				if w >= tt.min && w <= tt.max {
					n++
				}
			}
			if n != tt.count {
				t.Errorf("waits asked for %v, want %d of %v to %v", waits, tt.count, tt.min, tt.max)
			}
		})
	}
}
