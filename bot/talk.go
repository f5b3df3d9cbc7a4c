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
// no attempt at one; it reports whether it answered.
func (b *Bot) talk(ctx context.Context, r request, text string) bool {
	switch foldName(text) {
	case "help", "start", "menu", "commands", "帮助", "菜单", "命令", "开始",
		"помощь", "справка", "меню", "команды", "старт", "начать":
		b.cmdHelp(ctx, r, nil, "")
		return true
	}
	kind := classifyTalk(text)
	if kind == talkGrid {
		return false
	}
	b.reply(ctx, r.chat, r.replyTo, talkText(kind, text, r.lang))
	if ts := findTechnique(text); kind == talkQuestion && ts != nil {
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
	if looksLikeGrid(text) {
		return talkGrid
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
		return talkGrid
	}
	lower := foldYo(strings.ToLower(strings.TrimSpace(text)))
	words := strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '’' })
	has := func(list ...string) bool {
		for _, w := range words {
			if slices.Contains(list, w) {
				return true
			}
		}
		return false
	}
	contains := func(list ...string) bool {
		for _, l := range list {
			if strings.Contains(lower, l) {
				return true
			}
		}
		return false
	}
	// A question word among the first few words: "ok but why is r1c1 a 5".
	asks := false
	for _, w := range words[:min(len(words), 4)] {
		asks = asks || slices.Contains(questionWords, w)
	}
	question := strings.ContainsAny(lower, "?？") || asks ||
		contains("怎么", "如何", "什么", "吗", "为什么", "能不能", "可以", "请问", "教我", "解释", "帮我", "帮忙") ||
		contains("что такое", "что это", "что значит", "что умеешь", "что ты умеешь", "что вы умеете")
	negated := has("not", "no", "nope", "don't", "dont", "isn't", "isnt", "never", "bad", "wrong", "hate") ||
		has("не", "нет", "неа", "никогда", "плохо", "неправильно", "неверно", "ужасно", "ненавижу") ||
		strings.ContainsAny(strings.NewReplacer("不错", "", "不客气", "", "没问题", "", "能不能", "").Replace(lower), "不没别差") ||
		contains("n't", "n’t")
	short := len(words) <= 6
	switch {
	case question && findTechnique(text) != nil:
		return talkQuestion
	case short && !negated && !question && (thanked(text) || has(acknowledgements...) || contains("太棒", "厉害", "好的", "👍", "❤")):
		return talkThanks
	case has(greetings...) || contains("good morning", "good afternoon", "good evening", "你好", "您好", "嗨", "哈喽", "早上好", "下午好", "晚上好", "在吗",
		"добрый день", "добрый вечер", "доброе утро", "доброй ночи", "доброго дня", "доброго времени"):
		return talkGreeting
	case question, short && negated:
		// A short complaint gets what the bot does, not a thumbs-up.
		return talkQuestion
	}
	return talkProse
}

// questionWords start a question in English or Russian (written with е
// for ё, as foldYo leaves them). Russian «что» is left out: it is as often
// "that" ("спасибо, что помогли"); «что такое» asks all the same.
var questionWords = []string{
	"how", "what", "why", "can", "could", "would", "is", "are", "do", "does", "where", "which", "who", "when", "explain", "tell", "teach", "help",
	"как", "почему", "зачем", "где", "какой", "какая", "какое", "какие", "каким", "сколько", "кто", "когда", "можно", "можешь", "можете",
	"объясни", "объясните", "расскажи", "расскажите", "подскажи", "подскажите", "научи", "научите", "помоги", "помогите", "покажи", "покажите",
}

// thanksWords and acknowledgements: a short text with one of them thanks
// the bot, or only acknowledges its answer ("ok", "cool"); greetings greet
// it. Russian words are written with е for ё.
var (
	thanksWords = []string{"thanks", "thank", "thx", "ty", "cheers", "tysm", "thankyou", "thanx", "tks",
		"спс", "пасиб", "пасибо", "мерси", "сенкс", "благодарю"}
	acknowledgements = []string{"great", "awesome", "cool", "nice", "ok", "okay", "perfect", "good",
		"ок", "окей", "оке", "хорошо", "отлично", "класс", "классно", "супер", "круто", "понятно", "ясно", "понял", "поняла",
		"ладно", "норм", "нормально", "здорово", "прекрасно", "замечательно", "неплохо", "ага", "угу"}
	greetings = []string{"hi", "hello", "hey", "hiya", "howdy", "greetings", "yo",
		"привет", "приветик", "приветствую", "здравствуйте", "здравствуй", "здрасте", "здрасьте", "хай", "салют", "хелло"}
)

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
		if ts := findTechnique(text); ts != nil {
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
	if !practicable {
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
	lower := foldYo(strings.ToLower(text))
	if strings.ContainsAny(text, "谢🙏") || strings.Contains(lower, "спасиб") || strings.Contains(lower, "благодар") {
		return true
	}
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if slices.Contains(thanksWords, w) {
			return true
		}
	}
	return false
}
