package bot

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"sudokubot/bot/boltstore"
	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/hint"
	"sudokubot/bot/internal/emulator"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestWalkThrough walks through Inkala's solution with ▶ to the end and
// back with ◀ to the start: every press edits the one message Steps sent,
// each step's caption says which step it is, and nothing else is sent.
func TestWalkThrough(t *testing.T) {
	t.Parallel()
	// Two hundred pictures: small ones, so that the race detector's
	// slowness stays bearable.
	small, err := render.New(render.Options{Size: render.MinSize})
	if err != nil {
		t.Fatal(err)
	}
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	ro := runtimeOptions()
	store := memoryStore(t)
	ro.Queue, ro.Menus = store, store
	h := startOn(t, srv, Options{LogicTimeout: time.Minute, renderer: small}, ro)
	sol := h.send(alice, inkala)
	walk := h.press(alice, sol.Message, "Steps")
	if walk.Method != "sendPhoto" {
		t.Fatalf("Steps: %s, want a photo", walk.Method)
	}
	id := walk.Message.MessageID
	var total int
	if _, err := fmt.Sscanf(walk.Message.Caption, "Step 1 of %d", &total); err != nil || total < 50 {
		t.Fatalf("first caption %q, want step 1 of Inkala's steps", walk.Message.Caption)
	}
	before := len(h.srv.CallsTo("sendPhoto")) + len(h.srv.CallsTo("sendMessage"))
	msg := walk.Message
	stepOf := regexp.MustCompile(`^Step (\d+) of (\d+)`)
	step := 1
	press := func(label string, want int) {
		t.Helper()
		c := h.press(alice, msg, label)
		if c.Method != "editMessageMedia" || c.Message.MessageID != id {
			t.Fatalf("%s at step %d: %s of message %d, want an edit of message %d", label, step, c.Method, c.Message.MessageID, id)
		}
		msg = c.Message
		step = want
		if want > total {
			if !strings.Contains(msg.Caption, "Solved!") {
				t.Fatalf("past the last step: caption %q, want Solved!", msg.Caption)
			}
			return
		}
		m := stepOf.FindStringSubmatch(msg.Caption)
		if m == nil || m[1] != strconv.Itoa(want) || m[2] != strconv.Itoa(total) {
			t.Fatalf("%s: caption %q, want step %d of %d", label, msg.Caption, want, total)
		}
	}
	// The whole way takes two hundred presses, some seconds under the race
	// detector; with -short, ten steps there and back (the long step of CI
	// runs the whole way).
	far := total + 1
	if testing.Short() {
		far = 11
	}
	for step < far {
		press("Next", step+1)
	}
	if step > total && hasButton(msg, "Next") {
		t.Error("the end still offers Next")
	}
	for step > 1 {
		press("Back", step-1)
	}
	if hasButton(msg, "Back") {
		t.Error("step 1 offers Back")
	}
	// Skip the singles lands on a step that is not a single.
	for k := 0; hasButton(msg, "Skip the singles") && (k < 3 || !testing.Short()); k++ {
		c := h.press(alice, msg, "Skip the singles")
		msg = c.Message
		if strings.Contains(strings.SplitN(msg.Caption, "\n", 2)[0], "Single") || strings.Contains(msg.Caption, "Full House") {
			t.Errorf("Skip the singles landed on %q", msg.Caption)
		}
	}
	after := len(h.srv.CallsTo("sendPhoto")) + len(h.srv.CallsTo("sendMessage"))
	if after != before {
		t.Errorf("the walk-through sent %d messages besides its edits, want none", after-before)
	}
}

