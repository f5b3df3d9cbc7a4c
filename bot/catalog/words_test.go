package catalog

import (
	"strings"
	"testing"
	"unicode/utf8"

	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestEveryLanguageReads: each language's Words hold something of each
// kind the bot reads, written as the reader folds text (lower case, ё as
// е), each question frame with one place for the name, and every alias
// for a technique or a level that exists.
func TestEveryLanguageReads(t *testing.T) {
	for _, lang := range locale.All() {
		w := For(lang)
		kinds := map[string][][]string{
			"help":      {w.HelpWords()},
			"greeting":  {w.GreetingWords(), w.GreetingPhrases()},
			"thanks":    {w.ThanksWords(), w.ThanksPhrases()},
			"ack":       {w.AckWords(), w.AckPhrases()},
			"question":  {w.QuestionWords(), w.QuestionPhrases()},
			"negation":  {w.NegationWords(), w.NegationPhrases()},
			"more":      {w.MoreWords()},
			"request":   {w.PuzzleRequests()},
			"questions": {w.TechniqueQuestions()},
			"everyday":  {w.EverydayNames()},
		}
		for kind, lists := range kinds {
			n := 0
			for _, l := range lists {
				for _, s := range l {
					n++
					if s != strings.ToLower(s) || strings.Contains(s, "ё") {
						t.Errorf("%s: %s word %q is not in lower case with е for ё", lang, kind, s)
					}
				}
			}
			if n == 0 {
				t.Errorf("%s: no %s words", lang, kind)
			}
		}
		for _, f := range w.TechniqueQuestions() {
			if strings.Count(f, "%s") != 1 {
				t.Errorf("%s: technique question %q has %d places for the name, want 1", lang, f, strings.Count(f, "%s"))
			}
		}
		for alias, ts := range w.TechniqueAliases() {
			for _, x := range ts {
				if x.Key() == "" {
					t.Errorf("%s: alias %q names no technique (%d)", lang, alias, x)
				}
			}
			if len(ts) == 0 {
				t.Errorf("%s: alias %q names nothing", lang, alias)
			}
		}
		sp := w.Spelling()
		if sp.Prose <= 0 || sp.OneTypo <= 0 || sp.TwoTypos != 0 && sp.TwoTypos <= sp.OneTypo {
			t.Errorf("%s: Spelling's lengths (prose %d, one typo %d, two %d) want prose and one typo > 0, two typos 0 or more than one", lang, sp.Prose, sp.OneTypo, sp.TwoTypos)
		}
		if sp.QuestionMarks == "" || sp.EndMarks == "" || sp.Marks == "" {
			t.Errorf("%s: Spelling has marks %q, question marks %q and end marks %q, want all three", lang, sp.Marks, sp.QuestionMarks, sp.EndMarks)
		}
		for _, f := range sp.Folds {
			if utf8.RuneCountInString(f) != 2 {
				t.Errorf("%s: fold %q, want two letters", lang, f)
			}
		}
		for i, e := range sp.CaseEndings {
			if i > 0 && utf8.RuneCountInString(e) > utf8.RuneCountInString(sp.CaseEndings[i-1]) {
				t.Errorf("%s: case ending %q after %q: want the longest first", lang, e, sp.CaseEndings[i-1])
			}
		}
		for _, a := range w.Initialisms() {
			if a != strings.ToUpper(a) {
				t.Errorf("%s: initialism %q is not in capitals", lang, a)
			}
		}
		for alias, l := range w.LevelAliases() {
			if l > logic.Extreme {
				t.Errorf("%s: level alias %q names no level", lang, alias)
			}
		}
	}
}
