package bot

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"sudokubot/bot/game"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// TestStatsThroughTheEmulator: three finishes, then /stats over HTTP
// answers with the picture and a caption that counts them, with
// /practice links for what needed hints, in each language; before any
// finish, a friendly text.
func TestStatsThroughTheEmulator(t *testing.T) {
	var now atomic.Pointer[time.Time]
	day := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	now.Store(&day)
	h := start(t, emulator.Config{}, Options{now: func() time.Time { return *now.Load() }})
	ctx := context.Background()
	puzzles := []string{
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
		"2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3",
	}
	for _, tc := range []struct {
		user        emulator.User
		empty, full string
	}{
		{alice, "No puzzles finished yet", "3 puzzles solved"},
		{li, "你还没有做完过题目", "已解3题"},
		{ivan, "Пока ни одной решённой головоломки", "Решено: 3 головоломки"},
	} {
		if c := h.send(tc.user, "/stats"); c.Method != "sendMessage" || !strings.Contains(c.Message.Text, tc.empty) {
			t.Errorf("%s: /stats before any finish: %s %q, want %q", tc.user.LanguageCode, c.Method, c.Message.Text, tc.empty)
		}
		who := messenger.User{ID: tc.user.ID, FirstName: tc.user.FirstName, LanguageCode: tc.user.LanguageCode}
		for i, s := range puzzles {
			g, _ := solver.Parse(s)
			if i == 1 {
				h.bot.Hinted(ctx, tc.user.ID, g, logic.XWing)
			}
			if _, err := h.bot.Finished(ctx, who, game.Finish{Puzzle: g, ElapsedMS: int64(i+3) * 60_000, Hints: i, At: day}); err != nil {
				t.Fatal(err)
			}
		}
		c := h.send(tc.user, "/stats")
		if c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, tc.full) || !strings.Contains(c.Message.Caption, "/practice ") {
			t.Errorf("%s: /stats after three finishes: %s %q, want a picture captioned %q with a /practice link", tc.user.LanguageCode, c.Method, c.Message.Caption, tc.full)
			continue
		}
		img, err := png.Decode(bytes.NewReader(c.Files[0].Data))
		if err != nil || img.Bounds().Dx() != 720 {
			t.Errorf("%s: the /stats picture: %v, %v", tc.user.LanguageCode, err, img)
		}
	}
}

// TestChatFinishCounts: a puzzle completed by moves typed in the chat
// counts as a finish (once), with the streak after the day's daily; a
// hint asked in the chat counts its technique as hinted.
func TestChatFinishCounts(t *testing.T) {
	var now atomic.Pointer[time.Time]
	day := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	now.Store(&day)
	h := start(t, emulator.Config{}, Options{now: func() time.Time { return *now.Load() }})
	ctx := context.Background()
	daily := sentPuzzle(t, h.send(alice, "/daily easy"))
	h.bot.state.UpdatePerson(ctx, alice.ID, func(p *state.Person) error {
		p.Streak = state.Streak{Now: 1, Longest: 1, Last: "2026-11-26"}
		return nil
	})
	h.send(alice, "/hint")
	rep, err := logic.Check(daily, solver.Grid{}, 100000)
	if err != nil {
		t.Fatal(err)
	}
	later := day.Add(7 * time.Minute)
	now.Store(&later)
	var rows []string
	for r := range 9 {
		row := ""
		for c := range 9 {
			row += string(rune('0' + rep.Solution[r*9+c]))
		}
		rows = append(rows, fmt.Sprintf("r%d=%s", r+1, row))
	}
	c := h.send(alice, strings.Join(rows, " "))
	if !strings.Contains(c.Message.Text, "🔥 2 days in a row") {
		t.Errorf("the last moves of the daily typed in the chat: %q, want the streak", c.Message.Text)
	}
	p, _ := h.bot.state.Person(ctx, alice.ID)
	if len(p.Finishes) != 1 || p.Finishes[0].ElapsedMS != 7*60_000 || p.Finishes[0].Daily != "2026-11-27" {
		t.Fatalf("finishes after the chat's: %+v", p.Finishes)
	}
	hinted := 0
	for _, tc := range p.Techniques {
		hinted += tc.Hinted
	}
	if hinted != 1 {
		t.Errorf("techniques %v: want the one of the hint asked counted as hinted", p.Techniques)
	}
	if c := h.send(alice, "/check"); strings.Contains(c.Message.Text, "🔥") {
		t.Errorf("/check of the finished grid: %q, the streak again", c.Message.Text)
	}
	if p, _ := h.bot.state.Person(ctx, alice.ID); len(p.Finishes) != 1 {
		t.Errorf("/check of the finished grid counted it again: %d finishes", len(p.Finishes))
	}
}
