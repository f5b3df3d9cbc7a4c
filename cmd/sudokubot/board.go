package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"time"

	"sudokubot/bot"
	"sudokubot/bot/board"
	"sudokubot/config"
)

// A boardSite is the board (the Mini App) as the process serves it.
type boardSite struct {
	url     string         // its public URL; "" when it is not served
	handler *http.ServeMux // its handler, filled in once the bot exists
	ln      net.Listener   // its own listener; nil when the webhook's serves it
	// taken is, in local mode, the usual address when another program
	// held it and the board went to another port; "" otherwise.
	taken string
}

// localBoardAddr is where local mode serves the board when the port is
// free: the link stays the same from one run to the next, so a tab left
// open goes on working after a restart.
const localBoardAddr = "127.0.0.1:8765"

// listenLocal listens on addr, or on a free loopback port when it
// cannot (addr is taken, most likely; reported as taken).
func listenLocal(addr string) (ln net.Listener, taken bool, err error) {
	if ln, err := net.Listen("tcp", addr); err == nil {
		return ln, false, nil
	}
	ln, err = net.Listen("tcp", "127.0.0.1:0")
	return ln, true, err
}

// listenBoard decides where the board is served: in local mode on a
// loopback port of its own, localBoardAddr's when free (WEBAPP_URL, if
// set, on loopback, says which),
// with WEBAPP_URL on WEBAPP_ADDR, or on the webhook's listener when the
// addresses are equal (the runtime then serves it).
func listenBoard(cfg *config.Config) (*boardSite, error) {
	s := &boardSite{url: cfg.WebAppURL, handler: http.NewServeMux()}
	switch {
	case cfg.Local() && cfg.WebAppURL == "":
		ln, taken, err := listenLocal(localBoardAddr)
		if err != nil {
			return nil, fmt.Errorf("local mode: listening for the board: %w", err)
		}
		s.ln, s.url = ln, "http://"+ln.Addr().String()+"/"
		if taken {
			s.taken = localBoardAddr
		}
	case cfg.WebAppURL == "":
		return s, nil
	case cfg.Webhook() && config.SameListener(cfg.WebAppAddr, cfg.WebhookAddr):
		return s, nil
	default:
		ln, err := net.Listen("tcp", cfg.WebAppAddr)
		if err != nil {
			return nil, fmt.Errorf("listening on WEBAPP_ADDR: %w", err)
		}
		s.ln = ln
	}
	return s, nil
}

// onWebhook returns the board's handler when the webhook's listener
// serves it, nil otherwise.
func (s *boardSite) onWebhook() http.Handler {
	if s.url == "" || s.ln != nil {
		return nil
	}
	return s.handler
}

// start builds the board for b and serves it until ctx ends.
func (s *boardSite) start(ctx context.Context, cfg *config.Config, token string, b *bot.Bot, log *slog.Logger) error {
	if s.url == "" {
		return nil
	}
	base := cfg.WebAppBase()
	if cfg.WebAppURL == "" {
		base = "/"
	}
	srv, err := board.New(board.Options{Token: token, Games: b, Base: base, MaxAge: cfg.WebAppAuthMaxAge,
		StepLimit: cfg.StepLimit, Timeout: cfg.LogicTimeout, Workers: cfg.Workers, Allowed: b.Allowed, Logger: log})
	if err != nil {
		return err
	}
	s.handler.Handle("/", srv)
	if s.ln == nil {
		return nil
	}
	hs := &http.Server{Handler: s.handler, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute}
	go func() {
		if err := hs.Serve(s.ln); !errors.Is(err, http.ErrServerClosed) {
			log.Error("the board's listener stopped", "err", err)
		}
	}()
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
	}()
	log.Info("serving the board", "url", s.url, "addr", s.ln.Addr().String())
	return nil
}

// localLink returns a link that opens a board URL (a Play button's) in any
// browser as the local chat's user: Telegram's launch data in the
// fragment, initData signed with the emulator's token.
func localLink(u string, user board.User, token string) string {
	v := url.Values{}
	v.Set("tgWebAppData", board.SignInitData(user, token, time.Now()))
	return u + "#" + v.Encode()
}
