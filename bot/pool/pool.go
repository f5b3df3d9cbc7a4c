// Package pool is where the puzzles the bot hands out come from (/new,
// /practice, /daily, inline mode): pools of puzzles kept ready in the
// bot's state, one per level and per technique made on demand, refilled in
// the background on a thread of the lowest priority within a CPU budget;
// a puzzle made on demand when a pool is empty; the stock of rare
// techniques; and the daily puzzles, the same for every chat on a day.
package pool

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"time"

	"sudokubot/bot/clock"
	"sudokubot/bot/state"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// Options configure the puzzles the bot hands out (/new, /practice,
// /daily). The zero value keeps five ready puzzles per level and two per
// technique made on demand, refilled within a fifth of one core.
type Options struct {
	// PerLevel and PerTechnique are the number of puzzles kept ready per
	// level and per technique; 0 means the default and a negative value
	// none.
	PerLevel, PerTechnique int
	// Budget is the share of one core the refill may use, in (0, 1]; 0
	// means 0.2.
	Budget float64
	// Seed seeds the refill's generator; 0 takes one from the clock.
	Seed uint64
}

func (o Options) withDefaults() Options {
	switch {
	case o.PerLevel == 0:
		o.PerLevel = 5
	case o.PerLevel < 0:
		o.PerLevel = 0
	}
	switch {
	case o.PerTechnique == 0:
		o.PerTechnique = 2
	case o.PerTechnique < 0:
		o.PerTechnique = 0
	}
	if o.Budget <= 0 || o.Budget > 1 {
		o.Budget = 0.2
	}
	if o.Seed == 0 {
		o.Seed = uint64(time.Now().UnixNano())
	}
	return o
}

// A ready is a puzzle kept ready to send: it is unique and minimal, and
// its rating is known.
type ready = state.Ready

// A pool is a kind of puzzle kept ready: a level, or a technique to drill.
type pool struct {
	name   string // in the memory key: "extreme", "x-wing"
	target int
	fits   func(*generate.Puzzle) bool
	// legacy is the name the pool was kept under before it was named by
	// its technique's stable key, when that differs: its puzzles are read
	// with the pool's and moved to its name when the pool is written.
	legacy string
}

// LevelName and TechniqueName name the pools (and the daily puzzles, by
// level): a technique's by its stable key, which never changes with its
// display name.
func LevelName(l logic.Level) string         { return strings.ToLower(explain.For(locale.English).Level(l)) }
func TechniqueName(t logic.Technique) string { return t.Key() }

// legacyPools are the names the technique pools were kept under, made of
// their English display names, where they differ from the stable keys. It
// is frozen: the stable keys never change, so no name is ever added.
var legacyPools = map[logic.Technique]string{
	logic.TwoStringKite: "2-string-kite",
	logic.BUGPlus1:      "bug+1",
}

// Pools keeps puzzles ready in the bot's state (state.Store's pools, a
// short list per pool), so that /new extreme is instant although an
// extreme puzzle takes a fraction of a second or more to make. Taking a
// puzzle wakes the refill.
type Pools struct {
	state state.Store
	opts  Options
	log   *slog.Logger
	all   []pool
	wake  chan struct{}
}

// New returns the pools kept in st, which log to log.
func New(st state.Store, opts Options, log *slog.Logger) *Pools {
	ps := &Pools{state: st, opts: opts.withDefaults(), log: log, wake: make(chan struct{}, 1)}
	for _, l := range generate.Levels() {
		ps.all = append(ps.all, pool{name: LevelName(l), target: ps.opts.PerLevel,
			fits: func(p *generate.Puzzle) bool { return p.Rating.Level == l }})
	}
	for _, t := range generate.Techniques() {
		if generate.OnDemand(t) {
			ps.all = append(ps.all, pool{name: TechniqueName(t), target: ps.opts.PerTechnique,
				fits: func(p *generate.Puzzle) bool { return p.Drills(t) }, legacy: legacyPools[t]})
		}
	}
	return ps
}

func (ps *Pools) find(name string) (pool, bool) {
	for _, p := range ps.all {
		if p.name == name {
			return p, true
		}
	}
	return pool{}, false
}

