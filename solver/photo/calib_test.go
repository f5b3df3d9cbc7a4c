package photo

import (
	"bytes"
	"fmt"
	"image"
	"path/filepath"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/photo/sent"
)

// TestCalibratedFixtures reads the pictures of testdata/calib (paper
// puzzles from the tuning seeds, and pictures of the seeds drawn to
// measure on kept for a rule made for them: see testdata/CREDIT), each of
// which the reader gets partly wrong (or, as listed, right), and
// requires that no cell read wrong is read with a confidence of 0.99 or
// more: neither its digit (Confidence: a hand's 7 read as 1, a hand's 9
// over a line read as empty, pencil marks run together read as a printed
// digit) nor the cell as a whole (CellConfidence: pencil marks missed
// whole, a pencil board's printed digits taken for entries).
func TestCalibratedFixtures(t *testing.T) {
	// Fixtures read right in every cell since: each is held to that.
	right := map[string]string{
		"paper001-Lato-Light-blue.jpg":                                  "its 9 over a line found since a digit is looked for again without the lines, its 4 read as 4 since the handwriting network",
		"game148-Karla-ExtraLight-dark-noborder-highlights-corners.jpg": "read right as drawn; kept for TestCalibratedFixturesSent",
	}
	readGameFixtures(t, "calib", func(t *testing.T, path string, rd *Reading, want Game) {
		got := rd.Game()
		wrong := 0
		for i := range 81 {
			if gameCell(got, i) != gameCell(want, i) {
				wrong++
			}
		}
		if why, ok := right[filepath.Base(path)]; ok {
			if wrong > 0 {
				t.Errorf("Read(%s): %d cells wrong, want none (%s)", path, wrong, why)
			}
		} else if wrong == 0 {
			t.Fatalf("Read(%s) is right in every cell: the fixture no longer tests the confidence of a misread", path)
		}
		if sure := sureMisreads(rd, want); len(sure) > 0 {
			t.Errorf("Read(%s): read wrong with a confidence of 0.99 or more: %s", path, strings.Join(sure, ", "))
		}
	})
}

// TestCalibratedFixturesSent: the fixtures of TestCalibratedFixtures read
// as the bot receives them, as Telegram's apps send a photo (package
// sent): nothing read wrong with a confidence of 0.99 or more either.
func TestCalibratedFixturesSent(t *testing.T) {
	r := newReader(t)
	files, err := filepath.Glob(filepath.Join("testdata", "calib", "*.jpg"))
	if err != nil || len(files) < 4 {
		t.Fatalf("testdata/calib: %d pictures (%v), want 4", len(files), err)
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".jpg"), func(t *testing.T) {
			data, want := gameFixture(t, path)
			m, _, err := image.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if data, err = sent.Photo(m); err != nil {
				t.Fatal(err)
			}
			rd, err := r.Read(data)
			if err != nil {
				t.Fatalf("Read(%s as sent): %v", path, err)
			}
			if sure := sureMisreads(rd, want); len(sure) > 0 {
				t.Errorf("Read(%s as sent): read wrong with a confidence of 0.99 or more: %s", path, strings.Join(sure, ", "))
			}
		})
	}
}

// sureMisreads lists the cells of rd read wrong against want with a
// confidence of 0.99 or more: a digit (Confidence), or a cell's layer or
// pencil marks (CellConfidence).
func sureMisreads(rd *Reading, want Game) []string {
	got := rd.Game()
	var sure []string
	for i := range 81 {
		digit := want.Givens[i] + want.Entries[i] // one of them is 0
		g, w := gameCell(got, i), gameCell(want, i)
		switch {
		case rd.Grid[i] != digit && rd.Confidence[i] >= 0.99:
			sure = append(sure, fmt.Sprintf("%s digit %d→%d (%.4f)", solver.CellName(i), digit, rd.Grid[i], rd.Confidence[i]))
		case g != w && rd.CellConfidence(i) >= 0.99:
			sure = append(sure, fmt.Sprintf("%s %s→%s (%.4f)", solver.CellName(i), w, g, rd.CellConfidence(i)))
		}
	}
	return sure
}

