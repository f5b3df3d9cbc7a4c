package explain

import (
	"context"
	"strings"
	"sudokubot/solver/internal/logictest"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

// checkExplanation checks the text of a step in both languages: present,
// within a Telegram message, naming what it eliminates, without stray
// formatting.
func checkChainExplanation(t *testing.T, s *logic.Step) {
	t.Helper()
	for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
		text := For(lang).Explain(s)
		switch {
		case text == "":
			t.Errorf("%v: empty explanation", s.Technique)
		case len(text) > 4096:
			t.Errorf("%v: explanation of %d bytes", s.Technique, len(text))
		case strings.Contains(text, "%!"):
			t.Errorf("%v: formatting error: %s", s.Technique, text)
		}
		for _, e := range s.Eliminations {
			if !strings.Contains(text, cellName(e.Cell)) {
				t.Errorf("%v: explanation does not name %v: %s", s.Technique, e, text)
			}
		}
		if lang == locale.Chinese && strings.Contains(text, " then ") {
			t.Errorf("%v: English in the Chinese text: %s", s.Technique, text)
		}
	}
}

// chainCase is a hand-made position where a chain technique must make
// exactly the given eliminations with its first step.
type chainCase struct {
	name  string
	tech  logic.Technique
	pm    string
	elims []logic.Candidate
	size  int
	// explain holds fragments the English explanation must contain.
	explain []string
	zh      []string
}

var chainCases = []chainCase{
	{
		name:    "turbot fish",
		tech:    logic.XChain,
		pm:      logictest.TurbotPM,
		elims:   []logic.Candidate{{Cell: 72, Digit: 5}},
		size:    3,
		explain: []string{"If r1c1 is not 5, then r1c7 is 5 (the only other 5 in row 1)", "r3c8 is not 5", "r9c8 is 5 (the only other 5 in column 8)", "either way r9c1 cannot be 5"},
		zh:      []string{"若r1c1不是5，则r1c7是5（第1行中5只有这两个位置：强链）", "r3c8不是5", "r9c1都不能是5"},
	},
	{
		name:    "remote pair",
		tech:    logic.RemotePair,
		pm:      logictest.RemotePairPM,
		elims:   []logic.Candidate{{Cell: 8, Digit: 3}, {Cell: 8, Digit: 8}},
		size:    7,
		explain: []string{"r1c1, r1c5, r5c5 and r5c9 all hold only 3 and 8", "3, 8, 3, 8 or 8, 3, 8, 3", "remove r1c9 (3, 8)"},
		zh:      []string{"远程数对：r1c1、r1c5、r5c5和r5c9都只有3和8两个候选数"},
	},
	{
		name:    "xy-chain",
		tech:    logic.XYChain,
		pm:      logictest.XYChainPM,
		elims:   []logic.Candidate{{Cell: 8, Digit: 1}},
		size:    7,
		explain: []string{"If r1c1 is not 1, then r1c1 is 2 (r1c1 holds only 1 and 2)", "r5c9 is 1 (r5c9 holds only 1 and 4)", "either way r1c9 cannot be 1"},
		zh:      []string{"XY链：若r1c1不是1，则r1c1是2（r1c1只有1和2两个候选数：强链）", "r1c9都不能是1"},
	},
}

// TestChainCases checks the explanations of the hand-made chain positions
// of solver/logic's TestChainCases: each names what it must.
func TestChainCases(t *testing.T) {
	for _, tc := range chainCases {
		t.Run(tc.name, func(t *testing.T) {
			b := pmBoard(t, tc.pm)
			steps := logic.All(context.Background(), &b, tc.tech)
			if len(steps) == 0 {
				t.Fatalf("%v: no step", tc.tech)
			}
			s := steps[0]
			en, zh := For(locale.English).Explain(s), For(locale.Chinese).Explain(s)
			for _, frag := range tc.explain {
				if !strings.Contains(en, frag) {
					t.Errorf("English explanation lacks %q:\n%s", frag, en)
				}
			}
			for _, frag := range tc.zh {
				if !strings.Contains(zh, frag) {
					t.Errorf("Chinese explanation lacks %q:\n%s", frag, zh)
				}
			}
		})
	}
}
