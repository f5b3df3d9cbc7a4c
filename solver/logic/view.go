package logic

import (
	"context"

	"sudokubot/solver"
)

// Houses are numbered 0–26: rows 0–8, columns 9–17, boxes 18–26, the same
// order as solver.House{Kind, Index} gives with Kind*9+Index.

// houseCells lists the cells of each house in reading order.
var houseCells = func() (h [27][9]int) {
	for i := range 27 {
		h[i] = houseOf(i).Cells()
	}
	return h
}()

// cellHouses lists, for each cell, its row, column and box.
var cellHouses = func() (h [81][3]int) {
	for c := range 81 {
		h[c] = [3]int{c / 9, 9 + c%9, 18 + box(c)}
	}
	return h
}()

// houseOf returns house number h (0–26) as a solver.House.
func houseOf(h int) solver.House {
	return solver.House{Kind: solver.HouseKind(h / 9), Index: h % 9}
}

// houseNum returns the number (0–26) of a solver.House.
func houseNum(h solver.House) int { return int(h.Kind)*9 + h.Index }

// peerSets holds, for each cell, its 20 peers as a set.
var peerSets = func() (p [81]CellSet) {
	for i := range 81 {
		for _, j := range peers[i] {
			p[i].Add(int(j))
		}
	}
	return p
}()

// A view is a board with the indexes the finders need, built once per
// search for a step.
type view struct {
	*Board
	ctx context.Context
	// cells[d] holds the empty cells that have candidate d.
	cells [10]CellSet
	// where[h][d] holds the positions (0–8, a bit each, in the order of
	// houseCells) of candidate d in house h.
	where [27][10]uint16
	// empty holds the empty cells.
	empty CellSet
	// graphs holds the chain graphs built on the view, by their options
	// (see graph).
	graphs map[graphOpts]*chainGraph
}

// graph returns the chain graph of the view with opts, built once: the
// chain finders of a ladder that share options (nice loops and AICs,
// grouped or not, and the static forcing chains) search one graph, which
// none of them changes (its reverse links, built when first needed, are
// the same for all).
func (v *view) graph(opts graphOpts) *chainGraph {
	if g, ok := v.graphs[opts]; ok {
		return g
	}
	if v.graphs == nil {
		v.graphs = map[graphOpts]*chainGraph{}
	}
	g := newChainGraph(v, opts)
	v.graphs[opts] = g
	return g
}

func newView(ctx context.Context, b *Board) *view {
	v := &view{Board: b, ctx: ctx}
	for c := range 81 {
		cands := b.Cands[c]
		if b.Values[c] != 0 {
			continue
		}
		v.empty.Add(c)
		for d := 1; d <= 9; d++ {
			if cands.Has(d) {
				v.cells[d].Add(c)
			}
		}
	}
	for h := range 27 {
		for p, c := range houseCells[h] {
			for x := b.Cands[c]; x != 0; x &= x - 1 {
				d := Digits(x).First()
				v.where[h][d] |= 1 << p
			}
		}
	}
	return v
}

// done reports whether the search should stop: its context ended.
func (v *view) done() bool { return v.ctx.Err() != nil }

// sees reports whether cells a and b are peers.
func sees(a, b int) bool { return a != b && peerSets[a].Has(b) }

// common returns the cells that see every cell of s (and are not in s).
func common(s CellSet) CellSet {
	out := CellSet{^uint64(0), 1<<17 - 1}
	for w := range 2 {
		for x := s[w]; x != 0; x &= x - 1 {
			out = out.And(peerSets[64*w+trailing64(x)])
		}
	}
	return out.AndNot(s)
}
