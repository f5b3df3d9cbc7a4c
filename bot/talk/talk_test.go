package talk

import (
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestEveryTechniqueDescribed: every technique of the engine has a
// paragraph in every language (explain's TestNamesEveryLanguage checks it
// is in that language), and the answer to "what is X?" carries it ("What
// is a multi-sector locked set?" got only its tier; package bot's test of
// the same name asks it in a conversation).
func TestEveryTechniqueDescribed(t *testing.T) {
	for _, tech := range logic.Techniques() {
		for _, lang := range locale.All() {
			about := explain.For(lang).Describe(tech)
			if about == "" {
				t.Errorf("%v has no description in %s", tech, lang)
				continue
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

// TestClassifyLanguage: a text is answered in the language whose words it
// holds, whatever the chat's language; a text holding words of the chat's
// language, or of none, in the chat's.
func TestClassifyLanguage(t *testing.T) {
	tests := []struct {
		text string
		chat locale.Lang
		kind Kind
		want locale.Lang
	}{
		{"什么是X翼？", locale.English, Question, locale.Chinese},
		{"怎么用摩天楼", locale.English, Question, locale.Chinese},
		{"谢谢", locale.English, Thanks, locale.Chinese},
		{"что такое X-крыло?", locale.English, Question, locale.Russian},
		{"как найти скрытую одиночку?", locale.English, Question, locale.Russian},
		{"привет", locale.Chinese, Greeting, locale.Russian},
		{"what is an x-wing?", locale.Russian, Question, locale.English},
		{"thanks", locale.Chinese, Thanks, locale.English},
		{"hello", locale.Chinese, Greeting, locale.Chinese}, // Chinese speakers greet in Latin letters too
		{"what is an x-wing?", locale.English, Question, locale.English},
		{"r2d2", locale.Russian, Prose, locale.Russian},
	}
	for _, tt := range tests {
		kind, lang := Classify(tt.text, tt.chat)
		if kind != tt.kind || lang != tt.want {
			t.Errorf("Classify(%q) in a chat in %v = %v, %v; want %v, %v", tt.text, tt.chat, kind, lang, tt.kind, tt.want)
		}
	}
}
