package bot

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/hint"
	"sudokubot/bot/markup"
	"sudokubot/bot/messenger"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestWalkNetPages checks that the walk-through shows a forcing net a page
// at a time: a button goes to the next page, and the pages' texts hold
// every link of the net, numbered in order, once.
func TestWalkNetPages(t *testing.T) {
	// #21 of the forum's hardest 1106, as its path leaves it before its
	// first forcing net: a net of 14 numbered lines on two pages.
	g, err := solver.Parse("....6...9..6..35...4..5..7......2......8.......2.1.8....5...3...9..3..1.713.....4")
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	s := p.Steps[0]
	if s.Technique != logic.ForcingNet {
		t.Fatalf("the first step is a %v, want a forcing net", s.Technique)
	}
	pages := explain.For(locale.English).NetPages(s, maxNetPages)
	if len(pages) < 2 {
		t.Fatalf("%d pages, want several", len(pages))
	}
	sol := solver.Solve(g, solver.Options{MaxSolutions: 1}).Solutions[0]
	c := callback.Data{Action: callback.Walk, Puzzle: g, Step: 0, Level: 1}
	found := false
	for _, row := range hint.WalkKeyboard(c, 0, p, pages, sol, locale.English) {
		for _, b := range row {
			if b.Text == catalog.For(locale.English).WalkPageButton(2) {
				found = true
				if d, err := callback.Decode(b.Data); err != nil || d.Level != 2 || d.Step != 0 {
					t.Errorf("the page button carries %+v, %v; want step 0, page 2", d, err)
				}
			}
		}
	}
	if !found {
		t.Error("no button for page 2")
	}
	var all strings.Builder
	for _, pg := range pages {
		all.WriteString(pg.Text + "\n")
	}
	text := all.String()
	// As many links as the text without pictures numbers (which may say
	// the first with the assumption).
	want := len(regexp.MustCompile(`(?m)^   \d+\. `).FindAllString(explain.For(locale.English).Explain(s), -1))
	for n := 1; ; n++ {
		if !strings.Contains(text, "\n"+strconv.Itoa(n)+". ") {
			if n-1 < want {
				t.Errorf("the pages stop at link %d of %d:\n%s", n-1, want, text)
			}
			break
		}
		if strings.Count(text, "\n"+strconv.Itoa(n)+". ") != 1 {
			t.Errorf("link %d is not on exactly one page:\n%s", n, text)
		}
	}
	if !strings.Contains(text, "Therefore r8c6 ≠ 8") {
		t.Errorf("the last page lacks the conclusion:\n%s", text)
	}
}

// TestWalkPageCaptionFits checks that a net's page, which explain keeps
// within explain.NetPageText characters in every language, fits in its
// caption after the longest header the walk-through gives it (a step and
// a page numbered up to 999 of 999 and maxNetPages of maxNetPages): its
// last lines are never cut.
func TestWalkPageCaptionFits(t *testing.T) {
	for _, lang := range locale.All() {
		cat := catalog.For(lang)
		header := walkHeader(998, 999, &logic.Step{Technique: logic.ForcingNet}, lang) + cat.WalkPage(maxNetPages, maxNetPages)
		// As walk.go fits the page's text.
		if room := markup.MaxCaption - utf8.RuneCountInString(header) - 8; room < explain.NetPageText {
			t.Errorf("%v: %q leaves %d characters for a page's text, want %d", lang, header, room, explain.NetPageText)
		}
	}
}

