package photo

import (
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"io"
)

// decodePNGGray decodes a PNG that is not interlaced row by row straight
// into a grey picture: one byte per pixel and two rows, whatever the
// picture's depth and channels (image/png would hold it whole at up to 8
// bytes per pixel). Each grey level is the one [toGray] gives for the
// picture image/png returns, bit for bit. h is the file's header
// ([Inspect]): h.Streamed must be set.
func decodePNGGray(data []byte, h Header) (*image.Gray, error) {
	if !h.Streamed {
		return nil, errors.New("png: not a streamed picture")
	}
	idat := &pngData{data: data, p: 8}
	var palette [256]uint8 // grey level of each palette index
	var plte []byte
	var trns []byte
	// Walk the chunks before the first IDAT (Inspect has checked them).
	for {
		typ, body, err := idat.next()
		if err != nil {
			return nil, err
		}
		if typ == "PLTE" {
			plte = body
		}
		if typ == "tRNS" {
			trns = body
		}
		if typ == "IDAT" {
			idat.rest = body
			break
		}
	}
	ct := h.Channels
	if h.palette() {
		if len(plte) == 0 || len(plte)%3 != 0 || len(plte)/3 > 1<<h.Depth {
			return nil, errors.New("png: bad palette")
		}
		if len(trns) > len(plte)/3 {
			return nil, errors.New("png: bad tRNS")
		}
		// As image/png: entries past the palette are opaque black; entries
		// with a tRNS alpha are NRGBA.
		for i := range 256 {
			var c color.Color = color.RGBA{0, 0, 0, 0xff}
			if 3*i < len(plte) {
				r, g, b := plte[3*i], plte[3*i+1], plte[3*i+2]
				c = color.RGBA{r, g, b, 0xff}
				if i < len(trns) {
					c = color.NRGBA{r, g, b, trns[i]}
				}
			}
			rr, gg, bb, aa := c.RGBA()
			palette[i] = greyOf64(rr, gg, bb, aa)
		}
	}
	z, err := zlib.NewReader(idat)
	if err != nil {
		return nil, fmt.Errorf("png: %w", err)
	}
	w, ht := h.Width, h.Height
	rowBytes := int(pngRowBytes(w, h.Depth, ct))
	bpp := max(1, h.Depth*ct/8) // bytes per whole pixel, for the filters
	cr := make([]byte, rowBytes+1)
	pr := make([]byte, rowBytes+1)
	g := image.NewGray(image.Rect(0, 0, w, ht))
	for y := range ht {
		if _, err := io.ReadFull(z, cr); err != nil {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return nil, fmt.Errorf("png: row %d: %w", y, err)
		}
		if err := unfilter(cr[0], cr[1:], pr[1:], bpp); err != nil {
			return nil, err
		}
		greyRow(g.Pix[y*g.Stride:y*g.Stride+w], cr[1:], h, &palette)
		cr, pr = pr, cr
	}
	return g, nil
}

// unfilter undoes a PNG row's filter (as image/png does).
func unfilter(filter byte, cdat, pdat []byte, bpp int) error {
	switch filter {
	case 0:
	case 1: // sub
		for i := bpp; i < len(cdat); i++ {
			cdat[i] += cdat[i-bpp]
		}
	case 2: // up
		for i, p := range pdat {
			cdat[i] += p
		}
	case 3: // average
		for i := range bpp {
			cdat[i] += pdat[i] / 2
		}
		for i := bpp; i < len(cdat); i++ {
			cdat[i] += uint8((int(cdat[i-bpp]) + int(pdat[i])) / 2)
		}
	case 4: // Paeth
		for i := range cdat {
			var a, c int
			if i >= bpp {
				a, c = int(cdat[i-bpp]), int(pdat[i-bpp])
			}
			b := int(pdat[i])
			p := a + b - c
			pa, pb, pc := abs(p-a), abs(p-b), abs(p-c)
			switch {
			case pa <= pb && pa <= pc:
				cdat[i] += uint8(a)
			case pb <= pc:
				cdat[i] += uint8(b)
			default:
				cdat[i] += uint8(c)
			}
		}
	default:
		return fmt.Errorf("png: bad filter type %d", filter)
	}
	return nil
}

