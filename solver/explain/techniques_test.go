package explain

import (
	"testing"

	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestEveryTechniqueExplained checks that every technique of the engine,
// in its full list, has an explainer and a name in every language, each
// name its own.
func TestEveryTechniqueExplained(t *testing.T) {
	for _, lang := range locale.All() {
		seen := map[string]logic.Technique{}
		for _, tech := range logic.Techniques() {
			if lang == locale.English && explainers[tech] == nil {
				t.Errorf("%v has no explainer", tech)
			}
			name := For(lang).Technique(tech)
			if name == "" || name == "?" {
				t.Errorf("%v has no name in %v", tech, lang)
				continue
			}
			if other, ok := seen[name]; ok {
				t.Errorf("%v and %v are both named %q in %v", other, tech, name, lang)
			}
			seen[name] = tech
		}
	}
}
