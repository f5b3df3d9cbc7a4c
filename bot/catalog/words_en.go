package catalog

import "sudokubot/solver/logic"

func (english) HelpWords() []string { return []string{"help", "start", "menu", "commands"} }
func (english) GreetingWords() []string {
	return []string{"hi", "hello", "hey", "hiya", "howdy", "greetings", "yo"}
}
func (english) GreetingPhrases() []string {
	return []string{"good morning", "good afternoon", "good evening"}
}
func (english) ThanksWords() []string {
	return []string{"thanks", "thank", "thx", "ty", "cheers", "tysm", "thankyou", "thanx", "tks"}
}
func (english) ThanksPhrases() []string { return []string{"🙏"} }
func (english) AckWords() []string {
	return []string{"great", "awesome", "cool", "nice", "ok", "okay", "perfect", "good"}
}
func (english) AckPhrases() []string { return []string{"👍", "❤"} }
func (english) QuestionWords() []string {
	return []string{"how", "what", "what's", "whats", "why", "can", "could", "would", "is", "are", "do", "does", "where", "which", "who", "when", "explain", "tell", "teach", "help"}
}
func (english) QuestionPhrases() []string { return []string{} }
func (english) TechniqueQuestions() []string {
	return []string{"what is %s", "what's %s", "whats %s", "what is a %s", "what's a %s", "whats a %s", "what is an %s", "what's an %s", "what are %s", "what is the %s", "explain %s", "how does %s work", "how do i use %s", "how do i find %s", "how do i find a %s", "how do i find an %s"}
}
func (english) NegationWords() []string {
	return []string{"not", "no", "nope", "don't", "dont", "isn't", "isnt", "never", "bad", "wrong", "hate"}
}
func (english) NegationPhrases() []string { return []string{"n't", "n’t"} }
func (english) NotNegations() []string    { return []string{} }

func (english) MoreWords() []string {
	return []string{"more", "next", "another", "another one", "one more", "more please", "next one", "next please", "again"}
}
func (english) PuzzleRequests() []string {
	return []string{"give me", "send me", "i want", "i'd like", "can i have", "can i get", "another"}
}

