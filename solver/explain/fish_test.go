package explain

import (
	"sudokubot/solver/internal/logictest"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

func TestFishExplanations(t *testing.T) {
	for _, tc := range []struct {
		tech   logic.Technique
		d      int
		pic    []string
		key    string
		en, zh string
	}{
		{logic.XWing, 4, logictest.XWingPicture, "r2 r7 c3 c8 => r6c8 r8c3",
			"X-Wing on 4: in rows 2 and 7, 4 can only go in columns 3 and 8, so whichever way it goes, columns 3 and 8 each get their 4 in rows 2 and 7: remove 4 from r6c8 and r8c3.",
			"X翼（数字4）：在第2、7行中，4只能填在第3、8列，所以无论怎样填，第3、8列的4都必定落在第2、7行中：删去r6c8和r8c3中的4。"},
		{logic.FinnedXWing, 4, logictest.FinnedXWingPicture, "r2 r7 c3 c8 => r8c8",
			"Finned X-Wing on 4: in rows 2 and 7, 4 can only go in columns 3 and 8, apart from the fin r7c9 in box 9. If the fin is not 4, this is an X-Wing: columns 3 and 8 get their 4 in rows 2 and 7; if the fin is 4, no other cell of box 9 can be 4. Either way, r8c8 cannot be 4: it lies in column 8 and in box 9 with the fin. Remove 4 from r8c8.",
			"带鳍X翼（数字4）：在第2、7行中，除了第9宫中的鳍r7c9以外，4只能填在第3、8列。如果鳍不是4，就构成X翼，第3、8列的4必定落在第2、7行中；如果鳍是4，第9宫的其他格都不能是4。无论哪种情况，r8c8不能是4：它在第8列上，并与鳍同在第9宫。删去r8c8中的4。"},
		{logic.SashimiXWing, 4, logictest.SashimiXWingPicture, "r2 r7 c3 c8 => r8c8",
			"Sashimi X-Wing on 4: in rows 2 and 7, 4 can only go in columns 3 and 8, apart from the fins r7c7 and r7c9 in box 9 (sashimi: without the fins, row 7 would keep 4 only in r7c3). If no fin is 4, this is an X-Wing: columns 3 and 8 get their 4 in rows 2 and 7; if a fin is 4, no other cell of box 9 can be 4. Either way, r8c8 cannot be 4: it lies in column 8 and in box 9 with the fins. Remove 4 from r8c8.",
			"退化X翼（数字4）：在第2、7行中，除了第9宫中的鳍r7c7和r7c9以外，4只能填在第3、8列（退化：去掉鳍后，第7行的4只剩r7c3）。如果鳍都不是4，就构成X翼，第3、8列的4必定落在第2、7行中；如果某个鳍是4，第9宫的其他格都不能是4。无论哪种情况，r8c8不能是4：它在第8列上，并与鳍同在第9宫。删去r8c8中的4。"},
		{logic.SashimiSwordfish, 5, logictest.SashimiSwordfishPicture, "r2 r5 r8 c2 c3 c9 => r9c9",
			"Sashimi Swordfish on 5: in rows 2, 5 and 8, 5 can only go in columns 2, 3 and 9, apart from the fin r8c8 in box 9 (sashimi: without the fin, row 8 would keep 5 only in r8c2). If the fin is not 5, this is a Swordfish: columns 2, 3 and 9 get their 5 in rows 2, 5 and 8; if the fin is 5, no other cell of box 9 can be 5. Either way, r9c9 cannot be 5: it lies in column 9 and in box 9 with the fin. Remove 5 from r9c9.",
			"退化剑鱼（数字5）：在第2、5、8行中，除了第9宫中的鳍r8c8以外，5只能填在第2、3、9列（退化：去掉鳍后，第8行的5只剩r8c2）。如果鳍不是5，就构成剑鱼，第2、3、9列的5必定落在第2、5、8行中；如果鳍是5，第9宫的其他格都不能是5。无论哪种情况，r9c9不能是5：它在第9列上，并与鳍同在第9宫。删去r9c9中的5。"},
	} {
		b := digitBoard(t, tc.d, tc.pic...)
		found := false
		for _, s := range logic.All(t.Context(), &b, tc.tech) {
			if stepKey(s) != tc.key {
				continue
			}
			found = true
			if got := For(locale.English).Explain(s); got != tc.en {
				t.Errorf("%v Explain(English) =\n%q\nwant\n%q", tc.tech, got, tc.en)
			}
			if got := For(locale.Chinese).Explain(s); got != tc.zh {
				t.Errorf("%v Explain(Chinese) =\n%q\nwant\n%q", tc.tech, got, tc.zh)
			}
		}
		if !found {
			t.Errorf("%v: no step %s", tc.tech, tc.key)
		}
	}
}
