package pgstore

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"sudokubot/bot/pgstore/pgtest"
	"sudokubot/bot/telegram"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// migrated returns the URL of a database of the test's own with the
// schema migrated (a copy of one migrated once for the test binary).
func migrated(t testing.TB) string {
	t.Helper()
	return pgtest.URLFrom(t, "migrated", func(ctx context.Context, url string) error {
		db, err := Open(ctx, url)
		if err == nil {
			db.Close()
		}
		return err
	})
}

// open opens url, closing it at the end of the test.
func open(t *testing.T, url string, opts ...Option) *DB {
	t.Helper()
	db, err := Open(t.Context(), url, opts...)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(db.Close)
	return db
}

// TestMigrate: Open on an empty database creates the schema of the
// binary's version; opened again, it finds nothing to do.
func TestMigrate(t *testing.T) {
	url := pgtest.URL(t)
	for range 2 {
		db := open(t, url)
		v, err := db.Version(t.Context())
		if err != nil || v != SchemaVersion() {
			t.Fatalf("Version() = %d, %v; want %d", v, err, SchemaVersion())
		}
		var rows int
		if err := db.pool.QueryRow(t.Context(), "SELECT count(*) FROM schema_version").Scan(&rows); err != nil || rows != SchemaVersion() {
			t.Fatalf("schema_version has %d rows (%v), want one per migration (%d)", rows, err, SchemaVersion())
		}
		var tables []string
		r, err := db.pool.Query(t.Context(), "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1")
		if err != nil {
			t.Fatal(err)
		}
		for r.Next() {
			var name string
			r.Scan(&name)
			tables = append(tables, name)
		}
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
		if got, want := strings.Join(tables, " "), "challenges chat_leases chats daily leases menus meta pace people pools schema_version updates"; got != want {
			t.Errorf("tables: %s, want %s", got, want)
		}
	}
}

// TestMigrateConcurrently: replicas starting at once on an empty
// database all start, and the schema is applied once.
func TestMigrateConcurrently(t *testing.T) {
	url := pgtest.URL(t)
	const n = 8
	var wg sync.WaitGroup
	errs := make([]error, n)
	dbs := make([]*DB, n)
	for i := range n {
		wg.Go(func() { dbs[i], errs[i] = Open(t.Context(), url, MaxConns(1)) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("Open %d of %d at once: %v", i+1, n, err)
			continue
		}
		defer dbs[i].Close()
	}
	if t.Failed() {
		return
	}
	var rows int
	if err := dbs[0].pool.QueryRow(t.Context(), "SELECT count(*) FROM schema_version").Scan(&rows); err != nil || rows != SchemaVersion() {
		t.Errorf("schema_version has %d rows (%v), want %d", rows, err, SchemaVersion())
	}
}

// TestSchemaNewer: a database migrated by a newer binary is refused,
// saying which versions.
func TestSchemaNewer(t *testing.T) {
	url := migrated(t)
	db := open(t, url)
	newer := SchemaVersion() + 1
	if _, err := db.pool.Exec(t.Context(), "INSERT INTO schema_version (version) VALUES ($1)", newer); err != nil {
		t.Fatal(err)
	}
	_, err := Open(t.Context(), url)
	if !errors.Is(err, ErrSchemaNewer) {
		t.Fatalf("Open on a schema of version %d: %v, want ErrSchemaNewer", newer, err)
	}
	for _, want := range []string{"DATABASE_URL", fmt.Sprint("version ", newer), fmt.Sprint("up to ", SchemaVersion())} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("Open on a newer schema: %q, want it to say %q", err, want)
		}
	}
}

