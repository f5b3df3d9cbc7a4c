package reading

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"sudokubot/bot/catalog"
	"sudokubot/solver/locale"
)

// cellRef finds a cell's name in a reply about whose digits are whose:
// "r3c5", "R3 C5".
var cellRef = regexp.MustCompile(`(?i)r\s*([1-9])\s*c\s*([1-9])`)

// maxWhose bounds the text ParseWhose reads: 81 cells with a word each.
const maxWhose = 4096

// ParseWhose reads a reply saying whose digits of a game read from a
// picture are whose: cells, each followed by a word of any language's
// [catalog.Words.PrintedWords] or [catalog.Words.YoursWords] ("r3c5
// printed", "r1c1 r2c2 mine", "r3c5印的, r4c6 моя"); the word after
// several cells is said of each. A cell may carry its digit before the
// word ("r3c5=7 mine", "r3c5 7 моя"): the digit is written there too. It
// returns whether each cell named is the person's and the digits written,
// and false when the text is anything else (a word of neither, a cell
// without a word, text before the first cell).
func ParseWhose(text string) (whose map[int]bool, digits map[int]int, ok bool) {
	if len(text) > maxWhose {
		return nil, nil, false
	}
	refs := cellRef.FindAllStringSubmatchIndex(text, -1)
	if len(refs) == 0 || strings.TrimFunc(text[:refs[0][0]], isFiller) != "" {
		return nil, nil, false
	}
	whose, digits = map[int]bool{}, map[int]int{}
	var waiting []int // cells named since the last word
	for k, ref := range refs {
		row, col := int(text[ref[2]]-'0'), int(text[ref[4]]-'0')
		cell := 9*(row-1) + col - 1
		waiting = append(waiting, cell)
		end := len(text)
		if k+1 < len(refs) {
			end = refs[k+1][0]
		}
		word := strings.TrimFunc(text[ref[1]:end], isFiller)
		if word != "" && word[0] >= '1' && word[0] <= '9' {
			digits[cell] = int(word[0] - '0')
			word = strings.TrimLeftFunc(word[1:], isFiller)
		}
		if word == "" {
			continue
		}
		yours, ok := whoseWord(word)
		if !ok {
			return nil, nil, false
		}
		for _, c := range waiting {
			whose[c] = yours
		}
		waiting = waiting[:0]
	}
	if len(waiting) > 0 {
		return nil, nil, false
	}
	return whose, digits, true
}

// isFiller reports whether r may stand around a cell or its word: spaces
// and punctuation ("r3c5: printed", "r3c5 — «моя»", "r3c5印的。").
func isFiller(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
}

// whoseWord reads a word of any language saying whose a digit is: the
// person's (yours) or printed.
func whoseWord(word string) (yours, ok bool) {
	for _, l := range locale.All() {
		w := catalog.For(l)
		fold := folder(w.Spelling().Folds)
		word := fold(strings.Join(strings.Fields(strings.ToLower(word)), " "))
		is := func(ws []string) bool {
			return slices.ContainsFunc(ws, func(s string) bool { return fold(s) == word })
		}
		switch {
		case is(w.YoursWords()):
			return true, true
		case is(w.PrintedWords()):
			return false, true
		}
	}
	return false, false
}

// folder returns a function folding each pair's first letter into its
// second, as a language's Spelling.Folds say people type them ("ёе").
func folder(folds []string) func(string) string {
	var pairs []string
	for _, f := range folds {
		if rs := []rune(f); len(rs) == 2 {
			pairs = append(pairs, string(rs[0]), string(rs[1]))
		}
	}
	if len(pairs) == 0 {
		return func(s string) string { return s }
	}
	return strings.NewReplacer(pairs...).Replace
}
