package logic

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// TestForcingSteps checks every forcing step the tier-9 finders find on
// boards of top1465 solution paths (a sample) where tier 9 is next: true
// to the solution, each branch starting with its assumption, and the
// explanation complete in both languages.
func TestForcingSteps(t *testing.T) {
	puzzles := loadLogicSet(t, "logic/se_top1465.tsv", "puzzle")
	stride := 60
	if testing.Short() {
		stride = 300
	}
	ctx := context.Background()
	counts := map[Technique]int{}
	for i := 0; i < len(puzzles); i += stride {
		sol := solver.Solve(puzzles[i], solver.Options{}).Solutions[0]
		b := NewBoard(puzzles[i], solver.Grid{})
		for {
			s, err := Next(ctx, &b, Options{})
			if err != nil {
				break
			}
			if s.Technique.Tier() == 9 {
				for tech := CellForcingChain; tech <= ForcingNet; tech++ {
					steps := All(ctx, &b, tech)
					for _, x := range steps[:min(len(steps), 8)] {
						counts[tech]++
						checkForcingStep(t, fmt.Sprintf("puzzle %d", i+1), &b, x, sol)
					}
				}
			}
			b.Apply(s)
		}
	}
	t.Logf("steps checked: %v", counts)
	requireFound(t, counts, CellForcingChain, HouseForcingChain, ContradictionChain, ForcingNet)
}

func checkForcingStep(t *testing.T, name string, b *Board, s *Step, sol solver.Grid) {
	t.Helper()
	for _, p := range s.Placements {
		if int(sol[p.Cell]) != p.Digit {
			t.Errorf("%s: %v places %v wrongly\n%s", name, s.Technique, p, s.Explain(locale.English))
		}
	}
	for _, e := range s.Eliminations {
		if int(sol[e.Cell]) == e.Digit {
			t.Errorf("%s: %v removes the solution's %v\n%s", name, s.Technique, e, s.Explain(locale.English))
		}
	}
	// One conclusion; Next adds the single an elimination leaves.
	if len(s.Placements) > 1 || len(s.Eliminations) != 1 && (len(s.Eliminations) != 0 || len(s.Placements) != 1) {
		t.Errorf("%s: %v concludes %v %v, want one conclusion", name, s.Technique, s.Placements, s.Eliminations)
	}
	if len(s.Chains) == 0 {
		t.Fatalf("%s: %v without branches", name, s.Technique)
	}
	for i, ch := range s.Chains {
		if len(ch) == 0 {
			t.Errorf("%s: %v branch %d is empty", name, s.Technique, i)
		}
	}
	// The houses the text reads must be exactly those the step lists.
	houses := make([]int, len(s.Houses))
	for i, h := range s.Houses {
		houses[i] = houseNum(h)
	}
	if len(houses) == 0 {
		t.Fatalf("%s: %v without a main house", name, s.Technique)
	}
	houses = houses[1:]
	for _, ch := range s.Chains {
		_, facts := branchFacts(ch, &houses)
		for _, f := range facts {
			if msg := factReasonError(f); msg != "" {
				t.Errorf("%s: %v: %s: %s\n%s", name, s.Technique, factText(f, locale.English), msg, s.Explain(locale.English))
			}
		}
	}
	if len(houses) > 0 && !(s.Technique == ContradictionChain && len(houses) == 1) {
		t.Errorf("%s: %v leaves houses %v unread\n%s", name, s.Technique, houses, s.Explain(locale.English))
	}
	for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
		text := s.Explain(lang)
		concl := s.conclusionText(lang)
		switch {
		case longestLine(text) > 4096:
			// A net is written link by link, a line each: a message
			// breaks between lines.
			t.Errorf("%s: %v explanation with a line of %d bytes", name, s.Technique, longestLine(text))
		case s.Technique != ForcingNet && len(text) > 4096:
			t.Errorf("%s: %v explanation of %d bytes", name, s.Technique, len(text))
		case !strings.Contains(text, concl):
			t.Errorf("%s: %v explanation lacks the conclusion %q: %s", name, s.Technique, concl, text)
		case strings.Contains(text, "%!"):
			t.Errorf("%s: %v formatting error: %s", name, s.Technique, text)
		case !strings.Contains(text, pick(lang, "Last resort", "最后手段")):
			t.Errorf("%s: %v not labelled a last resort: %s", name, s.Technique, text)
		}
	}
}

