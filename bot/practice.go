package bot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"sudokubot/bot/messenger"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The practice commands: /new, /practice, /daily and /count.

// makeTimeout bounds making a puzzle on demand, when its pool is empty:
// far above the average (an extreme puzzle takes a quarter of a second,
// the rarest technique made on demand about two seconds).
const makeTimeout = 30 * time.Second

// countBound is the number of solutions /count counts up to.
const countBound = 10_000

// levelArg reads a level argument; empty means Medium. It answers the
// person and returns false for a level it does not know.
func (b *Bot) levelArg(ctx context.Context, r request, cmd, args string) (logic.Level, bool) {
	name := strings.TrimSpace(args)
	if name == "" {
		return logic.Medium, true
	}
	level, ok, suggest := matchLevel(name)
	if !ok {
		text := unknownLevelText(name, cmd, r.lang)
		if suggest != "" {
			text = didYouMeanText(name, "/"+cmd+" "+strings.ToLower(suggest), suggest, r.lang)
		}
		b.reply(ctx, r.chat, r.replyTo, text)
		return 0, false
	}
	return level, true
}

// cmdNew sends a new puzzle of a level, from its pool when it has one.
func (b *Bot) cmdNew(ctx context.Context, r request, args string) {
	level, ok := b.levelArg(ctx, r, "new", args)
	if !ok {
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	p, err := b.fromPool(ctx, levelPool(level), func(ctx context.Context, g *generate.Generator) (*generate.Puzzle, error) {
		return g.Level(ctx, level, generate.Rotate180)
	})
	if err != nil {
		b.makeFailed(ctx, r, err)
		return
	}
	b.sendNew(ctx, r, p, newCaption(p, r.lang))
}

// cmdPractice sends a puzzle to drill a technique: from its pool or made
// now when it is common enough, else from the stock of rare ones.
func (b *Bot) cmdPractice(ctx context.Context, r request, args string) {
	name := strings.TrimSpace(args)
	if name == "" {
		b.reply(ctx, r.chat, r.replyTo, practiceListText(r.lang))
		return
	}
	ts, suggest := matchTechnique(name)
	if len(ts) == 0 {
		text := unknownTechniqueText(name, r.lang)
		if suggest != 0 {
			text = didYouMeanText(name, "/practice "+practiceArg(suggest, r.lang), explain.For(r.lang).Technique(suggest), r.lang)
		}
		b.reply(ctx, r.chat, r.replyTo, text)
		return
	}
	t := pickTechnique(ts)
	b.chatAction(ctx, r, messenger.UploadPhoto)
	p, err := b.practicePuzzle(ctx, t)
	switch {
	case errors.Is(err, errTooRare):
		b.reply(ctx, r.chat, r.replyTo, tooRareText(t, r.lang))
	case err != nil:
		b.makeFailed(ctx, r, err)
	default:
		b.sendNew(ctx, r, p, practiceCaption(t, p, r.lang))
	}
}

// pickTechnique picks one of a family of techniques that has puzzles, at
// random (the first of the family if none has).
func pickTechnique(ts []logic.Technique) logic.Technique {
	var can []logic.Technique
	for _, t := range ts {
		if generate.OnDemand(t) || len(generate.Stock(t)) > 0 {
			can = append(can, t)
		}
	}
	if len(can) == 0 {
		return ts[0]
	}
	return can[rand.IntN(len(can))]
}

// errTooRare is returned for a technique too rare to make a puzzle for
// on demand, with none in stock.
var errTooRare = errors.New("too rare to make a puzzle for")

// practicePuzzle returns a puzzle that drills technique t: from its pool
// or made now when it is common enough, else from the stock of rare ones.
func (b *Bot) practicePuzzle(ctx context.Context, t logic.Technique) (ready, error) {
	if generate.OnDemand(t) {
		return b.fromPool(ctx, techniquePool(t), func(ctx context.Context, g *generate.Generator) (*generate.Puzzle, error) {
			return g.Technique(ctx, t, generate.Rotate180)
		})
	}
	stock := generate.Stock(t)
	if len(stock) == 0 {
		return ready{}, fmt.Errorf("%v: %w", t, errTooRare)
	}
	s := stock[rand.IntN(len(stock))]
	return ready{Puzzle: s.Grid, Score: s.Score, Level: s.Level}, nil
}

// fromPool takes a puzzle from the pool, or makes one now with makeNew when
// the pool is empty.
func (b *Bot) fromPool(ctx context.Context, name string, makeNew func(context.Context, *generate.Generator) (*generate.Puzzle, error)) (ready, error) {
	p, ok, err := b.pools.take(ctx, name)
	if err != nil {
		b.log.Warn("taking a puzzle from its pool", "pool", name, "err", err)
	}
	if ok {
		return p, nil
	}
	ctx, cancel := context.WithTimeout(ctx, makeTimeout)
	defer cancel()
	start := time.Now()
	made, err := makeNew(ctx, generate.New(newSeed()))
	if err != nil {
		return ready{}, err
	}
	b.log.Info("made a puzzle on demand", "pool", name, "ms", time.Since(start).Milliseconds())
	return ready{Puzzle: made.Grid, Score: made.Rating.Score, Level: made.Rating.Level}, nil
}

func (b *Bot) makeFailed(ctx context.Context, r request, err error) {
	b.log.Warn("making a puzzle", "err", err)
	b.reply(ctx, r.chat, r.replyTo, tr(r.lang,
		"I could not make that puzzle in time. Please try again in a moment.",
		"没能及时出好这道题，请稍后再试。"))
}

// sendNew sends a puzzle to solve, not solved, with buttons for a hint,
// checking one's progress and the solution, and makes it the chat's
// current puzzle.
func (b *Bot) sendNew(ctx context.Context, r request, p ready, caption string) {
	b.setCurrent(ctx, r.chat, p.Puzzle, fromBot)
	caption += "\n<code>" + p.Puzzle.String() + "</code>"
	b.sendPicture(ctx, r, render.Puzzle{Grid: p.Puzzle}, caption, b.withPlay(newKeyboard(p.Puzzle, r.lang), r, p.Puzzle), false)
}

func newKeyboard(g solver.Grid, lang locale.Lang) messenger.Keyboard {
	return messenger.Keyboard{
		messenger.Row(
			messenger.Button{Text: btnHint(lang), Data: callback{Action: actHint, Puzzle: g, Level: 1}.encode()},
			messenger.Button{Text: btnCheck(lang), Data: callback{Action: actCheck, Puzzle: g, Level: 1}.encode()},
		),
		messenger.Row(
			messenger.Button{Text: btnSolve(lang), Data: callback{Action: actSolve, Puzzle: g, Level: 1}.encode()},
		),
	}
}

// cmdDaily sends the puzzle of the day for a level: the same for every
// chat on a UTC calendar day. It is kept in Memory for the day, and made
// from the date if it is not there.
func (b *Bot) cmdDaily(ctx context.Context, r request, args string) {
	level, ok := b.levelArg(ctx, r, "daily", args)
	if !ok {
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	day := b.pools.opts.now().UTC()
	p, err := b.daily(ctx, day, level)
	if err != nil {
		b.makeFailed(ctx, r, err)
		return
	}
	b.sendNew(ctx, r, p, dailyCaption(day, p, r.lang))
}

func (b *Bot) daily(ctx context.Context, day time.Time, level logic.Level) (ready, error) {
	key := "daily/" + day.Format(time.DateOnly) + "/" + levelPool(level)
	var p ready
	raw, err := b.memory.Get(ctx, key)
	if err == nil && raw != nil && json.Unmarshal(raw, &p) == nil && p.Puzzle != (solver.Grid{}) {
		return p, nil
	}
	ctx, cancel := context.WithTimeout(ctx, makeTimeout)
	defer cancel()
	made, err := generate.Daily(ctx, day, level)
	if err != nil {
		return p, err
	}
	p = ready{Puzzle: made.Grid, Score: made.Rating.Score, Level: made.Rating.Level}
	if raw, err := json.Marshal(p); err == nil {
		if err := b.memory.Put(ctx, key, raw); err != nil {
			b.log.Warn("keeping the daily puzzle", "key", key, "err", err)
		}
	}
	return p, nil
}

// cmdCount counts the solutions of a puzzle: the one in the message, the
// one it replies to, or the chat's current puzzle (see several).
func (b *Bot) cmdCount(ctx context.Context, r request, m *messenger.Message, args string) {
	var g solver.Grid
	about := ""
	switch ref, hasRef := b.reference(m); {
	case strings.TrimSpace(args) != "":
		var err error
		g, err = solver.Parse(args)
		if errors.Is(err, solver.ErrConflict) {
			b.setCurrent(ctx, r.chat, g, fromText)
		}
		if err != nil {
			b.unreadable(ctx, r, g, err)
			return
		}
		b.setCurrent(ctx, r.chat, g, fromText)
	case hasRef:
		g, about = ref.Puzzle, b.aboutReply(ctx, r, ref.Puzzle)
	default:
		s := b.loadChat(ctx, r.chat)
		if !s.hasPuzzle() {
			b.reply(ctx, r.chat, r.replyTo, countHowText(r.lang))
			return
		}
		g, about = s.Puzzle, b.aboutCurrent(s, r)
	}
	if g.Count() == 0 {
		b.reply(ctx, r.chat, r.replyTo, countEmptyText(countBound, r.lang))
		return
	}
	if err := g.Validate(); err != nil {
		b.unreadable(ctx, r, g, err)
		return
	}
	b.several(ctx, r, g, about, false)
}

// Texts of the practice commands.

func levelNames(lang locale.Lang) string {
	var names []string
	for _, l := range generate.Levels() {
		n := explain.For(lang).Level(l)
		if lang == locale.English {
			n = strings.ToLower(n)
		}
		names = append(names, n)
	}
	return strings.Join(names, tr(lang, ", ", "、"))
}

func unknownLevelText(name, cmd string, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("I don't know the level “%s”. The levels are %s; for example /%s hard.", name, levelNames(lang), cmd),
		fmt.Sprintf("没有“%s”这个难度。难度有：%s（也可以用英文）；例如 /%s 困难。", name, levelNames(lang), cmd))
}

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

// tierNames name the tiers of techniques, 1 to 9.
var tierNames = [...][2]string{
	{"Singles", "唯一数"},
	{"Locked candidates", "区块"},
	{"Subsets", "数组"},
	{"Fish, single-digit patterns and wings", "鱼、单数字结构和翼"},
	{"Coloring and uniqueness", "染色和唯一性"},
	{"Finned and sashimi fish", "带鳍鱼和退化鱼"},
	{"Chains and loops", "链和环"},
	{"Almost locked sets", "待定数组（ALS）"},
	{"Forcing chains and nets", "强制链和强制网"},
}

// techniqueNames lists the techniques /practice has puzzles for, a line
// per tier, the four types of unique rectangle as one.
func techniqueNames(lang locale.Lang) string {
	var lines []string
	var cur []string
	tier := 0
	flush := func() {
		if len(cur) > 0 {
			lines = append(lines, tr(lang, "• ", "• ")+tr(lang, tierNames[tier-1][0], tierNames[tier-1][1])+tr(lang, ": ", "：")+strings.Join(cur, tr(lang, ", ", "、")))
		}
		cur = nil
	}
	ur := false
	for _, t := range practicable() {
		if t.Tier() != tier {
			flush()
			tier = t.Tier()
		}
		n := practiceArg(t, lang)
		switch {
		case t >= logic.UniqueRectangle1 && t <= logic.UniqueRectangle4:
			if ur {
				continue
			}
			ur, n = true, tr(lang, "unique rectangle", "唯一矩形")
		case t == logic.FinnedXWing:
			n = tr(lang, "finned fish", "带鳍鱼")
		case t == logic.SashimiXWing:
			n = tr(lang, "sashimi fish", "退化鱼")
		case t.Tier() == 6:
			continue // the fish above stand for their family
		}
		cur = append(cur, n)
	}
	flush()
	return strings.Join(lines, "\n")
}

// practiceArg is how to name a technique after /practice: its name, in
// lower case in English.
func practiceArg(t logic.Technique, lang locale.Lang) string {
	if lang == locale.English {
		return strings.ToLower(explain.For(lang).Technique(t))
	}
	// Without a gloss: "Sue de Coq（融合）" is /practice Sue de Coq.
	name, _, _ := strings.Cut(explain.For(lang).Technique(t), "（")
	return name
}

func practiceListText(lang locale.Lang) string {
	return tr(lang,
		"Which technique would you like to practise? For example /practice x-wing. I have puzzles for:\n"+techniqueNames(lang),
		"想练哪个技巧？例如 /practice X翼。可以练习的技巧有：\n"+techniqueNames(lang))
}

func unknownTechniqueText(name string, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("I don't know the technique “%s”. These are the ones I have puzzles for (send e.g. /practice skyscraper):\n%s", name, techniqueNames(lang)),
		fmt.Sprintf("我不认识“%s”这个技巧。可以练习的技巧如下（例如发送 /practice 摩天楼）：\n%s", name, techniqueNames(lang)))
}

