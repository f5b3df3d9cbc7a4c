package bot

import (
	"context"
	"slices"
	"sync"
	"time"
)

// A recordingClock is the runtime's clock in the tests: it waits no real
// time, each Sleep moving its time on by the wait asked for and recording
// it, so that a test checks the waits asked for (Telegram's retry_after)
// without waiting them out.
type recordingClock struct {
	mu     sync.Mutex
	offset time.Duration
	waits  []time.Duration
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
		c.mu.Unlock()
	}
	return nil
}

// asked returns the waits asked for so far.
func (c *recordingClock) asked() []time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.waits)
}
