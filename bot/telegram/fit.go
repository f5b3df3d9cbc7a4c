package telegram

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Telegram's limits on what a message shows, counted as it counts them:
// in UTF-16 code units of the text after its HTML is parsed.
const (
	maxText    = 4096
	maxCaption = 1024
)

// fit returns s cut to at most limit characters as Telegram counts them,
// ending in "…", and whether it cut anything. Telegram refuses a longer
// text outright, so a reply that grew past the limit would reach no one.
//
// With html set, s is Telegram's HTML: a tag counts nothing, an entity
// such as &lt; one character (two for &#128512; and its like, a surrogate
// pair). It is never cut inside a tag or an entity, and the tags still
// open where it is cut are closed. Plain text is cut between runes; a
// rune past U+FFFF counts two.
func fit(s string, html bool, limit int) (string, bool) {
	if shown(s, html) <= limit {
		return s, false
	}
	const ellipsis = "…" // one UTF-16 code unit
	budget := limit - 1
	n := 0
	var open []string // the tags open at i, innermost last
	for i := 0; i < len(s); {
		unit, width := nextUnit(s[i:], html)
		if width == 0 { // a tag
			switch name := tagName(unit); {
			case strings.HasPrefix(unit, "</"):
				if len(open) > 0 {
					open = open[:len(open)-1]
				}
			case !strings.HasSuffix(unit, "/>"):
				open = append(open, name)
			}
			i += len(unit)
			continue
		}
		if n+width > budget {
			var b strings.Builder
			b.WriteString(s[:i])
			b.WriteString(ellipsis)
			for k := len(open) - 1; k >= 0; k-- {
				b.WriteString("</" + open[k] + ">")
			}
			return b.String(), true
		}
		n += width
		i += len(unit)
	}
	return s, false // not reached: shown(s) > limit
}

// shown returns the length of s as Telegram counts it (fit).
func shown(s string, html bool) int {
	n := 0
	for i := 0; i < len(s); {
		unit, width := nextUnit(s[i:], html)
		n += width
		i += len(unit)
	}
	return n
}

// nextUnit returns the first unit of s that cannot be cut, and its length
// as Telegram counts it: in HTML a tag (0) or an entity, else a rune.
func nextUnit(s string, html bool) (string, int) {
	if html {
		switch s[0] {
		case '<':
			if end := strings.IndexByte(s, '>'); end > 0 {
				return s[:end+1], 0
			}
		case '&':
			if end := strings.IndexByte(s, ';'); end > 1 && end <= 10 {
				return s[:end+1], entityWidth(s[1:end])
			}
		}
	}
	r, size := utf8.DecodeRuneInString(s)
	return s[:size], utf16Width(r)
}

// entityWidth returns the UTF-16 length of the character an HTML entity's
// name (lt, #128512, #x1F600) stands for.
func entityWidth(name string) int {
	digits, base := strings.TrimPrefix(name, "#"), 10
	if len(digits) == len(name) {
		return 1 // a named entity: &lt; &gt; &amp; &quot;
	}
	if strings.HasPrefix(digits, "x") || strings.HasPrefix(digits, "X") {
		digits, base = digits[1:], 16
	}
	r, err := strconv.ParseInt(digits, base, 32)
	if err != nil {
		return 1
	}
	return utf16Width(rune(r))
}

// tagName returns the name of an HTML tag: b for <b>, </b> and a for <a
// href="…">.
func tagName(tag string) string {
	name := strings.TrimPrefix(strings.TrimSuffix(tag[1:len(tag)-1], "/"), "/")
	if i := strings.IndexAny(name, " \t\n"); i >= 0 {
		name = name[:i]
	}
	return name
}

// utf16Width returns the UTF-16 length of r.
func utf16Width(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}
