package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"sudokubot/bot/boltstore"
)

// TestMain runs the command itself when a test starts this test binary
// as the bot (SUDOKUBOT_TEST_MAIN=1), with the bot's arguments.
func TestMain(m *testing.M) {
	if os.Getenv("SUDOKUBOT_TEST_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

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

// TestBadDataDir checks that a DATA_DIR the bot cannot use stops it at
// once with a clear message: a file, a store held by another process, a
// damaged store.
func TestBadDataDir(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	held := t.TempDir()
	store, err := boltstore.Open(held, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	damaged := t.TempDir()
	if err := os.WriteFile(filepath.Join(damaged, boltstore.File), bytes.Repeat([]byte("junk"), 4096), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, dir, want string }{
		{"a file", file, "cannot create it"},
		{"held by another process", held, "in use by another sudokubot process"},
		{"damaged", damaged, "move it away to start afresh"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The bot stops before it calls Telegram: no server is needed.
			t.Setenv("TELEGRAM_BOT_TOKEN", "1:unused")
			t.Setenv("TELEGRAM_API_ENDPOINT", "http://127.0.0.1:1/bot%s/%s")
			t.Setenv("DATA_DIR", tt.dir)
			var out, errOut bytes.Buffer
			code := run(context.Background(), nil, strings.NewReader(""), &out, &errOut)
			if code != 1 || !strings.Contains(errOut.String(), "DATA_DIR") || !strings.Contains(errOut.String(), tt.want) {
				t.Errorf("status %d, stderr %q; want 1 and a message about DATA_DIR with %q", code, errOut.String(), tt.want)
			}
		})
	}
}

// TestHealthz checks that /healthz and /readyz report a store that cannot
// be written, and /readyz a database that cannot be written now.
func TestHealthz(t *testing.T) {
	store, err := boltstore.Open(t.TempDir(), time.Second)
	if err != nil {
		t.Fatal(err)
	}
	var writable error
	w := &web{mux: http.NewServeMux()}
	w.handleHealth(store.Health, func(context.Context) error { return writable }, http.NotFoundHandler())
	get := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		w.mux.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		return rec.Code, rec.Body.String()
	}
	for _, path := range []string{"/healthz", "/readyz"} {
		if code, body := get(path); code != 200 || body != "ok\n" {
			t.Errorf("%s of a working store: %d %q", path, code, body)
		}
	}
	writable = errors.New("the database is in recovery")
	if code, body := get("/readyz"); code != 503 || !strings.Contains(body, "recovery") {
		t.Errorf("/readyz while the store cannot be written: %d %q, want 503 and why", code, body)
	}
	if code, _ := get("/healthz"); code != 200 {
		t.Errorf("/healthz while only a write now fails: %d, want 200 (alive)", code)
	}
	writable = nil
	store.Close()
	store.SetMenu(context.Background(), 1, "x") // fails: closed
	for _, path := range []string{"/healthz", "/readyz"} {
		if code, body := get(path); code != 503 || !strings.Contains(body, "writing the store") {
			t.Errorf("%s of a store that cannot be written: %d %q, want 503 and why", path, code, body)
		}
	}
}

// TestLocalMode runs the main job as a newcomer would, in local mode: the
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
	if code := run(ctx, []string{"-local"}, strings.NewReader(in), &out, &errOut); code != 0 {
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

// TestLocalModePicture sends pictures in local mode by typing their
// paths: the bot reads a newspaper puzzle's grid and solves it, and takes
// an app's game in progress as the person's game.
func TestLocalModePicture(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "")
	os.Unsetenv("TELEGRAM_BOT_TOKEN")
	t.Setenv("LOCAL_PICTURES_DIR", t.TempDir())
	pic, err := filepath.Abs("../../solver/photo/testdata/image1038.jpg")
	if err != nil {
		t.Fatal(err)
	}
	shot, err := filepath.Abs("../../solver/photo/testdata/screen003-borderless.jpg")
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if code := run(ctx, []string{"-local"}, strings.NewReader(pic+"\n"+shot+"\n"), &out, &errOut); code != 0 {
		t.Fatalf("local mode: status %d, stderr %q", code, errOut.String())
	}
	text := out.String()
	for _, want := range []string{"I read this puzzle", "..58.4....3.1..76", "Solved!", "[picture", "Your game in progress"} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal chat lacks %q:\n%s", want, text)
		}
	}
}

// TestNoTokenNoTerminal checks that with no token and standard input
// /dev/null (systemd's default, docker run without -i) the bot refuses to
// start instead of starting local mode: /dev/null is a character device,
// not a terminal.
func TestNoTokenNoTerminal(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "")
	os.Unsetenv("TELEGRAM_BOT_TOKEN")
	dir := filepath.Join(t.TempDir(), "data")
	t.Setenv("DATA_DIR", dir)
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var out, errOut bytes.Buffer
	if code := run(ctx, nil, null, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "TELEGRAM_BOT_TOKEN") {
		t.Errorf("no token, standard input %s: status %d, stderr %q; want 2 and a message about TELEGRAM_BOT_TOKEN", os.DevNull, code, errOut.String())
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("DATA_DIR %s: %v, want it not created", dir, err)
	}
}

// TestTokenRefused starts the bot with a token Telegram refuses: revoked
// (401 Unauthorized) or malformed (404 Not Found). It stops at once with
// a clear message that does not show the token, instead of retrying.
func TestTokenRefused(t *testing.T) {
	tests := []struct {
		code int
		body string
	}{
		{401, `{"ok":false,"error_code":401,"description":"Unauthorized"}`},
		{404, `{"ok":false,"error_code":404,"description":"Not Found"}`},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.code), func(t *testing.T) {
			var calls atomic.Int32
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				calls.Add(1)
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tt.code)
				io.WriteString(w, tt.body)
			}))
			defer srv.Close()
			const token = "123456:SECRET-token"
			t.Setenv("TELEGRAM_BOT_TOKEN", token)
			t.Setenv("TELEGRAM_API_ENDPOINT", srv.URL+"/bot%s/%s")
			t.Setenv("DATA_DIR", t.TempDir())
			// Retried, getMe would go on until the test's context ends.
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			var out, errOut bytes.Buffer
			code := run(ctx, nil, strings.NewReader(""), &out, &errOut)
			if code != 1 || !strings.Contains(errOut.String(), "refused") || !strings.Contains(errOut.String(), "TELEGRAM_BOT_TOKEN") || strings.Contains(errOut.String(), "SECRET") {
				t.Errorf("status %d, stderr %q; want 1 and a message that TELEGRAM_BOT_TOKEN was refused, without the token", code, errOut.String())
			}
			if n := calls.Load(); n != 1 {
				t.Errorf("getMe called %d times, want once", n)
			}
		})
	}
}

// TestStopWhileGetMeRetries stops the bot (SIGTERM) while getMe is being
// retried after a server error: a stop asked for, so status 0.
func TestStopWhileGetMeRetries(t *testing.T) {
	called := make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case called <- struct{}{}:
		default:
		}
		http.Error(w, "bad gateway", http.StatusBadGateway)
	}))
	defer srv.Close()
	t.Setenv("TELEGRAM_BOT_TOKEN", "1:x")
	t.Setenv("TELEGRAM_API_ENDPOINT", srv.URL+"/bot%s/%s")
	t.Setenv("DATA_DIR", t.TempDir())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errOut bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- run(ctx, nil, strings.NewReader(""), &out, &errOut) }()
	<-called
	cancel() // what SIGTERM does
	if code := <-done; code != 0 {
		t.Errorf("stopped while getMe is retried: status %d, stderr %q; want 0", code, errOut.String())
	}
}
