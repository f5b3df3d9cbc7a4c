package sharecode_test

import (
	"fmt"

	"sudokubot/solver"
	"sudokubot/solver/sharecode"
)

func Example() {
	g, _ := solver.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	code, _ := sharecode.Encode(g)
	fmt.Println(code, len(code))
	back, _ := sharecode.Decode(code)
	fmt.Println(back == g)
	_, err := sharecode.Decode(code[:10] + "x" + code[11:])
	fmt.Println(err)
	// Output:
	// S58Dw6cn6eTvIWtBmVfTox3fSS562DVG 32
	// true
	// sharecode "S58Dw6cn6exvIWtBmVfTox3fSS562DVG": check character does not match
}
