package clock

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestSleep(t *testing.T) {
	ctx := context.Background()
	ended, cancel := context.WithCancel(ctx)
	cancel()
	tests := []struct {
		name string
		ctx  context.Context
		d    time.Duration
		want error
	}{
		{"no wait", ctx, 0, nil},
		{"a negative wait", ctx, -time.Hour, nil},
		{"a nanosecond", ctx, time.Nanosecond, nil},
		{"an hour, ctx ended", ended, time.Hour, context.Canceled},
		{"no wait, ctx ended", ended, 0, context.Canceled},
	}
	for _, tt := range tests {
		if err := Sleep(tt.ctx, tt.d); !errors.Is(err, tt.want) || (err == nil) != (tt.want == nil) {
			t.Errorf("%s: Sleep(%v) = %v, want %v", tt.name, tt.d, err, tt.want)
		}
	}
}
