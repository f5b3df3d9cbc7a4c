package messenger

import (
	"testing"
)

func TestCommand(t *testing.T) {
	tests := []struct {
		text              string
		length            int // of the bot_command entity, 0 for none
		cmd, withAt, args string
	}{
		{"/hint", 5, "hint", "hint", ""},
		{"/solve 53..7", 6, "solve", "solve", "53..7"},
		{"/solve@sudokubot\n53..7", 16, "solve", "solve@sudokubot", "53..7"},
		{"/rate  数独", 5, "rate", "rate", " 数独"},
		{"hello /hint", 0, "", "", "hello /hint"},
	}
	for _, tt := range tests {
		m := &Message{Text: tt.text}
		if tt.length > 0 {
			m.Entities = []Entity{{Type: "bot_command", Offset: 0, Length: tt.length}}
		}
		if got := m.IsCommand(); got != (tt.length > 0) {
			t.Errorf("%q: IsCommand() = %v", tt.text, got)
		}
		if m.Command() != tt.cmd || m.CommandWithAt() != tt.withAt || m.CommandArguments() != tt.args {
			t.Errorf("%q: Command() %q, CommandWithAt() %q, CommandArguments() %q; want %q, %q, %q",
				tt.text, m.Command(), m.CommandWithAt(), m.CommandArguments(), tt.cmd, tt.withAt, tt.args)
		}
	}
}
