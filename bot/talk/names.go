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

// Technique and level names as people type them: in any case, with or
// without spaces and hyphens, in English, Chinese or Russian (ё or е, and
// in a sentence in any case of the noun: «как найти скрытую одиночку?»),
// by a common abbreviation ("ur", "xyz"), by a family ("unique rectangle"
// is any of its four types, 区块 both kinds of locked candidates), with a
// typo or two (then the bot asks "did you mean …?" rather than guess).

// foldName folds a name as people type it differently: case (of any
// script), letters typed for others (ё as е), spaces, every language's
// marks (hyphens, brackets, quotes: catalog.Spelling) and a plural ending
// ("x-wings").
func foldName(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case unicode.IsSpace(r), strings.ContainsRune(nameMarks, r):
			return -1
		}
		return foldRune(r)
	}, s)
	for _, p := range plurals {
		if len(s) > 4 && strings.HasSuffix(s, p) && !strings.HasSuffix(s, p+p) {
			return s[:len(s)-len(p)]
		}
	}
	return s
}

// techniqueKeys maps every folded name, the engine's and the aliases, to
// what it names. Built once: it only reads the engine's constant names.
var techniqueKeys = func() map[string][]logic.Technique {
	keys := map[string][]logic.Technique{}
	for _, t := range generate.Techniques() {
		for _, lang := range locale.All() {
			keys[foldName(explain.For(lang).Technique(t))] = []logic.Technique{t}
		}
	}
	for _, lang := range locale.All() {
		aliases := catalog.For(lang).TechniqueAliases()
		for _, k := range slices.Sorted(maps.Keys(aliases)) {
			ts := aliases[k]
			if _, ok := keys[foldName(k)]; !ok {
				keys[foldName(k)] = ts
			}
		}
	}
	return keys
}()

// A stemmer finds the names of a language whose words change
// (catalog.Spelling.CaseEndings) in any case of their words: «как найти
// скрытую одиночку?».
type stemmer struct {
	lang    locale.Lang
	endings []string
	// names maps the language's names (the engine's and the aliases)
	// holding its own letters, as key writes them, to the key of
	// techniqueKeys they fold to.
	names map[string]string
	// prose are names as the stems of their words, each with the key of
	// techniqueKeys it stands for, that findTechnique looks for in a
	// sentence; everyday words ("пара", "рыба", "цепочка") are left out.
	prose []proseStem
}

type proseStem struct {
	stems []string
	key   string
}

// stemmers are the stemmers of the languages whose words change.
var stemmers = func() []stemmer {
	var out []stemmer
	for _, lang := range locale.All() {
		endings := catalog.For(lang).Spelling().CaseEndings
		if len(endings) == 0 {
			continue
		}
		s := stemmer{lang: lang, endings: endings, names: map[string]string{}}
		add := func(name string) {
			if holds(name, lang) {
				if _, ok := s.names[s.key(name)]; !ok {
					s.names[s.key(name)] = foldName(name)
				}
			}
		}
		for _, t := range generate.Techniques() {
			add(explain.For(lang).Technique(t))
		}
		for _, k := range slices.Sorted(maps.Keys(catalog.For(lang).TechniqueAliases())) {
			add(k)
		}
		for _, k := range slices.Sorted(maps.Keys(s.names)) {
			if key := s.names[k]; !everydayNames[key] {
				s.prose = append(s.prose, proseStem{strings.Fields(k), key})
			}
		}
		out = append(out, s)
	}
	return out
}()

