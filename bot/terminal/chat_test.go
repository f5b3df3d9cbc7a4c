package terminal

import (
	"bytes"
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"sudokubot/bot"
	"sudokubot/bot/boltstore"
	"sudokubot/bot/catalog"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/telegram"
	"sudokubot/config"
	"sudokubot/render"
	"sudokubot/solver/locale"
)

const classic = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

// chatWith runs a terminal chat with the bot, through the emulator and
// the runtime, on input, and returns what it printed and the emulator.
func chatWith(t *testing.T, lang, input string) (string, *emulator.Server, emulator.User) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	store, err := boltstore.Open(t.TempDir(), time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	d := config.Defaults()
	rt, err := telegram.New(telegram.NewClient(srv.Token(), srv.Endpoint(), &http.Client{Timeout: 30 * time.Second}), telegram.Options{
		Queue: store, Workers: d.Workers, ChatQueue: d.ChatQueue, SendRate: d.SendRate,
		PollTimeout: time.Second, ShutdownTimeout: d.ShutdownTimeout, Commands: bot.Commands(),
	})
	if err != nil {
		t.Fatal(err)
	}
	r, err := render.New(render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The board is not served, but its buttons are shown, as in local
	// mode.
	b, err := bot.New(rt, r, bot.Options{Username: srv.Bot().Username, StepLimit: d.StepLimit, LogicTimeout: d.LogicTimeout, MaxMessageBytes: d.MaxMessageBytes,
		WebAppURL: "http://127.0.0.1:9/"})
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- rt.Run(runCtx, b) }()
	var out bytes.Buffer
	user := emulator.User{ID: 1000, FirstName: "You", LanguageCode: lang}
	c := &Chat{Local: &Local{srv: srv}, User: User{ID: user.ID, FirstName: user.FirstName, LanguageCode: user.LanguageCode}, In: strings.NewReader(input), Out: &out, Pictures: t.TempDir(), Idle: rt.WaitIdle,
		PasteGap: time.Hour} // a paste is there at once: a test never waits for the gap
	if err := c.Run(ctx); err != nil {
		t.Fatal(err)
	}
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	return out.String(), srv, user
}

// userTexts returns what the person sent as messages (not button presses).
func userTexts(srv *emulator.Server, u emulator.User) []string {
	var ts []string
	for _, m := range srv.UserMessages(emulator.PrivateChat(u).ID) {
		ts = append(ts, m.Text)
	}
	return ts
}

// TestCommandsAreCommands: a typed /hint is the command, not the Hint
// button; "next" presses "Next hint".
func TestCommandsAreCommands(t *testing.T) {
	for _, tt := range []struct{ lang, next, edited string }{
		{"en", "next", "bot (edited its message):"},
		{"zh-hans", "下一条", "机器人（编辑了消息）："},
	} {
		out, srv, u := chatWith(t, tt.lang, classic+"\n/hint\n"+tt.next+"\n")
		sent := userTexts(srv, u)
		if len(sent) != 2 || sent[1] != "/hint" {
			t.Errorf("%s: the person sent %q, want the puzzle and /hint", tt.lang, sent)
		}
		if !strings.Contains(out, tt.edited) {
			t.Errorf("%s: %q did not press Next hint:\n%s", tt.lang, tt.next, out)
		}
	}
}

// TestShortRowOnce: a pasted grid with a short row is one message, and
// the answer names the row.
func TestShortRowOnce(t *testing.T) {
	grid := "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7\n"
	for _, tt := range []struct{ lang, bot, want string }{
		{"en", "bot:", "Line 9 has 8 cells"},
		{"zh-hans", "机器人：", "第9行有8个"},
	} {
		out, srv, u := chatWith(t, tt.lang, grid)
		if sent := userTexts(srv, u); len(sent) != 1 {
			t.Errorf("%s: the grid went as %d messages: %q", tt.lang, len(sent), sent)
		}
		if n := strings.Count(out, tt.bot); n != 1 || !strings.Contains(out, tt.want) {
			t.Errorf("%s: %d answers, want one naming line 9:\n%s", tt.lang, n, out)
		}
	}
}

