package telegram

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
)

// TestWebhookRequests posts to the webhook as Telegram would and as others
// might: only a well-formed update with the right secret is queued (and
// answered); the rest get the right status, and no body reaches the logs.
func TestWebhookRequests(t *testing.T) {
	m := NewMetrics()
	r := newRig(t, "webhook", Options{Metrics: m}, &echo{})
	// A chat the emulator knows, for the echo to answer.
	if _, err := r.srv.InjectText(emulator.User{ID: 5, FirstName: "A"}, "first"); err != nil {
		t.Fatal(err)
	}
	good := func(id int, text string) string {
		return fmt.Sprintf(`{"update_id":%d,"message":{"message_id":1,"date":1,"chat":{"id":5,"type":"private"},"from":{"id":5,"is_bot":false,"first_name":"A"},"text":%q}}`, id, text)
	}
	huge := `{"update_id":1,"message":{"text":"` + strings.Repeat("x", MaxWebhookBody) + `"}}`
	tests := []struct {
		name   string
		method string
		secret string
		body   string
		chunk  bool // no Content-Length
		status int
	}{
		{"no secret", "POST", "", good(9001, "NOSECRET"), false, http.StatusUnauthorized},
		{"wrong secret", "POST", testSecret + "x", good(9002, "WRONGSECRET"), false, http.StatusUnauthorized},
		{"GET", "GET", testSecret, "", false, http.StatusMethodNotAllowed},
		{"too large", "POST", testSecret, huge, false, http.StatusRequestEntityTooLarge},
		{"too large, chunked", "POST", testSecret, huge, true, http.StatusRequestEntityTooLarge},
		{"not JSON", "POST", testSecret, "PRIVATE{not json", false, http.StatusBadRequest},
		{"wrong types", "POST", testSecret, `{"update_id":"PRIVATE","message":{"text":1}}`, false, http.StatusBadRequest},
		{"no update_id", "POST", testSecret, `{"message":{"text":"PRIVATE"}}`, false, http.StatusBadRequest},
		{"an array", "POST", testSecret, `["PRIVATE"]`, false, http.StatusBadRequest},
		{"good", "POST", testSecret, good(9003, "GOOD"), false, http.StatusOK},
		{"good again (a duplicate)", "POST", testSecret, good(9003, "GOOD"), false, http.StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var body io.Reader = strings.NewReader(tt.body)
			if tt.chunk {
				body = io.MultiReader(body) // hides the length
			}
			req, err := http.NewRequest(tt.method, r.hook, body)
			if err != nil {
				t.Fatal(err)
			}
			if tt.secret != "" {
				req.Header.Set("X-Telegram-Bot-Api-Secret-Token", tt.secret)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tt.status {
				t.Errorf("status %d, want %d", resp.StatusCode, tt.status)
			}
		})
	}
	// The good update is answered, once; the refused ones are not.
	if _, err := r.srv.WaitFor(r.ctx(), func(c emulator.Call) bool {
		return c.Method == "sendMessage" && strings.Contains(c.Params["text"], "GOOD")
	}); err != nil {
		t.Fatal(err)
	}
	if err := r.rt.WaitIdle(r.ctx()); err != nil {
		t.Fatal(err)
	}
	answers := 0
	for _, c := range r.srv.CallsTo("sendMessage") {
		text := c.Params["text"]
		if strings.Contains(text, "SECRET") {
			t.Errorf("an update without the right secret was answered: %q", text)
		}
		if strings.Contains(text, "GOOD") {
			answers++
		}
	}
	if answers != 1 {
		t.Errorf("the good update was answered %d times, want once", answers)
	}
	logs := r.logs.String()
	for _, secret := range []string{"PRIVATE", "xxxxxxxx", testSecret} {
		if strings.Contains(logs, secret) {
			t.Errorf("the logs hold %q from a request:\n%s", secret, logs)
		}
	}
	if n := counter(t, m, "sudokubot_webhook_requests_total", `outcome="unauthorized"`); n != 2 {
		t.Errorf("%v unauthorized requests counted, want 2", n)
	}
	if n := counter(t, m, "sudokubot_updates_total", `state="duplicate"`); n != 1 {
		t.Errorf("%v duplicates counted, want 1", n)
	}
}