// Ready returns the puzzles of the pool of that name: those kept under its
// legacy name too, after its own.
func (ps *Pools) Ready(ctx context.Context, name string) ([]ready, error) {
	rs, err := ps.state.Pool(ctx, name)
	if err != nil {
		return nil, err
	}
	if p, ok := ps.find(name); ok && p.legacy != "" {
		old, err := ps.state.Pool(ctx, p.legacy)
		if err != nil {
			return nil, err
		}
		rs = append(rs, old...)
	}
	return rs, nil
}

// migrate moves the puzzles kept under the pool's legacy name to its name,
// before the pool is written.
func (ps *Pools) migrate(ctx context.Context, p pool) error {
	if p.legacy == "" {
		return nil
	}
	return state.MovePool(ctx, ps.state, p.legacy, p.name)
}

// Take removes a puzzle from the pool and wakes the refill; ok is false
// when the pool is empty.
func (ps *Pools) Take(ctx context.Context, name string) (r ready, ok bool, err error) {
	p, found := ps.find(name)
	if !found {
		return r, false, nil
	}
	if err := ps.migrate(ctx, p); err != nil {
		return r, false, err
	}
	err = ps.state.UpdatePool(ctx, p.name, func(rs *[]ready) error {
		if len(*rs) == 0 {
			ok = false
			return state.ErrNoChange
		}
		r, ok, *rs = (*rs)[0], true, (*rs)[1:]
		return nil
	})
	if err != nil || !ok {
		return ready{}, false, err
	}
	select {
	case ps.wake <- struct{}{}:
	default:
	}
	return r, true, nil
}

// add puts a puzzle in the pool unless it is full; it reports whether the
// pool is still short afterwards.
func (ps *Pools) add(ctx context.Context, p pool, r ready) (short bool, err error) {
	if err := ps.migrate(ctx, p); err != nil {
		return true, err
	}
	err = ps.state.UpdatePool(ctx, p.name, func(rs *[]ready) error {
		short = false
		if len(*rs) >= p.target {
			return state.ErrNoChange
		}
		short = true
		for _, old := range *rs {
			if old.Puzzle == r.Puzzle {
				return state.ErrNoChange
			}
		}
		*rs = append(*rs, r)
		short = len(*rs) < p.target
		return nil
	})
	return short, err
}

// short returns the pools below their target.
func (ps *Pools) short(ctx context.Context) ([]pool, error) {
	var need []pool
	for _, p := range ps.all {
		rs, err := ps.Ready(ctx, p.name)
		if err != nil {
			return nil, err
		}
		if len(rs) < p.target {
			need = append(need, p)
		}
	}
	return need, nil
}

// fill makes random puzzles and puts each in every short pool it fits,
// until none is short or ctx ends. After each puzzle it pauses so that it
// works Budget of the time; pause is how it waits (clock.Sleep in the bot,
// nothing in tests).
func (ps *Pools) fill(ctx context.Context, g *generate.Generator, pause func(context.Context, time.Duration) error) error {
	need, err := ps.short(ctx)
	for err == nil && len(need) > 0 {
		start := time.Now()
		var p *generate.Puzzle
		if p, err = g.Random(ctx, generate.Rotate180); err != nil {
			break
		}
		r := ready{Puzzle: p.Grid, Score: p.Rating.Score, Level: p.Rating.Level}
		still := need[:0]
		for _, pl := range need {
			short := true
			if pl.fits(p) {
				if short, err = ps.add(ctx, pl, r); err != nil {
					return err
				}
			}
			if short {
				still = append(still, pl)
			}
		}
		need = still
		work := time.Since(start)
		err = pause(ctx, time.Duration(float64(work)*(1/ps.opts.Budget-1)))
	}
	return err
}

// makeTimeout bounds making a puzzle on demand, when its pool is empty:
// far above the average (an extreme puzzle takes a quarter of a second,
// the rarest technique made on demand about two seconds).
const makeTimeout = 30 * time.Second

