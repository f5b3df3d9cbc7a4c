// Package talk understands what people type besides puzzles and moves:
// greetings, thanks, questions (about the bot, or about a technique by
// any of its names), complaints, a request for a puzzle in words ("give
// me an easy one", "ещё", "更多"), and the names of techniques and levels
// as people type them, typos, Russian cases and abbreviations included.
// The words it reads, and how each language writes them, come from the
// catalogs (package bot/catalog: Words, Spelling), in every language at
// once, so a question in Chinese or Russian is understood in a chat set
// to English and answered in its own language: the language whose words
// it holds.
// It also writes what the bot answers about names: a question about a
// technique, a name it does not know (with the ones /practice and /new
// take), a typo's suggestion; and it quotes back what people typed, cut
// short (Quote).
package talk

import (
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

// People do not only send puzzles: they say hello, thank the bot, ask it
// things, or paste something else. Only text that looks like an attempt
// at a grid gets a grid's error; the rest gets a short answer in kind,
// with what to do next.

// A Kind is what a text that is no puzzle seems to be.
type Kind uint8

const (
	Grid     Kind = iota // an attempt at a grid: its error says what is wrong
	Greeting             // "hi", "你好", "привет"
	Thanks               // "thanks", "谢谢", "спасибо", 👍
	Question             // "how do I solve an x-wing?", "как решать?"
	Prose                // anything else
)

// AsksHelp reports whether a text is one of the catalogs' words for
// help alone ("help", "帮助", "помощь").
func AsksHelp(text string) bool {
	for _, lang := range locale.All() {
		if slices.Contains(catalog.For(lang).HelpWords(), foldName(text)) {
			return true
		}
	}
	return false
}

// classify is Classify in a chat in English, without the language.
func classify(text string) Kind {
	kind, _ := Classify(text, locale.English)
	return kind
}

// Classify tells what a text that is no puzzle seems to be, in a chat in
// language chat. A text with three lines or more made mostly of cells
// (digits, dots), or a run of 17 cells or more, is an attempt at a grid
// whatever prose surrounds it; so is a short text whose cells, four or
// more, are at least as many as its letters, or one with cells and no
// letters at all. It also returns the language to answer in: chat when
// the text holds words of its catalog or none of any, else the first
// language whose words it holds (a question asked in Chinese in a chat
// set to English).
func Classify(text string, chat locale.Lang) (Kind, locale.Lang) {
	if looksLikeGrid(text) {
		return Grid, chat
	}
	cells, letters := 0, 0
	for _, r := range text {
		switch {
		case isCellRune(r):
			cells++
		case unicode.IsLetter(r):
			letters++
		}
	}
	if cells > 0 && (letters == 0 || cells >= 4 && cells >= letters) {
		return Grid, chat
	}
	var all wordsRead
	lang, found := chat, false
	for _, l := range locale.All() {
		w := readWords(text, catalog.For(l))
		all = all.or(w)
		if w.any() && (!found || l == chat) {
			lang, found = l, true
		}
	}
	asked, askedLang, isAsked := askedTechnique(text)
	if isAsked && askedLang != lang && !readWords(text, catalog.For(lang)).any() {
		lang = askedLang
	}
	question := strings.ContainsAny(text, questionMarks) || all.question || isAsked
	short := len(talkWords(text)) <= 6
	switch {
	case isAsked && asked != nil, question && findTechnique(text) != nil:
		return Question, lang
	case short && !all.negated && !question && (all.thanks || all.ack):
		return Thanks, lang
	case all.greeting:
		return Greeting, lang
	case question, short && all.negated:
		// A short complaint gets what the bot does, not a thumbs-up.
		return Question, lang
	}
	return Prose, lang
}

// talkWords are a text's words, lower case, ё written е.
func talkWords(text string) []string {
	lower := foldLetters(strings.ToLower(strings.TrimSpace(text)))
	return strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '’' })
}

// wordsRead is what the words of one language say in a text.
type wordsRead struct {
	greeting, thanks, ack, question, negated bool
}

func (w wordsRead) or(v wordsRead) wordsRead {
	return wordsRead{w.greeting || v.greeting, w.thanks || v.thanks, w.ack || v.ack, w.question || v.question, w.negated || v.negated}
}

