package pgstore

import (
	"testing"
	"time"
)

// waitWake waits for a wake, failing the test after a while.
func waitWake(t *testing.T, c <-chan struct{}, what string) {
	t.Helper()
	select {
	case _, ok := <-c:
		if !ok {
			t.Fatalf("%s: the channel closed", what)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("%s: no wake within 10 s", what)
	}
}

// TestListen: a worker is woken by updates queued through another handle
// (another replica), and after its connection is cut and comes back.
func TestListen(t *testing.T) {
	url := migrated(t)
	worker, replica := open(t, url), open(t, url)
	errs := make(chan error, 10)
	worker.onListenError = func(err error) { errs <- err }
	c := worker.Listen(t.Context())
	waitWake(t, c, "listening")
	if _, err := replica.Enqueue(t.Context(), upd(1, 1)); err != nil {
		t.Fatal(err)
	}
	waitWake(t, c, "an update queued by another replica")

	// Cut the listening connection, as a database restart would.
	if _, err := replica.pool.Exec(t.Context(), `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE query LIKE 'LISTEN%' AND datname = current_database()`); err != nil {
		t.Fatal(err)
	}
	waitWake(t, c, "the connection cut")
	select {
	case err := <-errs:
		t.Logf("listening failed as expected: %v", err)
	default:
		t.Errorf("woken, but the connection did not fail: was it cut?")
	}
	waitWake(t, c, "reconnected") // the wake of the new connection
	if _, err := replica.Enqueue(t.Context(), upd(2, 1)); err != nil {
		t.Fatal(err)
	}
	waitWake(t, c, "an update queued after the reconnection")
}
