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
	// Level returns the name of a difficulty level.
	Level(l logic.Level) string
	// House returns the name of a house: "row 5", "第5行", "строка 5".
	House(h solver.House) string
}

// For returns the explainer of a language; an unknown one gives English.
func For(lang locale.Lang) Explainer { return words(lang) }

// A language is everything one language's explainer holds: the
// Explainer's methods and the sentences of steps and of chains and nets.
// words is the only place that maps a Lang to its type, so a language
// that lacks a sentence does not compile.
type language interface {
	Explainer
	stepWords
	netWords
}

// words returns the language's explainer, English for an unknown Lang.
func words(lang locale.Lang) language {
	switch lang {
	case locale.Chinese:
		return chinese{}
	case locale.Russian:
		return russian{}
	}
	return english{}
}

// The explainers. Each language's words are in the files of its suffix
// (names_en.go, step_en.go, ...): the names of techniques and levels, and
// the sentences of the explanations (stepWords), each written whole in
// the language's own word order.
type (
	english struct{}
	chinese struct{}
	russian struct{}
)

func (english) Lang() locale.Lang { return locale.English }
func (chinese) Lang() locale.Lang { return locale.Chinese }
func (russian) Lang() locale.Lang { return locale.Russian }

func (e english) Explain(s *logic.Step) string { return explainStep(s, e.Lang()) }
func (e chinese) Explain(s *logic.Step) string { return explainStep(s, e.Lang()) }
func (e russian) Explain(s *logic.Step) string { return explainStep(s, e.Lang()) }

func (e english) Hint(s *logic.Step, level int) string { return hint(s, level, e.Lang()) }
func (e chinese) Hint(s *logic.Step, level int) string { return hint(s, level, e.Lang()) }
func (e russian) Hint(s *logic.Step, level int) string { return hint(s, level, e.Lang()) }

func (e english) Line(s *logic.Step) string { return line(s, e.Lang()) }
func (e chinese) Line(s *logic.Step) string { return line(s, e.Lang()) }
func (e russian) Line(s *logic.Step) string { return line(s, e.Lang()) }

func (e english) Short(s *logic.Step) string { return short(s, e.Lang()) }
func (e chinese) Short(s *logic.Step) string { return short(s, e.Lang()) }
func (e russian) Short(s *logic.Step) string { return short(s, e.Lang()) }

func (e english) NetPages(s *logic.Step, n int) []NetPage { return netPages(s, n, e.Lang()) }
func (e chinese) NetPages(s *logic.Step, n int) []NetPage { return netPages(s, n, e.Lang()) }
func (e russian) NetPages(s *logic.Step, n int) []NetPage { return netPages(s, n, e.Lang()) }

func (english) Technique(t logic.Technique) string { return nameOf(techniquesEn[:], int(t)) }
func (chinese) Technique(t logic.Technique) string { return nameOf(techniquesZh[:], int(t)) }
func (russian) Technique(t logic.Technique) string { return nameOf(techniquesRu[:], int(t)) }

func (english) Level(l logic.Level) string { return nameOf(levelsEn[:], int(l)) }
func (chinese) Level(l logic.Level) string { return nameOf(levelsZh[:], int(l)) }
func (russian) Level(l logic.Level) string { return nameOf(levelsRu[:], int(l)) }

func (e english) House(h solver.House) string { return houseName(houseNum(h), e.Lang()) }
func (e chinese) House(h solver.House) string { return houseName(houseNum(h), e.Lang()) }
func (e russian) House(h solver.House) string { return houseName(houseNum(h), e.Lang()) }

// nameOf returns names[i], or "?" for an unknown index.
func nameOf(names []string, i int) string {
	if i <= 0 && len(names) > 0 && names[0] == "" || i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}

// techniqueName returns the name of a technique in a language.
func techniqueName(t logic.Technique, lang locale.Lang) string { return For(lang).Technique(t) }
