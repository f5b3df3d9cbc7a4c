package catalog

import "sudokubot/solver/logic"

// Words are the words the bot reads in one language, as people type them
// to it: a text that is no puzzle is understood through the Words of every
// language, and answered in the language whose words it holds. They are
// written in lower case, Russian with е for ё (as the reader folds it).
//
// "Whole" words are matched as words of the text; "phrases" anywhere in
// it, for scripts written without spaces and for expressions of several
// words.
type Words interface {
	// HelpWords are texts that, alone, ask for /help ("help", "帮助").
	HelpWords() []string
	// GreetingWords and GreetingPhrases greet the bot.
	GreetingWords() []string
	GreetingPhrases() []string
	// ThanksWords and ThanksPhrases thank it.
	ThanksWords() []string
	ThanksPhrases() []string
	// AckWords and AckPhrases only acknowledge an answer ("ok", "cool").
	AckWords() []string
	AckPhrases() []string
	// QuestionWords start a question (among a text's first four words);
	// QuestionPhrases ask one anywhere.
	QuestionWords() []string
	QuestionPhrases() []string
	// MoreWords, alone, ask for another puzzle ("more", "ещё", "更多").
	MoreWords() []string
	// PuzzleRequests ask for a puzzle when the text also names a level:
	// "give me an easy one", "дайте лёгкую".
	PuzzleRequests() []string
	// TechniqueQuestions frame a question about a technique, with %s
	// where its name goes: "what is %s", "%s是什么", "что такое %s". A
	// text that is exactly one of them asks about the name, even one
	// that is an everyday word ("what is pointing").
	TechniqueQuestions() []string
	// NegationWords and NegationPhrases make a text a complaint rather
	// than thanks; NotNegations are phrases holding a negation phrase
	// that are none ("不错", "没问题").
	NegationWords() []string
	NegationPhrases() []string
	NotNegations() []string
	// TechniqueAliases are the names people use for techniques besides
	// the explainer's own, each for one technique or a family of them.
	TechniqueAliases() map[string][]logic.Technique
	// LevelAliases are the words people use for the levels besides the
	// explainer's names.
	LevelAliases() map[string]logic.Level
	// EverydayNames are the names and aliases of techniques, folded as
	// the reader folds names (lower case, without spaces or marks), that
	// are also everyday words ("pointing", "数对", "пара"): /practice
	// takes them, but a sentence holding one does not ask about a
	// technique.
	EverydayNames() []string
	// Initialisms name a technique in a sentence only written in
	// capitals, as a whole word: "what is a UR?", not "how do I use ur
	// bot?".
	Initialisms() []string
	// PrintedWords and YoursWords say, after a cell, whose digit it is
	// in a game read from a picture: printed ("r3c5 printed", "r3c5
	// 印的") or the person's own ("r3c5 mine", "r3c5 моя"). Folded as
	// the reader folds them (lower case).
	PrintedWords() []string
	YoursWords() []string
	// Spelling is how the language writes what the bot reads.
	Spelling() Spelling
}

// A Spelling is how a language writes what the bot reads, besides its
// words: how long its names are, its marks, and how its words change.
type Spelling struct {
	// Prose is the fewest letters a name of a technique needs to be
	// looked for in a sentence: shorter ones ("ur", "xw") are read only
	// alone, as /practice's argument.
	Prose int
	// OneTypo and TwoTypos are the fewest letters a name needs to be
	// recognised with one typo, and with two (0: never).
	OneTypo, TwoTypos int
	// Marks are the punctuation people type in or around a name, which
	// names are compared without: hyphens, brackets, quotes.
	Marks string
	// QuestionMarks end a question; EndMarks end any sentence.
	QuestionMarks, EndMarks string
	// Plural is the ending a name takes in the plural ("x-wings"), cut
	// off a name of more than four bytes that does not end in it twice
	// ("class"); none where names change otherwise (CaseEndings) or not
	// at all.
	Plural string
	// Unspaced says that the language puts no spaces between its words:
	// its names and phrases are looked for anywhere in a text, not as
	// whole words.
	Unspaced bool
	// Folds are pairs of letters people type for one another, the first
	// read as the second: "ёе" (words are written with the second).
	Folds []string
	// CaseEndings are the endings the language's nouns and adjectives
	// take in their cases and numbers, longest first, folded: a name is
	// found in a sentence in any case of its words ("скрытую одиночку"
	// for «скрытая одиночка») by cutting them off, keeping three letters
	// at least, and a request for a puzzle inside a longer form of its
	// word ("дай" in "дайте"). None for a language whose words do not
	// change.
	CaseEndings []string
}
