package main

import (
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
)

func TestGenerate(t *testing.T) {
	tests := []struct {
		args  []string
		level string
		sym   generate.Symmetry
	}{
		{[]string{"-n", "3", "-seed", "1"}, "", generate.Rotate180},
		{[]string{"-level", "medium", "-n", "2", "-seed", "2"}, "medium", generate.Rotate180},
		{[]string{"-level", "困难", "-symmetry", "mirror", "-seed", "3"}, "hard", generate.Mirror},
		{[]string{"-technique", "skyscraper", "-symmetry", "none", "-seed", "4"}, "expert", generate.None},
	}
	for _, tt := range tests {
		args := append([]string{"generate"}, tt.args...)
		out, errOut, status := runCmd(t, "", args...)
		if status != 0 {
			t.Errorf("sudoku %v: status %d, stderr %q", args, status, errOut)
			continue
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		n := 1
		if tt.args[0] == "-n" || tt.args[2] == "-n" {
			n = int(tt.args[slicesIndex(tt.args, "-n")+1][0] - '0')
		}
		if len(lines) != n {
			t.Errorf("sudoku %v printed %d lines, want %d:\n%s", args, len(lines), n, out)
		}
		for _, line := range lines {
			f := strings.Split(line, "\t")
			if len(f) != 3 || len(f[0]) != 81 || tt.level != "" && f[2] != tt.level {
				t.Errorf("sudoku %v: line %q, want puzzle<TAB>score<TAB>%s", args, line, tt.level)
				continue
			}
			g, err := solver.Parse(f[0])
			if err != nil || solver.Solve(g, solver.Options{}).Verdict() != solver.Unique || !tt.sym.Symmetric(g) {
				t.Errorf("sudoku %v: %s is not a unique %v puzzle (%v)", args, f[0], tt.sym, err)
			}
		}
		if again, _, _ := runCmd(t, "", args...); again != out {
			t.Errorf("sudoku %v twice: %q, then %q", args, out, again)
		}
	}
}

func slicesIndex(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

func TestGenerateBadFlags(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-level", "impossible"}, "easy, medium, hard, expert, extreme"},
		{[]string{"-technique", "teleport"}, "x-wing"},
		{[]string{"-symmetry", "spiral"}, "none, diagonal, mirror"},
		{[]string{"-n", "0"}, "at least 1"},
		{[]string{"-level", "easy", "-technique", "x-wing"}, "one or the other"},
		{[]string{"-seed", "-1"}, "0 or more"},
	}
	for _, tt := range tests {
		args := append([]string{"generate"}, tt.args...)
		out, errOut, status := runCmd(t, "", args...)
		if status != 2 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("sudoku %v: status %d, stdout %q, stderr %q; want status 2 and %q", args, status, out, errOut, tt.want)
		}
	}
}

func TestCount(t *testing.T) {
	const inkala = "800000000003600000070090200050007000000045700000100030001000068008500010090000400"
	// A minimal puzzle less one given: three solutions.
	const three = "..2..1....5..3..........4..9...4....63....5.......2.83...3...47.91.67...2.......8"
	tests := []struct {
		name, in string
		args     []string
		want     string
	}{
		{"unique", inkala, nil, "1\n"},
		{"empty", strings.Repeat(".", 81), nil, "at least 10000\n" + strings.Repeat(".", 81) + "\n"},
		{"bound", strings.Repeat(".", 81), []string{"-max", "5"}, "at least 5\n"},
		{"none", "12345678." + strings.Repeat(".", 71) + "9", nil, "0\n"},
	}
	for _, tt := range tests {
		args := append([]string{"count"}, tt.args...)
		out, errOut, status := runCmd(t, tt.in+"\n", args...)
		if status != 0 || !strings.HasPrefix(out, tt.want) {
			t.Errorf("%s: sudoku %v < %s = %q (status %d, stderr %q), want %q first", tt.name, args, tt.in, out, status, errOut, tt.want)
		}
	}
	out, _, _ := runCmd(t, three+"\n", "count")
	const fixed = "..2..1....5..3...9..9...4..928543761637..8524...672983...329147491867...273...698"
	if out != "3\n"+fixed+"\n" {
		t.Errorf("sudoku count < %s = %q, want 3 and the cells that do not vary:\n%s", three, out, fixed)
	}
	for in, want := range map[string]string{"hello\n": "need 81", "11" + strings.Repeat(".", 79): "1 appears 2 times in row 1"} {
		if _, errOut, status := runCmd(t, in, "count"); status != 1 || !strings.Contains(errOut, want) {
			t.Errorf("sudoku count < %q: status %d, stderr %q; want 1 and %q", in, status, errOut, want)
		}
	}
}

// TestGenerateHelp: the help lists the levels in every language -level
// takes, and says once what -seed defaults to.
func TestGenerateHelp(t *testing.T) {
	out, _, status := runCmd(t, "", "generate", "-h")
	if status != 0 {
		t.Fatalf("sudoku generate -h: status %d", status)
	}
	for _, lang := range locale.All() {
		for _, l := range generate.Levels() {
			name := strings.ToLower(explain.For(lang).Level(l))
			if _, err := generate.ParseLevel(name); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out, name) {
				t.Errorf("sudoku generate -h does not list the level %q (%v), which -level takes:\n%s", name, lang, out)
			}
		}
	}
	if strings.Contains(out, "(default -1)") || strings.Count(out, "default: from the clock") != 1 {
		t.Errorf("sudoku generate -h: -seed's default said twice, or not at all:\n%s", out)
	}
}
