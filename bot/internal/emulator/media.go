package emulator

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"image"
	_ "image/gif" // Telegram accepts GIF stills as photos
	_ "image/png"
	"mime"
	"net/http"
	"path"
	"strings"

	"sudokubot/solver/photo/sent"
)

// Photo limits of the Bot API.
const (
	maxPhotoBytes      = 10 << 20
	maxPhotoSideSum    = 10000
	maxPhotoAspect     = 20
	maxPhotoPixels     = 100 << 20 // refuse to decode larger images at all
	largestPhotoBound  = 2560
	photoFileIDPrefix  = "AgAC"
	docFileIDPrefix    = "BQAC"
	uniqueFileIDPrefix = "AQAD"
)

// thumbBounds are the longest sides of the sizes Telegram makes of a photo.
var thumbBounds = []int{90, 320, 800, 1280}

// A photoVersion is one size of a user's photo: its pixels as JPEG.
type photoVersion struct {
	variant string // the letter of the size: s, m, x or y
	w, h    int
	data    []byte
}

// compressPhoto makes the sizes Telegram offers of a photo a user sends:
// JPEGs with longest sides of 90, 320 and 800 pixels where the photo is
// larger, and the photo itself at most sent.Bound pixels long, smallest first
// (see package sent). Like Telegram's apps it keeps no EXIF data, so a photo that
// relied on its EXIF orientation arrives turned (the photo reader tries
// every quarter turn).
func compressPhoto(data []byte) ([]photoVersion, *APIError) {
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, badRequest("IMAGE_PROCESS_FAILED")
	}
	encode := func(variant string, m image.Image) (photoVersion, *APIError) {
		data, err := sent.Encode(m)
		if err != nil {
			return photoVersion{}, badRequest("IMAGE_PROCESS_FAILED")
		}
		return photoVersion{variant: variant, w: m.Bounds().Dx(), h: m.Bounds().Dy(), data: data}, nil
	}
	largest := sent.Scale(img, sent.Bound)
	longest := max(largest.Bounds().Dx(), largest.Bounds().Dy())
	var out []photoVersion
	for i, bound := range thumbBounds[:3] {
		if bound < longest {
			v, apiErr := encode("smx"[i:i+1], sent.Scale(largest, bound))
			if apiErr != nil {
				return nil, apiErr
			}
			out = append(out, v)
		}
	}
	v, apiErr := encode("y", largest)
	if apiErr != nil {
		return nil, apiErr
	}
	return append(out, v), nil
}

// decodePhoto checks that data is a PNG, JPEG or GIF image Telegram would accept and
// returns its size.
func decodePhoto(data []byte, headerOnly bool) (width, height int, apiErr *APIError) {
	if len(data) > maxPhotoBytes {
		return 0, 0, badRequest("file is too big")
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width*cfg.Height > maxPhotoPixels {
		return 0, 0, badRequest("IMAGE_PROCESS_FAILED")
	}
	if !headerOnly {
		if _, _, err := image.Decode(bytes.NewReader(data)); err != nil {
			return 0, 0, badRequest("IMAGE_PROCESS_FAILED")
		}
	}
	w, h := cfg.Width, cfg.Height
	if w+h > maxPhotoSideSum || w > h*maxPhotoAspect || h > w*maxPhotoAspect {
		return 0, 0, badRequest("PHOTO_INVALID_DIMENSIONS")
	}
	return w, h, nil
}

// newFileIDs returns a file_id and file_unique_id for the n-th file of the emulator.
func newFileIDs(prefix string, n int, variant string) (id, unique string) {
	var seed [8]byte
	binary.BigEndian.PutUint64(seed[:], uint64(n))
	sum := sha256.Sum256(append(seed[:], variant...))
	enc := base64.RawURLEncoding
	return prefix + enc.EncodeToString(sum[:24]), uniqueFileIDPrefix + enc.EncodeToString(sum[24:32])
}

// photoSizes returns the sizes Telegram offers of a w×h photo: scaled copies with
// longest sides of 90, 320, 800 and 1280 pixels where smaller than the photo, and the
// photo itself scaled down to at most 2560 pixels.
func photoSizes(n, w, h, fileSize int) []PhotoSize {
	longest := max(w, h)
	var sizes []PhotoSize
	add := func(bound int, variant string) {
		sw, sh := w, h
		if longest > bound {
			sw, sh = max(1, w*bound/longest), max(1, h*bound/longest)
		}
		id, unique := newFileIDs(photoFileIDPrefix, n, variant)
		size := fileSize
		if sw*sh < w*h {
			size = max(1, int(int64(fileSize)*int64(sw*sh)/int64(w*h)))
		}
		sizes = append(sizes, PhotoSize{FileID: id, FileUniqueID: unique, Width: sw, Height: sh, FileSize: size})
	}
	for i, bound := range thumbBounds {
		if bound < longest {
			add(bound, "smxy"[i:i+1])
		}
	}
	add(largestPhotoBound, "w")
	return sizes
}

// documentMIME guesses the MIME type Telegram would report for an uploaded document.
func documentMIME(name string, data []byte) string {
	if t := mime.TypeByExtension(strings.ToLower(path.Ext(name))); t != "" {
		t, _, _ = strings.Cut(t, ";")
		return t
	}
	t, _, _ := strings.Cut(http.DetectContentType(data), ";")
	return t
}
