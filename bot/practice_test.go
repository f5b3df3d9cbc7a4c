package bot

import (
	"context"

	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
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
	// The language is the one whose Hint button the message holds.
	if c.Message.ReplyMarkup == nil {
		t.Fatalf("puzzle %q has no buttons", c.Message.Caption)
	}
	lang := locale.English
	for _, l := range locale.All() {
		for _, row := range c.Message.ReplyMarkup.InlineKeyboard {
			for _, b := range row {
				if strings.Contains(b.Text, btnHint(l)) {
					lang = l
				}
			}
		}
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
		from emulator.User
	}{
		{"/practice skyscraper", logic.Skyscraper, alice},
		{"/practice 显性数对", logic.NakedPair, li},
		{"/practice рыба-меч", logic.Swordfish, ivan},
		{"/practice голую пару", logic.NakedPair, ivan},
	} {
		from := tt.from
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
	h := start(t, emulator.Config{}, Options{now: func() time.Time { return *now.Load() }})
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
