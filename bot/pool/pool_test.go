package pool

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"testing"
	"time"

	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/generate"
	"sudokubot/solver/logic"
)

// signalState is a state.Store that tells of each pool written, waiting
// until the test has heard it (or ctx ends).
type signalState struct {
	state.Store
	puts chan string
}

func (m *signalState) UpdatePool(ctx context.Context, name string, fn func(*[]state.Ready) error) error {
	err := m.Store.UpdatePool(ctx, name, fn)
	select {
	case m.puts <- name:
	case <-ctx.Done():
	}
	return err
}

func TestPoolFill(t *testing.T) {
	ctx := context.Background()
	mem := state.NewMemory(100)
	ps := New(mem, Options{PerLevel: 2, PerTechnique: 1, Seed: 1}, slog.New(slog.DiscardHandler))
	// Two pools keep the test short: one level and one technique.
	var keep []pool
	for _, p := range ps.all {
		if p.name == "hard" || p.name == "skyscraper" {
			keep = append(keep, p)
		}
	}
	ps.all = keep
	noPause := func(ctx context.Context, _ time.Duration) error { return ctx.Err() }
	if err := ps.fill(ctx, generate.New(1), noPause); err != nil {
		t.Fatal(err)
	}
	for _, p := range ps.all {
		rs, err := mem.Pool(ctx, p.name)
		if err != nil || len(rs) != p.target {
			t.Fatalf("pool %s: %d puzzles (%v), want %d", p.name, len(rs), err, p.target)
		}
		for _, r := range rs {
			gp := &generate.Puzzle{Grid: r.Puzzle}
			if p.name == "hard" && rate(t, r.Puzzle).Level != logic.Hard {
				t.Errorf("pool hard holds %s, rated %v", r.Puzzle, rate(t, r.Puzzle).Level)
			}
			if p.name == "skyscraper" {
				checkDrills(t, gp, logic.Skyscraper)
			}
		}
	}
	rs, _ := mem.Pool(ctx, "hard")
	if raw, err := state.EncodePool(rs); err != nil || len(raw) > 400 {
		t.Errorf("pool/hard holds %d bytes: %s (%v)", len(raw), raw, err)
	}
	r, ok, err := ps.Take(ctx, "hard")
	if !ok || err != nil || r != rs[0] {
		t.Errorf("take(hard) = %v, %v, %v; want %v", r, ok, err, rs[0])
	}
	if rest, _ := mem.Pool(ctx, ps.all[0].name); len(rest) != 1 {
		t.Errorf("after a take, pool hard holds %d", len(rest))
	}
	if _, ok, _ := ps.Take(ctx, "no such pool"); ok {
		t.Errorf("take from a pool that does not exist succeeded")
	}
}

// TestPoolLegacyNames: pools kept under the names they had before stable
// keys ("bug+1", "2-string-kite", made of the English display names) keep
// their puzzles: read with the renamed pool's, moved to its name when the
// pool is written.
func TestPoolLegacyNames(t *testing.T) {
	ctx := context.Background()
	mem := state.NewMemory(100)
	grid := func(i uint8) ready {
		var g solver.Grid
		g[0], g[1] = i, 9
		return ready{Puzzle: g, Score: 5.6, Level: logic.Hard}
	}
	a, b, c, d := grid(1), grid(2), grid(3), grid(4)
	for name, rs := range map[string][]ready{"bug+1": {a, b}, "2-string-kite": {c}} {
		if err := mem.UpdatePool(ctx, name, func(p *[]ready) error { *p = rs; return nil }); err != nil {
			t.Fatal(err)
		}
	}
	ps := New(mem, Options{PerLevel: -1, PerTechnique: 2, Seed: 1}, slog.New(slog.DiscardHandler))
	bug, kite := TechniqueName(logic.BUGPlus1), TechniqueName(logic.TwoStringKite)
	if bug != "bug-plus-1" || kite != "two-string-kite" {
		t.Fatalf("the pools are named %q and %q, want their stable keys", bug, kite)
	}
	if rs, err := ps.Ready(ctx, bug); err != nil || !slices.Equal(rs, []ready{a, b}) {
		t.Errorf("pool %s = %v, %v; want the two kept under bug+1", bug, rs, err)
	}
	need, err := ps.short(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var short []string
	for _, p := range need {
		short = append(short, p.name)
	}
	if slices.Contains(short, bug) || !slices.Contains(short, kite) {
		t.Errorf("short pools %v: want %s (one puzzle of two) and not %s (two under its old name)", short, kite, bug)
	}
	if r, ok, err := ps.Take(ctx, bug); !ok || err != nil || r != a {
		t.Errorf("take(%s) = %v, %v, %v; want the oldest kept under bug+1", bug, r, ok, err)
	}
	p, _ := ps.find(kite)
	if _, err := ps.add(ctx, p, d); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string][]ready{"bug+1": nil, bug: {b}, "2-string-kite": nil, kite: {c, d}} {
		if rs, err := mem.Pool(ctx, name); err != nil || !slices.Equal(rs, want) {
			t.Errorf("after a take and an add, the store's pool %s = %v, %v; want %v", name, rs, err, want)
		}
	}
}

func TestRefillPools(t *testing.T) {
	mem := &signalState{Store: state.NewMemory(100), puts: make(chan string)}
	b := New(mem, Options{PerLevel: 1, PerTechnique: -1, Budget: 1, Seed: 3}, slog.New(slog.DiscardHandler))
	var keep []pool
	for _, p := range b.all {
		if p.name == "easy" {
			keep = append(keep, p)
		}
	}
	b.all = keep
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); b.Refill(ctx) }()
	if key := <-mem.puts; key != "easy" {
		t.Errorf("the refill wrote %q first, want easy", key)
	}
	// Taking the puzzle wakes the refill, which makes another.
	took := make(chan error, 1)
	go func() {
		_, ok, err := b.Take(ctx, "easy")
		if !ok && err == nil {
			err = errors.New("the pool is empty")
		}
		took <- err
	}()
	<-mem.puts // the take's own write
	if err := <-took; err != nil {
		t.Fatalf("take(easy): %v", err)
	}
	if key := <-mem.puts; key != "easy" {
		t.Errorf("after a take the refill wrote %q, want easy", key)
	}
	cancel()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("RefillPools did not return after its context ended")
	}
}

// rate rates a puzzle with the engine.
func rate(t *testing.T, g solver.Grid) *logic.Rating {
	t.Helper()
	r, err := logic.Rate(context.Background(), g, 0)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkDrills fails unless the puzzle's explained solution uses tech and
// nothing harder.
func checkDrills(t *testing.T, p *generate.Puzzle, tech logic.Technique) {
	t.Helper()
	path, err := logic.SolvePath(context.Background(), logic.NewBoard(p.Grid, solver.Grid{}), logic.Options{}, true)
	if err != nil {
		t.Fatal(err)
	}
	best, hardest := -1.0, 0.0
	for _, s := range path.Steps {
		if s.Technique == tech {
			best = max(best, s.Score())
		}
		hardest = max(hardest, s.Score())
	}
	if best < 0 || hardest > best {
		t.Errorf("puzzle %s: its hardest %v scores %.2f (-1: none), its hardest step %.2f", p.Grid, tech, best, hardest)
	}
}
