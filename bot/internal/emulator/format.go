package emulator

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits of the Bot API, counted in UTF-16 code units after entity parsing.
const (
	maxTextLength    = 4096
	maxCaptionLength = 1024
	maxRawTextBytes  = 1 << 15
)

// utf16Len returns the length of s in UTF-16 code units, as Telegram counts text.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// formatText turns a text or caption parameter into the message text and entities, the
// way Telegram does: it applies parse_mode (HTML, the only one the bot uses) and trims
// surrounding white space. It does not check lengths. Telegram would also mark the
// commands, mentions, hashtags and URLs of the text; nothing reads those in the bot's
// own messages, so the emulator leaves them out.
func formatText(text, parseMode, entities string) (string, []MessageEntity, *APIError) {
	if len(text) > maxRawTextBytes {
		return "", nil, badRequest("text is too long")
	}
	if !utf8.ValidString(text) {
		return "", nil, badRequest("strings must be encoded in UTF-8")
	}
	var (
		ents []MessageEntity
		err  error
	)
	switch mode := strings.ToLower(parseMode); {
	case text == "" || mode == "" || mode == "none":
		// The library sends "null" when it has no entities.
		if entities != "" && entities != "null" && entities != "[]" {
			return "", nil, notEmulated("explicit entities; send parse_mode HTML")
		}
	case mode == "markdownv2" || mode == "markdown":
		// Telegram takes these; the bot sends HTML only, so the emulator
		// does not parse them.
		return "", nil, badRequest("the emulator parses parse_mode HTML only, not " + parseMode)
	case mode == "html":
		if text, ents, err = parseHTML(text); err != nil {
			return "", nil, badRequest("can't parse entities: " + err.Error())
		}
	default:
		return "", nil, badRequest("unsupported parse_mode")
	}
	text, ents = trimText(text, ents)
	return text, ents, nil
}

func sortEntities(es []MessageEntity) {
	slices.SortStableFunc(es, func(a, b MessageEntity) int {
		if a.Offset != b.Offset {
			return a.Offset - b.Offset
		}
		return b.Length - a.Length
	})
}

// trimText strips white space around the text, as Telegram does, and moves the entities.
func trimText(text string, entities []MessageEntity) (string, []MessageEntity) {
	trimmed := strings.TrimLeftFunc(text, unicode.IsSpace)
	lead := utf16Len(text[:len(text)-len(trimmed)])
	trimmed = strings.TrimRightFunc(trimmed, unicode.IsSpace)
	n := utf16Len(trimmed)
	if lead == 0 && len(trimmed) == len(text) {
		return text, entities
	}
	out := entities[:0:0]
	for _, e := range entities {
		start, end := max(e.Offset-lead, 0), min(e.Offset+e.Length-lead, n)
		if end > start {
			e.Offset, e.Length = start, end-start
			out = append(out, e)
		}
	}
	return trimmed, out
}

// utf16Builder collects parsed text and counts its length in UTF-16 code units.
type utf16Builder struct {
	buf []byte
	off int
}

func (b *utf16Builder) byte(c byte) {
	b.buf = append(b.buf, c)
	if c&0xC0 != 0x80 { // first byte of a character
		b.off++
		if c >= 0xF0 { // four bytes: a surrogate pair in UTF-16
			b.off++
		}
	}
}

func (b *utf16Builder) rune(r rune) {
	b.buf = utf8.AppendRune(b.buf, r)
	b.off++
	if r >= 0x10000 {
		b.off++
	}
}

func at(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

func isSpaceByte(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', '\v', '\f', 0:
		return true
	}
	return false
}

// linkEntity makes a text_link (or, for tg://user?id=..., a text_mention) entity;
// it reports false for a URL Telegram would drop.
func linkEntity(e MessageEntity, link string) (MessageEntity, bool) {
	if id, ok := mentionUserID(link); ok {
		e.Type, e.User = "text_mention", &User{ID: id}
		return e, true
	}
	normalized, ok := checkURL(link)
	if !ok {
		return e, false
	}
	e.Type, e.URL = "text_link", normalized
	return e, true
}

