package photo

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// pngChunk appends a PNG chunk with its CRC.
func pngChunk(b []byte, typ string, body []byte) []byte {
	b = binary.BigEndian.AppendUint32(b, uint32(len(body)))
	start := len(b)
	b = append(append(b, typ...), body...)
	return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b[start:]))
}

// rawPNG writes a PNG of colour type ct at depth bits whose rows (without
// filter bytes) are rows, each filtered with a filter type drawn from rng
// (all five occur), with the chunks extra (PLTE, tRNS) before the data.
func rawPNG(w, h int, ct, depth byte, rows [][]byte, rng *rand.Rand, extra ...[]byte) []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(h))
	ihdr = append(ihdr, depth, ct, 0, 0, 0)
	b := pngChunk([]byte(pngSignature), "IHDR", ihdr)
	for _, c := range extra {
		b = append(b, c...)
	}
	channels := map[byte]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ct]
	bpp := max(1, int(depth)*channels/8)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	prev := make([]byte, len(rows[0]))
	for y, row := range rows {
		f := byte(y % 5)
		if y >= 5 {
			f = byte(rng.IntN(5))
		}
		out := make([]byte, len(row))
		for i := range row {
			var a, c int
			if i >= bpp {
				a, c = int(row[i-bpp]), int(prev[i-bpp])
			}
			up := int(prev[i])
			var pred int
			switch f {
			case 1:
				pred = a
			case 2:
				pred = up
			case 3:
				pred = (a + up) / 2
			case 4:
				p := a + up - c
				pa, pb, pc := abs(p-a), abs(p-up), abs(p-c)
				switch {
				case pa <= pb && pa <= pc:
					pred = a
				case pb <= pc:
					pred = up
				default:
					pred = c
				}
			}
			out[i] = row[i] - uint8(pred)
		}
		zw.Write(append([]byte{f}, out...))
		prev = row
	}
	zw.Close()
	// The data in two IDAT chunks, as encoders split it.
	d := z.Bytes()
	b = pngChunk(b, "IDAT", d[:len(d)/2])
	b = pngChunk(b, "IDAT", d[len(d)/2:])
	return pngChunk(b, "IEND", nil)
}

// pngKinds returns PNGs of every colour type and depth, with and without
// palette transparency and colour keys, of w×h random pixels.
func pngKinds(w, h int) map[string][]byte {
	rng := rand.New(rand.NewPCG(1, 2))
	rows := func(ct, depth byte) [][]byte {
		channels := map[byte]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ct]
		n := int(pngRowBytes(w, int(depth), channels))
		rs := make([][]byte, h)
		for y := range rs {
			rs[y] = make([]byte, n)
			for i := range rs[y] {
				// Smooth runs with noise, and some extreme alphas.
				rs[y][i] = uint8(rng.IntN(256))
				if i > 0 && rng.IntN(3) > 0 {
					rs[y][i] = rs[y][i-1]
				}
			}
			if ct == 3 && depth == 8 {
				for i := range rs[y] {
					rs[y][i] %= 200 // some indexes past a short palette
				}
			}
		}
		return rs
	}
	plte := func(n int) []byte {
		p := make([]byte, 3*n)
		for i := range p {
			p[i] = uint8(rng.IntN(256))
		}
		return pngChunk(nil, "PLTE", p)
	}
	trns := func(n int) []byte {
		t := make([]byte, n)
		for i := range t {
			t[i] = uint8(rng.IntN(256))
		}
		t[0] = 0
		return pngChunk(nil, "tRNS", t)
	}
	out := map[string][]byte{}
	for _, k := range []struct {
		ct    byte
		depth byte
	}{{0, 1}, {0, 2}, {0, 4}, {0, 8}, {0, 16}, {2, 8}, {2, 16}, {3, 1}, {3, 2}, {3, 4}, {3, 8}, {4, 8}, {4, 16}, {6, 8}, {6, 16}} {
		name := fmt.Sprintf("ct%d-%d", k.ct, k.depth)
		if k.ct == 3 {
			n := min(1<<k.depth, 190)
			out[name] = rawPNG(w, h, k.ct, k.depth, rows(k.ct, k.depth), rng, plte(n))
			out[name+"-trns"] = rawPNG(w, h, k.ct, k.depth, rows(k.ct, k.depth), rng, plte(n), trns(min(n, 7)))
			continue
		}
		out[name] = rawPNG(w, h, k.ct, k.depth, rows(k.ct, k.depth), rng)
	}
	// Colour keys: image/png decodes these whole (not streamed).
	out["ct2-8-key"] = rawPNG(w, h, 2, 8, rows(2, 8), rng, pngChunk(nil, "tRNS", []byte{0, 7, 0, 7, 0, 7}))
	out["ct0-8-key"] = rawPNG(w, h, 0, 8, rows(0, 8), rng, pngChunk(nil, "tRNS", []byte{0, 7}))
	return out
}

