package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The helpers as the forcing chains' and nets' files (forcingtext.go,
// nettext.go) still call them, with a locale.Lang: each looks the
// language up and asks its value. They go when those files take the
// language value too.

func sentence(s string, lang locale.Lang) string   { return words(lang).sentence(s) }
func capitalize(s string, lang locale.Lang) string { return words(lang).capitalize(s) }

func techniqueName(t logic.Technique, lang locale.Lang) string { return words(lang).technique(t) }

func result(s *logic.Step, lang locale.Lang) string        { return resultText(words(lang), s) }
func nodeText(n logic.Node, lang locale.Lang) string       { return nodeName(words(lang), n) }
func cellSetList(s logic.CellSet, lang locale.Lang) string { return setList(words(lang), s) }