func (w wordsRead) any() bool { return w.greeting || w.thanks || w.ack || w.question || w.negated }

// readWords reads a text with the words of one language.
func readWords(text string, c catalog.Words) wordsRead {
	lower := foldLetters(strings.ToLower(strings.TrimSpace(text)))
	words := talkWords(text)
	has := func(list []string) bool {
		return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(list, w) })
	}
	contains := func(s string, list []string) bool {
		return slices.ContainsFunc(list, func(l string) bool { return strings.Contains(s, l) })
	}
	// A question word among the first few words: "ok but why is r1c1 a 5".
	asks := slices.ContainsFunc(words[:min(len(words), 4)], func(w string) bool { return slices.Contains(c.QuestionWords(), w) })
	notNeg := lower
	for _, n := range c.NotNegations() {
		notNeg = strings.ReplaceAll(notNeg, n, "")
	}
	return wordsRead{
		greeting: has(c.GreetingWords()) || contains(lower, c.GreetingPhrases()),
		thanks:   has(c.ThanksWords()) || contains(lower, c.ThanksPhrases()),
		ack:      has(c.AckWords()) || contains(lower, c.AckPhrases()),
		question: asks || contains(lower, c.QuestionPhrases()),
		negated:  has(c.NegationWords()) || contains(notNeg, c.NegationPhrases()),
	}
}

// askedTechnique reads a text that is one of the catalogs' questions
// about a technique ("what is pointing", "环是什么？"): it returns the
// techniques the name stands for and the language of the question, and
// whether the text is such a question at all (asked is nil when the name
// is none the bot knows).
func askedTechnique(text string) (asked []logic.Technique, lang locale.Lang, ok bool) {
	q := strings.TrimRight(foldLetters(strings.ToLower(strings.TrimSpace(text))), endMarks+" ")
	for _, l := range locale.All() {
		for _, frame := range catalog.For(l).TechniqueQuestions() {
			before, after, _ := strings.Cut(frame, "%s")
			if len(q) <= len(before)+len(after) || !strings.HasPrefix(q, before) || !strings.HasSuffix(q, after) {
				continue
			}
			name := strings.TrimSpace(q[len(before) : len(q)-len(after)])
			if ts, _ := MatchTechnique(name); ts != nil {
				return ts, l, true
			}
			for _, t := range logic.Techniques() {
				for _, nl := range locale.All() {
					if foldName(explain.For(nl).Technique(t)) == foldName(name) {
						return []logic.Technique{t}, l, true
					}
				}
			}
			if !ok {
				lang, ok = l, true
			}
		}
	}
	return nil, lang, ok
}

// PuzzleAsked reads a text that asks for a puzzle in words: one of the
// catalogs' MoreWords alone ("ещё", "更多"), or one of their
// PuzzleRequests with a level's name ("give me an easy one"). It returns
// the level, as /new's argument ("" for /new's own), and whether the text
// asks for a puzzle.
func PuzzleAsked(text string) (level string, ok bool) {
	folded := foldName(text)
	lower := foldLetters(strings.ToLower(strings.TrimSpace(text)))
	requested := false
	for _, l := range locale.All() {
		w := catalog.For(l)
		if slices.ContainsFunc(w.MoreWords(), func(m string) bool { return foldName(m) == folded }) {
			return "", true
		}
		sp := w.Spelling()
		requested = requested || slices.ContainsFunc(w.PuzzleRequests(), func(p string) bool {
			anywhere := strings.Contains(p, " ") || sp.Unspaced || len(sp.CaseEndings) > 0
			return slices.Contains(talkWords(text), p) || anywhere && strings.Contains(lower, p)
		})
	}
	if !requested {
		return "", false
	}
	for _, w := range talkWords(text) {
		if _, ok, _ := MatchLevel(w); ok {
			return w, true
		}
	}
	return "", false
}

// TechniqueAsked is the technique, or the family, a question is about:
// the name a question about a technique names, else one in the sentence.
func TechniqueAsked(text string) []logic.Technique {
	if ts, _, _ := askedTechnique(text); ts != nil {
		return ts
	}
	return findTechnique(text)
}

// isCellRune reports whether r stands for a cell of a grid.
func isCellRune(r rune) bool {
	return r >= '0' && r <= '9' || r == '.' || r == '_' || r == '*'
}

