package render

import (
	"image"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// This file draws the marks of the patterns the hardest puzzles need, at
// every level (at 1 and 2 without the candidates' roles, at 4 with the
// result), instead of shading every house they use:
//
//   - a Junior Exocet: its base box shaded, the base cells framed in
//     black, the targets in green, the companions and mirror cells
//     tinted, and the three cross-lines framed (and numbered on
//     purple discs in the margin);
//   - a multi-sector locked set: the rows that cover some of its
//     candidates framed in yellow, the columns in sky blue, their
//     numbers on discs of the same colour in the margin; at level 3 each
//     of its cells split into a yellow band above, with the digits its
//     row covers, and a sky blue one below, with those its column covers
//     (see mslsLesson);
//   - an SK loop: its two rows and two columns framed in yellow, its
//     four boxes framed in sky blue, as the candidates they cover.
//
// A house is framed inside, along its cells' edges, so that the frame
// crosses no digit and no pencil mark.

// patterned reports whether technique t has marks of its own here: its
// drawing rule is one of a pattern's.
func patterned(t logic.Technique) bool {
	switch t.Draws() {
	case logic.DrawExocet, logic.DrawMSLS, logic.DrawSKLoop:
		return true
	}
	return false
}

// drawn reports whether the pictures draw steps by rule d: a technique
// whose rule they do not know fails render's tests.
func drawn(d logic.Drawing) bool {
	switch d {
	case logic.DrawPlain, logic.DrawPencil, logic.DrawExocet, logic.DrawMSLS, logic.DrawSKLoop:
		return true
	}
	return false
}

// A cover is a house a pattern frames, in an ink.
type cover struct {
	house solver.House
	ink   ink
}

// covers returns the houses a step of a patterned technique frames, and
// the cells it tints.
func covers(s *logic.Step) (out []cover, tinted logic.CellSet) {
	switch s.Technique.Draws() {
	case logic.DrawExocet:
		if len(s.Cells) != 10 || len(s.Houses) < 4 {
			return nil, tinted
		}
		for _, h := range s.Houses[1:4] {
			out = append(out, cover{h, purple})
		}
		for _, i := range s.Cells[4:] {
			tinted.Add(i)
		}
	case logic.DrawMSLS:
		var rows, cols logic.Digits // bit k: row or column k covers
		for _, m := range s.Marks {
			switch m.Role {
			case logic.RoleKey:
				rows |= 1 << (m.Cell / 9)
			case logic.RoleAlt:
				cols |= 1 << (m.Cell % 9)
			case logic.RoleFin:
				rows |= 1 << (m.Cell / 9)
				cols |= 1 << (m.Cell % 9)
			}
		}
		for _, h := range s.Houses {
			switch {
			case h.Kind == solver.Row && rows&(1<<h.Index) != 0:
				out = append(out, cover{h, yellow})
			case h.Kind == solver.Column && cols&(1<<h.Index) != 0:
				out = append(out, cover{h, skyBlue})
			}
		}
	case logic.DrawSKLoop:
		for _, h := range s.Houses {
			k := yellow
			if h.Kind == solver.Box {
				k = skyBlue
			}
			out = append(out, cover{h, k})
		}
	}
	return out, tinted
}

// patternCells tints, before the pencil marks, the cells of a patterned
// step: its base box and its tinted cells.
func (c *canvas) patternCells(s *logic.Step) {
	_, tinted := covers(s)
	if s.Technique.Draws() == logic.DrawExocet && len(s.Houses) > 0 {
		c.shadeHouse(s.Houses[0], houseTint)
	}
	c.mark(tinted, houseTint)
}

// patternFrames draws, after the pencil marks, the frames of a patterned
// step: a frame inside each house it covers, along the cells' edges, off
// their digits and pencil marks; around its base cells and targets; and
// the numbers of its rows and columns on discs in the margin.
func (c *canvas) patternFrames(s *logic.Step) {
	cs, _ := covers(s)
	w := max(2, c.lay.cell/14)
	for _, cv := range cs {
		cells := cv.house.Cells()
		r := c.lay.cellRect(cells[0]).Union(c.lay.cellRect(cells[8]))
		c.frame(r.Inset(max(1, c.lay.cell/24)), w, cv.ink)
		switch cv.house.Kind {
		case solver.Row:
			c.margin[0][cv.house.Index] = cv.ink
		case solver.Column:
			c.margin[1][cv.house.Index] = cv.ink
		}
	}
	if s.Technique.Draws() == logic.DrawExocet && len(s.Cells) >= 4 {
		var base, targets logic.CellSet
		base.Add(s.Cells[0])
		base.Add(s.Cells[1])
		targets.Add(s.Cells[2])
		targets.Add(s.Cells[3])
		c.frameCells(base, black, false)
		c.frameCells(targets, green, false)
	}
	c.marginDiscs()
}

// marginDiscs puts the numbers of the rows and columns recorded in
// c.margin on discs of their inks.
func (c *canvas) marginDiscs() {
	l := &c.lay
	for axis := range 2 {
		for k, ik := range c.margin[axis] {
			if ik == white {
				continue
			}
			mid := l.start[k] + l.cell/2
			p := image.Pt(l.label/2, mid)
			if axis == 1 {
				p = image.Pt(mid, l.label/2)
			}
			c.stamp(&c.bigDisc, p, ik)
			c.stamp(&c.digits[labelStyle][k+1], p, black)
		}
	}
}

// mslsLesson draws level 3 of a multi-sector locked set so that it reads
// at a phone's width: each of its cells split in two, the digits its
// row covers large on a yellow band above, those its column covers on a
// sky blue band below (a digit both cover on both), so that a row's
// digits repeat along it and a column's down it; the other cells' pencil
// marks faint, the eliminated ones on vermillion discs, struck out (large
// when a cell loses one), and the houses it covers framed.
func (c *canvas) mslsLesson(b *logic.Board, s *logic.Step) {
	var rows, cols [81]logic.Digits
	var cells logic.CellSet
	for _, i := range s.Cells {
		cells.Add(i)
	}
	detail, ok := s.Detail.(*logic.MSLSDetail)
	if !ok {
		return
	}
	for _, m := range s.Marks {
		rows[m.Cell] |= detail.RowDigits[m.Cell/9] & (1 << m.Digit)
		cols[m.Cell] |= detail.ColDigits[m.Cell%9] & (1 << m.Digit)
	}
	for _, i := range cells.Cells() {
		r := c.lay.cellRect(i)
		mid := r.Min.Y + c.lay.cell/2
		c.fill(image.Rect(r.Min.X, r.Min.Y, r.Max.X, mid), yellow)
		c.fill(image.Rect(r.Min.X, mid, r.Max.X, r.Max.Y), skyBlue)
	}
	var looks [81][10]look
	var lost [81]int
	for _, e := range s.Eliminations {
		looks[e.Cell][e.Digit] = eliminated
		lost[e.Cell]++
	}
	var big logic.CellSet
	for i, n := range lost {
		if n == 1 {
			big.Add(i)
		}
	}
	c.pencils(b, &looks, s.Digits, logic.CellSet{}, cells.Or(big))
	for _, e := range s.Eliminations {
		if big.Has(e.Cell) && value(b, e.Cell) == 0 {
			for _, d := range (b.Cands[e.Cell] & logic.AllDigits &^ (1 << e.Digit)).List() {
				c.stamp(&c.digits[faintStyle][d], c.lay.candidate(e.Cell, d), faintGray)
			}
			c.bigMark(e.Cell, e.Digit, vermillion, true)
		}
	}
	for _, i := range cells.Cells() {
		p := c.lay.centre(i)
		q := c.lay.cell / 4
		c.candRowAt(image.Pt(p.X, p.Y-q), rows[i])
		c.candRowAt(image.Pt(p.X, p.Y+q), cols[i])
	}
	c.patternFrames(s)
}
