package telegram

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFit(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		html  bool
		limit int
		want  string
	}{
		{"short", "hello", false, 5, "hello"},
		{"plain", "abcdef", false, 4, "abc…"},
		{"plain, a tag is text", "a<b>cdef", false, 4, "a<b…"},
		{"plain, Chinese", "数独数独数独", false, 4, "数独数…"},
		{"plain, an emoji is two", "a😀b", false, 3, "a…"},
		{"plain, emoji", "😀😀😀", false, 5, "😀😀…"},
		{"HTML, tags count nothing", "<b>abc</b>de", true, 5, "<b>abc</b>de"},
		{"HTML, cut after a tag", "<b>abc</b>def", true, 4, "<b>abc</b>…"},
		{"HTML, cut inside a tag's text", "<b>abcdef</b>", true, 4, "<b>abc…</b>"},
		{"HTML, nested tags closed", "<b>ab<i>cd<code>ef</code></i></b>", true, 4, "<b>ab<i>c…</i></b>"},
		{"HTML, an entity is one", "a&lt;b&gt;c&amp;d", true, 4, "a&lt;b…"},
		{"HTML, never inside an entity", "ab&quot;cd", true, 3, "ab…"},
		{"HTML, a numeric entity past U+FFFF is two", "&#128512;&#128512;&#128512;", true, 4, "&#128512;…"},
		{"HTML, hexadecimal", "&#x1F600;&#x1F600;&#x41;", true, 3, "&#x1F600;…"},
		{"HTML, a link's address counts nothing", `<a href="https://example.org/?a=1&amp;b=2">link text</a>`, true, 5, `<a href="https://example.org/?a=1&amp;b=2">link…</a>`},
		{"HTML, spoiler with Chinese and emoji", "<tg-spoiler>数独😀😀</tg-spoiler>", true, 4, "<tg-spoiler>数独…</tg-spoiler>"},
		{"HTML, fits exactly", "<i>数独😀</i>", true, 4, "<i>数独😀</i>"},
	}
	for _, tt := range tests {
		got, cut := fit(tt.in, tt.html, tt.limit)
		if got != tt.want || cut != (got != tt.in) {
			t.Errorf("%s: fit(%q, %v, %d) = %q, %v; want %q", tt.name, tt.in, tt.html, tt.limit, got, cut, tt.want)
		}
		if n := shown(got, tt.html); n > tt.limit {
			t.Errorf("%s: fit(%q, %v, %d) = %q, %d long", tt.name, tt.in, tt.html, tt.limit, got, n)
		}
	}
}

// TestFitLimits cuts long texts to Telegram's own limits: never past
// them, never a half of a surrogate pair or of a UTF-8 sequence.
func TestFitLimits(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		html  bool
		limit int
		want  int // the length after cutting
	}{
		{"ASCII text", strings.Repeat("a", 5000), false, maxText, maxText},
		{"Chinese text", strings.Repeat("数", 5000), false, maxText, maxText},
		{"emoji text", strings.Repeat("😀", 3000), false, maxText, maxText - 1},                             // 2047 emoji and "…"
		{"HTML caption", "<b>" + strings.Repeat("数&lt;😀", 500) + "</b>", true, maxCaption, maxCaption - 1}, // the emoji after 1,022 does not fit
		{"HTML caption ending in an emoji", "<b>" + strings.Repeat("a😀", 500) + "</b>", true, maxCaption, maxCaption},
		{"a text at the limit", strings.Repeat("😀", maxText/2), false, maxText, maxText},
	}
	for _, tt := range tests {
		got, _ := fit(tt.in, tt.html, tt.limit)
		if n := shown(got, tt.html); n != tt.want || !utf8.ValidString(got) {
			t.Errorf("%s: cut to %d characters (valid UTF-8: %v), want %d", tt.name, n, utf8.ValidString(got), tt.want)
		}
		if tt.html && !strings.HasSuffix(got, "</b>") {
			t.Errorf("%s: %q does not close its tag", tt.name, got[max(len(got)-20, 0):])
		}
	}
}

// FuzzFit: whatever the text, fit's result is within the limit as
// Telegram counts it, begins with what it kept of the text, and is the
// text itself when it fits.
func FuzzFit(f *testing.F) {
	f.Add("<b>数独 &lt;x&gt;</b> 😀 hint", true, 5)
	f.Add("plain text that is long", false, 7)
	f.Add("<a href=\"x\">unclosed &amp; &#128512;", true, 3)
	f.Fuzz(func(t *testing.T, s string, html bool, limit int) {
		if limit < 1 || limit > 5000 {
			return
		}
		out, cut := fit(s, html, limit)
		if n := shown(out, html); n > limit {
			t.Errorf("fit(%q, %v, %d) = %q, which shows %d", s, html, limit, out, n)
		}
		if !cut && out != s {
			t.Errorf("fit(%q, %v, %d) changed the text without cutting: %q", s, html, limit, out)
		}
		if cut {
			kept, _, _ := strings.Cut(out, "…")
			if !strings.HasPrefix(s, kept) {
				t.Errorf("fit(%q, %v, %d) = %q, not a beginning of the text", s, html, limit, out)
			}
		}
	})
}
