package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sudokubot/cmd/internal/ptytest"
)

// A screen is what a pseudo-terminal shows, read as it comes.
type screen struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	changed chan struct{} // closed and replaced at each read
}

func watchScreen(master *os.File) *screen {
	s := &screen{changed: make(chan struct{})}
	go func() {
		b := make([]byte, 4096)
		for {
			n, err := master.Read(b)
			s.mu.Lock()
			s.buf.Write(b[:n])
			close(s.changed)
			s.changed = make(chan struct{})
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	return s
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

// waitFor waits until the screen shows want, or the deadline.
func (s *screen) waitFor(t *testing.T, want string, deadline <-chan time.Time) {
	t.Helper()
	for {
		s.mu.Lock()
		text, ch := s.buf.String(), s.changed
		s.mu.Unlock()
		if strings.Contains(text, want) {
			return
		}
		select {
		case <-ch:
		case <-deadline:
			t.Fatalf("the terminal does not show %q:\n%s", want, text)
		}
	}
}

// startOnPTY runs the command on a new pseudo-terminal, as the program a
// person started there (its session and foreground job).
func startOnPTY(t *testing.T, cmd *exec.Cmd) (*os.File, *screen, chan error) {
	t.Helper()
	master, tty := ptytest.Open(t)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	cmd.Env = append(os.Environ(), "SUDOKUBOT_TEST_MAIN=1", "LANG=en_US.UTF-8", "TELEGRAM_BOT_TOKEN=",
		"DATA_DIR="+t.TempDir(), "LOCAL_PICTURES_DIR="+t.TempDir(), "LOG_LEVEL=warn")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	tty.Close() // the program's now
	done := make(chan error, 1)
	exited := make(chan struct{})
	go func() { done <- cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		cmd.Process.Kill() // if it still runs
		<-exited
	})
	return master, watchScreen(master), done
}

// TestCtrlCQuits starts local mode on a pseudo-terminal as a person would
// with `go run` (a parent process in the same foreground job, here a
// shell that notes any SIGINT it gets), sends a puzzle, then types
// Ctrl-C: the bot quits at once with status 0, and the parent gets no
// SIGINT (which makes the go command exit 1 whatever the bot does). A
// SIGINT sent to the bot itself, with nothing typed, stops it as promptly.
func TestCtrlCQuits(t *testing.T) {
	t.Run("Ctrl-C typed", func(t *testing.T) {
		sh := exec.Command("/bin/sh", "-c", `trap 'echo PARENT-GOT-SIGINT' INT; "$0" -local; echo "bot exited $?"`, os.Args[0])
		master, scr, done := startOnPTY(t, sh)
		deadline := time.After(time.Minute)
		scr.waitFor(t, "/help lists the commands", deadline)
		if _, err := master.Write([]byte(examplePuzzle + "\r")); err != nil {
			t.Fatal(err)
		}
		scr.waitFor(t, "Solved!", deadline)
		sent := time.Now()
		if _, err := master.Write([]byte{0x03}); err != nil { // Ctrl-C
			t.Fatal(err)
		}
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("the shell running the bot: %v\n%s", err, scr)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("still running 10 s after Ctrl-C:\n%s", scr)
		}
		scr.waitFor(t, "bot exited", time.After(10*time.Second))
		text := scr.String()
		if !strings.Contains(text, "bot exited 0") || strings.Contains(text, "PARENT-GOT-SIGINT") {
			t.Errorf("after Ctrl-C (%v to quit), want the bot's status 0 and no SIGINT for its parent:\n%s", time.Since(sent).Round(time.Millisecond), text)
		}
	})
	t.Run("SIGINT", func(t *testing.T) {
		bot := exec.Command(os.Args[0], "-local")
		_, scr, done := startOnPTY(t, bot)
		scr.waitFor(t, "/help lists the commands", time.After(time.Minute))
		if err := bot.Process.Signal(os.Interrupt); err != nil {
			t.Fatal(err)
		}
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("after SIGINT: %v, want status 0\n%s", err, scr)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("still running 10 s after SIGINT:\n%s", scr)
		}
	})
}
