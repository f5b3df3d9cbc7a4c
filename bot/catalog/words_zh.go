package catalog

import "sudokubot/solver/logic"

func (chinese) HelpWords() []string { return []string{"帮助", "菜单", "命令", "开始"} }

// Chinese speakers often greet and acknowledge in Latin letters.
func (chinese) GreetingWords() []string { return []string{"hi", "hello", "hey"} }
func (chinese) GreetingPhrases() []string {
	return []string{"你好", "您好", "嗨", "哈喽", "早上好", "下午好", "晚上好", "在吗"}
}
func (chinese) ThanksWords() []string   { return []string{} }
func (chinese) ThanksPhrases() []string { return []string{"谢", "🙏"} }
func (chinese) AckWords() []string      { return []string{"ok", "okay"} }
func (chinese) AckPhrases() []string    { return []string{"👍", "❤", "太棒", "厉害", "好的"} }
func (chinese) QuestionWords() []string { return []string{} }
func (chinese) QuestionPhrases() []string {
	return []string{"怎么", "如何", "什么", "吗", "为什么", "能不能", "可以", "请问", "教我", "解释", "帮我", "帮忙"}
}
func (chinese) TechniqueQuestions() []string {
	return []string{"%s是什么", "什么是%s", "%s是什么意思", "%s怎么用", "%s是啥", "啥是%s"}
}
func (chinese) NegationWords() []string   { return []string{} }
func (chinese) NegationPhrases() []string { return []string{"不", "没", "别", "差"} }
func (chinese) NotNegations() []string {
	return []string{"不错", "不客气", "没问题", "能不能"}
}

func (chinese) MoreWords() []string {
	return []string{"更多", "再来", "再来一个", "再来一道", "再来一题", "下一个", "下一题", "下一道", "换一题", "换一道", "还要"}
}
func (chinese) PuzzleRequests() []string {
	return []string{"来一", "给我", "我要", "来个", "来道", "想要"}
}

func (chinese) TechniqueAliases() map[string][]logic.Technique {
	return map[string][]logic.Technique{
		"唯一数":   {logic.HiddenSingle, logic.NakedSingle},
		"区块":    {logic.Pointing, logic.Claiming},
		"区块摒除":  {logic.Pointing, logic.Claiming},
		"区块排除":  {logic.Pointing, logic.Claiming},
		"数对":    {logic.NakedPair, logic.HiddenPair, logic.LockedPair},
		"鱼":     {logic.XWing, logic.Swordfish, logic.Jellyfish},
		"带鳍鱼":   {logic.FinnedXWing, logic.FinnedSwordfish, logic.FinnedJellyfish},
		"退化鱼":   {logic.SashimiXWing, logic.SashimiSwordfish, logic.SashimiJellyfish},
		"风筝":    {logic.TwoStringKite},
		"染色":    {logic.SimpleColoring},
		"唯一矩形":  {logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4},
		"链":     {logic.XChain, logic.XYChain, logic.AIC, logic.GroupedAIC},
		"强制链":   {logic.CellForcingChain, logic.HouseForcingChain, logic.ContradictionChain},
		"隐性唯一":  {logic.HiddenSingle},
		"显性唯一数": {logic.NakedSingle},
		"唯一候选数": {logic.NakedSingle},
	}
}

func (chinese) LevelAliases() map[string]logic.Level {
	return map[string]logic.Level{
		"容易": logic.Easy,
		"入门": logic.Easy,
		"初级": logic.Easy,
		"中级": logic.Medium,
		"普通": logic.Medium,
		"一般": logic.Medium,
		"难":  logic.Hard,
		"高级": logic.Hard,
		"大师": logic.Expert,
		"地狱": logic.Extreme,
		"最难": logic.Extreme,
	}
}

func (chinese) EverydayNames() []string { return []string{"数对", "链", "鱼", "环", "染色"} }
func (chinese) Initialisms() []string   { return []string{} }

// A Chinese name says in two characters what English says in a word.
func (chinese) Spelling() Spelling {
	return Spelling{
		Prose: 2, OneTypo: 3, TwoTypos: 0,
		Marks:         "（）·，、：！？",
		QuestionMarks: "？", EndMarks: "？！。",
		Unspaced: true,
	}
}

func (chinese) PrintedWords() []string {
	return []string{"印的", "印好的", "是印的", "是印好的", "印刷", "印刷的", "题目", "原题", "题目数字", "给定", "已知"}
}
func (chinese) YoursWords() []string {
	return []string{"我填的", "是我填的", "我的", "我写的", "手写", "手写的", "自己填的", "你填的", "填的"}
}
