package logic

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

// checkTemplates fails t for any elimination of digit d that some
// placement of d uses: on its own digit, a single-digit step may only
// remove candidates no placement needs.
func checkTemplates(t *testing.T, b *Board, s *Step) {
	t.Helper()
	ts := logictest.Board[Digits](*b).Templates(s.Digits.First())
	for _, e := range s.Eliminations {
		for _, tm := range ts {
			if tm[e.Cell] {
				t.Errorf("%v removes %v, which a placement of %d needs", s.Technique, e, e.Digit)
				break
			}
		}
	}
}

// transpose mirrors a picture on its main diagonal: rows become columns.
func transpose(rows ...string) []string {
	out := make([]string, 9)
	for c := range 9 {
		var sb strings.Builder
		for r := range 9 {
			sb.WriteByte(rows[r][c])
		}
		out[c] = sb.String()
	}
	return out
}

// validateStep checks a step against the board independently of the
// finders: for a fish, that its base, covers and fins are what its
// technique says and that it eliminates exactly what it may; for every
// step, that it eliminates only candidates of the board.
func validateStep(b *Board, s *Step) error {
	for _, e := range s.Eliminations {
		if !b.Cands[e.Cell].Has(e.Digit) {
			return fmt.Errorf("eliminates %v, not a candidate", e)
		}
	}
	if len(s.Eliminations) == 0 {
		return fmt.Errorf("eliminates nothing")
	}
	kind, size := fishKind(0), 0
	for k, row := range fishTechniques {
		for n, t := range row {
			if t == s.Technique && t != 0 {
				kind, size = fishKind(k), n
			}
		}
	}
	if size == 0 {
		return nil
	}
	d := s.Digits.First()
	if s.Digits.Count() != 1 || s.Size != size || len(s.Houses) != 2*size {
		return fmt.Errorf("digits %v, size %d, %d houses", s.Digits, s.Size, len(s.Houses))
	}
	var base, cover CellSet
	for i, h := range s.Houses {
		if (i < size) != (h.Kind == s.Houses[0].Kind) || h.Kind == solver.Box {
			return fmt.Errorf("houses %v: base lines of one kind, then cover lines of the other", s.Houses)
		}
		if i < size {
			base = base.Or(HouseCells(h))
		} else {
			cover = cover.Or(HouseCells(h))
		}
	}
	var cands, fins, keys CellSet
	for c := range 81 {
		if base.Has(c) && b.Cands[c].Has(d) {
			cands.Add(c)
		}
	}
	for _, m := range s.Marks {
		switch m.Role {
		case RoleFin:
			fins.Add(m.Cell)
		case RoleKey:
			keys.Add(m.Cell)
		}
	}
	if keys.Or(fins) != cands || keys.And(fins) != (CellSet{}) || CellsOf(s.Cells...) != cands {
		return fmt.Errorf("marks and cells are not the base candidates")
	}
	if fins != cands.AndNot(cover) {
		return fmt.Errorf("fins %v are not the base candidates outside the cover lines", fins.Cells())
	}
	for _, h := range s.Houses {
		if cands.And(HouseCells(h)).Empty() {
			return fmt.Errorf("%v holds no base candidate", h)
		}
	}
	want := cover.AndNot(base)
	switch kind {
	case basicFish:
		if !fins.Empty() {
			return fmt.Errorf("a basic fish with fins")
		}
	default:
		if fins.Empty() {
			return fmt.Errorf("a finned fish without fins")
		}
		box := cellHouses[fins.First()][2]
		if !fins.AndNot(houseSets[box]).Empty() {
			return fmt.Errorf("fins %v in more than one box", fins.Cells())
		}
		want = want.And(houseSets[box])
		sashimi := false
		for _, h := range s.Houses[:size] {
			sashimi = sashimi || keys.And(HouseCells(h)).Count() < 2
		}
		if sashimi != (kind == sashimiFish) {
			return fmt.Errorf("sashimi is %v for a %v", sashimi, s.Technique)
		}
	}
	var got, wantSet CellSet
	for _, e := range s.Eliminations {
		got.Add(e.Cell)
	}
	for _, c := range want.Cells() {
		if b.Cands[c].Has(d) {
			wantSet.Add(c)
		}
	}
	if got != wantSet {
		return fmt.Errorf("eliminates %v, want %v", got.Cells(), wantSet.Cells())
	}
	return nil
}

