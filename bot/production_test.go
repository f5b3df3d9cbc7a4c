package bot

import (
	"context"
	"net"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/telegram"
)

// The bot must keep answering through Telegram's faults. These tests make
// the fake server misbehave and check that every update is still answered.

// TestReceiveFaults makes receiving fail (getUpdates when polling,
// setWebhook in webhook mode) a few times: the bot keeps trying, says
// clearly what a 409 means, and answers.
func TestReceiveFaults(t *testing.T) {
	t.Parallel()
	tests := []struct {
		mode, name string
		fault      emulator.Fault
	}{
		{"polling", "server errors", emulator.Fault{Method: "getUpdates", Times: 3, Status: 502}},
		{"polling", "dropped connections", emulator.Fault{Method: "getUpdates", Times: 3, Action: emulator.Drop}},
		{"polling", "flood", emulator.Fault{Method: "getUpdates", Times: 1, Status: 429, RetryAfter: 1}},
		{"polling", "conflict", emulator.Fault{Method: "getUpdates", Times: 2, Status: 409}},
		{"webhook", "server errors", emulator.Fault{Method: "setWebhook", Times: 3, Status: 502}},
		{"webhook", "dropped connections", emulator.Fault{Method: "setWebhook", Times: 3, Action: emulator.Drop}},
		{"webhook", "flood", emulator.Fault{Method: "setWebhook", Times: 1, Status: 429, RetryAfter: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.mode+"/"+tt.name, func(t *testing.T) {
			srv, err := emulator.Start(context.Background(), emulator.Config{})
			if err != nil {
				t.Fatal(err)
			}
			rule := srv.AddFault(tt.fault)
			h := startOn(t, srv, Options{}, inMode(t, tt.mode, fastRetries()))
			if c := h.send(alice, classic); c.Method != "sendPhoto" {
				t.Fatalf("after %s: %s, want the solution", tt.name, c.Method)
			}
			if rule.Hits() != tt.fault.Times {
				t.Errorf("the fault hit %d times, want %d", rule.Hits(), tt.fault.Times)
			}
			if tt.name == "conflict" && !strings.Contains(h.logs.String(), "another instance") {
				t.Errorf("a 409 was not reported clearly; logs:\n%s", h.logs.String())
			}
		})
	}
}

// modes are the runtime's two ways of receiving updates.
var modes = []string{"polling", "webhook"}

// inMode returns the runtime's settings for a mode: in webhook mode, a
// webhook on a loopback port of its own.
func inMode(t testing.TB, mode string, ro telegram.Options) telegram.Options {
	t.Helper()
	if mode != "webhook" {
		return ro
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ro.Webhook = telegram.Webhook{URL: "http://" + ln.Addr().String() + "/hook", Secret: "bot-test-secret", Listener: ln}
	return ro
}

// TestGetUpdatesHang checks that a long poll that never answers ends with
// the HTTP client's timeout and polling goes on.
func TestGetUpdatesHang(t *testing.T) {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	rule := srv.AddFault(emulator.Fault{Method: "getUpdates", Times: 1, Action: emulator.Hang})
	ro := fastRetries()
	ro.PollTimeout = time.Second
	h := startOnWith(t, srv, Options{}, ro, &http.Client{Timeout: 2 * time.Second})
	if c := h.send(alice, classic); c.Method != "sendPhoto" {
		t.Fatalf("after a hang: %s", c.Method)
	}
	if rule.Hits() != 1 {
		t.Errorf("the hang hit %d times, want 1", rule.Hits())
	}
}

// TestFloodOnSend checks that a 429 on sendMessage and on sendPhoto (which
// the library reports with Code 0) is waited out for retry_after, then
// retried. The wait is asked of the runtime's clock, which records it
// instead of waiting.
func TestFloodOnSend(t *testing.T) {
	for _, m := range []struct{ mode, method string }{{"polling", "sendMessage"}, {"polling", "sendPhoto"}, {"webhook", "sendPhoto"}} {
		method := m.method
		t.Run(m.mode+"/"+method, func(t *testing.T) {
			srv, err := emulator.Start(context.Background(), emulator.Config{})
			if err != nil {
				t.Fatal(err)
			}
			rule := srv.AddFault(emulator.Fault{Method: method, Times: 1, Status: 429, RetryAfter: 1})
			h := startOn(t, srv, Options{}, inMode(t, m.mode, fastRetries()))
			text := classic
			if method == "sendMessage" {
				text = "/help"
			}
			u, err := srv.InjectText(alice, text)
			if err != nil {
				t.Fatal(err)
			}
			h.replies(u.UpdateID)
			attempts := srv.CallsTo(method)
			if len(attempts) != 2 || attempts[0].Status != 429 || !attempts[1].OK() {
				t.Fatalf("%d attempts, want a 429 then a success", len(attempts))
			}
			if waits := h.clock.(*recordingClock).asked(); !slices.ContainsFunc(waits, func(d time.Duration) bool { return d >= time.Second && d < 1200*time.Millisecond }) {
				t.Errorf("waits asked for before retrying: %v, want retry_after (1s, with at most 10%% jitter)", waits)
			}
			if rule.Hits() != 1 {
				t.Errorf("fault hits %d", rule.Hits())
			}
		})
	}
}

func TestServerErrorOnSend(t *testing.T) {
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) { serverErrorOnSend(t, mode) })
	}
}

