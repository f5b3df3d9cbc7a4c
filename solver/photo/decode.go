package photo

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	_ "image/jpeg" // registers JPEG with image.Decode
	_ "image/png"  // registers PNG with image.Decode

	_ "golang.org/x/image/webp" // registers WebP with image.Decode
)

// Limits on what [Read] and [Decode] accept, checked before any pixel is
// decoded, so that a small file that claims a huge picture (a
// decompression bomb) cannot exhaust memory. What a decode costs is
// bounded too: see [MaxDecodeBytes] and [Budget].
const (
	// MaxBytes is the largest file accepted: Telegram's bots can download
	// files up to 20 MB.
	MaxBytes = 20 << 20
	// MaxPixels is the largest picture accepted, in pixels (about 40
	// megapixels: a 7,300 × 5,500 photo).
	MaxPixels = 40_000_000
)

// Decode decodes a JPEG, PNG or WebP picture into a grey image, turned
// upright as its EXIF orientation asks (JPEG and WebP). Transparent pixels
// are taken as white. The file's size, the picture's pixels and what its
// decode would cost ([Inspect]) are checked before decoding: the errors
// are a [*TooLargeError] (file or picture too big, or too costly to decode
// within [MaxDecodeBytes]), which wraps [ErrTooLarge], and [ErrUnsupported]
// (not one of the three formats, or corrupt). A PNG that is not
// interlaced is decoded row by row straight into grey.
func Decode(data []byte) (*image.Gray, error) {
	h, err := inspectWithin(data, MaxDecodeBytes)
	if err != nil {
		return nil, err
	}
	g, _, err := decode(data, h)
	return g, err
}

// inspectWithin inspects data and refuses it if it is over MaxBytes or
// MaxPixels or its decode would cost more than limit.
func inspectWithin(data []byte, limit int64) (Header, error) {
	if len(data) > MaxBytes {
		return Header{}, &TooLargeError{Bytes: len(data), Limit: limit}
	}
	h, err := Inspect(data)
	if err != nil {
		return Header{}, err
	}
	if err := h.check(limit); err != nil {
		return Header{}, err
	}
	return h, nil
}

// decode decodes data, whose header is h, into its grey picture and, for
// a picture decoded as YCbCr (JPEG, lossy WebP) without an EXIF
// orientation, its chroma planes (nil otherwise). The planes are the
// decoder's own, counted in h.Cost: kept, not copied.
func decode(data []byte, h Header) (*image.Gray, *chroma, error) {
	var g *image.Gray
	var ch *chroma
	if h.Streamed {
		var err error
		if g, err = decodePNGGray(data, h); err != nil {
			return nil, nil, fmt.Errorf("%w: %s: %v", ErrUnsupported, h.Format, err)
		}
	} else {
		img, format, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, nil, fmt.Errorf("%w: %s: %v", ErrUnsupported, h.Format, err)
		}
		if b := img.Bounds(); format != h.Format || b.Dx() != h.Width || b.Dy() != h.Height {
			// Never: Inspect reads the headers the decoders read.
			return nil, nil, fmt.Errorf("%w: %s picture of %v, its header says %s of %d×%d",
				ErrUnsupported, format, b.Size(), h.Format, h.Width, h.Height)
		}
		g = toGray(img)
		if m, ok := img.(*image.YCbCr); ok && !h.Oriented {
			ch = chromaOf(m)
		}
	}
	if h.Oriented {
		g = orient(g, orientation(data))
	}
	return g, ch, nil
}

// chroma is the colour of a picture beside its grey (its luma): the Cb
// and Cr planes of a YCbCr picture, each pixel of which covers sx×sy
// pixels of the grey one.
type chroma struct {
	cb, cr *image.Gray
	sx, sy int
}

