package bot

import (
	"context"

	"errors"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

var codeRE = regexp.MustCompile(`[1-9.]{81}`)

// sentPuzzle returns the puzzle a /new, /practice or /daily answer sent:
// the picture's caption carries it, and the buttons Hint, Check my
// progress and Solution are below it. It checks that the puzzle is proper.
func sentPuzzle(t *testing.T, c emulator.Call) solver.Grid {
	t.Helper()
	if c.Method != "sendPhoto" {
		t.Fatalf("%s %q, want a picture", c.Method, c.Message.Text)
	}
	checkPNG(t, c)
	if c.Params["has_spoiler"] == "true" {
		t.Errorf("a puzzle to solve is sent as a spoiler")
	}
	lang := locale.English
	switch {
	case strings.Contains(c.Message.Caption, "。"):
		lang = locale.Chinese
	case strings.ContainsFunc(c.Message.Caption, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }):
		lang = locale.Russian
	}
	for _, label := range []string{btnHint(lang), btnCheck(lang), btnSolve(lang)} {
		buttonData(t, c.Message, label)
	}
	text := codeRE.FindString(c.Message.Caption)
	g, err := solver.Parse(text)
	if err != nil {
		t.Fatalf("caption %q: no puzzle (%v)", c.Message.Caption, err)
	}
	if v := solver.Solve(g, solver.Options{}).Verdict(); v != solver.Unique {
		t.Fatalf("sent puzzle %s is %v, want unique", g, v)
	}
	return g
}

