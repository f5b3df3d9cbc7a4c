package sharecode

import (
	"bufio"
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sudokubot/solver"
)

// classic is the puzzle of Wikipedia's Sudoku article.
const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func grid(t testing.TB, s string) solver.Grid {
	t.Helper()
	g, err := solver.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

func TestEncodeDecode(t *testing.T) {
	full := "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	tests := []struct {
		name    string
		grid    string
		version byte
		length  int
	}{
		{"empty", strings.Repeat(".", 81), Sparse, 3},
		{"a 1 first", "1" + strings.Repeat(".", 80), Sparse, 3},
		{"a 9 first", "9" + strings.Repeat(".", 80), Sparse, 2 + 15}, // 8·2⁸¹ + 1 < 62¹⁵
		{"a 9 last", strings.Repeat(".", 80) + "9", Dense, 3},        // the number 9
		{"classic, 30 givens", classic, Sparse, 2 + 30},              // 81 + 30·log₂9 = 176.1 bits < 62³⁰
		{"full", full, Dense, 2 + 46},
		{"all nines", strings.Repeat("9", 81), Dense, 2 + 46},
		{"full but one", "." + full[1:], Dense, 2 + 45},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var g solver.Grid
			for i := range 81 {
				if c := tt.grid[i]; c != '.' {
					g[i] = c - '0'
				}
			}
			code, err := Encode(g)
			if err != nil {
				t.Fatalf("Encode(%s): %v", g, err)
			}
			if code[0] != tt.version || len(code) != tt.length {
				t.Errorf("Encode(%s) = %q (%d characters), want version %c and %d characters", g, code, len(code), tt.version, tt.length)
			}
			back, err := Decode(code)
			if err != nil || back != g {
				t.Errorf("Decode(%q) = %s, %v; want %s", code, back, err, g)
			}
		})
	}
}

func TestDecodeErrors(t *testing.T) {
	good, _ := Encode(grid(t, classic))
	flip := func(s string, i int) string {
		b := []byte(s)
		b[i] = Alphabet[(value(b[i])+1)%base]
		return string(b)
	}
	tests := []struct {
		code string
		want error
		pos  int
	}{
		{"", ErrEmpty, -1},
		{"S0-", ErrChar, 2},
		{good + "_x", ErrChar, len(good)},
		{" " + good, ErrChar, 0},
		{"Sрус", ErrChar, 1},
		{strings.Repeat("S", MaxLen+1), ErrLength, -1},
		{"X" + good[1:], ErrVersion, 0},
		{"s" + good[1:], ErrVersion, 0},
		{"S0", ErrCheck, -1},
		{flip(good, 5), ErrCheck, -1},
		{good[:len(good)-1], ErrCheck, -1},
		{good[:10] + good[11:], ErrCheck, -1},
		{"Sudoku", ErrCheck, -1},
		// Well formed, right check, but not a grid Encode writes: a
		// leading zero symbol, the dense form of a sparse grid, a dense
		// number of 82 digits, digits beyond the givens.
		{withCheck(Sparse, "0"+sparsePayloadOf(t, classic)), ErrGrid, -1},
		{withCheck(Dense, densePayloadOf(t, classic)), ErrGrid, -1},
		{withCheck(Dense, strings.Repeat("Z", 46)), ErrGrid, -1},
		{withCheck(Sparse, new(big.Int).Lsh(big.NewInt(1), 81).Text(base)), ErrGrid, -1},
	}
	for _, tt := range tests {
		g, err := Decode(tt.code)
		var e *Error
		if !errors.Is(err, tt.want) || !errors.As(err, &e) || e.Pos != tt.pos || e.Code != tt.code {
			t.Errorf("Decode(%q) = %s, %v; want %v at %d", tt.code, g, err, tt.want, tt.pos)
			continue
		}
		if g != (solver.Grid{}) {
			t.Errorf("Decode(%q) returned a grid with its error %v", tt.code, err)
		}
	}
}

func sparsePayloadOf(t *testing.T, s string) string {
	g := grid(t, s)
	return sparsePayload(&g)
}

func densePayloadOf(t *testing.T, s string) string {
	g := grid(t, s)
	return densePayload(&g)
}

func TestEncodeRefusesValuesAboveNine(t *testing.T) {
	var g solver.Grid
	g[40] = 10
	if code, err := Encode(g); !errors.Is(err, solver.ErrValue) {
		t.Errorf("Encode(a grid with 10) = %q, %v; want an error matching solver.ErrValue", code, err)
	}
	if code := Code(g); code != "" {
		t.Errorf("Code(a grid with 10) = %q, want \"\"", code)
	}
	g[40] = 9
	if want, _ := Encode(g); Code(g) != want || want == "" {
		t.Errorf("Code(a grid with a 9) = %q, want Encode's %q", Code(g), want)
	}
}

// TestMistypes changes every character of codes into every other symbol,
// and swaps every pair of different neighbours: none of the single
// changes decodes, and only a few of the swaps do (Luhn mod N misses the
// swap of two symbols whose values add up to N-1 and some more).
func TestMistypes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	swaps, missed := 0, 0
	for range 50 {
		code, _ := Encode(randomGrid(rng, 17+rng.IntN(60)))
		for i := range len(code) {
			for v := range base {
				b := []byte(code)
				if b[i] == Alphabet[v] {
					continue
				}
				b[i] = Alphabet[v]
				if g, err := Decode(string(b)); err == nil {
					t.Fatalf("Decode(%q), %q with character %d changed, = %s", b, code, i, g)
				}
			}
			if i+1 < len(code) && code[i] != code[i+1] {
				b := []byte(code)
				b[i], b[i+1] = b[i+1], b[i]
				swaps++
				if _, err := Decode(string(b)); err == nil {
					missed++
				}
			}
		}
	}
	if missed*20 > swaps {
		t.Errorf("%d of %d swaps of neighbours decode", missed, swaps)
	}
	t.Logf("%d of %d swaps of neighbours decode", missed, swaps)
}

