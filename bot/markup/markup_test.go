package markup

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestPlain(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"<b>Solved!</b> 5 &lt; 6 &amp; <i>more</i>", "Solved! 5 < 6 & more"},
		{"<tg-spoiler><pre>534678912</pre></tg-spoiler>", "534678912"},
		{"a <u>tag</u> it does not write", "a <u>tag</u> it does not write"},
		{"📷 Read:\n<code>1.2</code>", "📷 Read:\n1.2"},
		{`<a href="https://t.me/bot?start=x">Open a chat</a>, press Start`, "Open a chat, press Start"},
	} {
		if got := Plain(tc.in); got != tc.want {
			t.Errorf("Plain(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestCut(t *testing.T) {
	for _, tc := range []struct {
		in   string
		n    int
		want string
	}{
		{"hello", 10, "hello"},
		{"hello", 5, "hello"},
		{"hello", 2, "he"},
		{"提示1 · 第1层", 3, "提示1"},
		{"ещё", 2, "ещ"},
		{"x", 0, ""},
	} {
		if got := Cut(tc.in, tc.n); got != tc.want {
			t.Errorf("Cut(%q, %d) = %q, want %q", tc.in, tc.n, got, tc.want)
		}
	}
}

func TestFitSentences(t *testing.T) {
	const note = " (more)"
	tests := []struct {
		text  string
		limit int
		want  string
	}{
		{"Short.", 20, "Short."},
		{"One. Two. Three.", 16, "One. Two. Three."},
		{"One. Two. Three.", 15, "One." + note},
		{"One sentence that is long. Two.", 40, "One sentence that is long. Two."},
		{"r1c1 = 5. Next one r2c2 = 6.", 20, "r1c1 = 5." + note},
		{"第一句话。第二句话比较长。", 5 + len([]rune(note)), "第一句话。" + note},
		{"No end at all in sight here", 12, "(more)"},
	}
	for _, tt := range tests {
		if got := FitSentences(tt.text, tt.limit, note); got != tt.want {
			t.Errorf("FitSentences(%q, %d) = %q, want %q", tt.text, tt.limit, got, tt.want)
		}
	}
}

// TestFitCaption: a caption too long is cut to Telegram's limit as plain
// text, none of the bot's tags left in it to be shown as text.
func TestFitCaption(t *testing.T) {
	long := "📷 <b>Not sure</b>\n<code>" + strings.Repeat("1.", 40) + "1</code>\n" + strings.Repeat("r1c1 (two digits look alike: 3 or 5?), ", 40)
	got := FitCaption(long)
	if n := utf8.RuneCountInString(got); n > MaxCaption {
		t.Errorf("FitCaption gives %d characters, want at most %d", n, MaxCaption)
	}
	for _, tag := range []string{"code", "<b>", "&lt;"} {
		if strings.Contains(got, tag) {
			t.Errorf("FitCaption(…) = %q, holds %q", got, tag)
		}
	}
	if short := "<b>Solved</b> <code>1.2</code>"; FitCaption(short) != short {
		t.Errorf("FitCaption(%q) = %q, want it as it is", short, FitCaption(short))
	}
}
