package photo

import "math"

// Calibration. The classifier's probability, and the layers', are sure
// where the reading is not, in kinds of cell found so on the tuning sets
// (paper puzzles half done by hand, seeds 1 and 3; games, app
// screenshots and printed grids, seed 1; `digits set`):
//   - a cell read empty that holds ink (a hand's digit over a line or too
//     faint to be found whole, read as stray ink or as pencil marks): on
//     paper seed 1, 1,180 of 1,202 such cells read empty at 0.999 or more
//     were empty (98.2%), the others a hand's entry missed;
//   - a digit written by hand: on paper seed 1, 1,812 of 1,815 read at
//     0.99 or more were right (99.8%), the surest error at 0.998 (MNIST's
//     7s read as 1);
//   - an empty cell without ink in a picture with pencil marks: a mark in
//     pencil may be missed whole (13 cells of paper seeds 1 and 3 read
//     empty at 0.99 or more), and so may an entry in pencil (a 2 of
//     paper seed 1 read empty at 1.00): capped in both;
//   - a digit of a picture whose layers were not split though the
//     hand/print score finds some digits written by hand (a black pen's
//     entries taken for givens);
//   - a digit whose layer was told by its ink's colour or contrast, in a
//     picture whose entries are mostly written by hand: on paper seeds 1
//     and 3, 7 of 4,474 digits so told by colour at 0.999 or more were of
//     the wrong layer (a pencil board's thin printed 1s, 3s, 4s and 7s
//     taken for entries), 0 of 2,055 by contrast; and one in a picture
//     whose givens the score finds written by hand more often than its
//     entries (the layers swapped);
//   - a digit of a picture the classifier reads unsurely: when a third of
//     its digits or more are doubtful, its face is one the classifier does
//     not know, and misreads it with confidence too. On the 3,159 pictures
//     of every set (printed 1 to 7, app 1 to 4, games 1 and 5 to 7, paper 1
//     to 8, the 160 photos), 40 have half their digits or more doubtful (38
//     printed in display faces, a paper puzzle full of pencil marks, a
//     photo), holding the only 2 digits misread at 0.99 or more (Rampart
//     One's 8s read as 3, printed seeds 1 and 7) and 39 read right. Read
//     as the bot receives them (sudoku read -telegram), two more were
//     misread so in pictures with a third to a half doubtful (Rampart
//     One's 8 as 3, 11 of 23 doubtful; StayPuft's 6 as 8, 10 of 22): at a
//     third, printed seeds 1 to 7 have 244 digits read right trusted 0.98
//     instead of 0.99 or more, and no other set changes.
//
// Each is trusted at most its cap, in the reading's Confidence or in its
// LayerConfidence, never 0.99 ("sure"); Prob stays the classifier's (the
// check's repair weighs and orders the cells by it). The caps are all
// above Doubt, and they do not take a cell's CellConfidence below Doubt
// if it was not (see calibrate), so no cell becomes doubtful and the check
// and the bot act as before.
//
// Two caps are below Doubt, so that the person is asked. In a picture
// with pencil marks, a digit read as a given but smaller than the others
// (see smallGivens) and not read as marks: on the paper sets, seeds 1 to
// 7, none of the 12 digits read as givens so small was print, and one,
// pencil marks, was read as a 2 at 0.993 (paper seed 4). And in a picture
// with entries, a cell read empty whose only ink is stray (no digit found
// in it, no pencil marks, not a line's), in doubt in its layer already
// (inkedEmpty) but not in its digit, the only doubt a game's answer looks
// at in an empty cell. An entry missed there leaves the person's digit out
// of the game. Found on the held-out games, seed 5: 2 games answered
// without a question each lacked an entry so read (a thin 1, a 9, in the
// entries' colour); such cells were 5 entries and 12 empty there, none of
// 40 on games and app screenshots seed 1 (39 empty, 1 pencil marks), 11 of
// 12 on paper seeds 1 and 3. A puzzle's photo often holds such ink
// (specks, the page's other side), and a given missed there leaves no
// proper puzzle, which the check finds: only games are capped.
const (
	inkedEmptyCap  = 0.97
	unreadCap      = 0.9
	smallGivenCap  = 0.9
	handDigitCap   = 0.98
	missedMarksCap = 0.98
	unsplitCap     = 0.98
	handInkCap     = 0.98
	unsureFaceCap  = 0.98
	sure           = 0.99
)

