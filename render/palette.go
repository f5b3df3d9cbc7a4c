package render

import "image/color"

// An ink is one of the named colours of the pictures. Inks are the first
// entries of every picture's palette, so an ink is also a palette index.
type ink uint8

// The inks: neutrals, six of the seven colours of the Okabe–Ito palette,
// which people with any common colour-vision deficiency can tell apart,
// and pale tints for shading cells. The tints differ from white and from
// each other in lightness more than in hue, so that they stay apart for
// everyone.
const (
	white      ink = iota
	black          // givens, box lines, links
	lineGray       // cell lines
	labelGray      // row and column numbers
	candGray       // pencil marks
	faintGray      // pencil marks of digits a step is not about
	blue           // solved digits and entries; Off candidates
	vermillion     // eliminations, mistakes, conflicts
	green          // placements and On candidates (bluish green)
	yellow         // Key candidates
	skyBlue        // Alt candidates
	purple         // Fin candidates (reddish purple)
	houseTint      // houses of a step or conflict (pale blue)
	cellTint       // cells of a step's pattern (a deeper pale blue)
	placeTint      // cells a step fills (pale green)
	wrongTint      // mistakes and conflicting givens (pale vermillion)
	numInks
)

// inkRGB holds the colour of each ink. It is never modified.
var inkRGB = [numInks]color.NRGBA{
	white:      {0xff, 0xff, 0xff, 0xff},
	black:      {0x00, 0x00, 0x00, 0xff},
	lineGray:   {0x8c, 0x8c, 0x8c, 0xff},
	labelGray:  {0x5c, 0x5c, 0x5c, 0xff},
	candGray:   {0x30, 0x30, 0x30, 0xff},
	faintGray:  {0xb4, 0xb4, 0xb4, 0xff},
	blue:       {0x00, 0x72, 0xb2, 0xff},
	vermillion: {0xd5, 0x5e, 0x00, 0xff},
	green:      {0x00, 0x9e, 0x73, 0xff},
	yellow:     {0xf0, 0xe4, 0x42, 0xff},
	skyBlue:    {0x56, 0xb4, 0xe9, 0xff},
	purple:     {0xcc, 0x79, 0xa7, 0xff},
	houseTint:  {0xdc, 0xeb, 0xf7, 0xff},
	cellTint:   {0xb8, 0xd4, 0xec, 0xff},
	placeTint:  {0xbe, 0xea, 0xd6, 0xff},
	wrongTint:  {0xf8, 0xd3, 0xbd, 0xff},
}

// levels is the number of coverage levels an anti-aliased edge is drawn
// with: coverage is rounded to 0, 1/levels, …, 1. Four levels look smooth
// at phone resolution and keep the palette under 256 colours.
const levels = 4

// coverage returns the level of an alpha value 0–255.
func coverage(a uint8) uint8 { return uint8((int(a)*levels + 127) / 255) }

// backgrounds are the inks that others are drawn over most: the palette
// holds the edge colours of every ink over each of them.
var backgrounds = [...]ink{white, houseTint, cellTint, placeTint, wrongTint}

// onDiscs lists the other pairs of ink over background the pictures draw:
// digits and links over the coloured discs of marked candidates.
var onDiscs = [...][2]ink{
	{black, yellow}, {black, skyBlue}, {black, purple},
	{black, green}, {black, blue}, {black, vermillion},
	{white, vermillion},
}

// A palette is the colour table of every picture with, for each ink, the
// colour that ink at each coverage level over each colour becomes.
type palette struct {
	colors color.Palette
	// blend[k][l][p] is the palette index of ink k drawn with coverage
	// level l over palette colour p.
	blend [numInks][levels + 1][256]uint8
}

// newPalette builds the palette: the inks, then the edge colours of the
// pairs of ink and background above, then the blend table that maps any
// ink over any colour to the nearest entry.
func newPalette() *palette {
	p := new(palette)
	for _, c := range inkRGB {
		p.colors = append(p.colors, c)
	}
	seen := map[color.NRGBA]bool{}
	addEdges := func(fg, bg ink) {
		for l := 1; l < levels; l++ {
			c := mix(inkRGB[bg], inkRGB[fg], l)
			if !seen[c] {
				seen[c] = true
				p.colors = append(p.colors, c)
			}
		}
	}
	for _, bg := range backgrounds {
		for fg := range numInks {
			if fg != bg && !isTint(fg) {
				addEdges(fg, bg)
			}
		}
	}
	for _, pair := range onDiscs {
		addEdges(pair[0], pair[1])
	}
	for k := range numInks {
		for i := range p.colors {
			p.blend[k][0][i] = uint8(i)
			p.blend[k][levels][i] = uint8(k)
			for l := 1; l < levels; l++ {
				p.blend[k][l][i] = p.nearest(mix(p.colors[i].(color.NRGBA), inkRGB[k], l))
			}
		}
	}
	return p
}

func isTint(k ink) bool { return k == white || k >= houseTint }

// mix returns fg drawn over bg with coverage level l.
func mix(bg, fg color.NRGBA, l int) color.NRGBA {
	m := func(b, f uint8) uint8 { return uint8((int(b)*(levels-l) + int(f)*l + levels/2) / levels) }
	return color.NRGBA{m(bg.R, fg.R), m(bg.G, fg.G), m(bg.B, fg.B), 0xff}
}

// nearest returns the index of the palette colour closest to c, weighting
// green most as the eye does.
func (p *palette) nearest(c color.NRGBA) uint8 {
	best, bestDist := 0, 1<<62
	for i, pc := range p.colors {
		q := pc.(color.NRGBA)
		dr, dg, db := int(c.R)-int(q.R), int(c.G)-int(q.G), int(c.B)-int(q.B)
		if d := 3*dr*dr + 4*dg*dg + 2*db*db; d < bestDist {
			best, bestDist = i, d
		}
	}
	return uint8(best)
}
