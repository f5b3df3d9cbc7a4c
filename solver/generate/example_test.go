package generate_test

import (
	"context"
	"fmt"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func ExampleGenerator_Level() {
	g := generate.New(1) // the same seed gives the same puzzles
	p, err := g.Level(context.Background(), logic.Hard, generate.Rotate180)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Rating.Level, solver.Solve(p.Grid, solver.Options{}).Verdict(), p.Symmetry.Symmetric(p.Grid))
	// Output: Hard unique true
}

func ExampleParseTechnique() {
	for _, name := range []string{"x-wing", "摩天楼", "kite", "teleport"} {
		t, err := generate.ParseTechnique(name)
		if err != nil {
			fmt.Println(err.Error()[:29], "…")
			continue
		}
		fmt.Println(explain.For(locale.English).Technique(t), "·", explain.For(locale.Chinese).Technique(t))
	}
	// Output:
	// X-Wing · X翼
	// Skyscraper · 摩天楼
	// 2-String Kite · 双线风筝
	// unknown technique "teleport": …
}
