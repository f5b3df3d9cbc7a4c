package bot

import (
	"context"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/messenger"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// Puzzles of every verdict, for the conversation tests.
const (
	threeSolutions = "..2..1....5..3..........4..9...4....63....5.......2.83...3...47.91.67...2.......8"
	noSolutionGrid = "12345678........................................................................9"
)

var brokenRules = "55" + classic[2:]

// actsOn names the puzzle an answer is about: the one its picture shows,
// or the one its first line names (aboutText).
func actsOn(s said, names map[string]solver.Grid) string {
	for name, g := range names {
		if s.Puzzle != (solver.Grid{}) && s.Puzzle == g {
			return name
		}
	}
	for name, g := range names {
		if strings.Contains(s.Text(), g.String()[:18]) {
			return name
		}
	}
	return "?"
}

// TestCurrentPuzzleModel is the model of the chat's current puzzle (see
// the package doc) as a table: what came before × the command → the
// puzzle it acts on.
func TestCurrentPuzzleModel(t *testing.T) {
	t.Parallel()
	names := map[string]solver.Grid{
		"A":       mustParse(t, classic),
		"B":       mustParse(t, relabel(classic)),
		"several": mustParse(t, threeSolutions),
		"none":    mustParse(t, noSolutionGrid),
		"broken":  mustParse(t, brokenRules),
		"photo":   mustParse(t, relabel(relabel(classic))),
	}
	photo := func(c *conv) *messenger.Message {
		// What onPicture does with a grid it is not sure of.
		g := names["photo"]
		n := len(c.out.log)
		c.bot.askGrid(context.Background(), request{chat: 42, lang: locale.Match(c.lang), from: fromPicture}, g, []int{3}, nil)
		return c.out.log[n].Msg
	}
	tests := []struct {
		before string
		setup  func(c *conv) *messenger.Message // returns the message a reply goes to, if any
		want   string                           // the puzzle the commands act on
	}{
		{"A sent", func(c *conv) *messenger.Message { c.send(classic, nil); return nil }, "A"},
		{"A, then B sent", func(c *conv) *messenger.Message { c.send(classic, nil); c.send(relabel(classic), nil); return nil }, "B"},
		{"A, then several solutions", func(c *conv) *messenger.Message { c.send(classic, nil); c.send(threeSolutions, nil); return nil }, "several"},
		{"A, then no solution", func(c *conv) *messenger.Message { c.send(classic, nil); c.send(noSolutionGrid, nil); return nil }, "none"},
		{"A, then broken rules", func(c *conv) *messenger.Message { c.send(classic, nil); c.send(brokenRules, nil); return nil }, "broken"},
		{"A, then a photo to confirm", func(c *conv) *messenger.Message { c.send(classic, nil); photo(c); return nil }, "photo"},
		{"a photo, then A", func(c *conv) *messenger.Message { photo(c); c.send(classic, nil); return nil }, "A"},
		{"a reply to A's answer after B", func(c *conv) *messenger.Message {
			a := c.one(classic, nil)
			c.send(relabel(classic), nil)
			return a.Msg
		}, "A"},
		{"a reply to the photo's question after A", func(c *conv) *messenger.Message {
			q := photo(c)
			c.send(classic, nil)
			return q
		}, "photo"},
		{"a reply to A as the person sent it, after B", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			c.send(relabel(classic), nil)
			return &messenger.Message{ID: 1, Chat: messenger.Chat{ID: 42}, Text: classic, From: c.user()}
		}, "A"},
		// Replies to the bot's answers that carry no button: the puzzle
		// they name on their last line.
		{"a reply to the no-solution answer after B", func(c *conv) *messenger.Message {
			a := c.one(noSolutionGrid, nil)
			c.send(relabel(classic), nil)
			return a.Msg
		}, "none"},
		{"a reply to the broken-rules answer after B", func(c *conv) *messenger.Message {
			a := c.one(brokenRules, nil)
			c.send(relabel(classic), nil)
			return a.Msg
		}, "broken"},
		{"a reply to /rate's answer about A after B", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			a := c.one("/rate", nil)
			c.send(relabel(classic), nil)
			return a.Msg
		}, "A"},
		{"a reply to /check's answer about A after B", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			a := c.one("/check", nil)
			c.send(relabel(classic), nil)
			return a.Msg
		}, "A"},
		{"a reply to /count's answer about A after B", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			a := c.one("/count", nil)
			c.send(relabel(classic), nil)
			return a.Msg
		}, "A"},
		{"a reply to the mistakes in A after B", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			c.send("r1c3=1", nil)
			a := c.one("/check", nil)
			c.send(relabel(classic), nil)
			return a.Msg
		}, "A"},
		{"a reply to A as the person sent it in talk.Keycaps, after B", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			c.send(relabel(classic), nil)
			var caps strings.Builder
			for i, r := range classic {
				if r == '.' {
					caps.WriteString("⬜")
				} else {
					caps.WriteString(string(r) + "\uFE0F\u20E3")
				}
				if i%9 == 8 {
					caps.WriteString("\n")
				}
			}
			return &messenger.Message{ID: 1, Chat: messenger.Chat{ID: 42}, Text: caps.String(), From: c.user()}
		}, "A"},
		{"/check with a grid of another puzzle, after A", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			c.send("/check "+relabel(classic), nil)
			return nil
		}, "A"},
		{"a group: A, then B from another member", func(c *conv) *messenger.Message {
			c.group = true
			c.send("@sudokubot "+classic, nil)
			c.member = 7
			c.send("@sudokubot "+relabel(classic), nil)
			c.member = 0
			return nil
		}, "B"},
		{"a group: a reply to A's answer after B", func(c *conv) *messenger.Message {
			c.group = true
			a := c.one("@sudokubot "+classic, nil)
			c.member = 7
			c.send("@sudokubot "+relabel(classic), nil)
			c.member = 0
			return a.Msg
		}, "A"},
		{"a move replying to broken rules, after B", func(c *conv) *messenger.Message {
			a := c.one(brokenRules, nil)
			c.send(relabel(classic), nil)
			c.send("r1c3=4", a.Msg) // refused: the current puzzle stays B
			return nil
		}, "B"},
		{"a photo to confirm, /hint, then a move", func(c *conv) *messenger.Message {
			photo(c)
			c.send("/hint", nil) // confirms it: the move is a move, not a correction
			c.send("r1c3=4", nil)
			return nil
		}, "photo"},
		{"A, then /new", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			g := c.one("/new easy", nil)
			names["given"] = g.Puzzle
			return nil
		}, "given"},
		{"/new, then A", func(c *conv) *messenger.Message { c.send("/new easy", nil); c.send(classic, nil); return nil }, "A"},
		{"a move replying to A, after B", func(c *conv) *messenger.Message {
			a := c.one(classic, nil)
			c.send(relabel(classic), nil)
			c.send("r1c3=4", a.Msg)
			return nil
		}, "A"},
		{"A, then a question about a technique", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			c.send("how does an x-wing work?", nil)
			return nil
		}, "A"},
		{"A, then chatter", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			c.send("thanks!", nil)
			c.send("hello there", nil)
			return nil
		}, "A"},
		{"/count of several, after A", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			c.send("/count "+threeSolutions, nil)
			return nil
		}, "several"},
		{"/rate of B, after A", func(c *conv) *messenger.Message {
			c.send(classic, nil)
			c.send("/rate "+relabel(classic), nil)
			return nil
		}, "B"},
	}
	commands := []string{"/count", "/rate", "/hint", "/steps", "/solve", "/check"}
	for _, lang := range []string{"en", "zh-hans"} {
		for _, tt := range tests {
			for _, cmd := range commands {
				c := newConv(t, lang)
				reply := tt.setup(c)
				got := answers(c.send(cmd, reply))
				if len(got) == 0 {
					t.Errorf("%s: %s (%s): no answer", tt.before, cmd, lang)
					continue
				}
				if on := actsOn(got[0], names); on != tt.want {
					t.Errorf("%s: %s (%s) acts on %s, want %s: %s %q", tt.before, cmd, lang, on, tt.want, got[0].Method, got[0].Text())
				}
			}
		}
	}
}

