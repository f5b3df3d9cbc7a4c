package render

import (
	"fmt"
	"image/color"
	"image/png"
	"io"
	"math"
	"time"

	"github.com/fogleman/gg"
)

// Stats is the picture of a person's progress (/stats): puzzles solved by
// level with the best and median times, the daily streak, a chart of the
// hints per puzzle over the last puzzles, and the techniques met, with
// how often each needed a hint. Every word is the caller's, in the
// person's language; the picture holds the numbers.
type Stats struct {
	// Levels are the table's rows, in order (levels with no puzzle
	// solved may be left out).
	Levels []LevelStats
	// Streak is the days in a row of dailies finished, Longest the
	// longest such run.
	Streak, Longest int
	// Hints holds the hints taken in each of the last puzzles, oldest
	// first; the chart shows the last MaxStatsHints.
	Hints []int
	// Techniques are listed in the order given.
	Techniques []TechniqueStats
	Words      StatsWords
}

// LevelStats is a row of the table of levels.
type LevelStats struct {
	Name         string
	Solved       int
	Best, Median time.Duration
}

// TechniqueStats is a technique met: how many finished puzzles used it on
// their explained path, and in how many it needed a hint.
type TechniqueStats struct {
	Name        string
	Met, Hinted int
}

// StatsWords are the words of the picture, short enough for a narrow
// column (the picture is 720 pixels wide, read at half that on a phone).
type StatsWords struct {
	Title                       string
	Level, Solved, Best, Median string // the table's headers
	Streak                      string // after the streak's number: "days in a row"
	Longest                     string // under it: "longest: 7"
	Hints                       string // the chart's title
	Techniques, Met, Hinted     string // the list's headers
	More                        string // under the list when it was cut short, else ""
}

// The stats picture's limits.
const (
	StatsWidth         = 720
	MaxStatsHints      = 30
	MaxStatsTechniques = 14
	maxStatsLevels     = 8
)

var (
	statsInk    = color.NRGBA{0x22, 0x22, 0x22, 0xff}
	statsGrey   = color.NRGBA{0x6b, 0x6b, 0x6b, 0xff}
	statsRule   = color.NRGBA{0xdd, 0xdd, 0xdd, 0xff}
	statsCard   = color.NRGBA{0xf3, 0xf5, 0xf8, 0xff}
	statsBar    = color.NRGBA{0x2f, 0x6f, 0xd0, 0xff}
	statsHinted = color.NRGBA{0xd5, 0x5e, 0x00, 0xff} // vermillion-orange: needed a hint
	statsFlame  = color.NRGBA{0xe0, 0x7a, 0x1f, 0xff}
	statsNone   = color.NRGBA{0x1f, 0x9e, 0x5b, 0xff} // a puzzle without hints
)