// didYouMeanText answers a name that is probably a typo.
func didYouMeanText(typed, command, name string, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("I don't know “%s”. Did you mean %s? Send %s", typed, name, command),
		fmt.Sprintf("我不认识“%s”。你是想说“%s”吗？请发送 %s", typed, name, command))
}

func tooRareText(t logic.Technique, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("%s is too rare in random puzzles for me to make one now, and I have none in store yet. These I can give you:\n%s", explain.For(lang).Technique(t), techniqueNames(lang)),
		fmt.Sprintf("%s在随机题目里太少见，我现在出不了，库里也还没有。可以练习的技巧有：\n%s", explain.For(lang).Technique(t), techniqueNames(lang)))
}

// ratingLine is "Medium (3.4)".
func ratingLine(p ready, lang locale.Lang) string {
	return tr(lang, fmt.Sprintf("%s (%.1f)", explain.For(lang).Level(p.Level), p.Score), fmt.Sprintf("%s（%.1f）", explain.For(lang).Level(p.Level), p.Score))
}

func newCaption(p ready, lang locale.Lang) string {
	return tr(lang,
		"🧩 A new puzzle · "+ratingLine(p, lang)+"\nTap Hint when you are stuck; send your grid as a reply to check it.",
		"🧩 新题 · "+ratingLine(p, lang)+"\n卡住了就点“提示”；把你的盘面作为回复发来，我帮你检查。")
}