// MatchTechnique reads a technique's name as people type it. It returns
// the techniques it names (one, or a family), or else the technique it
// is probably a typo of (suggest) and nothing.
func MatchTechnique(name string) (ts []logic.Technique, suggest logic.Technique) {
	key := foldName(name)
	if key == "" {
		return nil, 0
	}
	if ts, ok := techniqueKeys[key]; ok {
		return ts, 0
	}
	if t, err := generate.ParseTechnique(name); err == nil {
		return []logic.Technique{t}, 0
	}
	for _, s := range stemmers {
		if k, ok := s.names[s.key(name)]; ok && holds(name, s.lang) {
			return techniqueKeys[k], 0
		}
	}
	// Every key at the smallest distance, in a fixed order: a tie between
	// names of different techniques is no suggestion, whatever the map's
	// order.
	bestD := 3
	var near []logic.Technique
	for _, k := range sortedTechniqueKeys {
		d := typoDistance(key, k)
		switch {
		case d < bestD:
			bestD, near = d, []logic.Technique{techniqueKeys[k][0]}
		case d == bestD && d < 3 && !slices.Contains(near, techniqueKeys[k][0]):
			near = append(near, techniqueKeys[k][0])
		}
	}
	if len(near) != 1 || bestD > allowedTypos(key) {
		return nil, 0
	}
	return nil, near[0]
}

// sortedTechniqueKeys are techniqueKeys' keys, sorted.
var sortedTechniqueKeys = slices.Sorted(maps.Keys(techniqueKeys))

// everydayNames are every language's EverydayNames: names and aliases
// of techniques that are also everyday words ("pointing", "数对",
// "пара").
var everydayNames = func() map[string]bool {
	m := map[string]bool{}
	for _, lang := range locale.All() {
		for _, n := range catalog.For(lang).EverydayNames() {
			m[n] = true
		}
	}
	return m
}()

// proseKeys are the keys findTechnique looks for in a sentence: the
// engine's names and the aliases that are not everyday words, nor
// shorter than their language's Spelling.Prose (abbreviations such as
// "ur", "er", "lc", "xw", read only as /practice's argument). The names
// of a language whose words change are looked for by their stems
// (stemmer.prose), whatever the case of their words.
var proseKeys = func() []string {
	var keys []string
	for _, k := range sortedTechniqueKeys {
		sp := spellingOf(k)
		if everydayNames[k] || len(sp.CaseEndings) > 0 || utf8.RuneCountInString(k) < sp.Prose {
			continue
		}
		keys = append(keys, k)
	}
	return keys
}()

// allowedTypos is how many typos a name of its length may hold and still
// be recognised, by its language's Spelling: in English none in three
// letters or fewer, one in up to six, two in seven and more; in Chinese
// one from three characters.
func allowedTypos(key string) int {
	n, sp := utf8.RuneCountInString(key), spellingOf(key)
	switch {
	case sp.TwoTypos > 0 && n >= sp.TwoTypos:
		return 2
	case sp.OneTypo > 0 && n >= sp.OneTypo:
		return 1
	}
	return 0
}