// unsureFace is the share of a picture's digits that must be doubtful
// for its face to be taken as unknown (see unsureFaceCap).
const unsureFace = 1.0 / 3

// calibrate caps the confidence of the cells of rd that calibration found
// over-sure (see inkedEmptyCap), after their layers and marks were read.
// A digit is taken as written by hand when its hand/print score says so,
// or when it is an entry of a picture whose entries the score finds
// mostly written by hand (a pencil's 7 read as a 1 scores as print; an
// app's entries, printed in their colour, do not).
func calibrate(rd *Reading) {
	var n, hand [3]int // digits of each layer (Empty, Given, Entry), and those the score finds written by hand
	marks := false
	digits, doubtful := 0, 0
	for i, l := range rd.Layers {
		marks = marks || l == Marks
		if rd.Grid[i] == 0 {
			continue
		}
		digits++
		if rd.Confidence[i] < Doubt {
			doubtful++
		}
		if l <= Entry {
			n[l]++
			if rd.hand[i] > 0.5 {
				hand[l]++
			}
		}
	}
	handy := hand[Given]+hand[Entry] > 0
	handEntries := 2*hand[Entry] > n[Entry]
	// The score contradicts a split by ink whose givens it finds written
	// by hand more often than the entries, by a quarter of them or more.
	share := func(l Layer) float64 { return float64(hand[l]) / float64(max(1, n[l])) }
	inverted := share(Given) >= share(Entry)+0.25
	unsure := digits > 0 && float64(doubtful) >= unsureFace*float64(digits)
	for i, v := range rd.Grid {
		p, l := rd.Confidence[i], rd.LayerConfidence[i]
		c, lc := float32(1), float32(1)
		ask := false // capped below Doubt, however sure the cell was
		switch {
		case v == 0 && rd.Layers[i] == Empty && rd.unread[i] && n[Entry] > 0: // a game's stray ink only
			c = unreadCap
		case v == 0 && l < 1: // ink found, read empty or as pencil marks
			c = inkedEmptyCap
		case v == 0 && marks:
			c, lc = missedMarksCap, missedMarksCap
		case v != 0 && rd.small[i] && marks:
			c, ask = smallGivenCap, true
		case v != 0 && (rd.hand[i] > 0.5 || rd.Layers[i] == Entry && handEntries):
			c = handDigitCap
		case v != 0 && unsure:
			c = unsureFaceCap
		}
		switch {
		case v != 0 && rd.split == splitNone && handy:
			lc = unsplitCap
		case v != 0 && (rd.split == splitColour || rd.split == splitGrey) && (handEntries || inverted):
			lc = handInkCap
		}
		rd.Confidence[i], rd.LayerConfidence[i] = min(p, c), min(l, lc)
		if ask || p*l < Doubt {
			continue
		}
		// A cell not doubtful is not made so (see above), unless only
		// a confidence of 0.99 or more in its digit or its layer would
		// keep it so (the two near Doubt together, one of them over-sure).
		if x := above(Doubt / rd.LayerConfidence[i]); rd.CellConfidence(i) < Doubt && x < sure {
			rd.Confidence[i] = min(p, max(rd.Confidence[i], x))
		}
		if x := above(Doubt / rd.Confidence[i]); rd.CellConfidence(i) < Doubt && x < sure {
			rd.LayerConfidence[i] = min(l, max(rd.LayerConfidence[i], x))
		}
	}
}

// above returns x, or the float32 just above it: a probability that, times
// the one it was divided by, is not below what was divided.
func above(x float32) float32 { return math.Nextafter32(x, 2) }
