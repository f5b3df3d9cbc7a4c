package telegram

import (
	"context"
	"time"

	"sudokubot/bot/clock"
)

// A Clock tells the time and waits. Every wait of the runtime goes through
// it: Telegram's retry_after, the backoff between retries, the rate limits,
// and the backoff while receiving fails. Tests give the runtime a clock
// that records the waits asked for instead of waiting them out.
type Clock interface {
	Now() time.Time
	// Sleep waits for d, or until ctx ends, and then returns ctx's error.
	Sleep(ctx context.Context, d time.Duration) error
}

// realClock is the wall clock.
type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

func (realClock) Sleep(ctx context.Context, d time.Duration) error { return clock.Sleep(ctx, d) }
