package logictest

// The pictures of the fish and single-digit tests, for DigitBoard. Each
// draws a board a real puzzle can have; the comments say which pattern it
// was drawn for. Sparse pictures hold more patterns than the one drawn:
// the tests list them all, and check every elimination against every
// placement of the digit (Board.Templates).

var (
	// Rows 2 and 7 hold 4 only in columns 3 and 8.
	XWingPicture = []string{
		"....#....",
		"..x....x.",
		".x....x..",
		"#........",
		"...x..x.x",
		".....x.xx",
		"..x....x.",
		".xx.....x",
		"...x.x...",
	}
	// Rows 2, 5 and 8 hold 7 only in columns 2, 3 and 9.
	SwordfishPicture = []string{
		"....#....",
		".xx......",
		"......x.x",
		"x.x....x.",
		"..x.....x",
		".....#...",
		"x..x...x.",
		".x......x",
		"...x..x..",
	}
	// Rows 2, 3, 7 and 8 hold 2 only in columns 2, 3, 7 and 8.
	JellyfishPicture = []string{
		"....#....",
		"..x...x..",
		".x....x..",
		"xx......x",
		"x.....x.x",
		".....#...",
		"..x....x.",
		".x.....x.",
		"...#.....",
	}
	// The X-Wing of rows 2 and 7 with a fin at r7c9.
	FinnedXWingPicture = []string{
		"....#....",
		"..x....x.",
		".x....x..",
		"#........",
		"...x..x.x",
		".....x.xx",
		"..x....xx",
		".xx....x.",
		"...x.x...",
	}
	// Rows 2 and 7 in columns 3 and 8, but row 7 has only r7c3 there and
	// fins at r7c7 and r7c9.
	SashimiXWingPicture = []string{
		"....#....",
		"..x....x.",
		".x.....x.",
		"#........",
		"...x..x.x",
		".....x.xx",
		"..x...x.x",
		".xx....x.",
		"...x.x...",
	}
	// The Swordfish of rows 2, 5 and 8 with a fin at r8c8.
	FinnedSwordfishPicture = []string{
		"....#....",
		".xx......",
		"......x.x",
		"x.x....x.",
		"..x.....x",
		".....#...",
		"x..x...x.",
		".x.....xx",
		"...x..x.x",
	}
	// As above, but row 8 has only r8c2 in the cover columns.
	SashimiSwordfishPicture = []string{
		"....#....",
		".xx......",
		"......x.x",
		"x.x....x.",
		"..x.....x",
		".....#...",
		"x..x...x.",
		".x.....x.",
		"...x..x.x",
	}
	// Rows 2, 3, 7 and 8 in columns 2, 3, 7 and 8 with a fin at r3c9.
	FinnedJellyfishPicture = []string{
		"....xxx..",
		"..x...x..",
		".x....x.x",
		"#........",
		"....x...x",
		".....x.x.",
		"..x....x.",
		".x.....x.",
		"...#.....",
	}
	// As above, but row 3 has only r3c2 in the cover columns.
	SashimiJellyfishPicture = []string{
		"....xxx..",
		"..x...x..",
		".x......x",
		"#........",
		"....x...x",
		".....x.x.",
		"..x....x.",
		".x.....x.",
		"...#.....",
	}
)

var (
	// Rows 3 and 8 hold 6 only in r3c2, r3c7 and r8c2, r8c9: a Skyscraper
	// on column 2 whose far ends r3c7 and r8c9 see r1c9, r2c9 and r7c7.
	SkyscraperPicture = []string{
		"...xx...x",
		"..x.....x",
		".x....x..",
		"#........",
		".......xx",
		".....#...",
		"..x...xx.",
		".x......x",
		"...xx....",
	}
	// Row 3 holds 3 only in r3c2 and r3c7, column 3 only in r2c3 and r7c3;
	// r3c2 and r2c3 share box 1, so r3c7 or r7c3 is 3: r7c7 loses it.
	KitePicture = []string{
		"....#....",
		"..x.....x",
		".x....x..",
		"xx.....x.",
		"x.......x",
		".....#...",
		"..x...xx.",
		".x.x....x",
		"...x...x.",
	}
	// Box 5 holds 9 only in row 6 and column 6; column 2 only in r6c2 and
	// r8c2: r8c6 loses 9.
	EmptyRectanglePicture = []string{
		"....#....",
		"x.x......",
		"......#..",
		"x....x...",
		".......xx",
		".x.x.x...",
		"..x....x.",
		".x...x...",
		"...x....x",
	}
	// As above with only two candidates in box 5, r4c6 and r6c4.
	EmptyRectangle2Picture = []string{
		"....#....",
		"x.x......",
		"......#..",
		"x....x...",
		".......xx",
		".x.x.....",
		"..x....x.",
		".x...x...",
		"...x.x..x",
	}
)
