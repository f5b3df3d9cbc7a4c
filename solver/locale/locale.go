// Package locale names the languages the bot speaks and the rules that
// differ between them: which language a person's settings ask for, plural
// forms, capital letters, and what the pure core reads of each (a
// [Reading]: the words for a row and the marks of typed moves, short
// names of techniques). It writes no texts; the catalogs and the
// explainers do.
package locale

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"
)

// A Lang is a language the bot speaks. The zero value is English.
type Lang uint8

// The languages, in the order they were added.
const (
	English Lang = iota
	Chinese      // Simplified Chinese
	Russian
	numLangs
)

// All returns every language, English first.
func All() []Lang { return []Lang{English, Chinese, Russian} }

var (
	codes = [numLangs]string{"en", "zh", "ru"}
	names = [numLangs]string{"English", "简体中文", "Русский"}
	tags  = [numLangs]language.Tag{language.English, language.SimplifiedChinese, language.Russian}
)

// Code returns the language's two-letter code: "en", "zh" or "ru", as
// Telegram's setMyCommands takes it.
func (l Lang) Code() string {
	if l >= numLangs {
		return codes[English]
	}
	return codes[l]
}

// String returns the language's name in itself: "English", "简体中文",
// "Русский".
func (l Lang) String() string {
	if l >= numLangs {
		return names[English]
	}
	return names[l]
}

// Tag returns the language's BCP 47 tag.
func (l Lang) Tag() language.Tag {
	if l >= numLangs {
		return tags[English]
	}
	return tags[l]
}

// matcher picks among the tags; the first, English, is the fallback.
var matcher = language.NewMatcher(tags[:])

// Match returns the language that best serves a person whose settings say
// code: a Telegram language_code ("ru", "zh-hans", "pt-br"), a BCP 47 tag,
// or a POSIX locale such as a LANG variable ("ru_RU.UTF-8"). Anything it
// cannot read, or a language it has no close match for, gives English.
// Traditional Chinese is served Simplified Chinese, and Ukrainian or
// Belarusian Russian, as the matcher's data says readers of them accept.
func Match(code string) Lang {
	code = strings.TrimSpace(code)
	if i := strings.IndexAny(code, ".@"); i >= 0 { // "ru_RU.UTF-8", "sr_RS@latin"
		code = code[:i]
	}
	code = strings.ReplaceAll(code, "_", "-")
	if code == "" || code == "C" || code == "POSIX" {
		return English
	}
	tag, err := language.Parse(code)
	if err != nil {
		return English
	}
	_, i, conf := matcher.Match(tag)
	if conf == language.No {
		return English
	}
	return Lang(i)
}

// Parse returns the language with the given code ("en", "zh", "ru"; case
// is ignored), for a command-line flag. Unlike Match it refuses anything
// else, naming what works.
func Parse(code string) (Lang, error) {
	for _, l := range All() {
		if strings.EqualFold(code, l.Code()) {
			return l, nil
		}
	}
	return English, fmt.Errorf("unknown language %q: use %s", code, strings.Join(codes[:], ", "))
}

// A Plural is a plural category of the Unicode CLDR: the form a noun takes
// after a number.
type Plural uint8

// The plural categories the bot's languages use.
const (
	Other Plural = iota // English "2 cells", Russian "1,5 клетки"; all of Chinese
	One                 // English "1 cell", Russian "21 клетка"
	Few                 // Russian "2 клетки", "23 клетки"
	Many                // Russian "5 клеток", "11 клеток"
)

// Plural returns the category of the whole number n in the language, by
// the CLDR's rules: English one for 1, other otherwise; Russian one for
// numbers ending in 1 but not 11, few for 2–4 but not 12–14, many for the
// rest; Chinese has no plural forms.
func (l Lang) Plural(n int) Plural {
	if n < 0 {
		n = -n
	}
	switch l {
	case Chinese:
		return Other
	case Russian:
		switch i10, i100 := n%10, n%100; {
		case i10 == 1 && i100 != 11:
			return One
		case i10 >= 2 && i10 <= 4 && (i100 < 12 || i100 > 14):
			return Few
		default:
			return Many
		}
	default:
		if n == 1 {
			return One
		}
		return Other
	}
}

// Capitalize returns s with its first letter in upper case, whatever its
// script: "row 3" gives "Row 3" and "строка 3" gives "Строка 3".
func Capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}
