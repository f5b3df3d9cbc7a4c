package explain

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// notWords are the Latin-letter tokens a Chinese or Russian text may hold,
// each for a reason:
//
//   - X, XY, XYZ, W, XZ: the letters of technique names (X-крыло, XY翼,
//     W-крыло, ALS-XZ), which Chinese and Russian Sudoku sites keep;
//   - ALS, AIC, BUG, UR, MSLS, SK: abbreviations that stand as names
//     (ALS-XZ, BUG+1, SK-петля, MSLS) in every language;
//   - A, B, C, Z: the names the texts give to almost locked sets (A, B, C),
//     the two colours of a colouring (A, B) and to the digits X and Z of an
//     ALS step, as algebra does;
//   - d: the "any base digit" of a Junior Exocet's reasoning;
//   - N, z: the size of a subset or set ("N cells with N+1 digits") and
//     the digit a wing or the petals share, in what techniques do;
//   - JExocet: the abbreviation of Junior Exocet, given with its name;
//   - Sue, de, Coq: a person's name (the forum name Sue de Coq), which
//     Chinese sites keep in Latin letters.
//
// Cell names such as r3c5 are removed before the words are counted.
var notWords = map[string]bool{
	"X": true, "XY": true, "XYZ": true, "W": true, "XZ": true,
	"ALS": true, "AIC": true, "BUG": true, "UR": true, "MSLS": true, "SK": true,
	"A": true, "B": true, "C": true, "Z": true,
	"d": true,
	"N": true, "z": true, "JExocet": true,
	"Sue": true, "de": true, "Coq": true,
}

var (
	cellNameRe = regexp.MustCompile(`r[1-9]c[1-9]`)
	latinRe    = regexp.MustCompile(`[A-Za-z]+`)
)

// foreignWords returns the Latin-letter words of a Chinese or Russian text
// that are not cell names or in notWords.
func foreignWords(text string) []string {
	var out []string
	for _, w := range latinRe.FindAllString(cellNameRe.ReplaceAllString(text, " "), -1) {
		if !notWords[w] {
			out = append(out, w)
		}
	}
	return out
}

// hasScript reports whether text holds a letter of the script.
func hasScript(text string, script *unicode.RangeTable) bool {
	return strings.IndexFunc(text, func(r rune) bool { return unicode.Is(script, r) }) >= 0
}

// onlyNames reports whether text is made only of allowed names, cell
// names, digits and punctuation (a technique name such as ALS-XZ or
// BUG+1), which every language writes alike.
func onlyNames(text string) bool {
	return strings.IndexFunc(cellNameRe.ReplaceAllString(text, " "), func(r rune) bool {
		return unicode.IsLetter(r) && !strings.ContainsRune("XYZWALSICBUGRMK", r)
	}) < 0
}

// languageError says how a text of a step falls back to another language,
// or returns "".
func languageError(lang locale.Lang, text string) string {
	switch {
	case strings.TrimSpace(text) == "":
		return "empty"
	case strings.Contains(text, "%!"):
		return "formatting error"
	}
	switch lang {
	case locale.English:
		if hasScript(text, unicode.Han) || hasScript(text, unicode.Cyrillic) {
			return "Chinese or Russian in English"
		}
	case locale.Chinese:
		if w := foreignWords(text); len(w) > 0 {
			return fmt.Sprintf("English words %q", w)
		}
		if hasScript(text, unicode.Cyrillic) {
			return "Russian in Chinese"
		}
		if !hasScript(text, unicode.Han) && !onlyNames(text) {
			return "no Chinese"
		}
	case locale.Russian:
		if w := foreignWords(text); len(w) > 0 {
			return fmt.Sprintf("English words %q", w)
		}
		if hasScript(text, unicode.Han) {
			return "Chinese in Russian"
		}
		if !hasScript(text, unicode.Cyrillic) && !onlyNames(text) {
			return "no Russian"
		}
	}
	return ""
}

// stepTexts returns every text of a step in a language, by name: its
// technique, explanation, hint levels, line, short form and net pages.
func stepTexts(s *logic.Step, lang locale.Lang) map[string]string {
	x := For(lang)
	texts := map[string]string{
		"technique": x.Technique(s.Technique),
		"explain":   x.Explain(s),
		"line":      x.Line(s),
		"short":     x.Short(s),
	}
	for level := 1; level <= HintLevels; level++ {
		texts[fmt.Sprintf("hint %d", level)] = x.Hint(s, level)
	}
	if h, ok := s.Where(); ok {
		texts["house"] = x.House(h)
	}
	for i, p := range x.NetPages(s, 128) {
		texts[fmt.Sprintf("net page %d", i+1)] = p.Text
	}
	return texts
}