func TestFish(t *testing.T) {
	runPatternCases(t, []patternCase{
		{"x-wing", XWing, pictureBoard(4, false, logictest.XWingPicture...), []string{"r2 r7 c3 c8 => r6c8 r8c3"}},
		{"x-wing transposed", XWing, pictureBoard(4, true, logictest.XWingPicture...), []string{"c2 c7 r3 r8 => r3c8 r8c6"}},
		{"swordfish", Swordfish, pictureBoard(7, false, logictest.SwordfishPicture...), []string{
			"r2 r5 r8 c2 c3 c9 => r3c9 r4c3",
			"c1 c4 c8 r4 r7 r9 => r4c3 r9c7", // its complement
		}},
		{"swordfish transposed", Swordfish, pictureBoard(7, true, logictest.SwordfishPicture...), []string{
			"c2 c5 c8 r2 r3 r9 => r3c4 r9c3",
			"r1 r4 r8 c4 c7 c9 => r3c4 r7c9",
		}},
		{"jellyfish", Jellyfish, pictureBoard(2, false, logictest.JellyfishPicture...), []string{"r2 r3 r7 r8 c2 c3 c7 c8 => r4c2 r5c7"}},
		{"jellyfish transposed", Jellyfish, pictureBoard(2, true, logictest.JellyfishPicture...), []string{"c2 c3 c7 c8 r2 r3 r7 r8 => r2c4 r7c5"}},
		// Where a fish is finned, sashimi or bigger, a smaller or plainer
		// one is not found in its place.
		{"no x-wing in a jellyfish", XWing, pictureBoard(2, false, logictest.JellyfishPicture...), []string{"c1 c9 r4 r5 => r4c2 r5c7"}},
		{"no swordfish in a jellyfish", Swordfish, pictureBoard(2, false, logictest.JellyfishPicture...), nil},
		{"no x-wing in a finned x-wing", XWing, pictureBoard(4, false, logictest.FinnedXWingPicture...), nil},
		{"no swordfish in a finned swordfish", Swordfish, pictureBoard(5, false, logictest.FinnedSwordfishPicture...), nil},
		{"no jellyfish in a finned jellyfish", Jellyfish, pictureBoard(8, false, logictest.FinnedJellyfishPicture...), nil},
	})
}

func TestFinnedFish(t *testing.T) {
	runPatternCases(t, []patternCase{
		{"finned x-wing", FinnedXWing, pictureBoard(4, false, logictest.FinnedXWingPicture...), []string{
			"r2 r7 c3 c8 => r8c8",
			"r2 r8 c3 c8 => r7c3", // fin r8c2
		}},
		{"finned x-wing transposed", FinnedXWing, pictureBoard(4, true, logictest.FinnedXWingPicture...), []string{
			"c2 c7 r3 r8 => r8c8",
			"c2 c8 r3 r8 => r3c7",
		}},
		{"no sashimi x-wing in a finned one", SashimiXWing, pictureBoard(4, false, logictest.FinnedXWingPicture...), nil},
		{"sashimi x-wing", SashimiXWing, pictureBoard(4, false, logictest.SashimiXWingPicture...), []string{
			"r2 r7 c3 c8 => r8c8",
			"c7 c9 r6 r7 => r6c8",
		}},
		{"sashimi x-wing transposed", SashimiXWing, pictureBoard(4, true, logictest.SashimiXWingPicture...), []string{
			"c2 c7 r3 r8 => r8c8",
			"r7 r9 c6 c7 => r8c6",
		}},
		{"no finned x-wing in a sashimi one", FinnedXWing, pictureBoard(4, false, logictest.SashimiXWingPicture...), []string{
			"r2 r8 c3 c8 => r7c3", // another fish
		}},
		{"finned swordfish", FinnedSwordfish, pictureBoard(5, false, logictest.FinnedSwordfishPicture...), []string{
			"r2 r5 r8 c2 c3 c9 => r9c9",
			"c1 c4 c8 r4 r7 r9 => r9c7 r9c9",
		}},
		{"finned swordfish transposed", FinnedSwordfish, pictureBoard(5, true, logictest.FinnedSwordfishPicture...), []string{
			"c2 c5 c8 r2 r3 r9 => r9c9",
			"r1 r4 r8 c4 c7 c9 => r7c9 r9c9",
		}},
		{"sashimi swordfish", SashimiSwordfish, pictureBoard(5, false, logictest.SashimiSwordfishPicture...), []string{
			"r2 r5 r8 c2 c3 c9 => r9c9",
			"r2 r5 r8 c2 c3 c8 => r4c8",
		}},
		{"no sashimi swordfish in a finned one", SashimiSwordfish, pictureBoard(5, false, logictest.FinnedSwordfishPicture...), nil},
		{"finned jellyfish", FinnedJellyfish, pictureBoard(8, false, logictest.FinnedJellyfishPicture...), []string{"r2 r3 r7 r8 c2 c3 c7 c8 => r1c7"}},
		{"finned jellyfish transposed", FinnedJellyfish, pictureBoard(8, true, logictest.FinnedJellyfishPicture...), []string{"c2 c3 c7 c8 r2 r3 r7 r8 => r7c1"}},
		{"no sashimi jellyfish in a finned one", SashimiJellyfish, pictureBoard(8, false, logictest.FinnedJellyfishPicture...), nil},
		{"sashimi jellyfish", SashimiJellyfish, pictureBoard(8, false, logictest.SashimiJellyfishPicture...), []string{"r2 r3 r7 r8 c2 c3 c7 c8 => r1c7"}},
		{"no finned jellyfish in a sashimi one", FinnedJellyfish, pictureBoard(8, false, logictest.SashimiJellyfishPicture...), nil},
	})
}

