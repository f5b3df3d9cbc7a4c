package logic

import (
	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
	"testing"
)

func TestSkyscraper(t *testing.T) {
	runPatternCases(t, []patternCase{
		{"skyscraper", Skyscraper, pictureBoard(6, false, logictest.SkyscraperPicture...), []string{
			"r3 r8 c2 => r1c9 r2c9 r7c7",
			"r2 r8 c9 => r3c2 r7c3",
			"c2 c7 r3 => r7c3 r8c9",
			"c3 c7 r7 => r2c9 r3c2",
		}},
		{"skyscraper transposed", Skyscraper, pictureBoard(6, true, logictest.SkyscraperPicture...), []string{
			"c3 c8 r2 => r7c7 r9c1 r9c2",
			"c2 c8 r9 => r2c3 r3c7",
			"r2 r7 c3 => r3c7 r9c8",
			"r3 r7 c7 => r2c3 r9c2",
		}},
		// Two strong links whose ends line up on both sides make an
		// X-Wing, not a Skyscraper.
		{"no skyscraper in an x-wing", Skyscraper, pictureBoard(7, false, logictest.SwordfishPicture...), nil},
		{"no skyscraper", Skyscraper, pictureBoard(5, false, logictest.FinnedSwordfishPicture...), nil},
	})
}

func TestTwoStringKite(t *testing.T) {
	runPatternCases(t, []patternCase{
		{"kite", TwoStringKite, pictureBoard(3, false, logictest.KitePicture...), []string{
			"r3 c3 b1 => r7c7",
			"r2 c7 b3 => r7c3",
		}},
		{"kite transposed", TwoStringKite, pictureBoard(3, true, logictest.KitePicture...), []string{
			"r3 c3 b1 => r7c7",
			"r7 c2 b7 => r3c7",
		}},
		{"no kite", TwoStringKite, pictureBoard(5, false, logictest.FinnedSwordfishPicture...), nil},
		{"no kite in an x-wing", TwoStringKite, pictureBoard(4, false, logictest.XWingPicture...), nil},
	})
}

func TestEmptyRectangle(t *testing.T) {
	runPatternCases(t, []patternCase{
		{"empty rectangle", EmptyRectangle, pictureBoard(9, false, logictest.EmptyRectanglePicture...), []string{
			"b5 c2 r6 c6 => r8c6",
			"b5 r8 c6 r6 => r6c2",
			"b4 r8 c2 r4 => r4c6",
			"b8 c2 r8 c4 => r6c4",
		}},
		{"empty rectangle transposed", EmptyRectangle, pictureBoard(9, true, logictest.EmptyRectanglePicture...), []string{
			"b5 r2 c6 r6 => r6c8",
			"b5 c8 r6 c6 => r2c6",
			"b2 c8 r2 c4 => r6c4",
			"b6 r2 c8 r4 => r4c6",
		}},
		{"two candidates in the box", EmptyRectangle, pictureBoard(9, false, logictest.EmptyRectangle2Picture...), []string{
			"b5 c2 r6 c6 => r8c6",
			"b5 r8 c6 r6 => r6c2",
			"b4 r8 c2 r4 => r4c6",
		}},
		{"no empty rectangle", EmptyRectangle, pictureBoard(5, false, logictest.FinnedSwordfishPicture...), nil},
	})
}

// TestSingleDigitChains checks the chains the picture draws: strong links
// from off to on, joined by a weak link, starting at one far end and
// ending at the other.
func TestSingleDigitChains(t *testing.T) {
	for _, tc := range []struct {
		tech Technique
		d    int
		pic  []string
	}{
		{Skyscraper, 6, logictest.SkyscraperPicture},
		{TwoStringKite, 3, logictest.KitePicture},
		{EmptyRectangle, 9, logictest.EmptyRectanglePicture},
	} {
		b := digitBoard(t, tc.d, tc.pic...)
		for _, s := range All(t.Context(), &b, tc.tech) {
			if len(s.Chains) != 1 || len(s.Chains[0]) != 3 {
				t.Errorf("%v %s: chains %v, want one of three links", tc.tech, stepKey(s), s.Chains)
				continue
			}
			ch := s.Chains[0]
			if !ch[0].Strong() || ch[1].Strong() || !ch[2].Strong() {
				t.Errorf("%v %s: links strong %v %v %v, want strong, weak, strong", tc.tech, stepKey(s), ch[0].Strong(), ch[1].Strong(), ch[2].Strong())
			}
			for i := 1; i < 3; i++ {
				if ch[i].From.Cells != ch[i-1].To.Cells || ch[i].From.On != ch[i-1].To.On {
					t.Errorf("%v %s: link %d does not start where link %d ends", tc.tech, stepKey(s), i+1, i)
				}
			}
			for _, l := range ch {
				if l.From.Digit != tc.d || l.To.Digit != tc.d {
					t.Errorf("%v %s: a link on another digit", tc.tech, stepKey(s))
				}
			}
			// Every eliminated cell sees both ends of the chain.
			first, last := ch[0].From.Cells, ch[2].To.Cells
			for _, e := range s.Eliminations {
				if !common(first).Has(e.Cell) || !common(last).Has(e.Cell) {
					t.Errorf("%v %s: %s does not see both ends of the chain", tc.tech, stepKey(s), solver.CellName(e.Cell))
				}
			}
		}
	}
}

func BenchmarkSingleDigit(b *testing.B) {
	benchmarkFinders(b, []Technique{Skyscraper, TwoStringKite, EmptyRectangle})
}
