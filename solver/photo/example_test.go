package photo_test

import (
	"errors"
	"fmt"
	"os"

	"sudokubot/solver"
	"sudokubot/solver/photo"
)

func ExampleRead() {
	data, err := os.ReadFile("testdata/screen003-borderless.jpg")
	if err != nil {
		fmt.Println(err)
		return
	}
	rd, err := photo.Read(data)
	switch {
	case errors.Is(err, photo.ErrNoGrid), errors.Is(err, photo.ErrCutOff):
		fmt.Println("send the whole grid, flat, filling most of the picture")
		return
	case err != nil:
		fmt.Println(err)
		return
	}
	fmt.Println(rd.Grid)
	c := rd.Check()
	if c.Sure() {
		fmt.Println("solve it:", c.Verdict)
	} else {
		for _, r := range c.Repairs {
			fmt.Printf("I read %s as %d, not %d — check it\n", solver.CellName(r.Cell), r.Now, r.Read)
		}
	}
	// Output:
	// .5.69378.......5.1....2..3..81.5..9.59..4.26.246..71....98...15......84..2841..7.
	// solve it: unique
}
