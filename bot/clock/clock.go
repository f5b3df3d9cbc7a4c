// Package clock waits for a while or until a context ends: the one wait
// of the bot's background loops (the pools' refill, the state's pruning),
// of a race's pause before it edits its post, and of the Telegram
// runtime's wall clock.
package clock

import (
	"context"
	"time"
)

// Sleep waits for d, or until ctx ends. It returns ctx's error when ctx
// ended first (or had already), else nil; for d of zero or less it only
// checks ctx. Code that tests wait out of takes it as a func value, so
// that its tests pass one that does not wait.
func Sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
