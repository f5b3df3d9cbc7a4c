package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"sudokubot/cmd/internal/ptytest"
)

// TestRenderRefusesTerminal: without -o, render writes no PNG to a
// terminal, and says how to get the picture.
func TestRenderRefusesTerminal(t *testing.T) {
	master, tty := ptytest.Open(t)
	shown := make(chan []byte, 1)
	go func() {
		// What the terminal shows, up to the end marker written after.
		var b []byte
		buf := make([]byte, 4096)
		for !bytes.Contains(b, []byte("END")) {
			n, err := master.Read(buf)
			b = append(b, buf[:n]...)
			if err != nil {
				break
			}
		}
		shown <- b
	}()
	var errOut bytes.Buffer
	status := run([]string{"render"}, strings.NewReader(classicPuzzle), tty, &errOut)
	if _, err := io.WriteString(tty, "END"); err != nil {
		t.Fatal(err)
	}
	b := <-shown
	if got := bytes.TrimSuffix(b, []byte("END")); status != 2 || len(got) > 0 || !strings.Contains(errOut.String(), "-o") {
		t.Errorf("sudoku render to a terminal: status %d, %d bytes shown (%.20q…), stderr %q; want 2, nothing shown, a hint of -o", status, len(got), got, errOut.String())
	}
	// Not a terminal: the picture is written.
	var out bytes.Buffer
	if status := run([]string{"render"}, strings.NewReader(classicPuzzle), &out, &errOut); status != 0 || !bytes.HasPrefix(out.Bytes(), []byte("\x89PNG")) {
		t.Errorf("sudoku render to a pipe: status %d, %d bytes", status, out.Len())
	}
}

const classicPuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
