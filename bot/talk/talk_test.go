package talk

import (
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestEveryTechniqueDescribed: every technique of the engine has a
// paragraph in every language, in that language, and the answer to "what
// is X?" carries it ("What is a multi-sector locked set?" got only its
// tier; package bot's test of the same name asks it in a conversation).
func TestEveryTechniqueDescribed(t *testing.T) {
	for _, tech := range logic.Techniques() {
		for _, lang := range locale.All() {
			about := techniqueIdea(tech, lang)
			if about == "" {
				t.Errorf("%v has no description in %s", tech, lang)
				continue
			}
			if lang != locale.English && about == techniqueIdea(tech, locale.English) {
				t.Errorf("%v's description in %s is the English one: %q", tech, lang, about)
			}
			if got := TechniqueAnswer([]logic.Technique{tech}, lang); !strings.Contains(got, about) {
				t.Errorf("%s: the answer about %v lacks its description:\n%s", lang, tech, got)
			}
		}
	}
}

// TestTechniqueAnswerPractice: a full house, with no drill of its own,
// is in every puzzle, never "too rare"; a trial offers no practice.
func TestTechniqueAnswerPractice(t *testing.T) {
	for _, lang := range locale.All() {
		c := catalog.For(lang)
		for _, tc := range []struct {
			t         logic.Technique
			want, not string
		}{
			{logic.FullHouse, c.TalkEveryPuzzle(), c.TalkTooRare()},
			{logic.Trial, "", c.TalkTooRare()},
		} {
			got := TechniqueAnswer([]logic.Technique{tc.t}, lang)
			if tc.want != "" && !strings.Contains(got, tc.want) {
				t.Errorf("%s, %v: %q lacks %q", lang, tc.t, got, tc.want)
			}
			if strings.Contains(got, tc.not) {
				t.Errorf("%s, %v: %q says %q", lang, tc.t, got, tc.not)
			}
		}
	}
}