func mentionUserID(link string) (int64, bool) {
	u, err := url.Parse(strings.ToLower(link))
	if err != nil || u.Scheme != "tg" {
		return 0, false
	}
	if strings.Trim(u.Host+u.Opaque, "/") != "user" {
		return 0, false
	}
	id, err := strconv.ParseInt(u.Query().Get("id"), 10, 64)
	return id, err == nil && id > 0
}

// checkURL approximates the reference server's URL check: http(s), tg and ton links,
// and bare domain names, which get "http://" in front; a missing path becomes "/".
func checkURL(link string) (string, bool) {
	link = strings.TrimSpace(link)
	if link == "" || strings.ContainsAny(link, " \t\r\n") {
		return "", false
	}
	u, err := url.Parse(link)
	if err != nil {
		return "", false
	}
	if u.Scheme == "" || u.Host == "" && u.Opaque != "" && !strings.Contains(link, "://") {
		if u, err = url.Parse("http://" + link); err != nil {
			return "", false
		}
	}
	switch strings.ToLower(u.Scheme) {
	case "tg", "ton":
		return link, true
	case "http", "https", "ftp":
	default:
		return "", false
	}
	host := u.Hostname()
	dot := strings.LastIndexByte(host, '.')
	if dot <= 0 || dot == len(host)-1 {
		return "", false
	}
	if u.Path == "" {
		u.Path = "/"
	}
	return u.String(), true
}

var htmlTags = map[string]string{
	"b": "bold", "strong": "bold", "i": "italic", "em": "italic", "u": "underline",
	"ins": "underline", "s": "strikethrough", "strike": "strikethrough", "del": "strikethrough",
	"tg-spoiler": "spoiler", "span": "spoiler", "a": "text_link", "code": "code", "pre": "pre",
	"blockquote": "blockquote", "tg-emoji": "custom_emoji",
}

// htmlOpen is a tag whose end tag the parser has not reached yet.
type htmlOpen struct {
	name      string // tag name
	offset    int    // UTF-16 offset in the parsed text
	resultPos int    // byte offset in the parsed text
	attrs     map[string]string
}