func practiceCaption(t logic.Technique, p ready, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("🎯 Practice: %s · %s\nSolving it takes %s at least once, and nothing harder.", explain.For(lang).Technique(t), ratingLine(p, lang), explain.For(lang).Technique(t)),
		fmt.Sprintf("🎯 专项练习：%s · %s\n解这道题至少要用一次%s，且用不到更难的技巧。", explain.For(lang).Technique(t), ratingLine(p, lang), explain.For(lang).Technique(t)))
}

func dailyCaption(day time.Time, p ready, lang locale.Lang) string {
	date := day.Format(time.DateOnly)
	return tr(lang,
		fmt.Sprintf("📅 Daily puzzle · %s (UTC) · %s\nEveryone gets this puzzle today; a new one comes tomorrow.", date, ratingLine(p, lang)),
		fmt.Sprintf("📅 每日一题 · %s（UTC）· %s\n今天大家拿到的都是这道题，明天换新题。", date, ratingLine(p, lang)))
}

func countHowText(lang locale.Lang) string {
	return tr(lang,
		"Send /count with a puzzle, or reply /count to a puzzle, and I count its solutions.",
		"发送 /count 加上题目，或者用 /count 回复一道题，我来数它有几个解。")
}

func countEmptyText(bound int, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("At least %d solutions: an empty grid can become any Sudoku grid, and there are 6,670,903,752,021,072,936,960 of them.", bound),
		fmt.Sprintf("至少 %d 个解：空盘面可以填成任何一个数独终盘，而终盘一共有 6,670,903,752,021,072,936,960 个。", bound))
}

