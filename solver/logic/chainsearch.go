package logic

import "math/bits"

// A chainSearch runs a breadth-first search from many literals at once
// over a chain graph: for every literal it keeps, as a bit set over the
// sources, which sources reach it, layer by layer. The first layer at
// which a source reaches a literal is the length of the shortest chain
// between them, so results come shortest first.
type chainSearch struct {
	g   *chainGraph
	src []lit
	w   int // words per bit set over the sources
	vis []uint64
	// scratch is a zeroed bit set per literal, for building a layer.
	scratch []uint64
	touched []lit
	// layers[k] holds the literals first reached at depth k and,
	// w words each, the sources that reach them then; kept to rebuild
	// paths.
	layers []layer
	arena  []uint64
	active []lit // literals of the last layer
	depth  int
}

// A layer of the search: the literals first reached at one depth and,
// for each, w words of the arena from offset on: the sources that reach
// it then.
type layer struct {
	lits   []lit
	offset int
	// index maps a literal to its position in lits, or -1; built when a
	// path is needed.
	index []int32
}

// find returns the bit set of literal l in layer k, or nil.
func (s *chainSearch) find(k int, l lit) []uint64 {
	ly := &s.layers[k]
	if ly.index == nil {
		ly.index = make([]int32, s.g.nlits())
		for i := range ly.index {
			ly.index[i] = -1
		}
		for i, x := range ly.lits {
			ly.index[x] = int32(i)
		}
	}
	i := ly.index[l]
	if i < 0 {
		return nil
	}
	return s.words(k, int(i))
}

// words returns the bit set of the i-th literal of layer k.
func (s *chainSearch) words(k, i int) []uint64 {
	o := s.layers[k].offset + i*s.w
	return s.arena[o : o+s.w]
}

func newChainSearch(g *chainGraph, src []lit) *chainSearch {
	w := (len(src) + 63) / 64
	n := g.nlits()
	buf := make([]uint64, 2*n*w)
	// The arena holds a literal's sources once per layer that brings it
	// new ones: room for two layers each is grown seldom (BenchmarkAIC
	// and BenchmarkGroupedAIC 5–10% faster than growing it from empty).
	s := &chainSearch{g: g, src: src, w: w, vis: buf[:n*w], scratch: buf[n*w:], arena: make([]uint64, 0, 2*n*w)}
	for i, l := range src {
		if zero(s.scratch[int(l)*w : int(l+1)*w]) {
			s.touched = append(s.touched, l)
		}
		s.scratch[int(l)*w+i/64] |= 1 << (i % 64)
	}
	s.collect()
	return s
}

func zero(ws []uint64) bool {
	for _, x := range ws {
		if x != 0 {
			return false
		}
	}
	return true
}

// collect turns the scratch bit sets of the touched literals into the next
// layer, keeping only what is new, and clears the scratch.
func (s *chainSearch) collect() {
	w := s.w
	ly := layer{lits: make([]lit, 0, len(s.touched)), offset: len(s.arena)}
	for _, t := range s.touched {
		ts := s.scratch[int(t)*w : int(t+1)*w]
		vs := s.vis[int(t)*w : int(t+1)*w]
		any := false
		for i := range ts {
			ts[i] &^= vs[i]
			vs[i] |= ts[i]
			any = any || ts[i] != 0
		}
		if any {
			ly.lits = append(ly.lits, t)
			s.arena = append(s.arena, ts...)
		}
		clear(ts)
	}
	s.touched = s.touched[:0]
	s.layers = append(s.layers, ly)
	s.active = ly.lits
}

// next computes the next layer; it reports false when nothing new is
// reached.
func (s *chainSearch) next() bool {
	if len(s.active) == 0 {
		return false
	}
	g, w := s.g, s.w
	last := len(s.layers) - 1
	for k, l := range s.layers[last].lits {
		fs := s.words(last, k)
		for e := g.start[l]; e < g.start[l+1]; e++ {
			t := g.to[e]
			ts := s.scratch[int(t)*w : int(t+1)*w]
			if zero(ts) {
				s.touched = append(s.touched, t)
			}
			for i, x := range fs {
				ts[i] |= x
			}
		}
	}
	s.collect()
	s.depth++
	return len(s.active) > 0
}

// reached returns the sources that first reach the k-th literal of the
// last layer there.
func (s *chainSearch) reached(k int) []uint64 {
	return s.words(len(s.layers)-1, k)
}

// path returns the literals of a shortest chain from source i to literal
// t, which it first reaches at depth k.
func (s *chainSearch) path(i int, t lit, k int) []lit {
	g := s.g
	g.reverse()
	p := make([]lit, k+1)
	p[k] = t
	word, bit := i/64, uint64(1)<<(i%64)
	for j := k; j > 0; j-- {
		found := false
		for e := g.rstart[t]; e < g.rstart[t+1]; e++ {
			f := g.from[e]
			if ws := s.find(j-1, f); ws != nil && ws[word]&bit != 0 {
				t = f
				found = true
				break
			}
		}
		if !found {
			return nil
		}
		p[j-1] = t
	}
	return p
}

// forBits calls f with the index of every bit set in ws.
func forBits(ws []uint64, f func(i int)) {
	for k, x := range ws {
		for ; x != 0; x &= x - 1 {
			f(64*k + bits.TrailingZeros64(x))
		}
	}
}
