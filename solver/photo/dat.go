package photo

import (
	"fmt"
	"slices"
	"strings"

	"sudokubot/solver"
)

// ParseDat parses the .dat file of a picture of the wichtounet/sudoku
// dataset: two lines about the phone and the picture, then nine lines of
// nine digits separated by spaces, 0 for an empty cell. The same form
// labels the screenshots written by cmd/digits.
func ParseDat(text string) (solver.Grid, error) {
	var g solver.Grid
	lines := strings.Split(strings.ReplaceAll(text, "\r", ""), "\n")
	if len(lines) < 11 {
		return g, fmt.Errorf("dat: %d lines, want 2 header lines and 9 rows", len(lines))
	}
	for r := range 9 {
		f := strings.Fields(lines[2+r])
		if len(f) != 9 {
			return g, fmt.Errorf("dat: row %d has %d values, want 9", r+1, len(f))
		}
		for c, s := range f {
			if len(s) != 1 || s[0] < '0' || s[0] > '9' {
				return g, fmt.Errorf("dat: row %d column %d is %q, want a digit", r+1, c+1, s)
			}
			g[r*9+c] = s[0] - '0'
		}
	}
	return g, nil
}

// FormatDat writes g in the form ParseDat reads, with the two header
// lines given.
func FormatDat(g solver.Grid, device, format string) string {
	var b strings.Builder
	b.WriteString(device + "\n" + format + "\n")
	for r := range 9 {
		for c := range 9 {
			fmt.Fprintf(&b, "%d ", g[r*9+c])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Split divides the names of the training photos into the ones the
// classifier is trained on and the ones held out for evaluation: sorted,
// every fourth name (the 4th, 8th, ...) is held out, so 40 of the 160
// photos of ../shared/data/photo. cmd/digits never trains on the held-out
// ones; sudoku read -eval -heldout measures them.
func Split(names []string) (train, test []string) {
	s := slices.Clone(names)
	slices.Sort(s)
	for i, n := range s {
		if i%4 == 3 {
			test = append(test, n)
		} else {
			train = append(train, n)
		}
	}
	return train, test
}
