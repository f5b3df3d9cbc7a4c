package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

// checkExplained checks that a step is explained in both languages and
// that both explanations name every cell the step eliminates from and the
// given cells (named "r5c4").
func checkExplained(t *testing.T, s *logic.Step, cells ...string) {
	t.Helper()
	for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
		text := For(lang).Explain(s)
		if text == "" || strings.HasPrefix(text, "By a ") || strings.Contains(text, "%!") {
			t.Errorf("%v explanation in %v: %q", s.Technique, lang, text)
			continue
		}
		for _, e := range s.Eliminations {
			if !strings.Contains(text, cellName(e.Cell)) {
				t.Errorf("%v explanation in %v does not name %s: %q", s.Technique, lang, cellName(e.Cell), text)
			}
		}
		for _, c := range cells {
			if !strings.Contains(text, c) {
				t.Errorf("%v explanation in %v does not name %s: %q", s.Technique, lang, c, text)
			}
		}
	}
}

// checkExplanation checks that both explanations of a step exist, are
// well formed and name the cells a learner must look at.
func checkExplanation(t *testing.T, s *logic.Step) {
	t.Helper()
	mention := map[int]bool{}
	for _, e := range s.Eliminations {
		mention[e.Cell] = true
	}
	for _, m := range s.Marks {
		if m.Role == logic.RoleFin {
			mention[m.Cell] = true
		}
	}
	if !isFish(s.Technique) {
		for _, c := range s.Cells {
			mention[c] = true
		}
	}
	for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
		text := For(lang).Explain(s)
		if text == "" || strings.Contains(text, "%!") {
			t.Errorf("%v explanation (%d) is empty or malformed: %q", s.Technique, lang, text)
			continue
		}
		if !strings.Contains(text, For(lang).Technique(s.Technique)) && s.Technique != logic.XYWing && s.Technique != logic.XYZWing {
			t.Errorf("%v explanation (%d) does not name the technique: %q", s.Technique, lang, text)
		}
		for c := range mention {
			if !strings.Contains(text, cellName(c)) {
				t.Errorf("%v explanation (%d) does not mention %s: %q", s.Technique, lang, cellName(c), text)
			}
		}
		for _, d := range s.Digits.List() {
			if !strings.Contains(text, fmt.Sprint(d)) {
				t.Errorf("%v explanation (%d) does not mention digit %d: %q", s.Technique, lang, d, text)
			}
		}
	}
}

// isFish reports whether t is a fish, whose explanation names its lines
// rather than every cell.
func isFish(t logic.Technique) bool {
	switch t {
	case logic.XWing, logic.Swordfish, logic.Jellyfish, logic.FinnedXWing, logic.SashimiXWing,
		logic.FinnedSwordfish, logic.SashimiSwordfish, logic.FinnedJellyfish, logic.SashimiJellyfish:
		return true
	}
	return false
}