// TestSplitLines checks that a long net's text is sent between its lines,
// every message within the limit, and that a caption keeps whole lines.
func TestSplitLines(t *testing.T) {
	var lines []string
	for n := 1; n <= 300; n++ {
		lines = append(lines, "   "+strconv.Itoa(n)+". r1c4=3 → r1c7≠3 (same row)")
	}
	text := "Last resort — Forcing Net: Suppose r1c4 = 3.\n" + strings.Join(lines, "\n")
	msgs := markup.SplitLines(text, 1000, 100, catalog.For(locale.English).WalkStepRest())
	if got := strings.Join(msgs, "\n"); got != text {
		t.Errorf("the messages put together differ from the text")
	}
	for k, m := range msgs {
		if n := len([]rune(m)); n > 1000 {
			t.Errorf("message %d has %d characters", k, n)
		}
	}
	if short := markup.SplitLines(text, 1000, 2, catalog.For(locale.English).WalkStepRest()); len(short) != 2 || !strings.Contains(short[1], "All steps as text") {
		t.Errorf("capped at 2 messages: %d, the last ending %q", len(short), short[len(short)-1][max(0, len(short[len(short)-1])-60):])
	}
	caption := markup.FitSentences(text, 300, " (The whole explanation follows.)")
	if !strings.HasSuffix(caption, "(The whole explanation follows.)") || len([]rune(caption)) > 300 {
		t.Errorf("caption %q", caption)
	}
	kept := strings.Split(caption, "\n")
	for _, l := range kept[:len(kept)-1] {
		if !strings.Contains(text, l+"\n") {
			t.Errorf("caption line %q is not a line of the text", l)
		}
	}
}

// TestReplyToStepsText checks that a command replying to a message of "All
// steps as text", which has no button, acts on that message's puzzle, not
// on the chat's current one.
func TestReplyToStepsText(t *testing.T) {
	for _, lang := range []string{"en", "zh-hans"} {
		c := newConv(t, lang)
		a := c.one(classic, nil)
		walk := c.press(a.Msg, btnSteps(locale.Match(lang)))
		var texts []said
		for _, s := range c.press(walk[len(walk)-1].Msg, catalog.For(locale.Match(lang)).WalkStepsText()) {
			if s.Method == "text" && len(s.Msg.Keyboard) == 0 {
				texts = append(texts, s)
			}
		}
		if len(texts) == 0 {
			t.Fatalf("%s: no step message without buttons", lang)
		}
		c.send(relabel(classic), nil) // another puzzle becomes current
		got := c.send("/rate", texts[0].Msg)
		if len(got) == 0 {
			t.Fatalf("%s: no answer to /rate replying to a steps message", lang)
		}
		if on := actsOn(got[0], map[string]solver.Grid{"A": mustParse(t, classic), "B": mustParse(t, relabel(classic))}); on != "A" {
			t.Errorf("%s: /rate replying to a steps message acts on %s, want A (that message's puzzle): %q", lang, on, got[0].Text())
		}
	}
}

// TestWalkRussian: the walk-through's header and buttons in Russian.
func TestWalkRussian(t *testing.T) {
	converse(t, "walk", "ru", []turn{
		{send: classic},
		{send: "/steps", photo: true, want: []string{"Шаг 1 из "}, buttons: []string{"Далее ▶", "📜 Все шаги текстом"}, noButtons: []string{"◀ Назад"}},
		{press: "Далее", on: 1, want: []string{"Шаг 2 из "}, buttons: []string{"◀ Назад", "Далее ▶"}},
	})
}

