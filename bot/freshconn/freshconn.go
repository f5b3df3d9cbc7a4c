// Package freshconn lets an http.Server shut down at once even when a
// client holds a connection it has sent nothing on.
//
// http.Server's Shutdown counts such a connection as in use until it is 5
// seconds old (golang/go#22682), and clients often hold one: an HTTP
// client's pool dials a connection for a request that another connection
// then serves, and browsers open connections ahead of need. A Tracker
// follows them, and CloseFresh closes them before Shutdown: no request
// ever began on them.
package freshconn

import (
	"net"
	"net/http"
	"sync"
)

// A Tracker follows the connections of a server that have sent nothing
// yet. Set the server's ConnState to its ConnState method. The zero value
// is ready to use; a Tracker must not be copied after first use.
type Tracker struct {
	mu    sync.Mutex
	fresh map[net.Conn]bool
}

// ConnState records c as fresh while it is new, and forgets it as soon as
// it reads a request, goes idle or closes: the signature of
// http.Server.ConnState.
func (t *Tracker) ConnState(c net.Conn, st http.ConnState) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if st == http.StateNew {
		if t.fresh == nil {
			t.fresh = map[net.Conn]bool{}
		}
		t.fresh[c] = true
		return
	}
	delete(t.fresh, c)
}

// CloseFresh closes the connections that have sent nothing yet and
// returns how many it closed.
func (t *Tracker) CloseFresh() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(t.fresh)
	for c := range t.fresh {
		_ = c.Close()
		delete(t.fresh, c)
	}
	return n
}
