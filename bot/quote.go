package bot

import "unicode/utf8"

// maxQuoted bounds what the bot quotes back of a person's input: enough to
// recognise it, never enough to push a reply past Telegram's limits.
const maxQuoted = 60

// quoted returns s as the bot quotes it back: its first maxQuoted runes,
// and "…" when there is more.
func quoted(s string) string {
	if utf8.RuneCountInString(s) <= maxQuoted {
		return s
	}
	n := 0
	for i := range s {
		if n == maxQuoted-1 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
