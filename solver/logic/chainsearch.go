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
	// layers[k] holds, for each literal, the sources that reach it first
	// at depth k; kept to rebuild paths.
	layers [][]uint64
	active []lit // literals of the last layer
	depth  int
}

func newChainSearch(g *chainGraph, src []lit) *chainSearch {
	w := (len(src) + 63) / 64
	n := g.nlits()
	s := &chainSearch{g: g, src: src, w: w, vis: make([]uint64, n*w)}
	first := make([]uint64, n*w)
	for i, l := range src {
		first[int(l)*w+i/64] |= 1 << (i % 64)
		s.vis[int(l)*w+i/64] |= 1 << (i % 64)
	}
	s.layers = append(s.layers, first)
	for l := range n {
		if !zero(first[l*w : (l+1)*w]) {
			s.active = append(s.active, lit(l))
		}
	}
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

// next computes the next layer; it reports false when nothing new is
// reached.
func (s *chainSearch) next() bool {
	if len(s.active) == 0 {
		return false
	}
	g, w := s.g, s.w
	cur := s.layers[len(s.layers)-1]
	nxt := make([]uint64, len(cur))
	touched := make([]lit, 0, len(s.active)*2)
	mark := make([]bool, g.nlits())
	for _, l := range s.active {
		fs := cur[int(l)*w : int(l+1)*w]
		for e := g.start[l]; e < g.start[l+1]; e++ {
			t := g.to[e]
			ts := nxt[int(t)*w : int(t+1)*w]
			for i, x := range fs {
				ts[i] |= x
			}
			if !mark[t] {
				mark[t] = true
				touched = append(touched, t)
			}
		}
	}
	s.active = s.active[:0]
	for _, t := range touched {
		ts := nxt[int(t)*w : int(t+1)*w]
		vs := s.vis[int(t)*w : int(t+1)*w]
		any := false
		for i := range ts {
			ts[i] &^= vs[i]
			vs[i] |= ts[i]
			any = any || ts[i] != 0
		}
		if any {
			s.active = append(s.active, t)
		}
	}
	s.layers = append(s.layers, nxt)
	s.depth++
	return len(s.active) > 0
}

// reached returns the sources that first reach literal l at the last
// layer.
func (s *chainSearch) reached(l lit) []uint64 {
	return s.layers[len(s.layers)-1][int(l)*s.w : int(l+1)*s.w]
}

// has reports whether source i first reaches literal l at the last layer.
func (s *chainSearch) has(l lit, i int) bool {
	return s.layers[len(s.layers)-1][int(l)*s.w+i/64]>>(i%64)&1 != 0
}

// path returns the literals of a shortest chain from source i to literal
// t, which it first reaches at depth k.
func (s *chainSearch) path(i int, t lit, k int) []lit {
	g, w := s.g, s.w
	p := make([]lit, k+1)
	p[k] = t
	word, bit := i/64, uint64(1)<<(i%64)
	for j := k; j > 0; j-- {
		layer := s.layers[j-1]
		found := false
		for e := g.rstart[t]; e < g.rstart[t+1]; e++ {
			f := g.from[e]
			if layer[int(f)*w+word]&bit != 0 {
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
