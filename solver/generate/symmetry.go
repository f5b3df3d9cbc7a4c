package generate

import (
	"fmt"
	"strings"
)

// A Symmetry is the pattern the givens of a puzzle keep: a cell holds a
// given exactly when its images do.
type Symmetry uint8

// The symmetries. The zero value is Rotate180, the newspapers' habit.
const (
	// Rotate180: a half turn about the centre, (r, c) and (8-r, 8-c).
	Rotate180 Symmetry = iota
	// None: no pattern; a puzzle is then strictly minimal.
	None
	// Diagonal: a reflection in the main diagonal, (r, c) and (c, r).
	Diagonal
	// Mirror: a reflection left to right, (r, c) and (r, 8-c).
	Mirror
	numSymmetries
)

var symmetryNames = [numSymmetries]string{"rotate180", "none", "diagonal", "mirror"}

// String returns the name that ParseSymmetry reads.
func (s Symmetry) String() string {
	if s >= numSymmetries {
		return fmt.Sprintf("Symmetry(%d)", s)
	}
	return symmetryNames[s]
}

// Symmetries returns every symmetry, the default first.
func Symmetries() []Symmetry { return []Symmetry{Rotate180, None, Diagonal, Mirror} }

// ParseSymmetry reads a symmetry's name: none, rotate180, diagonal or
// mirror, in any case. The error lists the valid names.
func ParseSymmetry(name string) (Symmetry, error) {
	for s, n := range symmetryNames {
		if strings.EqualFold(strings.TrimSpace(name), n) {
			return Symmetry(s), nil
		}
	}
	return 0, fmt.Errorf("%w %q: want one of %s", ErrUnknownSymmetry, name, strings.Join(symmetryNames[:], ", "))
}

// Image returns the cell that cell i (0–80) maps to; it is i itself for a
// cell on the axis or at the centre, and for every cell with None.
func (s Symmetry) Image(i int) int {
	r, c := i/9, i%9
	switch s {
	case Rotate180:
		return 80 - i
	case Diagonal:
		return 9*c + r
	case Mirror:
		return 9*r + 8 - c
	}
	return i
}

// groups returns the cells that must be given or removed together: each
// cell with its image, once.
func (s Symmetry) groups() [][2]int8 {
	gs := make([][2]int8, 0, 81)
	for i := range 81 {
		if j := s.Image(i); j >= i {
			gs = append(gs, [2]int8{int8(i), int8(j)})
		}
	}
	return gs
}

// Symmetric reports whether the givens of p keep the symmetry.
func (s Symmetry) Symmetric(p [81]uint8) bool {
	for i := range 81 {
		if (p[i] == 0) != (p[s.Image(i)] == 0) {
			return false
		}
	}
	return true
}
