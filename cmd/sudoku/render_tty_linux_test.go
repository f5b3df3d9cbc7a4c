package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal: the side a test reads, and the terminal.
func openPTY(t *testing.T) (master, tty *os.File) {
	t.Helper()
	fd, err := unix.Open("/dev/ptmx", unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	master = os.NewFile(uintptr(fd), "/dev/ptmx")
	t.Cleanup(func() { master.Close() })
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Fatalf("unlockpt: %v", err)
	}
	n, err := unix.IoctlGetUint32(fd, unix.TIOCGPTN)
	if err != nil {
		t.Fatalf("ptsname: %v", err)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tty.Close() })
	return master, tty
}

// TestRenderRefusesTerminal: without -o, render writes no PNG to a
// terminal, and says how to get the picture.
func TestRenderRefusesTerminal(t *testing.T) {
	master, tty := openPTY(t)
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
