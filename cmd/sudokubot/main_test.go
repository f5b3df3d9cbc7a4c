package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sudokubot/bot/emulator"
)

func TestHelp(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"-h"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("sudokubot -h: status %d, stderr %q", code, errOut.String())
	}
	for _, name := range []string{"TELEGRAM_BOT_TOKEN", "TELEGRAM_API_ENDPOINT", "SOLVER_STEP_LIMIT", "HTTP_ADDR", "WORKERS"} {
		if !strings.Contains(out.String(), name) {
			t.Errorf("sudokubot -h does not list %s:\n%s", name, out.String())
		}
	}
}

func TestBadConfig(t *testing.T) {
	t.Setenv("SOLVER_STEP_LIMIT", "lots")
	var out, errOut bytes.Buffer
	if code := run(context.Background(), nil, strings.NewReader(""), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "SOLVER_STEP_LIMIT") {
		t.Errorf("a bad variable: status %d, stderr %q", code, errOut.String())
	}
}

// TestLocalMode runs the main job as a newcomer would, with no token: the
// emulator and the terminal chat, a puzzle typed in, a button pressed.
func TestLocalMode(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "")
	os.Unsetenv("TELEGRAM_BOT_TOKEN")
	dir := t.TempDir()
	t.Setenv("LOCAL_PICTURES_DIR", dir)
	in := "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n\nhint\nmore\n"
	var out, errOut bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if code := run(ctx, nil, strings.NewReader(in), &out, &errOut); code != 0 {
		t.Fatalf("local mode: status %d, stderr %q", code, errOut.String())
	}
	text := out.String()
	for _, want := range []string{"Local mode", "Solved!", "[hidden: type “show” to see it]", "[picture", "buttons: [💡 Hint]", "Hint 1 · level 1", "Hint 1 · level 2"} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal chat lacks %q:\n%s", want, text)
		}
	}
	pics, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	if len(pics) != 3 {
		t.Errorf("%d pictures saved, want 3 (solution, hint, hint level 2)", len(pics))
	}
}

// buildBot builds the sudokubot binary for the tests that run it as a
// process.
var buildBot = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "sudokubot-test")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "sudokubot")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// A process is the bot running as a separate process against an emulator
// in the test.
type process struct {
	cmd  *exec.Cmd
	logs bytes.Buffer
	done chan error
}

func startProcess(t testing.TB, srv *emulator.Server, state string) *process {
	t.Helper()
	bin, err := buildBot()
	if err != nil {
		t.Skip(err)
	}
	p := &process{done: make(chan error, 1)}
	p.cmd = exec.Command(bin)
	p.cmd.Env = append(os.Environ(),
		"TELEGRAM_BOT_TOKEN="+srv.Token(),
		"TELEGRAM_API_ENDPOINT="+srv.Endpoint(),
		"DATA_DIR="+state,
		"RATE_LIMIT=false",
		"WORKERS=2",
		"CHAT_QUEUE_LIMIT=1000",
		"POLL_TIMEOUT=5s",
		"LOG_LEVEL=debug",
	)
	p.cmd.Stderr = &p.logs
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- p.cmd.Wait() }()
	t.Cleanup(func() {
		p.cmd.Process.Kill()
		<-p.done
		p.done <- nil
	})
	return p
}

// TestKillAndRestart kills the bot in the middle of a burst of updates and
// starts it again: no update may be lost, and those it had handled and
// recorded are not answered again.
func TestKillAndRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the bot")
	}
	srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4242:kill-test"})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	state := filepath.Join(t.TempDir(), "state")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	first := startProcess(t, srv, state)
	const n = 60
	var ids []int
	for i := range n {
		user := emulator.User{ID: int64(100 + i%6), FirstName: "U", LanguageCode: "en"}
		u, err := srv.InjectText(user, "/help")
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, u.UpdateID)
	}
	// Kill it once some, not all, are answered.
	if _, err := srv.WaitReply(ctx, ids[n/4]); err != nil {
		t.Fatal(err)
	}
	first.cmd.Process.Signal(syscall.SIGKILL)
	<-first.done
	first.done <- nil
	answeredBefore := len(srv.CallsTo("sendMessage"))

	startProcess(t, srv, state)
	if err := srv.WaitConfirmed(ctx, ids[n-1]); err != nil {
		t.Fatal(err)
	}
	// Every update answered; count the answers per update through the
	// message each answer replies to.
	answers := map[int]int{}
	for _, c := range srv.CallsTo("sendMessage") {
		if c.OK() && c.Message.ReplyToMessage != nil {
			answers[c.Message.ReplyToMessage.MessageID*1000+int(c.ChatID)]++
		}
	}
	twice := 0
	for _, k := range answers {
		if k > 1 {
			twice++
		}
	}
	if len(answers) != n {
		t.Errorf("%d of %d updates answered after the restart", len(answers), n)
	}
	// Only updates in hand at the moment of the kill (at most the two
	// workers') can have been answered without being recorded.
	if twice > 2 {
		t.Errorf("%d updates answered twice, want at most 2 (those in hand when killed)", twice)
	}
	t.Logf("killed after %d answers; after the restart %d updates answered, %d of them twice", answeredBefore, len(answers), twice)
}

// TestSIGTERM checks a graceful shutdown: the bot stops polling, finishes
// what it has, confirms it, and exits 0.
func TestSIGTERM(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the bot")
	}
	srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4242:term-test"})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	p := startProcess(t, srv, filepath.Join(t.TempDir(), "state"))
	u, err := srv.InjectText(emulator.User{ID: 7, FirstName: "T"}, "/help")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := srv.WaitReply(ctx, u.UpdateID); err != nil {
		t.Fatal(err)
	}
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.done:
		p.done <- nil
		if err != nil {
			t.Fatalf("after SIGTERM: %v\n%s", err, p.logs.String())
		}
	case <-ctx.Done():
		t.Fatal("the bot did not stop after SIGTERM")
	}
	if err := srv.WaitConfirmed(ctx, u.UpdateID); err != nil {
		t.Errorf("the update was not confirmed before exiting: %v", err)
	}
	sc := bufio.NewScanner(&p.logs)
	for sc.Scan() {
		if strings.Contains(sc.Text(), "term-test") {
			t.Errorf("the token is in the logs: %s", sc.Text())
		}
	}
}
