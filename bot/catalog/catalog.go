// Package catalog holds every text the bot, the board and the terminal show
// a person, one Go type per language: english, chinese and russian each
// implement Catalog, so a text missing in one language is a compile error,
// not a silent fallback. The explanations of solving steps, and the names
// of techniques, levels and houses, are the explainers' (package
// sudokubot/solver/explain); a message that shows one takes it as an
// argument, already written in the person's language.
//
// A message is a method that returns the whole sentence or paragraph with
// its arguments in place, so each language orders its words and chooses
// its plural forms (locale.Lang.Plural) itself. Messages are grouped by
// where the bot says them: [Replies], [Play], [Board], [Race], [Share] and [Stats].
// [Words] are the other way: the words the bot reads in a language
// (greetings, thanks, questions, negations, names of techniques and
// levels) and how it writes them ([Spelling]: the length of its names,
// its marks, the endings its words take), so that a language without
// them does not compile either.
//
// A new language is a new type implementing Catalog, a case in For, and
// its constant, code, name, tag and Reading in package locale;
// TestEveryMessageInEveryLanguage then renders every message and checks
// that none falls back to another language.
package catalog

import (
	"strconv"
	"strings"

	"sudokubot/solver/locale"
)

// A Catalog is every text in one language.
type Catalog interface {
	// Lang returns the catalog's language.
	Lang() locale.Lang
	Replies
	Play
	Board
	Race
	Share
	Stats
	Words
}

// For returns the catalog of a language; an unknown language gets English.
func For(l locale.Lang) Catalog {
	switch l {
	case locale.Chinese:
		return chinese{}
	case locale.Russian:
		return russian{}
	}
	return english{}
}

type (
	english struct{}
	chinese struct{}
	russian struct{}
)

func (english) Lang() locale.Lang { return locale.English }
func (chinese) Lang() locale.Lang { return locale.Chinese }
func (russian) Lang() locale.Lang { return locale.Russian }

// countEn writes n and the English noun in its form for n: "1 cell",
// "3 cells".
func countEn(n int, one, other string) string {
	if locale.English.Plural(n) == locale.One {
		return strconv.Itoa(n) + " " + one
	}
	return strconv.Itoa(n) + " " + other
}

// countRu writes n and the Russian noun in its form for n: "1 клетка",
// "3 клетки", "5 клеток".
func countRu(n int, one, few, many string) string {
	return strconv.Itoa(n) + " " + formRu(n, one, few, many)
}

// formRu returns the Russian form of a word for the number n, without the
// number: formRu(3, "клетка", "клетки", "клеток") is "клетки".
func formRu(n int, one, few, many string) string {
	switch locale.Russian.Plural(n) {
	case locale.One:
		return one
	case locale.Few:
		return few
	}
	return many
}

// listRu joins items as "a, b и c".
func listRu(items []string) string { return joinList(items, ", ", " и ") }

func joinList(items []string, sep, last string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	s := items[0]
	for _, it := range items[1 : len(items)-1] {
		s += sep + it
	}
	return s + last + items[len(items)-1]
}

// spacedDigits writes digits one after another, a space between them.
func spacedDigits(digits []int) string {
	var b strings.Builder
	for k, d := range digits {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(d))
	}
	return b.String()
}