// TestNoSuchFile: a picture's path that does not exist.
func TestNoSuchFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "puzzle.jpg")
	out, srv, u := chatWith(t, "en", missing+"\n")
	if !strings.Contains(out, "No such file: "+missing) || len(userTexts(srv, u)) != 0 {
		t.Errorf("a missing picture:\n%s", out)
	}
	out, _, _ = chatWith(t, "zh-hans", missing+"\n")
	if !strings.Contains(out, "没有这个文件："+missing) {
		t.Errorf("a missing picture, in Chinese:\n%s", out)
	}
}

// TestLabelsInChinese: the terminal's own labels follow the language.
func TestLabelsInChinese(t *testing.T) {
	out, _, _ := chatWith(t, "zh-hans", classic+"\n下一条\n")
	for _, want := range []string{"机器人：", "按钮：", "[图片（防剧透，点一下才显示）："} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	for _, not := range []string{"bot:", "buttons:", "[picture"} {
		if strings.Contains(out, not) {
			t.Errorf("%q in the Chinese chat:\n%s", not, out)
		}
	}
}

// TestGreetingPressesNothing: "hi" is said to the bot, not the Hint
// button; a bit of a label is no press either.
func TestGreetingPressesNothing(t *testing.T) {
	for _, lang := range []string{"en", "zh-hans"} {
		_, srv, u := chatWith(t, lang, classic+"\nhi\nsol\n你好\n")
		sent := userTexts(srv, u)
		if len(sent) != 4 || sent[1] != "hi" || sent[2] != "sol" || sent[3] != "你好" {
			t.Errorf("%s: the person sent %q, want the puzzle, hi, sol and 你好", lang, sent)
		}
	}
}

// TestChatInRussian: the terminal's own words in Russian, «показать»
// shows the hidden solution, a button pressed by a word of its Russian
// label, and More past the last level says so in Russian.
func TestChatInRussian(t *testing.T) {
	more := strings.TrimLeftFunc(catalog.For(locale.Russian).ButtonMore(), func(r rune) bool { return !unicode.IsLetter(r) })
	out, srv, u := chatWith(t, "ru", classic+"\nпоказать\n/hint\n"+more+"\n"+more+"\n"+more+"\n"+more+"\nПривет\n")
	for _, want := range []string{
		"Локальный режим: вы переписываетесь с ботом",
		"бот:\n",
		"кнопки:",
		"[скрыто: введите «показать», чтобы увидеть]",
		"(скрытый текст:)\n  534678912",
		"бот (изменил сообщение):",
		"это последний уровень подсказки, добавить к ней нечего.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	for _, not := range []string{"bot:", "buttons:", "[picture", "[hidden", "No message shows", "Local mode"} {
		if strings.Contains(out, not) {
			t.Errorf("%q in the Russian chat:\n%s", not, out)
		}
	}
	// «показать» and the More presses are no messages; «Привет» is one.
	if sent := userTexts(srv, u); len(sent) != 3 || sent[1] != "/hint" || sent[2] != "Привет" {
		t.Errorf("the person sent %q, want the puzzle, /hint and Привет", sent)
	}
}

// TestLatestMessagesButton: a typed word presses the button of the
// latest message that has it: "next" under a hint presses its "Next
// hint", not an older walk-through's "Next ▶"; and a button of an earlier
// puzzle's message is pressed no more once another puzzle is shown.
func TestLatestMessagesButton(t *testing.T) {
	const other = "000000010400000000020000000000050407008000300001090000300400200050100000000806000"
	out, _, _ := chatWith(t, "en", classic+"\nsteps\nnext\n"+other+"\nhint\nnext\nAll steps as text\n")
	for _, want := range []string{"Step 2 of 51", "Hint 2 · level 1 of 4", "(No message shows “📜 All steps as text” now.)"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q:\n%s", want, out)
		}
	}
	for _, not := range []string{"Step 3 of", "The solution in"} {
		if strings.Contains(out, not) {
			t.Errorf("%q: a button of an older message was pressed:\n%s", not, out)
		}
	}
}
