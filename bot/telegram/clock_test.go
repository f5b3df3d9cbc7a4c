package telegram_test

import (
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/telegram"
)

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
			clock := &telegram.RecordingClock{}
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
			waits := clock.WaitFor(r.ctx(), tt.count, tt.min, tt.max)
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