// looksLikeGrid reports whether a text holds an attempt at a grid among
// other words: three lines or more made mostly of cells, or a run of 17
// cells or more (spaces and the lines people draw between boxes do not
// break a run).
func looksLikeGrid(text string) bool {
	lines := 0
	for line := range strings.SplitSeq(text, "\n") {
		cells, letters := 0, 0
		for _, r := range line {
			switch {
			case isCellRune(r):
				cells++
			case unicode.IsLetter(r):
				letters++
			}
		}
		if cells >= 3 && cells >= 2*letters {
			lines++
		}
	}
	if lines >= 3 {
		return true
	}
	run := 0
	for _, r := range text {
		switch {
		case isCellRune(r):
			run++
			if run >= 17 {
				return true
			}
		case r == ' ' || r == '\t' || strings.ContainsRune("|-+/\\│─┼", r):
		default:
			run = 0
		}
	}
	return false
}

// TechniqueAnswer answers a question about a technique, or a family of
// them: what it is called, how hard, what it does, and where to practise
// it when /practice can make a puzzle for it.
func TechniqueAnswer(ts []logic.Technique, lang locale.Lang) string {
	t := ts[0]
	c := catalog.For(lang)
	name, arg := familyName(ts, lang), PracticeArg(t, lang)
	switch {
	case len(ts) == 1:
	case t == logic.Pointing || t == logic.Claiming:
		arg = c.PracticeLockedCandidatesArg()
	case t >= logic.UniqueRectangle1 && t <= logic.UniqueRectangle4:
		arg = c.PracticeUniqueRectangleArg()
	}
	s := c.TalkTier(name, t.Tier())
	if about := explain.For(lang).Describe(t); about != "" {
		s += "\n\n" + about
	}
	practicable := slices.ContainsFunc(ts, func(t logic.Technique) bool { return slices.Contains(practicableList, t) })
	switch {
	case t == logic.Trial:
		return s // not a technique to learn: nothing to practise
	case !practicable && t.Tier() == 1:
		return s + "\n\n" + c.TalkEveryPuzzle()
	case !practicable:
		return s + "\n\n" + c.TalkTooRare()
	}
	return s + "\n\n" + c.TalkPractise(arg)
}

// familyName names a technique, or a family of them as people call it:
// "Unique Rectangle (types 1–4)", "Locked candidates (pointing and
// claiming)".
func familyName(ts []logic.Technique, lang locale.Lang) string {
	t := ts[0]
	c := catalog.For(lang)
	switch {
	case len(ts) == 1:
		return explain.For(lang).Technique(t)
	case t == logic.Pointing || t == logic.Claiming:
		return c.TalkLockedCandidates()
	case t >= logic.UniqueRectangle1 && t <= logic.UniqueRectangle4 && len(ts) == 4:
		return c.TalkUniqueRectangles()
	}
	var names []string
	for _, x := range ts {
		names = append(names, explain.For(lang).Technique(x))
	}
	return c.TalkNames(names)
}

// Practicable returns the techniques /practice can give a puzzle for,
// in the ladder's order: the ones made on demand, and the rare ones the
// stock has. The slice is shared: callers do not change it.
func Practicable() []logic.Technique { return practicableList }

// practicableList is practicable's list, made once.
var practicableList = practicable()

// practicable returns the techniques /practice can give a puzzle for: the
// ones made on demand, and the rare ones the stock has.
func practicable() []logic.Technique {
	var ts []logic.Technique
	for _, t := range generate.Techniques() {
		if generate.OnDemand(t) || len(generate.Stock(t)) > 0 {
			ts = append(ts, t)
		}
	}
	return ts
}

// PracticeArg is how to name a technique after /practice: its name, in
// lower case in English.
func PracticeArg(t logic.Technique, lang locale.Lang) string {
	return catalog.For(lang).PracticeArg(explain.For(lang).Technique(t))
}

