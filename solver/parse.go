package solver

import (
	"strings"
	"unicode"
)

// Parse reads a puzzle from text in any of the forms people paste:
//
//   - one line of 81 characters, with 0 . _ - * x or ? for an empty cell;
//   - nine lines of nine, with or without spaces, including ASCII boards
//     drawn with | + - = and box-drawing characters;
//   - nested lists as written in Python or JSON: [[0,0,6,0,8,0,5,7,0], ...];
//   - digits separated by commas or spaces;
//   - full-width digits (０-９) and Chinese punctuation (，、。…), as typed on
//     a Chinese keyboard, where 。 is an empty cell like '.';
//   - any of these inside a code block (```), or with lines of chatter
//     around it ("please solve:", "matrix5 = [") or words on the same line
//     ("Puzzle #3: 53..7…79. Thanks!");
//   - nine rows after labels: "Row 1: 5 3 0 …", "第1行：…", "A 5 3 . | …"
//     (under a line of column numbers 1 to 9 or not).
//
// Every digit character is one cell, so 0030206 holds seven cells. Words,
// and lines containing words, are ignored; digits inside words (matrix5)
// are not cells, nor are labels ending in a colon. Parse looks for a block
// of lines without words that holds exactly 81 cells, then for one line
// of chatter that does, then for a run of 81 cells between the words of a
// line, then for nine labelled rows.
//
// The error, when there is one, says precisely what is wrong: a
// *[SyntaxError] for a character that was not understood (with its line
// and column), a *[CellCountError] when the puzzle does not have 81 cells
// (it matches [ErrNoPuzzle] when there are none), or a *[ConflictError]
// when a digit repeats in a row, column or box. In the last case Parse also
// returns the grid, so the conflict can be shown.
func Parse(text string) (Grid, error) {
	lines := scanLines(text)
	chosen, ok := choose(lines)
	if !ok {
		return Grid{}, parseFailure(lines)
	}
	var g Grid
	n := 0
	var bad *SyntaxError
	for _, l := range lines[chosen.first : chosen.last+1] {
		if !chosen.includes(l) {
			continue
		}
		k := 0 // tokens of the line so far, words aside
		from, to := chosen.columns(l)
		scanLine(l.text, func(t token) {
			if t.kind == tokWord || t.kind == tokBreak || t.col < from || t.col > to {
				return
			}
			k++
			switch {
			case l.stop && k == l.cells+1 && !chosen.segment && !chosen.tails:
				// The full stop ending "…, 7, 9。"
			case t.kind == tokBad && l.chatter:
				// An emoji in "solve this 🙏 003020600…"
			case t.kind == tokBad:
				if bad == nil {
					bad = &SyntaxError{Line: l.num, Col: t.col, Char: t.char}
				}
				n++
			default:
				if n < 81 {
					g[n] = t.digit
				}
				n++
			}
		})
	}
	if bad != nil {
		return Grid{}, bad
	}
	if err := g.Validate(); err != nil {
		return g, err
	}
	return g, nil
}

// A line is one line of the text with what scanning it found.
type line struct {
	text    string
	num     int  // from 1
	cells   int  // cells outside words; for a line without words, with bad characters
	chatter bool // it holds words: not part of a block
	rule    bool // only dashes or underscores, some adjacent: a rule like ------+------
	stop    bool // its last token is a full stop ending a list of cells, not a cell
	bad     int  // characters not understood, outside words
	badCol  int
	badChar rune
	// The line's segments are its runs of cells between words and colons.
	// seg81 counts those holding 81 cells, the first of them in columns
	// segFrom..segTo; tail9 says the last holds 9 cells, in columns
	// tailFrom..tailTo: a row after its label, as in "Row 1: 5 3 0 …". A
	// full stop right after the last digit ends a sentence when it makes
	// the count right: "… 7 9."
	seg81            int
	segFrom, segTo   int
	tail9            bool
	tailFrom, tailTo int
}

func scanLines(text string) []line {
	var lines []line
	num := 0
	for rest := text; rest != "" || num == 0; {
		var s string
		s, rest, _ = strings.Cut(rest, "\n")
		num++
		lines = append(lines, scanSummary(s, num))
	}
	return lines
}

