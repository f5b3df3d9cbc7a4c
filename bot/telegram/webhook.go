package telegram

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"sudokubot/bot/freshconn"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
	"golang.org/x/time/rate"
)

// Webhook mode: Telegram POSTs each update to a public HTTPS URL (the TLS
// ends at a load balancer or reverse proxy in front of the bot). The
// runtime answers 200 once the update is in the store, before handling
// it, so that Telegram's next delivery does not wait for the answer.

// Webhook configures webhook mode.
type Webhook struct {
	// URL is the public URL Telegram posts to; its path is the one served.
	URL string
	// Secret is sent by Telegram in X-Telegram-Bot-Api-Secret-Token with
	// every update; requests without it are refused.
	Secret string
	// Listener, if set, is where the runtime serves the webhook itself
	// (WebhookHandler on the URL's path), and Also, if set, every other
	// path. Optional: without it the caller serves WebhookHandler
	// (cmd/sudokubot, on its one HTTP server per process).
	Listener net.Listener
	Also     http.Handler
}

// MaxWebhookBody bounds a webhook request's body. Telegram's updates are
// a few kilobytes.
const MaxWebhookBody = 1 << 20

// secretHeader is the header with the webhook's secret.
const secretHeader = "X-Telegram-Bot-Api-Secret-Token"

// serveWebhook sets the webhook, serving it on Webhook.Listener if set,
// until ctx ends.
func (rt *Runtime) serveWebhook(ctx context.Context) error {
	wh := rt.opts.Webhook
	u, err := url.Parse(wh.URL)
	if err != nil {
		return fmt.Errorf("the webhook URL: %w", err)
	}
	served := make(chan error, 1)
	if ln := wh.Listener; ln != nil {
		path := u.Path
		if path == "" {
			path = "/"
		}
		mux := http.NewServeMux()
		mux.Handle(path, rt.WebhookHandler())
		if wh.Also != nil && path != "/" {
			mux.Handle("/", wh.Also)
		}
		var conns freshconn.Tracker
		srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute, ConnState: conns.ConnState}
		go func() { served <- srv.Serve(ln) }()
		defer func() {
			// Requests under way get 5 seconds to finish; connections that
			// never sent one (a browser's, opened ahead of need) are not
			// waited for.
			conns.CloseFresh()
			sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := srv.Shutdown(sctx); err != nil {
				srv.Close()
			}
		}()
	}

	// Listening first: Telegram may post as soon as the webhook is set.
	params := tgbotapi.Params{"url": wh.URL, "secret_token": wh.Secret}
	for fails := 1; ; fails++ {
		_, err := rt.api.Call(ctx, "setWebhook", params)
		if err == nil {
			break
		}
		if tg := asTelegram(err); tg != nil && tg.Code == 400 {
			return fmt.Errorf("setWebhook refused %s: %w", u.Redacted(), err)
		}
		if ctx.Err() != nil {
			return nil
		}
		wait := retryAfter(err)
		if wait == 0 {
			wait = min(rt.opts.RetryBase<<min(fails-1, 6), time.Minute)
		}
		rt.log.Warn("setWebhook failed; retrying", "err", err, "retry_in", wait)
		rt.clock.Sleep(ctx, wait)
	}
	rt.log.Info("webhook set", "url", u.Redacted())
	rt.registerCommands(ctx)
	select {
	case <-ctx.Done():
		return nil
	case err := <-served:
		return fmt.Errorf("serving the webhook: %w", err)
	}
}