// Pick picks one of a family of techniques that has puzzles, at
// random (the first of the family if none has).
func Pick(ts []logic.Technique) logic.Technique {
	var can []logic.Technique
	for _, t := range ts {
		if generate.OnDemand(t) || len(generate.Stock(t)) > 0 {
			can = append(can, t)
		}
	}
	if len(can) == 0 {
		return ts[0]
	}
	return can[rand.IntN(len(can))]
}

// ErrTooRare is returned for a technique too rare to make a puzzle for
// on demand, with none in stock.
var ErrTooRare = errors.New("too rare to make a puzzle for")

// Practice returns a puzzle that drills technique t: from its pool
// or made now when it is common enough, else from the stock of rare ones.
func (ps *Pools) Practice(ctx context.Context, t logic.Technique) (state.Ready, error) {
	if generate.OnDemand(t) {
		return ps.Get(ctx, TechniqueName(t), func(ctx context.Context, g *generate.Generator) (*generate.Puzzle, error) {
			return g.Technique(ctx, t, generate.Rotate180)
		})
	}
	stock := generate.Stock(t)
	if len(stock) == 0 {
		return state.Ready{}, fmt.Errorf("%v: %w", t, ErrTooRare)
	}
	s := stock[rand.IntN(len(stock))]
	return state.Ready{Puzzle: s.Grid, Score: s.Score, Level: s.Level}, nil
}

// Get takes a puzzle from the pool of that name, or makes one now with makeNew when
// the pool is empty.
func (ps *Pools) Get(ctx context.Context, name string, makeNew func(context.Context, *generate.Generator) (*generate.Puzzle, error)) (state.Ready, error) {
	p, ok, err := ps.Take(ctx, name)
	if err != nil {
		ps.log.Warn("taking a puzzle from its pool", "pool", name, "err", err)
	}
	if ok {
		return p, nil
	}
	ctx, cancel := context.WithTimeout(ctx, makeTimeout)
	defer cancel()
	start := time.Now()
	made, err := makeNew(ctx, generate.New(newSeed()))
	if err != nil {
		return state.Ready{}, err
	}
	ps.log.Info("made a puzzle on demand", "pool", name, "ms", time.Since(start).Milliseconds())
	return state.Ready{Puzzle: made.Grid, Score: made.Rating.Score, Level: made.Rating.Level}, nil
}

// Daily returns the puzzle of the day for a level: the same for every
// chat on a UTC calendar day. It is kept in the state for the day, and
// made from the date if it is not there.
func (ps *Pools) Daily(ctx context.Context, day time.Time, level logic.Level) (state.Ready, error) {
	key := state.DailyKey(day, LevelName(level))
	if p, ok, err := ps.state.Daily(ctx, key); ok {
		return p, nil
	} else if err != nil {
		ps.log.Warn("reading the daily puzzle", "key", key, "err", err)
	}
	mctx, cancel := context.WithTimeout(ctx, makeTimeout)
	defer cancel()
	made, err := generate.Daily(mctx, day, level)
	if err != nil {
		return state.Ready{}, err
	}
	p := state.Ready{Puzzle: made.Grid, Score: made.Rating.Score, Level: made.Rating.Level}
	kept, err := ps.state.KeepDaily(ctx, key, p)
	if err != nil {
		ps.log.Warn("keeping the daily puzzle", "key", key, "err", err)
		return p, nil
	}
	return kept, nil
}

// Refill keeps the pools of ready puzzles full until ctx ends: it
// fills them, then waits until a puzzle is taken. It works on one thread
// at the lowest scheduling priority, within the CPU budget of
// Options. It returns when ctx ends; errors of the store are
// logged and retried after a minute.
func (ps *Pools) Refill(ctx context.Context) {
	lowerPriority()
	g := generate.New(ps.opts.Seed)
	for {
		err := ps.fill(ctx, g, clock.Sleep)
		if ctx.Err() != nil {
			return
		}
		wait := ps.wake
		if err != nil {
			ps.log.Warn("refilling the puzzle pools", "err", err)
			wait = nil
		}
		select {
		case <-ctx.Done():
			return
		case <-wait:
		case <-time.After(time.Minute):
		}
	}
}

// newSeed returns a seed for a puzzle made on demand.
func newSeed() uint64 { return rand.Uint64() }
