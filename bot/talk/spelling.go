package talk

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// How each language is written comes from its catalog (catalog.Spelling);
// which language a name or a text is in, from the letters it holds: a
// language's own letters are the letters of its words and names that no
// other language's words or names hold (Chinese characters, Cyrillic
// letters; none of English's, whose letters the others write too).

// spellingMarks joins a part of every language's Spelling.
func spellingMarks(part func(catalog.Spelling) string) string {
	var b strings.Builder
	for _, l := range locale.All() {
		b.WriteString(part(catalog.For(l).Spelling()))
	}
	return b.String()
}

var (
	// nameMarks, questionMarks and endMarks are every language's.
	nameMarks     = spellingMarks(func(s catalog.Spelling) string { return s.Marks })
	questionMarks = spellingMarks(func(s catalog.Spelling) string { return s.QuestionMarks })
	endMarks      = spellingMarks(func(s catalog.Spelling) string { return s.EndMarks })
	// plurals are every language's plural endings.
	plurals = func() []string {
		var ps []string
		for _, l := range locale.All() {
			if p := catalog.For(l).Spelling().Plural; p != "" {
				ps = append(ps, p)
			}
		}
		return ps
	}()
	// folds are every language's Folds: a letter people type for
	// another, and that other.
	folds = func() map[rune]rune {
		m := map[rune]rune{}
		for _, l := range locale.All() {
			for _, pair := range catalog.For(l).Spelling().Folds {
				from, size := utf8.DecodeRuneInString(pair)
				to, _ := utf8.DecodeRuneInString(pair[size:])
				m[from] = to
			}
		}
		return m
	}()
)

// foldRune folds a letter's case, and a letter people type for another
// (ё for е) to that other.
func foldRune(r rune) rune {
	r = unicode.ToLower(r)
	if f, ok := folds[r]; ok {
		return f
	}
	return r
}

// foldLetters writes the letters people type for others (ё) as those
// others (е), in a text already in lower case.
func foldLetters(s string) string {
	return strings.Map(func(r rune) rune {
		if f, ok := folds[r]; ok {
			return f
		}
		return r
	}, s)
}

// ownLetters are each language's own letters, folded.
var ownLetters = func() map[locale.Lang]map[rune]bool {
	letters := map[locale.Lang]map[rune]bool{}
	for _, l := range locale.All() {
		letters[l] = map[rune]bool{}
		for _, w := range languageWords(l) {
			for _, r := range w {
				if unicode.IsLetter(r) {
					letters[l][foldRune(r)] = true
				}
			}
		}
	}
	own := map[locale.Lang]map[rune]bool{}
	for _, l := range locale.All() {
		own[l] = map[rune]bool{}
		for r := range letters[l] {
			if !slices.ContainsFunc(locale.All(), func(o locale.Lang) bool { return o != l && letters[o][r] }) {
				own[l][r] = true
			}
		}
	}
	return own
}()

// languageWords are the words and names a language's reader knows: its
// catalog's Words, and its explainer's names of techniques and levels.
func languageWords(l locale.Lang) []string {
	w := catalog.For(l)
	var all []string
	for _, list := range [][]string{
		w.HelpWords(), w.GreetingWords(), w.GreetingPhrases(), w.ThanksWords(), w.ThanksPhrases(),
		w.AckWords(), w.AckPhrases(), w.QuestionWords(), w.QuestionPhrases(), w.MoreWords(),
		w.PuzzleRequests(), w.TechniqueQuestions(), w.NegationWords(), w.NegationPhrases(), w.NotNegations(),
		slices.Collect(maps.Keys(w.TechniqueAliases())), slices.Collect(maps.Keys(w.LevelAliases())),
	} {
		all = append(all, list...)
	}
	for _, t := range logic.Techniques() {
		all = append(all, explain.For(l).Technique(t))
	}
	for _, lv := range generate.Levels() {
		all = append(all, explain.For(l).Level(lv))
	}
	return all
}

// holds reports whether s holds a letter of language l's own.
func holds(s string, l locale.Lang) bool {
	return strings.IndexFunc(s, func(r rune) bool { return ownLetters[l][foldRune(r)] }) >= 0
}

// spellingOf returns the Spelling of the language a name is written in:
// of the languages whose own letters it holds, the one with the shortest
// names (a name mixing words, "不是pointing", is read as Chinese), else
// English's (a name of letters every language writes: "xwing", "alsxz").
func spellingOf(s string) catalog.Spelling {
	sp, found := catalog.For(locale.English).Spelling(), false
	for _, l := range locale.All() {
		if o := catalog.For(l).Spelling(); holds(s, l) && (!found || o.Prose < sp.Prose) {
			sp, found = o, true
		}
	}
	return sp
}