func scanSummary(s string, num int) line {
	l := line{text: s, num: num}
	words, dashes, others := 0, 0, 0
	adjacentDashes, separated := false, true
	var prev, last token
	var seg segment
	scanLine(s, func(t token) {
		if t.kind == tokWord || t.kind == tokBreak {
			if t.kind == tokWord {
				words++
			}
			l.endSegment(seg, false)
			seg = segment{}
			return
		}
		seg.add(t)
		switch t.kind {
		case tokBad:
			l.bad++
			if l.bad == 1 {
				l.badCol, l.badChar = t.col, t.char
			}
		case tokDash:
			dashes++
			adjacentDashes = adjacentDashes || last.kind == tokDash && t.adjacent
		default:
			others++
		}
		if dashes+others+l.bad > 2 && last.adjacent {
			separated = false // two tokens before this one were adjacent
		}
		prev, last = last, t
	})
	l.endSegment(seg, true)
	l.cells = dashes + others
	switch {
	case words > 0 || l.cells == 0 && l.bad > 0:
		// Words, or only symbols such as emoji: chatter.
		l.chatter = true
	case others == 0 && l.bad == 0 && adjacentDashes:
		l.rule = true
	case l.bad > 0:
		// A character not understood in a line of cells is most likely
		// a cell written wrong: count it, to report it.
		l.cells += l.bad
	case separated && l.cells > 2 && last.adjacent && normalize(last.char) == '.' && prev.kind == tokCell && prev.digit != 0:
		// Cells separated by commas or spaces, and a full stop right
		// after the last digit ends the sentence: 0，7，9。
		l.stop = true
		l.cells--
	}
	return l
}

// A segment is a run of tokens of a line between words and colons.
type segment struct {
	cells, bad int
	from, to   int // columns of its first and last token
	prevTo     int // column of the token before the last
	// dotEnd: the last token is a full stop right after a digit.
	dotEnd bool
	last   token
}

func (g *segment) add(t token) {
	if g.cells+g.bad == 0 {
		g.from = t.col
	}
	if t.kind == tokBad {
		g.bad++
	} else {
		g.cells++
	}
	g.dotEnd = t.kind == tokCell && t.adjacent && normalize(t.char) == '.' && g.last.kind == tokCell && g.last.digit != 0
	g.prevTo, g.to, g.last = g.to, t.col, t
}

// endSegment records what the line needs to know of segment g; tail says
// it is the line's last.
func (l *line) endSegment(g segment, tail bool) {
	if g.bad > 0 || g.cells == 0 {
		return
	}
	fits := func(n int) (int, bool) {
		switch {
		case g.cells == n:
			return g.to, true
		case g.cells == n+1 && g.dotEnd:
			return g.prevTo, true
		}
		return 0, false
	}
	if to, ok := fits(81); ok {
		l.seg81++
		if l.seg81 == 1 {
			l.segFrom, l.segTo = g.from, to
		}
	}
	if to, ok := fits(9); ok && tail {
		l.tail9, l.tailFrom, l.tailTo = true, g.from, to
	}
}

// A choice is the part of the text taken for the puzzle: lines first..last.
// When first == last the line may be chatter (an 81-cell line after
// "solve:"); otherwise chatter lines inside are skipped. rulesAsBlank says
// whether rule lines count as rows of empty cells.
type choice struct {
	first, last  int
	rulesAsBlank bool
	// segment takes only the 81-cell segment of the line first; tails
	// takes only the last segments of the lines with 9 cells there.
	segment, tails bool
}

// includes reports whether line l, one of first..last, is part of the
// puzzle.
func (c choice) includes(l line) bool {
	switch {
	case c.tails:
		return l.tail9
	case c.first == c.last:
		return true
	}
	return !l.chatter && (c.rulesAsBlank || !l.rule)
}

// columns returns the columns of line l that are part of the puzzle.
func (c choice) columns(l line) (from, to int) {
	switch {
	case c.segment:
		return l.segFrom, l.segTo
	case c.tails:
		return l.tailFrom, l.tailTo
	}
	return 1, len(l.text)
}

