package photo

import "sudokubot/solver"

// entryOdds is how many times likelier the reader takes a person's entry
// to be its cell's digit in the solution than any other digit, before it
// looks at the ink. People's entries are mostly right, so when the
// classifier hesitates between a digit and the solution's, the solution's
// is the better reading; a clear wrong entry (the mistakes the bot must
// name) stays as written. Chosen on the tuning sets (paper puzzles half
// done by hand, `digits set -kind paper`, seeds 1 and 3; each entry's
// probabilities dumped and the odds tried from 1.5 to 4): at 2 the
// reading of 18 right entries misread there was mended, and 4 wrong
// entries read as another wrong digit were read as the solution's (at 3,
// 30 and 6; at 4, 37 and 7).
const entryOdds = 2

// weighEntries reads the entries of rd again knowing the puzzle, whose
// givens have the one solution sol (see repairLayers): each entry's
// probability of being the solution's digit is weighed by entryOdds
// against the others (the probability of empty kept as read), and its
// value and confidence follow (a doubtful digit may become the
// solution's, still doubtful if the two were close).
func weighEntries(rd *Reading, sol solver.Grid) {
	for i, l := range rd.Layers {
		if l != Entry || rd.Grid[i] == 0 {
			continue
		}
		p := rd.Prob[i]
		digits := 1 - p[0]
		sum := digits + (entryOdds-1)*p[sol[i]]
		if sum <= 0 {
			continue
		}
		p[sol[i]] *= entryOdds
		best := 1
		for d := 1; d < Classes; d++ {
			p[d] *= digits / sum
			if p[d] > p[best] {
				best = d
			}
		}
		rd.Prob[i] = p
		rd.Grid[i] = uint8(best)
		rd.Confidence[i] = p[best]
	}
}
