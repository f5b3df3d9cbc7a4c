package render

import (
	"context"
	"fmt"
	"image"
	"strings"
	"sync"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// A lesson is a step of a real solving path, for the golden pictures of
// every level of each family of techniques.
type lesson struct {
	name      string
	puzzle    string
	technique logic.Technique
}

// lessons has a step of each family of techniques, found on puzzles of
// top1465 (the line of each in the comment).
var lessons = []lesson{
	{"hidden_single", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", logic.HiddenSingle}, // 1
	{"full_house", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", logic.FullHouse},       // 1
	{"naked_single", "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........", logic.NakedSingle},   // 3
	{"pointing", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", logic.Pointing},          // 1
	{"naked_pair", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", logic.NakedPair},       // 1
	{"xwing", "5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9", logic.XWing},                // 113
	{"xywing", "7.8...3.....6.1...4.........6.....253...8.......1...9..9.5....2....7.4...........", logic.XYWing},              // 16
	// From HoDoKu's exemplars (../shared/data/logic/hodoku_exemplars.tsv).
	{"swordfish", "..5.7.2.........498....5.7.91...6..7.4.9.8..2..645..8..8..................1.43...", logic.Swordfish},
	{"jellyfish", "2.......3.8..3..5...34.21....12.54......9......93.86....25.69...9..2..7.4.......1", logic.Jellyfish},
	{"finned_xwing", ".8..49.6..7.......2.....5.......6....57.3...26..27........28.4939.1.4.....1......", logic.FinnedXWing},
	{"finned_swordfish", "........3....6458.54...89...5..72.....16....2....5...9.9.1..2484..........8..5...", logic.FinnedSwordfish},
	{"xyzwing", "2....358.....2...1...4.56.....9.4.68..5.1.9..61.8.2.....15.8...3...4.....263....4", logic.XYZWing},
	{"wwing", "..5.7.2.........498....5.7.91...6..7.4.9.8..2..645..8..8..................1.43...", logic.WWing},
	{"xychain", "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........", logic.XYChain}, // 12
	{"unique_rectangle", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", logic.UniqueRectangle1},
	{"als", ".6..5.4.3.2.1...........7..4.3...6..7..5........2.........8..5.6...4...........1.", logic.ALSXYWing},          // 48
	{"forcing_net", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", logic.ForcingNet}, // 1
}

// lessonStep returns the board before the first step of the lesson's
// technique on its puzzle's path, and that step.
func lessonStep(t testing.TB, l lesson) (logic.Board, logic.Step) {
	t.Helper()
	lessonMu.Lock()
	defer lessonMu.Unlock()
	if f, ok := lessonFound[l.name]; ok {
		return f.b, f.s
	}
	b, s := findLesson(t, l)
	lessonFound[l.name] = struct {
		b logic.Board
		s logic.Step
	}{b, s}
	return b, s
}

// lessonFound caches the steps lessonStep finds, for the tests share them.
var (
	lessonMu    sync.Mutex
	lessonFound = map[string]struct {
		b logic.Board
		s logic.Step
	}{}
)

func findLesson(t testing.TB, l lesson) (logic.Board, logic.Step) {
	t.Helper()
	b := logic.NewBoard(grid(t, l.puzzle), solver.Grid{})
	for range 200 {
		s, err := logic.Next(context.Background(), &b, logic.Options{})
		if err != nil {
			t.Fatalf("%s: no %v on the path: %v", l.name, l.technique, err)
		}
		if s.Technique == l.technique {
			return b, *s
		}
		b.Apply(s)
	}
	t.Fatalf("%s: no %v in 200 steps", l.name, l.technique)
	return b, logic.Step{}
}

// lessonSize is the size of the golden lesson pictures: what a phone
// shows.
const lessonSize = 400

// TestLessons draws each lesson at every level and checks the pictures
// against their goldens, that each level adds to the one before and the
// result (level 4) is not the reason (level 3), and that level 1 shades
// the house the hint's text names, and only the step's houses.
func TestLessons(t *testing.T) {
	r := newRenderer(t, Options{Size: lessonSize})
	for _, l := range lessons {
		t.Run(l.name, func(t *testing.T) {
			t.Parallel()
			b, s := lessonStep(t, l)
			var imgs [explain.HintLevels + 1]*image.Paletted
			for level := 1; level <= explain.HintLevels; level++ {
				img, err := r.Image(Hint{Board: b, Step: s, Level: level})
				if err != nil {
					t.Fatalf("level %d: %v", level, err)
				}
				imgs[level] = img
				checkGolden(t, fmt.Sprintf("lesson_%s_%d", l.name, level), img)
			}
			for level := 2; level <= explain.HintLevels; level++ {
				if n := differing(imgs[level-1], imgs[level]); n < 50 {
					t.Errorf("levels %d and %d differ in %d pixels, want a visible difference", level-1, level, n)
				}
			}
			checkArea(t, r, imgs[1], &s)
		})
	}
}

func differing(a, b *image.Paletted) int {
	n := 0
	for i := range a.Pix {
		if a.Palette[a.Pix[i]] != b.Palette[b.Pix[i]] {
			n++
		}
	}
	return n
}

// checkArea checks that a level-1 picture shades the house the hint's
// text names, and only the step's houses.
func checkArea(t *testing.T, r *Renderer, img *image.Paletted, s *logic.Step) {
	t.Helper()
	h, ok := s.Area()
	if !ok {
		return
	}
	text := explain.For(locale.English).Hint(s, 1)
	if !strings.Contains(text, h.String()) {
		t.Errorf("level 1 says %q, which does not name %v", text, h)
	}
	for i := range 81 {
		in := logic.HouseCells(h).Has(i)
		for _, o := range areaOf(s) {
			in = in || logic.HouseCells(o).Has(i)
		}
		// A corner of the cell, away from its digit.
		cr := r.lay.cellRect(i)
		got := img.Palette[img.ColorIndexAt(cr.Min.X+2, cr.Min.Y+2)]
		if s.StartCells().Has(i) {
			// A chain's or net's start, which the text names, is marked.
			if got != inkRGB[cellTint] {
				t.Errorf("level 1 (%q): the start %s is not marked", text, solver.CellName(i))
			}
			continue
		}
		if shaded := got == inkRGB[houseTint]; in != shaded {
			t.Errorf("level 1 (%q): cell %s shaded %v, want %v", text, solver.CellName(i), shaded, in)
			return
		}
	}
}

// TestNetBranch checks that a forcing net is drawn one branch at a time
// when its links are too many, and that each branch keeps only the links
// leading to its conclusion.
func TestNetBranch(t *testing.T) {
	_, s := lessonStep(t, lessons[len(lessons)-1])
	drawn := DrawnChains(s.Chains, 0)
	if n := LinkCount(drawn); n > LegibleLinks && len(drawn) > 1 {
		t.Errorf("DrawnChains draws %d links in %d branches, want at most %d or one branch", n, len(drawn), LegibleLinks)
	}
	for k, ch := range DrawnChains(s.Chains, 0) {
		if len(ch) == 0 {
			t.Errorf("branch %d is empty", k)
			continue
		}
		if last, want := ch[len(ch)-1].To, leadingTo(ch)[len(leadingTo(ch))-1].To; last != want {
			t.Errorf("branch %d ends at %v, want %v", k, last, want)
		}
	}
	for k := range s.Chains {
		if got := DrawnChains(s.Chains, k+1); len(got) != 1 {
			t.Errorf("DrawnChains(branch %d) has %d branches, want 1", k+1, len(got))
		}
	}
}

func BenchmarkLessons(b *testing.B) {
	for _, l := range lessons {
		bd, s := lessonStep(b, l)
		for _, level := range []int{1, 3, 4} {
			b.Run(fmt.Sprintf("%s_%d", l.name, level), func(b *testing.B) {
				benchPNG(b, Hint{Board: bd, Step: s, Level: level})
			})
		}
	}
}

// TestOutline: a net cut to its outline (as the bot draws a net too big
// to draw whole) keeps where it starts and ends and the house its level
// 1 names; its level-1 picture shades that house alone and marks the
// start (without its chains it was shaded as all the step's houses, most
// of the grid). The net is the third step of #1 of the forum's hardest
// 1106, which starts at r1c7: it had hundreds of links; since nested
// contradictions are chosen to aim at the net's end it has about 120, and
// none of the 1106's nets is too big to draw, so the outline is taken of
// a net that needs none, with many more links than its outline.
func TestOutline(t *testing.T) {
	b, s := lessonStep(t, lesson{"big_net", "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", logic.ForcingNet})
	if n := LinkCount(s.Chains); n <= MaxLinks/2 {
		t.Fatalf("the net has %d links, no more than %d: not the big net this test is about", n, MaxLinks/2)
	}
	o := s
	o.Chains = Outline(s.Chains)
	if n := LinkCount(o.Chains); n > 3*len(s.Chains) {
		t.Errorf("the outline has %d links for %d chains", n, len(s.Chains))
	}
	ha, oka := s.Area()
	hb, okb := o.Area()
	if ha != hb || oka != okb || s.StartCells() != o.StartCells() || s.EndCells() != o.EndCells() {
		t.Errorf("the outline's area, start and end are %v %v %v, want the net's %v %v %v",
			hb, o.StartCells().Cells(), o.EndCells().Cells(), ha, s.StartCells().Cells(), s.EndCells().Cells())
	}
	r := newRenderer(t, Options{Size: lessonSize})
	img, err := r.Image(Hint{Board: b, Step: o, Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	box3 := logic.HouseCells(solver.HouseOf(solver.Box, 6))
	for i := range 81 {
		cr := r.lay.cellRect(i)
		got := img.Palette[img.ColorIndexAt(cr.Min.X+2, cr.Min.Y+2)]
		switch {
		case i == 6:
			if got != inkRGB[cellTint] {
				t.Errorf("the start r1c7 is not marked")
			}
		case (got == inkRGB[houseTint]) != box3.Has(i):
			t.Errorf("cell %s shaded %v, want only box 3 shaded", solver.CellName(i), got == inkRGB[houseTint])
		}
	}
}
