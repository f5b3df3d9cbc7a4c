// Package hint is how the chat shows a hint: its picture at each level
// (a long net by its first page, numbered as the caption; a net too big
// to draw by the branch its conclusion needs, or its outline) and its
// buttons (More, Next hint, the net's next pages), and the walk-through's
// buttons (◀ ▶, a net's pages or branches, skip the singles, all steps as
// text).
package hint

import (
	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/render"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// Picture draws a hint at a level (see render.Hint). A long net is
// drawn by its first page, its links numbered as in the text (see
// logic.Step.NetPages); a net with more links than a picture takes is
// drawn by the branch its conclusion needs, or without links if even that
// is too big: the caption has its reasoning; on the levels that draw no
// links, by its outline (render.Outline), which keeps where it starts. A step confined to four
// boxes is drawn with them enlarged (render.Hint.Zoom).
func Picture(board logic.Board, s *logic.Step, level int) render.Picture {
	step := *s
	if pages := explain.For(locale.English).NetPages(s, callback.MaxPage); level == 3 && len(pages) > 1 && render.LinkCount([]logic.Chain{pages[0].Links}) <= render.MaxLinks {
		// A long net: its first page, numbered as the first links of
		// the caption (the walk-through shows the others).
		step.Chains, step.Marks = []logic.Chain{pages[0].Links}, pages[0].Marks
		return render.Hint{Board: board, Step: step, Level: level, Labels: pages[0].Labels, Zoom: true}
	}
	if level != 3 && render.LinkCount(step.Chains) > render.MaxLinks {
		// No links drawn: where the chains start and end is enough.
		step.Chains = render.Outline(step.Chains)
	}
	if render.LinkCount(step.Chains) > render.MaxLinks {
		step.Chains = render.DrawnChains(step.Chains, 0)
		if render.LinkCount(step.Chains) > render.MaxLinks {
			step.Chains = nil
		}
	}
	return render.Hint{Board: board, Step: step, Level: level, Zoom: true}
}

// Keyboard offers More (the next level) and Next hint (the next step).
// A callback holds at most 127 steps: past that the next hint starts from
// the grid with the placements so far filled in.
func Keyboard(c callback.Data, s *logic.Step, board logic.Board, p *logic.Path, lang locale.Lang) messenger.Keyboard {
	var row []messenger.Button
	if c.Level < explain.HintLevels {
		more := c
		more.Level++
		row = append(row, messenger.Button{Text: catalog.For(lang).ButtonMore(), Data: more.Encode()})
	}
	if c.Step+1 < len(p.Steps) {
		next := c
		next.Level, next.Step = 1, c.Step+1
		if next.Step > callback.MaxStep {
			// (Without the pencil marks: the filled cells are no longer
			// the chat's, which the marks were for.)
			after := board
			after.Apply(s)
			for i := range 81 {
				next.Filled[i] = c.Puzzle[i] == 0 && after.Values[i] != 0
			}
			next.Step, next.Marks, next.Digest = 0, false, 0
		}
		row = append(row, messenger.Button{Text: catalog.For(lang).ButtonNext(), Data: next.Encode()})
	}
	if len(row) == 0 {
		return nil
	}
	return messenger.Keyboard{row}
}

// netPages is how many of a net's next pages a level-3 hint offers
// buttons for; the walk-through they open offers the rest.
const netPages = 2

// PageRow returns the rows a level-3 hint adds for a net of n pages
// (the hint shows the first): buttons to the walk-through's next pages of
// the step, and "All steps as text" when the first page was cut short
// (its caption then says the rest is there). A hint from the board's
// pencil marks gets none: the walk-through starts from the grid alone,
// whose steps may differ.
func PageRow(c callback.Data, n int, cut bool, lang locale.Lang) messenger.Keyboard {
	if c.Marks {
		return nil
	}
	var kb messenger.Keyboard
	var row []messenger.Button
	for k := 2; k <= min(n, 1+netPages); k++ {
		w := c
		w.Action, w.Level, w.Marks, w.Digest = callback.Walk, k, false, 0
		row = append(row, messenger.Button{Text: catalog.For(lang).WalkPageButton(k), Data: w.Encode()})
	}
	if len(row) > 0 {
		kb = append(kb, row)
	}
	if cut {
		text := c
		text.Action, text.Level, text.Step, text.Marks, text.Digest = callback.StepsText, 1, 0, false, 0
		kb = append(kb, messenger.Row(messenger.Button{Text: catalog.For(lang).WalkStepsText(), Data: text.Encode()}))
	}
	return kb
}

// IsMessage reports whether a bot message is a hint, which More and
// Next hint edit in place.
func IsMessage(m *messenger.Message) bool {
	for _, row := range m.Keyboard {
		for _, btn := range row {
			if btn.Data == "" {
				continue
			}
			if c, err := callback.Decode(btn.Data); err == nil && c.Action == callback.Hint && (c.Level > 1 || c.Step > 0) {
				return true
			}
		}
	}
	return false
}
