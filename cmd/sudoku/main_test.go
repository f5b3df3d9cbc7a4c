package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sudokubot/solver"
)

func runCmd(t *testing.T, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), status
}

func TestSolve(t *testing.T) {
	const (
		inkala   = "800000000003600000070090200050007000000045700000100030001000068008500010090000400"
		solution = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
	)
	tests := []struct {
		name, in, want string
	}{
		{"unique", inkala + "\n", "unique " + solution + "\n"},
		{"several lines", inkala + "\n\n" + "55" + inkala[2:] + "\n" + inkala[:80] + "\n",
			"unique " + solution + "\n" +
				"invalid: 5 appears 2 times in row 1 (r1c1, r1c2) and 2 more conflicts\n" +
				"invalid: found 80 cells, need 81\n"},
		{"no solution", "12345678." + strings.Repeat(".", 71) + "9\n", "none\n"},
		{"a board", "8 . . | . . . | . . .\n. . 3 | 6 . . | . . .\n. 7 . | . 9 . | 2 . .\n------+-------+------\n. 5 . | . . 7 | . . .\n. . . | . 4 5 | 7 . .\n. . . | 1 . . | . 3 .\n------+-------+------\n. . 1 | . . . | . 6 8\n. . 8 | 5 . . | . 1 .\n. 9 . | . . . | 4 . .\n",
			"unique " + solution + "\n"},
		{"a bad board", "hello\n1 2 3\n", "invalid: found 3 cells, need 81\n"},
		{"nothing", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, status := runCmd(t, tt.in, "solve")
			if out != tt.want || status != 0 {
				t.Errorf("sudoku solve < %q = %q (status %d, stderr %q), want %q (status 0)", tt.in, out, status, errOut, tt.want)
			}
		})
	}
}

func TestSolveMultiple(t *testing.T) {
	out, _, _ := runCmd(t, strings.Repeat(".", 81)+"\n", "solve")
	digits, ok := strings.CutPrefix(strings.TrimSuffix(out, "\n"), "multiple ")
	g, err := solver.Parse(digits)
	if !ok || err != nil || !g.Full() {
		t.Errorf("sudoku solve < empty grid = %q, want \"multiple\" and a full valid grid (%v)", out, err)
	}
}

func TestSolveLimit(t *testing.T) {
	out, _, status := runCmd(t, "800000000003600000070090200050007000000045700000100030001000068008500010090000400\n", "solve", "-limit", "1")
	if out != "limit\n" || status != 0 {
		t.Errorf("sudoku solve -limit 1 = %q (status %d), want \"limit\\n\" (status 0)", out, status)
	}
}

func TestUsage(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		stderr string
	}{
		{nil, 2, "Usage: sudoku COMMAND"},
		{[]string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{[]string{"solve", "-nope"}, 2, "Usage: sudoku solve"},
		{[]string{"solve", "extra"}, 2, "unexpected argument"},
		{[]string{"bench"}, 2, "name at least one puzzle file"},
	}
	for _, tt := range tests {
		_, errOut, status := runCmd(t, "", tt.args...)
		if status != tt.status || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("sudoku %q: status %d, stderr %q; want status %d and %q", tt.args, status, errOut, tt.status, tt.stderr)
		}
	}
	// Help asked for is the output: on standard output, status 0.
	for _, arg := range []string{"help", "-h", "--help"} {
		out, errOut, status := runCmd(t, "", arg)
		if status != 0 || !strings.Contains(out, "Usage: sudoku COMMAND") || !strings.Contains(out, "solve") || errOut != "" {
			t.Errorf("sudoku %s: status %d, stdout %q, stderr %q; want status 0 and the usage on stdout only", arg, status, out, errOut)
		}
	}
}