// randomGrid returns a grid of n random cells holding random digits (not
// necessarily a valid puzzle: the code does not care).
func randomGrid(rng *rand.Rand, n int) solver.Grid {
	var g solver.Grid
	for _, i := range rng.Perm(81)[:n] {
		g[i] = uint8(1 + rng.IntN(9))
	}
	return g
}

// TestMaxLen checks the bound of the package doc on the worst grids: for
// every number of givens, the grid whose sparse number is largest (the
// givens in the last cells, every digit 9) and the one whose dense number
// is largest (nines first), and random grids.
func TestMaxLen(t *testing.T) {
	longest := 0
	for k := range 82 {
		var late, early solver.Grid
		for i := range k {
			late[80-i] = 9
			early[i] = 9
		}
		for _, g := range []solver.Grid{late, early} {
			code, err := Encode(g)
			if err != nil || len(code) > MaxLen {
				t.Fatalf("Encode(%s) = %q (%d characters), %v; want at most %d", g, code, len(code), err, MaxLen)
			}
			longest = max(longest, len(code))
			if back, err := Decode(code); back != g {
				t.Fatalf("Decode(%q) = %s, %v; want %s", code, back, err, g)
			}
		}
	}
	if longest != MaxLen {
		t.Errorf("the longest code is %d characters, MaxLen says %d", longest, MaxLen)
	}
	// The arithmetic of the bound: 10^81 fits in 46 symbols of base 62.
	if n := math.Ceil(81 * math.Log(10) / math.Log(float64(base))); n != 46 {
		t.Errorf("10^81 needs %v symbols", n)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		g := randomGrid(rng, rng.IntN(82))
		if code, _ := Encode(g); len(code) > MaxLen {
			t.Fatalf("Encode(%s) = %q, %d characters", g, code, len(code))
		}
	}
}

// TestDataSets encodes every puzzle of the exact solver's data sets,
// decodes it again, and logs the lengths of the codes.
func TestDataSets(t *testing.T) {
	files, _ := filepath.Glob("../testdata/puzzles*.txt")
	if len(files) == 0 {
		t.Fatal("no puzzles in ../testdata")
	}
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		var lengths []int
		sum := 0
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if len(line) < 81 || testing.Short() && len(lengths) >= 2000 {
				continue
			}
			g := grid(t, line[:81])
			code, err := Encode(g)
			if err != nil {
				t.Fatal(err)
			}
			if back, err := Decode(code); back != g || err != nil {
				t.Fatalf("Decode(Encode(%s)) = %s, %v", g, back, err)
			}
			lengths = append(lengths, len(code))
			sum += len(code)
		}
		f.Close()
		slices.Sort(lengths)
		t.Logf("%s: %d puzzles, code length min %d, median %d, mean %.1f, max %d", filepath.Base(file),
			len(lengths), lengths[0], lengths[len(lengths)/2], float64(sum)/float64(len(lengths)), lengths[len(lengths)-1])
	}
}

func TestSplit(t *testing.T) {
	tests := []struct{ in, code, rest string }{
		{"SabcX", "SabcX", ""},
		{"SabcX_ch-1", "SabcX", "ch-1"},
		{"SabcX_a_b", "SabcX", "a_b"},
		{"", "", ""},
	}
	for _, tt := range tests {
		if code, rest := Split(tt.in); code != tt.code || rest != tt.rest {
			t.Errorf("Split(%q) = %q, %q; want %q, %q", tt.in, code, rest, tt.code, tt.rest)
		}
	}
}

func FuzzDecode(f *testing.F) {
	code, _ := Encode(grid(f, classic))
	for _, s := range []string{code, "", "S0", "D" + strings.Repeat("Z", 47), code + "_abc", "Sudoku"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Decode(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Pos >= len(s) {
				t.Fatalf("Decode(%q): %v is not an *Error within the code", s, err)
			}
			return
		}
		if again, err := Encode(g); again != s || err != nil {
			t.Fatalf("Decode(%q) = %s, which encodes as %q, %v", s, g, again, err)
		}
	})
}

func FuzzDecodeGrid(f *testing.F) {
	f.Add([]byte(classic))
	f.Add(make([]byte, 81))
	f.Add([]byte(strings.Repeat("9", 81)))
	f.Fuzz(func(t *testing.T, cells []byte) {
		var g solver.Grid
		for i := range min(len(cells), 81) {
			g[i] = cells[i] % 10
		}
		code, err := Encode(g)
		if err != nil || len(code) > MaxLen {
			t.Fatalf("Encode(%s) = %q, %v", g, code, err)
		}
		if back, err := Decode(code); back != g || err != nil {
			t.Fatalf("Decode(%q) = %s, %v; want %s", code, back, err, g)
		}
	})
}

func BenchmarkEncode(b *testing.B) {
	g := grid(b, classic)
	for b.Loop() {
		if _, err := Encode(g); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	code, _ := Encode(grid(b, classic))
	for b.Loop() {
		if _, err := Decode(code); err != nil {
			b.Fatal(err)
		}
	}
}
