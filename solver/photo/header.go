package photo

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
)

// MaxDecodeBytes is the most memory one picture may take to decode into
// the grey picture the reader works on, as [Inspect] estimates it before
// decoding. A photo or a screenshot up to [MaxPixels] in an ordinary JPEG,
// PNG or WebP fits; a picture stored at a costlier kind of the same size
// (a progressive or CMYK JPEG, an interlaced PNG, a lossless WebP) fits
// only up to fewer pixels ([Header.MaxPixelsWithin]).
const MaxDecodeBytes = 128 << 20

// A Header is what a picture's header says about decoding it: read by
// [Inspect] before any pixel is decoded.
type Header struct {
	// Format is "jpeg", "png" or "webp".
	Format string
	// Width and Height are the picture's size in pixels, as stored
	// (before any EXIF turn).
	Width, Height int
	// Depth is the number of bits per channel: 8, or 1 to 16 in PNG.
	Depth int
	// Channels is the number of channels stored: 1 (grey), 2 (grey and
	// alpha), 3 (colour), 4 (colour and alpha, or CMYK in JPEG).
	Channels int
	// Progressive: a progressive JPEG, whose decoder keeps every
	// coefficient of the picture in memory (256 bytes per 8×8 block of
	// each channel), or an interlaced PNG, decoded whole in its seven
	// passes.
	Progressive bool
	// CMYK: a JPEG of four channels (CMYK or YCCK), made a 4-byte-per-
	// pixel picture besides its planes.
	CMYK bool
	// Lossless: a lossless WebP (VP8L), 4 bytes per pixel and more for
	// its transforms.
	Lossless bool
	// Streamed: a PNG decoded row by row straight into the grey picture
	// (not interlaced, no transparent colour key in grey or colour).
	Streamed bool
	// Oriented: the EXIF orientation turns or mirrors the picture, a
	// second grey copy.
	Oriented bool
	// Cost is the memory the decode and the conversion to the reader's
	// grey picture allocate at most, in bytes: every buffer the decoder
	// makes (planes, coefficients, rows, the compressed data it copies)
	// and the grey picture (and its turned copy).
	Cost int64

	sampling [4][2]uint8 // JPEG: each component's sampling factors
	flags    uint8       // flagPalette, flagTransparent, flagRGB
}

// RGB reports whether a JPEG is stored in RGB (not YCbCr): image/jpeg
// makes it a 4-byte-per-pixel picture.
func (h Header) RGB() bool { return h.flags&flagRGB != 0 }

// Pixels returns the picture's number of pixels.
func (h Header) Pixels() int64 { return int64(h.Width) * int64(h.Height) }

// MaxPixelsWithin returns how many pixels a picture stored like this one
// may have for its decode to cost at most limit bytes: the cost grows
// with the pixels, so it is scaled from this picture's. It is at most
// [MaxPixels].
func (h Header) MaxPixelsWithin(limit int64) int64 {
	if h.Cost <= 0 || h.Pixels() <= 0 {
		return MaxPixels
	}
	p := int64(float64(limit) / float64(h.Cost) * float64(h.Pixels()))
	return min(p, MaxPixels)
}

// Inspect reads the header of a JPEG, PNG or WebP file and estimates what
// decoding it costs ([Header.Cost]), without decoding any pixel. The
// error wraps [ErrUnsupported] for a file that is none of the three or
// whose header is corrupt. Inspect is pure and fast: it reads the
// segments before the first scan (JPEG) or the chunks before the first
// picture data (PNG, WebP).
func Inspect(data []byte) (Header, error) {
	var h Header
	var err error
	switch {
	case len(data) >= 2 && data[0] == 0xFF && data[1] == 0xD8:
		h, err = inspectJPEG(data)
	case len(data) >= 8 && string(data[:8]) == pngSignature:
		h, err = inspectPNG(data)
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		h, err = inspectWebP(data)
	default:
		return Header{}, fmt.Errorf("%w: unknown format", ErrUnsupported)
	}
	if err != nil {
		return Header{}, fmt.Errorf("%w: %s: %v", ErrUnsupported, h.Format, err)
	}
	if h.Width <= 0 || h.Height <= 0 {
		return Header{}, fmt.Errorf("%w: empty %s picture", ErrUnsupported, h.Format)
	}
	if h.Format != "png" {
		h.Oriented = orientation(data) > 1
	}
	h.Cost = h.cost(len(data))
	return h, nil
}

