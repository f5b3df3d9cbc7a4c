package photo

import (
	"slices"
	"testing"

	"sudokubot/solver"
)

// A 17-clue puzzle: taking any given away leaves several solutions.
const seventeen = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."

// reading returns a reading of g where every cell is sure (0.99) except
// the ones in doubt, given as cell → (value read, its probability, the
// runner-up, its probability).
func reading(t *testing.T, g solver.Grid, doubt map[int][4]float32) *Reading {
	t.Helper()
	rd := &Reading{Grid: g}
	for i := range 81 {
		v := g[i]
		rd.Prob[i][v] = 0.99
		rd.Prob[i][(v+5)%10] = 0.01
		if d, ok := doubt[i]; ok {
			rd.Prob[i] = [Classes]float32{}
			rd.Grid[i] = uint8(d[0])
			rd.Prob[i][int(d[0])] = d[1]
			rd.Prob[i][int(d[2])] = d[3]
		}
		rd.Confidence[i] = rd.Prob[i][rd.Grid[i]]
	}
	return rd
}

func TestCheck(t *testing.T) {
	p, err := solver.Parse(seventeen)
	if err != nil {
		t.Fatal(err)
	}
	// r3c8 holds 3 (cell 25), r3c6 holds 2 (cell 23), r2c9 holds 1 (cell 17).
	tests := []struct {
		name      string
		doubt     map[int][4]float32
		sure      bool
		verdict   solver.Verdict
		repairs   []Repair
		doubtful  []int
		conflicts bool
	}{
		{name: "read right", sure: true, verdict: solver.Unique},
		{name: "right but doubtful", doubt: map[int][4]float32{25: {3, 0.6, 8, 0.4}},
			verdict: solver.Unique, doubtful: []int{25}},
		{name: "3 read as 8, repaired",
			doubt:   map[int][4]float32{25: {8, 0.6, 3, 0.4}},
			verdict: solver.Unique, repairs: []Repair{{25, 8, 3}}},
		{name: "1 missed (several solutions), repaired",
			doubt:   map[int][4]float32{17: {0, 0.7, 1, 0.3}},
			verdict: solver.Unique, repairs: []Repair{{17, 0, 1}}},
		{name: "sure 3 read as 2 next to a 2: conflict, not repaired",
			doubt:   map[int][4]float32{25: {2, 0.999, 3, 0.0001}},
			verdict: solver.NoSolution, conflicts: true},
	}
	for _, tt := range tests {
		rd := reading(t, p, tt.doubt)
		c := rd.Check()
		if c.Sure() != tt.sure || c.Verdict != tt.verdict || !slices.Equal(c.Repairs, tt.repairs) ||
			!slices.Equal(c.Doubtful, tt.doubtful) || (len(c.Conflicts) > 0) != tt.conflicts {
			t.Errorf("%s: Check() = sure %v, %v, repairs %v, doubtful %v, conflicts %v;\nwant sure %v, %v, repairs %v, doubtful %v, conflicts %v",
				tt.name, c.Sure(), c.Verdict, c.Repairs, c.Doubtful, c.Conflicts,
				tt.sure, tt.verdict, tt.repairs, tt.doubtful, tt.conflicts)
		}
		if c.Verdict == solver.Unique && c.Grid != p {
			t.Errorf("%s: Check().Grid = %v, want %v", tt.name, c.Grid, p)
		}
	}
}

