// Package markup handles the small part of Telegram's HTML the bot writes
// (bold, italic, pre, spoilers): the plain text of a message, and a text
// cut to a number of characters, as Telegram counts its limits.
package markup

import (
	"html"
	"strings"
)

// tags are the HTML tags the bot writes.
var tags = strings.NewReplacer("<b>", "", "</b>", "", "<pre>", "", "</pre>", "", "<i>", "", "</i>", "",
	"<tg-spoiler>", "", "</tg-spoiler>", "")

// Plain returns s without the bot's tags and with its entities unescaped:
// what the person reads.
func Plain(s string) string { return html.UnescapeString(tags.Replace(s)) }

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