// cellNames returns the sorted, distinct cell names a text holds.
func cellNamesIn(text string) []string {
	names := cellNameRe.FindAllString(text, -1)
	slices.Sort(names)
	return slices.Compact(names)
}

// checkLanguages fails t for any text of the step that falls back to
// another language, and for a Chinese or Russian explanation or hint that
// names other cells than the English one does (a sentence left out).
func checkLanguages(t *testing.T, name string, s *logic.Step) {
	t.Helper()
	en := stepTexts(s, locale.English)
	for _, lang := range locale.All() {
		texts := en
		if lang != locale.English {
			texts = stepTexts(s, lang)
		}
		for what, text := range texts {
			if msg := languageError(lang, text); msg != "" {
				t.Errorf("%s: %v, %s in %v: %s: %q", name, s.Technique, what, lang, msg, text)
				continue
			}
			if lang == locale.English || what == "technique" || what == "house" {
				continue
			}
			if got, want := cellNamesIn(text), cellNamesIn(en[what]); !slices.Equal(got, want) {
				t.Errorf("%s: %v, %s in %v names cells %v, English %v:\n%s\n%s", name, s.Technique, what, lang, got, want, text, en[what])
			}
		}
	}
}

// TestNamesEveryLanguage checks the names of every technique, level and
// house in every language: present, in the language, and distinct; and
// that every technique says what it does in every language.
func TestNamesEveryLanguage(t *testing.T) {
	for _, lang := range locale.All() {
		x := For(lang)
		seen := map[string]logic.Technique{}
		for _, tech := range logic.Techniques() {
			name := x.Technique(tech)
			if msg := languageError(lang, name); msg != "" || name == "?" {
				t.Errorf("%v: technique %v: %q %s", lang, tech, name, msg)
			}
			if other, ok := seen[name]; ok {
				t.Errorf("%v: %v and %v are both %q", lang, other, tech, name)
			}
			seen[name] = tech
			about := x.Describe(tech)
			if msg := languageError(lang, about); msg != "" {
				t.Errorf("%v: what %v does: %q %s", lang, tech, about, msg)
			}
			if lang != locale.English && about == For(locale.English).Describe(tech) {
				t.Errorf("%v: what %v does is the English text: %q", lang, tech, about)
			}
		}
		for l := logic.Easy; l <= logic.Extreme; l++ {
			if name := x.Level(l); languageError(lang, name) != "" || name == "?" {
				t.Errorf("%v: level %v: %q", lang, l, name)
			}
		}
		for h := range 27 {
			if name := x.House(houseOf(h)); languageError(lang, name) != "" {
				t.Errorf("%v: house %d: %q", lang, h, name)
			}
		}
	}
	if got := For(locale.Russian).House(solver.House{Kind: solver.Column, Index: 4}); got != "столбец 5" {
		t.Errorf("Russian column 5 = %q", got)
	}
}

