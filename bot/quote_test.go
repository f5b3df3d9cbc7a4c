package bot

import (
	"strings"
	"testing"
	"unicode/utf16"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/talk"
)

// TestLongArgument sends /new and /practice with an argument of 4,000
// characters: the answer quotes it cut short, and stays under Telegram's
// 4,096 (a reply past it would be refused, and the person get nothing).
func TestLongArgument(t *testing.T) {
	t.Parallel()
	h := start(t, emulator.Config{}, Options{})
	tests := []struct {
		name string
		from emulator.User
		cmd  string
		arg  string
		want string // the argument as quoted
	}{
		{"/new", alice, "/new ", strings.Repeat("x", 4000), strings.Repeat("x", talk.MaxQuoted-1) + "…"},
		{"/practice", alice, "/practice ", strings.Repeat("x", 4000), strings.Repeat("x", talk.MaxQuoted-1) + "…"},
		{"/practice in Chinese", li, "/practice ", strings.Repeat("数", 4000), strings.Repeat("数", talk.MaxQuoted-1) + "…"},
		{"/new with emoji", ivan, "/new ", strings.Repeat("😀", 2000), strings.Repeat("😀", talk.MaxQuoted-1) + "…"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := h.send(tt.from, tt.cmd+tt.arg)
			text := c.Message.Text
			if n := len(utf16.Encode([]rune(text))); n > 4096 || !strings.Contains(text, tt.want) || strings.Contains(text, tt.want[:len(tt.want)-len("…")]+tt.arg[:1]) {
				t.Errorf("%s with %d characters: %s of %d characters %.200q…; want it to quote %q", tt.name, len([]rune(tt.arg)), c.Method, n, text, tt.want)
			}
		})
	}
}
