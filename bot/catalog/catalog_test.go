package catalog

import (
	"errors"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"

	"sudokubot/solver/locale"
)

// TestEveryMessageInEveryLanguage calls every method of Catalog in every
// language with sample arguments (numbers chosen to reach every plural
// form) and checks that each text is written in its own language: Chinese
// texts hold Chinese and Russian texts Russian, and neither holds a word of
// English or of the other; English texts hold neither script. A text that
// fell back to English, or was left untranslated, fails here.
func TestEveryMessageInEveryLanguage(t *testing.T) {
	typ := reflect.TypeFor[Catalog]()
	if typ.NumMethod() < 1 {
		t.Fatalf("Catalog has %d methods", typ.NumMethod())
	}
	for i := range typ.NumMethod() {
		m := typ.Method(i)
		// Words are read, not shown: people type "ok" in every language
		// (TestEveryLanguageReads checks them).
		if _, read := reflect.TypeFor[Words]().MethodByName(m.Name); m.Name == "Lang" || read {
			continue
		}
		for _, n := range []int{1, 3, 5, 21, 0} {
			texts := map[locale.Lang]string{}
			for _, l := range locale.All() {
				c := For(l)
				if c.Lang() != l {
					t.Fatalf("For(%v).Lang() = %v", l, c.Lang())
				}
				texts[l] = render(reflect.ValueOf(c).MethodByName(m.Name).Call(sampleArgs(m.Type, n)))
			}
			for l, text := range texts {
				if msg := wrongLanguage(l, text); msg != "" {
					t.Errorf("%s (sample %d) in %v: %s:\n%s", m.Name, n, l, msg, text)
				}
			}
			if texts[locale.English] != "" && texts[locale.Russian] == texts[locale.English] && hasLetters(texts[locale.English]) {
				t.Errorf("%s (sample %d): Russian is the same as English: %q", m.Name, n, texts[locale.English])
			}
		}
	}
}

// sampleArgs makes arguments for a method of type mt (without receiver),
// from the number n.
func sampleArgs(mt reflect.Type, n int) []reflect.Value {
	args := make([]reflect.Value, mt.NumIn())
	for i := range args {
		args[i] = sample(mt.In(i), n)
	}
	return args
}

func sample(t reflect.Type, n int) reflect.Value {
	switch {
	case t == reflect.TypeFor[time.Duration]():
		return reflect.ValueOf(time.Duration(n)*time.Minute + 7*time.Second)
	case t == reflect.TypeFor[error]():
		return reflect.ValueOf(errors.New("e")).Convert(t)
	case t == reflect.TypeFor[locale.Lang]():
		return reflect.ValueOf(locale.Lang(n % 3))
	}
	v := reflect.New(t).Elem()
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(n))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(n))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(n) + 0.5)
	case reflect.Bool:
		v.SetBool(n%2 == 1)
	case reflect.String:
		v.SetString("r3c5")
	case reflect.Slice:
		k := n%3 + 1
		v = reflect.MakeSlice(t, k, k)
		for j := range k {
			v.Index(j).Set(sample(t.Elem(), n+j))
		}
	case reflect.Pointer:
		v = reflect.New(t.Elem())
		v.Elem().Set(sample(t.Elem(), n))
	case reflect.Struct:
		for j := range t.NumField() {
			if t.Field(j).IsExported() {
				v.Field(j).Set(sample(t.Field(j).Type, n+j))
			}
		}
	case reflect.Map:
		v = reflect.MakeMap(t)
		v.SetMapIndex(sample(t.Key(), n), sample(t.Elem(), n))
	}
	return v
}

// render joins the strings a method returned.
func render(out []reflect.Value) string {
	var parts []string
	for _, v := range out {
		switch {
		case v.Kind() == reflect.String:
			parts = append(parts, v.String())
		case v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.String:
			for i := range v.Len() {
				parts = append(parts, v.Index(i).String())
			}
		case v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Struct:
			for i := range v.Len() {
				parts = append(parts, render(fields(v.Index(i))))
			}
		case v.Kind() == reflect.Struct:
			parts = append(parts, render(fields(v)))
		}
	}
	return strings.Join(parts, "\n")
}