// TestCorrectionsWithoutReply: while a grid read from a picture waits for
// corrections, moves typed without a reply correct it; once another puzzle
// has arrived, they are moves in that one.
func TestCorrectionsWithoutReply(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct{ lang, corrected, recorded string }{
		{"en", "Corrected puzzle", "Recorded: r1c3 = 5"},
		{"zh-hans", "更正后的题目", "已记录：r1c3 = 5"},
	} {
		c := newConv(t, tt.lang)
		r := request{chat: 42, lang: locale.Match(tt.lang), from: fromPicture}
		read := mustParse(t, classic)
		read[3] = 6 // misread: r1c4 is empty
		c.bot.askGrid(ctx, r, read, []int{3}, nil)
		got := c.send("r1c4=0", nil)
		if len(got) == 0 || !strings.Contains(got[0].Text(), tt.corrected) {
			t.Fatalf("%s: a correction without a reply: %v", tt.lang, got)
		}
		if st := c.bot.loadChat(ctx, 42); st.Pending || st.Puzzle != mustParse(t, classic) {
			t.Errorf("%s: after the correction, the current puzzle is %s (pending %v)", tt.lang, st.Puzzle, st.Pending)
		}
		// Working on it (/hint, /rate, …) confirms it: a move is then a
		// move, not a correction that would show the solution.
		c.bot.askGrid(ctx, r, read, []int{3}, nil)
		c.send("/hint", nil)
		if a := c.one("r1c3=5", nil); !strings.Contains(a.Text(), tt.recorded) {
			t.Errorf("%s: a move after /hint on a grid read from a picture: %q, want it recorded", tt.lang, a.Text())
		}
		c.bot.askGrid(ctx, r, read, []int{3}, nil)
		c.send(relabel(classic), nil)
		if a := c.one("r1c3=5", nil); !strings.Contains(a.Text(), tt.recorded) {
			t.Errorf("%s: a move after another puzzle: %q, want it recorded", tt.lang, a.Text())
		}
	}
}