func rate(t *testing.T, g solver.Grid) *logic.Rating {
	t.Helper()
	r, err := logic.Rate(context.Background(), g, 0)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestNew(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	for _, tt := range []struct {
		cmd   string
		level logic.Level
		from  emulator.User
	}{
		{"/new", logic.Medium, alice},
		{"/new easy", logic.Easy, alice},
		{"/new 专家", logic.Expert, li},
		{"/new сложный", logic.Hard, ivan},
		{"/new Лёгкий", logic.Easy, ivan},
	} {
		c := h.send(tt.from, tt.cmd)
		g := sentPuzzle(t, c)
		if r := rate(t, g); r.Level != tt.level || !strings.Contains(c.Message.Caption, explain.For(locale.Match(tt.from.LanguageCode)).Level(tt.level)) {
			t.Errorf("%s: %s rated %v, caption %q; want %v", tt.cmd, g, r.Level, c.Message.Caption, tt.level)
		}
		if s := h.bot.loadChat(h.ctx(), c.Message.Chat.ID); s.Puzzle != g {
			t.Errorf("%s: the chat's current puzzle is %s, want %s", tt.cmd, s.Puzzle, g)
		}
	}
	// The Solution button solves it.
	c := h.send(alice, "/new EASY")
	g := sentPuzzle(t, c)
	sol := h.press(alice, c.Message, "Solution")
	want := solver.Solve(g, solver.Options{}).Solutions[0].Digits()
	if sol.Method != "sendPhoto" || !strings.Contains(strings.ReplaceAll(sol.Message.Caption, " ", ""), want[:9]) {
		t.Errorf("Solution: %s %q, want the solution %s", sol.Method, sol.Message.Caption, want)
	}
	// So does Hint: the first hint about the puzzle.
	if hint := h.press(alice, c.Message, "Hint"); hint.Method != "sendPhoto" || !strings.Contains(hint.Message.Caption, "Hint 1") {
		t.Errorf("Hint: %s %q, want the first hint", hint.Method, hint.Message.Caption)
	}
	for _, tt := range []struct {
		from emulator.User
		cmd  string
		want []string
	}{
		{alice, "/new impossible", []string{"“impossible”", "easy, medium, hard, expert, extreme", "/new hard"}},
		{li, "/new 超难", []string{"“超难”", "简单、中等、困难、专家、极难"}},
		{alice, "/daily tomorrow", []string{"“tomorrow”", "/daily hard"}},
		{ivan, "/new банан", []string{"Не знаю уровня «банан».", "например, /new сложный."}},
		{ivan, "/daily завтра", []string{"«завтра»", "/daily сложный"}},
		{ivan, "/new сложнй", []string{"Может быть, вы имели в виду «сложный»? Пришлите /new сложный"}},
	} {
		c := h.send(tt.from, tt.cmd)
		for _, w := range tt.want {
			if c.Method != "sendMessage" || !strings.Contains(c.Message.Text, w) {
				t.Errorf("%s: %s %q, want %q in it", tt.cmd, c.Method, c.Message.Text, w)
			}
		}
	}
}

func TestPractice(t *testing.T) {
	t.Parallel()
	h := start(t, emulator.Config{}, Options{})
	for _, tt := range []struct {
		cmd  string
		tech logic.Technique
	}{
		{"/practice skyscraper", logic.Skyscraper},
		{"/practice 显性数对", logic.NakedPair},
		{"/practice рыба-меч", logic.Swordfish},
		{"/practice голую пару", logic.NakedPair},
	} {
		from := alice
		switch {
		case strings.ContainsFunc(tt.cmd, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }):
			from = ivan
		case strings.ContainsFunc(tt.cmd, func(r rune) bool { return r > 0x2e80 }):
			from = li
		}
		c := h.send(from, tt.cmd)
		g := sentPuzzle(t, c)
		p := &generate.Puzzle{Grid: g}
		checkDrills(t, p, tt.tech)
		if !strings.Contains(c.Message.Caption, explain.For(locale.Match(from.LanguageCode)).Technique(tt.tech)) {
			t.Errorf("%s: caption %q does not name the technique", tt.cmd, c.Message.Caption)
		}
	}
	// A rare technique comes from the stock.
	for _, tech := range generate.Techniques() {
		if generate.OnDemand(tech) || len(generate.Stock(tech)) == 0 {
			continue
		}
		c := h.send(alice, "/practice "+explain.For(locale.English).Technique(tech))
		g := sentPuzzle(t, c)
		found := false
		for _, s := range generate.Stock(tech) {
			found = found || s.Grid == g
		}
		if !found {
			t.Errorf("/practice %v sent %s, not from the stock", tech, g)
		}
		break
	}
	for _, tt := range []struct {
		from emulator.User
		cmd  string
		want []string
	}{
		{alice, "/practice", []string{"/practice x-wing", "hidden single", "skyscraper"}},
		{alice, "/practice teleport", []string{"“teleport”", "x-wing", "w-wing"}},
		{alice, "/practice full house", []string{"“full house”"}},
		{li, "/practice 瞬移", []string{"“瞬移”", "摩天楼", "X翼"}},
	} {
		c := h.send(tt.from, tt.cmd)
		for _, w := range tt.want {
			if c.Method != "sendMessage" || !strings.Contains(c.Message.Text, w) {
				t.Errorf("%s: %s %q, want %q in it", tt.cmd, c.Method, c.Message.Text, w)
			}
		}
	}
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

func TestDaily(t *testing.T) {
	var now atomic.Pointer[time.Time]
	day := time.Date(2026, 11, 23, 1, 0, 0, 0, time.UTC)
	now.Store(&day)
	h := start(t, emulator.Config{}, Options{Practice: PracticeOptions{now: func() time.Time { return *now.Load() }}})
	a := h.send(alice, "/daily easy")
	b := h.send(li, "/daily 简单")
	ga, gb := sentPuzzle(t, a), sentPuzzle(t, b)
	if ga != gb {
		t.Errorf("/daily easy on %v: %s for one chat, %s for another", day, ga, gb)
	}
	if !strings.Contains(a.Message.Caption, "2026-11-23") || !strings.Contains(b.Message.Caption, "2026-11-23") {
		t.Errorf("/daily captions %q and %q, want the date", a.Message.Caption, b.Message.Caption)
	}
	if r := rate(t, ga); r.Level != logic.Easy {
		t.Errorf("/daily easy: %s rated %v", ga, r.Level)
	}
	// The same as generate.Daily's, so it does not depend on the memory.
	if p, err := generate.Daily(h.ctx(), day, logic.Easy); err != nil || p.Grid != ga {
		t.Errorf("generate.Daily = %v (%v), the bot sent %s", p, err, ga)
	}
	next := day.AddDate(0, 0, 1)
	now.Store(&next)
	if c := sentPuzzle(t, h.send(alice, "/daily easy")); c == ga {
		t.Errorf("/daily easy: %s on %v and on the next day", ga, day)
	}
}

func TestCountCommand(t *testing.T) {
	t.Parallel()
	h := start(t, emulator.Config{}, Options{})
	const three = "..2..1....5..3..........4..9...4....63....5.......2.83...3...47.91.67...2.......8"
	if c := h.send(alice, "/count"); !strings.Contains(c.Message.Text, "Send /count with a puzzle") {
		t.Errorf("/count before any puzzle: %q", c.Message.Text)
	}
	c := h.send(alice, "/count "+three)
	if c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, "3 solutions") || !strings.Contains(c.Message.Caption, "marked cells") {
		t.Errorf("/count with 3 solutions: %s %q", c.Method, c.Message.Caption)
	}
	checkPNG(t, c)
	for _, tt := range []struct {
		from emulator.User
		cmd  string
		want string
	}{
		{alice, "/count " + strings.Repeat("0", 81), "At least 10000 solutions"},
		{li, "/count " + strings.Repeat(".", 81), "至少 10000 个解"},
		{alice, "/count " + inkala, "exactly one solution"},
		{alice, "/count 12345678." + strings.Repeat(".", 71) + "9", "no solution"},
		{alice, "/count hello", "81"},
	} {
		c := h.send(tt.from, tt.cmd)
		if text := c.Message.Text + c.Message.Caption; !strings.Contains(text, tt.want) {
			t.Errorf("%s: %s %q, want %q", tt.cmd, c.Method, text, tt.want)
		}
	}
	// Without a puzzle, /count counts the chat's current one.
	sentPuzzle(t, h.send(alice, "/new easy"))
	if c := h.send(alice, "/count"); !strings.Contains(c.Message.Text, "exactly one solution") {
		t.Errorf("/count after /new: %s %q", c.Method, c.Message.Text)
	}
}

