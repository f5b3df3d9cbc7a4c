package explain

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The places a hint names: every house, cell and digit a level of a hint
// names must take part in the step, and no explanation skips part of its
// reasoning or points at a picture, which text-only output lacks.

var (
	houseRe   = regexp.MustCompile(`\b(row|column|box) ([1-9])\b`)
	houseReZh = regexp.MustCompile(`第([1-9])(行|列|宫)`)
	cellRe    = regexp.MustCompile(`r([1-9])c([1-9])`)
	digitsRe  = regexp.MustCompile(`the digits? ([1-9](?:(?:, | and )[1-9])*)`)
	digitsZh  = regexp.MustCompile(`数字([1-9](?:[、和][1-9])*)`)
	houseReRu = regexp.MustCompile(`(строк|столбц|столбец|блок)[а-я]* ([1-9])`)
	digitsRu  = regexp.MustCompile(`цифр[а-я]* ([1-9](?:(?:, | и )[1-9])*)`)
	whereRe   = regexp.MustCompile(`Look at where the digits? ([1-9](?:(?:, | and )[1-9])*) can go in (row|column|box) ([1-9])`)
)

// stepParts returns the cells and the candidates that take part in a step.
func stepParts(s *logic.Step) (cells logic.CellSet, cands map[logic.Candidate]bool, digits logic.Digits) {
	cands = map[logic.Candidate]bool{}
	add := func(c, d int) {
		if c < 0 || c >= 81 {
			return
		}
		cells.Add(c)
		if d > 0 {
			cands[logic.Candidate{Cell: c, Digit: d}] = true
			digits |= 1 << d
		}
	}
	for _, c := range s.Cells {
		add(c, 0)
	}
	for _, m := range s.Marks {
		add(m.Cell, m.Digit)
	}
	for _, p := range s.Placements {
		add(p.Cell, p.Digit)
	}
	for _, e := range s.Eliminations {
		add(e.Cell, e.Digit)
	}
	node := func(n logic.Node) {
		for _, c := range n.Cells.Cells() {
			add(c, n.Digit)
		}
	}
	for _, ch := range s.Chains {
		for _, l := range ch {
			node(l.From)
			node(l.To)
		}
	}
	for _, nc := range s.Nested {
		for _, l := range nc.Chain {
			node(l.From)
			node(l.To)
		}
	}
	digits |= s.Digits
	return cells, cands, digits
}

func houseIndex(kind string, n int) int {
	switch kind {
	case "row", "行":
		return n - 1
	case "column", "列":
		return 9 + n - 1
	}
	return 18 + n - 1
}

func digitsOfList(list string) []int {
	var out []int
	for _, r := range list {
		if r >= '1' && r <= '9' {
			out = append(out, int(r-'0'))
		}
	}
	return out
}

// hintPlaceError says what a hint level names that takes no part in the
// step, or returns "".
func hintPlaceError(s *logic.Step, text string) string {
	cells, cands, digits := stepParts(s)
	for _, m := range houseRe.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[2])
		if h := houseIndex(m[1], n); cells.And(houseSet(h)).Empty() {
			return fmt.Sprintf("names %s %d, where no cell of the step is", m[1], n)
		}
	}
	for _, m := range houseReZh.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[1])
		if h := houseIndex(m[2], n); cells.And(houseSet(h)).Empty() {
			return fmt.Sprintf("names %s, where no cell of the step is", m[0])
		}
	}
	for _, m := range houseReRu.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[2])
		kind := map[string]string{"строк": "row", "столбц": "column", "столбец": "column", "блок": "box"}[m[1]]
		if h := houseIndex(kind, n); cells.And(houseSet(h)).Empty() {
			return fmt.Sprintf("names %s, where no cell of the step is", m[0])
		}
	}
	for _, m := range cellRe.FindAllStringSubmatch(text, -1) {
		r, _ := strconv.Atoi(m[1])
		c, _ := strconv.Atoi(m[2])
		if !cells.Has((r-1)*9 + c - 1) {
			return fmt.Sprintf("names %s, which takes no part in the step", m[0])
		}
	}
	for _, re := range []*regexp.Regexp{digitsRe, digitsZh, digitsRu} {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			for _, d := range digitsOfList(m[1]) {
				if !digits.Has(d) {
					return fmt.Sprintf("names the digit %d, which takes no part in the step", d)
				}
			}
		}
	}
	// "Look at where 1, 6 and 7 can go in row 4": each digit has a
	// candidate of the step there.
	for _, m := range whereRe.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[3])
		h := houseIndex(m[2], n)
		for _, d := range digitsOfList(m[1]) {
			found := false
			for _, c := range houseOf(h).Cells() {
				found = found || cands[logic.Candidate{Cell: c, Digit: d}]
			}
			if !found {
				return fmt.Sprintf("sends the reader to %d in %s %d, where the step has no %d", d, m[2], n, d)
			}
		}
	}
	return ""
}

// checkStepTexts fails t for a hint level that names a place outside the
// step, or an explanation that skips part of its reasoning.
func checkStepTexts(t testing.TB, name string, s *logic.Step) {
	t.Helper()
	for _, lang := range locale.All() {
		for level := 1; level <= 2; level++ {
			text := For(lang).Hint(s, level)
			if msg := hintPlaceError(s, text); msg != "" {
				t.Errorf("%s: %v, level %d %s: %q", name, s.Technique, level, msg, text)
			}
		}
		if msg := elision(For(lang).Explain(s)); msg != "" {
			t.Errorf("%s: %v: %s:\n%s", name, s.Technique, msg, For(lang).Explain(s))
		}
	}
}

// TestHardTextsWhole checks the texts of every step of a sample of the
// shared hard sets (forum_hardest, top1465): no level names a place
// outside the step, no explanation skips links or points at a picture.
func TestHardTextsWhole(t *testing.T) {
	if testing.Short() || raceEnabled {
		// Under -short, TestEveryStepEveryLanguage checks the same texts
		// (checkStepTexts) on a puzzle of each of these sets.
		t.Skip("the hard sets' texts are checked in full without -short and the race detector")
	}
	for _, set := range []struct {
		file string
		n    int
	}{
		{"exact/puzzles5_forum_hardest_1905_11+.txt", 40},
		{"exact/puzzles3_magictour_top1465.txt", 40},
	} {
		path := logictest.SharedData(t, set.file)
		lines := logictest.ReadLines(t, path)
		step := max(1, len(lines)/set.n)
		steps := 0
		for i := 0; i < len(lines); i += step {
			g, err := solver.Parse(strings.Fields(lines[i])[0])
			if err != nil {
				t.Fatalf("%s:%d: %v", set.file, i+1, err)
			}
			p, _ := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
			for k, s := range p.Steps {
				checkStepTexts(t, fmt.Sprintf("%s:%d step %d", set.file, i+1, k+1), s)
				steps++
			}
		}
		t.Logf("%s: %d steps", set.file, steps)
	}
}
