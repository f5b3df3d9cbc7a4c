package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// maxTrialShown bounds the placements an explanation lists per branch.
const maxTrialShown = 10

func explainTrial(s *logic.Step, lang locale.Lang) string {
	p := s.Placements[0]
	c := cellName(p.Cell)
	var sb strings.Builder
	sb.WriteString(pick(lang,
		fmt.Sprintf("No technique of logic applies here, so this is a trial: %s, the cell with the fewest candidates, can be %s.", c, digitsOr(s.Digits, lang)),
		fmt.Sprintf("这里没有可用的逻辑技巧，所以这是一步试探：候选数最少的格%s可以是%s。", c, digitsOr(s.Digits, lang)),
		fmt.Sprintf("Здесь не помогает ни один логический приём, поэтому это проба: в %s, клетке с наименьшим числом кандидатов, может быть %s.", c, digitsOr(s.Digits, lang))))
	for _, t := range s.Trials {
		sb.WriteString(pick(lang, " ", "", " "))
		if !t.Found {
			sb.WriteString(pick(lang,
				fmt.Sprintf("%s = %d leads to no solution (found by search, not by steps a person could follow).", c, t.Digit),
				fmt.Sprintf("%s = %d会导致无解（由搜索得出，而不是人能跟随的推理）。", c, t.Digit),
				fmt.Sprintf("%s = %d не даёт решения (это найдено перебором, а не шагами, которые может пройти человек).", c, t.Digit)))
			continue
		}
		var why string
		switch {
		case t.Cell >= 0:
			why = pick(lang, fmt.Sprintf("%s has no candidate left", cellName(t.Cell)), fmt.Sprintf("%s没有候选数了", cellName(t.Cell)), fmt.Sprintf("в %s не осталось кандидатов", cellName(t.Cell)))
		case t.Missing > 0:
			why = pick(lang, fmt.Sprintf("%d has no place left in %s", t.Missing, houseName(houseNum(t.House), lang)), fmt.Sprintf("%s中已无处可填%d", houseName(houseNum(t.House), lang), t.Missing), fmt.Sprintf("цифре %d не осталось места %s", t.Missing, ruIn(houseNum(t.House))))
		}
		if len(t.Placed) > 0 {
			shown := placementList(t.Placed[:min(len(t.Placed), maxTrialShown)], lang)
			if n := len(t.Placed) - maxTrialShown; n > 0 {
				shown += pick(lang, fmt.Sprintf(" and %d more", n), fmt.Sprintf("等（另有%d格）", n), fmt.Sprintf(" и ещё %d", n))
			}
			why = pick(lang, "these follow: "+shown+"; then "+why, "接着可得"+shown+"；然后"+why, "отсюда следует: "+shown+"; затем "+why)
		}
		sb.WriteString(pick(lang,
			fmt.Sprintf("With %s = %d, %s: a contradiction, so %s ≠ %d.", c, t.Digit, why, c, t.Digit),
			fmt.Sprintf("若%s = %d，则%s，矛盾，所以%s ≠ %d。", c, t.Digit, why, c, t.Digit),
			fmt.Sprintf("Если %s = %d, то %s — противоречие, значит, %s ≠ %d.", c, t.Digit, why, c, t.Digit)))
	}
	sb.WriteString(pick(lang, fmt.Sprintf(" So %s = %d.", c, p.Digit), fmt.Sprintf("所以%s = %d。", c, p.Digit), fmt.Sprintf(" Значит, %s = %d.", c, p.Digit)))
	return sb.String()
}