// TestNestedNet checks the nested level on a board where lower levels find
// nothing: a hand-made board is hard to come by, so it takes the board of
// top1465's puzzle 77 where the nets first need nesting (after 7 steps).
// Only one other puzzle of top1465, puzzle 2, has such a board.
func TestNestedNet(t *testing.T) {
	puzzles := loadLogicSet(t, "logic/se_top1465.tsv", "puzzle")
	ctx := context.Background()
	for _, i := range []int{76} {
		sol := solver.Solve(puzzles[i], solver.Options{}).Solutions[0]
		b := NewBoard(puzzles[i], solver.Grid{})
		for {
			s, err := Next(ctx, &b, Options{MaxTier: 8})
			if err == ErrStuck {
				v := newView(ctx, &b)
				if found, _ := searchNets(v, levelLocked); len(found) == 0 {
					found, p := searchNets(v, levelNested)
					if len(found) == 0 {
						t.Fatalf("puzzle %d: no nested net", i+1)
					}
					x := netStep(p, found[0])
					checkForcingStep(t, fmt.Sprintf("puzzle %d", i+1), &b, x, sol)
					if !strings.Contains(x.Explain(locale.English), "leads to a contradiction") {
						t.Errorf("puzzle %d: nested net without a nested fact:\n%s", i+1, x.Explain(locale.English))
					}
					return
				}
				s, err = Next(ctx, &b, Options{})
			}
			if err != nil {
				break
			}
			b.Apply(s)
		}
	}
	t.Fatal("no board of the path needs nested nets")
}

func TestForcingExplanation(t *testing.T) {
	// A cell forcing chain by hand: r1c1 is 1 or 2; either way r1c9 ≠ 3.
	n := func(c, d int, on bool) Node { return Node{d, CellsOf(c), on} }
	a1, a2 := n(0, 1, true), n(0, 2, true)
	s := &Step{
		Technique:    CellForcingChain,
		Eliminations: []Candidate{{8, 3}},
		Houses:       []solver.House{houseOf(18)},
		Digits:       DigitSet(1, 2, 3),
		Chains: []Chain{
			{{a1, a1}, {a1, n(5, 1, false)}, {n(5, 1, false), n(5, 3, true)}, {n(5, 3, true), n(8, 3, false)}},
			{{a2, a2}, {a2, n(7, 2, false)}, {n(7, 2, false), n(7, 3, true)}, {n(7, 3, true), n(8, 3, false)}},
		},
	}
	for _, tc := range []struct {
		lang locale.Lang
		want string
	}{
		{locale.English, "Last resort — Cell Forcing Chain: r1c1 can only be 1 or 2. If r1c1 = 1, then r1c6 ≠ 1, r1c6 = 3 (last candidate), r1c9 ≠ 3. If r1c1 = 2, then r1c8 ≠ 2, r1c8 = 3 (last candidate), r1c9 ≠ 3. Either way, r1c9 ≠ 3: remove 3 from r1c9."},
		{locale.Chinese, "最后手段——单元格强制链：r1c1只能是1或2。若r1c1 = 1，则r1c6 ≠ 1，r1c6 = 3（唯一候选数），r1c9 ≠ 3。若r1c1 = 2，则r1c8 ≠ 2，r1c8 = 3（唯一候选数），r1c9 ≠ 3。无论哪种情况，r1c9 ≠ 3：删去r1c9中的3。"},
	} {
		if got := s.Explain(tc.lang); got != tc.want {
			t.Errorf("Explain(%v) =\n%s\nwant\n%s", tc.lang, got, tc.want)
		}
	}
	if got := s.Hint(1, locale.English); got != "There is a Cell Forcing Chain starting at r1c1, in box 1." {
		t.Errorf("Hint(1) = %q", got)
	}
	if got := s.Hint(2, locale.English); got != "Try each candidate of r1c1 (1 or 2) and follow what each forces: both lead to the same fact about r1c9." {
		t.Errorf("Hint(2) = %q", got)
	}
	if got := s.Hint(2, locale.Chinese); got != "分别假设r1c1是1或2，顺着推下去：两种情况都会得出关于r1c9的同一结论。" {
		t.Errorf("Hint(2, Chinese) = %q", got)
	}
	if got := s.Hint(1, locale.Chinese); got != "有一个单元格强制链从第1宫的r1c1开始。" {
		t.Errorf("Hint(1, Chinese) = %q", got)
	}
}

