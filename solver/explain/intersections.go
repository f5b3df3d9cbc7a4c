package explain

import (
	"sudokubot/solver/logic"
)

// intersectionWords holds the sentence of Pointing and Claiming, in one
// language (see stepWords).
type intersectionWords interface {
	intersection(s *logic.Step, d, from, to int) string
}

func explainIntersection(w language, s *logic.Step) string {
	d := s.Digits.First()
	from, to := houseNum(s.Houses[0]), houseNum(s.Houses[1])
	return w.intersection(s, d, from, to)
}
