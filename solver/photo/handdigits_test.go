package photo

import (
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"sudokubot/solver"
)

// TestHandDigitNets: the embedded handwriting networks decode, have the
// widths the README gives, and stay small.
func TestHandDigitNets(t *testing.T) {
	ns, err := HandDigitNets()
	if err != nil {
		t.Fatal(err)
	}
	if len(ns) != 1 {
		t.Errorf("HandDigitNets: %d networks, want 1", len(ns))
	}
	for k, n := range ns {
		c, ok := n.(*ConvNet)
		if !ok {
			t.Fatalf("network %d is a %T, want a *ConvNet", k, n)
		}
		if c.C1 != 16 || c.C2 != 32 || c.Hidden != 128 {
			t.Errorf("network %d: widths %d, %d, %d, want 16, 32, 128", k, c.C1, c.C2, c.Hidden)
		}
	}
	if len(handDigitWeights) > 256<<10 {
		t.Errorf("handnet.bin: %d bytes, want 256 KiB at most", len(handDigitWeights))
	}
}

// TestHandDigitNetReadsHeldOutEntries: the handwriting networks alone
// read the entries of the held-out paper fixtures (testdata/paper:
// MNIST's test digits, never trained on), as the reader cuts them out,
// each judged in all its views as the reader judges it.
func TestHandDigitNetReadsHeldOutEntries(t *testing.T) {
	r := &Reader{}
	ns, err := HandDigitNets()
	if err != nil {
		t.Fatal(err)
	}
	r.SetHandDigits(ns...)
	files, err := filepath.Glob(filepath.Join("testdata", "paper", "*.jpg"))
	if err != nil || len(files) == 0 {
		t.Fatalf("testdata/paper: %d pictures (%v)", len(files), err)
	}
	n := 0
	var wrong []string
	for _, path := range files {
		data, want := gameFixture(t, path)
		g, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := Cells(g)
		if err != nil {
			t.Fatalf("Cells(%s): %v", path, err)
		}
		for i, m := range ms {
			d := want.Entries[i]
			if d == 0 || !m.Found || !m.Strong {
				continue
			}
			n++
			logq := r.handDigitLogProb(&m)
			best := 1
			for k := 2; k < Classes; k++ {
				if logq[k] > logq[best] {
					best = k
				}
			}
			if best != int(d) {
				wrong = append(wrong, fmt.Sprintf("%s %s: %d read as %d (%.2f)", filepath.Base(path), solver.CellName(i), d, best, math.Exp(logq[best])))
			}
		}
	}
	if n < 80 {
		t.Fatalf("%d entries found in testdata/paper, want 80 or more", n)
	}
	// 102 of the 103 are read right: a 2 with a long flat foot is read
	// as 7 (the general classifier, with it, reads it right).
	if len(wrong) > 1 {
		t.Errorf("the handwriting networks misread %d of %d held-out entries, want 1 at most: %s", len(wrong), n, strings.Join(wrong, "; "))
	}
}

// TestReadHandFixtures reads paper puzzles of testdata/hand (from the
// tuning seeds: see testdata/CREDIT) that the reader got wrong before
// the handwriting network or before digits over a grid line were looked
// for: every given and entry read right, each with its layer.
func TestReadHandFixtures(t *testing.T) {
	r := newReader(t)
	for _, tc := range []struct{ file, why string }{
		{"paper068-LeagueSpartan-Regular-black", "a black pen's 8 and 9 read as 3 and 1 by the general classifier"},
		{"paper086-JetBrainsMono-Regular-blue", "a 2 in the bottom right corner, touching both lines, taken for where two grid lines meet: read as empty"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join("testdata", "hand", tc.file)
			data, want := gameFixture(t, path+".jpg")
			rd, err := r.Read(data)
			if err != nil {
				t.Fatalf("Read(%s): %v", path, err)
			}
			got := rd.Game()
			var wrong []string
			for i := range 81 {
				if want.Marks[i] != 0 {
					continue
				}
				if g, w := gameCell(got, i), gameCell(want, i); g != w {
					wrong = append(wrong, fmt.Sprintf("%s %s→%s (%.2f)", solver.CellName(i), w, g, rd.CellConfidence(i)))
				}
			}
			if len(wrong) > 0 {
				t.Errorf("Read(%s).Game(): givens or entries wrong (before: %s): %s", path, tc.why, strings.Join(wrong, ", "))
			}
		})
	}
}