// WebhookHandler returns the handler of the webhook's requests: 401
// without the secret, 413 for a body over MaxWebhookBody (refused before
// reading it), 400 for one that is no update, 503 while the queue is full
// or the store fails (Telegram retries), and 200 once the update is
// queued durably.
//
// Refused requests are counted in the metrics, and logged at most a few a
// second however many come (a scan, a stale webhook, a wrong secret).
func (rt *Runtime) WebhookHandler() http.Handler {
	secret := []byte(rt.opts.Webhook.Secret)
	refusedLog := rate.NewLimiter(2, 10)
	refused := func(msg string, args ...any) {
		if refusedLog.AllowN(rt.clock.Now(), 1) {
			rt.log.Warn(msg, args...)
		}
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			http.Error(w, "POST only", http.StatusMethodNotAllowed)
			return
		}
		got := []byte(r.Header.Get(secretHeader))
		if len(secret) == 0 || subtle.ConstantTimeCompare(got, secret) != 1 {
			rt.metrics.webhook("unauthorized")
			refused("webhook: a request without the right secret token", "remote", r.RemoteAddr)
			http.Error(w, "wrong or missing "+secretHeader, http.StatusUnauthorized)
			return
		}
		if r.ContentLength > MaxWebhookBody {
			rt.metrics.webhook("too_large")
			refused("webhook: a body too large, refused unread", "bytes", r.ContentLength)
			http.Error(w, "body too large", http.StatusRequestEntityTooLarge)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxWebhookBody))
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				rt.metrics.webhook("too_large")
				refused("webhook: a body too large", "limit", MaxWebhookBody)
				http.Error(w, "body too large", http.StatusRequestEntityTooLarge)
				return
			}
			refused("webhook: reading a request failed", "err", err)
			http.Error(w, "cannot read the body", http.StatusBadRequest)
			return
		}
		q, err := parseWebhookUpdate(body)
		if err != nil {
			rt.metrics.webhook("malformed")
			// The body is the sender's; only its size and the error's
			// kind go in the log.
			refused("webhook: a body that is no update", "bytes", len(body), "err", err)
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if rt.waiting(r.Context()) >= maxWaiting {
			w.Header().Set("Retry-After", "1")
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		if err := rt.accept(r.Context(), []Update{q}); err != nil {
			http.Error(w, "cannot queue the update", http.StatusServiceUnavailable)
			return
		}
		rt.metrics.webhook("queued")
		w.WriteHeader(http.StatusOK)
	})
}

// errMalformed is wrapped by parseWebhookUpdate's errors.
var errMalformed = errors.New("not a Telegram update")

// parseWebhookUpdate reads an update posted to the webhook. Its errors
// say what was wrong without quoting the body.
func parseWebhookUpdate(body []byte) (Update, error) {
	var u tgbotapi.Update
	if err := json.Unmarshal(body, &u); err != nil {
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case errors.As(err, &syn):
			return Update{}, fmt.Errorf("%w: not JSON (syntax error at byte %d)", errMalformed, syn.Offset)
		case errors.As(err, &typ):
			return Update{}, fmt.Errorf("%w: %s has the wrong type (%s, want %s)", errMalformed, typ.Field, typ.Value, typ.Type)
		}
		return Update{}, fmt.Errorf("%w: not a JSON object", errMalformed)
	}
	if u.UpdateID <= 0 {
		return Update{}, fmt.Errorf("%w: no update_id", errMalformed)
	}
	return updateFrom(&u)
}

// checkWebhook, in long-polling mode, looks for a webhook left set, which
// keeps getUpdates from working: it removes it if allowed, and otherwise
// says what to do.
func (rt *Runtime) checkWebhook(ctx context.Context) error {
	r, err := rt.api.Call(ctx, "getWebhookInfo", nil)
	if err != nil {
		if ctx.Err() == nil {
			rt.log.Warn("getWebhookInfo failed; polling anyway", "err", err)
		}
		return nil
	}
	var info tgbotapi.WebhookInfo
	if err := json.Unmarshal(r.Result, &info); err != nil || info.URL == "" {
		return nil
	}
	where := info.URL
	if u, err := url.Parse(info.URL); err == nil {
		where = u.Scheme + "://" + u.Host
	}
	if !rt.opts.DeleteWebhook {
		return fmt.Errorf("a webhook is set (%s, %d updates pending there), so long polling gets no updates: "+
			"set TELEGRAM_WEBHOOK_URL to run in webhook mode, or DELETE_WEBHOOK=true to remove the webhook and poll", where, info.PendingUpdateCount)
	}
	if _, err := rt.api.Call(ctx, "deleteWebhook", nil); err != nil {
		return fmt.Errorf("deleting the webhook at %s: %w", where, err)
	}
	rt.log.Warn("deleted the webhook, as DELETE_WEBHOOK asks; its pending updates come by polling", "url", where)
	return nil
}
