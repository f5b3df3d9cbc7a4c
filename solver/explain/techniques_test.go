package explain

import (
	"testing"

	"sudokubot/solver/logic"
)

// TestEveryTechniqueExplained checks that every technique of the engine,
// in its full list, has an explainer (TestNamesEveryLanguage checks its
// names).
func TestEveryTechniqueExplained(t *testing.T) {
	for _, tech := range logic.Techniques() {
		if explainers[tech] == nil {
			t.Errorf("%v has no explainer", tech)
		}
	}
}