// factReasonError says what is wrong with the reason a fact's text gives,
// or returns "": the house of a hidden single holds its cell and the
// causes; locked candidates remove the digit from the second house outside
// the first, because of its places in the first outside the second.
func factReasonError(f branchFact) string {
	c := f.node.Cell()
	switch factRule(f) {
	case ruleHidden:
		if f.house < 0 {
			return "a hidden single without its house"
		}
		if !houseSets[f.house].Has(c) {
			return "the cell is not in the house named"
		}
		for _, x := range f.causes {
			if x.Digit == f.node.Digit && !houseSets[f.house].Has(x.Cell()) {
				return fmt.Sprintf("cause %v is not in the house named", x)
			}
		}
	case ruleLocked:
		if f.house < 0 || f.house2 < 0 {
			return "locked candidates without their houses"
		}
		if !houseSets[f.house2].Has(c) || houseSets[f.house].Has(c) {
			return "the cell is not in the second house outside the first"
		}
		for _, x := range f.causes {
			if !houseSets[f.house].Has(x.Cell()) || houseSets[f.house2].Has(x.Cell()) {
				return fmt.Sprintf("cause %v is not in the first house outside the second", x)
			}
		}
	}
	return ""
}

// walkPath follows the explained path of a puzzle, calling f with each
// step (numbered from 1) and the board before it.
func walkPath(t *testing.T, puzzle string, f func(n int, b *Board, s *Step, sol solver.Grid)) {
	t.Helper()
	g, err := solver.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(g, solver.Options{}).Solutions[0]
	b := NewBoard(g, solver.Grid{})
	for n := 1; ; n++ {
		s, err := Next(context.Background(), &b, Options{})
		if err != nil {
			return
		}
		f(n, &b, s, sol)
		b.Apply(s)
	}
}

// TestForcingSeedPath checks every forcing step of the explained solution
// of Arto Inkala's "hardest" puzzle, from the seed documents: its nets
// mix locked candidates and nested contradictions. Its forcing steps take
// seconds under the race detector, so -short skips it (TestForcingSteps
// and TestNestedNet check such steps).
func TestForcingSeedPath(t *testing.T) {
	if testing.Short() {
		t.Skip("takes seconds; run without -short")
	}
	withoutHardestTechniques(t)
	forcing := 0
	walkPath(t, "800000000003600000070090200050007000000045700000100030001000068008500010090000400", func(n int, b *Board, s *Step, sol solver.Grid) {
		if s.Technique.Tier() == 9 {
			forcing++
			checkForcingStep(t, fmt.Sprintf("Inkala, step %d", n), b, s, sol)
		}
	})
	if forcing == 0 {
		t.Fatal("no forcing step on Inkala's path")
	}
}

