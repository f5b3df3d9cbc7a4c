package board

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"testing"

	"sudokubot/bot"
	"sudokubot/bot/game"
	"sudokubot/bot/state"
	"sudokubot/solver"
)

// The game's version is the chat's: one counter, bumped by every change
// of the puzzle or the entries, chat moves included, never reset.
func TestVersionCountsEveryChange(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	p, _ := solver.Parse(testPuzzle)
	g, err := h.bot.OpenGame(ctx, 7, p)
	if err != nil {
		t.Fatal(err)
	}
	g.Marks[2] = 1<<4 | 1<<2
	saved, err := h.bot.SaveGame(ctx, 7, g)
	if err != nil {
		t.Fatal(err)
	}
	h.say(7, "r1c4=6")
	first, _ := h.bot.Game(ctx, 7)
	h.say(7, "r1c6=8")
	second, _ := h.bot.Game(ctx, 7)
	if !(saved.Version < first.Version && first.Version < second.Version) {
		t.Errorf("versions: saved %d, after one chat move %d, after two %d; want each later one higher", saved.Version, first.Version, second.Version)
	}
	// A page loaded after the first chat move, saving without "seen":
	// its version is old, so the second move is not lost.
	first.Marks[4] = 1 << 3
	if _, err := h.bot.SaveGame(ctx, 7, first); !errors.Is(err, game.ErrStale) {
		t.Errorf("a save that did not see the second chat move: %v, want ErrStale", err)
	}
	if cur, _ := h.bot.Game(ctx, 7); cur.Entries[5] != 8 || cur.Entries[3] != 6 {
		t.Errorf("entries %v, want both chat moves", cur.Entries)
	}
	// Another puzzle goes on counting: no version repeats.
	const other = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	q, _ := solver.Parse(other)
	og, err := h.bot.OpenGame(ctx, 7, q)
	if err != nil {
		t.Fatal(err)
	}
	if og.Version <= second.Version {
		t.Errorf("another puzzle's version %d, want more than %d (never reset)", og.Version, second.Version)
	}
	back, _ := h.bot.OpenGame(ctx, 7, p)
	if back.Version <= og.Version {
		t.Errorf("back to the first puzzle: version %d, want more than %d", back.Version, og.Version)
	}
}

// slowMemory yields inside every read and change, so that writers of one
// chat interleave when nothing serialises them.
type slowMemory struct{ *memory }

func (m slowMemory) Chat(ctx context.Context, chat int64) (state.Chat, error) {
	runtime.Gosched()
	c, err := m.memory.Chat(ctx, chat)
	runtime.Gosched()
	return c, err
}

func (m slowMemory) UpdateChat(ctx context.Context, chat int64, fn func(*state.Chat) error) error {
	runtime.Gosched()
	return m.memory.UpdateChat(ctx, chat, func(c *state.Chat) error {
		runtime.Gosched()
		return fn(c)
	})
}

// Moves typed in the chat while the board saves its pencil marks: every
// chat move and every save that succeeded is in the final game.
func TestChatAndBoardWritesDoNotOverwrite(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	slow := slowMemory{h.mem}
	b, err := bot.New(h.out, h.render, bot.Options{State: slow, StepLimit: 100000, LogicTimeout: 5e9, MaxMessageBytes: 16384})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := solver.Parse(testPuzzle)
	if _, err := b.OpenGame(ctx, 7, p); err != nil {
		t.Fatal(err)
	}
	sol, _ := solver.Parse(testSolution)
	var empty []int
	for i, v := range p {
		if v == 0 {
			empty = append(empty, i)
		}
	}
	var wg sync.WaitGroup
	marked := map[int]bool{}
	wg.Go(func() {
		// The board: a pencil mark in each of the last cells, each save
		// retried on a newer version until it goes in.
		for _, c := range empty[len(empty)-20:] {
			for {
				g, err := b.Game(ctx, 7)
				if err != nil {
					t.Error(err)
					return
				}
				g.Marks[c] |= 1 << sol[c]
				g.Seen = &g.Entries
				if _, err := b.SaveGame(ctx, 7, g); err == nil {
					marked[c] = true
					break
				} else if !errors.Is(err, game.ErrStale) {
					t.Error(err)
					return
				}
			}
		}
	})
	for _, c := range empty[:20] {
		say(b, 7, fmt.Sprintf("%s=%d", solver.CellName(c), sol[c]))
	}
	wg.Wait()
	g, _ := b.Game(ctx, 7)
	for _, c := range empty[:20] {
		if g.Entries[c] != sol[c] {
			t.Errorf("the chat's move %s=%d was lost", solver.CellName(c), sol[c])
		}
	}
	for c := range marked {
		if g.Marks[c]&(1<<sol[c]) == 0 {
			t.Errorf("the board's saved mark in %s was lost", solver.CellName(c))
		}
	}
}
