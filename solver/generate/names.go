package generate

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// Errors for names that are not known. The messages list the valid names.
var (
	ErrUnknownLevel     = errors.New("unknown level")
	ErrUnknownTechnique = errors.New("unknown technique")
	ErrUnknownSymmetry  = errors.New("unknown symmetry")
)

// Levels returns the levels, easiest first.
func Levels() []logic.Level {
	return []logic.Level{logic.Easy, logic.Medium, logic.Hard, logic.Expert, logic.Extreme}
}

// ParseLevel reads a level's name in any language the bot speaks, in any
// case: easy, medium, hard, expert, extreme, 简单, 中等, 困难, 专家, 极难,
// лёгкий, средний, …. The error lists the valid English names.
func ParseLevel(name string) (logic.Level, error) {
	key := normalize(name)
	for _, l := range Levels() {
		for _, lang := range locale.All() {
			if key == normalize(explain.For(lang).Level(l)) {
				return l, nil
			}
		}
	}
	names := make([]string, 0, 5)
	for _, l := range Levels() {
		names = append(names, strings.ToLower(explain.For(locale.English).Level(l)))
	}
	return 0, fmt.Errorf("%w %q: want one of %s", ErrUnknownLevel, name, strings.Join(names, ", "))
}

// Techniques returns every technique a puzzle can be made to drill, in the
// order of the engine's ladder: all of them but Full House (no puzzle needs
// it alone: every puzzle needs hidden singles too, and they score more)
// and trials, which are not a technique.
func Techniques() []logic.Technique {
	var ts []logic.Technique
	for _, t := range logic.Techniques() {
		if t != logic.FullHouse && t != logic.Trial {
			ts = append(ts, t)
		}
	}
	return ts
}

// ParseTechnique reads a technique's stable key (logic.Technique.Key),
// its name in any language the bot speaks as the explainers write it, or a
// short name of any language's [locale.Reading], ignoring case, spaces, hyphens and brackets:
// "two-string-kite", "x-wing", "XWing", "X翼", "skyscraper", "摩天楼",
// "kite", "ur1". The error lists the valid English names.
func ParseTechnique(name string) (logic.Technique, error) {
	if t, ok := logic.ByKey(name); ok && slices.Contains(Techniques(), t) {
		return t, nil
	}
	key := normalize(name)
	if key != "" {
		for _, t := range Techniques() {
			if key == normalize(t.Key()) {
				return t, nil
			}
			for _, lang := range locale.All() {
				if key == normalize(explain.For(lang).Technique(t)) {
					return t, nil
				}
			}
		}
		for _, lang := range locale.All() {
			if t, ok := logic.ByKey(lang.Reading().TechniqueAliases[key]); ok {
				return t, nil
			}
		}
	}
	return 0, fmt.Errorf("%w %q: want one of %s", ErrUnknownTechnique, name, techniqueKeys())
}

// techniqueKeys lists the stable keys of the techniques a puzzle can
// drill, in the order of the ladder, as "hidden-single, pointing, …": the
// names ParseTechnique reads in every language, for its error. People
// are shown the names in their language by the bot, not this list.
func techniqueKeys() string {
	var keys []string
	for _, t := range Techniques() {
		keys = append(keys, t.Key())
	}
	return strings.Join(keys, ", ")
}

// normalize folds case and drops what people type differently: spaces,
// hyphens, underscores, dots, plus signs and brackets, half or full width.
func normalize(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '-', '_', '.', '+', '(', ')', '（', '）', '\t', '/', '·':
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(s)))
}
