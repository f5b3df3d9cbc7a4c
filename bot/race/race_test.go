package race

import (
	"context"
	"html"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// A full leaderboard fits under its caption: the lines that fit, then how
// many more finished.
func TestLeaderboardFits(t *testing.T) {
	var results []state.Result
	for i := range state.MaxResults {
		results = append(results, state.Result{User: int64(i), Name: strings.Repeat("Ж<&>", 10), ElapsedMS: int64(i) * 61_000, Hints: i, Mistakes: i})
	}
	for _, room := range []int{0, 40, 300, 1000} {
		for _, lang := range locale.All() {
			text := LeaderboardText(results, lang, room)
			shown := html.UnescapeString(strings.NewReplacer("<b>", "", "</b>", "").Replace(text))
			lines := strings.Split(shown, "\n")
			if n := Units(shown); n > max(room, Units(lines[0])+Units(lines[len(lines)-1])+1) {
				t.Errorf("room %d (%v): %d characters:\n%s", room, lang, n, shown)
			}
			more := catalog.For(lang).MoreResults(state.MaxResults - (len(lines) - 2))
			if lines[len(lines)-1] != more {
				t.Errorf("room %d (%v): the last line %q, want %q", room, lang, lines[len(lines)-1], more)
			}
			if strings.Contains(text, "<&>") || !strings.Contains(text, "&lt;&amp;&gt;") && len(lines) > 2 {
				t.Errorf("room %d (%v): names not escaped:\n%s", room, lang, text)
			}
		}
	}
	for _, tt := range []struct {
		ms   int64
		want string
	}{{0, "0:00"}, {59_999, "0:59"}, {61_000, "1:01"}, {3_599_000, "59:59"}, {3_600_000, "1:00:00"}, {36_061_000, "10:01:01"}, {-5, "0:00"}} {
		if got := formatElapsed(tt.ms); got != tt.want {
			t.Errorf("formatElapsed(%d) = %q, want %q", tt.ms, got, tt.want)
		}
	}
}

// captions is an Outbox that keeps the captions edited.
type captions struct {
	messenger.Outbox
	mu     sync.Mutex
	edited []string
}

func (o *captions) EditCaption(_ context.Context, c messenger.Caption) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.edited = append(o.edited, c.Caption)
	return nil
}

func (o *captions) count() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.edited)
}

// A finish that an earlier edit already showed makes no edit: the edit
// can read the challenge between the finish's write and its Due.
func TestShownOnce(t *testing.T) {
	ctx := context.Background()
	store := state.NewMemory(10)
	out := &captions{}
	rs := &Races{State: store, Out: out, Log: slog.New(slog.DiscardHandler), Wait: func(context.Context, string) error { return nil }}
	const id = "c1-abcdefgh"
	if err := state.CheckChallengeID(id); err != nil {
		t.Fatalf("the test's id: %v", err)
	}
	var g solver.Grid
	if err := store.UpdateChallenge(ctx, id, func(c *state.Challenge) error {
		*c = state.Challenge{Puzzle: g, Chat: -100, Message: 7, Lang: "en"}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	finish := func(user int64) {
		t.Helper()
		err := store.UpdateChallenge(ctx, id, func(c *state.Challenge) error {
			_, err := Add(c, messenger.User{ID: user, FirstName: "P"}, game.Finish{Puzzle: g, ElapsedMS: user * 1000}, time.Unix(1, 0))
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	steps := []struct {
		name  string
		do    func()
		edits int
	}{
		{"a first finish", func() { finish(1) }, 1},
		{"its Due again, nothing new", func() {}, 1},
		{"a second finish", func() { finish(2) }, 2},
		{"its Due again, nothing new", func() {}, 2},
	}
	for _, s := range steps {
		s.do()
		rs.Due(id)
		rs.Idle()
		if n := out.count(); n != s.edits {
			t.Fatalf("after %s: %d edits, want %d: %q", s.name, n, s.edits, out.edited)
		}
	}
}
