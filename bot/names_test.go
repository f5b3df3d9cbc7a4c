package bot

import (
	"slices"
	"testing"

	"sudokubot/solver/generate"
	"sudokubot/solver/logic"
)

func TestMatchTechnique(t *testing.T) {
	urs := []logic.Technique{logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4}
	tests := []struct {
		name    string
		want    []logic.Technique
		suggest logic.Technique
	}{
		{"x-wing", []logic.Technique{logic.XWing}, 0},
		{"X Wing", []logic.Technique{logic.XWing}, 0},
		{"XWINGS", []logic.Technique{logic.XWing}, 0},
		{"X翼", []logic.Technique{logic.XWing}, 0},
		{"swordfish", []logic.Technique{logic.Swordfish}, 0},
		{"swordfsh", nil, logic.Swordfish},
		{"sowrdfish", nil, logic.Swordfish},
		{"skyscrapper", nil, logic.Skyscraper},
		{"jelyfsh", nil, logic.Jellyfish},
		{"unique rectangle", urs, 0},
		{"Unique-Rectangles", urs, 0},
		{"UR", urs, 0},
		{"ur type 2", []logic.Technique{logic.UniqueRectangle2}, 0},
		{"唯一矩形", urs, 0},
		{"区块", []logic.Technique{logic.Pointing, logic.Claiming}, 0},
		{"locked candidates", []logic.Technique{logic.Pointing, logic.Claiming}, 0},
		{"宫区块", []logic.Technique{logic.Pointing}, 0},
		{"xyz", []logic.Technique{logic.XYZWing}, 0},
		{"XY-Wing", []logic.Technique{logic.XYWing}, 0},
		{"2-string kite", []logic.Technique{logic.TwoStringKite}, 0},
		{"kite", []logic.Technique{logic.TwoStringKite}, 0},
		{"摩天楼", []logic.Technique{logic.Skyscraper}, 0},
		{"摩天大楼", nil, logic.Skyscraper},
		{"sue de coq", []logic.Technique{logic.SueDeCoq}, 0},
		// Unrelated words match nothing.
		{"hello", nil, 0},
		{"wig", nil, 0},
		{"pizza", nil, 0},
		{"x", nil, 0},
		{"", nil, 0},
		{"天气", nil, 0},
	}
	for _, tt := range tests {
		ts, suggest := matchTechnique(tt.name)
		if !slices.Equal(ts, tt.want) || suggest != tt.suggest {
			t.Errorf("matchTechnique(%q) = %v, %v; want %v, %v", tt.name, ts, suggest, tt.want, tt.suggest)
		}
	}
}

func TestMatchLevel(t *testing.T) {
	tests := []struct {
		name    string
		want    logic.Level
		ok      bool
		suggest string
	}{
		{"hard", logic.Hard, true, ""},
		{"HARD", logic.Hard, true, ""},
		{"困难", logic.Hard, true, ""},
		{"difficult", logic.Hard, true, ""},
		{"normal", logic.Medium, true, ""},
		{"medum", 0, false, "Medium"},
		{"expret", 0, false, "Expert"},
		{"banana", 0, false, ""},
	}
	for _, tt := range tests {
		l, ok, suggest := matchLevel(tt.name)
		if ok != tt.ok || ok && l != tt.want || suggest != tt.suggest {
			t.Errorf("matchLevel(%q) = %v, %v, %q; want %v, %v, %q", tt.name, l, ok, suggest, tt.want, tt.ok, tt.suggest)
		}
	}
}

func TestFindTechnique(t *testing.T) {
	tests := []struct {
		text string
		want logic.Technique
	}{
		{"how do I solve an x-wing?", logic.XWing},
		{"what is a finned x-wing?", logic.FinnedXWing},
		{"Can you explain the XYZ-Wing", logic.XYZWing},
		{"X翼怎么用？", logic.XWing},
		{"什么是区块？", logic.Pointing},
		{"is there a bug in you?", logic.BUGPlus1}, // a whole word: the BUG is a technique too
		{"how are you?", 0},
		{"debugging is fun?", 0},
	}
	for _, tt := range tests {
		ts := findTechnique(tt.text)
		got := logic.Technique(0)
		if len(ts) > 0 {
			got = ts[0]
		}
		if got != tt.want {
			t.Errorf("findTechnique(%q) = %v, want %v", tt.text, ts, tt.want)
		}
	}
}

// FuzzMatchTechnique checks that matching never panics and never names a
// technique the text is not a name, an alias, or a near miss of.
func FuzzMatchTechnique(f *testing.F) {
	for _, s := range []string{"x-wing", "swordfsh", "unique rectangle", "区块", "UR1", "", "ß", "\xff", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		ts, suggest := matchTechnique(name)
		key := foldName(name)
		if len(ts) > 0 {
			if _, ok := techniqueKeys[key]; !ok {
				if _, err := generate.ParseTechnique(name); err != nil {
					t.Fatalf("matchTechnique(%q) = %v: %q is no name", name, ts, key)
				}
			}
			if suggest != 0 {
				t.Fatalf("matchTechnique(%q) both matches and suggests", name)
			}
		}
		if suggest != 0 {
			near := false
			for k, kts := range techniqueKeys {
				if kts[0] == suggest && typoDistance(key, k) <= allowedTypos(key) {
					near = true
				}
			}
			if !near || allowedTypos(key) == 0 {
				t.Fatalf("matchTechnique(%q) suggests %v, which is not a near miss", name, suggest)
			}
		}
		findTechnique(name)
		matchLevel(name)
	})
}

func TestKeycaps(t *testing.T) {
	for in, want := range map[string]string{
		"5️⃣3️⃣⬜":  "53.",
		"5\uFE0F3": "53",
		"#️⃣*️⃣":   "..",
		"hello ❤️": "hello ❤️",
		"r3c5=7":   "r3c5=7",
		"◻️◻️1":    "..1",
		"\uFE0F5":  "\uFE0F5",
	} {
		if got := keycaps(in); got != want {
			t.Errorf("keycaps(%q) = %q, want %q", in, got, want)
		}
	}
}
