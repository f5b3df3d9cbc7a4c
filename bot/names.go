package bot

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
// script), ё as е, spaces, hyphens, underscores, dots, plus signs,
// brackets (half and full width), Russian quotes and a plural s.
func foldName(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case unicode.IsSpace(r), strings.ContainsRune("-_.+()（）/·'’\"“”‘«»,，、:：!！?？", r):
			return -1
		}
		return foldRune(r)
	}, s)
	if len(s) > 4 && strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") {
		s = s[:len(s)-1]
	}
	return s
}

// foldRune folds a letter's case, and ё to е, as Russian is often typed.
func foldRune(r rune) rune {
	r = unicode.ToLower(r)
	if r == 'ё' {
		return 'е'
	}
	return r
}

// foldYo writes ё as е in a text already in lower case.
func foldYo(s string) string { return strings.ReplaceAll(s, "ё", "е") }

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

// techniqueStems maps the Russian names (the engine's and the aliases),
// as stemsKey writes them, to the key of techniqueKeys they fold to: a
// name in any case of its words ("скрытую одиночку") finds it.
var techniqueStems = func() map[string]string {
	stems := map[string]string{}
	add := func(name string) {
		if hasCyrillic(name) {
			if _, ok := stems[stemsKey(name)]; !ok {
				stems[stemsKey(name)] = foldName(name)
			}
		}
	}
	for _, t := range generate.Techniques() {
		for _, lang := range locale.All() {
			add(explain.For(lang).Technique(t))
		}
	}
	for _, lang := range locale.All() {
		for _, k := range slices.Sorted(maps.Keys(catalog.For(lang).TechniqueAliases())) {
			add(k)
		}
	}
	return stems
}()

