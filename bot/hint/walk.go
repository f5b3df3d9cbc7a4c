package hint

import (
	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/paths"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The walk-through's buttons: /steps and the Steps button answer with one
// message whose buttons page through the explained solution.

// WalkKeyboard offers ◀ and ▶, the pages of step i's net (pages, as
// explain.NetPages gives them), "skip the singles" when singles come
// next, and the text version. A callback holds steps up to 127: past
// that, ▶ starts from the grid with the placements so far filled in, from
// which the path goes on the same way (and ◀ stops there).
func WalkKeyboard(c callback.Data, i int, p *logic.Path, pages []explain.NetPage, solution solver.Grid, lang locale.Lang) messenger.Keyboard {
	at := func(j int) callback.Data {
		d := c
		d.Action, d.Level, d.Step = callback.Walk, 1, j
		if j > callback.MaxStep {
			start := logic.NewBoard(c.Puzzle, paths.Entries(c.Filled, solution))
			after := p.BoardAt(start, j)
			for k := range 81 {
				d.Filled[k] = c.Puzzle[k] == 0 && after.Values[k] != 0
			}
			d.Step = 0
		}
		return d
	}
	var nav []messenger.Button
	if i > 0 {
		nav = append(nav, messenger.Button{Text: btnBack(lang), Data: at(i - 1).Encode()})
	}
	if i < len(p.Steps) {
		nav = append(nav, messenger.Button{Text: btnForward(lang), Data: at(i + 1).Encode()})
	}
	var more, pageRow []messenger.Button
	if i < len(p.Steps) {
		if len(pages) > 1 {
			// On a row of their own: the page before, the page of the
			// fact a nested contradiction proves (when that is not the
			// page before), and the next, after the last the first.
			n := len(pages)
			page := min(max(c.Level, 1), n)
			to := func(k int) {
				b := c
				b.Action, b.Level = callback.Walk, k
				pageRow = append(pageRow, messenger.Button{Text: btnPage(k, lang), Data: b.Encode()})
			}
			if page > 1 {
				to(page - 1)
			}
			up := pages[page-1].Parent
			if up > 0 && up != page-1 {
				to(up)
			}
			if next := page%n + 1; next != page-1 && next != up {
				to(next)
			}
		} else if n := Branches(p.Steps[i]); n > 1 {
			b := c
			b.Action, b.Level = callback.Walk, c.Level%n+1
			nav = append(nav, messenger.Button{Text: btnBranch(b.Level, lang), Data: b.Encode()})
		}
	}
	if j := nextNonSingle(p, i); j > i+1 {
		more = append(more, messenger.Button{Text: btnSkipSingles(lang), Data: at(j).Encode()})
	}
	text := c
	text.Action, text.Level, text.Step = callback.StepsText, 1, 0
	more = append(more, messenger.Button{Text: btnStepsText(lang), Data: text.Encode()})
	kb := messenger.Keyboard{}
	if len(nav) > 0 {
		kb = append(kb, nav)
	}
	if len(pageRow) > 0 {
		kb = append(kb, pageRow)
	}
	return append(kb, more)
}

// maxBranches is the most branches of a step the walk-through shows one
// by one: the callback's level holds the branch.
const maxBranches = 4

// Branches returns how many branches of a forcing chain or net the
// walk-through shows one at a time: none (0) when the whole step fits in
// one legible picture.
func Branches(s *logic.Step) int {
	if len(s.Chains) < 2 || render.LinkCount(render.DrawnChains(s.Chains, 0)) <= render.LegibleLinks && len(render.DrawnChains(s.Chains, 0)) == len(s.Chains) {
		return 0
	}
	return min(len(s.Chains), maxBranches)
}

// nextNonSingle returns the index of the first step after step i that is
// not a single, or the end of the path.
func nextNonSingle(p *logic.Path, i int) int {
	j := i + 1
	for j < len(p.Steps) && p.Steps[j].Technique.Tier() == 1 {
		j++
	}
	return min(j, len(p.Steps))
}

// The walk-through's buttons.
func btnBranch(next int, lang locale.Lang) string { return catalog.For(lang).WalkBranchButton(next) }
func btnPage(next int, lang locale.Lang) string   { return catalog.For(lang).WalkPageButton(next) }
func btnBack(lang locale.Lang) string             { return catalog.For(lang).WalkBack() }
func btnForward(lang locale.Lang) string          { return catalog.For(lang).WalkForward() }
func btnSkipSingles(lang locale.Lang) string      { return catalog.For(lang).WalkSkipSingles() }
func btnStepsText(lang locale.Lang) string        { return catalog.For(lang).WalkStepsText() }
