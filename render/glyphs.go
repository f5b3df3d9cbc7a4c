package render

import (
	"bytes"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"sort"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The words of the stats picture are drawn as outlines: the Go fonts' for
// Latin and Cyrillic letters, digits and punctuation, and, for the Chinese
// characters the Go fonts lack, outlines taken from Noto Sans CJK SC (SIL
// Open Font License) for exactly the characters the bot's Chinese words
// use (cjk.bin, made by internal/cjkgen: `go generate ./render`). A
// character in neither is drawn as an empty box; Missing tells which.
//
// cjk.bin is "CJK1", the units per em (uint16), the number of glyphs
// (uint32), then each glyph sorted by rune: the rune (uint32), its
// advance (int16) and its number of segments (uint16), then each
// segment: its op (uint8: 0 move, 1 line, 2 quadratic, 3 cubic) and its
// 1, 1, 2 or 3 points (int16 x, int16 y, in font units, y down).
//
//go:generate go run ./internal/cjkgen -o cjk.bin
//go:embed cjk.bin
var cjkData []byte

// A seg is a segment of an outline, in font units, y down.
type seg struct {
	op  uint8
	pts [3][2]int16
}

// An outline is a glyph: its advance and segments, in font units.
type outline struct {
	advance int16
	segs    []seg
}

// cjkFont is the table of cjk.bin.
type cjkFont struct {
	unitsPerEm int
	glyphs     map[rune]outline
}

var errCJK = errors.New("render: cjk.bin is damaged")

// decodeCJK reads cjk.bin.
func decodeCJK(b []byte) (*cjkFont, error) {
	r := bytes.NewReader(b)
	var head struct {
		Magic [4]byte
		UPM   uint16
		N     uint32
	}
	if err := binary.Read(r, binary.BigEndian, &head); err != nil || string(head.Magic[:]) != "CJK1" || head.UPM == 0 {
		return nil, errCJK
	}
	f := &cjkFont{unitsPerEm: int(head.UPM), glyphs: make(map[rune]outline, head.N)}
	for range head.N {
		var g struct {
			R    uint32
			Adv  int16
			NSeg uint16
		}
		if err := binary.Read(r, binary.BigEndian, &g); err != nil {
			return nil, errCJK
		}
		o := outline{advance: g.Adv, segs: make([]seg, g.NSeg)}
		for k := range o.segs {
			op, err := r.ReadByte()
			if err != nil || op > 3 {
				return nil, errCJK
			}
			o.segs[k].op = op
			for p := range pointsOf(op) {
				if err := binary.Read(r, binary.BigEndian, &o.segs[k].pts[p]); err != nil {
					return nil, errCJK
				}
			}
		}
		f.glyphs[rune(g.R)] = o
	}
	return f, nil
}

// pointsOf is the number of points of a segment's op.
func pointsOf(op uint8) int {
	switch op {
	case 2:
		return 2
	case 3:
		return 3
	}
	return 1
}

// EncodeCJK writes the table of cjk.bin for outlines by rune (for
// internal/cjkgen).
func EncodeCJK(unitsPerEm int, glyphs map[rune]sfnt.Segments, advances map[rune]fixed.Int26_6) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("CJK1")
	binary.Write(&b, binary.BigEndian, uint16(unitsPerEm))
	binary.Write(&b, binary.BigEndian, uint32(len(glyphs)))
	runes := make([]rune, 0, len(glyphs))
	for r := range glyphs {
		runes = append(runes, r)
	}
	sort.Slice(runes, func(i, j int) bool { return runes[i] < runes[j] })
	// At ppem = units per em, a 26.6 value is 64 times the font units.
	unit := func(v fixed.Int26_6) (int16, error) {
		u := (int(v) + 32) >> 6
		if u < -32768 || u > 32767 {
			return 0, fmt.Errorf("render: a coordinate %d out of range", u)
		}
		return int16(u), nil
	}
	for _, r := range runes {
		segs := glyphs[r]
		adv, err := unit(advances[r])
		if err != nil {
			return nil, err
		}
		binary.Write(&b, binary.BigEndian, uint32(r))
		binary.Write(&b, binary.BigEndian, adv)
		binary.Write(&b, binary.BigEndian, uint16(len(segs)))
		for _, s := range segs {
			op := uint8(s.Op)
			b.WriteByte(op)
			for p := range pointsOf(op) {
				x, err := unit(s.Args[p].X)
				if err != nil {
					return nil, err
				}
				y, err := unit(s.Args[p].Y)
				if err != nil {
					return nil, err
				}
				binary.Write(&b, binary.BigEndian, [2]int16{x, y})
			}
		}
	}
	return b.Bytes(), nil
}