// TestReglibFishKinds checks HoDoKu's fish cases the other way round: the
// step the library expects is found as its own kind only, e.g. no finned
// fish finder reports a sashimi fish's base and covers.
func TestReglibFishKinds(t *testing.T) {
	kinds := map[string][]Technique{
		"0300": {XWing, FinnedXWing, SashimiXWing},
		"0301": {Swordfish, FinnedSwordfish, SashimiSwordfish},
		"0302": {Jellyfish, FinnedJellyfish, SashimiJellyfish},
		"0310": {FinnedXWing, XWing, SashimiXWing},
		"0311": {FinnedSwordfish, Swordfish, SashimiSwordfish},
		"0312": {FinnedJellyfish, Jellyfish, SashimiJellyfish},
		"0320": {SashimiXWing, XWing, FinnedXWing},
		"0321": {SashimiSwordfish, Swordfish, FinnedSwordfish},
		"0322": {SashimiJellyfish, Jellyfish, FinnedJellyfish},
	}
	for _, c := range parseReglib(t) {
		techs, ok := kinds[c.code]
		if !ok {
			continue
		}
		var fish []string // the base and cover lines of the expected steps
		for i, tech := range techs {
			b := c.board
			for _, s := range All(context.Background(), &b, tech) {
				if err := validateStep(&b, s); err != nil {
					t.Errorf("line %d (%s): %v %v: %v", c.line, c.code, tech, s.Houses, err)
				}
				key := fmt.Sprint(s.Houses)
				if i == 0 && c.matches(s) {
					fish = append(fish, key)
				}
				if i > 0 && slices.Contains(fish, key) {
					t.Errorf("line %d (%s): the fish %s is also found as %v", c.line, c.code, key, tech)
				}
			}
		}
		if len(fish) == 0 {
			t.Errorf("line %d (%s): not found as %v", c.line, c.code, techs[0])
		}
	}
}

func BenchmarkFish(b *testing.B) {
	benchmarkFinders(b, []Technique{XWing, Swordfish, Jellyfish, FinnedXWing, SashimiXWing, FinnedSwordfish, SashimiSwordfish, FinnedJellyfish, SashimiJellyfish})
}

