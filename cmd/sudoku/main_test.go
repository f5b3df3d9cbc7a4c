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
		{[]string{"solve", "-h"}, 2, "Usage: sudoku solve"},
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
	if _, _, status := runCmd(t, "", "bench", filepath.Join(t.TempDir(), "missing.txt")); status != 1 {
		t.Errorf("sudoku bench on a missing file: status %d, want 1", status)
	}
}
