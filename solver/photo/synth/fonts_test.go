package synth

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

func TestFontListHoldsOutWholeFamilies(t *testing.T) {
	setOf := map[string]string{}
	count := map[string]int{}
	for _, f := range FontFiles() {
		count[f.Set]++
		if s, ok := setOf[f.Package]; ok && s != f.Set {
			t.Errorf("package %s is in sets %s and %s: a held-out family must be wholly held out", f.Package, s, f.Set)
		}
		setOf[f.Package] = f.Set
	}
	if count[SetTrain] < 60 || count[SetApp] == 0 || count[SetDisplay] == 0 {
		t.Errorf("font list has %v files per set, want at least 60 for training and some held out in each", count)
	}
}

func TestLoadFontsMissing(t *testing.T) {
	_, err := LoadFonts(fstest.MapFS{}, SetApp)
	if !errors.Is(err, ErrMissingFonts) {
		t.Fatalf("LoadFonts(empty) = %v, want ErrMissingFonts", err)
	}
	if !strings.Contains(err.Error(), "apt-get install") || !strings.Contains(err.Error(), "fonts-lato") {
		t.Errorf("LoadFonts(empty) error %q does not say what to install", err)
	}
}
