package explain

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

func TestForcingExplanation(t *testing.T) {
	// A cell forcing chain by hand: r1c1 is 1 or 2; either way r1c9 ≠ 3.
	n := func(c, d int, on bool) logic.Node { return logic.Node{Digit: d, Cells: logic.CellsOf(c), On: on} }
	l := func(from, to logic.Node) logic.Link { return logic.Link{From: from, To: to} }
	a1, a2 := n(0, 1, true), n(0, 2, true)
	s := &logic.Step{
		Technique:    logic.CellForcingChain,
		Eliminations: []logic.Candidate{{Cell: 8, Digit: 3}},
		Houses:       []solver.House{houseOf(18)},
		Digits:       logic.DigitSet(1, 2, 3),
		Chains: []logic.Chain{
			{l(a1, a1), l(a1, n(5, 1, false)), l(n(5, 1, false), n(5, 3, true)), l(n(5, 3, true), n(8, 3, false))},
			{l(a2, a2), l(a2, n(7, 2, false)), l(n(7, 2, false), n(7, 3, true)), l(n(7, 3, true), n(8, 3, false))},
		},
	}
	f := func(node logic.Node, rule logic.FactRule, cause logic.Node) logic.NetFact {
		return logic.NetFact{Node: node, Rule: rule, Causes: []logic.Node{cause}, House: houseOf(0)}
	}
	s.Detail = &logic.NetDetail{Kind: logic.ForcingCell, Branches: []logic.NetBranch{
		{Assume: a1, Facts: []logic.NetFact{f(n(5, 1, false), logic.FactPeer, a1), f(n(5, 3, true), logic.FactNaked, n(5, 1, false)), f(n(8, 3, false), logic.FactPeer, n(5, 3, true))}},
		{Assume: a2, Facts: []logic.NetFact{f(n(7, 2, false), logic.FactPeer, a2), f(n(7, 3, true), logic.FactNaked, n(7, 2, false)), f(n(8, 3, false), logic.FactPeer, n(7, 3, true))}},
	}}
	for _, tc := range []struct {
		lang locale.Lang
		want string
	}{
		{locale.English, "Last resort — Cell Forcing Chain: r1c1 can only be 1 or 2. If r1c1 = 1, then r1c6 ≠ 1, r1c6 = 3 (last candidate), r1c9 ≠ 3. If r1c1 = 2, then r1c8 ≠ 2, r1c8 = 3 (last candidate), r1c9 ≠ 3. Either way, r1c9 ≠ 3: remove 3 from r1c9."},
		{locale.Chinese, "最后手段——单元格强制链：r1c1只能是1或2。若r1c1 = 1，则r1c6 ≠ 1，r1c6 = 3（唯一候选数），r1c9 ≠ 3。若r1c1 = 2，则r1c8 ≠ 2，r1c8 = 3（唯一候选数），r1c9 ≠ 3。无论哪种情况，r1c9 ≠ 3：删去r1c9中的3。"},
	} {
		if got := For(tc.lang).Explain(s); got != tc.want {
			t.Errorf("Explain(%v) =\n%s\nwant\n%s", tc.lang, got, tc.want)
		}
	}
	if got := For(locale.English).Hint(s, 1); got != "There is a Cell Forcing Chain starting at r1c1, in box 1." {
		t.Errorf("Hint(1) = %q", got)
	}
	if got := For(locale.English).Hint(s, 2); got != "Try each candidate of r1c1 (1 or 2) and follow what each forces: both lead to the same fact about r1c9." {
		t.Errorf("Hint(2) = %q", got)
	}
	if got := For(locale.Chinese).Hint(s, 2); got != "分别假设r1c1是1或2，顺着推下去：两种情况都会得出关于r1c9的同一结论。" {
		t.Errorf("Hint(2, Chinese) = %q", got)
	}
	if got := For(locale.Chinese).Hint(s, 1); got != "有一个单元格强制链从第1宫的r1c1开始。" {
		t.Errorf("Hint(1, Chinese) = %q", got)
	}
}

// factReasonError says what is wrong with the reason a fact's text gives,
// or returns "": the house of a hidden single holds its cell and the
// causes; locked candidates remove the digit from the second house outside
// the first, because of its places in the first outside the second.
func factReasonError(f branchFact) string {
	c := f.node.Cell()
	switch f.rule {
	case logic.FactHidden:
		if f.house < 0 {
			return "a hidden single without its house"
		}
		if !houseSet(f.house).Has(c) {
			return "the cell is not in the house named"
		}
		for _, x := range f.causes {
			if x.Digit == f.node.Digit && !houseSet(f.house).Has(x.Cell()) {
				return fmt.Sprintf("cause %v is not in the house named", x)
			}
		}
	case logic.FactLocked:
		if f.house < 0 || f.house2 < 0 {
			return "locked candidates without their houses"
		}
		if !houseSet(f.house2).Has(c) || houseSet(f.house).Has(c) {
			return "the cell is not in the second house outside the first"
		}
		for _, x := range f.causes {
			if !houseSet(f.house).Has(x.Cell()) || houseSet(f.house2).Has(x.Cell()) {
				return fmt.Sprintf("cause %v is not in the first house outside the second", x)
			}
		}
	}
	return ""
}

