package emulator

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"

	"sudokubot/bot/freshconn"
)

// Server is an Emulator served over HTTP on a loopback port.
type Server struct {
	*Emulator

	url       string
	srv       *http.Server
	serveDone chan struct{}
	serveErr  error
	stop      func() bool // stops the context watch

	closeOnce sync.Once
	closeErr  error

	conns freshconn.Tracker // so that Close need not wait for connections never used
}

// closeTimeout bounds how long Close waits for in-flight requests to end.
const closeTimeout = 5 * time.Second

// Start starts an emulator configured by cfg on 127.0.0.1 at a free port. The server
// runs until Close is called or ctx is done.
func Start(ctx context.Context, cfg Config) (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("emulator: listen: %w", err)
	}
	e := New(cfg)
	s := &Server{
		Emulator:  e,
		url:       "http://" + ln.Addr().String(),
		serveDone: make(chan struct{}),
	}
	s.srv = &http.Server{Handler: e, ReadHeaderTimeout: 10 * time.Second, ConnState: s.conns.ConnState}
	go func() {
		defer close(s.serveDone)
		if err := s.srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			s.serveErr = err
		}
	}()
	s.stop = context.AfterFunc(ctx, func() { _ = s.Close() })
	return s, nil
}

// Endpoint returns the API endpoint in the format tgbotapi.NewBotAPIWithClient takes,
// "http://127.0.0.1:41234/bot%s/%s" (token, then method).
func (s *Server) Endpoint() string { return s.url + "/bot%s/%s" }

// Close stops the server: it ends long polls (they answer with no updates) and
// hanging requests (their connections are dropped), lets in-flight requests finish,
// and closes all connections. It is safe to call more
// than once.
func (s *Server) Close() error {
	s.closeOnce.Do(func() {
		s.stop()
		_ = s.Emulator.Close() // ends long polls and hangs, so the shutdown is quick
		s.conns.CloseFresh()
		ctx, cancel := context.WithTimeout(context.Background(), closeTimeout)
		defer cancel()
		var closeErr error
		if err := s.srv.Shutdown(ctx); err != nil {
			closeErr = s.srv.Close()
		}
		<-s.serveDone
		s.closeErr = errors.Join(closeErr, s.serveErr, s.Emulator.waitIdle(ctx))
		if s.closeErr != nil {
			s.closeErr = fmt.Errorf("emulator: close: %w", s.closeErr)
		}
	})
	return s.closeErr
}
