package main

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// TestRender checks that sudoku render writes the picture the render
// package draws for its input, and what it says and returns.
func TestRender(t *testing.T) {
	const (
		inkala   = "800000000003600000070090200050007000000045700000100030001000068008500010090000400"
		solution = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
	)
	parse := func(s string) solver.Grid {
		g, _ := solver.Parse(s)
		return g
	}
	conflicting := "55" + inkala[2:]
	empty := strings.Repeat(".", 81)
	tests := []struct {
		name   string
		in     string
		args   []string
		want   render.Picture // nil: no picture
		status int
		stderr string
	}{
		{"solved", inkala, nil, render.Solution{Puzzle: parse(inkala), Solution: parse(solution)}, 0, ""},
		{"candidates", inkala, []string{"-candidates"}, render.Candidates{Board: logic.NewBoard(parse(inkala), solver.Grid{})}, 0, ""},
		{"several solutions", empty, nil, render.Puzzle{Grid: parse(empty)}, 0, "more than one solution; drawing it unsolved"},
		{"no solution", "12345678." + strings.Repeat(".", 71) + "9", nil, render.Puzzle{Grid: parse("12345678." + strings.Repeat(".", 71) + "9")}, 0, "has no solution"},
		{"conflict", conflicting, nil, conflicts(t, conflicting), 1, "5 appears 2 times in row 1"},
		{"conflict with -candidates", conflicting, []string{"-candidates"}, conflicts(t, conflicting), 1, "5 appears 2 times"},
		{"not a puzzle", "hello\n1 2 3\n", nil, nil, 1, "found 3 cells, need 81"},
		{"nothing", "", nil, nil, 1, "found 0 cells"},
	}
	r, err := render.New(render.Options{Size: render.MinSize})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"render", "-size", "240"}, tt.args...)
			out, errOut, status := runCmd(t, tt.in, args...)
			if status != tt.status || !strings.Contains(errOut, tt.stderr) || (tt.stderr == "" && errOut != "") {
				t.Errorf("sudoku %q < %q: status %d, stderr %q; want status %d and stderr %q", args, tt.in, status, errOut, tt.status, tt.stderr)
			}
			if tt.want == nil {
				if out != "" {
					t.Errorf("sudoku %q < %q wrote %d bytes, want none", args, tt.in, len(out))
				}
				return
			}
			want, err := r.Image(tt.want)
			if err != nil {
				t.Fatal(err)
			}
			checkPNG(t, []byte(out), want)
		})
	}
}

func conflicts(t *testing.T, text string) render.Conflicts {
	g, err := solver.Parse(text)
	var ce *solver.ConflictError
	if !errors.As(err, &ce) {
		t.Fatalf("solver.Parse(%q) = %v, want a *solver.ConflictError", text, err)
	}
	return render.Conflicts{Puzzle: g, Conflicts: ce.Conflicts}
}

// checkPNG checks that data is a PNG with the pixels of want.
func checkPNG(t *testing.T, data []byte, want image.Image) {
	t.Helper()
	got, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the output is not a PNG: %v", err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("the picture is %v, want %v", got.Bounds(), want.Bounds())
	}
	b := want.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if g, w := got.At(x, y), want.At(x, y); !sameColor(g, w) {
				t.Fatalf("the picture differs from the one expected, first at (%d, %d): %v, want %v", x, y, g, w)
			}
		}
	}
}

func sameColor(a, b color.Color) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	return ar == br && ag == bg && ab == bb && aa == ba
}

func TestRenderFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "solved.png")
	out, errOut, status := runCmd(t, strings.Repeat(".", 81), "render", "-size", "300", "-o", path)
	if status != 0 || out != "" {
		t.Fatalf("sudoku render -o %s: status %d, stdout %d bytes, stderr %q; want status 0 and nothing on stdout", path, status, len(out), errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width != 300 || cfg.Height != 300 {
		t.Errorf("sudoku render -size 300 -o %s wrote a %dx%d picture (%v), want a 300x300 PNG", path, cfg.Width, cfg.Height, err)
	}
	missing := filepath.Join(t.TempDir(), "no", "such", "dir.png")
	if _, errOut, status := runCmd(t, strings.Repeat(".", 81), "render", "-o", missing); status != 1 || !strings.Contains(errOut, "writing the picture") {
		t.Errorf("sudoku render -o %s: status %d, stderr %q; want status 1 and a write error", missing, status, errOut)
	}
}

func TestRenderUsage(t *testing.T) {
	tests := []struct {
		args   []string
		stderr string
	}{
		{[]string{"render", "extra"}, `unexpected argument "extra"`},
		{[]string{"render", "-size", "10"}, "-size 10 is not in 240-4000"},
		{[]string{"render", "-size", "x"}, "invalid value"},
		{[]string{"render", "-hint", "-level", "5"}, "-level 5 is not in 1-4"},
	}
	for _, tt := range tests {
		_, errOut, status := runCmd(t, "", tt.args...)
		if status != 2 || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("sudoku %q: status %d, stderr %q; want status 2 and %q", tt.args, status, errOut, tt.stderr)
		}
	}
	out, _, _ := runCmd(t, "", "help")
	if !strings.Contains(out, "render") {
		t.Errorf("sudoku help = %q, want the render command listed", out)
	}
}