// TestDecodePNGStreamed checks that a PNG decoded row by row into grey is
// the grey picture toGray makes of image/png's, pixel for pixel, for
// every colour type, depth and filter.
func TestDecodePNGStreamed(t *testing.T) {
	for name, data := range pngKinds(37, 23) {
		h, err := Inspect(data)
		if err != nil {
			t.Fatalf("Inspect(%s): %v", name, err)
		}
		want := !strings.HasSuffix(name, "-key")
		if h.Streamed != want {
			t.Errorf("Inspect(%s).Streamed = %v, want %v", name, h.Streamed, want)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("png.Decode(%s): %v", name, err)
		}
		ref := toGray(img)
		g, err := Decode(data)
		if err != nil {
			t.Fatalf("Decode(%s): %v", name, err)
		}
		if g.Rect != ref.Rect {
			t.Fatalf("Decode(%s): %v, want %v", name, g.Rect, ref.Rect)
		}
		bad := 0
		for y := range ref.Rect.Dy() {
			for x := range ref.Rect.Dx() {
				if a, b := g.GrayAt(x, y).Y, ref.GrayAt(x, y).Y; a != b {
					if bad < 3 {
						t.Errorf("Decode(%s) at (%d,%d) = %d, image/png and toGray give %d", name, x, y, a, b)
					}
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("Decode(%s): %d pixels differ", name, bad)
		}
	}
}

// decodeFiles returns pictures of every kind Inspect costs differently,
// with their names: the files of testdata/decode, JPEGs of Go's encoder,
// turned by EXIF or not, and PNGs of every colour type. The files of
// testdata/decode were made from a 640×480 picture of lines on a gradient
// (src.ppm; src-alpha.png the same with an alpha ramp) by Debian's
// libjpeg-turbo-progs, imagemagick and webp, for encoders Go lacks:
//
//	cjpeg -progressive [-sample 1x1 | -rgb | -grayscale] -quality 80 src.ppm  (prog*.jpg)
//	cjpeg [-sample 2x1 | -rgb] -quality 80 src.ppm                            (base422.jpg, basergb.jpg)
//	convert src.ppm -colorspace CMYK [-interlace JPEG] -quality 80            (cmyk.jpg, progcmyk.jpg)
//	convert [-resize 200x150 -depth 16] -interlace PNG                        (interlaced*.png)
//	cwebp [-lossless] -q 80                                                   (lossy, lossless, alpha, palette.webp)
func decodeFiles(t *testing.T) map[string][]byte {
	files := map[string][]byte{}
	names, _ := filepath.Glob("testdata/decode/*")
	if len(names) < 14 {
		t.Fatalf("testdata/decode: %d files, want the 14 made for the cost test", len(names))
	}
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Base(n)] = data
	}
	files["prog420-exif6.jpg"] = withExif(files["prog420.jpg"], 6)
	files["cmyk-exif8.jpg"] = withExif(files["cmyk.jpg"], 8)
	rgb := image.NewRGBA(image.Rect(0, 0, 700, 500))
	for i := range rgb.Pix {
		rgb.Pix[i] = uint8(i * 7 / 3)
	}
	for _, m := range []image.Image{rgb, toGray(rgb)} {
		var b bytes.Buffer
		jpeg.Encode(&b, m, nil)
		name := fmt.Sprintf("go-%T.jpg", m)
		files[name] = b.Bytes()
		files[strings.Replace(name, ".jpg", "-exif6.jpg", 1)] = withExif(b.Bytes(), 6)
	}
	for name, data := range pngKinds(700, 500) {
		files[name+".png"] = data
	}
	return files
}

// withExif inserts an Exif segment of orientation o after a JPEG's SOI.
func withExif(data []byte, o uint16) []byte {
	tiff := []byte("MM\x00*\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01")
	tiff = binary.BigEndian.AppendUint16(tiff, o)
	tiff = append(tiff, 0, 0, 0, 0, 0, 0)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := binary.BigEndian.AppendUint16([]byte{0xFF, 0xE1}, uint16(len(seg)+2))
	return append(append(append([]byte{}, data[:2]...), append(app1, seg...)...), data[2:]...)
}