// greyRow writes the grey levels of one unfiltered row.
func greyRow(dst, src []byte, h Header, palette *[256]uint8) {
	d := h.Depth
	switch {
	case h.palette() || h.Channels == 1 && d <= 8:
		// Packed indexes or grey levels of 1, 2 or 4 bits (or 8).
		scale := map[int]uint8{1: 0xff, 2: 0x55, 4: 0x11, 8: 1}[d]
		mask := byte(1<<d - 1)
		for x := range dst {
			bit := x * d
			v := src[bit/8] >> (8 - d - bit%8) & mask
			if h.palette() {
				dst[x] = palette[v]
			} else {
				dst[x] = v * scale
			}
		}
	case h.Channels == 1 && d == 16:
		for x := range dst {
			dst[x] = src[2*x] // Gray16: the high byte
		}
	case d == 8 && h.Channels == 3:
		for x := range dst {
			r, g, b := int(src[3*x]), int(src[3*x+1]), int(src[3*x+2])
			dst[x] = uint8((19595*r + 38470*g + 7471*b + 1<<15) >> 16)
		}
	case d == 8: // grey and alpha, or colour and alpha: NRGBA
		n := h.Channels
		for x := range dst {
			p := src[n*x:]
			r, g, b, a := int(p[0]), int(p[0]), int(p[0]), int(p[n-1])
			if n == 4 {
				g, b = int(p[1]), int(p[2])
			}
			l := (19595*r + 38470*g + 7471*b + 1<<15) >> 16
			dst[x] = uint8((l*a + 255*(255-a)) / 255)
		}
	default: // 16 bits of colour, or grey or colour with alpha
		n := h.Channels
		for x := range dst {
			p := src[2*n*x:]
			c := func(i int) uint16 { return binary.BigEndian.Uint16(p[2*i:]) }
			r, g, b, a := c(0), c(0), c(0), uint16(0xffff)
			if n >= 3 {
				g, b = c(1), c(2)
			}
			if n == 2 || n == 4 {
				a = c(n - 1)
			}
			// RGBA64 (opaque) or NRGBA64, which color.NRGBA64Model
			// keeps as it is.
			dst[x] = greyNRGBA64(color.NRGBA64{R: r, G: g, B: b, A: a})
		}
	}
}

// greyOf64 is toGray's grey level of a premultiplied 16-bit colour,
// through color.NRGBA64Model as its general case does.
func greyOf64(r, g, b, a uint32) uint8 { return greyNRGBA64(nrgba64(r, g, b, a)) }

// greyNRGBA64 is toGray's grey level of a colour as color.NRGBA64Model
// gives it.
func greyNRGBA64(c color.NRGBA64) uint8 {
	l := (19595*int(c.R>>8) + 38470*int(c.G>>8) + 7471*int(c.B>>8) + 1<<15) >> 16
	al := int(c.A >> 8)
	return uint8((l*al + 255*(255-al)) / 255)
}

// nrgba64 is color.NRGBA64Model's conversion of a premultiplied colour,
// without boxing it in an interface (one allocation per pixel).
func nrgba64(r, g, b, a uint32) color.NRGBA64 {
	if a == 0xffff {
		return color.NRGBA64{uint16(r), uint16(g), uint16(b), 0xffff}
	}
	if a == 0 {
		return color.NRGBA64{0, 0, 0, 0}
	}
	r = (r * 0xffff) / a
	g = (g * 0xffff) / a
	b = (b * 0xffff) / a
	return color.NRGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

// pngData reads the concatenated data of a PNG's IDAT chunks in place,
// checking each chunk's CRC.
type pngData struct {
	data []byte
	p    int    // the next chunk
	rest []byte // what is left of the current IDAT
}

// next returns the next chunk, its CRC checked.
func (d *pngData) next() (string, []byte, error) {
	if d.p+12 > len(d.data) {
		return "", nil, io.ErrUnexpectedEOF
	}
	n := binary.BigEndian.Uint32(d.data[d.p:])
	if n > uint32(len(d.data)-d.p-12) {
		return "", nil, io.ErrUnexpectedEOF
	}
	end := d.p + 8 + int(n)
	typ, body := string(d.data[d.p+4:d.p+8]), d.data[d.p+8:end]
	if crc32.ChecksumIEEE(d.data[d.p+4:end]) != binary.BigEndian.Uint32(d.data[end:]) {
		return "", nil, fmt.Errorf("png: bad CRC in chunk %q", typ)
	}
	d.p = end + 4
	return typ, body, nil
}

func (d *pngData) Read(b []byte) (int, error) {
	for len(d.rest) == 0 {
		typ, body, err := d.next()
		if err != nil {
			return 0, err
		}
		if typ != "IDAT" {
			return 0, io.EOF
		}
		d.rest = body
	}
	n := copy(b, d.rest)
	d.rest = d.rest[n:]
	return n, nil
}