func fields(v reflect.Value) []reflect.Value {
	var fs []reflect.Value
	for i := range v.NumField() {
		if v.Type().Field(i).IsExported() {
			fs = append(fs, v.Field(i))
		}
	}
	return fs
}

// notWords are the Latin-letter tokens any language may hold: HTML tags and
// entities, commands, links, cell names (r3c5, r3, c5), the sample
// strings, moves (r3c5=7), and names that are the same in every language:
// Telegram's "Bot API", picture formats, the formats /help names (Python,
// JSON), and the keys as their caps print
// them (Backspace, Shift, Ctrl) on Chinese and Russian keyboards too;
// units (MB, UTC) and the letters of technique names (XY, XYZ, ALS, BUG,
// SK, MSLS, AIC, JExocet, Sue de Coq), written alike in every language.
// (A variable set as a person types it, DATA_DIR=folder, is no English word;
// nor is the argument of /remind off.)
var notWords = regexp.MustCompile(`/remind off\b|<[^>]*>|\b[A-Z][A-Z0-9_]+=[\w./-]+|&\w+;|/[a-z_]+|https?://\S+|\b[rc]\d+(c\d+)?\b|\b(Telegram|Bot API|Sudoku Explainer|HoDoKu|SudokuWiki|SER|PNG|JPEG|WebP|CMYK|RGB|UTF-8|Mini App|OK|LANG|Backspace|Shift|Ctrl|Python|JSON|MB|UTC|ALS|BUG|XYZ|XY|SK|MSLS|AIC|JExocet|Sue de Coq)\b`)

var latinWord = regexp.MustCompile(`[A-Za-z]{2,}`)

// wrongLanguage says what is wrong with text as a text in language l, or "".
func wrongLanguage(l locale.Lang, text string) string {
	stripped := notWords.ReplaceAllString(text, " ")
	has := func(tab *unicode.RangeTable) bool {
		return strings.IndexFunc(stripped, func(r rune) bool { return unicode.Is(tab, r) }) >= 0
	}
	switch l {
	case locale.English:
		if has(unicode.Cyrillic) || has(unicode.Han) {
			return "an English text holds Cyrillic or Chinese"
		}
	case locale.Chinese:
		if has(unicode.Cyrillic) {
			return "a Chinese text holds Cyrillic"
		}
		if w := latinWord.FindString(stripped); w != "" {
			return "a Chinese text holds the English word " + w
		}
		if hasLetters(stripped) && !has(unicode.Han) {
			return "a Chinese text holds no Chinese"
		}
	case locale.Russian:
		if has(unicode.Han) {
			return "a Russian text holds Chinese"
		}
		if w := latinWord.FindString(stripped); w != "" {
			return "a Russian text holds the English word " + w
		}
		if hasLetters(stripped) && !has(unicode.Cyrillic) {
			return "a Russian text holds no Russian"
		}
	}
	return ""
}

func hasLetters(s string) bool {
	return strings.IndexFunc(notWords.ReplaceAllString(s, " "), unicode.IsLetter) >= 0
}

func TestHelpers(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{countEn(1, "cell", "cells"), "1 cell"},
		{countEn(0, "cell", "cells"), "0 cells"},
		{countEn(21, "cell", "cells"), "21 cells"},
		{countRu(1, "клетка", "клетки", "клеток"), "1 клетка"},
		{countRu(3, "клетка", "клетки", "клеток"), "3 клетки"},
		{countRu(11, "клетка", "клетки", "клеток"), "11 клеток"},
		{countRu(22, "клетка", "клетки", "клеток"), "22 клетки"},
		{listRu([]string{"a", "b", "c"}), "a, b и c"},
		{listRu([]string{"a", "b"}), "a и b"},
		{listRu([]string{"a"}), "a"},
		{listRu(nil), ""},
	} {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}
