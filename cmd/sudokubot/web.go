package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"sync"
	"time"

	"sudokubot/bot/freshconn"
	"sudokubot/config"
)

// web is the process's HTTP: one mux (the webhook, the board, /healthz,
// /readyz, /metrics) served on every address the configuration names
// (HTTP_ADDR, WEBHOOK_ADDR in webhook mode, WEBAPP_ADDR with a board;
// local mode's board on its loopback port), each once.
type web struct {
	mux     *http.ServeMux
	lns     []net.Listener
	servers []*http.Server
	conns   freshconn.Tracker
	done    sync.WaitGroup
}

// listenWeb listens on the configured addresses; local is local mode's
// board listener, nil otherwise. It listens before anything else starts,
// so that a taken address stops the bot at once.
func listenWeb(cfg *config.Config, local net.Listener) (*web, error) {
	w := &web{mux: http.NewServeMux()}
	if local != nil {
		w.lns = append(w.lns, local)
	}
	type want struct{ name, addr string }
	var wants []want
	if cfg.HTTPAddr != "" {
		wants = append(wants, want{"HTTP_ADDR", cfg.HTTPAddr})
	}
	if cfg.Webhook() {
		wants = append(wants, want{"WEBHOOK_ADDR", cfg.WebhookAddr})
	}
	if cfg.WebAppURL != "" {
		wants = append(wants, want{"WEBAPP_ADDR", cfg.WebAppAddr})
	}
	var listened []string
next:
	for _, wt := range wants {
		for _, a := range listened {
			if config.SameListener(a, wt.addr) {
				continue next
			}
		}
		ln, err := net.Listen("tcp", wt.addr)
		if err != nil {
			w.close()
			return nil, fmt.Errorf("listening on %s: %w", wt.name, err)
		}
		w.lns = append(w.lns, ln)
		listened = append(listened, wt.addr)
	}
	return w, nil
}

// close closes the listeners of a web that never served.
func (w *web) close() {
	for _, ln := range w.lns {
		ln.Close()
	}
}

// serve serves the mux on every listener until stop.
func (w *web) serve(log *slog.Logger) {
	for _, ln := range w.lns {
		srv := &http.Server{Handler: w.mux, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
			IdleTimeout: 2 * time.Minute, ConnState: w.conns.ConnState}
		w.servers = append(w.servers, srv)
		w.done.Go(func() {
			if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
				log.Error("an HTTP listener stopped", "addr", ln.Addr().String(), "err", err)
			}
		})
		log.Info("serving HTTP", "addr", ln.Addr().String())
	}
}

// stop lets the requests under way finish (5 seconds at most) and
// returns when every server has stopped. Connections that never sent a
// request (a browser's, opened ahead of need) are not waited for.
func (w *web) stop() {
	w.conns.CloseFresh()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, srv := range w.servers {
		if err := srv.Shutdown(ctx); err != nil {
			srv.Close()
		}
	}
	w.done.Wait()
}

// handleWebhook serves the webhook's handler on its URL's path.
func (w *web) handleWebhook(hookURL string, h http.Handler) error {
	u, err := url.Parse(hookURL)
	if err != nil {
		return fmt.Errorf("TELEGRAM_WEBHOOK_URL: %w", err)
	}
	path := u.Path
	if path == "" {
		path = "/"
	}
	w.mux.Handle(path, h)
	return nil
}

// handleHealth serves /healthz, 503 while health reports a fault
// (updates cannot be queued), and /readyz, 503 also while the store
// cannot be written now: a load balancer sends no webhook to a replica
// that is not ready.
func (w *web) handleHealth(health func() error, writable func(context.Context) error, metrics http.Handler) {
	w.mux.Handle("GET /healthz", status(func(*http.Request) error { return health() }))
	w.mux.Handle("GET /readyz", status(func(r *http.Request) error {
		if err := health(); err != nil {
			return err
		}
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		return writable(ctx)
	}))
	w.mux.Handle("GET /metrics", metrics)
}

// status answers 200 "ok", or 503 with the reason check gives.
func status(check func(*http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if err := check(r); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintf(w, "unhealthy: %v\n", err)
			return
		}
		io.WriteString(w, "ok\n")
	})
}
