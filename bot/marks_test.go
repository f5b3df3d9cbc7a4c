package bot

import (
	"context"
	"slices"
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// saveMarks saves pencil marks as the board would, for the chat's current
// puzzle and entries.
func (c *conv) saveMarks(marks [81]uint16) {
	c.t.Helper()
	g, err := c.bot.Game(context.Background(), 42)
	if err != nil {
		c.t.Fatal(err)
	}
	g.Marks = marks
	if _, err := c.bot.SaveGame(context.Background(), 42, g); err != nil {
		c.t.Fatal(err)
	}
}

// hintStep returns the step and level a hint's picture shows, failing
// when s is not a hint.
func hintStep(t *testing.T, s said) (logic.Step, int) {
	t.Helper()
	h, ok := s.Drawn.(render.Hint)
	if !ok {
		t.Fatalf("%s %q: a %s picture, want a hint", s.Method, s.Text(), s.Picture)
	}
	return h.Step, h.Level
}

// sameStep compares two steps by their technique and the cells and
// candidates they name.
func sameStep(a, b logic.Step) bool {
	return a.Technique == b.Technique && slices.Equal(a.Placements, b.Placements) && slices.Equal(a.Eliminations, b.Eliminations) &&
		slices.Equal(a.Cells, b.Cells) && slices.Equal(a.Houses, b.Houses)
}

// TestHintFromBoardMarks: marks saved on the board that leave r1c2 only
// its solution digit 1 make a naked single, where the grid alone starts
// with a harder step: /hint in the chat gives the board's step, and More
// and Next hint go on from the marks.
func TestHintFromBoardMarks(t *testing.T) {
	puzzle := mustParse(t, inkala)
	plainBoard := logic.NewBoard(puzzle, solver.Grid{})
	plain, err := logic.Next(context.Background(), &plainBoard, logic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var marks [81]uint16
	marks[1] = 1 << 1
	marked := logic.NewBoard(puzzle, solver.Grid{})
	marked.Cands[1] = logic.Digits(1 << 1)
	want, err := logic.Next(context.Background(), &marked, logic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if sameStep(*plain, *want) {
		t.Fatalf("the marks change nothing: %v from both", want)
	}

	c := newConv(t, "en")
	c.send(inkala, nil)
	if _, err := c.bot.OpenGame(context.Background(), 42, puzzle); err != nil {
		t.Fatal(err)
	}
	noMarks := c.one("/hint", nil)
	if s, _ := hintStep(t, noMarks); !sameStep(s, *plain) {
		t.Fatalf("/hint with no marks: %v, want the grid's %v", s, plain)
	}
	if from := catalog.For(locale.English).HintFromMarks(); strings.Contains(noMarks.Text(), from) {
		t.Errorf("/hint with no marks: %q, says %q", noMarks.Text(), from)
	}
	c.saveMarks(marks)
	first := c.one("/hint", nil)
	if s, level := hintStep(t, first); !sameStep(s, *want) || level != 1 {
		t.Fatalf("/hint after the board's marks: %v at level %d, want the board's %v at level 1", s, level, want)
	}
	if from := catalog.For(locale.English).HintFromMarks(); !strings.Contains(first.Text(), from) {
		t.Errorf("/hint after the board's marks: %q, want it to say %q", first.Text(), from)
	}
	if h := first.Drawn.(render.Hint); h.Board.Cands[1] != logic.Digits(1<<1) {
		t.Errorf("the hint's picture draws r1c2 with the candidates %v, want the marks' {1}", h.Board.Cands[1].List())
	}
	more := c.press(first.Msg, catalog.For(locale.English).ButtonMore())
	if len(more) != 1 {
		t.Fatalf("More: %d messages", len(more))
	}
	if s, level := hintStep(t, more[0]); !sameStep(s, *want) || level != 2 {
		t.Errorf("More: %v at level %d, want %v at level 2", s, level, want)
	}
	// Next hint: the second step from the marks.
	marked.Apply(want)
	second, err := logic.Next(context.Background(), &marked, logic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	next := c.press(first.Msg, catalog.For(locale.English).ButtonNext())
	if s, _ := hintStep(t, next[len(next)-1]); !sameStep(s, *second) {
		t.Errorf("Next hint: %v, want the second step from the marks, %v", s, second)
	}
	// /hint goes on from there, as long as the marks are the same.
	if s, _ := hintStep(t, c.one("/hint", nil)); !sameStep(s, *second) {
		t.Errorf("/hint after Next hint: %v, want %v", s, second)
	}

	// The marks change: More on the old hint falls back to the grid
	// without them, and says so; /hint starts again from the new ones.
	marks[80] = 1<<2 | 1<<4
	c.saveMarks(marks)
	stale := c.press(first.Msg, catalog.For(locale.English).ButtonMore())
	last := stale[len(stale)-1]
	if s, level := hintStep(t, last); !sameStep(s, *plain) || level != 2 {
		t.Errorf("More after the marks changed: %v at level %d, want the grid's %v at level 2", s, level, plain)
	}
	if note := catalog.For(locale.English).HintMarksChanged(); !strings.Contains(last.Text(), note) {
		t.Errorf("More after the marks changed: %q, want the note %q", last.Text(), note)
	}
	if s, level := hintStep(t, c.one("/hint", nil)); !sameStep(s, *want) || level != 1 {
		t.Errorf("/hint from the new marks: %v at level %d, want %v at level 1", s, level, want)
	}

	// A move typed in the chat since the board saved: the marks were
	// for another position, and the hint is the grid's.
	c.send("r6c3=7", nil)
	var entries solver.Grid
	entries[5*9+2] = 7
	typed := logic.NewBoard(puzzle, entries)
	fromGrid, err := logic.Next(context.Background(), &typed, logic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := hintStep(t, c.one("/hint", nil)); !sameStep(s, *fromGrid) {
		t.Errorf("/hint after a move typed in the chat: %v, want the grid's %v", s, fromGrid)
	}
}

// TestHintMarksMistake: marks that leave out a cell's solution digit are
// named before any hint, by /hint and by the Hint button under the puzzle,
// in every language.
func TestHintMarksMistake(t *testing.T) {
	puzzle := mustParse(t, inkala)
	for _, lang := range []string{"en", "zh", "ru"} {
		t.Run(lang, func(t *testing.T) {
			c := newConv(t, lang)
			answer := c.one(inkala, nil)
			if _, err := c.bot.OpenGame(context.Background(), 42, puzzle); err != nil {
				t.Fatal(err)
			}
			var marks [81]uint16
			marks[1] = 1<<2 | 1<<3 // r1c2 is 1
			c.saveMarks(marks)
			say := catalog.For(locale.Match(lang))
			for _, ask := range []struct {
				name string
				do   func() []said
			}{
				{"/hint", func() []said { return c.send("/hint", nil) }},
				{"the Hint button", func() []said { return c.press(answer.Msg, btnHint(locale.Match(lang))) }},
			} {
				got := ask.do()
				if len(got) != 1 {
					t.Fatalf("%s: %d messages", ask.name, len(got))
				}
				m, ok := got[0].Drawn.(render.Mistakes)
				if !ok || len(m.Wrong) != 1 || m.Wrong[0] != 1 {
					t.Errorf("%s: a %s picture (%q), want Mistakes at r1c2", ask.name, got[0].Picture, got[0].Text())
				}
				for _, text := range []string{say.BoardMistakeHeader(1), say.MarksMistake("r1c2")} {
					if !strings.Contains(got[0].Text(), text) {
						t.Errorf("%s: %q, want %q", ask.name, got[0].Text(), text)
					}
				}
				if len(got[0].Buttons()) != 0 {
					t.Errorf("%s: buttons %q under a mistake", ask.name, got[0].Buttons())
				}
			}
		})
	}
}
