package render

import (
	"context"
	"fmt"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// patternPuzzles holds, for each technique drawn with its own marks, a
// puzzle that opens with it: the second of the forum's hardest 1106 (a
// Junior Exocet), Inkala's (a multi-sector locked set) and the Easter
// Monster (an SK loop, where Steve Kurzhals found it).
var patternPuzzles = []struct {
	name   string
	tech   logic.Technique
	puzzle string
}{
	{"pattern_exocet", logic.JExocet, "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........"},
	{"pattern_msls", logic.MSLS, inkala},
	{"pattern_skloop", logic.SKLoop, "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"},
}

// TestPatterns draws the first step of each technique of patternPuzzles
// at each level, at 400 and 360 pixels, against its goldens (level 3's
// named without a level), and checks that it is drawn with its own marks
// at every level: numbers of rows or columns on discs in the margin.
func TestPatterns(t *testing.T) {
	for _, pp := range patternPuzzles {
		t.Run(pp.name, func(t *testing.T) {
			b := logic.NewBoard(grid(t, pp.puzzle), solver.Grid{})
			steps := logic.All(context.Background(), &b, pp.tech)
			if len(steps) == 0 {
				t.Fatalf("no %v on the puzzle", pp.tech)
			}
			s := *steps[0]
			for level := 1; level <= 4; level++ {
				for _, size := range []int{lessonSize, 360} {
					r := newRenderer(t, Options{Size: size})
					c := &canvas{Renderer: r, img: r.newImage(r.pal.colors)}
					copy(c.img.Pix, r.empty)
					if err := (Hint{Board: b, Step: s, Level: level}).draw(c); err != nil {
						t.Fatal(err)
					}
					if c.margin == ([2][9]ink{}) {
						t.Errorf("level %d, %d px: no row or column marked in the margin", level, size)
					}
					name := pp.name
					if level != 3 {
						name += fmt.Sprintf("_level%d", level)
					}
					if size != lessonSize {
						name += fmt.Sprintf(".%d", size)
					}
					checkGolden(t, name, c.img)
				}
			}
		})
	}
}

// TestEveryTechniqueDrawn checks that every technique of the engine has a
// drawing rule the pictures draw by.
func TestEveryTechniqueDrawn(t *testing.T) {
	for _, tech := range logic.Techniques() {
		if d := tech.Draws(); !drawn(d) {
			t.Errorf("%v draws by rule %d, which render does not draw", tech, d)
		}
	}
}
