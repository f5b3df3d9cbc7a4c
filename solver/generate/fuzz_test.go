package generate

import (
	"errors"
	"slices"
	"testing"

	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// FuzzParse checks that the name parsers never panic, that what they
// accept is a valid value whose own names read back to it, and that what
// they refuse comes with the list of valid names.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"x-wing", "X翼", "bug+1", "极难", "rotate180", "", "（）", "ur1", "Unique Rectangle Type 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if tech, err := ParseTechnique(s); err == nil {
			if !slices.Contains(Techniques(), tech) {
				t.Fatalf("ParseTechnique(%q) = %d, not a technique to drill", s, tech)
			}
			for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
				if back, err := ParseTechnique(explain.For(lang).Technique(tech)); back != tech || err != nil {
					t.Fatalf("ParseTechnique(%q) = %v, but its name %q reads as %v, %v", s, tech, explain.For(lang).Technique(tech), back, err)
				}
			}
		} else if !errors.Is(err, ErrUnknownTechnique) {
			t.Fatalf("ParseTechnique(%q): %v, want ErrUnknownTechnique", s, err)
		}
		if level, err := ParseLevel(s); err == nil {
			if back, err := ParseLevel(explain.For(locale.Chinese).Level(level)); level > logic.Extreme || back != level || err != nil {
				t.Fatalf("ParseLevel(%q) = %v, its Chinese name reads as %v, %v", s, level, back, err)
			}
		} else if !errors.Is(err, ErrUnknownLevel) {
			t.Fatalf("ParseLevel(%q): %v, want ErrUnknownLevel", s, err)
		}
		if sym, err := ParseSymmetry(s); err == nil {
			if back, _ := ParseSymmetry(sym.String()); back != sym {
				t.Fatalf("ParseSymmetry(%q) = %v, its name reads as %v", s, sym, back)
			}
		} else if !errors.Is(err, ErrUnknownSymmetry) {
			t.Fatalf("ParseSymmetry(%q): %v, want ErrUnknownSymmetry", s, err)
		}
	})
}