// maxCostPixels bounds the pixels whose cost is estimated: past it (a
// PNG may claim 2³¹−1 pixels a side) the estimate's products would
// overflow, and the picture is far over MaxPixels, so it costs the most
// there is.
const maxCostPixels = 1 << 40

// decoderOverhead is what a decoder allocates besides its pictures: its
// tables, its reading buffers, zlib's window.
// (measured: image/jpeg 24 KB, image/png 48 KB, x/image/webp 20 KB).
const decoderOverhead = 64 << 10

// cost estimates the bytes a decode of h (a file of n bytes) and its
// conversion to grey allocate. Each term follows what the decoder of the
// standard library (or golang.org/x/image/webp) allocates.
func (h Header) cost(n int) int64 {
	w, ht := int64(h.Width), int64(h.Height)
	px := w * ht
	if px > maxCostPixels {
		// Refused for its pixels anyway (MaxPixels); its bytes per pixel
		// times its pixels would overflow.
		return math.MaxInt64
	}
	grey := px // the grey picture, unless the decoder's luma plane is it
	var c int64
	switch h.Format {
	case "jpeg":
		c = h.jpegCost()
		if h.Channels == 1 || h.Channels == 3 && h.flags&flagRGB == 0 {
			grey = 0 // toGray shares the Gray or the YCbCr's Y plane
		}
	case "png":
		if h.Streamed {
			// Two rows (this one and the one above, for the filters),
			// and what compress/flate allocates for each block of
			// Huffman codes (measured: under 1/32 of the file).
			c = 2*(pngRowBytes(h.Width, h.Depth, h.Channels)+1) + int64(n)/16
			break
		}
		// image/png: the picture in its own type, and for an interlaced
		// one each of the seven passes too (their sizes add up to the
		// picture's).
		c = px * pngOutBytes(h)
		if h.Progressive {
			c *= 2
		}
		// Rows, flate's blocks as above, and image/png's own buffers
		// (measured: up to 120 KB with zlib's, for interlaced pictures).
		c += 2*(pngRowBytes(h.Width, h.Depth, h.Channels)+1) + int64(n)/16 + 96<<10
	case "webp":
		if h.Lossless {
			// vp8l: 4 bytes per pixel, and as many again for a colour-
			// indexing transform's output.
			c = 8 * px
		} else {
			// vp8: a copy of the compressed partitions, the 4:2:0
			// planes of the picture rounded up to 16×16 macroblocks, and
			// 4 bytes of filter settings per macroblock.
			mw, mh := (w+15)/16*16, (ht+15)/16*16
			c = int64(n) + mw*mh + 2*((mw+1)/2)*((mh+1)/2) + 4*(mw/16)*(mh/16)
			if h.Channels == 3 {
				grey = 0 // toGray shares the Y plane
			}
			if h.Channels == 4 {
				// The alpha plane, decoded as a lossless 4-byte picture
				// first.
				c += 5 * px
			}
		}
	}
	c += grey
	if h.Oriented {
		c += px // the turned copy
	}
	return c + decoderOverhead
}

// pngSignature starts every PNG file.
const pngSignature = "\x89PNG\r\n\x1a\n"

// pngRowBytes is the bytes of one row of a PNG picture, without its filter
// byte.
func pngRowBytes(width, depth, channels int) int64 {
	return (int64(width)*int64(depth)*int64(channels) + 7) / 8
}

// pngOutBytes is the bytes per pixel of the picture image/png returns.
func pngOutBytes(h Header) int64 {
	wide := h.Depth == 16
	switch {
	case h.Channels == 1 && h.palette():
		return 1
	case h.Channels == 1 && !h.transparent():
		if wide {
			return 2
		}
		return 1
	case wide:
		return 8 // RGBA64, NRGBA64
	default:
		return 4 // RGBA, NRGBA
	}
}

// palette and transparent are kept in Header's unexported fields through
// the flags below; see inspectPNG.
func (h Header) palette() bool     { return h.flags&flagPalette != 0 }
func (h Header) transparent() bool { return h.flags&flagTransparent != 0 }