// TestReadHandDigitsAgreement: the handwriting network's reading is
// combined with the general classifier's where it reads most of the
// digits taken as written by hand as the general classifier does, and
// left out where it misreads many (a printed display face taken for
// handwriting: the network was never shown print).
func TestReadHandDigitsAgreement(t *testing.T) {
	// Ten entries read 7 by the general classifier (at 0.6, 1 at 0.4),
	// split from the givens by the hand/print score.
	reading := func() *Reading {
		rd := &Reading{split: splitHand}
		for i := range 10 {
			rd.Grid[i], rd.Layers[i] = 7, Entry
			rd.Prob[i][7], rd.Prob[i][1] = 0.6, 0.4
			rd.Confidence[i] = 0.6
		}
		return rd
	}
	var ms [81]Mark
	for i := range 10 {
		ms[i].Found = true
		ms[i].Glyph[0] = float32(i) // tells the fake network which cell it reads
	}
	// The fake handwriting network reads the first k cells as 7 (sure),
	// the others as 1 (sure).
	network := func(k int) classifier {
		return modelFunc(func(x []float32) [Classes]float32 {
			var p [Classes]float32
			p[1], p[7] = 0.99, 0.01
			if int(x[0]) < k {
				p[1], p[7] = 0.01, 0.99
			}
			return p
		})
	}
	for _, tc := range []struct {
		agree    int
		combined bool
	}{
		{agree: 10, combined: true},
		{agree: 9, combined: true}, // the 10th read as 1
		{agree: 5, combined: false},
		{agree: 0, combined: false},
	} {
		rd := reading()
		r := &Reader{handDigits: []classifier{network(tc.agree)}}
		read := r.readHandDigits(rd, &ms)
		if read != tc.combined {
			t.Errorf("the network agreeing on %d of 10 entries: readHandDigits reported %v, want %v", tc.agree, read, tc.combined)
		}
		changed := rd.Prob != reading().Prob
		if changed != tc.combined {
			t.Errorf("the network agreeing on %d of 10 entries: probabilities changed %v, want %v", tc.agree, changed, tc.combined)
		}
		if tc.combined && tc.agree < 10 && rd.Grid[9] != 1 {
			t.Errorf("the network agreeing on %d of 10 entries: the 10th entry read %d, want 1 (the network's, surer)", tc.agree, rd.Grid[9])
		}
	}
}

// TestReadMarksByHand: a picture's pencil marks are read with the
// handwriting network too when its entries are a hand's (readHandDigits
// read them), and by the general classifier alone otherwise (an app's
// printed candidates).
func TestReadMarksByHand(t *testing.T) {
	// The general classifier reads the mark as 1 (0.6) or 7 (0.4), the
	// handwriting network as 7 (0.99).
	general := modelFunc(func([]float32) [Classes]float32 {
		var p [Classes]float32
		p[1], p[7] = 0.6, 0.4
		return p
	})
	hand := modelFunc(func([]float32) [Classes]float32 {
		var p [Classes]float32
		p[1], p[7] = 0.01, 0.99
		return p
	})
	r := &Reader{nets: []classifier{general}, handDigits: []classifier{hand}}
	for _, tt := range []struct {
		byHand bool
		want   string
	}{{false, "1"}, {true, "7"}} {
		var rd Reading
		var ms [81]Mark
		for i := range rd.Prob {
			rd.Prob[i][0], rd.Confidence[i], rd.LayerConfidence[i] = 1, 1, 1
		}
		var g Glyph
		g[GlyphSize*GlyphSize], g[GlyphSize*GlyphSize+1] = 0.3, 0.2
		ms[0].marks = []smallMark{{glyph: g, x: 0.5, y: 0.8}}
		r.readMarks(&rd, &ms, 0.6, tt.byHand)
		if rd.Layers[0] != Marks || rd.Candidates[0].String() != tt.want {
			t.Errorf("readMarks(byHand %v): r1c1 read as %s %q, want marks %q", tt.byHand, rd.Layers[0], rd.Candidates[0], tt.want)
		}
	}
}

// TestWeighByHand: the digits' probabilities become the weighted
// geometric mean of the two networks', normalised to what the general
// classifier left to the digits; its probability of no digit is kept,
// and a weight of 0 changes nothing.
func TestWeighByHand(t *testing.T) {
	var p [Classes]float32
	p[0], p[1], p[7] = 0.2, 0.48, 0.32
	var logq [Classes]float64
	for d := range logq {
		logq[d] = math.Log(1e-6)
	}
	logq[1], logq[7] = math.Log(0.1), math.Log(0.9)
	for _, tt := range []struct {
		w     float64
		want1 float64 // the probability of 1 after
		want7 float64
	}{
		{w: 0, want1: 0.48, want7: 0.32},
		{w: 0.5, want1: 0.8 * math.Sqrt(0.48*0.1) / (math.Sqrt(0.48*0.1) + math.Sqrt(0.32*0.9)), want7: 0.8 * math.Sqrt(0.32*0.9) / (math.Sqrt(0.48*0.1) + math.Sqrt(0.32*0.9))},
		{w: 1, want1: 0.8 * 0.1 / 1.0, want7: 0.8 * 0.9 / 1.0},
	} {
		got := weighByHand(p, logq, tt.w)
		if got[0] != p[0] {
			t.Errorf("weighByHand(w %v): no digit %v, want %v kept", tt.w, got[0], p[0])
		}
		if math.Abs(float64(got[1])-tt.want1) > 1e-4 || math.Abs(float64(got[7])-tt.want7) > 1e-4 {
			t.Errorf("weighByHand(w %v): 1 at %.4f and 7 at %.4f, want %.4f and %.4f", tt.w, got[1], got[7], tt.want1, tt.want7)
		}
	}
}
