package process

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
)

// buildBot builds the sudokubot binary for the tests that run it as a
// process.
var buildBot = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "sudokubot-test")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "sudokubot")
	out, err := exec.Command("go", "build", "-o", bin, "sudokubot/cmd/sudokubot").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// A process is the bot running as a separate process against an emulator
// in the test.
type process struct {
	cmd  *exec.Cmd
	logs syncBuffer
	done chan error
}

type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startProcess runs the bot on the data folder dir; extra holds more
// variables (the webhook's).
func startProcess(t testing.TB, srv *emulator.Server, dir string, extra ...string) *process {
	t.Helper()
	bin, err := buildBot()
	if err != nil {
		t.Fatal(err)
	}
	p := &process{done: make(chan error, 1)}
	p.cmd = exec.Command(bin)
	p.cmd.Env = append(os.Environ(),
		"TELEGRAM_BOT_TOKEN="+srv.Token(),
		"TELEGRAM_API_ENDPOINT="+srv.Endpoint(),
		"DATA_DIR="+dir,
		"RATE_LIMIT=false",
		"WORKERS=2",
		"CHAT_QUEUE_LIMIT=1000",
		"POLL_TIMEOUT=5s",
		"LOG_LEVEL=debug",
	)
	p.cmd.Env = append(p.cmd.Env, extra...)
	p.cmd.Stderr = &p.logs
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- p.cmd.Wait() }()
	t.Cleanup(func() {
		p.cmd.Process.Kill()
		<-p.done
		p.done <- nil
		if t.Failed() {
			t.Logf("bot logs:\n%s", p.logs.String())
		}
	})
	return p
}

// kill kills the process with SIGKILL and waits for it to end.
func (p *process) kill() {
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
	p.done <- nil
}

// webhookEnv returns the variables of webhook mode on a free loopback port.
func webhookEnv(t testing.TB) []string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // the bot listens there; a race for the port is unlikely
	return []string{"TELEGRAM_WEBHOOK_URL=http://" + addr + "/telegram", "TELEGRAM_WEBHOOK_SECRET=kill-test-secret", "WEBHOOK_ADDR=" + addr}
}

// TestKillAndRestart kills the bot with SIGKILL in the middle of a burst of
// updates and starts it again, in both modes: no update may be lost, and
// only those in hand when it was killed (at most one per worker) may be
// answered twice.
func TestKillAndRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the bot")
	}
	for _, mode := range []string{"polling", "webhook"} {
		t.Run(mode, func(t *testing.T) {
			srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4242:kill-test"})
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close()
			var extra []string
			if mode == "webhook" {
				extra = webhookEnv(t)
			}
			dir := t.TempDir()
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()

			first := startProcess(t, srv, dir, extra...)
			const n = 300
			var sent []emulator.Update
			for i := range n {
				user := emulator.User{ID: int64(100 + i%6), FirstName: "U", LanguageCode: "en"}
				u, err := srv.InjectText(user, "/help")
				if err != nil {
					t.Fatal(err)
				}
				sent = append(sent, u)
			}
			// Kill it once some, not all, are answered.
			if _, err := srv.WaitFor(ctx, answers(sent[n/10])); err != nil {
				t.Fatal(err)
			}
			first.kill()
			answeredBefore := len(srv.CallsTo("sendMessage"))

			startProcess(t, srv, dir, extra...)
			for _, u := range sent {
				if _, err := srv.WaitFor(ctx, answers(u)); err != nil {
					t.Fatalf("update %d was never answered: %v", u.UpdateID, err)
				}
			}
			// Count the answers per update through the message each
			// answers.
			count := map[[2]int64]int{}
			for _, c := range srv.CallsTo("sendMessage") {
				if c.OK() && c.Message.ReplyToMessage != nil {
					count[[2]int64{c.ChatID, int64(c.Message.ReplyToMessage.MessageID)}]++
				}
			}
			twice := 0
			for _, k := range count {
				if k > 1 {
					twice++
				}
			}
			if twice > 2 {
				t.Errorf("%d updates answered twice, want at most 2 (those in hand when killed, one per worker)", twice)
			}
			t.Logf("%s: killed after %d of %d answers; after the restart all answered, %d of them twice", mode, answeredBefore, n, twice)
		})
	}
}

// answers matches the bot's answer to a message update.
func answers(u emulator.Update) func(emulator.Call) bool {
	return func(c emulator.Call) bool {
		return c.OK() && c.Method == "sendMessage" && c.Message.ReplyToMessage != nil &&
			c.ChatID == u.Message.Chat.ID && c.Message.ReplyToMessage.MessageID == u.Message.MessageID
	}
}

// TestSIGTERM checks a graceful shutdown in both modes: the bot stops
// receiving, finishes what it has in hand, exits 0, and leaves the rest
// queued for the next start, which answers each remaining update once.
// The token is in no log line.
func TestSIGTERM(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the bot")
	}
	for _, mode := range []string{"polling", "webhook"} {
		t.Run(mode, func(t *testing.T) {
			srv, err := emulator.Start(context.Background(), emulator.Config{Token: "4242:term-test"})
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close()
			var extra []string
			if mode == "webhook" {
				extra = webhookEnv(t)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			dir := t.TempDir()
			p := startProcess(t, srv, dir, extra...)
			var sent []emulator.Update
			for i := range 50 {
				u, err := srv.InjectText(emulator.User{ID: int64(7 + i%5), FirstName: "T"}, "/help")
				if err != nil {
					t.Fatal(err)
				}
				sent = append(sent, u)
			}
			if _, err := srv.WaitFor(ctx, answers(sent[0])); err != nil {
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
			answeredBefore := len(srv.CallsTo("sendMessage"))
			second := startProcess(t, srv, dir, extra...)
			for _, u := range sent {
				if _, err := srv.WaitFor(ctx, answers(u)); err != nil {
					t.Fatalf("update %d was never answered: %v", u.UpdateID, err)
				}
			}
			count := map[[2]int64]int{}
			for _, c := range srv.CallsTo("sendMessage") {
				if c.OK() && c.Message.ReplyToMessage != nil {
					count[[2]int64{c.ChatID, int64(c.Message.ReplyToMessage.MessageID)}]++
				}
			}
			for k, n := range count {
				if n > 1 {
					t.Errorf("message %v answered %d times after a graceful stop", k, n)
				}
			}
			t.Logf("%s: %d of %d answered before stopping, the rest after the restart", mode, answeredBefore, len(sent))
			for _, logs := range []string{p.logs.String(), second.logs.String()} {
				sc := bufio.NewScanner(strings.NewReader(logs))
				for sc.Scan() {
					if strings.Contains(sc.Text(), "term-test") {
						t.Errorf("the token is in the logs: %s", sc.Text())
					}
				}
			}
		})
	}
}
