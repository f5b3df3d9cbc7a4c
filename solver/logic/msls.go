package logic

import (
	"math/bits"

	"sudokubot/solver"
)

// A multi-sector locked set (MSLS), as the players of the New Sudoku
// Players' Forum (Obi-Wahn, David P Bird, Leren and others) describe it:
// take some rows and some columns, and the empty cells where they cross.
// Each of those cells holds one digit. Cover every candidate of these
// cells by a "house digit": d in row r, or d in column c. A house digit
// can take at most one of the cells (a digit is once in a house), so the
// cells need at least as many house digits as there are cells. When the
// covers are exactly as many as the cells, each house digit takes exactly
// one of them:
//
//   - d in row r is in the crossing cells of row r, and leaves the rest of
//     row r; the same for the columns;
//   - a candidate covered by both its row's d and its column's d would use
//     up two house digits for one cell, one too many: it is false.
//
// How few covers the cells need, digit by digit, is a matching problem:
// the cells with candidate d link their rows and columns, and the fewest
// rows and columns that touch every such cell are as many as the most
// cells with d that share no row or column (Kőnig's theorem). So the set
// is locked when the largest matchings of the nine digits add up to the
// number of cells; each digit's covers are then read off its matching.
//
// In a step, Houses lists the rows then the columns, Cells the crossing
// cells; each of their candidates is marked RoleKey when its row covers
// it, RoleAlt when its column does, RoleFin when both do (it is then
// eliminated).

// mslsMinCells is the fewest crossing cells of a multi-sector locked set:
// smaller ones are the subsets and fish of lower tiers.
const mslsMinCells = 8

// mslsMaxFilled is the most filled cells where the rows and columns of a
// multi-sector locked set cross. The sets people find are nearly all
// empty there (Inkala's puzzle falls to 5 rows and 4 columns crossing in
// 20 empty cells), and looking only for these keeps the search short.
const mslsMaxFilled = 2

// findMSLS counts a column's filled cells in two bits, so mslsMaxFilled
// is at most 3 (else this does not compile).
const _ uint = 3 - mslsMaxFilled

// mslsMaxWork bounds the pairs of row and column sets one search tries.
const mslsMaxWork = 1 << 18

