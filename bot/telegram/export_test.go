package telegram

import (
	"context"
	"slices"
	"sync"
	"time"
)

// What the tests outside the package (package telegram_test, which can
// use boltstore) need of the package's insides.

// MaxText and MaxCaption are Telegram's limits as fit counts them.
const MaxText, MaxCaption = maxText, maxCaption

// InlineBurst is the inline queries a person may ask at once.
const InlineBurst = inlineBurst

// InlineWorkers and InlineBacklog are the inline lane's workers and the
// updates it holds for them.
const InlineWorkers, InlineBacklog = inlineWorkers, inlineBacklog

// A RecordingClock (exported for the tests outside the package) waits no real time: each Sleep moves its time on by
// the wait asked for and records it, so tests check the waits the runtime
// asks for (Telegram's retry_after, the rate limits) without waiting.
type RecordingClock struct {
	mu      sync.Mutex
	offset  time.Duration
	waits   []time.Duration
	changed chan struct{} // closed and replaced at each wait recorded
}

func (c *RecordingClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *RecordingClock) Sleep(ctx context.Context, d time.Duration) error {
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

// WaitFor blocks until n waits within [lo, hi] have been asked for, or ctx
// ends, and returns the waits asked for so far.
func (c *RecordingClock) WaitFor(ctx context.Context, n int, lo, hi time.Duration) []time.Duration {
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
			return c.Asked()
		}
	}
}

// Asked returns the waits asked for so far.
func (c *RecordingClock) Asked() []time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.waits)
}
