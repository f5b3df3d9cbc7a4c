// Package sent makes of a picture what Telegram's apps send of a photo
// a person takes or picks (not sent as a file): the picture scaled down
// to at most [Bound] pixels on its longest side and encoded again as
// JPEG at [Quality]. That JPEG is what reaches a bot as a photo's largest
// size; the emulator of the Bot API makes it, and `sudoku read -eval
// -telegram` reads pictures through it, so the reader is measured on what
// the bot receives.
package sent

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"

	xdraw "golang.org/x/image/draw"
)

// What Telegram's apps do to a photo.
const (
	Bound   = 1280 // the longest side, in pixels
	Quality = 87   // the JPEG quality
)

// Scale returns img scaled down (Catmull-Rom) so that its longest side is
// at most bound pixels, or img itself if it already is. bound must be
// positive.
func Scale(img image.Image, bound int) image.Image {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	l := max(w, h)
	if l <= bound {
		return img
	}
	sw, sh := max(1, (w*bound+l/2)/l), max(1, (h*bound+l/2)/l)
	dst := image.NewRGBA(image.Rect(0, 0, sw, sh))
	xdraw.CatmullRom.Scale(dst, dst.Rect, img, b, xdraw.Src, nil)
	return dst
}

// Encode returns img as JPEG at Quality.
func Encode(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: Quality}); err != nil {
		return nil, fmt.Errorf("sent: encoding a %v picture: %w", img.Bounds().Size(), err)
	}
	return buf.Bytes(), nil
}

// Photo returns what Telegram's apps send of img: Scale(img, Bound),
// encoded.
func Photo(img image.Image) ([]byte, error) {
	return Encode(Scale(img, Bound))
}
