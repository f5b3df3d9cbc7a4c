package explain

// stepWords holds the words of one language for the explanations of steps
// and their hints: each method returns a whole phrase or sentence with its
// arguments in place, in the language's word order and forms. The shared
// code works out which cells, houses and digits a text names. The methods
// are declared by family, beside the code that asks for them (alsWords in
// als.go, fishWords in fish.go, ...), so a technique of a family adds its
// sentence there; english, chinese and russian implement them all, in
// step_en.go, step_zh.go and step_ru.go. A new language is a new type
// implementing them.
type stepWords interface {
	alsWords
	coloringWords
	exocetWords
	hintWords
	fishWords
	intersectionWords
	mslsWords
	skLoopWords
	singleDigitWords
	singlesWords
	subsetWords
	textWords
	uniquenessWords
	wingWords
}

// The explainers implement the words of their language.
var (
	_ stepWords = english{}
	_ stepWords = chinese{}
	_ stepWords = russian{}
)
