package telegram

import (
	"context"
	"errors"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// A limiter keeps the bot's messages within Telegram's documented limits:
// about 30 messages per second overall (the configured send rate), about
// one per second in a chat (short bursts allowed), and 20 per minute in a
// group.
type limiter struct {
	global *rate.Limiter
	// shared, if set, paces the messages of every process of the bot
	// together (SharedPace); global then serves only while it fails.
	shared SharedPace
	failed func(error) // told when shared fails
	mu     sync.Mutex
	chats  map[int64]*chatLimit
	sweep  time.Time
}

type chatLimit struct {
	l    *rate.Limiter
	used time.Time
}

// The buckets. A group's burst and rate are chosen so that no minute
// holds more than 20 messages: 4 at once, then one every 3.75 s. Overall,
// no second holds more than SEND_RATE: one at once, then one every
// 1/SEND_RATE s (a burst would add to the first second's).
const (
	globalBurst = 1
	chatBurst   = 3
	groupBurst  = 4
	groupRate   = (20.0 - groupBurst) / 60
)

// newLimiter returns a limiter sending at most perSecond messages a
// second over all chats.
func newLimiter(perSecond float64) *limiter {
	return &limiter{global: rate.NewLimiter(rate.Limit(perSecond), globalBurst), chats: map[int64]*chatLimit{}}
}

// A SharedPace spaces the messages of all the processes of one bot, so
// that SEND_RATE holds for the bot as a whole however many replicas send
// (bot/pgstore keeps it in the shared database). The per-chat limits need
// no sharing: one chat is handled by one process at a time.
type SharedPace interface {
	// Reserve takes the next slot to send a message in and returns how
	// long from now it is; the slot is used even if the caller does not
	// wait for it.
	Reserve(ctx context.Context) (time.Duration, error)
}

// wait blocks until a message may be sent to the chat, or ctx ends. It
// takes a token from the chat's bucket, then from the global one (the
// shared pace when there is one), and waits on the clock for as long as
// they say.
func (l *limiter) wait(ctx context.Context, clock Clock, chat int64, group bool) error {
	if l == nil {
		return nil
	}
	if err := take(ctx, clock, l.chat(clock.Now(), chat, group)); err != nil {
		return err
	}
	if l.shared != nil {
		d, err := l.shared.Reserve(ctx)
		if err == nil {
			return clock.Sleep(ctx, d)
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		// The database is away: this process keeps to the whole rate on
		// its own meanwhile, rather than not sending at all.
		if l.failed != nil {
			l.failed(err)
		}
	}
	return take(ctx, clock, l.global)
}

// take reserves a token of a bucket and waits until it is due; if ctx ends
// first, the token goes back.
func take(ctx context.Context, clock Clock, b *rate.Limiter) error {
	now := clock.Now()
	r := b.ReserveN(now, 1)
	if !r.OK() {
		return errors.New("rate limiter: a burst of 0") // not with the buckets above
	}
	if err := clock.Sleep(ctx, r.DelayFrom(now)); err != nil {
		r.CancelAt(clock.Now())
		return err
	}
	return nil
}

func (l *limiter) chat(now time.Time, chat int64, group bool) *rate.Limiter {
	l.mu.Lock()
	defer l.mu.Unlock()
	// Forget chats quiet for a minute: their buckets are full again, the
	// same as new ones. This bounds the memory.
	if now.Sub(l.sweep) > time.Minute {
		for id, c := range l.chats {
			if now.Sub(c.used) > time.Minute {
				delete(l.chats, id)
			}
		}
		l.sweep = now
	}
	c := l.chats[chat]
	if c == nil {
		r, burst := rate.Limit(1), chatBurst
		if group {
			r, burst = rate.Limit(groupRate), groupBurst
		}
		c = &chatLimit{l: rate.NewLimiter(r, burst)}
		l.chats[chat] = c
	}
	c.used = now
	return c.l
}