// inspectJPEG walks a JPEG's segments up to its frame header.
func inspectJPEG(data []byte) (Header, error) {
	h := Header{Format: "jpeg", Depth: 8}
	jfif, adobe, adobeTransform := false, false, byte(0)
	p := 2
	for {
		if p+4 > len(data) {
			return h, fmt.Errorf("no frame header")
		}
		if data[p] != 0xFF {
			return h, fmt.Errorf("bad marker at %d", p)
		}
		marker := data[p+1]
		if marker == 0xFF || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD8) {
			p++ // fill bytes, markers without a length
			continue
		}
		n := int(binary.BigEndian.Uint16(data[p+2:]))
		if n < 2 || p+2+n > len(data) {
			return h, fmt.Errorf("segment of %d bytes at %d", n, p)
		}
		seg := data[p+4 : p+2+n]
		switch {
		case marker == 0xE0 && len(seg) >= 5 && string(seg[:5]) == "JFIF\x00":
			jfif = true
		case marker == 0xEE && len(seg) >= 12 && string(seg[:5]) == "Adobe":
			adobe, adobeTransform = true, seg[11]
		case marker == 0xC0 || marker == 0xC1 || marker == 0xC2:
			if len(seg) < 6 {
				return h, fmt.Errorf("short frame header")
			}
			if seg[0] != 8 {
				return h, fmt.Errorf("precision %d", seg[0])
			}
			h.Height = int(binary.BigEndian.Uint16(seg[1:]))
			h.Width = int(binary.BigEndian.Uint16(seg[3:]))
			nc := int(seg[5])
			if nc != 1 && nc != 3 && nc != 4 || len(seg) != 6+3*nc {
				return h, fmt.Errorf("%d components", nc)
			}
			h.Channels, h.Progressive, h.CMYK = nc, marker == 0xC2, nc == 4
			var ids [4]byte
			for i := range nc {
				c := seg[6+3*i:]
				ids[i] = c[0]
				hh, vv := int(c[1]>>4), int(c[1]&15)
				if !jpegSamplingOK(nc, i, hh, vv, h.sampling) {
					return h, fmt.Errorf("sampling %d×%d of component %d", hh, vv, i)
				}
				if nc == 1 {
					hh, vv = 1, 1
				}
				h.sampling[i] = [2]uint8{uint8(hh), uint8(vv)}
			}
			// image/jpeg's isRGB.
			if nc == 3 && !jfif && (adobe && adobeTransform == 0 || ids[0] == 'R' && ids[1] == 'G' && ids[2] == 'B') {
				h.flags |= flagRGB
			}
			return h, nil
		case marker >= 0xC3 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
			return h, fmt.Errorf("unsupported frame type %#x", marker)
		case marker == 0xDA || marker == 0xD9:
			return h, fmt.Errorf("no frame header")
		}
		p += 2 + n
	}
}

// jpegCost follows image/jpeg: planes of whole MCUs (scan.go: makeImg),
// 256 bytes per block of each component for a progressive JPEG
// (processSOS: progCoeffs), the black plane and the 4-byte picture of a
// CMYK one (applyBlack), the 4-byte picture of an RGB one
// (convertToRGB).
func (h Header) jpegCost() int64 {
	nc := h.Channels
	h0, v0 := int64(h.sampling[0][0]), int64(h.sampling[0][1])
	mxx := (int64(h.Width) + 8*h0 - 1) / (8 * h0)
	myy := (int64(h.Height) + 8*v0 - 1) / (8 * v0)
	px := int64(h.Width) * int64(h.Height)
	var c int64
	if h.Progressive {
		for i := range nc {
			c += mxx * myy * int64(h.sampling[i][0]) * int64(h.sampling[i][1]) * 256
		}
	}
	if nc == 1 {
		return c + 64*mxx*myy
	}
	// image.NewYCbCr of whole MCUs: Y, and two chroma planes each at the
	// first chroma component's ratio.
	W, H := 8*h0*mxx, 8*v0*myy
	hr, vr := h0/max(1, int64(h.sampling[1][0])), v0/max(1, int64(h.sampling[1][1]))
	c += W*H + 2*((W+hr-1)/hr)*((H+vr-1)/vr)
	switch {
	case nc == 4:
		c += 8 * int64(h.sampling[3][0]) * mxx * 8 * int64(h.sampling[3][1]) * myy // black
		c += 4 * px                                                                // CMYK or RGBA
	case h.flags&flagRGB != 0:
		c += 4 * px
	}
	return c
}

