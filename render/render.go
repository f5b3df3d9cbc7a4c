// Package render draws Sudoku grids, hints and mistakes, and a person's
// /stats, as pictures that stay legible on a phone after Telegram
// recompresses them.
package render

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"sync"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// The sizes of a picture, in pixels. The default fits a phone screen at
// full resolution and stays under Telegram's 1280-pixel limit, so the
// photo is recompressed but not scaled.
const (
	DefaultSize = 1000
	MinSize     = 240
	MaxSize     = 4000
)

// Options configure a [Renderer]. The zero value is the default.
type Options struct {
	// Size is the width and height of every picture, in pixels: 0 means
	// DefaultSize; otherwise MinSize to MaxSize. Pencil marks need about
	// 600 pixels to be legible; big digits are legible at any size.
	Size int
}

// A Renderer draws pictures. Make one with [New] and share it: its
// methods are safe for concurrent use.
//
// A Renderer prepares once everything a picture reuses: the layout; a
// palette of at most 256 colours; every digit of every style, rasterised
// from the embedded Go fonts into coverage masks; the empty board with its
// lines and numbers; and pools of canvases and PNG encoder buffers.
// Drawing a picture is then a copy of the empty board, fills of tinted
// cells and blends of the masks into a paletted image (gg draws only the
// arrows of chains), and encoding it is fast because a paletted image has
// one byte per pixel and needs no PNG filtering. An enlarged hint (see
// Hint.Zoom) is drawn by a second Renderer, half as large again, made the
// first time one is asked for.
type Renderer struct {
	lay        layout
	pal        *palette
	digits     [numStyles][10]sprite
	disc       sprite               // behind a marked pencil mark
	edge       sprite               // behind a link's number's disc, a ring around it
	strike     sprite               // across an eliminated one
	ring       sprite               // around a copy of a digit a hint points at
	bigDisc    sprite               // behind a mark in a grid without pencil marks
	bigStrike  sprite               // across an eliminated big mark
	fishDisc   sprite               // behind a fish's candidate, alone in its cell
	fishStrike sprite               // across an eliminated one
	sideDisc   sprite               // behind a struck candidate beside a placed digit
	sideStrike sprite               // across it
	cross      sprite               // in a cell a digit cannot go in
	labels     [maxLabel + 1]sprite // the numbers of a chain's links
	// Where a number of a link may go, from a point of the link: near
	// it, and farther or farther still (with a leader line), nearest
	// first.
	nearOffsets, farOffsets, farthestOffsets []offset
	empty                                    []uint8

	fonts [3]*opentype.Font // regular, medium, bold
	// zoom draws enlarged hints (see Hint.Zoom), made on first use.
	zoomOnce sync.Once
	zoom     *Renderer
	zoomErr  error

	canvases sync.Pool // *image.Paletted, for WritePNG
	overlays sync.Pool // *overlay
	enc      png.Encoder
}

// New returns a Renderer for the options. It rasterises the digits of the
// embedded Go fonts at the size the options ask for, which takes a few
// milliseconds: make one Renderer and reuse it.
func New(opts Options) (*Renderer, error) {
	size := opts.Size
	if size == 0 {
		size = DefaultSize
	}
	if size < MinSize || size > MaxSize {
		return nil, &FieldError{Field: "Options.Size", Value: size, Want: fmt.Sprintf("%d-%d", MinSize, MaxSize)}
	}
	var fonts [3]*opentype.Font
	for i, ttf := range [3][]byte{goregular.TTF, gomedium.TTF, gobold.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			return nil, fmt.Errorf("render: parsing a Go font: %w", err)
		}
		fonts[i] = f
	}
	return build(size, fonts)
}

// build returns a Renderer of pictures size pixels square, drawn
// with the regular, medium and bold fonts.
func build(size int, fonts [3]*opentype.Font) (*Renderer, error) {
	r := &Renderer{lay: newLayout(size), pal: newPalette(), fonts: fonts}
	var err error
	if r.digits, err = glyphs(r.lay, fonts[0], fonts[1], fonts[2]); err != nil {
		return nil, err
	}
	r.disc = disc(r.lay)
	r.edge = labelEdge(r.lay)
	r.strike = strike(r.lay)
	r.ring = ring(r.lay)
	r.bigDisc = bigDisc(r.lay)
	r.bigStrike = bigStrike(r.lay)
	r.fishDisc = sizedDisc(r.lay.cell*2/3, 0.47)
	r.fishStrike = sizedStrike(r.lay.cell * 2 / 3)
	// A struck candidate beside a placed digit fits, with a gap, between
	// the widest big digit and the cell's side.
	widest := 0
	for d := 1; d <= 9; d++ {
		widest = max(widest, r.digits[givenStyle][d].w)
	}
	side := max(4, (r.lay.cell-widest)/2-sideGap-1)
	r.sideDisc = sizedDisc(side, 0.45)
	r.sideStrike = sizedStrike(side + 2)
	r.cross = cross(r.lay)
	if r.labels, err = labels(r.lay, fonts[1]); err != nil {
		return nil, err
	}
	slot := float64(r.lay.slot())
	r.nearOffsets = labelOffsets(1.3*slot, max(1, slot/4), slot)
	r.farOffsets = labelOffsets(3.2*slot, max(1, slot/3), slot)
	r.farthestOffsets = labelOffsets(6*slot, max(1, slot/2), slot)
	r.empty = r.drawEmpty()
	r.canvases.New = func() any { return r.newImage(r.pal.colors) }
	r.overlays.New = func() any { return newOverlay(size) }
	r.enc = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &encoderBuffers{}}
	return r, nil
}

