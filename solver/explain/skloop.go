package explain

import (
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// skLoopWords holds the sentence of an SK Loop (its houses' digits are
// mslsWords.digitsInHouse), in one language (see stepWords).
type skLoopWords interface {
	skLoop(s *logic.Step, n int, links, double []string) string
}

// houseNames names houses, joined: "row 1, row 5 and column 2".
func houseNames(w language, hs []solver.House) string {
	var out []string
	for _, h := range hs {
		out = append(out, w.house(houseNum(h)))
	}
	return join(w, out)
}

func explainSKLoop(w language, s *logic.Step) string {
	if len(s.Houses) != 8 || len(s.Cells) != 16 || len(s.Eliminations) == 0 {
		return ""
	}
	var lines [4]int
	var boxes [4]int
	for i := range 4 {
		lines[i] = s.Houses[i].Index
		boxes[i] = s.Houses[4+i].Index
	}
	covers := map[int]logic.Digits{} // by house number
	for _, m := range s.Marks {
		line := houseNum(s.Houses[skLine(m.Cell, lines)])
		bx := 18 + solver.HouseOf(solver.Box, m.Cell).Index
		switch m.Role {
		case logic.RoleKey:
			covers[line] |= 1 << m.Digit
		case logic.RoleAlt:
			covers[bx] |= 1 << m.Digit
		case logic.RoleFin:
			covers[line] |= 1 << m.Digit
			covers[bx] |= 1 << m.Digit
		}
	}
	var links []string
	n := 0
	for _, h := range s.Houses {
		ds := covers[houseNum(h)]
		if ds == 0 {
			continue
		}
		n += ds.Count()
		links = append(links, w.digitsInHouse(ds, houseNum(h)))
	}
	var double []string
	for _, m := range s.Marks {
		if m.Role == logic.RoleFin {
			double = append(double, m.Candidate.String())
		}
	}
	return w.skLoop(s, n, links, double)
}
