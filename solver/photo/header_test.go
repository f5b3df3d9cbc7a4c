package photo

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
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
// with their names: the files of testdata/decode (made by cjpeg, ImageMagick
// and cwebp: progressive, CMYK, RGB and grey JPEGs, lossy, lossless and
// transparent WebPs), JPEGs of Go's encoder, turned by EXIF or not, and
// PNGs of every colour type.
func decodeFiles(t *testing.T) map[string][]byte {
	files := map[string][]byte{}
	names, _ := filepath.Glob("testdata/decode/*")
	if len(names) < 10 {
		t.Fatalf("testdata/decode: %d files, want the 11 made for the cost test", len(names))
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
	runtime.GC()
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
		got := allocated(func() { _, derr = decode(data, h) })
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
