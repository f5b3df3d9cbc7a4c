package main

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/boltstore"
	"sudokubot/bot/telegram"
)

// localChat runs local mode with the input typed in and returns what the
// terminal shows.
func localChat(t *testing.T, lang, in string) string {
	t.Helper()
	t.Setenv("DATA_DIR", t.TempDir())
	return localChatData(t, lang, in)
}

// localChatData is localChat with DATA_DIR as the test set it, or unset.
func localChatData(t *testing.T, lang, in string) string {
	t.Helper()
	t.Setenv("TELEGRAM_BOT_TOKEN", "")
	os.Unsetenv("TELEGRAM_BOT_TOKEN")
	t.Setenv("LOCAL_PICTURES_DIR", t.TempDir())
	t.Setenv("LANG", lang)
	// Telegram's pace (a message a second per chat) is the runtime's,
	// tested there; here it would only make each conversation last longer.
	t.Setenv("RATE_LIMIT", "false")
	var out, errOut bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if code := run(ctx, []string{"-local"}, strings.NewReader(in), &out, &errOut); code != 0 {
		t.Fatalf("local mode: status %d, stderr %q", code, errOut.String())
	}
	return out.String()
}

// TestLocalModeAnswersEveryLine types what a newcomer would: every line
// gets an answer, a pasted grid with rules is one message, both ways of
// replying work, and More after the last level says there is no more.
func TestLocalModeAnswersEveryLine(t *testing.T) {
	grid := "+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |\n| 6 . . | 1 9 5 | . . . |\n| . 9 8 | . . . | . 6 . |\n+-------+-------+-------+\n" +
		"| 8 . . | . 6 . | . . 3 |\n| 4 . . | 8 . 3 | . . 1 |\n| 7 . . | . 2 . | . . 6 |\n+-------+-------+-------+\n" +
		"| . 6 . | . . . | 2 8 . |\n| . . . | 4 1 9 | . . 5 |\n| . . . | . 8 . | . 7 9 |\n+-------+-------+-------+\n"
	in := "hello\n" + strings.Repeat("5", 80) + "\n" + grid + "show\n> /rate\n>/rate\nhint\nmore\nmore\nmore\nmore\n"
	text := localChat(t, "en_GB.UTF-8", in)
	for _, want := range []string{
		"Local mode",
		"Hello!",                          // hello
		"I found 80 cells",                // 80 digits
		"Solved!",                         // the grid, whole
		"[hidden: type “show” to see it]", // the solution as text
		"(the hidden text:)\n  534678912", // show
		"Difficulty: Easy",                // > /rate
		"Hint 1 · level 4",
		"there is no more to this hint",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal chat lacks %q:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "Difficulty: Easy"); n < 3 {
		t.Errorf("%d ratings shown, want 3 (the solved reply, > /rate and >/rate):\n%s", n, text)
	}
	if strings.Contains(text, "I found 9 cells") || strings.Contains(text, "0 of 9 rows") {
		t.Errorf("the pasted grid was not read whole:\n%s", text)
	}
}

// TestLocalModeChinese checks that local mode follows LANG.
func TestLocalModeChinese(t *testing.T) {
	text := localChat(t, "zh_CN.UTF-8", "530070000600195000098000060800060003400803001700020006060000280000419005000080079\n提示\n继续提示\n")
	for _, want := range []string{"本地模式", "解好了", "提示1 · 第1层", "提示1 · 第2层"} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal chat lacks %q:\n%s", want, text)
		}
	}
}

// TestNoToken checks that without a token and without a terminal (a
// container, a service) the bot refuses to start, saying how to run it,
// and touches no store; -local with a token is refused too.
func TestNoToken(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "")
	os.Unsetenv("TELEGRAM_BOT_TOKEN")
	dir := filepath.Join(t.TempDir(), "data")
	t.Setenv("DATA_DIR", dir)
	var out, errOut bytes.Buffer
	if code := run(context.Background(), nil, strings.NewReader(""), &out, &errOut); code != 2 ||
		!strings.Contains(errOut.String(), "TELEGRAM_BOT_TOKEN is not set") || !strings.Contains(errOut.String(), "sudokubot -local") {
		t.Errorf("no token, no terminal: status %d, stderr %q; want 2 and how to run it", code, errOut.String())
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("DATA_DIR was created or touched without a token: %v", err)
	}
	t.Setenv("TELEGRAM_BOT_TOKEN", "1:abc")
	errOut.Reset()
	if code := run(context.Background(), []string{"-local"}, strings.NewReader(""), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "local mode") {
		t.Errorf("-local with a token: status %d, stderr %q; want 2 and why", code, errOut.String())
	}
	errOut.Reset()
	if code := run(context.Background(), []string{"-remote"}, strings.NewReader(""), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "-remote") {
		t.Errorf("an unknown flag: status %d, stderr %q; want 2 naming it", code, errOut.String())
	}
}