// blocks returns the maximal runs of lines without chatter.
func blocks(lines []line) [][2]int {
	var bs [][2]int
	start := -1
	for i, l := range lines {
		switch {
		case l.chatter && start >= 0:
			bs = append(bs, [2]int{start, i - 1})
			start = -1
		case !l.chatter && start < 0:
			start = i
		}
	}
	if start >= 0 {
		bs = append(bs, [2]int{start, len(lines) - 1})
	}
	return bs
}

// count returns the cells of lines first..last, without chatter lines and,
// unless rulesAsBlank, without rule lines.
func count(lines []line, first, last int, rulesAsBlank bool) int {
	n := 0
	for _, l := range lines[first : last+1] {
		if l.chatter || l.rule && !rulesAsBlank {
			continue
		}
		n += l.cells
	}
	return n
}

func choose(lines []line) (choice, bool) {
	bs := blocks(lines)
	for _, rulesAsBlank := range []bool{false, true} {
		for _, b := range bs {
			if count(lines, b[0], b[1], rulesAsBlank) == 81 {
				return choice{first: b[0], last: b[1], rulesAsBlank: rulesAsBlank}, true
			}
		}
	}
	for i, l := range lines {
		if l.chatter && l.cells == 81 {
			return choice{first: i, last: i, rulesAsBlank: true}, true
		}
	}
	// The one segment of 81 cells in the text, among words: "Solve:
	// 53..7…79. Thanks!", "Puzzle #3: 53..7…".
	seg, segs := 0, 0
	for i, l := range lines {
		if l.seg81 > 0 {
			seg, segs = i, segs+l.seg81
		}
	}
	if segs == 1 {
		return choice{first: seg, last: seg, segment: true}, true
	}
	if len(bs) > 1 && count(lines, 0, len(lines)-1, false) == 81 {
		return choice{first: 0, last: len(lines) - 1}, true
	}
	// Nine labelled rows, "Row 1: 5 3 0 …" or "A 5 3 . | . 7 . | …", one
	// after another but for lines without cells (rules, blank lines), and
	// perhaps under a line of column numbers 1 to 9.
	var run []int
	for i := 0; i <= len(lines); i++ {
		if i < len(lines) && lines[i].tail9 {
			run = append(run, i)
			continue
		}
		if i < len(lines) && (lines[i].cells == 0 || lines[i].rule) {
			continue
		}
		if len(run) == 10 && isColumnNumbers(lines[run[0]].text) {
			run = run[1:]
		}
		if len(run) == 9 {
			return choice{first: run[0], last: run[8], tails: true}, true
		}
		run = run[:0]
	}
	return choice{}, false
}

// isColumnNumbers reports whether a line holds the digits 1 to 9 in
// order and nothing else but separators.
func isColumnNumbers(s string) bool {
	want := '1'
	for _, r := range s {
		r = normalize(r)
		switch {
		case r == want && want <= '9':
			want++
		case !isSeparator(r):
			return false
		}
	}
	return want == '9'+1
}