// TestRenderHintLevels checks that each hint level draws a different
// picture and writes that level's text.
func TestRenderHintLevels(t *testing.T) {
	const classic = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
	seen := map[string]int{}
	for level, want := range []string{"", "There is a Hidden Single in box 2.", "Look at where the digit 8 can go in box 2.", "Box 2: 8 can only go in r1c6", "Result: r1c6 = 8."} {
		if level == 0 {
			continue
		}
		out, errOut, status := runCmd(t, classic, "render", "-hint", "-level", strconv.Itoa(level), "-size", "240")
		if status != 0 || !strings.Contains(errOut, want) {
			t.Errorf("level %d: status %d, stderr %q, want %q", level, status, errOut, want)
		}
		if other, ok := seen[out]; ok {
			t.Errorf("levels %d and %d draw the same picture", other, level)
		}
		seen[out] = level
	}
}

// TestRenderZoomAndPages checks -zoom (a step in four boxes drawn with
// them enlarged) and -page (a forcing net a page at a time, the page's
// text on standard error), and that both are refused where they mean
// nothing.
func TestRenderZoomAndPages(t *testing.T) {
	// A grid whose next step, a hidden triple, lies in four boxes.
	const triple = ".4.7...6...39............57.......3.2...8.....19...57.6...4...5.5.1......2...6.84"
	plain, _, status := runCmd(t, triple, "render", "-hint", "-size", "240")
	zoomed, errOut, status2 := runCmd(t, triple, "render", "-hint", "-zoom", "-size", "240")
	if status != 0 || status2 != 0 || plain == zoomed {
		t.Errorf("-zoom: status %d and %d, same picture %v (stderr %q); want a different picture", status, status2, plain == zoomed, errOut)
	}
	// #21 of the forum's hardest 1106, as its path leaves it before its
	// first forcing net, opens with a net of 14 numbered lines, 7 on each
	// of two pages.
	const net = "....6...9..6..35...4..5..7......2......8.......2.1.8....5...3...9..3..1.713.....4"
	seen := map[string]int{}
	for page := 1; page <= 2; page++ {
		out, errOut, status := runCmd(t, net, "render", "-hint", "-page", strconv.Itoa(page), "-size", "240")
		if status != 0 || !strings.Contains(errOut, fmt.Sprintf("page %d of 2:", page)) || !strings.HasPrefix(out, "\x89PNG") {
			t.Errorf("-page %d: status %d, stderr %q", page, status, errOut)
		}
		if page > 1 && !strings.Contains(errOut, fmt.Sprintf("(links %d to", (page-1)*7+1)) {
			t.Errorf("-page %d: stderr %q, want its links", page, errOut)
		}
		if other, ok := seen[out]; ok {
			t.Errorf("pages %d and %d draw the same picture", other, page)
		}
		seen[out] = page
	}
	for _, tt := range []struct {
		in     string
		args   []string
		status int
		want   string
	}{
		{net, []string{"render", "-hint", "-page", "3"}, 1, "the forcing net has 2 pages"},
		{triple, []string{"render", "-hint", "-page", "1"}, 1, "not a forcing net written in pages"},
		{net, []string{"render", "-page", "1"}, 2, "add -hint"},
		{net, []string{"render", "-zoom"}, 2, "add -hint"},
		{net, []string{"render", "-hint", "-page", "1", "-level", "2"}, 2, "not level 2"},
		{net, []string{"render", "-hint", "-page", "-1"}, 2, "-page -1 is not in 1-128"},
	} {
		_, errOut, status := runCmd(t, tt.in, tt.args...)
		if status != tt.status || !strings.Contains(errOut, tt.want) {
			t.Errorf("sudoku %s: status %d, stderr %q; want status %d and %q", strings.Join(tt.args, " "), status, errOut, tt.status, tt.want)
		}
	}
}
