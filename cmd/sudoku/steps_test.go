package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestStepsNestedNet checks, in every language, that the text of a path
// with forcing nets whose links rest on nested contradictions writes each
// of those in full, its links numbered under the link it proves ("17.1.",
// "17.2.", …), and names no picture, no page of one, and leaves nothing
// out.
func TestStepsNestedNet(t *testing.T) {
	// #9 of the forum's hardest 1106.
	const puzzle = ".....5..3..9....4..81.4.......7.......4..2..68...14.3.......2...4...6..79...5..1.\n"
	nested := regexp.MustCompile(`\n {7}(\d+)\.1\. `)
	for _, lang := range []string{"en", "zh", "ru"} {
		out, errOut, status := runCmd(t, puzzle, "steps", "-lang", lang)
		if status != 0 {
			t.Fatalf("sudoku steps -lang %s: status %d, stderr %q", lang, status, errOut)
		}
		found := nested.FindAllStringSubmatch(out, -1)
		if len(found) < 3 {
			t.Errorf("-lang %s: %d nested contradictions written out, want several:\n%s", lang, len(found), out)
		}
		// The nested links of a step's net go on in order under their
		// link: 17.1., 17.2., …
		var last map[string]int
		sub := regexp.MustCompile(`^ {7}(\d+)\.(\d+)\. `)
		for _, line := range strings.Split(out, "\n") {
			if regexp.MustCompile(`^\d+\. `).MatchString(line) {
				last = map[string]int{} // a step of the path
			}
			if m := sub.FindStringSubmatch(line); m != nil {
				k, _ := strconv.Atoi(m[2])
				if k != last[m[1]]+1 {
					t.Errorf("-lang %s: link %s.%d after %s.%d", lang, m[1], k, m[1], last[m[1]])
				}
				last[m[1]] = k
			}
		}
		for _, bad := range []string{"steps later", "…", "...", "picture", "page", "图", "页", "картин", "рисун", "страниц"} {
			if strings.Contains(out, bad) {
				t.Errorf("-lang %s: the text says %q", lang, bad)
			}
		}
	}
}