// jpegSamplingOK reports whether image/jpeg accepts the sampling factors
// h×v for component i of nc, after the components before it (its
// processSOF's checks, which the cost's arithmetic relies on).
func jpegSamplingOK(nc, i, h, v int, prev [4][2]uint8) bool {
	if h < 1 || h > 4 || v < 1 || v > 4 || h == 3 || v == 3 {
		return false
	}
	h0, v0 := int(prev[0][0]), int(prev[0][1])
	switch {
	case nc == 3 && i == 0:
		return v != 4
	case nc == 3 && i == 1:
		return h0%h == 0 && v0%v == 0
	case nc == 3 && i == 2:
		return int(prev[1][0]) == h && int(prev[1][1]) == v
	case nc == 4 && i == 0:
		return h == v && h <= 2
	case nc == 4 && (i == 1 || i == 2):
		return h == 1 && v == 1
	case nc == 4 && i == 3:
		return h0 == h && v0 == v
	}
	return true
}

// inspectPNG reads a PNG's IHDR and the chunks before its first IDAT.
func inspectPNG(data []byte) (Header, error) {
	h := Header{Format: "png"}
	p := 8
	for first := true; ; first = false {
		if p+12 > len(data) {
			return h, fmt.Errorf("no picture data")
		}
		n := binary.BigEndian.Uint32(data[p:])
		typ := string(data[p+4 : p+8])
		if n > uint32(len(data)-p-12) {
			return h, fmt.Errorf("chunk %q of %d bytes", typ, n)
		}
		body := data[p+8 : p+8+int(n)]
		if first != (typ == "IHDR") {
			return h, fmt.Errorf("IHDR not first")
		}
		switch typ {
		case "IHDR":
			if n != 13 {
				return h, fmt.Errorf("IHDR of %d bytes", n)
			}
			w, ht := binary.BigEndian.Uint32(body), binary.BigEndian.Uint32(body[4:])
			if w > 1<<31-1 || ht > 1<<31-1 {
				return h, fmt.Errorf("size %d×%d", w, ht)
			}
			h.Width, h.Height, h.Depth = int(w), int(ht), int(body[8])
			ct, interlace := body[9], body[12]
			d := h.Depth
			ok := d == 8 || d == 16 && ct != 3 || (d == 1 || d == 2 || d == 4) && (ct == 0 || ct == 3)
			if !ok || ct > 6 || ct == 1 || ct == 5 {
				return h, fmt.Errorf("colour type %d at depth %d", ct, h.Depth)
			}
			if body[10] != 0 || body[11] != 0 || interlace > 1 {
				return h, fmt.Errorf("compression, filter or interlace method")
			}
			h.Channels = map[byte]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ct]
			if ct == 3 {
				h.flags |= flagPalette
			}
			h.Progressive = interlace == 1
		case "tRNS":
			if !h.palette() {
				h.flags |= flagTransparent
			}
		case "IDAT":
			h.Streamed = !h.Progressive && !h.transparent()
			return h, nil
		case "IEND":
			return h, fmt.Errorf("no picture data")
		}
		p += 12 + int(n)
	}
}