// typoDistance is the number of characters to insert, delete, change or
// swap with their neighbour to make a into b (Damerau-Levenshtein,
// restricted), or more than 2 when it is sure to be more. Names are
// short: longer inputs are not compared.
func typoDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 || abs(len(ra)-len(rb)) > 2 {
		return 3
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// levelAliases are the words people use for the levels besides the
// engine's names, in every language's catalog.
var levelAliases = func() map[string]logic.Level {
	all := map[string]logic.Level{}
	for _, lang := range locale.All() {
		maps.Copy(all, catalog.For(lang).LevelAliases())
	}
	return all
}()

// levelKeys are levelAliases folded; sortedLevelAliases their keys in a
// fixed order, so that a tie between two is broken the same way every
// time.
var (
	levelKeys = func() map[string]logic.Level {
		keys := map[string]logic.Level{}
		for k, l := range levelAliases {
			keys[foldName(k)] = l
		}
		return keys
	}()
	sortedLevelAliases = slices.Sorted(maps.Keys(levelAliases))
)

// MatchLevel reads a level's name as people type it; like
// MatchTechnique, it returns the level it probably is a typo of when it
// does not know the name.
func MatchLevel(name string) (level logic.Level, ok bool, suggest string) {
	key := foldName(name)
	if key == "" {
		return 0, false, ""
	}
	if l, err := generate.ParseLevel(name); err == nil {
		return l, true, ""
	}
	if l, ok := levelKeys[key]; ok {
		return l, true, ""
	}
	// The explainers' names as the reader folds them: «легкий» for
	// «Лёгкий», "hard!" for "Hard".
	for _, l := range generate.Levels() {
		for _, lang := range locale.All() {
			if key == foldName(explain.For(lang).Level(l)) {
				return l, true, ""
			}
		}
	}
	best, bestD := "", 3
	var bestLevel logic.Level
	for _, l := range generate.Levels() {
		for _, lang := range locale.All() {
			n := explain.For(lang).Level(l)
			if d := typoDistance(key, foldName(n)); d < bestD {
				best, bestD, bestLevel = n, d, l
			}
		}
	}
	// An alias closer than every name is suggested as it is in a
	// language whose words change (it keeps its gender: «сложная»), else
	// by the level's English name. A tie goes to the names above
	// («сложнй» is «Сложный», not «сложно»).
	for _, k := range sortedLevelAliases {
		if d := typoDistance(key, foldName(k)); d < bestD {
			bestD, bestLevel = d, levelAliases[k]
			best = explain.For(locale.English).Level(bestLevel)
			if len(spellingOf(k).CaseEndings) > 0 {
				best = k
			}
		}
	}
	if best == "" || bestD > allowedTypos(key) {
		return 0, false, ""
	}
	return bestLevel, false, best
}

// findTechnique finds a technique named in a sentence ("how do I solve an
// x-wing?"): the longest name or alias that appears in it, as a whole
// word for the short ones. Everyday words and lower-case abbreviations
// never name one in a sentence (proseKeys).
func findTechnique(text string) []logic.Technique {
	folded := foldName(text)
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		words[foldName(w)] = true
	}
	best := ""
	for _, k := range proseKeys {
		found := words[k]
		if !found && (utf8.RuneCountInString(k) >= 5 || spellingOf(k).Unspaced || strings.ContainsAny(k, "0123456789")) {
			found = strings.Contains(folded, k)
		}
		if found && len(k) > len(best) {
			best = k
		}
	}
	// Names in any case of their words: «как найти скрытую одиночку?».
	for _, s := range stemmers {
		if !holds(text, s.lang) {
			continue
		}
		stems := strings.Fields(s.key(text))
		for _, p := range s.prose {
			if len(p.key) > len(best) && containsRun(stems, p.stems) {
				best = p.key
			}
		}
	}
	// Initialisms count in a sentence only in capitals, as a whole word:
	// "what is a UR?", not "how do I use ur bot?".
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if best == "" && slices.Contains(initialisms, w) {
			best = strings.ToLower(w)
		}
	}
	if best == "" {
		return nil
	}
	return techniqueKeys[best]
}

// initialisms are every language's Initialisms.
var initialisms = func() []string {
	var all []string
	for _, lang := range locale.All() {
		all = append(all, catalog.For(lang).Initialisms()...)
	}
	return all
}()

// key writes a name or a sentence as the stems of its words (stem),
// separated by spaces: «Скрытую одиночку» and «скрытая одиночка» both
// give "скрыт одиночк", «X-крыла» "x крыл".
func (s stemmer) key(text string) string {
	words := strings.FieldsFunc(strings.Map(foldRune, text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for i, w := range words {
		words[i] = s.stem(w)
	}
	return strings.Join(words, " ")
}

// stem cuts the case ending off a word, keeping at least three letters,
// so that the forms of a word share its stem: «одиночка», «одиночку» and
// «одиночки» are all "одиночк". It is no full stemmer, only enough to
// find a technique's name in a sentence; words of other languages have
// none of its endings and are left as they are.
func (s stemmer) stem(w string) string {
	n := utf8.RuneCountInString(w)
	for _, e := range s.endings {
		if strings.HasSuffix(w, e) && n-utf8.RuneCountInString(e) >= 3 {
			return strings.TrimSuffix(w, e)
		}
	}
	return w
}

// containsRun reports whether words holds run, word for word, in a row.
func containsRun(words, run []string) bool {
	if len(run) == 0 {
		return false
	}
	for i := 0; i+len(run) <= len(words); i++ {
		if slices.Equal(words[i:i+len(run)], run) {
			return true
		}
	}
	return false
}
