package main

import (
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
	url  string // its public URL; "" when it is not served
	base string // the path it is served under
	// ln is local mode's listener for it, nil otherwise (the process's
	// web serves it on WEBAPP_ADDR).
	ln net.Listener
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
// loopback port of its own, localBoardAddr's when free; with WEBAPP_URL
// under its path, on the process's web (WEBAPP_ADDR).
func listenBoard(cfg *config.Config) (*boardSite, error) {
	s := &boardSite{url: cfg.WebAppURL, base: cfg.WebAppBase()}
	if cfg.Local() && cfg.WebAppURL == "" {
		ln, taken, err := listenLocal(localBoardAddr)
		if err != nil {
			return nil, fmt.Errorf("local mode: listening for the board: %w", err)
		}
		s.ln, s.url, s.base = ln, "http://"+ln.Addr().String()+"/", "/"
		if taken {
			s.taken = localBoardAddr
		}
	}
	return s, nil
}

// handler returns the board's handler for b, nil when the board is not
// served.
func (s *boardSite) handler(cfg *config.Config, token string, b *bot.Bot, log *slog.Logger) (http.Handler, error) {
	if s.url == "" {
		return nil, nil
	}
	return board.New(board.Options{Token: token, Games: b, Base: s.base, MaxAge: cfg.WebAppAuthMaxAge,
		StepLimit: cfg.StepLimit, Timeout: cfg.LogicTimeout, Workers: cfg.Workers, Allowed: b.Allowed, Logger: log})
}

// localLink returns a link that opens a board URL (a Play button's) in any
// browser as the local chat's user: Telegram's launch data in the
// fragment, initData signed with the emulator's token.
func localLink(u string, user board.User, token string) string {
	v := url.Values{}
	v.Set("tgWebAppData", board.SignInitData(user, token, time.Now()))
	return u + "#" + v.Encode()
}
