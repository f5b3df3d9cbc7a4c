package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

func TestWingExplanations(t *testing.T) {
	for _, tc := range []struct {
		tech   logic.Technique
		spec   string
		en, zh string
	}{
		{logic.XYWing, "r5c5=16 r5c2=19 r2c5=69",
			"XY-Wing: the pivot r5c5 (1 or 6) sees the pincers r2c5 (6 or 9) and r5c2 (1 or 9). If r5c5 is 6, r2c5 is 9; if it is 1, r5c2 is 9. Either way one of the pincers is 9, so 9 leaves every cell that sees both: r2c2 sees r2c5 in row 2 and r5c2 in column 2. Remove 9 from r2c2.",
			"XY翼：枢纽r5c5（1或6）看到两翼r2c5（6或9）和r5c2（1或9）。如果r5c5是6，r2c5就是9；如果它是1，r5c2就是9。无论哪种情况，两翼中必有一格是9，所以同时看到两翼的格子都不能是9：r2c2与r2c5同在第2行，与r5c2同在第2列。删去r2c2中的9。"},
		{logic.XYZWing, "r1c1=124 r1c5=14 r2c2=24",
			"XYZ-Wing: the pivot r1c1 (1, 2 or 4) sees the pincers r1c5 (1 or 4) and r2c2 (2 or 4). If r1c1 is 1, r1c5 is 4; if it is 2, r2c2 is 4; otherwise it is 4 itself. So one of the three cells is 4, and 4 leaves every cell that sees all three: r1c2 sees r1c1 in row 1, r1c5 in row 1 and r2c2 in column 2; r1c3 sees r1c1 in row 1, r1c5 in row 1 and r2c2 in box 1. Remove 4 from r1c2 and r1c3.",
			"XYZ翼：枢纽r1c1（1、2或4）看到两翼r1c5（1或4）和r2c2（2或4）。如果r1c1是1，r1c5就是4；如果它是2，r2c2就是4；否则它自己就是4。所以这三格中必有一格是4，同时看到这三格的格子都不能是4：r1c2与r1c1同在第1行，与r1c5同在第1行，与r2c2同在第2列；r1c3与r1c1同在第1行，与r1c5同在第1行，与r2c2同在第1宫。删去r1c2和r1c3中的4。"},
		{logic.WWing, "c5-1 r2c5=123456789 r8c5=123456789 r2c3=14 r8c7=14",
			"W-Wing on 1 and 4: r2c3 and r8c7 can only be 1 or 4. In column 5, 1 can only go in r2c5 or r8c5; r2c5 sees r2c3 (in row 2) and r8c5 sees r8c7 (in row 8). One of r2c5 and r8c5 is 1, so r2c3 or r8c7 is not 1 and is therefore 4. A cell that sees both cannot be 4: r2c7 sees r2c3 in row 2 and r8c7 in column 7; r8c3 sees r2c3 in column 3 and r8c7 in row 8. Remove 4 from r2c7 and r8c3.",
			"W翼（数字1和4）：r2c3和r8c7都只能是1或4。第5列的1只能在r2c5或r8c5（强链）；r2c5与r2c3同在第2行，r8c5与r8c7同在第8行。r2c5和r8c5中必有一个是1，所以r2c3和r8c7中至少有一格不是1，那一格就是4。同时看到这两格的格子都不能是4：r2c7与r2c3同在第2行，与r8c7同在第7列；r8c3与r2c3同在第3列，与r8c7同在第8行。删去r2c7和r8c3中的4。"},
	} {
		b := candBoard(t, tc.spec)
		steps := logic.All(t.Context(), &b, tc.tech)
		if len(steps) != 1 {
			t.Fatalf("%v on %q: %d steps, want 1", tc.tech, tc.spec, len(steps))
		}
		if got := For(locale.English).Explain(steps[0]); got != tc.en {
			t.Errorf("%v Explain(English) =\n%q\nwant\n%q", tc.tech, got, tc.en)
		}
		if got := For(locale.Chinese).Explain(steps[0]); got != tc.zh {
			t.Errorf("%v Explain(Chinese) =\n%q\nwant\n%q", tc.tech, got, tc.zh)
		}
	}
}