// TestLocalModeSparesAnotherBotsStore runs local mode on the DATA_DIR of a
// real bot, with an update queued: it refuses to start, says why, and
// leaves the queue and the chats as they were.
func TestLocalModeSparesAnotherBotsStore(t *testing.T) {
	dir := t.TempDir()
	store, err := boltstore.Open(dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Claim(7001, false); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Enqueue(t.Context(), []telegram.Update{{ID: 9, Chat: 5, Raw: []byte(`{"update_id":9}`)}}, 10); err != nil {
		t.Fatal(err)
	}
	if err := store.SetMenu(t.Context(), 5, "Play"); err != nil {
		t.Fatal(err)
	}
	before := storeDump(t, store)
	store.Close()

	t.Setenv("TELEGRAM_BOT_TOKEN", "")
	os.Unsetenv("TELEGRAM_BOT_TOKEN")
	t.Setenv("DATA_DIR", dir)
	t.Setenv("LOCAL_PICTURES_DIR", t.TempDir())
	var out, errOut bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	code := run(ctx, []string{"-local"}, strings.NewReader(examplePuzzle+"\n"), &out, &errOut)
	if code != 1 || !strings.Contains(errOut.String(), "another bot's data") || !strings.Contains(errOut.String(), "never touches another bot's store") {
		t.Errorf("local mode on another bot's store: status %d, stderr %q; want 1 and why", code, errOut.String())
	}
	store, err = boltstore.Open(dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if after := storeDump(t, store); after != before {
		t.Errorf("local mode changed another bot's store:\nbefore %s\nafter  %s", before, after)
	}
}

const examplePuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

// storeDump returns what a store holds under the keys local mode could
// touch, as text to compare.
func storeDump(t *testing.T, s *boltstore.DB) string {
	t.Helper()
	n, err := s.Waiting(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	menu, err := s.Menu(t.Context(), 5)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d queued, chat 5's menu %q", n, menu)
}

// TestLocalModeBoard checks that local mode prints a link to the board
// and that the Play button prints the puzzle's.
func TestLocalModeBoard(t *testing.T) {
	text := localChat(t, "en_GB.UTF-8", "530070000600195000098000060800060003400803001700020006060000280000419005000080079\nplay\n")
	for _, want := range []string{
		"The board, to play in any browser: http://127.0.0.1:",
		"[🎮 Play]",
		"Open this in a browser to play: http://127.0.0.1:",
		"/?p=S58Dw6cn6eTvIWtBmVfTox3fSS562DVG#tgWebAppData=auth_date%3D", // the puzzle's code
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal chat lacks %q:\n%s", want, text)
		}
	}
}

// TestLocalModeRussian checks that LANG=ru_RU.UTF-8 chats in Russian: the
// welcome, the board's link (opening the board in Russian), the
// terminal's words, and «показать» for the hidden solution.
func TestLocalModeRussian(t *testing.T) {
	text := localChat(t, "ru_RU.UTF-8", examplePuzzle+"\nпоказать\n")
	for _, want := range []string{
		"Локальный режим: вы переписываетесь с ботом",
		"Игровое поле — играйте в любом браузере: http://127.0.0.1:",
		"language_code%2522%253A%2522ru%2522", // the board opens in Russian
		"бот:\n",
		"кнопки:",
		"[скрыто: введите «показать», чтобы увидеть]",
		"(скрытый текст:)\n  534678912",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal chat lacks %q:\n%s", want, text)
		}
	}
	for _, not := range []string{"Local mode", "The board, to play", "bot:", "buttons:", "[hidden"} {
		if strings.Contains(text, not) {
			t.Errorf("%q in the Russian chat:\n%s", not, text)
		}
	}
}

// TestLocalModeSaysItForgets: with no DATA_DIR, local mode keeps the
// conversation in a temporary folder; it says so at start, in the
// person's language, and how to keep it. With DATA_DIR set it does not.
func TestLocalModeSaysItForgets(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"en_GB.UTF-8", "kept only while the bot runs"},
		{"zh_CN.UTF-8", "只在机器人运行期间保留"},
		{"ru_RU.UTF-8", "хранится, только пока бот работает"},
	} {
		t.Setenv("DATA_DIR", "")
		os.Unsetenv("DATA_DIR")
		text := localChatData(t, tc.lang, "")
		if !strings.Contains(text, tc.want) || !strings.Contains(text, "DATA_DIR=sudokubot-data") {
			t.Errorf("%s, no DATA_DIR: the start lacks %q and how to keep the chat:\n%s", tc.lang, tc.want, text)
		}
		if text := localChat(t, tc.lang, ""); strings.Contains(text, tc.want) {
			t.Errorf("%s, DATA_DIR set: the start says the chat is forgotten:\n%s", tc.lang, text)
		}
	}
}

// TestLocalModeBoardPortTaken: with the board's usual port taken, the
// board goes to another, and the terminal says so.
func TestLocalModeBoardPortTaken(t *testing.T) {
	if ln, err := net.Listen("tcp", localBoardAddr); err == nil {
		defer ln.Close()
	} // else another program holds it already
	text := localChat(t, "en_GB.UTF-8", "")
	if strings.Contains(text, "http://"+localBoardAddr+"/") || !strings.Contains(text, "(The board's usual address, "+localBoardAddr+", is in use") {
		t.Errorf("the usual port taken: the terminal does not say the board is elsewhere:\n%s", text)
	}
}