// A typeface draws text: the Go font's glyphs, else the CJK table's.
type typeface struct {
	goFont *sfnt.Font
	cjk    *cjkFont
	buf    sfnt.Buffer
	// bold: the CJK outlines, of the regular weight only, are stroked
	// as well as filled to stand beside the Go font's bold.
	bold bool
}

// newTypeface returns the regular or the bold typeface.
func newTypeface(bold bool) (*typeface, error) {
	ttf := goregular.TTF
	if bold {
		ttf = gobold.TTF
	}
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("render: parsing a Go font: %w", err)
	}
	cjk, err := decodeCJK(cjkData)
	if err != nil {
		return nil, err
	}
	return &typeface{goFont: f, cjk: cjk, bold: bold}, nil
}

// glyph returns a rune's outline scaled to size pixels per em (y down,
// from the baseline's origin) and its advance, and false when neither font
// has it.
func (t *typeface) glyph(r rune, size float64) ([]vecSeg, float64, bool) {
	segs, adv, _, ok := t.glyphFrom(r, size)
	return segs, adv, ok
}

// glyphFrom is glyph, and whether the outline is the CJK table's.
func (t *typeface) glyphFrom(r rune, size float64) ([]vecSeg, float64, bool, bool) {
	if x, err := t.goFont.GlyphIndex(&t.buf, r); err == nil && x != 0 {
		ppem := fixed.Int26_6(size * 64)
		segs, err := t.goFont.LoadGlyph(&t.buf, x, ppem, nil)
		if err != nil {
			return nil, 0, false, false
		}
		adv, err := t.goFont.GlyphAdvance(&t.buf, x, ppem, 0)
		if err != nil {
			return nil, 0, false, false
		}
		out := make([]vecSeg, len(segs))
		for i, s := range segs {
			out[i].op = uint8(s.Op)
			for p := range pointsOf(uint8(s.Op)) {
				out[i].pts[p] = [2]float64{float64(s.Args[p].X) / 64, float64(s.Args[p].Y) / 64}
			}
		}
		return out, float64(adv) / 64, false, true
	}
	o, ok := t.cjk.glyphs[r]
	if !ok {
		return nil, 0, false, false
	}
	k := size / float64(t.cjk.unitsPerEm)
	out := make([]vecSeg, len(o.segs))
	for i, s := range o.segs {
		out[i].op = s.op
		for p := range pointsOf(s.op) {
			out[i].pts[p] = [2]float64{float64(s.pts[p][0]) * k, float64(s.pts[p][1]) * k}
		}
	}
	return out, float64(o.advance) * k, true, true
}

// A vecSeg is a segment of an outline in pixels.
type vecSeg struct {
	op  uint8
	pts [3][2]float64
}

// Missing returns the characters of s that the stats picture cannot draw
// (neither the Go fonts nor its Chinese outlines have them), spaces and
// emoji aside; nil when it draws them all.
func Missing(s string) ([]rune, error) {
	t, err := newTypeface(false)
	if err != nil {
		return nil, err
	}
	var missing []rune
	for _, r := range s {
		if r == ' ' || r == '\n' {
			continue
		}
		if _, _, ok := t.glyph(r, 10); !ok {
			missing = append(missing, r)
		}
	}
	return missing, nil
}
