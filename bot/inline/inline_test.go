package inline

import (
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"sudokubot/solver/sharecode"
)

// TestInlineIDRoundTrip reads every kind of result id back into its offer.
func TestInlineIDRoundTrip(t *testing.T) {
	g, err := solver.Parse("530070000600195000098000060800060003400803001700020006060000280000419005000080079")
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range locale.All() {
		for _, o := range []offer{
			{kind: KindDaily, puzzle: g, level: logic.Medium, score: 2.8, rated: true},
			{kind: KindNew, puzzle: g, level: logic.Extreme, score: 10.5, rated: true},
			{kind: KindCurrent, puzzle: g},
			{kind: KindPuzzle, puzzle: g, level: logic.Easy, score: 1.2, rated: true},
			{kind: KindTechnique, technique: logic.XWing, puzzle: g, level: logic.Hard, score: 3.2, rated: true},
		} {
			id := inlineID(o, sharecode.Code(g))
			if len(id) > 64 {
				t.Errorf("%s: %d bytes, Telegram takes 64", id, len(id))
			}
			back, ok := chosenOffer(id, lang)
			back.title = ""
			if !ok || back != o {
				t.Errorf("%v: %s read back as %+v, %v; want %+v", lang, id, back, ok, o)
			}
		}
	}
}