// chromaOf returns the chroma planes of m as grey pictures (shared, not
// copied), or nil for a sub-sampling it does not know or a picture not at
// the origin.
func chromaOf(m *image.YCbCr) *chroma {
	b := m.Rect
	if b.Min != (image.Point{}) || b.Empty() {
		return nil
	}
	var sx, sy int
	switch m.SubsampleRatio {
	case image.YCbCrSubsampleRatio444:
		sx, sy = 1, 1
	case image.YCbCrSubsampleRatio422:
		sx, sy = 2, 1
	case image.YCbCrSubsampleRatio420:
		sx, sy = 2, 2
	case image.YCbCrSubsampleRatio440:
		sx, sy = 1, 2
	case image.YCbCrSubsampleRatio411:
		sx, sy = 4, 1
	case image.YCbCrSubsampleRatio410:
		sx, sy = 4, 2
	default:
		return nil
	}
	w, h := (b.Dx()+sx-1)/sx, (b.Dy()+sy-1)/sy
	if len(m.Cb) < (h-1)*m.CStride+w || len(m.Cr) < (h-1)*m.CStride+w {
		return nil
	}
	plane := func(p []uint8) *image.Gray {
		return &image.Gray{Pix: p[:(h-1)*m.CStride+w], Stride: m.CStride, Rect: image.Rect(0, 0, w, h)}
	}
	return &chroma{cb: plane(m.Cb), cr: plane(m.Cr), sx: sx, sy: sy}
}

// toGray converts img to its luma, fast for the types the three decoders
// return.
func toGray(img image.Image) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	switch m := img.(type) {
	case *image.YCbCr:
		if b.Min == (image.Point{}) && h > 0 {
			// The luma plane is the grey picture: shared, not copied
			// (a decoder's picture is not used again).
			return &image.Gray{Pix: m.Y[:(h-1)*m.YStride+w], Stride: m.YStride, Rect: image.Rect(0, 0, w, h)}
		}
	case *image.Gray:
		if b.Min == (image.Point{}) {
			return m
		}
	}
	g := image.NewGray(image.Rect(0, 0, w, h))
	switch m := img.(type) {
	case *image.YCbCr:
		for y := 0; y < h; y++ {
			copy(g.Pix[y*g.Stride:y*g.Stride+w], m.Y[(y)*m.YStride:])
		}
	case *image.NYCbCrA:
		for y := 0; y < h; y++ {
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			for x := range row {
				yy := m.Y[y*m.YStride+x]
				a := m.A[y*m.AStride+x]
				row[x] = uint8((int(yy)*int(a) + 255*(255-int(a))) / 255)
			}
		}
	case *image.Gray:
		for y := 0; y < h; y++ {
			copy(g.Pix[y*g.Stride:y*g.Stride+w], m.Pix[y*m.Stride:])
		}
	case *image.RGBA:
		for y := 0; y < h; y++ {
			src := m.Pix[y*m.Stride:]
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			for x := range row {
				r, gg, bb, a := int(src[4*x]), int(src[4*x+1]), int(src[4*x+2]), int(src[4*x+3])
				// Premultiplied: add white for what is transparent.
				row[x] = uint8((19595*r + 38470*gg + 7471*bb + 65536*(255-a) + 1<<15) >> 16)
			}
		}
	case *image.NRGBA:
		for y := 0; y < h; y++ {
			src := m.Pix[y*m.Stride:]
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			for x := range row {
				r, gg, bb, a := int(src[4*x]), int(src[4*x+1]), int(src[4*x+2]), int(src[4*x+3])
				l := (19595*r + 38470*gg + 7471*bb + 1<<15) >> 16
				row[x] = uint8((l*a + 255*(255-a)) / 255)
			}
		}
	case *image.NRGBA64:
		// color.NRGBA64Model keeps an NRGBA64 as it is.
		for y := 0; y < h; y++ {
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			for x := range row {
				row[x] = greyNRGBA64(m.NRGBA64At(b.Min.X+x, b.Min.Y+y))
			}
		}
	case image.RGBA64Image:
		// CMYK, RGBA64, Gray16, Paletted: the colour as At gives it,
		// without boxing it in an interface (an allocation per pixel).
		for y := 0; y < h; y++ {
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			for x := range row {
				c := m.RGBA64At(b.Min.X+x, b.Min.Y+y)
				row[x] = greyOf64(uint32(c.R), uint32(c.G), uint32(c.B), uint32(c.A))
			}
		}
	default:
		for y := 0; y < h; y++ {
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			for x := range row {
				c := color.NRGBA64Model.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.NRGBA64)
				l := (19595*int(c.R>>8) + 38470*int(c.G>>8) + 7471*int(c.B>>8) + 1<<15) >> 16
				a := int(c.A >> 8)
				row[x] = uint8((l*a + 255*(255-a)) / 255)
			}
		}
	}
	return g
}

