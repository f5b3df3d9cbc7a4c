package main

import (
	"strings"
	"testing"
)

// TestLang checks -lang of hint and steps: each language writes its own
// words, and a language the CLI does not speak is refused with the codes
// that work.
func TestLang(t *testing.T) {
	const easy = "073002000000006037000000420800001000020600900900000870209410000007000000010000068\n"
	for _, tt := range []struct {
		args []string
		want string // in the first line of stdout
	}{
		{[]string{"hint", "-level", "3"}, "can only go in"},
		{[]string{"hint", "-level", "3", "-lang", "zh"}, "只能填在"},
		{[]string{"hint", "-level", "3", "-lang", "ru"}, "можно поставить только в"},
		{[]string{"hint", "-level", "1", "-lang", "RU"}, "есть скрытая одиночка"},
		{[]string{"steps", "-lang", "ru"}, "1. Скрытая одиночка: "},
	} {
		out, errOut, status := runCmd(t, easy, tt.args...)
		first, _, _ := strings.Cut(out, "\n")
		if status != 0 || !strings.Contains(first, tt.want) {
			t.Errorf("sudoku %s: %q (status %d, stderr %q), want a first line with %q", strings.Join(tt.args, " "), first, status, errOut, tt.want)
		}
	}
	for _, cmd := range []string{"hint", "steps"} {
		out, errOut, status := runCmd(t, easy, cmd, "-lang", "fr")
		if status != 2 || out != "" || !strings.Contains(errOut, `unknown language "fr": use en, zh, ru`) {
			t.Errorf("sudoku %s -lang fr: status %d, stdout %q, stderr %q; want status 2 and the languages that work", cmd, status, out, errOut)
		}
	}
}