// TestWalkNestedPages checks that the walk-through shows each nested
// contradiction of a forcing net on pages of its own: the page of the
// fact names it, a button leads there (past the fourth page, the
// callback's longer level past the fourth page), its caption starts with
// why the fact holds, its picture numbers its links as its text does, and
// buttons lead back, on, and to the page of the fact.
func TestWalkNestedPages(t *testing.T) {
	// #5 of the forum's hardest 1106: forcing nets with nested
	// contradictions.
	const puzzle = "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8"
	g := mustParse(t, puzzle)
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range locale.All() {
		t.Run(lang.Code(), func(t *testing.T) {
			// The first net with a nested part whose pages start from
			// the fourth on.
			step, page := -1, 0
			var pages []explain.NetPage
			for i, s := range p.Steps[:min(len(p.Steps), callback.MaxStep+1)] {
				pages = explain.For(lang).NetPages(s, maxNetPages)
				for k := 3; k+1 < len(pages) && step < 0; k++ {
					if pages[k].Nested > 0 && pages[k].Nested != pages[k-1].Nested {
						step, page = i, k+1
					}
				}
				if step >= 0 {
					break
				}
			}
			if step < 0 {
				t.Fatal("no forcing net with a nested page from the fourth on the path")
			}
			c := newConv(t, lang.Code())
			m := c.one(puzzle, nil).Msg
			var got []said
			for _, level := range []int{page - 1, page} {
				got = c.handle(&messenger.Update{Callback: &messenger.Callback{ID: "q", From: *c.user(), Message: m,
					Data: callback.Data{Action: callback.Walk, Puzzle: g, Step: step, Level: level}.Encode()}})
				if len(got) == 0 {
					t.Fatalf("page %d: no answer", level)
				}
				if level == page-1 {
					// A page before the nested part's first names it (in
					// English here; explain's tests check every language).
					found := lang != locale.English
					for _, pg := range pages[:page-1] {
						found = found || strings.Contains(pg.Text, fmt.Sprintf("(page %d shows why)", page))
					}
					if !found {
						t.Errorf("no page before page %d names it", page)
					}
					if !slices.Contains(got[len(got)-1].Buttons(), catalog.For(lang).WalkPageButton(page)) {
						t.Errorf("page %d: no button to page %d among %v", level, page, got[len(got)-1].Buttons())
					}
				}
			}
			last := got[len(got)-1]
			pg := pages[page-1]
			if first := strings.SplitN(pg.Text, "\n", 2)[0]; !strings.Contains(last.Text(), first) {
				t.Errorf("page %d's caption lacks its head %q:\n%s", page, first, last.Text())
			}
			if !slices.Contains(last.Buttons(), catalog.For(lang).WalkPageButton(page-1)) {
				t.Errorf("page %d: no button back to page %d among %v", page, page-1, last.Buttons())
			}
			next := c.press(last.Msg, catalog.For(lang).WalkPageButton(page+1))
			if len(next) == 0 || !strings.Contains(next[len(next)-1].Text(), strings.SplitN(pages[page].Text, "\n", 2)[0]) {
				t.Fatalf("the button to page %d does not show it: %v", page+1, next)
			}
			// A nested part's later page leads straight back to the page
			// of its fact too.
			if up := pages[page].Parent; up > 0 && up != page {
				if !slices.Contains(next[len(next)-1].Buttons(), catalog.For(lang).WalkPageButton(up)) {
					t.Errorf("page %d: no button to page %d, of the fact it proves, among %v", page+1, up, next[len(next)-1].Buttons())
				}
			}
			hp, ok := last.Drawn.(render.Hint)
			if !ok {
				t.Fatalf("page %d: the picture is a %T, want a render.Hint", page, last.Drawn)
			}
			if len(hp.Step.Chains) != 1 || !slices.Equal(hp.Step.Chains[0], pg.Links) || !slices.Equal(hp.Labels, pg.Labels) {
				t.Errorf("page %d: the picture draws %v labelled %v, want the page's links %v labelled %v", page, hp.Step.Chains, hp.Labels, pg.Links, pg.Labels)
			}
			for _, n := range pg.Labels {
				if n > 0 && !strings.Contains(last.Text(), fmt.Sprintf("%d. ", n)) {
					t.Errorf("page %d: link %d drawn, not in the caption:\n%s", page, n, last.Text())
				}
			}
		})
	}
}

// netHintPuzzle is #1 of the forum's hardest 1106: its third step is a
// forcing net of many pages, whose level-3 hint used to send about 14.7 KB
// in several messages, the last saying the rest was in "All steps as
// text", a button the hint did not have.
const netHintPuzzle = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"

