package explain

import (
	"context"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

func TestUniquenessExplained(t *testing.T) {
	for _, tc := range []struct {
		tech  logic.Technique
		board []string
		cells []string
		words []string // that the English text must contain
	}{
		{logic.UniqueRectangle1, []string{"r1c1", "27", "r1c4", "27", "r2c1", "27", "r2c4", "279"},
			[]string{"r1c1", "r1c4", "r2c1", "r2c4"}, []string{"unique solution", "deadly pattern", "2 and 7"}},
		{logic.UniqueRectangle2, []string{"r1c1", "27", "r1c4", "27", "r2c1", "279", "r2c4", "279", "r2c7", "59"},
			[]string{"r1c1", "r1c4", "r2c1", "r2c4"}, []string{"unique solution", "must be 9"}},
		{logic.UniqueRectangle3, []string{"r1c1", "27", "r1c4", "27", "r2c1", "257", "r2c4", "267", "r2c8", "56", "r2c9", "589"},
			[]string{"r1c1", "r2c1", "r2c4", "r2c8"}, []string{"unique solution", "naked subset", "row 2"}},
		{logic.UniqueRectangle4, []string{"r1c1", "27", "r1c4", "27", "r2c1", "257", "r2c4", "267", "r2c8", "78"},
			[]string{"r1c1", "r2c1", "r2c4"}, []string{"unique solution", "row 2, 2 can only go in r2c1 or r2c4"}},
	} {
		b := canvasBoard(t, tc.board...)
		steps := logic.All(context.Background(), &b, tc.tech)
		if len(steps) == 0 {
			t.Errorf("%v: no step on %v", tc.tech, tc.board)
			continue
		}
		checkExplained(t, steps[0], tc.cells...)
		en, zh := For(locale.English).Explain(steps[0]), For(locale.Chinese).Explain(steps[0])
		for _, w := range tc.words {
			if !strings.Contains(en, w) {
				t.Errorf("%v: the explanation does not say %q: %s", tc.tech, w, en)
			}
		}
		if !strings.Contains(zh, "唯一解") || !strings.Contains(zh, "唯一矩形") {
			t.Errorf("%v: the Chinese explanation does not name the technique and the unique solution: %s", tc.tech, zh)
		}
	}
	b := bugBoard(t, map[string]string{"r1c1": "3"})
	steps := logic.All(context.Background(), &b, logic.BUGPlus1)
	if len(steps) != 1 {
		t.Fatalf("BUG+1: %d steps, want 1", len(steps))
	}
	checkExplained(t, steps[0], "r1c1")
	if en := For(locale.English).Explain(steps[0]); !strings.Contains(en, "r1c1 = 3") || !strings.Contains(en, "unique solution") {
		t.Errorf("BUG+1 explanation: %s", en)
	}
}