// A stoppedClock's time stands still; it waits in real time.
type stoppedClock struct{ now time.Time }

func (c stoppedClock) Now() time.Time { return c.now }

func (c stoppedClock) Sleep(ctx context.Context, d time.Duration) error {
	return realClock{}.Sleep(ctx, d)
}

// TestWebhookRefusedLogs posts 1,000 requests with a wrong secret: each is
// refused and counted, and a handful logged, not 1,000.
func TestWebhookRefusedLogs(t *testing.T) {
	m := NewMetrics()
	// The clock stands still: the log's budget is not refilled while the
	// requests come, however slowly they do.
	r := newRig(t, "webhook", Options{Metrics: m, Clock: stoppedClock{time.Now()}}, &echo{})
	const n = 1000
	for i := range n {
		req, err := http.NewRequest("POST", r.hook, strings.NewReader(fmt.Sprintf(`{"update_id":%d}`, 5000+i)))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set(secretHeader, "wrong")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("request %d with a wrong secret: %s, want 401", i, res.Status)
		}
	}
	if got := counter(t, m, "sudokubot_webhook_requests_total", `outcome="unauthorized"`); got != n {
		t.Errorf("%v unauthorized requests counted, want %d", got, n)
	}
	if lines := strings.Count(r.logs.String(), "without the right secret"); lines == 0 || lines > 10 {
		t.Errorf("%d requests with a wrong secret logged %d lines, want 1 to 10", n, lines)
	}
}

// TestPollingRefusesWebhook checks that long polling will not start while
// a webhook is set, and removes it only when told to.
func TestPollingRefusesWebhook(t *testing.T) {
	for _, del := range []bool{false, true} {
		t.Run(fmt.Sprint("DeleteWebhook=", del), func(t *testing.T) {
			srv, err := emulator.Start(t.Context(), emulator.Config{})
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close()
			c := NewClient(srv.Token(), srv.Endpoint(), &http.Client{Timeout: 10 * time.Second})
			if _, err := c.Call(t.Context(), "setWebhook", map[string]string{"url": "https://elsewhere.example.com/secret-path"}); err != nil {
				t.Fatal(err)
			}
			store, err := OpenStore(t.TempDir(), time.Second, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer store.Close()
			var logs logBuffer
			rt, err := New(c, Options{Store: store, Workers: 1, ChatQueue: 1, PollTimeout: time.Second, ShutdownTimeout: time.Second,
				DeleteWebhook: del, Logger: newTestLogger(&logs)})
			if err != nil {
				t.Fatal(err)
			}
			if !del {
				err := rt.Run(t.Context(), &echo{out: rt})
				if err == nil || !strings.Contains(err.Error(), "DELETE_WEBHOOK=true") || strings.Contains(err.Error(), "secret-path") {
					t.Fatalf("Run with a webhook set: %v, want a refusal naming DELETE_WEBHOOK and not the URL's path", err)
				}
				if _, _, set := srv.Webhook(); !set {
					t.Error("the webhook was removed without DELETE_WEBHOOK")
				}
				return
			}
			h := &echo{out: rt}
			ctx, cancel := context.WithCancel(t.Context())
			done := make(chan error, 1)
			go func() { done <- rt.Run(ctx, h) }()
			u, err := srv.InjectText(emulator.User{ID: 3, FirstName: "C"}, "hi")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := srv.WaitReply(t.Context(), u.UpdateID); err != nil {
				t.Fatal(err)
			}
			cancel()
			if err := <-done; err != nil {
				t.Errorf("Run: %v", err)
			}
			if _, _, set := srv.Webhook(); set {
				t.Error("the webhook is still set")
			}
		})
	}
}
