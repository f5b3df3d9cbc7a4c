// Package stepstext writes an explained solution as text messages ("All
// steps as text"), within Telegram's limits: runs of singles on one line,
// every other step on lines of its own, a forcing net a link a line; a few
// messages at a time, never stopping inside a step but for one too long
// for a batch, which is sent in parts.
package stepstext

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/bot/markup"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// Limits of the step-by-step messages: each within Telegram's 4096
// characters, and not too many at once, so the chat is not flooded.
const (
	// MaxMessage is the most characters of a message, and MaxMessages
	// the most messages Format returns at once.
	MaxMessage  = 4000
	MaxMessages = 3
)

// A stepsLine is a line of the step-by-step messages and the index of the
// first step it tells.
type stepsLine struct {
	text string
	step int
	// cont marks a line that goes on with the step of the line before:
	// a forcing net is written a link a line, and a message may break
	// between them, but the messages do not stop inside a step.
	cont bool
}

// MaxParts is the most batches of messages one step's text is sent in:
// the callback's level, 1 to 4, holds the part; the last part sends what
// is left of the step, however long.
const MaxParts = 4

// Format writes a path from step from on as messages: runs of
// singles together on one line, every other step on lines of its own (a
// forcing net has a line per link). A step too long for one batch of
// messages is sent in parts, part 1 first. It returns the index of the
// first step left for later, or -1 if none is, and the part of it to
// send next.
func Format(p *logic.Path, from, part int, cut bool, lang locale.Lang) ([]string, int, int) {
	var lines []stepsLine
	if from == 0 {
		lines = append(lines, stepsLine{text: catalog.For(lang).StepsHeader(len(p.Steps)), step: 0})
	} else {
		lines = append(lines, stepsLine{text: catalog.For(lang).StepsContinued(from + 1), step: from})
	}
	for i := from; i < len(p.Steps); {
		s := p.Steps[i]
		if s.Technique.Tier() == 1 {
			j := i
			var items []string
			for j < len(p.Steps) && p.Steps[j].Technique.Tier() == 1 {
				items = append(items, explain.For(lang).Short(p.Steps[j]))
				j++
			}
			lines = append(lines, stepsLine{text: catalog.For(lang).Singles(i+1, j, items), step: i})
			i = j
			continue
		}
		for k, text := range strings.Split(fmt.Sprintf("%d. %s", i+1, explain.For(lang).Line(s)), "\n") {
			lines = append(lines, stepsLine{text: text, step: i, cont: k > 0})
		}
		i++
	}
	switch {
	case cut:
		lines = append(lines, stepsLine{text: catalog.For(lang).StepTimeout(), step: len(p.Steps)})
	case p.Solved:
		lines = append(lines, stepsLine{text: catalog.For(lang).StepsSolved(), step: len(p.Steps)})
	}
	// The parts of step from sent already.
	part = min(max(part, 1), MaxParts)
	for k := range part - 1 {
		_, rest := packLines(lines, false, lang)
		if rest < 0 || !lines[rest].cont {
			break
		}
		lines = append([]stepsLine{{text: catalog.For(lang).StepPart(from+1, k+2), step: from}}, lines[rest:]...)
	}
	msgs, rest := packLines(lines, part == MaxParts, lang)
	if rest < 0 {
		return msgs, -1, 1
	}
	msgs[len(msgs)-1] += "\n" + catalog.For(lang).StepsMore()
	if lines[rest].cont {
		return msgs, lines[rest].step, part + 1
	}
	return msgs, lines[rest].step, 1
}

// packLines puts lines into at most MaxMessages messages (as many as the
// first step needs, if all) of at most MaxMessage characters; line 0 is a heading. It returns
// the index of the first line left out, or -1 if all went in. It stops
// between steps, or inside the first step when that one alone is too
// long.
func packLines(lines []stepsLine, all bool, lang locale.Lang) ([]string, int) {
	var msgs []string
	var cur strings.Builder
	n := 0 // characters in cur
	for k, line := range lines {
		text := markup.Cut(line.text, MaxMessage)
		size := utf8.RuneCountInString(text)
		if n > 0 && n+1+size > MaxMessage {
			msgs = append(msgs, cur.String())
			cur.Reset()
			n = 0
			// The start of the step of line k.
			g := k
			for g > 0 && lines[g].cont {
				g--
			}
			if len(msgs) >= MaxMessages && !(all && g <= 1) {
				// Back to the start of the step, unless it is the first
				// after the heading (line 0).
				if g > 1 && g < k {
					m, _ := packLines(lines[:g], all, lang)
					return m, g
				}
				return msgs, k
			}
		}
		if n > 0 {
			cur.WriteByte('\n')
			n++
		} else if line.cont {
			// Telegram trims a message: a step's line that starts one
			// says which step it goes on with.
			h := catalog.For(lang).StepGoesOn(line.step + 1)
			cur.WriteString(h + "\n")
			n += utf8.RuneCountInString(h) + 1
		}
		cur.WriteString(text)
		n += size
	}
	if cur.Len() > 0 {
		msgs = append(msgs, cur.String())
	}
	return msgs, -1
}