// TestNetHintOneMessage: a net's level-3 hint is one message, within
// Telegram's limits: the net's first page, as the walk-through shows it,
// with buttons to the walk-through's next pages, and no text that refers
// to a button it does not have; its page button opens the walk-through's
// page 2 of that step.
func TestNetHintOneMessage(t *testing.T) {
	g := mustParse(t, netHintPuzzle)
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil || len(p.Steps) < 3 || p.Steps[2].Technique != logic.ForcingNet {
		t.Fatalf("the third step is not a forcing net: %v", err)
	}
	for _, lang := range locale.All() {
		c := newConv(t, lang.Code())
		cat := catalog.For(lang)
		pages := len(explain.For(lang).NetPages(p.Steps[2], maxNetPages))
		if pages < 3 {
			t.Fatalf("%s: the net has %d pages, want several", lang, pages)
		}
		last := c.one(netHintPuzzle, nil)
		for _, label := range []string{btnHint(lang), catalog.For(lang).ButtonNext(), catalog.For(lang).ButtonNext(), catalog.For(lang).ButtonMore()} {
			last = c.press(last.Msg, label)[0]
		}
		got := c.press(last.Msg, catalog.For(lang).ButtonMore())
		if len(got) != 1 {
			t.Errorf("%s: level 3 of the net's hint is %d messages, want 1", lang, len(got))
			for _, g := range got {
				t.Logf("%s: %d characters: %.200q", g.Method, len([]rune(g.Text())), g.Text())
			}
			continue
		}
		h := got[0]
		text := h.Text()
		if want := cat.HintHeader(3, 3) + cat.WalkPage(1, pages); !strings.Contains(text, want) || !strings.Contains(text, "r1c7") {
			t.Fatalf("%s: want the third step's level 3, %q, a net from r1c7:\n%s", lang, want, text)
		}
		if n := len([]rune(text)); n > markup.MaxCaption {
			t.Errorf("%s: the hint has %d characters, more than a caption takes:\n%s", lang, n, text)
		}
		labels := strings.Join(h.Buttons(), " | ")
		for _, want := range []string{catalog.For(lang).WalkPageButton(2), catalog.For(lang).WalkPageButton(3), catalog.For(lang).ButtonMore(), catalog.For(lang).ButtonNext()} {
			if !strings.Contains(labels, want) {
				t.Errorf("%s: buttons [%s], want %q", lang, labels, want)
			}
		}
		for _, ref := range []string{cat.WalkStepRest(), cat.WalkPageRest(), cat.ExplanationFollows()} {
			if strings.Contains(text, strings.TrimSpace(ref)) && !strings.Contains(labels, catalog.For(lang).WalkStepsText()) {
				t.Errorf("%s: the hint says %q without a button %q: [%s]", lang, ref, catalog.For(lang).WalkStepsText(), labels)
			}
		}
		page := c.press(h.Msg, catalog.For(lang).WalkPageButton(2))
		if len(page) != 1 || page[0].Method != "edit" || !strings.Contains(page[0].Text(), cat.WalkPage(2, pages)) {
			t.Errorf("%s: the page button gives %v, want the hint edited into the walk-through's page 2 (%q)", lang, page, cat.WalkPage(2, pages))
		} else if !strings.Contains(page[0].Text(), explain.For(lang).Technique(logic.ForcingNet)) {
			t.Errorf("%s: page 2 is not of the net:\n%s", lang, page[0].Text())
		}
	}
}

// TestNetHintLevelOnePlace: the pictures of a net too big to draw whole
// keep where it starts at the levels that draw no links, as the text
// names it ("starting at r1c7, in box 3"); without its chains the level-1
// picture shaded every house of the step, most of the grid.
func TestNetHintLevelOnePlace(t *testing.T) {
	c := newConv(t, "en")
	last := c.one(netHintPuzzle, nil)
	for _, label := range []string{btnHint(locale.English), catalog.For(locale.English).ButtonNext(), catalog.For(locale.English).ButtonNext()} {
		last = c.press(last.Msg, label)[0]
	}
	for level := 1; level <= 2; level++ {
		if level > 1 {
			last = c.press(last.Msg, catalog.For(locale.English).ButtonMore())[0]
		}
		h, ok := last.Drawn.(render.Hint)
		if !ok || h.Step.Technique != logic.ForcingNet {
			t.Fatalf("level %d draws %T, want the net's hint", level, last.Drawn)
		}
		area, ok := h.Step.Area()
		if want := solver.HouseOf(solver.Box, 6); !ok || area != want || level == 1 && !strings.Contains(last.Text(), "box 3") {
			t.Errorf("level %d (%q): the picture's area is %v (%v), want %v", level, last.Text(), area, ok, want)
		}
		if start := h.Step.StartCells().Cells(); !slices.Equal(start, []int{6}) {
			t.Errorf("level %d: the picture starts the net at %v, want r1c7", level, start)
		}
	}
}