func findMSLS(v *view, emit func(*Step) bool) {
	// rowCols[d][r] holds the columns (a bit each) of the empty cells of
	// row r with candidate d; empty[r] those of every empty cell.
	var rowCols [10][9]uint16
	var empty [9]uint16
	for c := range 81 {
		if v.Values[c] != 0 {
			continue
		}
		r, col := c/9, c%9
		empty[r] |= 1 << col
		for x := v.Cands[c]; x != 0; x &= x - 1 {
			rowCols[x.First()][r] |= 1 << col
		}
	}
	// A set is locked when its complement (the other rows and the other
	// columns) is, and eliminates the same candidates, as the forum
	// observed (the sets of the shared data come in such pairs): trying
	// the sets of at most nine rows and columns together finds one of
	// each pair.
	// Every row and column of a set must have an empty cell among the
	// crossing cells (else a smaller set is the same): the rows are taken
	// among those with an empty cell, the columns among those with one in
	// the rows.
	var open uint16 // the rows with an empty cell
	for r := range 9 {
		if empty[r] != 0 {
			open |= 1 << r
		}
	}
	work := 0
	var adj [10][9]uint16 // rowCols of the chosen rows, packed
	var emptyR [9]uint16
	for rows := open; rows != 0; rows = (rows - 1) & open {
		nr := bits.OnesCount16(rows)
		if nr < 2 || nr > 7 {
			continue
		}
		if v.done() {
			return
		}
		i := 0
		var avail uint16 // the columns with an empty cell in the rows
		for x := rows; x != 0; x &= x - 1 {
			r := trailing(x)
			emptyR[i] = empty[r]
			avail |= empty[r]
			for d := 1; d <= 9; d++ {
				adj[d][i] = rowCols[d][r]
			}
			i++
		}
		// A column with more filled cells in the rows than a set may have
		// cannot be in it. The filled cells of the columns kept, counted
		// in two bits (ones and twos, a column a bit), give those of a
		// set at once.
		var ones, twos uint16
		for x := avail; x != 0; x &= x - 1 {
			c := trailing(x)
			filled := 0
			for i := range nr {
				if emptyR[i]&(1<<c) == 0 {
					filled++
				}
			}
			if filled > mslsMaxFilled {
				avail &^= 1 << c
				continue
			}
			if filled&1 != 0 {
				ones |= 1 << c
			}
			if filled&2 != 0 {
				twos |= 1 << c
			}
		}
		for cols := avail; cols != 0; cols = (cols - 1) & avail {
			nc := bits.OnesCount16(cols)
			if nc < 2 || nr+nc > 9 {
				continue
			}
			work++
			if work > mslsMaxWork {
				return
			}
			// Few filled cells where the rows and columns cross, enough
			// empty ones, and every row and column with an empty cell
			// among them: every column of avail has one in the rows, and
			// a row without one would have nc filled cells.
			filled := bits.OnesCount16(cols&ones) + 2*bits.OnesCount16(cols&twos)
			n := nr*nc - filled
			if filled > mslsMaxFilled || n < mslsMinCells {
				continue
			}
			if nc <= mslsMaxFilled && !rowsMeet(emptyR[:nr], cols) {
				continue
			}
			// The matchings of every digit must add up to n exactly; they
			// add up to at least n on a board with a solution. A greedy
			// matching, cheap, rules out most sets first.
			total := 0
			for d := 1; d <= 9 && total <= n; d++ {
				var used uint16
				a := &adj[d]
				for i := range nr {
					if y := a[i] & cols &^ used; y != 0 {
						used |= y & -y
						total++
					}
				}
			}
			if total > n {
				continue
			}
			total = 0
			for d := 1; d <= 9 && total <= n; d++ {
				total += matchSize(&rowCols[d], rows, cols, nil)
			}
			if total != n {
				continue
			}
			// Each digit's fewest covers may be taken from the rows' side
			// of its matching or from the columns': the two may eliminate
			// different candidates.
			for _, fromCols := range [2]bool{false, true} {
				if s := mslsStep(v, &rowCols, rows, cols, fromCols); s != nil && !emit(s) {
					return
				}
			}
		}
	}
}

// rowsMeet reports whether each of the rows' empty cells (a column a bit)
// has one in cols.
func rowsMeet(empty []uint16, cols uint16) bool {
	for _, e := range empty {
		if e&cols == 0 {
			return false
		}
	}
	return true
}

// matchSize returns the size of a largest matching between the rows and
// columns of the sets, a row r linked to the columns adj[r]&cols; when
// mate is not nil it receives, for each column, the row matched to it
// plus one (0: none).
func matchSize(adj *[9]uint16, rows, cols uint16, mate *[9]int8) int {
	var m [9]int8
	size := 0
	for x := rows; x != 0; x &= x - 1 {
		r := trailing(x)
		if adj[r]&cols == 0 {
			continue
		}
		var seen uint16
		if augment(adj, cols, r, &seen, &m) {
			size++
		}
	}
	if mate != nil {
		*mate = m
	}
	return size
}

// augment looks for an alternating path from row r to a free column and
// flips it (Kuhn's algorithm).
func augment(adj *[9]uint16, cols uint16, r int, seen *uint16, m *[9]int8) bool {
	for x := adj[r] & cols &^ *seen; x != 0; x &= x - 1 {
		c := trailing(x)
		if *seen&(1<<c) != 0 {
			continue
		}
		*seen |= 1 << c
		if m[c] == 0 || augment(adj, cols, int(m[c])-1, seen, m) {
			m[c] = int8(r + 1)
			return true
		}
	}
	return false
}

