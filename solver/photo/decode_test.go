package photo

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"
)

// tiny returns a 3×2 grey picture with distinct pixels:
//
//	10 20 30
//	40 50 60
func tiny() *image.Gray {
	g := image.NewGray(image.Rect(0, 0, 3, 2))
	copy(g.Pix, []uint8{10, 20, 30, 40, 50, 60})
	return g
}

func TestOrient(t *testing.T) {
	// What the 3×2 picture looks like after each EXIF orientation is
	// applied (the stored picture is what a camera held that way saw).
	tests := []struct {
		o    int
		w, h int
		want []uint8
	}{
		{1, 3, 2, []uint8{10, 20, 30, 40, 50, 60}},
		{2, 3, 2, []uint8{30, 20, 10, 60, 50, 40}},
		{3, 3, 2, []uint8{60, 50, 40, 30, 20, 10}},
		{4, 3, 2, []uint8{40, 50, 60, 10, 20, 30}},
		{5, 2, 3, []uint8{10, 40, 20, 50, 30, 60}},
		{6, 2, 3, []uint8{40, 10, 50, 20, 60, 30}},
		{7, 2, 3, []uint8{60, 30, 50, 20, 40, 10}},
		{8, 2, 3, []uint8{30, 60, 20, 50, 10, 40}},
	}
	for _, tt := range tests {
		g := orient(tiny(), tt.o)
		if g.Rect.Dx() != tt.w || g.Rect.Dy() != tt.h || !bytes.Equal(g.Pix, tt.want) {
			t.Errorf("orient(%d) = %d×%d %v, want %d×%d %v", tt.o, g.Rect.Dx(), g.Rect.Dy(), g.Pix, tt.w, tt.h, tt.want)
		}
	}
}

// exifJPEG returns a JPEG of g with an APP1 Exif segment giving
// orientation o, in byte order bo.
func exifJPEG(t testing.TB, g image.Image, o uint16, bo binary.AppendByteOrder) []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, g, &jpeg.Options{Quality: 100}); err != nil {
		t.Fatal(err)
	}
	tiff := []byte("II*\x00\x08\x00\x00\x00")
	if bo == binary.AppendByteOrder(binary.BigEndian) {
		tiff = []byte("MM\x00*\x00\x00\x00\x08")
	}
	tiff = bo.AppendUint16(tiff, 1) // one entry
	tiff = bo.AppendUint16(tiff, 0x0112)
	tiff = bo.AppendUint16(tiff, 3) // SHORT
	tiff = bo.AppendUint32(tiff, 1)
	tiff = bo.AppendUint16(tiff, o)
	tiff = bo.AppendUint16(tiff, 0)
	tiff = bo.AppendUint32(tiff, 0) // no next IFD
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xFF, 0xE1}
	app1 = binary.BigEndian.AppendUint16(app1, uint16(len(seg)+2))
	app1 = append(app1, seg...)
	data := buf.Bytes()
	return append(append(append([]byte{}, data[:2]...), app1...), data[2:]...)
}

func TestDecodeOrientation(t *testing.T) {
	// A picture dark on its left half: turned by orientation 6 (rotate
	// clockwise to view), the dark half must end up on top.
	g := image.NewGray(image.Rect(0, 0, 64, 32))
	for y := range 32 {
		for x := range 64 {
			g.Pix[y*64+x] = 255
			if x < 32 {
				g.Pix[y*64+x] = 0
			}
		}
	}
	for _, bo := range []binary.AppendByteOrder{binary.LittleEndian, binary.BigEndian} {
		data := exifJPEG(t, g, 6, bo)
		if o := orientation(data); o != 6 {
			t.Fatalf("orientation (%v) = %d, want 6", bo, o)
		}
		out, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if out.Rect.Dx() != 32 || out.Rect.Dy() != 64 {
			t.Fatalf("Decode: %v, want 32×64", out.Rect)
		}
		if top, bottom := out.GrayAt(16, 10).Y, out.GrayAt(16, 54).Y; top > 50 || bottom < 200 {
			t.Errorf("Decode (%v): top %d, bottom %d, want dark on top", bo, top, bottom)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	var pngBuf bytes.Buffer
	png.Encode(&pngBuf, tiny())
	good := pngBuf.Bytes()
	// A PNG header claiming 100,000 × 100,000 pixels: refused before any
	// pixel is decoded.
	bomb := append([]byte{}, good...)
	binary.BigEndian.PutUint32(bomb[16:], 100_000)
	binary.BigEndian.PutUint32(bomb[20:], 100_000)
	binary.BigEndian.PutUint32(bomb[29:], crc32.ChecksumIEEE(bomb[12:29]))
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, ErrUnsupported},
		{"text", []byte("4...3.......6..8....."), ErrUnsupported},
		{"gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), ErrUnsupported},
		{"truncated png", good[:len(good)/2], ErrUnsupported},
		{"pixel bomb", bomb, ErrTooLarge},
		{"over 20 MB", make([]byte, MaxBytes+1), ErrTooLarge},
	}
	for _, tt := range tests {
		_, err := Decode(tt.data)
		if !errors.Is(err, tt.want) {
			t.Errorf("Decode(%s) = %v, want %v", tt.name, err, tt.want)
		}
		_, err = Read(tt.data)
		if !errors.Is(err, tt.want) {
			t.Errorf("Read(%s) = %v, want %v", tt.name, err, tt.want)
		}
	}
	if _, err := Decode(good); err != nil {
		t.Errorf("Decode(good PNG) = %v", err)
	}
}

func TestToGrayTransparent(t *testing.T) {
	m := image.NewNRGBA(image.Rect(0, 0, 2, 1))
	m.Set(0, 0, color.NRGBA{0, 0, 0, 0})   // transparent: white
	m.Set(1, 0, color.NRGBA{0, 0, 0, 255}) // black
	g := toGray(m)
	if g.Pix[0] != 255 || g.Pix[1] != 0 {
		t.Errorf("toGray(transparent, black) = %v, want [255 0]", g.Pix)
	}
}

func FuzzDecode(f *testing.F) {
	var pngBuf bytes.Buffer
	png.Encode(&pngBuf, tiny())
	f.Add(pngBuf.Bytes())
	f.Add(exifJPEG(f, tiny(), 6, binary.LittleEndian))
	f.Add(exifJPEG(f, tiny(), 8, binary.BigEndian))
	f.Add([]byte("RIFF\x20\x00\x00\x00WEBPEXIF\x08\x00\x00\x00II*\x00\x08\x00\x00\x00"))
	for _, data := range pngKinds(5, 3) { // decoded row by row
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		orientation(data)
		g, err := Decode(data)
		if err != nil {
			if !errors.Is(err, ErrUnsupported) && !errors.Is(err, ErrTooLarge) {
				t.Fatalf("Decode: %v wraps neither ErrUnsupported nor ErrTooLarge", err)
			}
			return
		}
		if g.Rect.Dx()*g.Rect.Dy() > MaxPixels {
			t.Fatalf("Decode returned %v, over MaxPixels", g.Rect)
		}
		// The whole reading must not fail in any other way either.
		if _, err := NewReaderNet(NewNet(Features, 4, Classes)).ReadImage(g); err != nil &&
			!errors.Is(err, ErrNoGrid) && !errors.Is(err, ErrCutOff) {
			t.Fatalf("ReadImage: %v", err)
		}
	})
}
