package explain

import (
	"sudokubot/solver/logic"
)

// singlesWords holds the sentences of singles, in one language (see
// stepWords).
type singlesWords interface {
	fullHouse(h int, p logic.Candidate) string
	hiddenSingle(h int, p logic.Candidate) string
	nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string
	nakedSingle(p logic.Candidate) string
}

func explainFullHouse(w language, s *logic.Step) string {
	p := s.Placements[0]
	h := houseNum(s.Houses[0])
	return w.fullHouse(h, p)
}

func explainHiddenSingle(w language, s *logic.Step) string {
	p := s.Placements[0]
	h := houseNum(s.Houses[0])
	return w.hiddenSingle(h, p)
}

func explainNakedSingle(w language, s *logic.Step) string {
	p := s.Placements[0]
	if len(s.Houses) == 3 {
		houses := []string{w.house(houseNum(s.Houses[0])), w.house(houseNum(s.Houses[1])), w.house(houseNum(s.Houses[2]))}
		return w.nakedSingleHouses(s, p, houses)
	}
	return w.nakedSingle(p)
}