// allocated returns the bytes f allocates (runtime.MemStats.TotalAlloc).
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestInspectCost measures what decoding each kind of picture into grey
// allocates and checks Inspect's estimate against it: never below, and
// not far above (at most a quarter more, and the fixed allowance for a
// decoder's tables). The large pictures of the measurement in the README
// (6320² and 8000×5000) came within 0.1% of their estimate, lossless WebP
// within 29%.
func TestInspectCost(t *testing.T) {
	for name, data := range decodeFiles(t) {
		h, err := Inspect(data)
		if err != nil {
			t.Fatalf("Inspect(%s): %v", name, err)
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil || format != h.Format || cfg.Width != h.Width || cfg.Height != h.Height {
			t.Errorf("Inspect(%s) = %s %d×%d, image.DecodeConfig %s %d×%d (%v)", name, h.Format, h.Width, h.Height, format, cfg.Width, cfg.Height, err)
		}
		var derr error
		got := allocated(func() { _, _, derr = decode(data, h) })
		if derr != nil {
			t.Fatalf("decode(%s): %v", name, derr)
		}
		t.Logf("%-24s %-22s %5d×%-4d estimate %8d, allocated %8d (%.2f)", name, h.Kind(), h.Width, h.Height, h.Cost, got, float64(h.Cost)/float64(got))
		if uint64(h.Cost) < got {
			t.Errorf("%s (%s): estimate %d bytes, decoding allocated %d", name, h.Kind(), h.Cost, got)
		}
		limit := got + got/4 + decoderOverhead
		if h.Lossless {
			// A lossless WebP is costed as if it had a colour-indexing
			// transform (4 bytes per pixel more), which the header does
			// not tell.
			limit = 2*got + decoderOverhead
		}
		if uint64(h.Cost) > limit {
			t.Errorf("%s (%s): estimate %d bytes, decoding allocated only %d", name, h.Kind(), h.Cost, got)
		}
	}
}

// craftJPEG returns the segments of a JPEG up to its frame header (marker
// sof, w×h, components of the sampling factors samp, their ids ids), with
// an Adobe segment of transform 0 if adobe: no picture data, but what
// Inspect reads.
func craftJPEG(sof byte, w, h int, ids string, samp []byte, adobe bool) []byte {
	b := []byte{0xFF, 0xD8}
	if adobe {
		b = append(b, 0xFF, 0xEE, 0, 14)
		b = append(b, "Adobe\x00\x64\x00\x00\x00\x00\x00"...)
	}
	seg := []byte{8, byte(h >> 8), byte(h), byte(w >> 8), byte(w), byte(len(samp))}
	for i, s := range samp {
		seg = append(seg, ids[i], s, 0)
	}
	b = append(b, 0xFF, sof, 0, byte(len(seg)+2))
	b = append(b, seg...)
	// A scan header and a few bytes of data, cut short.
	b = append(b, 0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 63, 0, 1, 2, 3)
	return b
}

// craftPNG returns a PNG whose IHDR says w×h of colour type ct at depth
// bits, interlaced or not, with one IDAT of a few bytes.
func craftPNG(w, h int, depth, ct byte, interlaced bool) []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(h))
	ihdr = append(ihdr, depth, ct, 0, 0, 0)
	if interlaced {
		ihdr[12] = 1
	}
	b := pngChunk([]byte(pngSignature), "IHDR", ihdr)
	b = pngChunk(b, "IDAT", []byte{0x78, 0x9c, 0x62, 0x00})
	return pngChunk(b, "IEND", nil)
}

// craftWebP returns a lossless WebP whose header says w×h.
func craftWebP(w, h int) []byte {
	body := []byte{0x2f}
	body = binary.LittleEndian.AppendUint32(body, uint32(w-1)|uint32(h-1)<<14)
	body = append(body, 0, 0, 0)
	b := []byte("RIFF\x00\x00\x00\x00WEBPVP8L")
	b = binary.LittleEndian.AppendUint32(b, uint32(len(body)))
	b = append(b, body...)
	binary.LittleEndian.PutUint32(b[4:], uint32(len(b)-8))
	return b
}