func TestPracticeCommandsRegistered(t *testing.T) {
	for _, set := range Commands() {
		var names []string
		for _, c := range set.Commands {
			names = append(names, c.Command)
		}
		got := strings.Join(names, " ")
		if !strings.Contains(got, "new practice daily count top") || !strings.HasSuffix(got, " help") {
			t.Errorf("commands for %q: %s, want new, practice, daily, count and top in a row, help last", set.Language, got)
		}
	}
	for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
		help := helpText(lang)
		for _, cmd := range []string{"/new", "/practice", "/daily", "/count"} {
			if !strings.Contains(help, cmd) {
				t.Errorf("help in %v does not mention %s", lang, cmd)
			}
		}
	}
}

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
	ps := newPools(mem, PracticeOptions{PerLevel: 2, PerTechnique: 1, Seed: 1})
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
	r, ok, err := ps.take(ctx, "hard")
	if !ok || err != nil || r != rs[0] {
		t.Errorf("take(hard) = %v, %v, %v; want %v", r, ok, err, rs[0])
	}
	if rest, _ := mem.Pool(ctx, ps.all[0].name); len(rest) != 1 {
		t.Errorf("after a take, pool hard holds %d", len(rest))
	}
	if _, ok, _ := ps.take(ctx, "no such pool"); ok {
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
	ps := newPools(mem, PracticeOptions{PerLevel: -1, PerTechnique: 2, Seed: 1})
	bug, kite := techniquePool(logic.BUGPlus1), techniquePool(logic.TwoStringKite)
	if bug != "bug-plus-1" || kite != "two-string-kite" {
		t.Fatalf("the pools are named %q and %q, want their stable keys", bug, kite)
	}
	if rs, err := ps.ready(ctx, bug); err != nil || !slices.Equal(rs, []ready{a, b}) {
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
	if r, ok, err := ps.take(ctx, bug); !ok || err != nil || r != a {
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
	b, err := New(nil, nil, withDefaults(Options{State: mem, Practice: PracticeOptions{PerLevel: 1, PerTechnique: -1, Budget: 1, Seed: 3}}))
	if err != nil {
		t.Fatal(err)
	}
	var keep []pool
	for _, p := range b.pools.all {
		if p.name == "easy" {
			keep = append(keep, p)
		}
	}
	b.pools.all = keep
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); b.RefillPools(ctx) }()
	if key := <-mem.puts; key != "easy" {
		t.Errorf("the refill wrote %q first, want easy", key)
	}
	// Taking the puzzle wakes the refill, which makes another.
	took := make(chan error, 1)
	go func() {
		_, ok, err := b.pools.take(ctx, "easy")
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

// TestCountTextClaims checks that /count says the digits shown are the
// same in every solution only when every cell was settled (the count
// itself may stop at its bound), and says what it could not check.
func TestCountTextClaims(t *testing.T) {
	for _, tt := range []struct {
		c     solver.Count
		claim bool
	}{
		{solver.Count{N: 3, Exact: true}, true},
		{solver.Count{N: 3, Exact: true, Partial: true}, false},
		{solver.Count{N: 10000}, true},
		{solver.Count{N: 52, Limited: true}, true},
		{solver.Count{N: 52, Limited: true, Partial: true}, false},
	} {
		for _, lang := range locale.All() {
			text := countText(tt.c, 4, false, lang)
			claims := strings.Contains(text, "same in all of them") || strings.Contains(text, "在所有解里都相同") || strings.Contains(text, "во всех решениях одинаковы")
			if claims != tt.claim {
				t.Errorf("countText(%+v, %v) = %q: claims the digits are shared %v, want %v", tt.c, lang, text, claims, tt.claim)
			}
			doubts := strings.Contains(text, "may differ too") || strings.Contains(text, "也可能有的不同") || strings.Contains(text, "могут отличаться")
			if doubts != tt.c.Partial {
				t.Errorf("countText(%+v, %v) = %q: says digits may differ %v, want %v", tt.c, lang, text, doubts, tt.c.Partial)
			}
			if strings.Contains(text, "(There may be more") {
				t.Errorf("countText(%+v, %v) = %q contradicts itself", tt.c, lang, text)
			}
		}
	}
	for _, tt := range []struct {
		c          solver.Count
		marked     int
		warn       bool
		en, zh, ru string
	}{
		{solver.Count{N: 3, Exact: true}, 34, true,
			"⚠️ This puzzle has 3 solutions, not one, so logic alone cannot solve it: there is no next step to hint at, no rating and nothing to check against. The 34 marked cells are where the solutions differ; the digits shown are the same in all of them.",
			"⚠️ 这道题有 3 个解，不是唯一解，所以无法只靠逻辑解出：没法提示下一步、评级或核对。标出的 34 个格子是各个解不同的地方；图中的数字在所有解里都相同。",
			"⚠️ У этой головоломки 3 решения, а не одно, поэтому одной логикой её не решить: нет следующего шага для подсказки, нет оценки сложности и не с чем сверять. 34 отмеченные клетки — там, где решения различаются; показанные цифры во всех решениях одинаковы."},
		{solver.Count{N: 10000}, 60, true, "⚠️ This puzzle has at least 10000 solutions, not one,", "⚠️ 这道题至少有 10000 个解，不是唯一解，", "⚠️ У этой головоломки как минимум 10000 решений, а не одно,"},
		{solver.Count{N: 2, Exact: true}, 1, false, "This puzzle has 2 solutions. The marked cell is where the solutions differ;", "这道题有 2 个解。标出的那个格子是各个解不同的地方；", "У этой головоломки 2 решения. Отмеченная клетка — там, где решения различаются;"},
		{solver.Count{N: 21, Exact: true}, 5, false, "This puzzle has 21 solutions. The 5 marked cells", "这道题有 21 个解。标出的 5 个格子", "У этой головоломки 21 решение. 5 отмеченных клеток — там,"},
	} {
		if got := countText(tt.c, tt.marked, tt.warn, locale.English); !strings.HasPrefix(got, tt.en) {
			t.Errorf("countText(%+v, %d, %v) = %q, want %q…", tt.c, tt.marked, tt.warn, got, tt.en)
		}
		if got := countText(tt.c, tt.marked, tt.warn, locale.Chinese); !strings.HasPrefix(got, tt.zh) {
			t.Errorf("countText(%+v, %d, %v) in Chinese = %q, want %q…", tt.c, tt.marked, tt.warn, got, tt.zh)
		}
		if got := countText(tt.c, tt.marked, tt.warn, locale.Russian); !strings.HasPrefix(got, tt.ru) {
			t.Errorf("countText(%+v, %d, %v) in Russian = %q, want %q…", tt.c, tt.marked, tt.warn, got, tt.ru)
		}
	}
}