func (english) TechniqueAliases() map[string][]logic.Technique {
	return map[string][]logic.Technique{
		"hs":                {logic.HiddenSingle},
		"ns":                {logic.NakedSingle},
		"single":            {logic.HiddenSingle, logic.NakedSingle},
		"lockedcandidate":   {logic.Pointing, logic.Claiming},
		"lc":                {logic.Pointing, logic.Claiming},
		"intersection":      {logic.Pointing, logic.Claiming},
		"pointingpair":      {logic.Pointing},
		"pointingtriple":    {logic.Pointing},
		"claimingpair":      {logic.Claiming},
		"boxline":           {logic.Claiming},
		"boxlinereduction":  {logic.Claiming},
		"lockedcandidates1": {logic.Pointing},
		"lockedcandidates2": {logic.Claiming},
		"pair":              {logic.NakedPair, logic.HiddenPair, logic.LockedPair},
		"triple":            {logic.NakedTriple, logic.HiddenTriple, logic.LockedTriple},
		"quad":              {logic.NakedQuad, logic.HiddenQuad},
		"nakedsubset":       {logic.NakedPair, logic.NakedTriple, logic.NakedQuad},
		"hiddensubset":      {logic.HiddenPair, logic.HiddenTriple, logic.HiddenQuad},
		"subset":            {logic.NakedPair, logic.HiddenPair, logic.NakedTriple, logic.HiddenTriple, logic.NakedQuad, logic.HiddenQuad},
		"xw":                {logic.XWing},
		"sf":                {logic.Swordfish},
		"jf":                {logic.Jellyfish},
		"fish":              {logic.XWing, logic.Swordfish, logic.Jellyfish},
		"finnedfish":        {logic.FinnedXWing, logic.FinnedSwordfish, logic.FinnedJellyfish},
		"sashimifish":       {logic.SashimiXWing, logic.SashimiSwordfish, logic.SashimiJellyfish},
		"kite":              {logic.TwoStringKite},
		"twostringkite":     {logic.TwoStringKite},
		"er":                {logic.EmptyRectangle},
		"emptyrect":         {logic.EmptyRectangle},
		"xy":                {logic.XYWing},
		"ywing":             {logic.XYWing},
		"xyz":               {logic.XYZWing},
		"wing":              {logic.XYWing, logic.XYZWing, logic.WWing},
		"color":             {logic.SimpleColoring},
		"colour":            {logic.SimpleColoring},
		"coloring":          {logic.SimpleColoring},
		"colouring":         {logic.SimpleColoring},
		"simplecolouring":   {logic.SimpleColoring},
		"uniquerectangle":   {logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4},
		"ur":                {logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4},
		"uniqueness":        {logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4, logic.BUGPlus1},
		"ur1":               {logic.UniqueRectangle1},
		"ur2":               {logic.UniqueRectangle2},
		"ur3":               {logic.UniqueRectangle3},
		"ur4":               {logic.UniqueRectangle4},
		"urtype1":           {logic.UniqueRectangle1},
		"urtype2":           {logic.UniqueRectangle2},
		"urtype3":           {logic.UniqueRectangle3},
		"urtype4":           {logic.UniqueRectangle4},
		"uniquerectangle1":  {logic.UniqueRectangle1},
		"uniquerectangle2":  {logic.UniqueRectangle2},
		"uniquerectangle3":  {logic.UniqueRectangle3},
		"uniquerectangle4":  {logic.UniqueRectangle4},
		"bug":               {logic.BUGPlus1},
		"bug1":              {logic.BUGPlus1},
		"xchain":            {logic.XChain},
		"xychain":           {logic.XYChain},
		"remotepair":        {logic.RemotePair},
		"aic":               {logic.AIC},
		"groupedaic":        {logic.GroupedAIC},
		"loop":              {logic.NiceLoop, logic.GroupedNiceLoop},
		"chain":             {logic.XChain, logic.XYChain, logic.AIC, logic.GroupedAIC},
		"als":               {logic.ALSXZ, logic.ALSXYWing},
		"alsxz":             {logic.ALSXZ},
		"alsxywing":         {logic.ALSXYWing},
		"sdc":               {logic.SueDeCoq},
		"suedecoq":          {logic.SueDeCoq},
		"forcingchain":      {logic.CellForcingChain, logic.HouseForcingChain, logic.ContradictionChain},
	}
}

func (english) LevelAliases() map[string]logic.Level {
	return map[string]logic.Level{
		"easiest":       logic.Easy,
		"beginner":      logic.Easy,
		"simple":        logic.Easy,
		"normal":        logic.Medium,
		"med":           logic.Medium,
		"moderate":      logic.Medium,
		"intermediate":  logic.Medium,
		"difficult":     logic.Hard,
		"tough":         logic.Hard,
		"expertlevel":   logic.Expert,
		"extremelyhard": logic.Extreme,
		"hardest":       logic.Extreme,
		"diabolical":    logic.Extreme,
		"evil":          logic.Extreme,
		"insane":        logic.Extreme,
	}
}

func (english) EverydayNames() []string {
	return []string{"pointing", "claiming", "single", "pair", "triple", "quad", "subset", "chain", "color", "colour",
		"coloring", "colouring", "fish", "wing", "loop", "kite", "intersection", "uniqueness", "bug"}
}
func (english) Initialisms() []string { return []string{"UR", "ALS", "AIC", "SDC", "XYZ"} }
func (english) Spelling() Spelling {
	return Spelling{
		Prose: 4, OneTypo: 4, TwoTypos: 7,
		Marks:         "-_.+()/'’\"“”‘,:!?",
		QuestionMarks: "?", EndMarks: "?!.",
		Plural: "s",
	}
}

func (english) PrintedWords() []string {
	return []string{"printed", "print", "given", "a given", "is printed", "is given", "puzzle", "original"}
}
func (english) YoursWords() []string {
	return []string{"mine", "my", "my own", "yours", "me", "is mine", "written", "handwritten", "written in", "entry", "my entry"}
}