// checkForcingTexts checks the texts of a forcing chain or net: each fact
// of a branch has a true reason, and the explanation names its
// conclusion, is labelled a last resort and fits a message (a net, line
// by line).
func checkForcingTexts(t *testing.T, name string, s *logic.Step) {
	t.Helper()
	if len(s.Houses) == 0 {
		t.Fatalf("%s: %v without a main house", name, s.Technique)
	}
	d := netDetail(s)
	if d == nil {
		t.Fatalf("%s: %v without its NetDetail", name, s.Technique)
	}
	for _, b := range slices.Concat(d.Branches, d.Nested) {
		_, facts := branchFacts(b)
		for _, f := range facts {
			if msg := factReasonError(f); msg != "" {
				t.Errorf("%s: %v: %s: %s\n%s", name, s.Technique, factText(f, locale.English), msg, For(locale.English).Explain(s))
			}
		}
	}
	for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
		text := For(lang).Explain(s)
		concl := conclusionText(s, lang)
		switch {
		case longestLine(text) > 4096:
			// A net is written link by link, a line each: a message
			// breaks between lines.
			t.Errorf("%s: %v explanation with a line of %d bytes", name, s.Technique, longestLine(text))
		case s.Technique != logic.ForcingNet && len(text) > 4096:
			t.Errorf("%s: %v explanation of %d bytes", name, s.Technique, len(text))
		case !strings.Contains(text, concl):
			t.Errorf("%s: %v explanation lacks the conclusion %q: %s", name, s.Technique, concl, text)
		case strings.Contains(text, "%!"):
			t.Errorf("%s: %v formatting error: %s", name, s.Technique, text)
		case !strings.Contains(text, strings.TrimRight(words(lang).lastResort(), " —")):
			t.Errorf("%s: %v not labelled a last resort: %s", name, s.Technique, text)
		}
	}
}

// TestNetTextWhole checks that a forcing net is written link by link, each
// numbered with the facts it follows from and why, with nothing skipped
// (the first forcing nets of Inkala's puzzle, of 26 to 40 facts).
func TestNetTextWhole(t *testing.T) {
	g, err := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	if err != nil {
		t.Fatal(err)
	}
	b := logic.NewBoard(g, solver.Grid{})
	for n := 1; n <= 2; n++ {
		nets := logic.All(context.Background(), &b, logic.ForcingNet)
		if len(nets) == 0 {
			t.Fatalf("step %d: no forcing net", n)
		}
		s := nets[0]
		for _, lang := range []locale.Lang{locale.English, locale.Chinese} {
			text := For(lang).Explain(s)
			if msg := elision(text); msg != "" {
				t.Errorf("step %d: %s:\n%s", n, msg, text)
			}
			// One numbered line per fact of the branch, but one for the
			// plain eliminations of a placement.
			assume, facts := branchFacts(netDetail(s).Branches[0])
			lines := len(netLineFacts(usedFacts(facts)))
			if len(proofHead(assume, usedFacts(facts))) > 0 {
				lines-- // the assumption's eliminations, said with it
			}
			if want := fmt.Sprintf("\n%s%d. ", netIndent, lines); !strings.Contains(text, want) || strings.Contains(text, fmt.Sprintf("\n%s%d. ", netIndent, lines+1)) {
				t.Errorf("step %d: want %d numbered links:\n%s", n, lines, text)
			}
		}
		if n == 1 {
			for _, want := range []string{
				"Last resort — Forcing Net: To show r1c4 ≠ 3 (remove 3 from r1c4), suppose r1c4 = 3, so 3 gone from row 1 and column 4, and 7 from r1c4.\n   1. r1c7≠3, r1c9≠3 → r3c9=3 (only place in box 3), so r3c9≠6 (same cell)\n",
				"\n   2. r4c4≠3, r5c4≠3 → r4c5=3 (only place in box 5), so 3 gone from column 5, and 6 from r4c5\n",
				"\n   3. r3c9≠6 → r1c2≠6 (the 6s of box 3 all lie in row 1)\n",
				"\n   5. r1c4≠7 → r7c5≠7, r8c5≠7 (the 7s of box 2 all lie in column 5)\n",
				"\n   10. r5c2≠8 → r6c2=8 (only place in column 2), which contradicts link 8 (r6c2≠8).",
			} {
				if got := For(locale.English).Explain(s); !strings.Contains(got, want) {
					t.Errorf("step 1:\n%s\nwant it to contain\n%s", got, want)
				}
			}
			for _, want := range []string{"为证明r1c4 ≠ 3（删去r1c4中的3），假设r1c4 = 3，于是第1行和第4列的其他格删去3，r1c4删去7。\n   1. r1c7≠3，r1c9≠3 → r3c9=3（第3宫中唯一的位置），于是r3c9≠6（同一格）\n", "\n   5. r1c4≠7 → r7c5≠7，r8c5≠7（第2宫的7都在第5列中）\n", "10. r5c2≠8 → r6c2=8（第2列中唯一的位置），与第8条（r6c2≠8）矛盾。"} {
				if got := For(locale.Chinese).Explain(s); !strings.Contains(got, want) {
					t.Errorf("step 1:\n%s\nwant it to contain\n%s", got, want)
				}
			}
		}
		b.Apply(s)
	}
}

// TestForcingNetReplay checks that every step of the path of a puzzle
// whose forcing net the search found after spending the nested
// assumptions' budget explains itself at every hint level in every
// language (see solver/logic's TestForcingNetReplay).
func TestForcingNetReplay(t *testing.T) {
	g, err := solver.Parse("...4...8...7..92......3...526...1.....19......7....1..5......4..1.8....3..6..29..")
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
	if err != nil {
		t.Fatal(err)
	}
	for n, s := range p.Steps {
		for _, lang := range locale.All() {
			for level := 1; level <= HintLevels; level++ {
				if For(lang).Hint(s, level) == "" {
					t.Errorf("step %d, %v: empty hint at level %d in %v", n+1, s.Technique, level, lang)
				}
			}
			if For(lang).Line(s) == "" {
				t.Errorf("step %d, %v: empty line in %v", n+1, s.Technique, lang)
			}
		}
	}
}
