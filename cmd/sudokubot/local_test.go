package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"
)

// localChat runs local mode with the input typed in and returns what the
// terminal shows.
func localChat(t *testing.T, lang, in string) string {
	t.Helper()
	t.Setenv("TELEGRAM_BOT_TOKEN", "")
	os.Unsetenv("TELEGRAM_BOT_TOKEN")
	t.Setenv("LOCAL_PICTURES_DIR", t.TempDir())
	t.Setenv("DATA_DIR", t.TempDir())
	t.Setenv("LANG", lang)
	var out, errOut bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if code := run(ctx, nil, strings.NewReader(in), &out, &errOut); code != 0 {
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
		"I did not find a Sudoku puzzle",  // hello
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

// TestLocalModeBoard checks that local mode prints a link to the board
// and that the Play button prints the puzzle's.
func TestLocalModeBoard(t *testing.T) {
	text := localChat(t, "en_GB.UTF-8", "530070000600195000098000060800060003400803001700020006060000280000419005000080079\nplay\n")
	for _, want := range []string{
		"The board, to play in any browser: http://127.0.0.1:",
		"[🎮 Play]",
		"Open this in a browser to play: http://127.0.0.1:",
		"/?p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79#tgWebAppData=auth_date%3D",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal chat lacks %q:\n%s", want, text)
		}
	}
}