// parseFailure explains why no puzzle was found: the first character not
// understood outside chatter, or else the cell count of the part of the
// text that came closest to a puzzle.
func parseFailure(lines []line) error {
	for _, l := range lines {
		if !l.chatter && l.bad > 0 {
			return &SyntaxError{Line: l.num, Col: l.badCol, Char: l.badChar}
		}
	}
	best := &CellCountError{Want: 81}
	consider := func(first, last int, n int) {
		if n == 0 {
			return
		}
		dn, db := abs(n-81), abs(best.Found-81)
		if best.Found != 0 && (dn > db || dn == db && n <= best.Found) {
			return
		}
		best.Found = n
		best.Lines = best.Lines[:0]
		for _, l := range lines[first : last+1] {
			if l.cells > 0 && (!l.chatter || first == last) && !l.rule {
				best.Lines = append(best.Lines, LineCount{Line: l.num, Cells: l.cells})
			}
		}
	}
	for _, b := range blocks(lines) {
		consider(b[0], b[1], count(lines, b[0], b[1], false))
	}
	for i, l := range lines {
		// A sentence has a few cells: "solve 3 puzzles?". A line of chatter
		// counts as an attempt at a puzzle only with as many cells as the
		// fewest givens a proper puzzle has.
		if l.chatter && l.cells >= 17 {
			consider(i, i, l.cells)
		}
	}
	if best.Found == 0 {
		best.Lines = nil
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

type tokenKind uint8

const (
	tokCell  tokenKind = iota // a digit or a blank
	tokDash                   // '-' or '_': a blank, or part of a rule line
	tokBad                    // a character not understood
	tokWord                   // a word: chatter
	tokBreak                  // a colon, which ends a label: "Row 1:", "Puzzle #3:"
)

type token struct {
	kind     tokenKind
	digit    uint8 // for tokCell: 0 for a blank
	col      int   // column of the character, from 1
	char     rune  // the character as written
	adjacent bool  // directly after the previous token, with no separator between
}

// scanLine splits one line into tokens and calls emit for each, in order.
// Separators produce no token. A run of letters, digits and underscores is
// a word (chatter) when it has two letters or more, or one letter and no
// digit; x and X do not count as letters, since they mark blanks.
func scanLine(s string, emit func(token)) {
	col := 0                 // column of the current character, from 1
	lastTok := -1            // column of the last character that produced a token
	runEnd, word := 0, false // the current run of letters and digits
	for i, raw := range s {
		col++
		r := normalize(raw)
		if isRunRune(r) && i >= runEnd {
			var n int
			n, word = runLength(s[i:])
			runEnd = i + n
			if word {
				emit(token{kind: tokWord, col: col, char: raw})
			}
		}
		if i < runEnd && word {
			continue
		}
		t := token{col: col, char: raw, adjacent: lastTok == col-1}
		switch {
		case r >= '0' && r <= '9':
			t.kind, t.digit = tokCell, uint8(r-'0')
		case r == '.' || r == '*' || r == '?' || r == 'x' || r == 'X':
			t.kind = tokCell
		case r == '-' || r == '_':
			t.kind = tokDash
		case r == ':':
			emit(token{kind: tokBreak, col: col, char: raw})
			continue
		case isSeparator(r):
			continue
		default:
			t.kind = tokBad
		}
		emit(t)
		lastTok = col
	}
}

// runLength returns the length in bytes of the run of letters, digits and
// underscores that s starts with, and whether the run is a word rather
// than cells.
func runLength(s string) (n int, word bool) {
	letters, digits := 0, 0
	n = len(s)
	for j, q := range s {
		q = normalize(q)
		if !isRunRune(q) {
			n = j
			break
		}
		switch {
		case q >= '0' && q <= '9':
			digits++
		case q != 'x' && q != 'X' && q != '_':
			letters++
		}
	}
	return n, letters >= 2 || letters == 1 && digits == 0
}

// isRunRune reports whether r belongs in a run of letters and digits.
func isRunRune(r rune) bool {
	return r >= '0' && r <= '9' || r == '_' || unicode.IsLetter(r)
}

func isSeparator(r rune) bool {
	switch r {
	case ' ', '\t', '\r', '\v', '\f', ',', ';', ':', '|', '+', '=', '[', ']', '(', ')', '{', '}',
		'<', '>', '\'', '"', '`', '/', '\\', '!', '#',
		'\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00a0':
		return true
	}
	// Box-drawing and block characters draw boards.
	return r >= 0x2500 && r <= 0x259f || unicode.IsSpace(r)
}

// normalize maps full-width forms and the punctuation of Chinese and
// Japanese keyboards to their ASCII counterparts.
func normalize(r rune) rune {
	switch {
	case r < 0x80:
		return r
	case r >= 0xff01 && r <= 0xff5e: // full-width ASCII: ０-９ ，．｜ and the rest
		r -= 0xff01 - '!'
		return r
	}
	switch r {
	case '。', '｡', '·', '・', '•', '∙', '○', '◯', '□':
		return '.'
	case '、', '，':
		return ','
	case '—', '–', '－', '―', '‐', '‑':
		return '-'
	case '×':
		return 'x'
	case '“', '”', '‘', '’', '「', '」', '『', '』', '【', '】', '《', '》', '〈', '〉', '〔', '〕':
		return '"'
	case '\u3000':
		return ' '
	}
	return r
}
