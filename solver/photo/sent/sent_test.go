package sent

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"strings"
	"testing"
)

// TestScale: a picture longer than the bound is scaled down to it, its
// other side rounded and at least a pixel; one within it is kept.
func TestScale(t *testing.T) {
	tests := []struct {
		w, h, bound int
		want        image.Point
	}{
		{686, 1280, Bound, image.Pt(686, 1280)}, // within: kept
		{1920, 1280, Bound, image.Pt(1280, 853)},
		{1000, 1500, Bound, image.Pt(853, 1280)},
		{1372, 2560, Bound, image.Pt(686, 1280)}, // (1372·1280 + 1280)/2560 = 686
		{5000, 1, Bound, image.Pt(1280, 1)},      // never 0 pixels
		{1280, 853, 90, image.Pt(90, 60)},
	}
	for _, tt := range tests {
		src := image.NewRGBA(image.Rect(0, 0, tt.w, tt.h))
		got := Scale(src, tt.bound)
		if got.Bounds().Size() != tt.want {
			t.Errorf("Scale(%d×%d, %d) is %v, want %v", tt.w, tt.h, tt.bound, got.Bounds().Size(), tt.want)
		}
		if tt.w <= tt.bound && tt.h <= tt.bound && got != image.Image(src) {
			t.Errorf("Scale(%d×%d, %d) made a new picture; want the picture itself", tt.w, tt.h, tt.bound)
		}
	}
}

// TestPhoto: what is sent is a JPEG at most Bound pixels long, its pixels
// the picture's (a grey ramp, within JPEG's loss).
func TestPhoto(t *testing.T) {
	src := image.NewGray(image.Rect(0, 0, 2560, 1600))
	for y := range 1600 {
		for x := range 2560 {
			src.SetGray(x, y, color.Gray{uint8(x / 10)})
		}
	}
	data, err := Photo(src)
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("Photo: not a JPEG: %v", err)
	}
	if got := img.Bounds().Size(); got != image.Pt(1280, 800) {
		t.Fatalf("Photo of 2560×1600 is %v, want 1280×800", got)
	}
	for _, x := range []int{0, 320, 640, 1279} {
		r, _, _, _ := img.At(x, 400).RGBA()
		want := float64(2*x) / 10
		if got := float64(r >> 8); got < want-3 || got > want+3 {
			t.Errorf("Photo: pixel (%d, 400) is %.0f, want %.0f±3", x, got, want)
		}
	}
}

// TestEncodeTooLarge: a picture JPEG cannot hold is an error saying so.
func TestEncodeTooLarge(t *testing.T) {
	_, err := Encode(image.NewGray(image.Rect(0, 0, 70000, 1)))
	if err == nil || !strings.Contains(err.Error(), "70000") {
		t.Errorf("Encode(70000×1) = %v, want an error naming the size", err)
	}
}