// Keycaps rewrites keycap emoji ("5️⃣": a digit, an emoji variation
// selector, a keycap mark) and digits in emoji style (a digit and the
// selector) as their digits, and the square emoji people
// use for empty cells (⬜ ⬛ ◻️ ▫️ 🔲 🔳) as dots, so that a grid written
// with them reads as any other.
func Keycaps(text string) string {
	if !strings.ContainsAny(text, "\u20E3\uFE0F⬜⬛◻◼▫▪🔲🔳") {
		return text
	}
	rs := []rune(text)
	var out []rune
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r >= '0' && r <= '9' || r == '*' || r == '#':
			j := i + 1
			if j < len(rs) && rs[j] == 0xFE0F {
				j++
			}
			switch {
			case j < len(rs) && rs[j] == 0x20E3:
				if r == '#' || r == '*' {
					r = '.'
				}
				i = j
			case j > i+1 && r >= '0' && r <= '9':
				i = j - 1 // a digit in emoji style, without its keycap
			}
			out = append(out, r)
		case strings.ContainsRune("⬜⬛◻◼▫▪🔲🔳", r):
			out = append(out, '.')
			if i+1 < len(rs) && rs[i+1] == 0xFE0F {
				i++
			}
		default:
			out = append(out, r)
		}
	}
	return string(out)
}

// Thanked reports whether a short text thanks the bot ("thanks", "ty",
// "谢谢", "спасибо") rather than only acknowledging ("ok", "cool").
func Thanked(text string) bool {
	for _, l := range locale.All() {
		if readWords(text, catalog.For(l)).thanks {
			return true
		}
	}
	return false
}

// MaxQuoted bounds what the bot quotes back of a person's input: enough to
// recognise it, never enough to push a reply past Telegram's limits.
const MaxQuoted = 60

// Quote returns s as the bot quotes it back: its first MaxQuoted runes,
// and "…" when there is more.
func Quote(s string) string {
	if utf8.RuneCountInString(s) <= MaxQuoted {
		return s
	}
	n := 0
	for i := range s {
		if n == MaxQuoted-1 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// UnknownLevel answers a level's name it does not know, after cmd
// ("new", "daily"), with the levels there are.
func UnknownLevel(name, cmd string, lang locale.Lang) string {
	var names []string
	for _, l := range generate.Levels() {
		names = append(names, explain.For(lang).Level(l))
	}
	return catalog.For(lang).PracticeUnknownLevel(Quote(name), cmd, names)
}

// techniqueNames lists the techniques /practice has puzzles for, a line
// per tier, the four types of unique rectangle as one.
func techniqueNames(lang locale.Lang) string {
	c := catalog.For(lang)
	var lines []string
	var cur []string
	tier := 0
	flush := func() {
		if len(cur) > 0 {
			lines = append(lines, c.PracticeTierLine(c.PracticeTier(tier), cur))
		}
		cur = nil
	}
	ur := false
	for _, t := range Practicable() {
		if t.Tier() != tier {
			flush()
			tier = t.Tier()
		}
		n := PracticeArg(t, lang)
		switch {
		case t >= logic.UniqueRectangle1 && t <= logic.UniqueRectangle4:
			if ur {
				continue
			}
			ur, n = true, c.PracticeUniqueRectangleArg()
		case t == logic.FinnedXWing:
			n = c.PracticeFinnedFishArg()
		case t == logic.SashimiXWing:
			n = c.PracticeSashimiFishArg()
		case t.Tier() == 6:
			continue // the fish above stand for their family
		}
		cur = append(cur, n)
	}
	flush()
	return strings.Join(lines, "\n")
}

// PracticeList is /practice without a name: the techniques it has
// puzzles for.
func PracticeList(lang locale.Lang) string {
	return catalog.For(lang).PracticeList(techniqueNames(lang))
}

// UnknownTechnique answers a technique's name it does not know, with the
// techniques /practice has puzzles for.
func UnknownTechnique(name string, lang locale.Lang) string {
	return catalog.For(lang).PracticeUnknownTechnique(Quote(name), techniqueNames(lang))
}

// DidYouMean answers a name that is probably a typo.
func DidYouMean(typed, command, name string, lang locale.Lang) string {
	return catalog.For(lang).PracticeDidYouMean(Quote(typed), command, name)
}

// TooRare answers /practice of a technique too rare to make a puzzle for.
func TooRare(t logic.Technique, lang locale.Lang) string {
	return catalog.For(lang).PracticeTooRare(explain.For(lang).Technique(t), techniqueNames(lang))
}
