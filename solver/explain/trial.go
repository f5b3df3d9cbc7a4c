package explain

import (
	"strings"
	"sudokubot/solver/logic"
)

// maxTrialShown bounds the placements an explanation lists per branch.
const maxTrialShown = 10

func explainTrial(w language, s *logic.Step) string {
	p := s.Placements[0]
	c := cellName(p.Cell)
	var sb strings.Builder
	sb.WriteString(w.netTrialOpen(c, digitsOr(w, s.Digits)))
	for _, t := range s.Trials {
		sb.WriteString(w.netGap())
		if !t.Found {
			sb.WriteString(w.netTrialNoSolution(c, t.Digit))
			continue
		}
		var why string
		switch {
		case t.Cell >= 0:
			why = w.netTrialNoCandidate(cellName(t.Cell))
		case t.Missing > 0:
			why = w.netTrialNoPlace(t.Missing, houseNum(t.House))
		}
		if len(t.Placed) > 0 {
			shown := placementList(w, t.Placed[:min(len(t.Placed), maxTrialShown)])
			if n := len(t.Placed) - maxTrialShown; n > 0 {
				shown += w.netTrialMore(n)
			}
			why = w.netTrialFollow(shown, why)
		}
		sb.WriteString(w.netTrialClash(c, t.Digit, why))
	}
	sb.WriteString(w.netTrialSo(c, p.Digit))
	return sb.String()
}