// orient turns g upright for EXIF orientation o (2 to 8).
func orient(g *image.Gray, o int) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	ow, oh := w, h
	if o >= 5 {
		ow, oh = h, w
	}
	out := image.NewGray(image.Rect(0, 0, ow, oh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var nx, ny int
			switch o {
			case 2: // mirrored
				nx, ny = w-1-x, y
			case 3: // rotated 180°
				nx, ny = w-1-x, h-1-y
			case 4: // mirrored vertically
				nx, ny = x, h-1-y
			case 5: // transposed
				nx, ny = y, x
			case 6: // rotate 90° clockwise to view
				nx, ny = h-1-y, x
			case 7: // transversed
				nx, ny = h-1-y, w-1-x
			case 8: // rotate 90° counter-clockwise to view
				nx, ny = y, w-1-x
			default:
				nx, ny = x, y
			}
			out.Pix[ny*out.Stride+nx] = g.Pix[y*g.Stride+x]
		}
	}
	return out
}

// orientation returns the EXIF orientation (1 to 8) of a JPEG or WebP
// file, or 0 if it has none or it cannot be read.
func orientation(data []byte) int {
	switch {
	case len(data) > 4 && data[0] == 0xFF && data[1] == 0xD8:
		// JPEG: walk the segments before the first scan.
		p := 2
		for p+4 <= len(data) {
			if data[p] != 0xFF {
				return 0
			}
			marker := data[p+1]
			if marker == 0xD8 || (marker >= 0xD0 && marker <= 0xD7) || marker == 0x01 || marker == 0xFF {
				p++
				continue
			}
			if marker == 0xDA || marker == 0xD9 {
				return 0
			}
			n := int(binary.BigEndian.Uint16(data[p+2:]))
			if n < 2 || p+2+n > len(data) {
				return 0
			}
			seg := data[p+4 : p+2+n]
			if marker == 0xE1 && len(seg) > 6 && string(seg[:6]) == "Exif\x00\x00" {
				return tiffOrientation(seg[6:])
			}
			p += 2 + n
		}
	case len(data) > 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		p := 12
		for p+8 <= len(data) {
			id := string(data[p : p+4])
			n := int(binary.LittleEndian.Uint32(data[p+4:]))
			if n < 0 || n > len(data)-p-8 {
				return 0
			}
			if id == "EXIF" {
				seg := data[p+8 : p+8+n]
				if len(seg) > 6 && string(seg[:6]) == "Exif\x00\x00" {
					seg = seg[6:]
				}
				return tiffOrientation(seg)
			}
			p += 8 + n + n&1
		}
	}
	return 0
}

// tiffOrientation reads tag 0x0112 of the first IFD of a TIFF header.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 0
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	off := int(bo.Uint32(t[4:]))
	if off < 8 || off+2 > len(t) {
		return 0
	}
	n := int(bo.Uint16(t[off:]))
	for i := 0; i < n; i++ {
		e := off + 2 + 12*i
		if e+12 > len(t) {
			return 0
		}
		if bo.Uint16(t[e:]) == 0x0112 {
			v := int(bo.Uint16(t[e+8:]))
			if v >= 1 && v <= 8 {
				return v
			}
			return 0
		}
	}
	return 0
}