// Size returns the width and height of the Renderer's pictures.
func (r *Renderer) Size() int { return r.lay.size }

// A Picture is something a Renderer draws: a [Puzzle], [Solution],
// [Conflicts], [Candidates], [Hint] or [Mistakes].
type Picture interface {
	draw(c *canvas) error
}

// Image draws p on a new image, which is the caller's: a paletted image
// of Size×Size pixels (a megabyte at the default size) whose palette is a
// copy of the Renderer's.
func (r *Renderer) Image(p Picture) (*image.Paletted, error) {
	img := r.newImage(append(color.Palette(nil), r.pal.colors...))
	if err := r.drawOn(img, p); err != nil {
		return nil, err
	}
	return img, nil
}

// WritePNG draws p and writes it to w as a PNG image: 30 to 60 KB at the
// default size. It reuses its canvases and buffers, so it allocates
// little.
func (r *Renderer) WritePNG(w io.Writer, p Picture) error {
	img := r.canvases.Get().(*image.Paletted)
	defer r.canvases.Put(img)
	if err := r.drawOn(img, p); err != nil {
		return err
	}
	if err := r.enc.Encode(w, img); err != nil {
		return fmt.Errorf("render: writing PNG: %w", err)
	}
	return nil
}

func (r *Renderer) newImage(colors color.Palette) *image.Paletted {
	return image.NewPaletted(image.Rect(0, 0, r.lay.size, r.lay.size), colors)
}

// drawOn draws p on img, which the Renderer made.
func (r *Renderer) drawOn(img *image.Paletted, p Picture) error {
	if p == nil {
		return fmt.Errorf("render: %w: nil", ErrInvalid)
	}
	copy(img.Pix, r.empty)
	return p.draw(&canvas{Renderer: r, img: img})
}

// drawEmpty returns the pixels of the empty board: the cell lines in grey,
// the box lines in black, the column numbers above and the row numbers to
// the left.
func (r *Renderer) drawEmpty() []uint8 {
	c := &canvas{Renderer: r, img: r.newImage(r.pal.colors)}
	l := &r.lay
	g := l.grid()
	// The cell lines first, then the box lines over them where they cross.
	for _, k := range []int{1, 2, 4, 5, 7, 8, 0, 3, 6, 9} {
		w, ink := l.thin, lineGray
		if k%3 == 0 {
			w, ink = l.thick, black
		}
		at := l.line[k]
		c.fill(image.Rect(at, g.Min.Y, at+w, g.Max.Y), ink)
		c.fill(image.Rect(g.Min.X, at, g.Max.X, at+w), ink)
	}
	for k := range 9 {
		mid := l.start[k] + l.cell/2
		c.stamp(&r.digits[labelStyle][k+1], image.Pt(mid, l.label/2), labelGray)
		c.stamp(&r.digits[labelStyle][k+1], image.Pt(l.label/2, mid), labelGray)
	}
	return c.img.Pix
}

// encoderBuffers lets the PNG encoder reuse its buffers.
type encoderBuffers struct{ pool sync.Pool }

func (b *encoderBuffers) Get() *png.EncoderBuffer {
	buf, _ := b.pool.Get().(*png.EncoderBuffer)
	return buf
}

func (b *encoderBuffers) Put(buf *png.EncoderBuffer) { b.pool.Put(buf) }

// ErrInvalid is matched, with [errors.Is], by every error about a Picture
// that cannot be drawn or Options that cannot be used.
var ErrInvalid = errors.New("invalid picture")

// A FieldError reports a field of a Picture, or of the Options, holding a
// value that cannot be drawn: a cell, digit, house or role out of range,
// a chain node without cells, a grid value above 9. It matches
// [ErrInvalid].
type FieldError struct {
	Field string // the field as written in Go, e.g. "Hint.Step.Marks[3].Role"
	Value int    // the value found
	Want  string // what it should be, e.g. "0-80"
}

// Error returns the field, its value and what it should be, e.g.
// "render: Hint.Step.Cells[2] is 81, want 0-80".
func (e *FieldError) Error() string {
	return fmt.Sprintf("render: %s is %d, want %s", e.Field, e.Value, e.Want)
}

// Is reports whether target is [ErrInvalid].
func (e *FieldError) Is(target error) bool { return target == ErrInvalid }
