package pgtest

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { Main(m) }

// connect opens a connection the test closes at its end.
func connect(t *testing.T, url string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(t.Context(), url)
	if err != nil {
		t.Fatalf("connecting to %s: %v", url, err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

func exists(t *testing.T, name string) bool {
	t.Helper()
	var n int
	if err := srv.admin.QueryRow(t.Context(), "SELECT count(*) FROM pg_database WHERE datname = $1", name).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n == 1
}

// TestURL: each URL is its own empty database, dropped when its test
// ends.
func TestURL(t *testing.T) {
	var names [2]string
	t.Run("two", func(t *testing.T) {
		a, b := connect(t, URL(t)), connect(t, URL(t))
		if _, err := a.Exec(t.Context(), "CREATE TABLE only_in_a (x int)"); err != nil {
			t.Fatal(err)
		}
		for i, c := range []*pgx.Conn{a, b} {
			var tables int
			if err := c.QueryRow(t.Context(), "SELECT current_database(), (SELECT count(*) FROM pg_tables WHERE schemaname = 'public')").Scan(&names[i], &tables); err != nil {
				t.Fatal(err)
			}
			if want := 1 - i; tables != want {
				t.Errorf("database %d (%s) has %d tables, want %d", i, names[i], tables, want)
			}
		}
		if names[0] == names[1] {
			t.Fatalf("both URLs name the database %s", names[0])
		}
		for _, n := range names {
			if !exists(t, n) {
				t.Errorf("database %s missing during its test", n)
			}
		}
	})
	// The connections were still open at the end of the subtest: the drop
	// ends them.
	for _, n := range names {
		if n != "" && exists(t, n) {
			t.Errorf("database %s still there after its test", n)
		}
	}
	if srv.cluster != nil {
		t.Logf("the cluster started in %v", srv.startup)
	}
}

// TestURLFrom: the template is prepared once, and each test gets its own
// copy of it.
func TestURLFrom(t *testing.T) {
	var prepared atomic.Int32
	prepare := func(ctx context.Context, url string) error {
		prepared.Add(1)
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		_, err = conn.Exec(ctx, "CREATE TABLE t (x int); INSERT INTO t VALUES (1)")
		return err
	}
	a := connect(t, URLFrom(t, "one table", prepare))
	b := connect(t, URLFrom(t, "one table", prepare))
	if n := prepared.Load(); n != 1 {
		t.Errorf("prepared %d times, want 1", n)
	}
	if _, err := a.Exec(t.Context(), "INSERT INTO t VALUES (2)"); err != nil {
		t.Fatal(err)
	}
	for i, c := range []*pgx.Conn{a, b} {
		var n int
		if err := c.QueryRow(t.Context(), "SELECT count(*) FROM t").Scan(&n); err != nil {
			t.Fatal(err)
		}
		if want := 2 - i; n != want {
			t.Errorf("copy %d has %d rows, want %d", i, n, want)
		}
	}
}

// TestURLFromFails: a template whose preparation fails fails the tests
// that ask for it, with prepare's error.
func TestURLFromFails(t *testing.T) {
	ft := &fatalT{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		URLFrom(ft, "broken", func(context.Context, string) error { return fmt.Errorf("no such thing") })
	}()
	<-done
	if !strings.Contains(ft.msg, "no such thing") {
		t.Errorf("URLFrom with a failing prepare: %q, want prepare's error", ft.msg)
	}
}

// fatalT records a Fatal instead of ending the test.
type fatalT struct {
	testing.TB
	msg string
}

func (f *fatalT) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}