// TestCalibrate: each kind of over-sure cell capped below 0.99, a cell not
// doubtful made so only when nothing below 0.99 would keep it so (or, in
// a game, when it is read empty with stray ink only), and the
// classifier's Prob left as it was.
func TestCalibrate(t *testing.T) {
	tests := []struct {
		name           string
		v              uint8
		layer          Layer
		p, l, hand     float32
		split          splitKind
		marksElsewhere bool
		unread, game   bool // stray ink only in the cell; an entry elsewhere
		small          bool // a given smaller than its face's others (smallGivens)
		unsureDigits   int  // digits elsewhere read below Doubt (beside cell 0 and a sure given)
		wantP, wantL   float32
		doubtful       bool // made doubtful: only 0.99 or more would have kept it not
	}{
		{name: "ink read as empty", v: 0, layer: Empty, p: 1, l: inkedEmpty, hand: -1, wantP: inkedEmptyCap, wantL: inkedEmpty},
		{name: "stray ink read as empty in a game: asked", v: 0, layer: Empty, p: 1, l: inkedEmpty, hand: -1, unread: true, game: true, wantP: unreadCap, wantL: inkedEmpty},
		{name: "stray ink read as empty in a puzzle", v: 0, layer: Empty, p: 1, l: inkedEmpty, hand: -1, unread: true, wantP: inkedEmptyCap, wantL: inkedEmpty},
		{name: "pencil marks sure", v: 0, layer: Marks, p: 1, l: maxMarksConf, hand: -1, wantP: inkedEmptyCap, wantL: maxMarksConf},
		{name: "pencil marks near Doubt: not made doubtful", v: 0, layer: Marks, p: 1, l: 0.96, hand: -1, wantP: above(Doubt / 0.96), wantL: 0.96},
		{name: "empty without ink, marks elsewhere", v: 0, layer: Empty, p: 1, l: 1, hand: -1, marksElsewhere: true, wantP: missedMarksCap, wantL: missedMarksCap},
		{name: "empty without ink, no marks", v: 0, layer: Empty, p: 1, l: 1, hand: -1, wantP: 1, wantL: 1},
		{name: "digit by hand", v: 7, layer: Entry, p: 0.9995, l: 1, hand: 0.9, split: splitColour, wantP: handDigitCap, wantL: handInkCap},
		{name: "digit by hand, layer by the score", v: 7, layer: Entry, p: 0.9995, l: maxHandConf, hand: 0.9, split: splitHand, wantP: handDigitCap, wantL: maxHandConf},
		{name: "printed given", v: 3, layer: Given, p: 0.9995, l: 1, hand: 0.01, split: splitNone, wantP: 0.9995, wantL: 1},
		{name: "already doubtful: capped", v: 7, layer: Entry, p: 0.9995, l: 0.5, hand: 0.9, split: splitColour, wantP: handDigitCap, wantL: 0.5},
		{name: "small given, marks elsewhere: asked", v: 4, layer: Given, p: 0.996, l: 1, hand: 0.01, small: true, marksElsewhere: true, wantP: smallGivenCap, wantL: 1, doubtful: true},
		{name: "small given, no marks: as read", v: 4, layer: Given, p: 0.996, l: 1, hand: 0.01, small: true, wantP: 0.996, wantL: 1},
		{name: "printed given, half the digits doubtful: a face read unsurely", v: 3, layer: Given, p: 0.9995, l: 1, hand: 0.01, unsureDigits: 2, wantP: unsureFaceCap, wantL: 1},
		{name: "printed given, a third of the digits doubtful: capped", v: 3, layer: Given, p: 0.9995, l: 1, hand: 0.01, unsureDigits: 1, wantP: unsureFaceCap, wantL: 1},
		{name: "printed given, a quarter of the digits doubtful", v: 3, layer: Given, p: 0.9995, l: 1, hand: 0.01, unsureDigits: 1, game: true, wantP: 0.9995, wantL: 1},
		{name: "layer near Doubt, digit sure: doubtful only if 0.99 would keep it not", v: 7, layer: Entry, p: 0.9977, l: 0.954, hand: 0.9, split: splitHand, wantP: handDigitCap, wantL: 0.954, doubtful: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var rd Reading
			for i := range 81 {
				rd.Confidence[i], rd.LayerConfidence[i], rd.hand[i] = 1, 1, -1
				rd.Prob[i][0] = 1
			}
			// A given printed in another cell, and (if asked) pencil marks.
			rd.Grid[1], rd.Layers[1], rd.hand[1], rd.Confidence[1] = 5, Given, 0.01, 1
			rd.Prob[1] = [Classes]float32{5: 1}
			if tt.marksElsewhere {
				rd.Layers[2], rd.LayerConfidence[2] = Marks, 0.9
			}
			if tt.game {
				rd.Grid[3], rd.Layers[3], rd.Confidence[3] = 4, Entry, 1
				rd.Prob[3] = [Classes]float32{4: 1}
			}
			for k := range tt.unsureDigits {
				rd.Grid[4+k], rd.Layers[4+k], rd.Confidence[4+k] = 6, Given, 0.6
				rd.Prob[4+k] = [Classes]float32{6: 0.6, 8: 0.4}
			}
			rd.unread[0], rd.small[0] = tt.unread, tt.small
			rd.Grid[0], rd.Layers[0], rd.Confidence[0], rd.LayerConfidence[0], rd.hand[0], rd.split = tt.v, tt.layer, tt.p, tt.l, tt.hand, tt.split
			rd.Prob[0] = [Classes]float32{}
			rd.Prob[0][tt.v] = tt.p
			prob := rd.Prob
			before := rd.CellConfidence(0)
			calibrate(&rd)
			if rd.Confidence[0] != tt.wantP || rd.LayerConfidence[0] != tt.wantL {
				t.Errorf("calibrate: Confidence %v, LayerConfidence %v; want %v, %v", rd.Confidence[0], rd.LayerConfidence[0], tt.wantP, tt.wantL)
			}
			if after := rd.CellConfidence(0); (before >= Doubt) != (after >= Doubt) && !tt.doubtful {
				t.Errorf("calibrate: CellConfidence %v → %v, across Doubt", before, after)
			}
			if rd.Prob != prob {
				t.Errorf("calibrate changed Prob")
			}
		})
	}
}
