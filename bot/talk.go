package bot

import (
	"context"
	"html"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// People do not only send puzzles: they say hello, thank the bot, ask it
// things, or paste something else. Only text that looks like an attempt
// at a grid gets a grid's error; the rest gets a short answer in kind,
// with what to do next.

// A talkKind is what a text that is no puzzle seems to be.
type talkKind uint8

const (
	talkGrid     talkKind = iota // an attempt at a grid: its error says what is wrong
	talkGreeting                 // "hi", "你好", "привет"
	talkThanks                   // "thanks", "谢谢", "спасибо", 👍
	talkQuestion                 // "how do I solve an x-wing?", "как решать?"
	talkProse                    // anything else
)

// talk answers a text that could not be read as a puzzle when it is
// no attempt at one; it reports whether it answered. The answer is in the
// language of the words it understood, the chat's when they are its own.
func (b *Bot) talk(ctx context.Context, r request, text string) bool {
	for _, lang := range locale.All() {
		if slices.Contains(catalog.For(lang).HelpWords(), foldName(text)) {
			b.cmdHelp(ctx, r, nil, "")
			return true
		}
	}
	if level, ok := puzzleAsked(text); ok {
		b.cmdNew(ctx, r, level)
		return true
	}
	kind, lang := classifyTalkIn(text, r.lang)
	if kind == talkGrid {
		return false
	}
	r.lang = lang
	b.reply(ctx, r.chat, r.replyTo, talkText(kind, text, lang))
	if ts := techniqueAsked(text); kind == talkQuestion && ts != nil {
		b.techniqueExample(ctx, r, pickTechnique(ts))
	}
	return true
}

// techniqueExample shows technique t at work: a step of it in a puzzle
// that needs it, drawn as a hint of level 3, with the engine's own
// explanation of that step.
func (b *Bot) techniqueExample(ctx context.Context, r request, t logic.Technique) {
	puzzle, ok := b.examplePuzzle(ctx, t)
	if !ok {
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	path, err := b.path(ctx, puzzle, [81]bool{}, solver.Grid{}, -1)
	if err != nil {
		b.log.Info("no example of a technique", "technique", t, "err", err)
		return
	}
	start := logic.NewBoard(puzzle, solver.Grid{})
	for i, s := range path.Steps {
		if s.Technique != t {
			continue
		}
		c := catalog.For(r.lang)
		head := c.TalkExampleHead(explain.For(r.lang).Technique(t))
		text := explain.For(r.lang).Explain(s)
		room := maxCaption - utf8.RuneCountInString(head) - 8
		caption := "<b>" + html.EscapeString(head) + "</b>\n" + html.EscapeString(fitSentences(text, room, c.TalkExplanationFollows()))
		b.sendPicture(ctx, r, hintPicture(boardAt(start, path, i), s, 3), caption, nil, false)
		if !strings.HasSuffix(caption, html.EscapeString(text)) {
			b.reply(ctx, r.chat, r.replyTo, text)
		}
		return
	}
}

// examplePuzzle returns a puzzle that needs technique t, to show it at
// work: the one shown before, else one of its stock, else one taken once
// from its /practice pool. It never makes one while the person waits: a
// question is answered at once, with or without an example.
func (b *Bot) examplePuzzle(ctx context.Context, t logic.Technique) (solver.Grid, bool) {
	if g, ok := b.caches.examples.get(t); ok {
		return g, true
	}
	var g solver.Grid
	if stock := generate.Stock(t); len(stock) > 0 {
		g = stock[0].Grid
	} else if generate.OnDemand(t) {
		p, ok, err := b.pools.take(ctx, techniquePool(t))
		if err != nil || !ok {
			b.log.Info("no example of a technique ready", "technique", t, "err", err)
			return solver.Grid{}, false
		}
		g = p.Puzzle
	} else {
		return solver.Grid{}, false
	}
	b.caches.examples.put(t, g)
	return g, true
}

// classifyTalk tells what a text that is no puzzle seems to be. A text
// with three lines or more made mostly of cells (digits, dots), or a run
// of 17 cells or more, is an attempt at a grid whatever prose surrounds
// it; so is a short text whose cells, four or more, are at least as many
// as its letters, or one with cells and no letters at all.
func classifyTalk(text string) talkKind {
	kind, _ := classifyTalkIn(text, locale.English)
	return kind
}

// classifyTalkIn is classifyTalk in a chat in language chat; it also
// returns the language to answer in: chat when the text holds words of
// its catalog or none of any, else the first language whose words it
// holds (a question asked in Chinese in a chat set to English).
func classifyTalkIn(text string, chat locale.Lang) (talkKind, locale.Lang) {
	if looksLikeGrid(text) {
		return talkGrid, chat
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
		return talkGrid, chat
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
	question := strings.ContainsAny(text, "?？") || all.question || isAsked
	short := len(talkWords(text)) <= 6
	switch {
	case isAsked && asked != nil, question && findTechnique(text) != nil:
		return talkQuestion, lang
	case short && !all.negated && !question && (all.thanks || all.ack):
		return talkThanks, lang
	case all.greeting:
		return talkGreeting, lang
	case question, short && all.negated:
		// A short complaint gets what the bot does, not a thumbs-up.
		return talkQuestion, lang
	}
	return talkProse, lang
}

// talkWords are a text's words, lower case, ё written е.
func talkWords(text string) []string {
	lower := foldYo(strings.ToLower(strings.TrimSpace(text)))
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
	lower := foldYo(strings.ToLower(strings.TrimSpace(text)))
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
	q := strings.TrimRight(foldYo(strings.ToLower(strings.TrimSpace(text))), "?？!！.。 ")
	for _, l := range locale.All() {
		for _, frame := range catalog.For(l).TechniqueQuestions() {
			before, after, _ := strings.Cut(frame, "%s")
			if len(q) <= len(before)+len(after) || !strings.HasPrefix(q, before) || !strings.HasSuffix(q, after) {
				continue
			}
			name := strings.TrimSpace(q[len(before) : len(q)-len(after)])
			if ts, _ := matchTechnique(name); ts != nil {
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

// puzzleAsked reads a text that asks for a puzzle in words: one of the
// catalogs' MoreWords alone ("ещё", "更多"), or one of their
// PuzzleRequests with a level's name ("give me an easy one"). It returns
// the level, as /new's argument ("" for /new's own), and whether the text
// asks for a puzzle.
func puzzleAsked(text string) (level string, ok bool) {
	folded := foldName(text)
	lower := foldYo(strings.ToLower(strings.TrimSpace(text)))
	requested := false
	for _, l := range locale.All() {
		w := catalog.For(l)
		if slices.ContainsFunc(w.MoreWords(), func(m string) bool { return foldName(m) == folded }) {
			return "", true
		}
		requested = requested || slices.ContainsFunc(w.PuzzleRequests(), func(p string) bool {
			return slices.Contains(talkWords(text), p) || strings.Contains(lower, p) && (strings.Contains(p, " ") || !isASCII(p))
		})
	}
	if !requested {
		return "", false
	}
	for _, w := range talkWords(text) {
		if _, ok, _ := matchLevel(w); ok {
			return w, true
		}
	}
	return "", false
}

// techniqueAsked is the technique, or the family, a question is about:
// the name a question about a technique names, else one in the sentence.
func techniqueAsked(text string) []logic.Technique {
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

// talkText is the answer to a text that is no puzzle.
func talkText(kind talkKind, text string, lang locale.Lang) string {
	c := catalog.For(lang)
	switch kind {
	case talkGreeting:
		return c.TalkGreeting()
	case talkThanks:
		// "ok", "cool": an acknowledgement, not thanks.
		return c.TalkThanks(thanked(text))
	case talkQuestion:
		if ts := techniqueAsked(text); ts != nil {
			return techniqueAnswer(ts, lang)
		}
		return c.TalkAboutMe()
	}
	return c.TalkNotAPuzzle(examplePuzzle)
}

// techniqueAnswer answers a question about a technique, or a family of
// them: what it is called, how hard, what it does, and where to practise
// it when /practice can make a puzzle for it.
func techniqueAnswer(ts []logic.Technique, lang locale.Lang) string {
	t := ts[0]
	c := catalog.For(lang)
	name, arg := familyName(ts, lang), practiceArg(t, lang)
	switch {
	case len(ts) == 1:
	case t == logic.Pointing || t == logic.Claiming:
		arg = c.PracticeLockedCandidatesArg()
	case t >= logic.UniqueRectangle1 && t <= logic.UniqueRectangle4:
		arg = c.PracticeUniqueRectangleArg()
	}
	s := c.TalkTier(name, t.Tier())
	if about := techniqueIdea(t, lang); about != "" {
		s += "\n\n" + about
	}
	practicable := slices.ContainsFunc(ts, func(t logic.Technique) bool { return slices.Contains(practicableTechniques, t) })
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

// practicableTechniques are the techniques /practice can make a puzzle
// for (practicable), listed once.
var practicableTechniques = practicable()

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

// techniqueIdea is what a technique does, in a short paragraph, as the
// engine applies it: a paragraph of its family where one describes each of
// its members by name. TestEveryTechniqueDescribed fails when a technique
// of logic.Techniques has none.
func techniqueIdea(t logic.Technique, lang locale.Lang) string {
	idea := ideas[t]
	if idea == nil {
		return ""
	}
	return idea(catalog.For(lang))
}

// ideas holds each technique's paragraph, a method of catalog.Play.
var ideas = map[logic.Technique]func(catalog.Play) string{
	logic.FullHouse: catalog.Play.IdeaSingles, logic.HiddenSingle: catalog.Play.IdeaSingles, logic.NakedSingle: catalog.Play.IdeaSingles,

	logic.Pointing: catalog.Play.IdeaLockedCandidates, logic.Claiming: catalog.Play.IdeaLockedCandidates,

	logic.LockedPair: catalog.Play.IdeaSubsets, logic.LockedTriple: catalog.Play.IdeaSubsets,
	logic.NakedPair: catalog.Play.IdeaSubsets, logic.NakedTriple: catalog.Play.IdeaSubsets, logic.NakedQuad: catalog.Play.IdeaSubsets,
	logic.HiddenPair: catalog.Play.IdeaSubsets, logic.HiddenTriple: catalog.Play.IdeaSubsets, logic.HiddenQuad: catalog.Play.IdeaSubsets,

	logic.XWing: catalog.Play.IdeaFish, logic.Swordfish: catalog.Play.IdeaFish, logic.Jellyfish: catalog.Play.IdeaFish,
	logic.Skyscraper: catalog.Play.IdeaSingleDigit, logic.TwoStringKite: catalog.Play.IdeaSingleDigit, logic.EmptyRectangle: catalog.Play.IdeaSingleDigit,
	logic.XYWing: catalog.Play.IdeaWings, logic.XYZWing: catalog.Play.IdeaWings, logic.WWing: catalog.Play.IdeaWings,

	logic.SimpleColoring:   catalog.Play.IdeaColoring,
	logic.UniqueRectangle1: catalog.Play.IdeaUniqueRectangle, logic.UniqueRectangle2: catalog.Play.IdeaUniqueRectangle,
	logic.UniqueRectangle3: catalog.Play.IdeaUniqueRectangle, logic.UniqueRectangle4: catalog.Play.IdeaUniqueRectangle,
	logic.BUGPlus1: catalog.Play.IdeaBUG,

	logic.FinnedXWing: catalog.Play.IdeaFinnedFish, logic.SashimiXWing: catalog.Play.IdeaFinnedFish,
	logic.FinnedSwordfish: catalog.Play.IdeaFinnedFish, logic.SashimiSwordfish: catalog.Play.IdeaFinnedFish,
	logic.FinnedJellyfish: catalog.Play.IdeaFinnedFish, logic.SashimiJellyfish: catalog.Play.IdeaFinnedFish,

	logic.RemotePair: catalog.Play.IdeaChains, logic.XChain: catalog.Play.IdeaChains, logic.XYChain: catalog.Play.IdeaChains,
	logic.NiceLoop: catalog.Play.IdeaChains, logic.AIC: catalog.Play.IdeaChains,
	logic.GroupedNiceLoop: catalog.Play.IdeaChains, logic.GroupedAIC: catalog.Play.IdeaChains,

	logic.ALSXZ: catalog.Play.IdeaALS, logic.ALSXYWing: catalog.Play.IdeaALS,
	logic.SueDeCoq:     catalog.Play.IdeaSueDeCoq,
	logic.DeathBlossom: catalog.Play.IdeaDeathBlossom,
	logic.JExocet:      catalog.Play.IdeaExocet,
	logic.SKLoop:       catalog.Play.IdeaSKLoop,
	logic.MSLS:         catalog.Play.IdeaMSLS,

	logic.CellForcingChain: catalog.Play.IdeaForcingChains, logic.HouseForcingChain: catalog.Play.IdeaForcingChains,
	logic.ContradictionChain: catalog.Play.IdeaForcingChains, logic.ForcingNet: catalog.Play.IdeaForcingChains,

	logic.Trial: catalog.Play.IdeaTrial,
}

// charName names a character people cannot see or tell apart in an error
// message: "an emoji variation selector", "a zero-width space".
func charName(r rune, lang locale.Lang) string {
	return catalog.For(lang).TalkCharName(r)
}

// keycaps rewrites keycap emoji ("5️⃣": a digit, an emoji variation
// selector, a keycap mark) and digits in emoji style (a digit and the
// selector) as their digits, and the square emoji people
// use for empty cells (⬜ ⬛ ◻️ ▫️ 🔲 🔳) as dots, so that a grid written
// with them reads as any other.
func keycaps(text string) string {
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

// thanked reports whether a short text thanks the bot ("thanks", "ty",
// "谢谢", "спасибо") rather than only acknowledging ("ok", "cool").
func thanked(text string) bool {
	for _, l := range locale.All() {
		if readWords(text, catalog.For(l)).thanks {
			return true
		}
	}
	return false
}