// memoryStore returns a runtime store in memory (a tmpfs) when the
// machine has one, else in the test's folder: the walk-through's two
// hundred updates are each written to the store, and waiting for a disk
// each time would make the test slow.
func memoryStore(t *testing.T) *boltstore.DB {
	t.Helper()
	dir := t.TempDir()
	if d, err := os.MkdirTemp("/dev/shm", "sudokubot-test-"); err == nil {
		dir = d
		t.Cleanup(func() { os.RemoveAll(d) })
	}
	store, err := boltstore.Open(dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return store
}

func hasButton(m *emulator.Message, label string) bool {
	if m.ReplyMarkup == nil {
		return false
	}
	for _, row := range m.ReplyMarkup.InlineKeyboard {
		for _, b := range row {
			if strings.Contains(b.Text, label) {
				return true
			}
		}
	}
	return false
}

// outsideSpoilers returns a message's text or caption without the parts
// hidden by spoiler entities.
func outsideSpoilers(m *emulator.Message) string {
	text, ents := m.Text, m.Entities
	if text == "" {
		text, ents = m.Caption, m.CaptionEntities
	}
	u := utf16.Encode([]rune(text))
	hidden := make([]bool, len(u))
	for _, e := range ents {
		if e.Type == "spoiler" {
			for k := e.Offset; k < e.Offset+e.Length && k < len(u); k++ {
				hidden[k] = true
			}
		}
	}
	var shown []uint16
	for k, c := range u {
		if !hidden[k] {
			shown = append(shown, c)
		}
	}
	return string(utf16.Decode(shown))
}

// TestNoSpoiler checks that no reply with a solution shows it in plain
// sight: the picture is a spoiler, and no row of the solution appears
// outside a spoiler, for a typed puzzle, /solve, the Solution button and
// a puzzle with several solutions.
func TestNoSpoiler(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	check := func(what string, c emulator.Call, solution string) {
		t.Helper()
		if c.Method != "sendPhoto" || c.Params["has_spoiler"] != "true" {
			t.Errorf("%s: %s with has_spoiler %q, want a spoiler photo", what, c.Method, c.Params["has_spoiler"])
		}
		shown := outsideSpoilers(c.Message)
		digits := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, shown)
		for r := range 9 {
			if row := solution[9*r : 9*r+9]; strings.Contains(shown, row) || strings.Contains(digits, row) {
				t.Errorf("%s: row %d of the solution (%s) shows outside a spoiler in %q", what, r+1, row, shown)
			}
		}
		caption := c.Message.Caption
		if !strings.Contains(strings.ReplaceAll(caption, "\n", ""), solution) {
			t.Errorf("%s: caption %q does not hold the solution to copy", what, caption)
		}
	}
	sol := h.send(alice, classic)
	check("a typed puzzle", sol, classicSol)
	check("/solve", h.send(alice, "/solve "+relabel(classic)), relabel(classicSol))
	check("/solve of the current puzzle", h.send(alice, "/solve"), relabel(classicSol))
	nw := h.send(alice, "/new easy")
	given := solver.Solve(sentPuzzle(t, nw), solver.Options{MaxSolutions: 1})
	check("the Solution button", h.press(alice, nw.Message, "Solution"), given.Solutions[0].Digits())
	// Several solutions: the one shown is hidden too.
	multi := "000000000" + classic[9:]
	c := h.send(li, multi)
	if c.Method == "sendPhoto" && c.Params["has_spoiler"] == "true" {
		shown := outsideSpoilers(c.Message)
		if regexp.MustCompile(`\d{9}`).MatchString(shown) {
			t.Errorf("several solutions: a row of digits outside a spoiler in %q", shown)
		}
	} else {
		t.Errorf("several solutions: %s %q", c.Method, c.Message.Caption)
	}
}

// relabel returns a puzzle or grid with each digit d replaced by d+1 (9
// by 1): another puzzle, as easy.
func relabel(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '1' && r <= '8':
			return r + 1
		case r == '9':
			return '1'
		}
		return r
	}, s)
}

// TestCurrentPuzzle checks that after a puzzle, the commands without a
// reply act on it, and that moves typed as text are recorded and checked.
func TestCurrentPuzzle(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	if c := h.send(alice, "/rate"); !strings.Contains(c.Message.Text, "Send me a puzzle first") {
		t.Errorf("/rate before any puzzle: %q", c.Message.Text)
	}
	if c := h.send(alice, "r1c3=4"); !strings.Contains(c.Message.Text, "Send me a puzzle first") {
		t.Errorf("a move before any puzzle: %q", c.Message.Text)
	}
	h.send(alice, classic)
	if c := h.send(alice, "/rate"); !strings.Contains(c.Message.Text, "Difficulty: Easy") {
		t.Errorf("/rate: %q", c.Message.Text)
	}
	if c := h.send(alice, "/hint"); c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, "Hint 1") {
		t.Errorf("/hint: %s %q", c.Method, c.Message.Caption)
	}
	if c := h.send(alice, "/steps"); c.Method != "sendPhoto" || !strings.HasPrefix(c.Message.Caption, "Step 1 of") {
		t.Errorf("/steps: %s %q", c.Method, c.Message.Caption)
	}
	if c := h.send(alice, "/check"); !strings.Contains(c.Message.Text, "r3c5=7") {
		t.Errorf("/check without moves: %q, want how to enter them", c.Message.Text)
	}
	// Moves: r1c3 is 4 in the solution; a row as it stands.
	if c := h.send(alice, "r1c3=4"); !strings.Contains(c.Message.Text, "Recorded: r1c3 = 4") || !strings.Contains(c.Message.Text, "1 of 51") {
		t.Errorf("a move: %q", c.Message.Text)
	}
	if c := h.send(alice, "r2 672195348"); !strings.Contains(c.Message.Text, "r2c2 = 7") || !strings.Contains(c.Message.Text, "6 of 51") {
		t.Errorf("a row: %q", c.Message.Text)
	}
	if c := h.send(alice, "r1c1=9"); !strings.Contains(c.Message.Text, "r1c1 is a given (5)") {
		t.Errorf("a move on a given: %q", c.Message.Text)
	}
	if c := h.send(alice, "/check"); !strings.Contains(c.Message.Text, "No mistakes so far: 6 cells") {
		t.Errorf("/check: %q", c.Message.Text)
	}
	h.send(alice, "r9c1=1")
	if c := h.send(alice, "/check"); c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, "r9c1") {
		t.Errorf("/check with a mistake: %s %q", c.Method, c.Message.Caption)
	}
	if c := h.send(alice, "/hint"); c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, "r9c1") {
		t.Errorf("/hint with a mistake: %s %q, want the mistake shown", c.Method, c.Message.Caption)
	}
	h.send(alice, "r9c1=0")
	if c := h.send(alice, "/solve"); c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, "Solved") {
		t.Errorf("/solve: %s %q", c.Method, c.Message.Caption)
	}
	// Another puzzle becomes the current one.
	h.send(alice, relabel(classic))
	if c := h.send(alice, "/solve"); !strings.Contains(strings.ReplaceAll(c.Message.Caption, "\n", ""), relabel(classicSol)) {
		t.Errorf("/solve after a second puzzle: %q", c.Message.Caption)
	}
}

