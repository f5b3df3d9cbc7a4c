package emulator

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
	"time"
)

// Webhooks: after setWebhook the emulator POSTs each update, in order and one at a
// time, to the URL, with the secret in X-Telegram-Bot-Api-Secret-Token, as Telegram
// does; an update counts as confirmed when the bot answers 200. Other answers and
// connection errors are retried with a short backoff (Telegram's is longer) and
// reported by getWebhookInfo. getUpdates fails with 409 while a webhook is set.

// webhook is a webhook set by setWebhook.
type webhook struct {
	url, secret string
	lastError   string
	lastErrorAt int64
}

// webhookRetry bounds the wait between failed deliveries.
const webhookRetry = 200 * time.Millisecond

var errWebhookActive = apiErr(http.StatusConflict, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first")

func (e *Emulator) setWebhook(q *request) (any, *APIError) {
	raw := q.params["url"]
	secret := q.params["secret_token"]
	if len(secret) > 256 {
		return nil, badRequest("secret token is too long")
	}
	for _, r := range secret {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return nil, badRequest("secret token contains unallowed characters")
		}
	}
	if raw == "" {
		return e.deleteWebhook(q) // as on Telegram, an empty url removes the webhook
	}
	if u, err := url.Parse(raw); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, badRequest("bad webhook: Failed to resolve host: Name or service not known")
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if toBool(q.params["drop_pending_updates"]) {
		e.applyOffsetLocked(e.nextUpdateID)
	}
	e.webhook = &webhook{url: raw, secret: secret}
	if !e.delivering {
		e.delivering = true
		go e.deliver()
	}
	e.notifyLocked()
	return true, nil
}

// deliver posts the queued updates to the webhook until it is deleted or the
// emulator closes.
func (e *Emulator) deliver() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-e.done
		cancel()
	}()
	client := &http.Client{Timeout: 60 * time.Second}
	fails := 0
	for {
		e.mu.Lock()
		var u *queuedUpdate
		var wh webhook
		for {
			if e.closed || e.webhook == nil {
				e.delivering = false
				e.mu.Unlock()
				return
			}
			if len(e.collectLocked(1)) > 0 {
				u, wh = e.queue[0], *e.webhook
				break
			}
			ch := e.changed
			e.mu.Unlock()
			select {
			case <-ch:
			case <-e.done:
			}
			e.mu.Lock()
		}
		e.mu.Unlock()

		problem := post(ctx, client, wh, u.body)
		e.mu.Lock()
		if problem == "" {
			fails = 0
			e.applyOffsetLocked(u.id + 1)
			e.mu.Unlock()
			continue
		}
		fails++
		if e.webhook != nil && e.webhook.url == wh.url {
			e.webhook.lastError, e.webhook.lastErrorAt = problem, time.Now().Unix()
		}
		e.mu.Unlock()
		t := time.NewTimer(min(5*time.Millisecond<<min(fails, 10), webhookRetry))
		select {
		case <-t.C:
		case <-e.done:
			t.Stop()
		}
	}
}

// post delivers one update; only 200 counts. It returns what went wrong, in
// getWebhookInfo's words, or "".
func post(ctx context.Context, client *http.Client, wh webhook, body []byte) string {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, wh.url, bytes.NewReader(body))
	if err != nil {
		return "Bad webhook: " + err.Error()
	}
	req.Header.Set("Content-Type", "application/json")
	if wh.secret != "" {
		req.Header.Set("X-Telegram-Bot-Api-Secret-Token", wh.secret)
	}
	resp, err := client.Do(req)
	if err != nil {
		return "Connection refused"
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "Wrong response from the webhook: " + resp.Status
	}
	return ""
}

// Webhook returns the URL and secret of the webhook set, if any.
func (e *Emulator) Webhook() (url, secret string, ok bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.webhook == nil {
		return "", "", false
	}
	return e.webhook.url, e.webhook.secret, true
}