// matchTechnique reads a technique's name as people type it. It returns
// the techniques it names (one, or a family), or else the technique it
// is probably a typo of (suggest) and nothing.
func matchTechnique(name string) (ts []logic.Technique, suggest logic.Technique) {
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
	if k, ok := techniqueStems[stemsKey(name)]; ok && hasCyrillic(name) {
		return techniqueKeys[k], 0
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

// everydayNames are the names and aliases of techniques that are also
// everyday words ("pointing", "a single solution", "I found a bug", "这个数对吗"):
// /practice takes them, but a sentence naming one does not ask about a
// technique.
var everydayNames = map[string]bool{
	"pointing": true, "claiming": true, "single": true, "pair": true, "triple": true, "quad": true,
	"subset": true, "chain": true, "color": true, "colour": true, "coloring": true, "colouring": true,
	"fish": true, "wing": true, "loop": true, "kite": true, "intersection": true, "uniqueness": true,
	"bug": true, "数对": true, "链": true, "鱼": true, "环": true, "染色": true,
	"одиночка": true, "одиночки": true, "пересечение": true, "указывающие": true, "запирающие": true,
	"пара": true, "блокирующие": true, "тройка": true, "четверка": true, "группа": true, "рыба": true, "змей": true, "крыло": true,
	"крылья": true, "раскраска": true, "раскрашивание": true, "уникальность": true, "баг": true, "сашими": true,
	"цепочка": true, "цепь": true, "цикл": true, "петля": true,
}

// proseKeys are the keys findTechnique looks for in a sentence: the
// engine's names and the aliases that are not everyday words, nor short
// abbreviations ("ur", "er", "lc", "xw"), which are read only as
// /practice's argument. Russian names are looked for by their stems
// (proseStems), whatever the case of their words.
var proseKeys = func() []string {
	var keys []string
	for _, k := range sortedTechniqueKeys {
		han := false
		for _, r := range k {
			han = han || unicode.Is(unicode.Han, r)
		}
		if everydayNames[k] || hasCyrillic(k) || !han && utf8.RuneCountInString(k) < 4 || han && utf8.RuneCountInString(k) < 2 {
			continue
		}
		keys = append(keys, k)
	}
	return keys
}()

// proseStems are the Russian names findTechnique looks for in a
// sentence, as the stems of their words, each with the key of
// techniqueKeys it stands for; everyday words ("пара", "рыба",
// "цепочка") are left out.
var proseStems = func() []proseStem {
	var out []proseStem
	for _, k := range slices.Sorted(maps.Keys(techniqueStems)) {
		key := techniqueStems[k]
		if everydayNames[key] {
			continue
		}
		out = append(out, proseStem{strings.Fields(k), key})
	}
	return out
}()

type proseStem struct {
	stems []string
	key   string
}

// allowedTypos is how many typos a name of its length may hold and still
// be recognised: none in a short one (three letters or fewer, or two Han
// characters), one in up to six letters (or three Han characters and
// more), two in seven letters and more.
func allowedTypos(key string) int {
	n := utf8.RuneCountInString(key)
	han := false
	for _, r := range key {
		han = han || unicode.Is(unicode.Han, r)
	}
	switch {
	case han && n >= 3, !han && n >= 4 && n < 7:
		return 1
	case !han && n >= 7:
		return 2
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
	// levelNamesRu are the levels as Russian players usually call them,
	// each one of levelAliases.
	levelNamesRu = [...]string{"лёгкий", "средний", "сложный", "экспертный", "экстремальный"}
)

// matchLevel reads a level's name as people type it; like
// matchTechnique, it returns the level it probably is a typo of when it
// does not know the name.
func matchLevel(name string) (level logic.Level, ok bool, suggest string) {
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
	for _, l := range generate.Levels() {
		if key == foldName(explain.For(locale.Russian).Level(l)) {
			return l, true, ""
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
	// A Russian word is suggested as it is, an English one by the
	// level's name; the usual Russian names first, so that a tie goes to
	// them («сложнй» is «сложный», not «сложно»).
	for _, k := range append(levelNamesRu[:], sortedLevelAliases...) {
		if d := typoDistance(key, foldName(k)); d < bestD {
			bestD, bestLevel = d, levelAliases[k]
			best = explain.For(locale.English).Level(bestLevel)
			if hasCyrillic(k) {
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
		if !found && (utf8.RuneCountInString(k) >= 5 || !isASCII(k) || strings.ContainsAny(k, "0123456789")) {
			found = strings.Contains(folded, k)
		}
		if found && len(k) > len(best) {
			best = k
		}
	}
	// Russian names in any case of their words: «как найти скрытую
	// одиночку?».
	if hasCyrillic(text) {
		stems := strings.Fields(stemsKey(text))
		for _, p := range proseStems {
			if len(p.key) > len(best) && containsRun(stems, p.stems) {
				best = p.key
			}
		}
	}
	// Initialisms count in a sentence only in capitals, as a whole word:
	// "what is a UR?", not "how do I use ur bot?".
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		switch w {
		case "UR", "ALS", "AIC", "SDC", "XYZ":
			if best == "" {
				best = strings.ToLower(w)
			}
		}
	}
	if best == "" {
		return nil
	}
	return techniqueKeys[best]
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func hasCyrillic(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0
}

// stemsKey writes a name or a sentence as the stems of its words
// (stemRu), separated by spaces: «Скрытую одиночку» and «скрытая
// одиночка» both give "скрыт одиночк", «X-крыла» "x крыл".
func stemsKey(s string) string {
	words := strings.FieldsFunc(strings.Map(foldRune, s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for i, w := range words {
		words[i] = stemRu(w)
	}
	return strings.Join(words, " ")
}

// ruEndings are the endings of Russian nouns and adjectives in their
// cases and numbers, longest first (ё written е).
var ruEndings = []string{
	"ого", "его", "ому", "ему", "ыми", "ими", "ами", "ями", "ьев", "ьям", "ьях",
	"ая", "яя", "ое", "ее", "ые", "ие", "ый", "ий", "ой", "ей", "ую", "юю", "ых", "их", "ым", "им",
	"ом", "ем", "ам", "ям", "ах", "ях", "ов", "ев", "ья", "ье", "ьи",
	"а", "я", "о", "е", "ы", "и", "у", "ю", "й", "ь",
}

// stemRu cuts the case ending off a Russian word, keeping at least three
// letters, so that the forms of a word share its stem: «одиночка»,
// «одиночку» and «одиночки» are all "одиночк". It is no full stemmer,
// only enough to find a technique's name in a sentence; other words are
// left as they are.
func stemRu(w string) string {
	if !hasCyrillic(w) {
		return w
	}
	n := utf8.RuneCountInString(w)
	for _, e := range ruEndings {
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
