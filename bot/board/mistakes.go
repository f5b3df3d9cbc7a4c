package board

import "sudokubot/solver"

// A mistake is a cell that is wrong on the board now: it holds a digit
// other than the solution's, or it is empty with pencil marks that leave
// the solution's digit out (the engine would take its candidates from
// them, see game.PlayerBoard).
type mistake struct {
	cell int
	move int  // the move of the history that made it, from 0
	op   byte // its operation: 'S' a digit placed (here or, for marks, in a peer), 'R' a mark removed, 'A' marks added without the right one
	// For a wrong digit: the cell's digit (a right one, or 0) and marks
	// before it, and the marks of its peers it took away (see apply).
	was     uint8
	before  uint16
	removed [81]uint16
}

// A position is the entries and pencil marks a history leads to.
type position struct {
	puzzle  solver.Grid
	entries solver.Grid
	marks   [81]uint16
}

// apply makes one operation (4 characters, see gameJSON) as the page's
// apply does, and returns its cell, or -1 if it changed nothing (a given,
// a base marker). removed gets the peers' marks a digit placed takes away.
func (p *position) apply(op string, removed *[81]uint16) int {
	c := int(op[1]-'0')*10 + int(op[2]-'0')
	d := op[3] - '0'
	if c > 80 || p.puzzle[c] != 0 {
		return -1
	}
	switch op[0] {
	case 'S':
		p.entries[c] = d
		p.marks[c] = 0
		if d != 0 {
			for _, q := range solver.Peers(c) {
				if removed != nil {
					removed[q] |= p.marks[q] & (1 << d)
				}
				p.marks[q] &^= 1 << d
			}
		}
	case 'E':
		p.entries[c], p.marks[c] = 0, 0
	case 'A':
		if p.entries[c] == 0 {
			p.marks[c] |= 1 << d
		}
	case 'R':
		p.marks[c] &^= 1 << d
	default:
		return -1
	}
	return c
}

// wrong reports whether cell c is a mistake against the solution.
func (p *position) wrong(c int, solution *solver.Grid) bool {
	if p.puzzle[c] != 0 {
		return false
	}
	if v := p.entries[c]; v != 0 {
		return v != solution[c]
	}
	return p.marks[c] != 0 && p.marks[c]&(1<<solution[c]) == 0
}

// mistakes replays the moves of a history from a puzzle and returns the
// position they lead to and the mistakes on it, each with the move that
// made it (a cell wrong since: fixed and made again, it counts from the
// second time), in reading order.
func mistakes(puzzle, solution solver.Grid, moves []string) (position, []mistake) {
	p := position{puzzle: puzzle}
	var since [81]*mistake
	for i, mv := range moves {
		for j := 0; j+4 <= len(mv); j += 4 {
			op := mv[j : j+4]
			var was uint8
			var before uint16
			if c := int(op[1]-'0')*10 + int(op[2]-'0'); c <= 80 {
				was, before = p.entries[c], p.marks[c]
			}
			var removed [81]uint16
			c := p.apply(op, &removed)
			if c < 0 {
				continue
			}
			check := func(k int, why byte) {
				switch w := p.wrong(k, &solution); {
				case !w:
					since[k] = nil
				case since[k] == nil:
					since[k] = &mistake{cell: k, move: i, op: why}
					if why == 'S' && k == c {
						since[k].was, since[k].before, since[k].removed = was, before, removed
					}
				}
			}
			// What a wrong digit took away comes back, but what a digit
			// placed since would have taken away too, or erased.
			for _, m := range since {
				if m == nil || m.op != 'S' || m.cell == c {
					continue
				}
				switch op[0] {
				case 'S':
					for _, q := range solver.Peers(c) {
						m.removed[q] &^= 1 << (op[3] - '0')
						if q == m.cell {
							m.before &^= 1 << (op[3] - '0')
						}
					}
				case 'E':
					m.removed[c] = 0
				}
			}
			check(c, op[0])
			if op[0] == 'S' {
				for _, q := range solver.Peers(c) {
					if removed[q] != 0 {
						check(q, 'S')
					}
				}
			}
		}
	}
	var out []mistake
	for _, m := range since {
		if m != nil {
			out = append(out, *m)
		}
	}
	return p, out
}

// fixMove returns the move that takes the mistakes off a position, and
// the cells it corrects. A wrong digit goes: its cell gets back the digit
// or the pencil marks it had before, its peers the marks it took away
// (but those a digit placed since would have taken too, see mistakes).
// Marks that leave out the solution's digit get it back. Everything else
// stays: the right digits and the other marks, made before the mistakes
// or after them. It returns "" when there is no mistake.
func fixMove(p position, ms []mistake, solution solver.Grid) (string, []int) {
	if len(ms) == 0 {
		return "", nil
	}
	want := p
	var cells []int
	for _, m := range ms {
		cells = append(cells, m.cell)
		want.entries[m.cell] = 0
	}
	for _, m := range ms {
		c := m.cell
		if p.entries[c] == 0 {
			continue
		}
		for q, bits := range m.removed {
			if want.entries[q] == 0 && want.marks[q] != 0 {
				want.marks[q] |= bits
			}
		}
		want.entries[c], want.marks[c] = m.was, m.before
	}
	for _, c := range cells {
		if want.entries[c] == 0 && want.marks[c] != 0 {
			want.marks[c] |= 1 << solution[c]
		}
	}
	return diff(p, want), cells
}

// diff returns the move that takes position from to position to: the
// digits first (placing one takes marks away from its peers), then the
// marks of every empty cell.
func diff(from, to position) string {
	var mv []byte
	play := func(k byte, c int, d uint8) {
		op := []byte{k, byte('0' + c/10), byte('0' + c%10), '0' + d}
		from.apply(string(op), nil)
		mv = append(mv, op...)
	}
	for i := range 81 {
		if from.puzzle[i] != 0 || from.entries[i] == to.entries[i] {
			continue
		}
		if to.entries[i] != 0 {
			play('S', i, to.entries[i])
		} else {
			play('E', i, 0)
		}
	}
	for i := range 81 {
		if from.puzzle[i] != 0 || to.entries[i] != 0 {
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			has, should := from.marks[i]&(1<<d) != 0, to.marks[i]&(1<<d) != 0
			if should && !has {
				play('A', i, d)
			} else if has && !should {
				play('R', i, d)
			}
		}
	}
	return string(mv)
}