// bruteFish lists, by stepKey, every fish of technique t on a board,
// enumerating every set of n base lines and n cover lines: the definition,
// slowly, to check the finders against.
func bruteFish(b *Board, t Technique) []string {
	var kind fishKind
	var n int
	for k, row := range fishTechniques {
		for size, tech := range row {
			if tech == t && tech != 0 {
				kind, n = fishKind(k), size
			}
		}
	}
	v := newView(context.Background(), b)
	var keys []string
	var lines []int
	for i := range 9 {
		lines = append(lines, i)
	}
	for d := 1; d <= 9; d++ {
		for _, rows := range []bool{true, false} {
			eachSubset(lines, n, func(base []int) bool {
				base = slices.Clone(base)
				var baseCells CellSet
				for _, i := range base {
					if v.where[lineHouse(rows, i)][d] == 0 {
						return true // a base line without the digit
					}
					baseCells = baseCells.Or(houseSets[lineHouse(rows, i)])
				}
				// A cover line holds a base candidate.
				var crossing []int
				for _, i := range lines {
					if !baseCells.And(v.cells[d]).And(houseSets[lineHouse(!rows, i)]).Empty() {
						crossing = append(crossing, i)
					}
				}
				return eachSubset(crossing, n, func(cover []int) bool {
					var coverCells CellSet
					for _, i := range cover {
						coverCells = coverCells.Or(houseSets[lineHouse(!rows, i)])
					}
					cands := baseCells.And(v.cells[d])
					fins := cands.AndNot(coverCells)
					sashimi := false
					for _, i := range base {
						in := cands.And(houseSets[lineHouse(rows, i)])
						switch k := in.AndNot(fins).Count(); {
						case k == 0:
							return true
						case k == 1:
							sashimi = true
						case kind == basicFish && (in.Count() < 2 || in.Count() > n):
							return true
						}
					}
					elims := coverCells.And(v.cells[d]).AndNot(baseCells)
					switch kind {
					case basicFish:
						if !fins.Empty() {
							return true
						}
					default:
						if fins.Empty() {
							return true
						}
						box := cellHouses[fins.First()][2]
						if !fins.AndNot(houseSets[box]).Empty() || sashimi != (kind == sashimiFish) {
							return true
						}
						elims = elims.And(houseSets[box])
					}
					if elims.Empty() {
						return true
					}
					s := &Step{}
					for _, i := range base {
						s.Houses = append(s.Houses, houseOf(lineHouse(rows, i)))
					}
					for _, i := range cover {
						s.Houses = append(s.Houses, houseOf(lineHouse(!rows, i)))
					}
					for _, c := range elims.Cells() {
						s.Eliminations = append(s.Eliminations, Candidate{c, d})
					}
					keys = append(keys, stepKey(s))
					return true
				})
			})
		}
	}
	slices.Sort(keys)
	return keys
}

// TestFishComplete checks that the fish finders find every fish of the
// definition, no more and no fewer, on HoDoKu's fish cases and on the
// boards of the solution paths of a sample of top1465 (a larger one with
// -sound.all).
func TestFishComplete(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	ctx := context.Background()
	var boards []Board
	for _, c := range parseReglib(t) {
		if strings.HasPrefix(c.code, "03") {
			boards = append(boards, c.board)
		}
	}
	puzzles := loadLogicSet(t, "logic/se_top1465.tsv", "puzzle")
	step := 100
	if *soundAll {
		step = 5
	}
	for i := 0; i < len(puzzles); i += step {
		b := NewBoard(puzzles[i], solver.Grid{})
		p, err := SolvePath(ctx, b, Options{}, false)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range p.Steps {
			if s.Technique.Tier() >= 4 {
				boards = append(boards, b)
			}
			b.Apply(s)
		}
	}
	techs := []Technique{XWing, Swordfish, Jellyfish, FinnedXWing, SashimiXWing, FinnedSwordfish, SashimiSwordfish, FinnedJellyfish, SashimiJellyfish}
	counts := map[Technique]int{}
	for i := range boards {
		b := &boards[i]
		for _, tech := range techs {
			var got []string
			for _, s := range All(ctx, b, tech) {
				got = append(got, stepKey(s))
			}
			slices.Sort(got)
			want := bruteFish(b, tech)
			counts[tech] += len(want)
			if !slices.Equal(got, want) {
				t.Errorf("board %d, %v: found\n\t%s\nthe definition gives\n\t%s", i, tech, strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
			}
		}
	}
	t.Logf("%d boards; fish by the definition: %v", len(boards), counts)
	requireFound(t, counts, techs...)
}
