package emulator

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// TestWebhookDelivery sets a webhook whose first answer is 500: the update
// is delivered again, with the secret, and confirmed once answered 200;
// getUpdates is refused meanwhile, and getWebhookInfo tells the error.
func TestWebhookDelivery(t *testing.T) {
	var mu sync.Mutex
	var got []string
	answers := []int{http.StatusInternalServerError}
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		defer mu.Unlock()
		if r.Header.Get("X-Telegram-Bot-Api-Secret-Token") != "s3cret" {
			t.Errorf("a delivery without the secret: %q", r.Header.Get("X-Telegram-Bot-Api-Secret-Token"))
		}
		got = append(got, string(body))
		status := http.StatusOK
		if len(answers) > 0 {
			status, answers = answers[0], answers[1:]
		}
		w.WriteHeader(status)
	}))
	defer hook.Close()
	srv, bot := startBot(t, Config{})
	if _, err := bot.MakeRequest("setWebhook", tgbotapi.Params{"url": hook.URL + "/hook", "secret_token": "s3cret"}); err != nil {
		t.Fatal(err)
	}
	if url, secret, ok := srv.Webhook(); !ok || url != hook.URL+"/hook" || secret != "s3cret" {
		t.Errorf("Webhook() = %q, %q, %v", url, secret, ok)
	}
	u, err := srv.InjectText(alice, "hello")
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.WaitConfirmed(testContext(t), u.UpdateID); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	if len(got) != 2 || got[0] != got[1] || !strings.Contains(got[1], `"text":"hello"`) {
		t.Errorf("deliveries %q, want the update twice (after a 500)", got)
	}
	mu.Unlock()
	if _, err := bot.GetUpdates(tgbotapi.UpdateConfig{}); err == nil || !strings.Contains(err.Error(), "webhook is active") {
		t.Errorf("getUpdates with a webhook set: %v, want a conflict", err)
	}
	info, err := bot.GetWebhookInfo()
	if err != nil || info.URL != hook.URL+"/hook" || !strings.Contains(info.LastErrorMessage, "500") {
		t.Errorf("getWebhookInfo = %+v, %v", info, err)
	}
	if _, err := bot.MakeRequest("setWebhook", tgbotapi.Params{"url": hook.URL, "secret_token": "not allowed!"}); err == nil {
		t.Error("a secret with spaces was accepted")
	}
	if _, err := bot.Request(tgbotapi.DeleteWebhookConfig{}); err != nil {
		t.Fatal(err)
	}
	if _, err := bot.GetUpdates(tgbotapi.UpdateConfig{}); err != nil {
		t.Errorf("getUpdates after deleteWebhook: %v", err)
	}
}

// TestMaxCalls checks that the call log keeps at most MaxCalls calls, the
// newest, and that waiting and watching go on across the trimming.
func TestMaxCalls(t *testing.T) {
	srv, bot := startBot(t, Config{MaxCalls: 10})
	w := srv.Watch()
	for range 25 {
		if _, err := bot.GetMe(); err != nil {
			t.Fatal(err)
		}
	}
	calls := srv.Calls()
	if len(calls) > 10 || len(calls) == 0 || calls[len(calls)-1].Seq != 26 {
		t.Fatalf("%d calls kept, the last #%d; want at most 10, the last #26 (getMe once more on connecting)", len(calls), calls[len(calls)-1].Seq)
	}
	c, err := w.Next(testContext(t))
	if err != nil || c.Seq != calls[0].Seq {
		t.Errorf("a watcher that fell behind gets #%d (%v), want the oldest kept, #%d", c.Seq, err, calls[0].Seq)
	}
	if c, err := srv.WaitFor(testContext(t), func(c Call) bool { return c.Seq == 26 }); err != nil || c.Method != "getMe" {
		t.Errorf("WaitFor the last call: %v, %v", c, err)
	}
}