// TestForcingNetReplay is a puzzle whose forcing net the search found
// after spending the nested assumptions' budget: the step's replay must
// start that budget afresh, or its chain comes out empty and its
// explanation cannot be written. Every step of its path must explain
// itself at every hint level.
func TestForcingNetReplay(t *testing.T) {
	walkPath(t, "...4...8...7..92......3...526...1.....19......7....1..5......4..1.8....3..6..29..", func(n int, b *Board, s *Step, sol solver.Grid) {
		for _, ch := range s.Chains {
			if len(ch) == 0 {
				t.Fatalf("step %d, %v: an empty chain", n, s.Technique)
			}
		}
		if s.Technique.Tier() == 9 {
			checkForcingStep(t, fmt.Sprintf("step %d", n), b, s, sol)
		}
		for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
			for level := 1; level <= HintLevels; level++ {
				if s.Hint(level, lang) == "" {
					t.Errorf("step %d, %v: empty hint at level %d", n, s.Technique, level)
				}
			}
			s.Line(lang)
		}
	})
}

// longestLine returns the bytes of the longest line of text.
func longestLine(text string) int {
	n := 0
	for l := range strings.SplitSeq(text, "\n") {
		n = max(n, len(l))
	}
	return n
}

// TestNetTextWhole checks that a forcing net is written link by link, each
// numbered with the facts it follows from and why, with nothing skipped
// (Inkala's puzzle, whose first steps are nets of 26 to 40 facts, then
// nested ones).
func TestNetTextWhole(t *testing.T) {
	withoutHardestTechniques(t)
	g, err := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(g, solver.Grid{})
	for n := 1; n <= 2; n++ {
		s, err := Next(context.Background(), &b, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if s.Technique != ForcingNet {
			t.Fatalf("step %d is a %v, want a forcing net", n, s.Technique)
		}
		for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
			text := s.Explain(lang)
			if msg := elision(text); msg != "" {
				t.Errorf("step %d: %s:\n%s", n, msg, text)
			}
			// One numbered line per fact of the branch.
			houses := []int{}
			for _, h := range s.Houses[1:] {
				houses = append(houses, houseNum(h))
			}
			_, facts := branchFacts(s.Chains[0], &houses)
			if want := fmt.Sprintf("\n%s%d. ", netIndent, len(facts)); !strings.Contains(text, want) || strings.Contains(text, fmt.Sprintf("\n%s%d. ", netIndent, len(facts)+1)) {
				t.Errorf("step %d: want %d numbered links:\n%s", n, len(facts), text)
			}
		}
		if n == 1 {
			for _, want := range []string{
				"Last resort — Forcing Net: Suppose r1c4 = 3.\n   1. r1c4=3 → r1c4≠7 (same cell)\n   2. r1c4=3 → r1c7≠3 (same row)\n",
				"\n   6. r1c7≠3, r1c9≠3 → r3c9=3 (only place for 3 in box 3)\n",
				"\n   12. r3c9≠6 → r1c2≠6 (the 6s of box 3 all lie in row 1)\n",
				"\n   So r6c2 would be 8 (link 26) and not 8 (link 24): a contradiction.\nTherefore r1c4 ≠ 3: remove 3 from r1c4.",
			} {
				if got := s.Explain(locale.English); !strings.Contains(got, want) {
					t.Errorf("step 1:\n%s\nwant it to contain\n%s", got, want)
				}
			}
			for _, want := range []string{"假设r1c4 = 3。\n   1. r1c4=3 → r1c4≠7（同一格）\n   2. r1c4=3 → r1c7≠3（同行）\n", "（第3宫中3唯一的位置）", "于是r6c2既是8（第26条）又不是8（第24条），矛盾。\n因此r1c4 ≠ 3"} {
				if got := s.Explain(locale.Chinese); !strings.Contains(got, want) {
					t.Errorf("step 1:\n%s\nwant it to contain\n%s", got, want)
				}
			}
		}
		b.Apply(s)
	}
}

// elision returns what is wrong with an explanation that skips part of its
// reasoning or points at a picture, or "".
func elision(text string) string {
	for _, bad := range []string{"steps later", "步推理，", "…", "...", "of the picture", "图中", "picture", "图"} {
		if strings.Contains(text, bad) {
			return fmt.Sprintf("it says %q", bad)
		}
	}
	return ""
}