// TestMovesInReply: moves replying to a puzzle go to that puzzle, which
// becomes the current one.
func TestMovesInReply(t *testing.T) {
	for _, tt := range []struct{ lang, recorded string }{
		{"en", "Recorded: r1c3 = 4. 1 of 51"},
		{"zh-hans", "已记录：r1c3 = 4。51个空格中已填1格"},
	} {
		c := newConv(t, tt.lang)
		a := c.one(classic, nil)
		c.send(relabel(classic), nil)
		if got := c.one("r1c3=4", a.Msg); !strings.Contains(got.Text(), tt.recorded) || strings.Contains(got.Text(), "⚠️") {
			t.Errorf("%s: a move replying to A: %q", tt.lang, got.Text())
		}
		if st := c.bot.loadChat(context.Background(), 42); st.Puzzle != mustParse(t, classic) || st.Entries[2] != 4 {
			t.Errorf("%s: after a move replying to A, the current puzzle is %s with entries %s", tt.lang, st.Puzzle, st.Entries)
		}
	}
}

func TestAboutText(t *testing.T) {
	g := mustParse(t, classic)
	at := int64(1795528920) // 2026-11-24 14:02 UTC
	now := time.Unix(at, 0).Add(5 * time.Minute)
	for _, tt := range []struct {
		st         chatState
		group      bool
		en, zh, ru string
	}{
		{chatState{Puzzle: g, At: at}, false, "About the puzzle you sent 5 minutes ago (53..7....6..195...…):\n", "关于你5分钟前发来的题目（53..7....6..195...…）：\n", "О головоломке, которую вы прислали 5 минут назад (53..7....6..195...…):\n"},
		{chatState{Puzzle: g, At: at, Source: fromBot}, false, "About the puzzle I gave you 5 minutes ago (", "关于我5分钟前给你的题目（", "О головоломке, полученной от меня 5 минут назад ("},
		{chatState{Puzzle: g, At: at, Source: fromPicture}, false, "About the puzzle read from your picture 5 minutes ago (", "关于我5分钟前从你的图片识别出的题目（", "О головоломке с вашей картинки, распознанной 5 минут назад ("},
		{chatState{Puzzle: g, At: at, Source: fromPicture, Pending: true}, false, "About the puzzle read from your picture 5 minutes ago, not confirmed yet (", "关于我5分钟前从你的图片识别出、你还没有确认的题目（", "О головоломке с вашей картинки, распознанной 5 минут назад и ещё не подтверждённой ("},
		{chatState{Puzzle: g}, false, "About the puzzle you sent (", "关于你发来的题目（", "О головоломке, которую вы прислали ("},
		// In a group, another member may have sent it.
		{chatState{Puzzle: g, At: at}, true, "About the puzzle sent here 5 minutes ago (", "关于5分钟前发到群里的题目（", "О головоломке, присланной в чат 5 минут назад ("},
		{chatState{Puzzle: g, At: at, Source: fromBot}, true, "About the puzzle I posted 5 minutes ago (", "关于我5分钟前出的题目（", "О головоломке, выложенной мной 5 минут назад ("},
		{chatState{Puzzle: g, At: at, Source: fromPicture}, true, "About the puzzle read from a picture 5 minutes ago (", "关于我5分钟前从图片识别出的题目（", "О головоломке с картинки, распознанной 5 минут назад ("},
		{chatState{Puzzle: g, At: at - 3600}, false, "About the puzzle you sent 1 hour ago (", "关于你1小时前发来的题目（", "О головоломке, которую вы прислали 1 час назад ("},
		{chatState{Puzzle: g, At: at + 5*60 - 10}, false, "About the puzzle you sent just now (", "关于你刚才发来的题目（", "О головоломке, которую вы прислали только что ("},
	} {
		if got := aboutText(tt.st, now, tt.group, locale.Match("en")); !strings.HasPrefix(got, tt.en) {
			t.Errorf("aboutText(%+v, group %v) = %q, want %q…", tt.st, tt.group, got, tt.en)
		}
		if got := aboutText(tt.st, now, tt.group, locale.Match("zh")); !strings.HasPrefix(got, tt.zh) {
			t.Errorf("aboutText(%+v, group %v) in Chinese = %q, want %q…", tt.st, tt.group, got, tt.zh)
		}
		if got := aboutText(tt.st, now, tt.group, locale.Match("ru")); !strings.HasPrefix(got, tt.ru) {
			t.Errorf("aboutText(%+v, group %v) in Russian = %q, want %q…", tt.st, tt.group, got, tt.ru)
		}
	}
}
