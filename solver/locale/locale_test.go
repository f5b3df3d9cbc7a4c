package locale

import (
	"strings"
	"testing"
)

func TestMatch(t *testing.T) {
	tests := []struct {
		code string
		want Lang
	}{
		{"", English},
		{"en", English},
		{"en-US", English},
		{"zh", Chinese},
		{"zh-hans", Chinese},
		{"zh-CN", Chinese},
		{"zh-TW", Chinese},
		{"zh-hant", Chinese},
		{"ru", Russian},
		{"ru-RU", Russian},
		{"ru_RU.UTF-8", Russian},
		{"zh_CN.UTF-8", Chinese},
		{"en_GB.UTF-8", English},
		{"C", English},
		{"C.UTF-8", English},
		{"POSIX", English},
		{"de", English},
		{"pt-br", English},
		{"ja", English},
		{"not a tag", English},
		{"x", English},
	}
	for _, tt := range tests {
		if got := Match(tt.code); got != tt.want {
			t.Errorf("Match(%q) = %v, want %v", tt.code, got, tt.want)
		}
	}
}

func TestParse(t *testing.T) {
	for _, l := range All() {
		got, err := Parse(strings.ToUpper(l.Code()))
		if err != nil || got != l {
			t.Errorf("Parse(%q) = %v, %v; want %v", strings.ToUpper(l.Code()), got, err, l)
		}
	}
	var codes []string
	for _, l := range All() {
		codes = append(codes, l.Code())
	}
	want := strings.Join(codes, ", ")
	for _, bad := range []string{"", "fr", "russian", "zh-hans"} {
		if _, err := Parse(bad); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) error = %v, want one naming %s", bad, err, want)
		}
	}
}

func TestPlural(t *testing.T) {
	tests := []struct {
		lang Lang
		n    int
		want Plural
	}{
		{English, 0, Other}, {English, 1, One}, {English, 2, Other}, {English, 11, Other}, {English, 21, Other},
		{Chinese, 1, Other}, {Chinese, 2, Other},
		{Russian, 0, Many}, {Russian, 1, One}, {Russian, 2, Few}, {Russian, 4, Few}, {Russian, 5, Many},
		{Russian, 11, Many}, {Russian, 12, Many}, {Russian, 14, Many}, {Russian, 21, One}, {Russian, 22, Few},
		{Russian, 25, Many}, {Russian, 101, One}, {Russian, 111, Many}, {Russian, 112, Many}, {Russian, 122, Few},
		{Russian, -3, Few},
	}
	for _, tt := range tests {
		if got := tt.lang.Plural(tt.n); got != tt.want {
			t.Errorf("%v.Plural(%d) = %d, want %d", tt.lang, tt.n, got, tt.want)
		}
	}
}

func TestCapitalize(t *testing.T) {
	for in, want := range map[string]string{
		"row 3": "Row 3", "строка 3": "Строка 3", "ёж": "Ёж", "第3行": "第3行", "": "", "R": "R", "3 cells": "3 cells",
	} {
		if got := Capitalize(in); got != want {
			t.Errorf("Capitalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCodesAndNames(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range All() {
		if seen[l.Code()] || l.String() == "" || l.Tag().IsRoot() {
			t.Errorf("%d: code %q, name %q, tag %v", l, l.Code(), l.String(), l.Tag())
		}
		seen[l.Code()] = true
		if Match(l.Code()) != l {
			t.Errorf("Match(%q) = %v, want %v", l.Code(), Match(l.Code()), l)
		}
	}
	if Lang(200).Code() != "en" {
		t.Errorf("an unknown Lang should read as English")
	}
}

// TestReading: every language says what separates typed moves and what
// stands between a cell and its digit, and writes its words for a row as
// the move parser reads them, in lower case.
func TestReading(t *testing.T) {
	for _, l := range All() {
		r := l.Reading()
		if r.Separators == "" || r.Equals == "" {
			t.Errorf("%v: Reading has separators %q and equals %q, want both", l, r.Separators, r.Equals)
		}
		if r.TechniqueAliases == nil {
			t.Errorf("%v: Reading has no TechniqueAliases map (an empty one says there are none)", l)
		}
		for _, w := range r.Row {
			if w == "" || w != strings.ToLower(w) {
				t.Errorf("%v: row word %q, want a word in lower case", l, w)
			}
		}
	}
}
