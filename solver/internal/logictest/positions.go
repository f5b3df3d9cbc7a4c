package logictest

import "strings"

// Boards of solver/logic's finder tests that solver/explain's tests
// explain too; their reasoning is in the logic test that uses them.

// TurbotPM is pencil marks (for PencilMarks) in which digit 5 has a
// turbot fish: r1c1=r1c7 (row 1), r1c7-r3c8 (box 3), r3c8=r9c8 (column
// 8), the only strong links of 5; r9c1 sees both ends. The other digits
// fill every cell.
var TurbotPM = func() string {
	var fives [81]bool
	for _, c := range []int{0, 6, 25, 79, 72, 75, 76, 10, 12, 17, 20, 22, 23} {
		fives[c] = true
	}
	for r := 3; r <= 7; r++ {
		for c := range 9 {
			if c != 7 {
				fives[r*9+c] = true
			}
		}
	}
	var f [81]string
	for c := range 81 {
		f[c] = "12346789"
		if fives[c] {
			f[c] = "5" + f[c]
		}
	}
	return strings.Join(f[:], " ")
}()

// RemotePairPM is pencil marks in which r1c1, r1c5, r5c5 and r5c9 hold
// only 3 and 8: a remote pair; r1c9 sees r1c1 and r5c9, an odd number of
// steps apart.
var RemotePairPM = `38 1245679 1245679 1245679 38 1245679 1245679 1245679 123456789
1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679
1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679
1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679
1245679 1245679 1245679 1245679 38 1245679 1245679 1245679 38
1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679
1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679
1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679
1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679 1245679`

// XYChainPM is pencil marks with an XY-chain: r1c1 {1,2} - r1c5 {2,3} -
// r5c5 {3,4} - r5c9 {4,1}: r1c1 or r5c9 is 1, and r1c9 sees both.
var XYChainPM = `12 56789 56789 56789 23 56789 56789 56789 156789
56789 56789 56789 56789 56789 56789 56789 56789 56789
56789 56789 56789 56789 56789 56789 56789 56789 56789
56789 56789 56789 56789 56789 56789 56789 56789 56789
56789 56789 56789 56789 34 56789 56789 56789 14
56789 56789 56789 56789 56789 56789 56789 56789 56789
56789 56789 56789 56789 56789 56789 56789 56789 56789
56789 56789 56789 56789 56789 56789 56789 56789 56789
56789 56789 56789 56789 56789 56789 56789 56789 56789`

// MSLSRows is a board for GridBoard with a multi-sector locked set: rows
// 1-2 and columns 1-4 cross in eight empty cells covered by eight house
// digits (TestMSLS's "rows and columns").
var MSLSRows = []string{
	"125 126 17  28  129 =9  =9 =9 =9",
	"35  46  347 38  =9  349 =9 =9 =9",
	"=9  =9  =9  =9  =9  =9  =9 =9 =9",
	"=9  =9  =9  =9  =9  =9  =9 =9 =9",
	"59  =9  =9  =9  =9  =9  =9 =9 =9",
	"=9  =9  =9  =9  =9  =9  =9 =9 =9",
	"=9  =9  =9  =9  =9  =9  =9 =9 =9",
	"=9  =9  =9  =9  =9  =9  =9 =9 =9",
	"=9  =9  =9  =9  =9  =9  =9 =9 =9",
}

// JExocetRows is a board for GridBoard with a Junior Exocet: base cells
// r1c1 and r1c2, targets r2c4 and r3c7 (TestJExocet's "targets lose
// other digits").
var JExocetRows = []string{
	"13    24    56789 56789 56789 56789 56789 56789 56789",
	"56789 56789 56789 12349 1234  56789 5678  =2    56789",
	"56789 56789 56789 5678  =1    56789 12345 1234  56789",
	"56789 56789 1234  56789 56789 56789 56789 56789 56789",
	"56789 56789 56789 1234  56789 56789 1234  56789 56789",
	"56789 56789 56789 56789 56789 56789 56789 56789 56789",
	"56789 56789 56789 56789 56789 56789 56789 56789 56789",
	"56789 56789 56789 56789 56789 56789 56789 56789 56789",
	"56789 56789 56789 56789 56789 56789 56789 56789 56789",
}