// TestEveryStepEveryLanguage explains every step of the shared sets'
// puzzles (the HoDoKu exemplars and regression library, samples of the
// rated sets and of the hard sets) in every language, at every hint level,
// as a line, in short and as net pages, and checks that no text falls back
// to another language (see checkLanguages) and that the texts pass the
// checks of the English and Chinese texts: hints that name only places of
// the step, chains and forcing chains explained link by link. Under
// -short it samples fewer puzzles of each set.
func TestEveryStepEveryLanguage(t *testing.T) {
	ctx := context.Background()
	short := testing.Short() || raceEnabled
	steps := 0
	techs := map[logic.Technique]int{}
	check := func(name string, s *logic.Step) {
		steps++
		techs[s.Technique]++
		checkLanguages(t, name, s)
		checkStepTexts(t, name, s)
		switch tier := s.Technique.Tier(); {
		case tier == 9 && len(s.Chains) > 0 && len(s.Houses) > 0:
			checkForcingTexts(t, name, s)
		case tier == 7:
			checkChainExplanation(t, s)
		case tier == 4 || tier == 6: // the patterns: fish, single-digit patterns, wings
			checkExplanation(t, s)
		}
	}
	path := func(name string, g solver.Grid) {
		p, _ := logic.SolvePath(ctx, logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
		if p == nil {
			return
		}
		for k, s := range p.Steps {
			check(fmt.Sprintf("%s step %d", name, k+1), s)
		}
	}

	// The exemplars: every puzzle (-short: the first of each section).
	sections := map[string]bool{}
	for i, line := range logictest.ReadLines(t, logictest.SharedData(t, "logic/hodoku_exemplars.tsv"))[1:] {
		f := strings.Split(line, "\t")
		if short && sections[f[0]] {
			continue
		}
		sections[f[0]] = true
		g, err := solver.Parse(f[2])
		if err != nil {
			t.Fatalf("exemplar line %d: %v", i+2, err)
		}
		path(fmt.Sprintf("exemplar %d", i+2), g)
	}

	// The regression library: the engine's step on every board (-short:
	// every tenth; under the race detector, which runs it with -short in
	// the README's command, every fortieth).
	every := 10
	if raceEnabled {
		every = 40
	}
	for i, line := range logictest.ReadLines(t, logictest.SharedData(t, "logic/hodoku_reglib-1.4.txt")) {
		if !strings.HasPrefix(line, ":") || short && i%every != 0 {
			continue
		}
		b, ok := reglibBoard(line)
		if !ok {
			t.Fatalf("reglib line %d: %q", i+1, line)
		}
		if s, err := logic.Next(ctx, &b, logic.Options{}); err == nil {
			check(fmt.Sprintf("reglib line %d", i+1), s)
		}
	}

	// Samples of the rated and the hard sets.
	for _, set := range []struct {
		file      string
		n, nShort int
	}{
		{"logic/cb001_sample1000.tsv", 40, 3},
		{"logic/royle17_sample1000.tsv", 40, 3},
		{"logic/qqwing_levels.tsv", 40, 3},
		{"logic/se_top1465.tsv", 20, 1},
		{"exact/puzzles5_forum_hardest_1905_11+.txt", 20, 1},
		{"exact/puzzles3_magictour_top1465.txt", 20, 1},
	} {
		lines := logictest.ReadLines(t, logictest.SharedData(t, set.file))
		n := set.n
		if short {
			n = set.nShort
		}
		stride := max(1, len(lines)/n)
		for i := stride / 2; i < len(lines); i += stride {
			g, err := puzzleOf(lines[i])
			if err != nil {
				continue // a header line
			}
			path(fmt.Sprintf("%s:%d", set.file, i+1), g)
		}
	}
	t.Logf("%d steps of %d techniques explained in %d languages", steps, len(techs), len(locale.All()))
	var missing []logic.Technique
	for _, tech := range logic.Techniques() {
		if techs[tech] == 0 {
			missing = append(missing, tech)
		}
	}
	t.Logf("techniques not met: %v", missing)
	if len(techs) < 30 {
		t.Errorf("only %d techniques met: %v", len(techs), techs)
	}
}

// puzzleOf finds the 81-character puzzle among the fields of a line.
func puzzleOf(line string) (solver.Grid, error) {
	for _, f := range strings.FieldsFunc(line, func(r rune) bool { return r == '\t' || r == ' ' }) {
		if len(f) == 81 {
			return solver.Parse(f)
		}
	}
	return solver.Grid{}, fmt.Errorf("no puzzle in %q", line)
}

// reglibBoard reads the board of a line of HoDoKu's regression library:
// givens, placed digits (after '+') and eliminated candidates.
func reglibBoard(line string) (logic.Board, bool) {
	f := strings.Split(line, ":")
	if len(f) < 7 {
		return logic.Board{}, false
	}
	givens, entries, ok := logictest.ReglibGrid(f[3])
	if !ok {
		return logic.Board{}, false
	}
	b := logic.NewBoard(givens, entries)
	for _, w := range strings.Fields(f[4]) {
		if len(w) != 3 {
			return logic.Board{}, false
		}
		b.Eliminate(int(w[1]-'1')*9+int(w[2]-'1'), int(w[0]-'0'))
	}
	return b, true
}

// TestLanguageError checks the check itself: it must catch a text left in
// another language and let through the names every language shares.
func TestLanguageError(t *testing.T) {
	for _, tc := range []struct {
		lang locale.Lang
		text string
		bad  bool
	}{
		{locale.Russian, "Уберите 5 из r1c1.", false},
		{locale.Russian, "XY-крыло: опорная клетка r5c5 видит крылья.", false},
		{locale.Russian, "ALS-XZ", false},
		{locale.Russian, "Remove 5 from r1c1.", true},
		{locale.Russian, "Уберите 5 из r1c1 (last candidate).", true},
		{locale.Russian, "删去r1c1中的5。", true},
		{locale.Russian, "r1c1 = 5", false}, // only a cell and a digit: the same in every language
		{locale.Chinese, "删去r1c1中的5。", false},
		{locale.Chinese, "Sue de Coq（融合）", false},
		{locale.Chinese, "删去r1c1中的5 (last candidate)。", true},
		{locale.Chinese, "Уберите 5 из r1c1.", true},
		{locale.English, "Remove 5 from r1c1.", false},
		{locale.English, "Уберите 5 из r1c1.", true},
		{locale.English, "", true},
		{locale.English, "%!d(string=x)", true},
	} {
		if got := languageError(tc.lang, tc.text); (got != "") != tc.bad {
			t.Errorf("languageError(%v, %q) = %q, want an error: %v", tc.lang, tc.text, got, tc.bad)
		}
	}
}