// TestWalkBranches checks that the walk-through shows a forcing chain
// too big for one picture one branch at a time: a button goes to the next
// branch, and each branch has its own picture.
func TestWalkBranches(t *testing.T) {
	g, err := solver.Parse(".5.1.8.7.4..3.....2.........1.7...8.9.....4............3.....1.....4.2......5.6..") // top1465 #62
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(p.Steps, func(s *logic.Step) bool { return s.Technique == logic.CellForcingChain })
	if i < 0 {
		t.Fatal("no cell forcing chain on the path")
	}
	s := p.Steps[i]
	n := hint.Branches(s)
	if n < 2 {
		t.Fatalf("the cell forcing chain (%d branches, %d links) is shown whole; choose a bigger one", len(s.Chains), render.LinkCount(s.Chains))
	}
	sol := solver.Solve(g, solver.Options{MaxSolutions: 1}).Solutions[0]
	c := callback.Data{Action: callback.Walk, Puzzle: g, Step: i, Level: 1}
	kb := hint.WalkKeyboard(c, i, p, explain.For(locale.English).NetPages(s, maxNetPages), sol, locale.English)
	found := false
	for _, row := range kb {
		for _, b := range row {
			if b.Text == catalog.For(locale.English).WalkBranchButton(2) {
				found = true
				if d, err := callback.Decode(b.Data); err != nil || d.Level != 2 || d.Step != i {
					t.Errorf("the branch button carries %+v, %v; want step %d, branch 2", d, err, i)
				}
			}
		}
	}
	if !found {
		t.Errorf("no button for branch 2 among %v", kb)
	}
	rend, err := sharedRenderer()
	if err != nil {
		t.Fatal(err)
	}
	board := p.BoardAt(logic.NewBoard(g, solver.Grid{}), i)
	seen := map[string]int{}
	for k := 1; k <= n; k++ {
		hp := hint.Picture(board, s, 3).(render.Hint)
		hp.Step.Chains, hp.Branch = s.Chains, k
		var buf bytes.Buffer
		if err := rend.WritePNG(&buf, hp); err != nil {
			t.Fatalf("branch %d: %v", k, err)
		}
		if other, ok := seen[buf.String()]; ok {
			t.Errorf("branches %d and %d draw the same picture", other, k)
		}
		seen[buf.String()] = k
	}
}

// TestHintGoesOn checks that /hint on the current puzzle goes on from the
// hints already seen: the same hint until its last level was shown, then
// the next; and from the start again once moves change the grid.
func TestHintGoesOn(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	h.send(alice, classic)
	first := h.send(alice, "/hint")
	if !strings.Contains(first.Message.Caption, "Hint 1 · level 1") {
		t.Fatalf("/hint: %q", first.Message.Caption)
	}
	msg := first.Message
	msg = h.press(alice, msg, "More").Message
	if c := h.send(alice, "/hint"); !strings.Contains(c.Message.Caption, "Hint 1 · level 1") {
		t.Errorf("/hint after level 2 of hint 1: %q, want hint 1 again", c.Message.Caption)
	}
	for range 2 {
		msg = h.press(alice, msg, "More").Message
	}
	if !strings.Contains(msg.Caption, "level 4") {
		t.Fatalf("after More ×3: %q", msg.Caption)
	}
	if c := h.send(alice, "/hint"); !strings.Contains(c.Message.Caption, "Hint 2 · level 1") {
		t.Errorf("/hint after hint 1 to its end: %q, want hint 2", c.Message.Caption)
	}
	h.send(alice, "r1c3=4")
	if c := h.send(alice, "/hint"); !strings.Contains(c.Message.Caption, "Hint 1 · level 1") {
		t.Errorf("/hint after a move: %q, want hint 1 from the new grid", c.Message.Caption)
	}
}
