package render_test

import (
	"bytes"
	"fmt"
	"image/png"
	"log"

	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A bot makes one Renderer when it starts and shares it between the
// goroutines that answer people.
func ExampleRenderer_WritePNG() {
	r, err := render.New(render.Options{})
	if err != nil {
		log.Fatal(err)
	}
	puzzle, err := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	if err != nil {
		log.Fatal(err)
	}
	res := solver.Solve(puzzle, solver.Options{})
	var photo bytes.Buffer
	if err := r.WritePNG(&photo, render.Solution{Puzzle: puzzle, Solution: res.Solutions[0]}); err != nil {
		log.Fatal(err)
	}
	cfg, err := png.DecodeConfig(&photo)
	fmt.Println(cfg.Width, cfg.Height, err)
	// Output: 1000 1000 <nil>
}

// A hint picture shows a step on the board it applies to: here a hidden
// single, the 4 that row 6 can hold only in r6c4.
func ExampleHint() {
	r, err := render.New(render.Options{Size: 600})
	if err != nil {
		log.Fatal(err)
	}
	puzzle, err := solver.Parse(".139.....7...........24..1......1...48..6.........39.6.........2.5...74..6...489.")
	if err != nil {
		log.Fatal(err)
	}
	r6c4 := 9*5 + 3
	hint := render.Hint{
		Board: logic.NewBoard(puzzle, solver.Grid{}),
		Step: logic.Step{
			Technique:  logic.HiddenSingle,
			Placements: []logic.Candidate{{Cell: r6c4, Digit: 4}},
			Digits:     logic.DigitSet(4),
			Houses:     []solver.House{{Kind: solver.Row, Index: 5}},
			Cells:      []int{r6c4},
		},
	}
	img, err := r.Image(hint)
	fmt.Println(img.Bounds(), err)
	// Output: (0,0)-(600,600) <nil>
}
