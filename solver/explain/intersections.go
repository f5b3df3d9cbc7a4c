package explain

import (
	"sudokubot/solver/logic"
)

func explainIntersection(w language, s *logic.Step) string {
	d := s.Digits.First()
	from, to := houseNum(s.Houses[0]), houseNum(s.Houses[1])
	return w.intersection(s, d, from, to)
}
