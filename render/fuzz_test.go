package render

import (
	"bytes"
	"errors"
	"image/png"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// FuzzPicture draws pictures made of arbitrary bytes: grids with values
// above 9, empty, full or contradictory; steps with cells and digits out
// of range, nodes without cells, empty and huge chains. Drawing must never
// panic, must fail only with an error matching ErrInvalid, and must
// otherwise give a PNG of the Renderer's size.
func FuzzPicture(f *testing.F) {
	r, err := New(Options{Size: MinSize})
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte{})
	f.Add([]byte{0, 0, 0})
	f.Add(bytes.Repeat([]byte{5}, 500))
	f.Add(bytes.Repeat([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 250}, 60))
	for kind := range byte(6) {
		f.Add(append([]byte{kind}, bytes.Repeat([]byte{7, 0, 81, 3, 200, 1}, 80)...))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		pic := fuzzPicture(&fuzzReader{data: data})
		var buf bytes.Buffer
		err := r.WritePNG(&buf, pic)
		if err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("WritePNG(%#v) error = %v, want one matching ErrInvalid", pic, err)
			}
			return
		}
		cfg, err := png.DecodeConfig(&buf)
		if err != nil || cfg.Width != MinSize || cfg.Height != MinSize {
			t.Fatalf("WritePNG(%#v) wrote a PNG of %dx%d (%v), want %dx%d", pic, cfg.Width, cfg.Height, err, MinSize, MinSize)
		}
	})
}

// A fuzzReader hands out the fuzzer's bytes as the parts of a picture:
// mostly valid ones, some out of range; zeros once the bytes run out.
type fuzzReader struct{ data []byte }

func (r *fuzzReader) byte() byte {
	if len(r.data) == 0 {
		return 0
	}
	b := r.data[0]
	r.data = r.data[1:]
	return b
}

// value returns a grid value: 0–9, or above 9 for a byte from 230 on.
func (r *fuzzReader) value() uint8 {
	if v := r.byte(); v >= 230 {
		return v
	} else {
		return v % 10
	}
}

// int returns n values 0 to n-1 for most bytes, and values outside that
// range, negative or too large, for the last 16.
func (r *fuzzReader) int(n int) int {
	v := int(r.byte())
	switch {
	case v < 240:
		return v % n
	case v < 248:
		return n + v - 240
	default:
		return 247 - v
	}
}

// count returns a length 0 to n-1.
func (r *fuzzReader) count(n int) int { return int(r.byte()) % n }

func (r *fuzzReader) grid() solver.Grid {
	var g solver.Grid
	switch r.byte() % 4 {
	case 0: // empty
	case 1: // full of one value, contradictory
		v := r.value()
		for i := range g {
			g[i] = v
		}
	default:
		for i := range g {
			g[i] = r.value()
		}
	}
	return g
}

func (r *fuzzReader) cells() []int {
	cells := make([]int, r.count(12))
	for i := range cells {
		cells[i] = r.int(81)
	}
	return cells
}

func (r *fuzzReader) candidates() []logic.Candidate {
	cs := make([]logic.Candidate, r.count(12))
	for i := range cs {
		cs[i] = logic.Candidate{Cell: r.int(81), Digit: 1 + r.int(9)}
	}
	return cs
}

func (r *fuzzReader) house() solver.House {
	return solver.House{Kind: solver.HouseKind(r.int(3)), Index: r.int(9)}
}

func (r *fuzzReader) node() logic.Node {
	n := logic.Node{Digit: 1 + r.int(9), On: r.byte()%2 == 0}
	for range r.count(4) {
		if c := r.int(81); c >= 0 {
			n.Cells.Add(min(c, 127))
		}
	}
	return n
}

func (r *fuzzReader) board() logic.Board {
	b := logic.NewBoard(r.grid(), r.grid())
	if r.byte()%2 == 0 { // arbitrary pencil marks and values
		for i := range b.Cands {
			b.Cands[i] = logic.Digits(r.byte()) << (r.byte() % 8)
		}
		b.Values = r.grid()
	}
	return b
}

func (r *fuzzReader) step() logic.Step {
	s := logic.Step{
		Technique:    logic.Technique(r.byte()),
		Placements:   r.candidates(),
		Eliminations: r.candidates(),
		Digits:       logic.Digits(r.byte()) << (r.byte() % 8),
		Cells:        r.cells(),
	}
	for range r.count(5) {
		s.Houses = append(s.Houses, r.house())
	}
	for _, c := range r.candidates() {
		s.Marks = append(s.Marks, logic.Mark{Candidate: c, Role: logic.Role(r.int(5))})
	}
	for range r.count(4) {
		var ch logic.Chain
		n := r.count(24)
		if r.byte() == 255 {
			n = 10 * MaxLinks // a huge chain
		}
		for range n {
			ch = append(ch, logic.Link{From: r.node(), To: r.node()})
		}
		s.Chains = append(s.Chains, ch)
	}
	return s
}

func fuzzPicture(r *fuzzReader) Picture {
	switch r.byte() % 6 {
	case 0:
		return Puzzle{Grid: r.grid()}
	case 1:
		return Solution{Puzzle: r.grid(), Solution: r.grid()}
	case 2:
		p := r.grid()
		var cs []solver.Conflict
		for range r.count(5) {
			cs = append(cs, solver.Conflict{Digit: 1 + r.int(9), House: r.house(), Cells: r.cells()})
		}
		if r.byte()%2 == 0 {
			var ce *solver.ConflictError
			if errors.As(p.Validate(), &ce) {
				cs = ce.Conflicts
			}
		}
		return Conflicts{Puzzle: p, Conflicts: cs}
	case 3:
		return Candidates{Board: r.board()}
	case 4:
		m := Mistakes{Puzzle: r.grid(), Entries: r.grid(), Wrong: r.cells()}
		for i := range r.count(81) {
			m.Marks[i] = uint16(r.int(1 << 16))
		}
		return m
	default:
		return Hint{Board: r.board(), Step: r.step(), Level: r.int(5), Zoom: r.byte()%2 == 0}
	}
}
