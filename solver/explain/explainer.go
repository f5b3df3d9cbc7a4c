// Package explain writes the texts of the steps the engine (solver/logic)
// finds, in each language the bot speaks: the full explanation of a step,
// its progressive hint levels, a one-line and a short form, a forcing
// net written link by link in pages, and the names of techniques, levels
// and houses. It reads only the exported Step: what cells, houses and
// links a text names is worked out once, in code shared by the languages;
// each language writes its own sentences.
package explain

import (
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// HintLevels is the number of levels of a progressive hint.
const HintLevels = 4

// An Explainer writes the texts of steps in one language.
type Explainer interface {
	// Lang returns the explainer's language.
	Lang() locale.Lang
	// Explain returns the full explanation of a step: short and concrete,
	// naming the cells, houses and digits, e.g. "Box 5: 7 can only go in
	// r5c4, so r5c4 = 7." When the step's eliminations leave a single, the
	// explanation goes on with it.
	Explain(s *logic.Step) string
	// Hint returns the hint at the given level, 1 to HintLevels, each
	// saying more:
	//
	//  1. the technique and where to look ("There is a Hidden Single in box 5.");
	//  2. the digit and the house ("Look at where 7 can go in box 5.");
	//  3. the full explanation, as Explain;
	//  4. the result, as placements and eliminations.
	//
	// Levels out of range are clamped.
	Hint(s *logic.Step, level int) string
	// Line returns the step as one line of a list: its technique's name,
	// then its explanation, without naming the technique twice.
	Line(s *logic.Step) string
	// Short returns a single in one short clause, its placement and its
	// reason ("r4c1 = 1: last 1 in box 4"); other steps give their
	// technique and result ("X-Wing: remove 2 from r3c5").
	Short(s *logic.Step) string
	// NetPages returns a forcing net written link by link, a page per
	// branch (see NetPage), or nil for other steps.
	NetPages(s *logic.Step, maxPages int) []NetPage
	// Technique returns the name of a technique.
	Technique(t logic.Technique) string
	// Describe says what a technique does, in a short paragraph, for
	// "what is …?"; the members of a family share their family's.
	Describe(t logic.Technique) string
	// Level returns the name of a difficulty level.
	Level(l logic.Level) string
	// House returns the name of a house: "row 5", "第5行", "строка 5".
	House(h solver.House) string
}

// For returns the explainer of a language; an unknown one gives English.
func For(lang locale.Lang) Explainer { return explainer{words(lang)} }

// A language is everything one language writes: its names of techniques,
// levels and houses, what each technique does, its lists and sentences
// (the helpers the shared code asks it for), and the sentences of steps
// (stepWords) and of chains and nets (netWords). The code the languages
// share takes a language value and asks it; words is the only place that
// maps a Lang to one, so a language that lacks a sentence does not
// compile.
type language interface {
	// Lang returns the language's Lang, for what the locale package
	// knows about it (plural forms).
	Lang() locale.Lang
	// technique and level name a technique and a difficulty level;
	// about says what a technique does (see Explainer.Describe).
	technique(t logic.Technique) string
	about(t logic.Technique) string
	level(l logic.Level) string
	stepWords
	netWords
}

// words returns a language's value, English for an unknown Lang. Each
// language is a type in the files of its suffix: step_en.go holds its
// names of techniques and levels, what each technique does and the
// sentences of steps, net_en.go those of chains and nets, each sentence
// written whole in its own word order.
func words(lang locale.Lang) language {
	switch lang {
	case locale.Chinese:
		return chinese{}
	case locale.Russian:
		return russian{}
	}
	return english{}
}

// An explainer is the Explainer of a language: it hands the language's
// value to the code the languages share.
type explainer struct{ w language }

func (e explainer) Lang() locale.Lang                       { return e.w.Lang() }
func (e explainer) Explain(s *logic.Step) string            { return explainStep(e.w, s) }
func (e explainer) Hint(s *logic.Step, level int) string    { return hint(e.w, s, level) }
func (e explainer) Line(s *logic.Step) string               { return line(e.w, s) }
func (e explainer) Short(s *logic.Step) string              { return short(e.w, s) }
func (e explainer) NetPages(s *logic.Step, n int) []NetPage { return netPages(s, n, e.w.Lang()) }
func (e explainer) Technique(t logic.Technique) string      { return e.w.technique(t) }
func (e explainer) Describe(t logic.Technique) string       { return e.w.about(t) }
func (e explainer) Level(l logic.Level) string              { return e.w.level(l) }
func (e explainer) House(h solver.House) string             { return e.w.house(houseNum(h)) }

// A techniqueText is what a language says about a technique: its name,
// and what it does (see Explainer.Describe).
type techniqueText struct{ name, about string }

// techniqueOf returns texts[t], named "?" for an unknown technique.
func techniqueOf(texts []techniqueText, t logic.Technique) techniqueText {
	if int(t) >= len(texts) || texts[t].name == "" {
		return techniqueText{name: "?"}
	}
	return texts[t]
}

// nameOf returns names[i], or "?" for an unknown index.
func nameOf(names []string, i int) string {
	if i <= 0 && len(names) > 0 && names[0] == "" || i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}
