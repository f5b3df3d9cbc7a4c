package bot

import (
	"slices"
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/bot/internal/emulator"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/sharecode"
)

// exampleCode is examplePuzzle's code, which a bad code's answer gives.
var exampleCode = func() string {
	g, _ := solver.Parse(examplePuzzle)
	return sharecode.Code(g)
}()

// TestStartWithCode checks that /start with a puzzle's code (and what a
// challenge adds after "_", and an old link's 81 digits) gets the very
// answer the puzzle sent as text gets: solved, several solutions, no
// solution, givens that break the rules.
func TestStartWithCode(t *testing.T) {
	puzzles := map[string]string{
		"unique":   classic,
		"several":  "." + classic[1:len(classic)-2] + "..",
		"none":     "55" + classic[2:],
		"conflict": "5" + strings.Repeat(".", 8) + "5" + strings.Repeat(".", 71),
	}
	for name, p := range puzzles {
		g := mustParse(t, p)
		code := sharecode.Code(g)
		for _, param := range []string{code, code + "_ch-42", g.Digits()} {
			for _, lang := range []string{"en", "zh", "ru"} {
				typed := newConv(t, lang).send(p, nil)
				started := newConv(t, lang).send("/start "+param, nil)
				if len(typed) == 0 || !sameAnswers(typed, started) {
					t.Errorf("%s, %s: /start %s answered\n%s\nthe puzzle sent as text\n%s", name, lang, param, dump(started), dump(typed))
				}
			}
		}
	}
}

func sameAnswers(a, b []said) bool {
	return slices.EqualFunc(a, b, func(x, y said) bool {
		return x.Method == y.Method && x.Text() == y.Text() && x.Puzzle == y.Puzzle && x.Picture == y.Picture &&
			x.Spoiler == y.Spoiler && slices.Equal(x.Buttons(), y.Buttons())
	})
}

func dump(ss []said) string {
	var sb strings.Builder
	for _, s := range ss {
		sb.WriteString(s.Method + " " + s.Picture + " " + s.Text() + " " + strings.Join(s.Buttons(), " | ") + "\n")
	}
	return sb.String()
}

// TestStartWithBadCode checks the answer to codes that do not decode, in
// every language: what is wrong, and a code that works, which does.
func TestStartWithBadCode(t *testing.T) {
	good := sharecode.Code(mustParse(t, classic))
	tests := []struct {
		param   string
		problem catalog.CodeProblem
	}{
		{good[:5] + "x" + good[6:], catalog.CodeMistyped},
		{good[:len(good)-3], catalog.CodeMistyped},
		{"S58Dw6-cn", catalog.CodeChars},
		{strings.Repeat("S", 60), catalog.CodeLong},
		{"hello", catalog.CodeUnknown},
		{"53007000060019500009800006080006000340080300170002000606000028000041900500008007", catalog.CodeLong}, // 80 digits: no old link either
	}
	want := map[string]string{"en": "mistyped", "zh": "输错", "ru": "опечатка"}
	for _, lang := range []string{"en", "zh", "ru"} {
		for _, tt := range tests {
			c := newConv(t, lang)
			got := c.send("/start "+tt.param, nil)
			text := catalog.For(locale.Match(lang)).BadCode(tt.problem, exampleCode)
			if len(got) != 1 || got[0].Text() != text {
				t.Errorf("%s: /start %s answered\n%s\nwant\n%s", lang, tt.param, dump(got), text)
			}
			if tt.problem == catalog.CodeMistyped && !strings.Contains(text, want[lang]) {
				t.Errorf("%s: %q does not say the code is mistyped", lang, text)
			}
		}
		// The example works.
		if got := newConv(t, lang).send("/start "+exampleCode, nil); len(got) == 0 || got[len(got)-1].Picture != "Solution" {
			t.Errorf("%s: /start %s (the example) answered\n%s", lang, exampleCode, dump(got))
		}
	}
}

// TestShareButton checks that every puzzle reply (a solved puzzle, /new,
// /practice, /daily) carries the Share button, which starts an inline
// query with the puzzle's code, beside Play when the board is served.
func TestShareButton(t *testing.T) {
	for _, lang := range []string{"en", "zh", "ru"} {
		for _, board := range []bool{false, true} {
			c := newConv(t, lang)
			if board {
				c.bot.opts.WebAppURL = "https://example.com/board/"
			}
			for _, text := range []string{classic, "/new easy", "/practice hidden single", "/daily"} {
				got := c.send(text, nil)
				if len(got) == 0 {
					t.Fatalf("%s: %q: no answer", lang, text)
				}
				a := got[len(got)-1]
				kb := a.Msg.Keyboard
				last := kb[len(kb)-1]
				share := last[len(last)-1]
				if share.Text != catalog.For(locale.Match(lang)).ButtonShare() {
					t.Errorf("%s: %q: last button %q, want Share (buttons %q)", lang, text, share.Text, a.Buttons())
					continue
				}
				if g, err := sharecode.Decode(share.SwitchInline); err != nil || g != a.Puzzle {
					t.Errorf("%s: %q: Share's query %q decodes as %s, %v; want %s", lang, text, share.SwitchInline, g, err, a.Puzzle)
				}
				if board && (len(last) != 2 || last[0].WebApp == "") {
					t.Errorf("%s: %q: the last row %+v, want Play and Share", lang, text, last)
				}
				if !board && len(last) != 1 {
					t.Errorf("%s: %q: the last row %+v, want Share alone", lang, text, last)
				}
			}
		}
	}
	// No username (no getMe), no Share.
	c := newConv(t, "en")
	c.bot.opts.Username = ""
	for _, b := range c.one(classic, nil).Buttons() {
		if strings.Contains(b, "Share") {
			t.Errorf("a Share button without the bot's username")
		}
	}
}

// TestStartOverHTTP sends /start with a code through the emulator: the
// solved puzzle, with Share (switch_inline_query) and Play beside it.
func TestStartOverHTTP(t *testing.T) {
	h := start(t, emulator.Config{}, Options{WebAppURL: "https://example.com/board/"})
	code := sharecode.Code(mustParse(t, inkala))
	for _, who := range []emulator.User{alice, li, ivan} {
		c := h.send(who, "/start "+code)
		if c.Method != "sendPhoto" || !strings.Contains(strings.ReplaceAll(c.Message.Caption, "\n", ""), inkalaSolution) {
			t.Fatalf("%s: /start %s: %s %q, want the solution", who.LanguageCode, code, c.Method, c.Message.Caption)
		}
		rows := c.Message.ReplyMarkup.InlineKeyboard
		last := rows[len(rows)-1]
		if len(last) != 2 || last[0].WebApp == nil || last[1].SwitchInlineQuery == nil || *last[1].SwitchInlineQuery != code {
			t.Errorf("%s: the last row %+v, want Play and Share with %q", who.LanguageCode, last, code)
		}
		bad := h.send(who, "/start "+code[:len(code)-1]+"x")
		if bad.Method != "sendMessage" || !strings.Contains(bad.Message.Text, "/start "+exampleCode) {
			t.Errorf("%s: a mistyped code: %s %q", who.LanguageCode, bad.Method, bad.Message.Text)
		}
	}
}
