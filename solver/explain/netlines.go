package explain

import (
	"fmt"
	"slices"

	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// How a net's facts become the lines a person reads: the facts no later
// link uses are left out, and the plain eliminations one placement makes
// (its cell's other digits, its digit in the houses it sees) share one
// line ("r1c3=2 → 2 gone from row 1 and box 1").

// usedFacts returns the facts of a branch (or of a nested contradiction)
// that lead to its end, in order: its last fact, the opposite of the last
// when the branch ends in a fact and its opposite, and every fact that a
// fact kept follows from. The others, facts no later link uses, are left
// out.
func usedFacts(facts []branchFact) []branchFact {
	if len(facts) == 0 {
		return facts
	}
	at := make(map[logic.Node]int, len(facts))
	for i, f := range facts {
		at[f.node] = i
	}
	keep := make([]bool, len(facts))
	var todo []int
	use := func(i int) {
		if !keep[i] {
			keep[i] = true
			todo = append(todo, i)
		}
	}
	last := len(facts) - 1
	use(last)
	opposite := facts[last].node
	opposite.On = !opposite.On
	if j, ok := at[opposite]; ok {
		use(j)
	}
	for len(todo) > 0 {
		i := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, c := range facts[i].causes {
			if j, ok := at[c]; ok && j < i {
				use(j)
			}
		}
	}
	out := make([]branchFact, 0, len(facts))
	for i, f := range facts {
		if keep[i] {
			out = append(out, f)
		}
	}
	return out
}

// plainCause returns the placement a plain elimination follows from (a
// digit placed in its cell, or its digit placed in a cell it sees), and
// whether fact f is one.
func plainCause(f branchFact) (logic.Node, bool) {
	if r := f.rule; (r == logic.FactCell || r == logic.FactPeer) && len(f.causes) == 1 && f.causes[0].Cell() >= 0 && f.node.Cell() >= 0 {
		return f.causes[0], true
	}
	return logic.Node{}, false
}

// netLineFacts groups the facts of a branch into the numbered lines that
// write them, in order: the eliminations of one pattern of locked
// candidates share a line; the plain eliminations of a placement go on the
// placement's line ("r9c8≠1 → r9c8=8 (…), so 8 gone from row 9 and box
// 9"), or, for the assumption's, on the line of the first of them (they
// follow from it at once, so none is needed before that line); every
// other fact has a line of its own. It returns, for each line, the
// indices of its facts.
func netLineFacts(facts []branchFact) [][]int {
	var out [][]int
	line := map[logic.Node]int{} // a placement → the line of its eliminations
	locked := map[string]int{}   // locked candidates → their line
	for i, f := range facts {
		if f.rule == logic.FactLocked {
			// The cells one pattern of locked candidates removes the
			// digit from share a line.
			key := fmt.Sprint(f.node.Digit, f.house, f.house2, f.causes)
			if j, ok := locked[key]; ok {
				out[j] = append(out[j], i)
				continue
			}
			locked[key] = len(out)
		}
		if p, ok := plainCause(f); ok {
			if j, ok := line[p]; ok {
				out[j] = append(out[j], i)
				continue
			}
			line[p] = len(out)
		} else if f.node.On {
			line[f.node] = len(out)
		}
		out = append(out, []int{i})
	}
	return out
}

// goneText says what a placement's plain eliminations (facts, two or
// more) remove: its digit from the houses of the cells that lose it, and
// the cell's other digits: "2 gone from row 1 and box 1; 7 and 9 gone
// from r1c3".
func goneText(place logic.Node, facts []branchFact, lang locale.Lang) string {
	c, d := place.Cell(), place.Digit
	var houses []int
	var others logic.Digits
	for _, f := range facts {
		q := f.node.Cell()
		if q == c {
			others |= 1 << f.node.Digit
			continue
		}
		if h := f.house; !slices.Contains(houses, h) {
			houses = append(houses, h)
		}
	}
	slices.Sort(houses)
	return netWordsFor(lang).netGone(d, houses, cellName(c), others)
}