// WriteStats draws s and writes it as a PNG. It returns a *FieldError for
// a number out of range.
func WriteStats(w io.Writer, s Stats) error {
	if err := s.check(); err != nil {
		return err
	}
	reg, err := newTypeface(false)
	if err != nil {
		return err
	}
	bold, err := newTypeface(true)
	if err != nil {
		return err
	}
	d := &statsDrawer{reg: reg, bold: bold}
	h := d.layout(s, nil)
	dc := gg.NewContext(StatsWidth, h)
	dc.SetColor(color.White)
	dc.Clear()
	d.layout(s, dc)
	return (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(w, dc.Image())
}

func (s *Stats) check() error {
	switch {
	case len(s.Levels) > maxStatsLevels:
		return &FieldError{Field: "Stats.Levels", Value: len(s.Levels), Want: fmt.Sprintf("at most %d rows", maxStatsLevels)}
	case len(s.Techniques) > MaxStatsTechniques:
		return &FieldError{Field: "Stats.Techniques", Value: len(s.Techniques), Want: fmt.Sprintf("at most %d rows", MaxStatsTechniques)}
	case s.Streak < 0 || s.Longest < s.Streak:
		return &FieldError{Field: "Stats.Streak", Value: s.Streak, Want: "0 to Longest"}
	}
	for i, l := range s.Levels {
		if l.Solved < 0 || l.Best < 0 || l.Median < l.Best {
			return &FieldError{Field: fmt.Sprintf("Stats.Levels[%d]", i), Value: l.Solved, Want: "Solved ≥ 0, 0 ≤ Best ≤ Median"}
		}
	}
	for i, n := range s.Hints {
		if n < 0 {
			return &FieldError{Field: fmt.Sprintf("Stats.Hints[%d]", i), Value: n, Want: "0 or more"}
		}
	}
	for i, t := range s.Techniques {
		if t.Met < 0 || t.Hinted < 0 {
			return &FieldError{Field: fmt.Sprintf("Stats.Techniques[%d]", i), Value: t.Met, Want: "counts of 0 or more"}
		}
	}
	return nil
}

// A statsDrawer lays the picture out; with a nil context it only
// measures the height.
type statsDrawer struct {
	reg, bold *typeface
	dc        *gg.Context
}

const statsMargin = 32.0

// layout draws s on dc (nil: measures only) and returns the height.
func (d *statsDrawer) layout(s Stats, dc *gg.Context) int {
	d.dc = dc
	const W = float64(StatsWidth)
	m := statsMargin
	y := 24.0

	// The title, and the streak in a card.
	y += 44
	d.text(d.bold, s.Words.Title, 40, m, y, statsInk, 0)
	y += 24
	cardTop := y
	d.rect(m, cardTop, W-2*m, 104, 16, statsCard)
	n := fmt.Sprint(s.Streak)
	d.flame(m+44, cardTop+52, 30)
	nx := m + 88
	d.text(d.bold, n, 60, nx, cardTop+74, statsFlame, 0)
	wx := nx + d.width(d.bold, n, 60) + 14
	d.fit(d.reg, s.Words.Streak, 30, wx, cardTop+50, statsInk, W-m-16-wx)
	d.fit(d.reg, s.Words.Longest, 24, wx, cardTop+84, statsGrey, W-m-16-wx)
	y = cardTop + 104 + 28

	// The table of levels.
	if len(s.Levels) > 0 {
		colSolved, colBest, colMedian := m+210, W-m-150, W-m
		y += 22
		d.fit(d.reg, s.Words.Level, 22, m, y, statsGrey, colSolved-m-8)
		d.fit(d.reg, s.Words.Solved, 22, colSolved, y, statsGrey, colBest-100-colSolved)
		d.text(d.reg, s.Words.Best, 22, colBest, y, statsGrey, 1)
		d.text(d.reg, s.Words.Median, 22, colMedian, y, statsGrey, 1)
		y += 12
		d.line(m, y, W-m, y, statsRule)
		most := 1
		for _, l := range s.Levels {
			most = max(most, l.Solved)
		}
		for _, l := range s.Levels {
			y += 44
			d.fit(d.bold, l.Name, 28, m, y, statsInk, colSolved-m-8)
			barMax := colBest - 100 - colSolved - 56
			bw := math.Max(6, barMax*float64(l.Solved)/float64(most))
			d.rect(colSolved, y-22, bw, 24, 5, statsBar)
			d.text(d.bold, fmt.Sprint(l.Solved), 26, colSolved+bw+10, y, statsInk, 0)
			d.text(d.reg, clockText(l.Best), 28, colBest, y, statsInk, 1)
			d.text(d.reg, clockText(l.Median), 28, colMedian, y, statsInk, 1)
		}
		y += 16
		d.line(m, y, W-m, y, statsRule)
		y += 20
	}

	// The chart of hints per puzzle.
	if len(s.Hints) > 0 {
		hs := s.Hints[max(0, len(s.Hints)-MaxStatsHints):]
		y += 30
		d.fit(d.bold, s.Words.Hints, 26, m, y, statsInk, W-2*m)
		y += 16
		top := 1
		for _, v := range hs {
			top = max(top, v)
		}
		const ch = 110.0
		left := m + 40
		base := y + ch
		d.text(d.reg, "0", 20, left-10, base+7, statsGrey, 1)
		d.text(d.reg, fmt.Sprint(top), 20, left-10, y+14, statsGrey, 1)
		d.line(left, base, W-m, base, statsRule)
		d.line(left, y+7, W-m, y+7, statsRule)
		slot := (W - m - left) / MaxStatsHints
		for i, v := range hs {
			x := left + float64(i)*slot + slot*0.15
			if v == 0 {
				d.circle(x+slot*0.35, base-8, 6, statsNone)
				continue
			}
			bh := ch * float64(v) / float64(top)
			d.rect(x, base-bh, slot*0.7, bh, 3, statsHinted)
		}
		y = base + 26
	}

	// The techniques met.
	if len(s.Techniques) > 0 {
		colMet, colHinted := W-m-170, W-m
		y += 30
		d.fit(d.bold, s.Words.Techniques, 26, m, y, statsInk, colMet-90-m)
		d.text(d.reg, s.Words.Met, 22, colMet, y, statsGrey, 1)
		d.text(d.reg, s.Words.Hinted, 22, colHinted, y, statsGrey, 1)
		y += 10
		d.line(m, y, W-m, y, statsRule)
		for _, t := range s.Techniques {
			y += 38
			k := statsInk
			if t.Hinted > 0 {
				k = statsHinted
			}
			d.fit(d.reg, t.Name, 26, m, y, k, colMet-90-m)
			d.text(d.reg, fmt.Sprint(t.Met), 26, colMet, y, statsInk, 1)
			if t.Hinted > 0 {
				d.text(d.bold, fmt.Sprint(t.Hinted), 26, colHinted, y, statsHinted, 1)
			} else {
				d.text(d.reg, "–", 26, colHinted, y, statsGrey, 1)
			}
		}
		if s.Words.More != "" {
			y += 36
			d.fit(d.reg, s.Words.More, 22, m, y, statsGrey, W-2*m)
		}
		y += 10
	}
	return int(math.Ceil(y + 24))
}

// clockText writes a duration as the board's timer does: "4:07", "1:02:03".
func clockText(t time.Duration) string {
	s := int64(t / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// width measures text at size pixels per em.
func (d *statsDrawer) width(t *typeface, s string, size float64) float64 {
	w := 0.0
	for _, r := range s {
		if _, adv, ok := t.glyph(r, size); ok {
			w += adv
		} else {
			w += size * 0.6
		}
	}
	return w
}

// fit draws text from (x, y), smaller when it is wider than room (down to
// two thirds of size, then cut with an ellipsis).
func (d *statsDrawer) fit(t *typeface, s string, size, x, y float64, k color.Color, room float64) {
	if room <= 0 {
		return
	}
	if w := d.width(t, s, size); w > room {
		size = math.Max(size*2/3, size*room/w)
	}
	rs := []rune(s)
	for len(rs) > 1 && d.width(t, string(rs), size) > room {
		rs = append(rs[:len(rs)-2], '…')
	}
	d.text(t, string(rs), size, x, y, k, 0)
}

// text draws s with its baseline at y, from x (align 0) or ending at x
// (align 1).
func (d *statsDrawer) text(t *typeface, s string, size, x, y float64, k color.Color, align int) {
	if d.dc == nil {
		return
	}
	if align == 1 {
		x -= d.width(t, s, size)
	}
	dc := d.dc
	dc.SetColor(k)
	for _, r := range s {
		segs, adv, cjk, ok := t.glyphFrom(r, size)
		if !ok {
			// Missing: an empty box, so that the gap shows (Missing
			// tells the bot's tests).
			dc.DrawRectangle(x+size*0.1, y-size*0.7, size*0.4, size*0.7)
			dc.SetLineWidth(1)
			dc.Stroke()
			x += size * 0.6
			continue
		}
		traceGlyph(dc, segs, x, y)
		dc.Fill()
		if cjk && t.bold {
			traceGlyph(dc, segs, x, y)
			dc.SetLineWidth(size / 24)
			dc.Stroke()
		}
		x += adv
	}
}

// traceGlyph puts a glyph's outline, from (x, y), in dc's path.
func traceGlyph(dc *gg.Context, segs []vecSeg, x, y float64) {
	for _, sg := range segs {
		p := sg.pts
		switch sg.op {
		case 0:
			dc.ClosePath()
			dc.MoveTo(x+p[0][0], y+p[0][1])
		case 1:
			dc.LineTo(x+p[0][0], y+p[0][1])
		case 2:
			dc.QuadraticTo(x+p[0][0], y+p[0][1], x+p[1][0], y+p[1][1])
		case 3:
			dc.CubicTo(x+p[0][0], y+p[0][1], x+p[1][0], y+p[1][1], x+p[2][0], y+p[2][1])
		}
	}
	dc.ClosePath()
}

func (d *statsDrawer) rect(x, y, w, h, r float64, k color.Color) {
	if d.dc == nil {
		return
	}
	d.dc.SetColor(k)
	d.dc.DrawRoundedRectangle(x, y, w, h, r)
	d.dc.Fill()
}

func (d *statsDrawer) circle(x, y, r float64, k color.Color) {
	if d.dc == nil {
		return
	}
	d.dc.SetColor(k)
	d.dc.DrawCircle(x, y, r)
	d.dc.Fill()
}

func (d *statsDrawer) line(x1, y1, x2, y2 float64, k color.Color) {
	if d.dc == nil {
		return
	}
	d.dc.SetColor(k)
	d.dc.SetLineWidth(2)
	d.dc.DrawLine(x1, y1, x2, y2)
	d.dc.Stroke()
}

// flame draws the streak's flame, centred at (x, y), r high from centre.
func (d *statsDrawer) flame(x, y, r float64) {
	if d.dc == nil {
		return
	}
	dc := d.dc
	dc.SetColor(statsFlame)
	dc.MoveTo(x, y-r)
	dc.CubicTo(x+r*0.2, y-r*0.4, x+r*0.85, y-r*0.1, x+r*0.7, y+r*0.45)
	dc.CubicTo(x+r*0.55, y+r*0.95, x-r*0.55, y+r*0.95, x-r*0.7, y+r*0.45)
	dc.CubicTo(x-r*0.8, y, x-r*0.3, y-r*0.25, x, y-r)
	dc.ClosePath()
	dc.Fill()
	dc.SetColor(color.NRGBA{0xff, 0xd0, 0x5a, 0xff})
	dc.DrawEllipse(x, y+r*0.45, r*0.32, r*0.38)
	dc.Fill()
}