// costly are small files whose headers claim pictures too costly to
// decode: what the adversarial run sent (a 6320² 16-bit RGBA PNG,
// progressive RGB and CMYK JPEGs of the same size), and others.
var costly = []struct {
	name string
	data []byte
	kind string // Header.Kind
	text string // in the error
}{
	{"progressive CMYK JPEG", craftJPEG(0xC2, 6320, 6320, "CMYK", []byte{0x22, 0x11, 0x11, 0x22}, true), "progressive, CMYK",
		"jpeg picture of 6320×6320 pixels (progressive, CMYK) would take 666 MB to decode, at most 128 MB"},
	{"progressive RGB JPEG", craftJPEG(0xC2, 6320, 6320, "RGB", []byte{0x11, 0x11, 0x11}, false), "progressive, RGB",
		"jpeg picture of 6320×6320 pixels (progressive, RGB) would take 761 MB to decode, at most 128 MB"},
	{"progressive 4:2:0 JPEG", craftJPEG(0xC2, 6320, 6320, "\x01\x02\x03", []byte{0x22, 0x11, 0x11}, false), "progressive", "would take 285 MB"},
	{"baseline CMYK JPEG", craftJPEG(0xC0, 8000, 5000, "CMYK", []byte{0x11, 0x11, 0x11, 0x11}, true), "CMYK", "8000×5000"},
	{"16-bit interlaced RGBA PNG", craftPNG(6320, 6320, 16, 6, true), "16 bits, interlaced",
		"png picture of 6320×6320 pixels (16 bits, interlaced) would take 647 MB"},
	{"lossless WebP", craftWebP(16000, 2500), "lossless", "webp picture of 16000×2500 pixels (lossless)"},
	{"60 megapixels", craftJPEG(0xC0, 10000, 6000, "\x01\x02\x03", []byte{0x22, 0x11, 0x11}, false), "baseline",
		"jpeg picture of 10000×6000 pixels, at most 40 megapixels"},
}

// TestDecodeRefusesCostly: pictures that would take too much memory to
// decode are refused from their header, before any pixel is decoded, with
// what is wrong; the same headers at a size that fits, and a 16-bit PNG
// that is not interlaced (decoded row by row), are not.
func TestDecodeRefusesCostly(t *testing.T) {
	budget, err := NewBudget(MinBudget)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReaderNet(NewNet(Features, 4, Classes))
	for _, tt := range costly {
		_, err := Decode(tt.data)
		var big *TooLargeError
		if !errors.As(err, &big) || !errors.Is(err, ErrTooLarge) {
			t.Errorf("Decode(%s) = %v, want a *TooLargeError", tt.name, err)
			continue
		}
		if k := big.Header.Kind(); k != tt.kind {
			t.Errorf("Decode(%s): kind %q, want %q", tt.name, k, tt.kind)
		}
		if !strings.Contains(err.Error(), tt.text) {
			t.Errorf("Decode(%s) = %q, want it to say %q", tt.name, err, tt.text)
		}
		if big.Header.Pixels() <= MaxPixels {
			if mp := big.Header.MaxPixelsWithin(big.Limit); mp <= 0 || mp >= big.Header.Pixels() {
				t.Errorf("Decode(%s): MaxPixelsWithin = %d for a picture of %d pixels refused", tt.name, mp, big.Header.Pixels())
			}
		}
		// Through a budget: refused the same, without waiting.
		if _, err := r.ReadWithin(context.Background(), budget, tt.data); !errors.As(err, &big) {
			t.Errorf("ReadWithin(%s) = %v, want a *TooLargeError", tt.name, err)
		}
	}
	for _, tt := range []struct {
		name string
		data []byte
		max  int64 // cost at most
	}{
		{"16-bit RGBA PNG, 6320² not interlaced", craftPNG(6320, 6320, 16, 6, false), 41 << 20},
		{"baseline 4:2:0 JPEG, 8000×5000", craftJPEG(0xC0, 8000, 5000, "\x01\x02\x03", []byte{0x22, 0x11, 0x11}, false), 61 << 20},
		{"progressive 4:2:0 JPEG, 4480×3360", craftJPEG(0xC2, 4480, 3360, "\x01\x02\x03", []byte{0x22, 0x11, 0x11}, false), 113 << 20},
	} {
		h, err := Inspect(tt.data)
		if err != nil || h.Cost > tt.max {
			t.Errorf("Inspect(%s): cost %d (%v), want at most %d", tt.name, h.Cost, err, tt.max)
		}
		// No picture data: a decoding error, not a refusal.
		if _, err := Decode(tt.data); !errors.Is(err, ErrUnsupported) {
			t.Errorf("Decode(%s) = %v, want ErrUnsupported (cut short)", tt.name, err)
		}
	}
}