// cover returns the fewest rows and columns that touch every edge of the
// graph of adj between rows and cols, from a largest matching (Kőnig):
// the rows not reached, and the columns reached, by alternating paths
// from the unmatched rows.
func cover(adj *[9]uint16, rows, cols uint16) (coverRows, coverCols uint16) {
	var mate [9]int8
	matchSize(adj, rows, cols, &mate)
	var matchedRows uint16
	for c := range 9 {
		if mate[c] != 0 {
			matchedRows |= 1 << (mate[c] - 1)
		}
	}
	// Alternating search: from the unmatched rows along any edge to a
	// column, from a column along its matching edge back to a row.
	var reachRows, reachCols uint16
	frontier := rows &^ matchedRows
	reachRows = frontier
	for frontier != 0 {
		var next uint16
		for x := frontier; x != 0; x &= x - 1 {
			r := trailing(x)
			for y := adj[r] & cols &^ reachCols; y != 0; y &= y - 1 {
				c := trailing(y)
				reachCols |= 1 << c
				if mate[c] != 0 {
					if mr := uint16(1) << (mate[c] - 1); reachRows&mr == 0 {
						reachRows |= mr
						next |= mr
					}
				}
			}
		}
		frontier = next
	}
	return rows &^ reachRows, reachCols
}

// mslsStep returns the step of the locked set of rows and cols, or nil if
// it eliminates nothing (or, fromCols, if it is the same as the step of
// the rows' side). The covers of each digit are Kőnig's from the rows'
// side of its matching, or, fromCols, from the columns' side.
func mslsStep(v *view, rowCols *[10][9]uint16, rows, cols uint16, fromCols bool) *Step {
	var elims elimSet
	// byRow[d] and byCol[d]: the rows and columns that cover digit d.
	var byRow, byCol [10]uint16
	same := true
	for d := 1; d <= 9; d++ {
		byRow[d], byCol[d] = cover(&rowCols[d], rows, cols)
		if fromCols {
			var colRows [9]uint16
			for r := range 9 {
				for x := rowCols[d][r]; x != 0; x &= x - 1 {
					colRows[trailing(x)] |= 1 << r
				}
			}
			c, r := cover(&colRows, cols, rows)
			if c != byCol[d] || r != byRow[d] {
				same = false
			}
			byRow[d], byCol[d] = r, c
		}
		for x := byRow[d]; x != 0; x &= x - 1 {
			r := trailing(x)
			for y := rowCols[d][r] &^ cols; y != 0; y &= y - 1 {
				elims[r*9+trailing(y)] |= 1 << d
			}
		}
		for x := byCol[d]; x != 0; x &= x - 1 {
			c := trailing(x)
			for r := range 9 {
				if rows&(1<<r) == 0 && rowCols[d][r]&(1<<c) != 0 {
					elims[r*9+c] |= 1 << d
				}
			}
		}
		for x := byRow[d]; x != 0; x &= x - 1 {
			r := trailing(x)
			for y := rowCols[d][r] & cols & byCol[d]; y != 0; y &= y - 1 {
				elims[r*9+trailing(y)] |= 1 << d
			}
		}
	}
	if elims.empty() || fromCols && same {
		return nil
	}
	var detail MSLSDetail
	for d := 1; d <= 9; d++ {
		for x := byRow[d] & rows; x != 0; x &= x - 1 {
			detail.RowDigits[trailing(x)] |= 1 << d
		}
		for x := byCol[d] & cols; x != 0; x &= x - 1 {
			detail.ColDigits[trailing(x)] |= 1 << d
		}
	}
	s := &Step{Technique: MSLS, Eliminations: elims.list(), Detail: &detail}
	for x := rows; x != 0; x &= x - 1 {
		s.Houses = append(s.Houses, solver.House{Kind: solver.Row, Index: trailing(x)})
	}
	for x := cols; x != 0; x &= x - 1 {
		s.Houses = append(s.Houses, solver.House{Kind: solver.Column, Index: trailing(x)})
	}
	for x := rows; x != 0; x &= x - 1 {
		r := trailing(x)
		for y := cols; y != 0; y &= y - 1 {
			col := trailing(y)
			c := r*9 + col
			if v.Values[c] != 0 {
				continue
			}
			s.Cells = append(s.Cells, c)
			for _, d := range v.Cands[c].List() {
				s.Digits |= 1 << d
				s.Marks = append(s.Marks, Mark{Candidate{c, d}, detail.Role(c, d)})
			}
		}
	}
	s.Size = len(s.Cells)
	return s
}
