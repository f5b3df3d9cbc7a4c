package logic

import (
	"testing"

	"sudokubot/solver/internal/logictest"
)

func wingBoard(spec string) func(t *testing.T) Board {
	return func(t *testing.T) Board { return candBoard(t, spec) }
}

func TestXYWing(t *testing.T) {
	runPatternCases(t, []patternCase{
		// The pivot r5c5 (1, 6) sees r2c5 (6, 9) and r5c2 (1, 9): r2c2 sees
		// both pincers.
		{"xy-wing", XYWing, wingBoard("r5c5=16 r5c2=19 r2c5=69"), []string{"r5c5 r2c5 r5c2 => r2c2"}},
		// Pincers in the pivot's box and row: the cells of row 1 in box 1
		// and of row 2 in box 3 see both.
		{"xy-wing box and row", XYWing, wingBoard("r1c1=12 r2c3=13 r1c7=23"), []string{"r1c1 r1c7 r2c3 => r1c2 r1c3 r2c7 r2c8 r2c9"}},
		{"no common digit", XYWing, wingBoard("r5c5=16 r5c2=19 r2c5=68"), nil},
		{"pincers do not see the pivot", XYWing, wingBoard("r5c5=16 r4c1=19 r2c5=69"), nil},
		{"no xy-wing in an xyz-wing", XYWing, wingBoard("r1c1=124 r1c5=14 r2c2=24"), nil},
	})
}

func TestXYZWing(t *testing.T) {
	runPatternCases(t, []patternCase{
		// The pivot r1c1 (1, 2, 4) sees r1c5 (1, 4) and r2c2 (2, 4): 4
		// leaves r1c2 and r1c3, which see all three.
		{"xyz-wing", XYZWing, wingBoard("r1c1=124 r1c5=14 r2c2=24"), []string{"r1c1 r1c5 r2c2 => r1c2 r1c3"}},
		{"pincer not within the pivot", XYZWing, wingBoard("r1c1=124 r1c5=15 r2c2=24"), nil},
		{"same pincers", XYZWing, wingBoard("r1c1=124 r1c5=14 r2c2=14"), nil},
		{"no xyz-wing in an xy-wing", XYZWing, wingBoard("r5c5=16 r5c2=19 r2c5=69"), nil},
	})
}

func TestWWing(t *testing.T) {
	runPatternCases(t, []patternCase{
		// r2c3 and r8c7 hold 1 or 4; column 5 holds 1 only in r2c5 and r8c5,
		// which see them: one of them is 4.
		{"w-wing", WWing, wingBoard("c5-1 r2c5=123456789 r8c5=123456789 r2c3=14 r8c7=14"), []string{"c5 => r2c7 r8c3"}},
		// The strong link can be in a box: 5 in box 2 only in r1c4 and r3c6.
		{"w-wing box link", WWing, wingBoard("b2-5 r1c4=123456789 r3c6=123456789 r1c1=57 r6c6=57"), []string{"b2 => r1c6 r6c1"}},
		{"link ends do not see the cells", WWing, wingBoard("c5-1 r1c5=123456789 r9c5=123456789 r2c3=14 r8c7=14"), nil},
		{"different pairs", WWing, wingBoard("c5-1 r2c5=123456789 r8c5=123456789 r2c3=14 r8c7=15"), nil},
	})
}

func BenchmarkWings(b *testing.B) {
	benchmarkFinders(b, []Technique{XYWing, XYZWing, WWing})
}

// TestWWingChain checks the chain a W-Wing draws: from one wing cell's
// other digit, strong and weak links in turn, to the other wing cell's.
func TestWWingChain(t *testing.T) {
	b := candBoard(t, "c5-1 r2c5=123456789 r8c5=123456789 r2c3=14 r8c7=14")
	steps := All(t.Context(), &b, WWing)
	if len(steps) != 1 || len(steps[0].Chains) != 1 {
		t.Fatalf("%d steps, want one with one chain", len(steps))
	}
	ch := steps[0].Chains[0]
	if len(ch) != 5 {
		t.Fatalf("chain of %d links, want 5", len(ch))
	}
	for i, l := range ch {
		if l.Strong() != (i%2 == 0) {
			t.Errorf("link %d strong = %v, want %v", i+1, l.Strong(), i%2 == 0)
		}
		if i > 0 && (l.From.Cells != ch[i-1].To.Cells || l.From.Digit != ch[i-1].To.Digit || l.From.On != ch[i-1].To.On) {
			t.Errorf("link %d does not start where link %d ends", i+1, i)
		}
	}
	first, last := ch[0].From, ch[4].To
	if first.Cell() != logictest.Cell(t, "r2c3") || last.Cell() != logictest.Cell(t, "r8c7") || first.Digit != 4 || last.Digit != 4 {
		t.Errorf("chain from %v to %v, want from r2c3's 4 to r8c7's 4", first, last)
	}
}