func TestNewBudget(t *testing.T) {
	for _, size := range []int64{-1, 0, MaxDecodeBytes, MinBudget - 1} {
		if b, err := NewBudget(size); !errors.Is(err, ErrBudget) {
			t.Errorf("NewBudget(%d) = %v, %v; want ErrBudget", size, b, err)
		}
	}
	if _, err := NewBudget(MinBudget); err != nil {
		t.Errorf("NewBudget(MinBudget) = %v", err)
	}
	// A Budget not made by NewBudget refuses every picture, nil too.
	var pngBuf bytes.Buffer
	png.Encode(&pngBuf, tiny())
	r := NewReaderNet(NewNet(Features, 4, Classes))
	for _, b := range []*Budget{nil, {}} {
		if _, err := r.ReadWithin(context.Background(), b, pngBuf.Bytes()); !errors.Is(err, ErrBudget) {
			t.Errorf("ReadWithin(%#v) = %v, want ErrBudget", b, err)
		}
	}
}

// TestReadWithinWaits: a reading waits while the budget is held, gives
// up when its context is done, and goes on once the memory is given back.
func TestReadWithinWaits(t *testing.T) {
	data, err := os.ReadFile("testdata/screen003-borderless.jpg")
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBudget(MinBudget)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReaderNet(NewNet(Features, 4, Classes))
	// Everything held but less than this picture needs.
	h, _ := Inspect(data)
	release, err := b.acquire(context.Background(), b.size-h.Cost)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := r.ReadWithin(ctx, b, data)
		done <- err
	}()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("ReadWithin with the budget held, cancelled: %v, want context.Canceled", err)
	}
	go func() {
		_, err := r.ReadWithin(context.Background(), b, data)
		done <- err
	}()
	release()
	if err := <-done; err != nil && !errors.Is(err, ErrNoGrid) {
		t.Fatalf("ReadWithin once the budget is free: %v", err)
	}
	// All given back: the whole budget can be taken again.
	release, err = b.acquire(context.Background(), b.size)
	if err != nil {
		t.Fatalf("the whole budget after the readings: %v", err)
	}
	release()
}

func FuzzInspect(f *testing.F) {
	for _, tt := range costly {
		f.Add(tt.data)
	}
	f.Add(craftPNG(64, 48, 16, 6, false))
	f.Add(craftWebP(30, 20))
	var pngBuf, jpgBuf bytes.Buffer
	png.Encode(&pngBuf, tiny())
	jpeg.Encode(&jpgBuf, tiny(), nil)
	f.Add(pngBuf.Bytes())
	f.Add(withExif(jpgBuf.Bytes(), 6))
	for _, n := range []string{"lossy.webp", "alpha.webp", "palette.webp"} {
		if data, err := os.ReadFile("testdata/decode/" + n); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := Inspect(data)
		if err != nil {
			if !errors.Is(err, ErrUnsupported) {
				t.Fatalf("Inspect: %v does not wrap ErrUnsupported", err)
			}
			return
		}
		if h.Width <= 0 || h.Height <= 0 || h.Cost < h.Pixels() {
			t.Fatalf("Inspect: %d×%d costing %d", h.Width, h.Height, h.Cost)
		}
		if h.Cost > 4<<20 {
			return // keep each input fast
		}
		// What the decoders make of it: the size Inspect said, within
		// the cost (and a little for what a fuzzing worker allocates
		// meanwhile).
		var g *image.Gray
		var derr error
		got := allocated(func() { g, _, derr = decode(data, h) })
		if got > uint64(h.Cost)+64<<10 {
			t.Fatalf("decoding %s %d×%d (%s) allocated %d bytes, estimated %d", h.Format, h.Width, h.Height, h.Kind(), got, h.Cost)
		}
		if derr != nil {
			return
		}
		w, ht := g.Rect.Dx(), g.Rect.Dy()
		if h.Oriented && orientation(data) >= 5 {
			w, ht = ht, w
		}
		if w != h.Width || ht != h.Height {
			t.Fatalf("decoded %v, Inspect said %d×%d", g.Rect, h.Width, h.Height)
		}
	})
}