// parseHTML parses the HTML style. Error texts are those of the reference server.
func parseHTML(text string) (string, []MessageEntity, error) {
	var (
		b        utf16Builder
		entities []MessageEntity
		stack    []htmlOpen
	)
	n := len(text)
	for i := 0; i < n; {
		c := text[i]
		if c == '&' {
			if r, next, ok := decodeHTMLEntity(text, i); ok {
				if r >= 0xD800 && r <= 0xDFFF {
					return "", nil, fmt.Errorf("Text contains invalid Unicode characters after decoding HTML entities, check for unmatched surrogate code units")
				}
				b.rune(r)
				i = next
				continue
			}
		}
		if c != '<' {
			b.byte(c)
			i++
			continue
		}
		begin := i
		i++
		if at(text, i) == '/' { // end tag
			if len(stack) == 0 {
				return "", nil, fmt.Errorf("Unexpected end tag at byte offset %d", begin)
			}
			i++
			nameStart := i
			for i < n && !isSpaceByte(text[i]) && text[i] != '>' {
				i++
			}
			endName := strings.ToLower(text[nameStart:i])
			for i < n && isSpaceByte(text[i]) {
				i++
			}
			if i >= n || text[i] != '>' {
				return "", nil, fmt.Errorf("Unclosed end tag at byte offset %d", begin)
			}
			i++
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if endName != "" && endName != top.name {
				return "", nil, fmt.Errorf("Unmatched end tag at byte offset %d, expected \"</%s>\", found \"</%s>\"", begin, top.name, endName)
			}
			entities = closeHTMLEntity(entities, top, b.off, string(b.buf[top.resultPos:]))
			continue
		}

		nameStart := i
		for i < n && !isSpaceByte(text[i]) && text[i] != '>' {
			i++
		}
		if i >= n {
			return "", nil, fmt.Errorf("Unclosed start tag at byte offset %d", begin)
		}
		name := strings.ToLower(text[nameStart:i])
		if _, ok := htmlTags[name]; !ok {
			return "", nil, fmt.Errorf("Unsupported start tag %q at byte offset %d", name, begin)
		}
		attrs := make(map[string]string)
		for i < n && text[i] != '>' {
			for i < n && isSpaceByte(text[i]) {
				i++
			}
			if i >= n {
				return "", nil, fmt.Errorf("Unclosed start tag %q at byte offset %d", name, begin)
			}
			if text[i] == '>' {
				break
			}
			attrStart := i
			for i < n && !isSpaceByte(text[i]) && text[i] != '=' && text[i] != '>' {
				i++
			}
			attr := strings.ToLower(text[attrStart:i])
			if attr == "" {
				return "", nil, fmt.Errorf("Empty attribute name in the tag %q at byte offset %d", name, begin)
			}
			for i < n && isSpaceByte(text[i]) {
				i++
			}
			if i >= n {
				return "", nil, fmt.Errorf("Unclosed start tag %q at byte offset %d", name, begin)
			}
			if text[i] != '=' {
				attrs[attr] = ""
				continue
			}
			i++
			for i < n && isSpaceByte(text[i]) {
				i++
			}
			if i >= n {
				return "", nil, fmt.Errorf("Unclosed start tag %q at byte offset %d", name, begin)
			}
			var value string
			if q := text[i]; q != '\'' && q != '"' {
				tokenStart := i
				for i < n && (isAlnum(text[i]) || text[i] == '.' || text[i] == '-') {
					i++
				}
				value = strings.ToLower(text[tokenStart:i])
				if i >= n || !isSpaceByte(text[i]) && text[i] != '>' {
					return "", nil, fmt.Errorf("Unexpected end of name token at byte offset %d", tokenStart)
				}
			} else {
				i++
				var vb utf16Builder
				for i < n && text[i] != q {
					if text[i] == '&' {
						if r, next, ok := decodeHTMLEntity(text, i); ok {
							vb.rune(r)
							i = next
							continue
						}
					}
					vb.byte(text[i])
					i++
				}
				if i >= n {
					return "", nil, fmt.Errorf("Unclosed start tag at byte offset %d", begin)
				}
				i++
				value = string(vb.buf)
			}
			if _, dup := attrs[attr]; !dup {
				attrs[attr] = value
			}
		}
		if i >= n {
			return "", nil, fmt.Errorf("Unclosed start tag at byte offset %d", begin)
		}
		i++
		if name == "span" && attrs["class"] != "tg-spoiler" {
			return "", nil, fmt.Errorf("Tag \"span\" must have class \"tg-spoiler\" at byte offset %d", begin)
		}
		stack = append(stack, htmlOpen{name: name, offset: b.off, resultPos: len(b.buf), attrs: attrs})
	}
	if len(stack) > 0 {
		return "", nil, fmt.Errorf("Can't find end tag corresponding to start tag %q", stack[len(stack)-1].name)
	}
	for i := range entities {
		if entities[i].Type == "code" {
			entities[i].Language = ""
		}
	}
	sortEntities(entities)
	return string(b.buf), entities, nil
}

