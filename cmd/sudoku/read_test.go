package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/photo"

	xdraw "golang.org/x/image/draw"
)

func TestRead(t *testing.T) {
	const (
		shot = "../../solver/photo/testdata/screen003-borderless.jpg"
		grid = ".5.69378.......5.1....2..3..81.5..9.59..4.26.246..71....98...15......84..2841..7."
	)
	notPic := filepath.Join(t.TempDir(), "notes.png")
	if err := os.WriteFile(notPic, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	// In argument order, a line each; a file that is no picture gets a
	// "none:" line and status 1.
	out, errOut, status := runCmd(t, "", "read", shot, notPic, shot)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if status != 1 || len(lines) != 3 || lines[0] != grid || !strings.HasPrefix(lines[1], "none: ") || lines[2] != grid {
		t.Errorf("sudoku read: status %d, output %q (stderr %q); want the grid, a none: line, the grid, status 1", status, out, errOut)
	}
	if out, _, status = runCmd(t, "", "read", shot); status != 0 || out != grid+"\n" {
		t.Errorf("sudoku read (one picture): status %d, %q", status, out)
	}

	out, _, status = runCmd(t, "", "read", "-json", shot)
	var obj struct {
		Grid       string    `json:"grid"`
		Confidence []float64 `json:"confidence"`
		Verdict    string    `json:"verdict"`
		Sure       bool      `json:"sure"`
	}
	if err := json.Unmarshal([]byte(out), &obj); err != nil || status != 0 {
		t.Fatalf("sudoku read -json: status %d, %q: %v", status, out, err)
	}
	if obj.Grid != grid || len(obj.Confidence) != 81 || obj.Verdict != "unique" || !obj.Sure {
		t.Errorf("sudoku read -json = %+v", obj)
	}

	// -eval over the reader's fixtures (every picture with its .dat); the
	// short run takes two of them (the reader's own tests read them all).
	fixtures := "../../solver/photo/testdata"
	if testing.Short() {
		fixtures = t.TempDir()
		copyFixtures(t, fixtures, "screen003-borderless", "image11")
	}
	n := 0
	for _, ext := range []string{"*.jpg", "*.jpeg", "*.png", "*.webp"} {
		m, err := filepath.Glob(filepath.Join(fixtures, ext))
		if err != nil {
			t.Fatal(err)
		}
		n += len(m)
	}
	if n == 0 {
		t.Fatalf("no pictures in %s", fixtures)
	}
	out, _, status = runCmd(t, "", "read", "-eval", fixtures)
	if status != 0 || !strings.Contains(out, fmt.Sprintf("boards exact: %d/%d (100.0%%)", n, n)) || !strings.Contains(out, "(0 of them wrong)") {
		t.Errorf("sudoku read -eval: status %d, %q", status, out)
	}
}

// TestReadWorkers: -workers reads pictures at once and prints them in
// argument order; a picture too costly to decode is refused from its
// header with what is wrong; a budget under photo.MinBudget is refused.
func TestReadWorkers(t *testing.T) {
	const (
		shot = "../../solver/photo/testdata/screen003-borderless.jpg"
		grid = ".5.69378.......5.1....2..3..81.5..9.59..4.26.246..71....98...15......84..2841..7."
	)
	name := filepath.Join(t.TempDir(), "scan.jpg")
	if err := os.WriteFile(name, costlyJPEG(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, status := runCmd(t, "", "read", "-workers", "3", shot, name, shot, shot)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := "none: " + name + ": picture too large: jpeg picture of 6320×6320 pixels (progressive, CMYK) would take 666 MB to decode, at most 128 MB"
	if status != 1 || len(lines) != 4 || lines[0] != grid || !strings.HasPrefix(lines[1], want) || lines[2] != grid || lines[3] != grid {
		t.Errorf("sudoku read -workers 3: status %d, output %q (stderr %q); want the grid, %q…, the grid twice", status, out, errOut, want)
	}
	if _, errOut, status := runCmd(t, "", "read", "-budget", "100", shot); status != 2 || !strings.Contains(errOut, "want at least MinBudget") {
		t.Errorf("sudoku read -budget 100: status %d, stderr %q; want 2 and the smallest budget", status, errOut)
	}
}

// TestReadLayers: a screenshot of a game in progress is printed as
// givens and entries together; -json tells them apart and gives the
// pencil marks; -eval -layers measures them against the .game file.
func TestReadLayers(t *testing.T) {
	const dir = "../../solver/photo/testdata/game"
	shot := filepath.Join(dir, "light-pencil.jpg")
	text, err := os.ReadFile(filepath.Join(dir, "light-pencil.game"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := photo.ParseGame(string(text))
	if err != nil {
		t.Fatal(err)
	}
	both := want.Givens
	for i, v := range want.Entries {
		if v != 0 {
			both[i] = v
		}
	}
	if out, _, status := runCmd(t, "", "read", shot); status != 0 || out != both.String()+"\n" {
		t.Errorf("sudoku read %s: status %d, %q; want %q, givens and entries together", shot, status, out, both.String())
	}
	out, _, status := runCmd(t, "", "read", "-json", shot)
	var obj struct {
		Grid    string   `json:"grid"`
		Givens  string   `json:"givens"`
		Entries string   `json:"entries"`
		Marks   []string `json:"marks"`
	}
	if err := json.Unmarshal([]byte(out), &obj); err != nil || status != 0 {
		t.Fatalf("sudoku read -json: status %d, %q: %v", status, out, err)
	}
	if obj.Grid != both.String() || obj.Givens != want.Givens.String() || obj.Entries != want.Entries.String() || len(obj.Marks) != 81 {
		t.Errorf("sudoku read -json = %+v; want the grid %s, givens %s, entries %s and 81 marks", obj, both, want.Givens, want.Entries)
	}
	for i, m := range obj.Marks {
		if m != want.Marks[i].String() {
			t.Errorf("sudoku read -json: marks of %s = %q, want %q", solver.CellName(i), m, want.Marks[i])
		}
	}
	out, _, status = runCmd(t, "", "read", "-eval", "-layers", dir)
	for _, line := range []string{
		"givens and entries both exactly right: 4/4 (100.0%)",
		"cells read with marks that have none: 0",
		"with a confidence of 0.99 or more: 0 of",
	} {
		if status != 0 || !strings.Contains(out, line) {
			t.Errorf("sudoku read -eval -layers %s: status %d, %q; want a line with %q", dir, status, out, line)
		}
	}
	// The layers' reliability table counts every cell of the 4 boards once.
	_, table, _ := strings.Cut(out, "reliability of the layers")
	table, _, _ = strings.Cut(table, "\n")
	cells := 0
	for _, m := range regexp.MustCompile(`(\d+)/(\d+) right`).FindAllStringSubmatch(table, -1) {
		n, _ := strconv.Atoi(m[2])
		cells += n
	}
	if cells != 4*81 {
		t.Errorf("sudoku read -eval -layers %s: reliability of the layers %q counts %d cells, want %d", dir, table, cells, 4*81)
	}
	if !strings.Contains(out, "answered without a question with givens and entries wrong: 0\n") {
		t.Errorf("sudoku read -eval -layers %s: %q; want none answered without a question with givens and entries wrong", dir, out)
	}

	// A game the bot answers without a question, labelled with one of its
	// entries printed: its layers are wrong, and the bot did not ask.
	relabelled := t.TempDir()
	data, err := os.ReadFile(filepath.Join(dir, "dark-corners.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	text, err = os.ReadFile(filepath.Join(dir, "dark-corners.game"))
	if err != nil {
		t.Fatal(err)
	}
	game, err := photo.ParseGame(string(text))
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range game.Entries {
		if v != 0 {
			game.Givens[i], game.Entries[i] = v, 0
			break
		}
	}
	marks := strings.Split(strings.TrimSpace(string(text)), "\n")[2]
	label := "givens: " + game.Givens.String() + "\nentries: " + game.Entries.String() + "\n" + marks + "\n"
	if err := os.WriteFile(filepath.Join(relabelled, "game.jpg"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(relabelled, "game.game"), []byte(label), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, status = runCmd(t, "", "read", "-eval", "-layers", relabelled)
	for _, line := range []string{
		"game.jpg: GIVENS AND ENTRIES WRONG, ANSWERED WITHOUT A QUESTION",
		"answered without a question with givens and entries wrong: 1\n",
	} {
		if status != 0 || !strings.Contains(out, line) {
			t.Errorf("sudoku read -eval -layers (an entry labelled printed): status %d, %q; want a line with %q", status, out, line)
		}
	}
}

// TestReadTelegram: -telegram reads a picture as Telegram's apps send it
// (package sent): a screenshot twice as large as its phone's screen reads
// as the screenshot does, from a JPEG at most 1280 pixels long; -eval
// -telegram measures the fixtures so.
func TestReadTelegram(t *testing.T) {
	const (
		shot = "../../solver/photo/testdata/screen003-borderless.jpg"
		grid = ".5.69378.......5.1....2..3..81.5..9.59..4.26.246..71....98...15......84..2841..7."
	)
	data, err := os.ReadFile(shot)
	if err != nil {
		t.Fatal(err)
	}
	small, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b := small.Bounds()
	large := image.NewRGBA(image.Rect(0, 0, 2*b.Dx(), 2*b.Dy()))
	xdraw.NearestNeighbor.Scale(large, large.Rect, small, b, xdraw.Src, nil)
	var buf bytes.Buffer
	if err := png.Encode(&buf, large); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	big := filepath.Join(dir, "screen.png")
	if err := os.WriteFile(big, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	sentData, err := viaTelegram(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if cfg, format, err := image.DecodeConfig(bytes.NewReader(sentData)); err != nil || format != "jpeg" || cfg.Width != b.Dx() || cfg.Height != b.Dy() {
		t.Errorf("viaTelegram(%d×%d PNG) = %s %d×%d (%v), want a %d×%d JPEG", 2*b.Dx(), 2*b.Dy(), format, cfg.Width, cfg.Height, err, b.Dx(), b.Dy())
	}
	if _, err := viaTelegram([]byte("hello")); !errors.Is(err, photo.ErrUnsupported) {
		t.Errorf("viaTelegram(not a picture) = %v, want photo.ErrUnsupported", err)
	}
	if _, err := viaTelegram(costlyJPEG()); !errors.Is(err, photo.ErrTooLarge) || !strings.Contains(err.Error(), "6320×6320") {
		t.Errorf("viaTelegram(a header claiming 6320×6320) = %v, want photo.ErrTooLarge naming the size", err)
	}
	if out, errOut, status := runCmd(t, "", "read", "-telegram", big, shot); status != 0 || out != grid+"\n"+grid+"\n" {
		t.Errorf("sudoku read -telegram: status %d, %q (stderr %q); want the grid twice", status, out, errOut)
	}

	copyFixtures(t, dir, "screen003-borderless", "image11")
	// The large screenshot is labelled as the screenshot is.
	label, err := os.ReadFile(filepath.Join(dir, "screen003-borderless.dat"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "screen.dat"), label, 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, status := runCmd(t, "", "read", "-eval", "-telegram", dir)
	if status != 0 || !strings.Contains(out, "read as Telegram's apps send them: at most 1280 pixels long, JPEG at quality 87\nboards exact: 3/3 (100.0%)") || !strings.Contains(out, "(0 of them wrong)") {
		t.Errorf("sudoku read -eval -telegram: status %d, %q", status, out)
	}
}

// copyFixtures copies the reader's fixtures of the given names (each a
// .jpg and its .dat) into dir.
func copyFixtures(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, name := range names {
		for _, ext := range []string{".jpg", ".dat"} {
			data, err := os.ReadFile(filepath.Join("../../solver/photo/testdata", name+ext))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, name+ext), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// costlyJPEG returns a progressive CMYK JPEG's header claiming 6320×6320
// pixels, cut short: 666 MB to decode.
func costlyJPEG() []byte {
	b := []byte{0xFF, 0xD8, 0xFF, 0xEE, 0, 14}
	b = append(b, "Adobe\x00\x64\x00\x00\x00\x00\x00"...)
	b = append(b, 0xFF, 0xC2, 0, 20, 8, 0x18, 0xB0, 0x18, 0xB0, 4, 'C', 0x22, 0, 'M', 0x11, 0, 'Y', 0x11, 0, 'K', 0x22, 0)
	return append(b, 0xFF, 0xDA, 0, 8, 1, 'C', 0, 0, 63, 0, 1, 2, 3)
}
