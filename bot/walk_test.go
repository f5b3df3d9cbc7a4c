package bot

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestWalkNetPages checks that the walk-through shows a forcing net a page
// at a time: a button goes to the next page, and the pages' texts hold
// every link of the net, numbered in order, once.
func TestWalkNetPages(t *testing.T) {
	// #341 of the forum's hardest 1106 opens with a forcing net of 29
	// facts.
	g, err := solver.Parse("..3.....945...92....9..3.54....6....6..9..8....5..8.2..1.7................4..5.92")
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
	pages := explain.For(locale.English).NetPages(s, maxBranches)
	if len(pages) < 2 {
		t.Fatalf("%d pages, want several", len(pages))
	}
	sol := solver.Solve(g, solver.Options{MaxSolutions: 1}).Solutions[0]
	c := callback{Action: actWalk, Puzzle: g, Step: 0, Level: 1}
	found := false
	for _, row := range walkKeyboard(c, 0, p, sol, locale.English) {
		for _, b := range row {
			if b.Text == btnPage(2, locale.English) {
				found = true
				if d, err := decodeCallback(b.Data); err != nil || d.Level != 2 || d.Step != 0 {
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
	for n := 1; ; n++ {
		if !strings.Contains(text, "   "+strconv.Itoa(n)+". ") {
			if n < 20 {
				t.Errorf("the pages stop at link %d:\n%s", n-1, text)
			}
			break
		}
		if strings.Count(text, "\n   "+strconv.Itoa(n)+". ") != 1 {
			t.Errorf("link %d is not on exactly one page:\n%s", n, text)
		}
	}
	if !strings.Contains(text, "Therefore r8c9 ≠ 6") {
		t.Errorf("the last page lacks the conclusion:\n%s", text)
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
	msgs := splitLines(text, 1000, 100, locale.English)
	if got := strings.Join(msgs, "\n"); got != text {
		t.Errorf("the messages put together differ from the text")
	}
	for k, m := range msgs {
		if n := len([]rune(m)); n > 1000 {
			t.Errorf("message %d has %d characters", k, n)
		}
	}
	if short := splitLines(text, 1000, 2, locale.English); len(short) != 2 || !strings.Contains(short[1], "All steps as text") {
		t.Errorf("capped at 2 messages: %d, the last ending %q", len(short), short[len(short)-1][max(0, len(short[len(short)-1])-60):])
	}
	caption := fitSentences(text, 300, " (The whole explanation follows.)")
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
		for _, s := range c.press(walk[len(walk)-1].Msg, btnStepsText(locale.Match(lang))) {
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
