package freshconn

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// TestCloseFresh: a connection that has sent nothing is closed by
// CloseFresh, one that has served a request and waits idle is not (it
// is Shutdown's to close), and then Shutdown returns at once, with no
// connection left in use.
func TestCloseFresh(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var tr Tracker
	served := make(chan net.Conn, 1)
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }),
	}
	// The test's own hook sees each change once the tracker has.
	accepted, closed := make(chan struct{}, 2), make(chan struct{}, 2)
	srv.ConnState = func(c net.Conn, st http.ConnState) {
		tr.ConnState(c, st)
		switch st {
		case http.StateNew:
			accepted <- struct{}{}
		case http.StateClosed:
			closed <- struct{}{}
		}
		if st == http.StateIdle {
			select {
			case served <- c:
			default:
			}
		}
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()

	// One connection that sends nothing.
	quiet, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer quiet.Close()
	<-accepted
	// One that serves a request and stays open, idle.
	client := &http.Client{Transport: &http.Transport{}}
	resp, err := client.Get("http://" + ln.Addr().String() + "/")
	if err != nil {
		t.Fatal(err)
	}
	io.ReadAll(resp.Body)
	resp.Body.Close()
	<-accepted
	<-served

	if n := tr.CloseFresh(); n != 1 {
		t.Errorf("CloseFresh closed %d connections, want 1 (the quiet one)", n)
	}
	quiet.SetReadDeadline(time.Now().Add(time.Minute)) // a guard against a hang, not a measure
	if _, err := quiet.Read(make([]byte, 1)); err == nil || errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("reading the quiet connection after CloseFresh: %v, want it closed by the server", err)
	}
	<-closed // the server has seen it closed
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // Shutdown looks once: it must find nothing in use
	if err := srv.Shutdown(ctx); err != nil {
		t.Errorf("Shutdown after CloseFresh: %v, want every connection closed at once", err)
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		t.Errorf("Serve: %v", err)
	}
	if n := tr.CloseFresh(); n != 0 {
		t.Errorf("CloseFresh after Shutdown closed %d connections, want 0", n)
	}
}