// inspectWebP reads a WebP's chunks up to its picture.
func inspectWebP(data []byte) (Header, error) {
	h := Header{Format: "webp", Depth: 8, Channels: 3}
	var canvas [2]int // VP8X's, if any
	frame := func() (Header, error) {
		if canvas[0] != 0 && (canvas[0] != h.Width || canvas[1] != h.Height) {
			return h, fmt.Errorf("frame of %d×%d in a canvas of %d×%d", h.Width, h.Height, canvas[0], canvas[1])
		}
		return h, nil
	}
	p := 12
	for p+8 <= len(data) {
		id := string(data[p : p+4])
		n := int(binary.LittleEndian.Uint32(data[p+4:]))
		if n < 0 || n > len(data)-p-8 {
			return h, fmt.Errorf("chunk %q of %d bytes", id, n)
		}
		body := data[p+8 : p+8+n]
		switch id {
		case "VP8X":
			if n < 10 {
				return h, fmt.Errorf("short VP8X")
			}
			if body[0]&0x10 != 0 {
				h.Channels = 4
			}
			// The canvas: the alpha plane is decoded at this size before
			// the frame (golang.org/x/image/webp), which must match it.
			cw := int(body[4]) | int(body[5])<<8 | int(body[6])<<16
			ch := int(body[7]) | int(body[8])<<8 | int(body[9])<<16
			canvas = [2]int{cw + 1, ch + 1}
		case "VP8 ":
			// Frame tag (3 bytes), start code (3), then 14-bit sizes.
			if n < 10 || body[3] != 0x9d || body[4] != 0x01 || body[5] != 0x2a {
				return h, fmt.Errorf("bad VP8 frame")
			}
			h.Width = int(binary.LittleEndian.Uint16(body[6:]) & 0x3fff)
			h.Height = int(binary.LittleEndian.Uint16(body[8:]) & 0x3fff)
			return frame()
		case "VP8L":
			if n < 5 || body[0] != 0x2f {
				return h, fmt.Errorf("bad VP8L header")
			}
			b := binary.LittleEndian.Uint32(body[1:])
			h.Width, h.Height = int(b&0x3fff)+1, int(b>>14&0x3fff)+1
			h.Lossless, h.Channels = true, 4
			return frame()
		}
		p += 8 + n + n&1
	}
	return h, fmt.Errorf("no picture")
}

// The private flags of a Header.
const (
	flagPalette     = 1 << iota // a PNG with a palette
	flagTransparent             // a grey or colour PNG with a colour key (tRNS)
	flagRGB                     // a JPEG stored as RGB
)

// A TooLargeError is a picture refused before decoding: over [MaxBytes],
// over [MaxPixels], or whose decode would cost more than the limit. It
// wraps [ErrTooLarge].
type TooLargeError struct {
	// Header is what the picture's header says (zero for a file over
	// MaxBytes).
	Header Header
	// Bytes is the file's size.
	Bytes int
	// Limit is the memory a decode may take, in bytes.
	Limit int64
}

func (e *TooLargeError) Error() string {
	h := e.Header
	switch {
	case e.Bytes > MaxBytes:
		return fmt.Sprintf("%v: file of %d bytes, at most %d", ErrTooLarge, e.Bytes, MaxBytes)
	case h.Pixels() > MaxPixels:
		return fmt.Sprintf("%v: %s picture of %d×%d pixels, at most %d megapixels",
			ErrTooLarge, h.Format, h.Width, h.Height, MaxPixels/1_000_000)
	default:
		return fmt.Sprintf("%v: %s picture of %d×%d pixels (%s) would take %d MB to decode, at most %d MB (%.1f megapixels of this kind)",
			ErrTooLarge, h.Format, h.Width, h.Height, h.Kind(), h.Cost>>20, e.Limit>>20, float64(h.MaxPixelsWithin(e.Limit))/1e6)
	}
}

func (e *TooLargeError) Unwrap() error { return ErrTooLarge }

// Kind describes how the picture is stored, for logs: "progressive, CMYK",
// "16 bits, interlaced".
func (h Header) Kind() string {
	var parts []string
	if h.Depth == 16 {
		parts = append(parts, "16 bits")
	}
	if h.Progressive && h.Format == "jpeg" {
		parts = append(parts, "progressive")
	}
	if h.Progressive && h.Format == "png" {
		parts = append(parts, "interlaced")
	}
	if h.CMYK {
		parts = append(parts, "CMYK")
	}
	if h.flags&flagRGB != 0 {
		parts = append(parts, "RGB")
	}
	if h.Lossless {
		parts = append(parts, "lossless")
	}
	if len(parts) == 0 {
		return "baseline"
	}
	return strings.Join(parts, ", ")
}

// check refuses a picture whose header says it is over MaxPixels or whose
// decode would cost more than limit.
func (h Header) check(limit int64) error {
	if h.Pixels() > MaxPixels || h.Cost > limit {
		return &TooLargeError{Header: h, Limit: limit}
	}
	return nil
}