// TestCheckConfusedDigit: a face whose 6s the classifier takes for 8s
// misreads every 6 of the grid; more cells than the repair changes one by
// one, they are changed back together, as are two such confusions at
// once; a confusion shared by cells read right is not forced on them.
func TestCheckConfusedDigit(t *testing.T) {
	p, err := solver.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		t.Fatal(err)
	}
	cellsOf := func(d uint8) []int {
		var cells []int
		for i, v := range p {
			if v == d {
				cells = append(cells, i)
			}
		}
		return cells
	}
	sixes, nines := cellsOf(6), cellsOf(9)
	if len(sixes) < repairChange+1 || len(nines) < 2 {
		t.Fatalf("the puzzle has %d 6s and %d 9s, want more than %d and at least 2", len(sixes), len(nines), repairChange)
	}
	misread := func(cells []int, as uint8, doubt map[int][4]float32) {
		for k, i := range cells {
			doubt[i] = [4]float32{float32(as), 0.7 + 0.05*float32(k%4), float32(p[i]), 0.2}
		}
	}
	tests := []struct {
		name    string
		doubt   map[int][4]float32
		repairs int
	}{
		{"every 6 read as 8", map[int][4]float32{}, len(sixes)},
		{"every 6 read as 8 and every 9 as 3", map[int][4]float32{}, len(sixes) + len(nines)},
	}
	misread(sixes, 8, tests[0].doubt)
	misread(sixes, 8, tests[1].doubt)
	misread(nines, 3, tests[1].doubt)
	for _, tt := range tests {
		c := reading(t, p, tt.doubt).Check()
		if c.Verdict != solver.Unique || c.Grid != p || len(c.Repairs) != tt.repairs {
			t.Errorf("%s: Check() = %s, %v, %d repairs %v; want %s, %d repairs", tt.name, c.Grid, c.Verdict, len(c.Repairs), c.Repairs, p, tt.repairs)
		}
	}

	// The 8s read right but doubtful too, with 6 as runner-up: the moves
	// mix right and wrong cells; whatever the check makes of it, it is not
	// a grid with one solution other than the picture's.
	doubt := map[int][4]float32{}
	misread(sixes, 8, doubt)
	for _, i := range cellsOf(8) {
		doubt[i] = [4]float32{8, 0.8, 6, 0.15}
	}
	c := reading(t, p, doubt).Check()
	if c.Verdict == solver.Unique && c.Grid != p {
		t.Errorf("8s right and 6s misread as 8: repaired to %s, not the picture's %s", c.Grid, p)
	}
}

// TestCheckBudget: the repairs stop once the solver's guesses are
// spent, whatever grids the picture makes them try: without a budget a
// missed digit is not repaired; with the budget it is, within it.
func TestCheckBudget(t *testing.T) {
	p, err := solver.Parse(seventeen)
	if err != nil {
		t.Fatal(err)
	}
	// r2c9's 1 missed, and nine other cells in doubt: the repair tries
	// grids of several solutions before the right one.
	doubt := map[int][4]float32{17: {0, 0.7, 1, 0.3}}
	for i := 27; i < 81 && len(doubt) < 10; i++ {
		if p[i] == 0 {
			doubt[i] = [4]float32{0, 0.6, 5, 0.4}
		}
	}
	for _, tt := range []struct {
		budget   int
		repaired bool
	}{{0, false}, {1, false}, {repairSteps, true}} {
		c, spent := reading(t, p, doubt).check(tt.budget)
		if (len(c.Repairs) > 0) != tt.repaired || (tt.repaired && c.Grid != p) {
			t.Errorf("with %d guesses: repairs %v (grid %v), want repaired %v", tt.budget, c.Repairs, c.Grid, tt.repaired)
		}
		// One solve may overshoot by its own last guess.
		if spent > tt.budget+1 {
			t.Errorf("with %d guesses: %d spent", tt.budget, spent)
		}
	}
}

// TestCheckFaintDigit: a digit read as an empty cell may be any digit, not
// only the three the classifier finds likeliest in its faint ink (a
// photo's 7 whose likeliest digits were 1, 8 and 4).
func TestCheckFaintDigit(t *testing.T) {
	p, err := solver.Parse(seventeen)
	if err != nil {
		t.Fatal(err)
	}
	rd := reading(t, p, map[int][4]float32{17: {0, 0.97, 8, 0.02}}) // r2c9's 1
	rd.Prob[17][4], rd.Prob[17][6], rd.Prob[17][1] = 0.006, 0.003, 0.0005
	c := rd.Check()
	if want := []Repair{{17, 0, 1}}; c.Verdict != solver.Unique || !slices.Equal(c.Repairs, want) || c.Grid != p {
		t.Errorf("Check() = %v, repairs %v, grid %v; want %v, repairs %v, grid %v", c.Verdict, c.Repairs, c.Grid, solver.Unique, want, p)
	}
}