// closeHTMLEntity adds the entity of a closed tag.
func closeHTMLEntity(entities []MessageEntity, top htmlOpen, end int, inner string) []MessageEntity {
	if end == top.offset {
		return entities
	}
	e := MessageEntity{Type: htmlTags[top.name], Offset: top.offset, Length: end - top.offset}
	switch top.name {
	case "a":
		link := top.attrs["href"]
		if link == "" {
			link = inner
		}
		var ok bool
		if e, ok = linkEntity(e, link); !ok {
			return entities
		}
	case "code":
		e.Language = strings.TrimPrefix(top.attrs["class"], "language-")
		if !strings.HasPrefix(top.attrs["class"], "language-") {
			e.Language = ""
		}
	case "blockquote":
		if _, ok := top.attrs["expandable"]; ok {
			e.Type = "expandable_blockquote"
		}
	case "tg-emoji":
		id := top.attrs["emoji-id"]
		if _, err := strconv.ParseInt(id, 10, 64); err != nil {
			return entities
		}
		e.CustomEmojiID = id
	}
	// <pre><code class="language-x">...</code></pre>, in either nesting, is one pre entity
	// with a language.
	if k := len(entities) - 1; k >= 0 && (e.Type == "pre" || e.Type == "code") {
		last := entities[k]
		if last.Offset == e.Offset && last.Length == e.Length && last.Type != e.Type &&
			(last.Type == "pre" || last.Type == "code") {
			lang := last.Language + e.Language
			if lang != "" {
				entities[k] = MessageEntity{Type: "pre", Offset: e.Offset, Length: e.Length, Language: lang}
				return entities
			}
		}
	}
	return append(entities, e) // a code entity keeps its language until parseHTML ends
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// decodeHTMLEntity decodes &lt; &gt; &amp; &quot; and numeric character references at
// text[i] (a '&'); the terminating ';' is optional, as in the reference server.
func decodeHTMLEntity(text string, i int) (rune, int, bool) {
	end := i + 1
	var r rune
	if at(text, end) == '#' {
		end++
		if at(text, end) == 'x' || at(text, end) == 'X' {
			end++
			start := end
			for end < len(text) && isHexDigit(text[end]) {
				end++
			}
			v, err := strconv.ParseUint(text[start:end], 16, 32)
			if err != nil {
				return 0, 0, false
			}
			r = rune(v)
		} else {
			start := end
			for end < len(text) && text[end] >= '0' && text[end] <= '9' {
				end++
			}
			v, err := strconv.ParseUint(text[start:end], 10, 32)
			if err != nil {
				return 0, 0, false
			}
			r = rune(v)
		}
		if r == 0 || r >= 0x10FFFF || end-i >= 10 {
			return 0, 0, false
		}
	} else {
		for end < len(text) && (text[end] >= 'a' && text[end] <= 'z' || text[end] >= 'A' && text[end] <= 'Z') {
			end++
		}
		switch text[i+1 : end] {
		case "lt":
			r = '<'
		case "gt":
			r = '>'
		case "amp":
			r = '&'
		case "quot":
			r = '"'
		default:
			return 0, 0, false
		}
	}
	if at(text, end) == ';' {
		end++
	}
	return r, end, true
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// commandsAndMentions finds the entities of a user's text that the bot and privacy
// mode look at: bot commands (/solve, /solve@some_bot) and mentions (@some_bot), as
// Telegram detects them.
func commandsAndMentions(text string) []MessageEntity {
	var out []MessageEntity
	rs := []rune(text)
	offsets := make([]int, len(rs)+1)
	for i, r := range rs {
		offsets[i+1] = offsets[i] + 1
		if r >= 0x10000 {
			offsets[i+1]++
		}
	}
	isWord := func(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
	isName := func(r rune) bool { return r == '_' || r < 128 && isAlnum(byte(r)) }
	for i := 0; i < len(rs); i++ {
		if i > 0 && (isWord(rs[i-1]) || rs[i-1] == '/' || rs[i-1] == '@' || rs[i-1] == '#') {
			continue
		}
		j := i + 1
		switch rs[i] {
		case '/':
			for j < len(rs) && isName(rs[j]) && j-i <= 64 {
				j++
			}
			if j == i+1 {
				continue
			}
			if j < len(rs) && rs[j] == '@' {
				k := j + 1
				for k < len(rs) && isName(rs[k]) {
					k++
				}
				if k-j-1 >= 3 {
					j = k
				}
			}
			if j < len(rs) && (isWord(rs[j]) || rs[j] == '/') {
				continue
			}
			out = append(out, MessageEntity{Type: "bot_command", Offset: offsets[i], Length: offsets[j] - offsets[i]})
		case '@':
			for j < len(rs) && isName(rs[j]) {
				j++
			}
			if n := j - i - 1; n < 4 || n > 32 {
				continue
			}
			out = append(out, MessageEntity{Type: "mention", Offset: offsets[i], Length: offsets[j] - offsets[i]})
		}
	}
	return out
}