func serverErrorOnSend(t *testing.T, mode string) {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	srv.AddFault(emulator.Fault{Method: "sendMessage", Times: 2, Status: 500})
	h := startOn(t, srv, Options{}, inMode(t, mode, fastRetries()))
	if c := h.send(alice, "/help"); !c.OK() {
		t.Fatal("no answer")
	}
	// A permanent failure is logged with the chat, and the bot goes on.
	srv.AddFault(emulator.Fault{Method: "sendMessage", Times: 10, Status: 500})
	u, err := srv.InjectText(alice, "/help")
	if err != nil {
		t.Fatal(err)
	}
	h.handled(u.UpdateID)
	if !strings.Contains(h.logs.String(), "sendMessage failed") || !strings.Contains(h.logs.String(), "chat=42") {
		t.Errorf("the failure was not logged with its chat:\n%s", h.logs.String())
	}
}

// TestFloodingChat checks that one chat sending dozens of puzzles at once
// neither delays another chat nor gets dozens of answers: it gets one
// request to slow down.
func TestFloodingChat(t *testing.T) {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	ro := runtimeOptions()
	ro.Workers, ro.ChatQueue = 2, 3
	h := startOn(t, srv, Options{}, ro)
	// Each answer to the flooder takes a while, so that its queue fills.
	srv.AddFault(emulator.Fault{Method: "sendPhoto", Delay: 300 * time.Millisecond,
		Match: func(r emulator.Request) bool { return r.Params["chat_id"] == "42" }})
	var last emulator.Update
	for range 60 {
		last, err = srv.InjectText(alice, classic)
		if err != nil {
			t.Fatal(err)
		}
	}
	bob := emulator.User{ID: 77, FirstName: "Bob", LanguageCode: "en"}
	u, err := srv.InjectText(bob, classic)
	if err != nil {
		t.Fatal(err)
	}
	if c := h.reply(u.UpdateID); c.Method != "sendPhoto" {
		t.Errorf("the other chat got %s", c.Method)
	}
	answeredBefore := countPhotos(srv, alice.ID)
	if err := srv.WaitConfirmed(h.ctx(), last.UpdateID); err != nil {
		t.Fatal(err)
	}
	h.shutdown()
	photos, slowDowns := countPhotos(srv, alice.ID), 0
	for _, c := range srv.Calls() {
		if c.ChatID == alice.ID && c.OK() && c.Method == "sendMessage" && strings.Contains(c.Message.Text, "a lot at once") {
			slowDowns++
		}
	}
	if answeredBefore >= photos {
		t.Errorf("the other chat waited for the whole flood (%d of %d answers before it)", answeredBefore, photos)
	}
	if slowDowns != 1 {
		t.Errorf("%d requests to slow down, want 1", slowDowns)
	}
	if photos > 3+2 || photos == 0 {
		t.Errorf("%d answers to the flood, want a few (the queue holds 3, 2 workers)", photos)
	}
}

func countPhotos(srv *emulator.Server, chat int64) int {
	n := 0
	for _, c := range srv.Calls() {
		if c.ChatID == chat && c.OK() && c.Method == "sendPhoto" {
			n++
		}
	}
	return n
}

// TestTokenNotLogged checks that the token appears in no log line and no
// error, though net/http's errors hold the request URL.
func TestTokenNotLogged(t *testing.T) {
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) { tokenNotLogged(t, mode) })
	}
}

func tokenNotLogged(t *testing.T, mode string) {
	const token = "123456:SECRET-token-never-to-be-logged"
	srv, err := emulator.Start(context.Background(), emulator.Config{Token: token})
	if err != nil {
		t.Fatal(err)
	}
	receive := map[string]string{"polling": "getUpdates", "webhook": "setWebhook"}[mode]
	srv.AddFault(emulator.Fault{Method: receive, Times: 2, Action: emulator.Drop})
	srv.AddFault(emulator.Fault{Method: "sendPhoto", Times: 5, Action: emulator.Drop})
	h := startOn(t, srv, Options{}, inMode(t, mode, fastRetries()))
	u, err := srv.InjectText(alice, classic)
	if err != nil {
		t.Fatal(err)
	}
	h.handled(u.UpdateID)
	h.shutdown()
	logs := h.logs.String()
	if !strings.Contains(logs, receive+" failed") || !strings.Contains(logs, "sendPhoto failed") {
		t.Fatalf("the faults left no trace in the logs:\n%s", logs)
	}
	for _, secret := range []string{token, "SECRET"} {
		if strings.Contains(logs, secret) {
			t.Errorf("the logs hold the token:\n%s", logs)
		}
	}
}

// fastRetries returns the tests' runtime settings with short waits
// between retries.
func fastRetries() telegram.Options {
	ro := runtimeOptions()
	ro.RetryBase = 10 * time.Millisecond
	return ro
}

// TestAllowList checks that only allowed chats are answered.
func TestAllowList(t *testing.T) {
	h := start(t, emulator.Config{}, Options{AllowedChats: []int64{alice.ID}})
	if c := h.send(alice, "/help"); !c.OK() {
		t.Fatal("an allowed chat was not answered")
	}
	h.noReply(emulator.UserMessage{From: emulator.User{ID: 99, FirstName: "Eve"}, Text: classic})
}

// TestShutdownConfirms checks that a graceful stop confirms the updates it
// handled, so a new instance does not get them again.
func TestShutdownConfirms(t *testing.T) {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	h := startOn(t, srv, Options{}, runtimeOptions())
	u := h.send(alice, "/help")
	_ = u
	last, err := srv.InjectText(alice, "/help")
	if err != nil {
		t.Fatal(err)
	}
	h.reply(last.UpdateID)
	h.shutdown()
	if err := srv.WaitConfirmed(h.ctx(), last.UpdateID); err != nil {
		t.Errorf("the last update was not confirmed on shutdown: %v", err)
	}
	if n := srv.PendingUpdates(); n != 0 {
		t.Errorf("%d updates left for the next instance", n)
	}
}
