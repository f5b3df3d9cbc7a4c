// Package markup handles the small part of Telegram's HTML the bot writes
// (bold, italic, pre, spoilers): the plain text of a message, and a text
// cut to a number of characters, as Telegram counts its limits; a
// caption fitted to Telegram's limit, and a text fitted to a number of
// characters by whole sentences or lines, or split into messages between
// lines.
package markup

import (
	"html"
	"regexp"
	"strings"
	"unicode/utf8"
)

// tags are the HTML tags the bot writes, but a link's opening tag (link).
var tags = strings.NewReplacer("<b>", "", "</b>", "", "<pre>", "", "</pre>", "", "<code>", "", "</code>", "",
	"<i>", "", "</i>", "", "<tg-spoiler>", "", "</tg-spoiler>", "", "</a>", "")

// link is the opening tag of a link the bot writes: <a href="…">.
var link = regexp.MustCompile(`<a href="[^"<>]*">`)

// Plain returns s without the bot's tags and with its entities unescaped:
// what the person reads.
func Plain(s string) string { return html.UnescapeString(tags.Replace(link.ReplaceAllString(s, ""))) }

// Cut returns s's first n characters (runes), or s if it is no longer.
func Cut(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

// MaxCaption is Telegram's limit on a caption, in characters.
const MaxCaption = 1024

// FitCaption cuts an HTML caption to Telegram's limit, dropping the
// markup if it has to cut (a cut could split a tag).
func FitCaption(s string) string {
	if utf8.RuneCountInString(s) <= MaxCaption {
		return s
	}
	plain := html.EscapeString(html.UnescapeString(Plain(s)))
	return Cut(plain, MaxCaption-1) + "…"
}

// FitSentences returns text if it has at most limit characters, or else
// its first whole sentences that fit and note, which says where the rest
// is: a sentence is never cut.
func FitSentences(text string, limit int, note string) string {
	if utf8.RuneCountInString(text) <= limit {
		return text
	}
	if strings.Contains(text, "\n") {
		// A net, a link a line ("1. r1c4=3 → …"): cut between lines.
		return FitLines(text, limit, strings.TrimSpace(note))
	}
	limit -= utf8.RuneCountInString(note)
	cut := 0
	n := 0
	for k, r := range text {
		if n >= limit {
			break
		}
		n++
		if r == '。' || r == '.' && (k+1 == len(text) || text[k+1] == ' ') {
			cut = k + utf8.RuneLen(r)
		}
	}
	if cut == 0 {
		// No whole sentence fits: say what the step does.
		return strings.TrimSpace(note)
	}
	return text[:cut] + note
}

// FitLines returns text if it has at most limit characters, or else its
// first whole lines that fit and, on a line of its own, note: a line is
// never cut.
func FitLines(text string, limit int, note string) string {
	if utf8.RuneCountInString(text) <= limit {
		return text
	}
	limit -= utf8.RuneCountInString(note) + 1
	var kept []string
	n := 0
	for line := range strings.SplitSeq(text, "\n") {
		size := utf8.RuneCountInString(line) + 1
		if n+size > limit {
			break
		}
		kept = append(kept, line)
		n += size
	}
	return strings.Join(append(kept, note), "\n")
}

// SplitLines splits text into messages of at most limit characters,
// between lines (a line too long for one is cut); at most most of them,
// the last then ending with rest on a line of its own, which says where
// the rest is.
func SplitLines(text string, limit, most int, rest string) []string {
	var msgs []string
	var cur strings.Builder
	n := 0
	for line := range strings.SplitSeq(text, "\n") {
		line = Cut(line, limit)
		size := utf8.RuneCountInString(line)
		if n > 0 && n+1+size > limit {
			msgs = append(msgs, cur.String())
			cur.Reset()
			n = 0
		}
		if n > 0 {
			cur.WriteByte('\n')
			n++
		}
		cur.WriteString(line)
		n += size
	}
	if cur.Len() > 0 {
		msgs = append(msgs, cur.String())
	}
	if len(msgs) > most {
		msgs = msgs[:most]
		msgs[most-1] += "\n" + rest
	}
	return msgs
}