// TestOpenErrors: a malformed or unreachable DATABASE_URL is an error
// naming it, never holding the password.
func TestOpenErrors(t *testing.T) {
	const pw = "s3cr3tPW"
	tests := []struct {
		url  string
		want error // nil: any error
	}{
		{"postgres://bot:" + pw + "@127.0.0.1:port/x", ErrURL},
		{"postgres://bot:" + pw + "%zz@127.0.0.1/x", ErrURL},
		{"host=127.0.0.1 password=a " + pw, ErrURL},
		{"postgres://bot:" + pw + "@127.0.0.1:1/x?sslmode=disable", nil},            // nothing listens on port 1
		{"host=127.0.0.1 port=1 user=bot password=" + pw + " sslmode=disable", nil}, // the same
	}
	for _, tt := range tests {
		db, err := Open(t.Context(), tt.url)
		if err == nil {
			db.Close()
			t.Errorf("Open(%q) succeeded", tt.url)
			continue
		}
		if tt.want != nil && !errors.Is(err, tt.want) {
			t.Errorf("Open(%q): %v, want %v", tt.url, err, tt.want)
		}
		if !strings.Contains(err.Error(), "DATABASE_URL") {
			t.Errorf("Open(%q): %v, want it to name DATABASE_URL", tt.url, err)
		}
		if strings.Contains(err.Error(), pw) {
			t.Errorf("Open(%q): the error shows the password: %v", tt.url, err)
		}
	}
	if _, err := Open(t.Context(), "postgres://127.0.0.1/x", MaxConns(0)); err == nil || !strings.Contains(err.Error(), "MaxConns(0)") {
		t.Errorf("Open with MaxConns(0): %v, want it refused", err)
	}
}

// TestWritable: a database that takes writes passes; one in read-only
// mode fails.
func TestWritable(t *testing.T) {
	url := migrated(t)
	db := open(t, url)
	if err := db.Writable(t.Context()); err != nil {
		t.Fatalf("Writable on a fresh database: %v", err)
	}
	if err := db.Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
	var name string
	if err := db.pool.QueryRow(t.Context(), "SELECT current_database()").Scan(&name); err != nil {
		t.Fatal(err)
	}
	if _, err := db.pool.Exec(t.Context(), "ALTER DATABASE "+quote(name)+" SET default_transaction_read_only = on"); err != nil {
		t.Fatal(err)
	}
	ro := open(t, url, MaxConns(1)) // new connections take the setting
	if err := ro.Writable(t.Context()); err == nil {
		t.Errorf("Writable on a read-only database: nil, want an error")
	}
}

func quote(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }

// TestClaim: the first bot to claim a database has it; another is
// refused, concurrently too; local mode refuses a database with data of
// no named bot.
func TestClaim(t *testing.T) {
	url := migrated(t)
	dbs := []*DB{open(t, url), open(t, url), open(t, url)}
	ctx := t.Context()
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Go(func() { errs[i] = dbs[i%3].Claim(ctx, int64(1+i%2), false) })
	}
	wg.Wait()
	won := map[bool]int{}
	for i, err := range errs {
		if err != nil && !errors.Is(err, ErrOtherBot) {
			t.Fatalf("Claim %d: %v", i, err)
		}
		won[err == nil]++
	}
	// Bot 1 claimed 3 times and bot 2 3 times: one of them has it.
	if won[true] != 3 || won[false] != 3 {
		t.Fatalf("claims by two bots at once: %d taken, %d refused (%v); want one bot's 3 taken", won[true], won[false], errs)
	}
	var owner int64 = 1
	if errs[0] != nil {
		owner = 2
	}
	if err := dbs[0].Claim(ctx, owner, true); err != nil {
		t.Errorf("Claim by the owner in local mode: %v", err)
	}
	if err := dbs[0].Claim(ctx, 3-owner, false); !errors.Is(err, ErrOtherBot) || !strings.Contains(err.Error(), "DATABASE_URL") {
		t.Errorf("Claim by another bot: %v, want ErrOtherBot naming DATABASE_URL", err)
	}

	other := open(t, migrated(t))
	if _, err := other.Enqueue(ctx, []telegram.Update{up(5, 1)}, 10); err != nil {
		t.Fatal(err)
	}
	if err := other.Claim(ctx, 7, true); !errors.Is(err, ErrOtherBot) {
		t.Errorf("local Claim of a database with an unnamed bot's updates: %v, want ErrOtherBot", err)
	}
	if err := other.ClearQueue(ctx); err != nil {
		t.Fatal(err)
	}
	if n, err := other.Waiting(ctx); err != nil || n != 0 {
		t.Errorf("after ClearQueue, %d updates waiting (%v)", n, err)
	}
	if err := other.Claim(ctx, 7, true); err != nil {
		t.Errorf("local Claim of an empty database: %v", err)
	}
}