func TestBench(t *testing.T) {
	file := filepath.Join(t.TempDir(), "puzzles.txt")
	content := "800000000003600000070090200050007000000045700000100030001000068008500010090000400\n" +
		strings.Repeat(".", 81) + "\n" + "not a puzzle\n"
	if err := os.WriteFile(file, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, status := runCmd(t, "", "bench", "-secs", "0", file)
	if status != 0 {
		t.Fatalf("sudoku bench: status %d, stderr %q", status, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("sudoku bench printed %q, want a header and one line", out)
	}
	fields := strings.Fields(lines[1])
	// file puzzles µs guesses max none unique multiple limit invalid
	if len(fields) != 10 || fields[0] != "puzzles.txt" || fields[1] != "2" || fields[5] != "0" || fields[6] != "1" || fields[7] != "1" || fields[8] != "0" || fields[9] != "1" {
		t.Errorf("sudoku bench line = %q, want 2 puzzles: 1 unique, 1 multiple, 1 invalid line", lines[1])
	}
	// A file that cannot be read: its error, and no table without rows.
	if out, errOut, status := runCmd(t, "", "bench", filepath.Join(t.TempDir(), "missing.txt")); status != 1 || out != "" || !strings.Contains(errOut, "missing.txt") {
		t.Errorf("sudoku bench on a missing file: status %d, stdout %q, stderr %q; want 1, nothing, the error", status, out, errOut)
	}
}

// TestCommandHelp: "sudoku COMMAND -h" is help asked for, like "sudoku
// help": on standard output, status 0, for every command; a flag the
// command lacks is an error: its name and the help on standard error,
// status 2.
func TestCommandHelp(t *testing.T) {
	for _, c := range commands() {
		for _, arg := range []string{"-h", "-help", "--help"} {
			out, errOut, status := runCmd(t, "", c.name, arg)
			if status != 0 || !strings.HasPrefix(out, "Usage: sudoku "+c.name) || errOut != "" {
				t.Errorf("sudoku %s %s: status %d, stdout %.40q…, stderr %.40q…; want 0, the help on stdout only", c.name, arg, status, out, errOut)
			}
		}
		out, errOut, status := runCmd(t, "", c.name, "-nope")
		if status != 2 || out != "" || !strings.Contains(errOut, "-nope") || !strings.Contains(errOut, "Usage: sudoku "+c.name) {
			t.Errorf("sudoku %s -nope: status %d, stdout %.40q…, stderr %.80q…; want 2, the error and the help on stderr", c.name, status, out, errOut)
		}
	}
}

// TestStdinAsFile: "-" names standard input in every command that reads
// files.
func TestStdinAsFile(t *testing.T) {
	const puzzles = "800000000003600000070090200050007000000045700000100030001000068008500010090000400\n" +
		"530070000600195000098000060800060003400803001700020006060000280000419005000080079\n"
	out, errOut, status := runCmd(t, puzzles, "rate", "-q", "-")
	if status != 0 || !strings.HasPrefix(out, "standard input: 2 puzzles") {
		t.Errorf("sudoku rate - < 2 puzzles: status %d, %q (stderr %q)", status, out, errOut)
	}
	out, errOut, status = runCmd(t, puzzles, "bench", "-secs", "0", "-")
	if fields := strings.Fields(out); status != 0 || !strings.Contains(out, "standard input") || len(fields) < 3 || fields[len(fields)-9] != "2" {
		t.Errorf("sudoku bench - < 2 puzzles: status %d, %q (stderr %q)", status, out, errOut)
	}
	shot, err := os.ReadFile("../../solver/photo/testdata/screen003-borderless.jpg")
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, status = runCmd(t, string(shot), "read", "-")
	if status != 0 || out != ".5.69378.......5.1....2..3..81.5..9.59..4.26.246..71....98...15......84..2841..7.\n" {
		t.Errorf("sudoku read - < a screenshot: status %d, %q (stderr %q)", status, out, errOut)
	}
}

// TestRateTimes: a file's summary gives the 99th percentile of the times
// only from 100 puzzles on; with fewer it would be the maximum, or next to
// it, under another name.
func TestRateTimes(t *testing.T) {
	for _, tt := range []struct {
		times []float64
		want  string
	}{
		{nil, ""},
		{[]float64{2}, "; ms 2.0"},
		{[]float64{1, 2}, "; ms median 1.5, max 2.0"},
		{seq(99), "; ms median 50.0, max 99.0"},
		{seq(100), "; ms median 50.5, p99 99.0, max 100.0"},
	} {
		if got := msSummary(tt.times); got != tt.want {
			t.Errorf("msSummary(%d times) = %q, want %q", len(tt.times), got, tt.want)
		}
	}
	const puzzles = "800000000003600000070090200050007000000045700000100030001000068008500010090000400\n" +
		"530070000600195000098000060800060003400803001700020006060000280000419005000080079\n"
	file := filepath.Join(t.TempDir(), "two.txt")
	if err := os.WriteFile(file, []byte(puzzles), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, status := runCmd(t, "", "rate", "-q", file)
	if status != 0 || strings.Contains(out, "p99") || !strings.Contains(out, "ms median") {
		t.Errorf("sudoku rate over 2 puzzles: status %d, %q (stderr %q); want a median and no p99", status, out, errOut)
	}
}

// seq returns 1, 2, …, n.
func seq(n int) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = float64(i + 1)
	}
	return s
}
