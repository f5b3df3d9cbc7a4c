package pgstore

import (
	"context"
	"fmt"
	"time"
)

// A Pace spaces events of every process sharing the database at a rate,
// with a burst (telegram.SharedPace: the messages sent to Telegram, so
// that SEND_RATE holds for the bot as a whole). It is one row, the time
// of the next free slot, moved on by each reservation under the row's
// lock; every time is the database's clock, the same for all replicas.
type Pace struct {
	db        *DB
	name      string
	interval  time.Duration // between two slots
	tolerance time.Duration // how far behind now a slot may be: the burst
}

// Pace returns the pace of a name at perSecond events a second, burst of
// them at once after a quiet time.
func (db *DB) Pace(name string, perSecond float64, burst int) (*Pace, error) {
	if perSecond <= 0 || perSecond > 1e6 || burst < 1 {
		return nil, fmt.Errorf("pgstore: pace %s of %v a second, burst %d: want a positive rate and burst", name, perSecond, burst)
	}
	iv := time.Duration(float64(time.Second) / perSecond)
	return &Pace{db: db, name: name, interval: iv, tolerance: time.Duration(burst-1) * iv}, nil
}

// Reserve takes the next slot and returns how long from now it is (0 for
// now); the slot is used even if the caller does not wait for it.
func (p *Pace) Reserve(ctx context.Context) (time.Duration, error) {
	_, wait, err := p.reserve(ctx)
	return wait, err
}

// reserve returns the slot taken, as the database's time, and the wait.
func (p *Pace) reserve(ctx context.Context) (slot time.Time, wait time.Duration, err error) {
	// The slot is the next free one, or now less the tolerance after a
	// quiet time (so that a burst goes at once); the next is one interval
	// on.
	var secs float64
	err = p.db.pool.QueryRow(ctx, `
		INSERT INTO pace AS p (name, next_at) VALUES ($1, clock_timestamp() - $3::interval + $2::interval)
		ON CONFLICT (name) DO UPDATE SET next_at = greatest(p.next_at, clock_timestamp() - $3::interval) + $2::interval
		RETURNING p.next_at - $2::interval, extract(epoch FROM p.next_at - $2::interval - clock_timestamp())`,
		p.name, p.interval, p.tolerance).Scan(&slot, &secs)
	if err != nil {
		return time.Time{}, 0, fmt.Errorf("reserving a slot of pace %s: %w", p.name, err)
	}
	return slot, max(0, time.Duration(secs*float64(time.Second))), nil
}