// countText says how many solutions a puzzle has (exactly, or at least
// as many as were found) and what the picture marks; warn starts it by
// saying what several solutions mean for hints, ratings and checks.
func countText(c solver.Count, marked int, warn bool, lang locale.Lang) string {
	n := fmt.Sprintf("%d solutions", c.N)
	zhN := fmt.Sprintf("有 %d 个解", c.N)
	if !c.Exact {
		n, zhN = "at least "+n, "至少"+zhN
	}
	var en, zh string
	switch {
	case warn:
		en = "⚠️ This puzzle has " + n + ", not one, so logic alone cannot solve it: there is no next step to hint at, no rating and nothing to check against."
		zh = "⚠️ 这道题" + zhN + "，不是唯一解，所以无法只靠逻辑解出：没法提示下一步、评级或核对。"
	default:
		en, zh = "This puzzle has "+n+".", "这道题"+zhN+"。"
	}
	if c.Limited {
		en += " (I stopped counting at my search limit.)"
		zh += "（搜索到上限就停止计数了。）"
	}
	switch {
	case c.Partial:
		// The searches for the cells that vary stopped short: some
		// digits shown may vary too.
		en += fmt.Sprintf(" The %s where the solutions differ; I could not check every other cell, so some digits shown may differ too.", plural(marked, "marked cell is", "marked cells are"))
		zh += "标出的格子是各个解不同的地方；其他格子我没能逐一核实，所以图中的数字也可能有的不同。"
	case marked == 1:
		en += " The marked cell is where the solutions differ; the digits shown are the same in all of them."
		zh += "标出的那个格子是各个解不同的地方；图中的数字在所有解里都相同。"
	default:
		en += fmt.Sprintf(" The %d marked cells are where the solutions differ; the digits shown are the same in all of them.", marked)
		zh += fmt.Sprintf("标出的 %d 个格子是各个解不同的地方；图中的数字在所有解里都相同。", marked)
	}
	en += " A given in a marked cell would narrow it down."
	zh += "在标出的格子里补一个已知数，就能减少解的个数。"
	return tr(lang, en, zh)
}
