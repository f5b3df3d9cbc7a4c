package bot

import (
	"context"
	"math/rand/v2"
	"strings"
	"time"

	"sudokubot/bot/state"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// PracticeOptions configure the puzzles the bot hands out (/new, /practice,
// /daily). The zero value keeps five ready puzzles per level and two per
// technique made on demand, refilled within a fifth of one core.
type PracticeOptions struct {
	// PerLevel and PerTechnique are the number of puzzles kept ready per
	// level and per technique; 0 means the default and a negative value
	// none.
	PerLevel, PerTechnique int
	// Budget is the share of one core the refill may use, in (0, 1]; 0
	// means 0.2.
	Budget float64
	// Seed seeds the refill's generator; 0 takes one from the clock.
	Seed uint64

	now func() time.Time // tests: the clock of /daily
}

func (o PracticeOptions) withDefaults() PracticeOptions {
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
	if o.now == nil {
		o.now = time.Now
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

// levelPool and techniquePool name the pools: a technique's by its stable
// key, which never changes with its display name.
func levelPool(l logic.Level) string         { return strings.ToLower(explain.For(locale.English).Level(l)) }
func techniquePool(t logic.Technique) string { return t.Key() }

// legacyPools are the names the technique pools were kept under, made of
// their English display names, where they differ from the stable keys. It
// is frozen: the stable keys never change, so no name is ever added.
var legacyPools = map[logic.Technique]string{
	logic.TwoStringKite: "2-string-kite",
	logic.BUGPlus1:      "bug+1",
}

// pools keeps puzzles ready in the bot's state (state.Store's pools, a
// short list per pool), so that /new extreme is instant although an
// extreme puzzle takes a fraction of a second or more to make. Taking a
// puzzle wakes the refill.
type pools struct {
	state state.Store
	opts  PracticeOptions
	all   []pool
	wake  chan struct{}
}

func newPools(st state.Store, opts PracticeOptions) *pools {
	ps := &pools{state: st, opts: opts.withDefaults(), wake: make(chan struct{}, 1)}
	for _, l := range generate.Levels() {
		ps.all = append(ps.all, pool{name: levelPool(l), target: ps.opts.PerLevel,
			fits: func(p *generate.Puzzle) bool { return p.Rating.Level == l }})
	}
	for _, t := range generate.Techniques() {
		if generate.OnDemand(t) {
			ps.all = append(ps.all, pool{name: techniquePool(t), target: ps.opts.PerTechnique,
				fits: func(p *generate.Puzzle) bool { return p.Drills(t) }, legacy: legacyPools[t]})
		}
	}
	return ps
}

func (ps *pools) find(name string) (pool, bool) {
	for _, p := range ps.all {
		if p.name == name {
			return p, true
		}
	}
	return pool{}, false
}

// ready returns the puzzles of the pool of that name: those kept under its
// legacy name too, after its own.
func (ps *pools) ready(ctx context.Context, name string) ([]ready, error) {
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
func (ps *pools) migrate(ctx context.Context, p pool) error {
	if p.legacy == "" {
		return nil
	}
	return state.MovePool(ctx, ps.state, p.legacy, p.name)
}

// take removes a puzzle from the pool and wakes the refill; ok is false
// when the pool is empty.
func (ps *pools) take(ctx context.Context, name string) (r ready, ok bool, err error) {
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
func (ps *pools) add(ctx context.Context, p pool, r ready) (short bool, err error) {
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
func (ps *pools) short(ctx context.Context) ([]pool, error) {
	var need []pool
	for _, p := range ps.all {
		rs, err := ps.ready(ctx, p.name)
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
// works Budget of the time; pause is how it waits (time.After in the bot,
// nothing in tests).
func (ps *pools) fill(ctx context.Context, g *generate.Generator, pause func(context.Context, time.Duration) error) error {
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

// RefillPools keeps the pools of ready puzzles full until ctx ends: it
// fills them, then waits until a puzzle is taken. It works on one thread
// at the lowest scheduling priority, within the CPU budget of
// PracticeOptions. It returns when ctx ends; errors of the store are
// logged and retried after a minute.
func (b *Bot) RefillPools(ctx context.Context) {
	lowerPriority()
	g := generate.New(b.pools.opts.Seed)
	for {
		err := b.pools.fill(ctx, g, sleep)
		if ctx.Err() != nil {
			return
		}
		wait := b.pools.wake
		if err != nil {
			b.log.Warn("refilling the puzzle pools", "err", err)
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

// sleep waits for d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) error {
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

// newSeed returns a seed for a puzzle made on demand.
func newSeed() uint64 { return rand.Uint64() }
