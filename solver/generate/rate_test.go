package generate

import (
	"fmt"
	"strings"
	"testing"

	"sudokubot/solver/logic"
)

// TestUsesLadderOrder: a path's techniques are summed in the ladder's
// order, a technique added after Trial (Death Blossom) included.
func TestUsesLadderOrder(t *testing.T) {
	steps := []*logic.Step{
		{Technique: logic.Trial},
		{Technique: logic.DeathBlossom},
		{Technique: logic.HiddenSingle},
		{Technique: logic.DeathBlossom},
	}
	var got []string
	for _, u := range uses(steps) {
		got = append(got, fmt.Sprintf("%v×%d", u.Technique, u.Count))
	}
	if want := "HiddenSingle×1 DeathBlossom×2 Trial×1"; strings.Join(got, " ") != want {
		t.Errorf("uses = %s, want %s", strings.Join(got, " "), want)
	}
}
