// Package pgtest gives tests a fresh, empty PostgreSQL database each.
//
// With DATABASE_URL set, the databases are created on that server (each
// uniquely named, dropped when its test ends). Without it, the first test
// that asks starts a throwaway cluster for the whole test binary: initdb
// and postgres from the newest /usr/lib/postgresql/*/bin (or PATH), in a
// temporary folder, on a free loopback port, with fsync off; run as the
// postgres user when the tests run as root, since PostgreSQL refuses to
// run as root. The test binary's TestMain must call Main, which stops the
// cluster and removes its folder when the tests end; should the binary
// die first (a panic, a timeout), the postmaster gets SIGQUIT from the
// kernel as its parent dies and shuts down at once, and the next cluster
// started removes the folder left behind.
//
// Without PostgreSQL's binaries, the tests that ask for a database are
// skipped, saying what to install; under CI=true they fail instead.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The state of the test binary: Main sets main; the first URL picks the
// server (the one DATABASE_URL names, or a cluster of our own) and keeps
// a pool on its maintenance database.
var (
	mainCalled atomic.Bool

	serverOnce sync.Once
	srv        *server
	srvErr     error
	srvSkip    string // why the tests are skipped, when there is no server

	counter atomic.Int64

	templatesMu sync.Mutex
	templates   = map[string]*template{}
)

// A server is where the test databases are made.
type server struct {
	admin   *pgxpool.Pool // on the maintenance database
	base    string        // the URL or conninfo its databases' URLs are made from
	cluster *cluster      // nil when DATABASE_URL names the server
	prefix  string        // of every database made by this test binary
	startup time.Duration // how long starting the cluster took
	// strategy is CREATE DATABASE's option to copy the template's files
	// (PostgreSQL 15+; faster than its default for small databases).
	strategy string
}

// A template is a database prepared once per test binary, copied for
// each test that asks for it (CREATE DATABASE … TEMPLATE: much faster
// than preparing each copy again).
type template struct {
	once sync.Once
	name string
	err  error
}

// Main runs the tests of a binary that uses URL, then stops the cluster
// started for them (if any) and exits with the tests' code. Call it from
// TestMain:
//
//	func TestMain(m *testing.M) { pgtest.Main(m) }
func Main(m *testing.M) {
	mainCalled.Store(true)
	code := m.Run()
	if err := shutdown(); err != nil {
		fmt.Fprintln(os.Stderr, "pgtest:", err)
		if code == 0 {
			code = 1
		}
	}
	os.Exit(code)
}

// shutdown drops the templates made on a server of DATABASE_URL's, or
// stops the cluster of our own and removes its folder.
func shutdown() error {
	if srv == nil {
		return nil
	}
	var errs []error
	if srv.cluster == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		templatesMu.Lock()
		for _, tpl := range templates {
			if tpl.name == "" {
				continue
			}
			if _, err := srv.admin.Exec(ctx, "ALTER DATABASE "+quote(tpl.name)+" IS_TEMPLATE false"); err != nil {
				errs = append(errs, err)
			}
			if _, err := srv.admin.Exec(ctx, "DROP DATABASE IF EXISTS "+quote(tpl.name)+" WITH (FORCE)"); err != nil {
				errs = append(errs, err)
			}
		}
		templatesMu.Unlock()
	}
	srv.admin.Close()
	if srv.cluster != nil {
		errs = append(errs, srv.cluster.stop())
	}
	return errors.Join(errs...)
}

// URL returns the URL of a new, empty database for the test, dropped when
// the test ends. It skips the test when there is no PostgreSQL to run
// (fails under CI=true).
func URL(t testing.TB) string {
	t.Helper()
	s := get(t)
	return s.create(t, "")
}

// URLFrom returns the URL of a new database for the test that is a copy
// of a template, made once per test binary for each key by prepare on the
// template's URL (it must close its connections before returning). The
// copy is dropped when the test ends.
func URLFrom(t testing.TB, key string, prepare func(ctx context.Context, url string) error) string {
	t.Helper()
	s := get(t)
	templatesMu.Lock()
	tpl := templates[key]
	if tpl == nil {
		tpl = &template{}
		templates[key] = tpl
	}
	templatesMu.Unlock()
	tpl.once.Do(func() { tpl.name, tpl.err = s.prepare(key, prepare) })
	if tpl.err != nil {
		t.Fatalf("pgtest: template %q: %v", key, tpl.err)
	}
	return s.create(t, tpl.name)
}

// get returns the server, starting it on the first call.
func get(t testing.TB) *server {
	t.Helper()
	if !mainCalled.Load() {
		t.Fatal("pgtest: the test binary's TestMain must call pgtest.Main(m), which stops the database cluster when the tests end")
	}
	serverOnce.Do(func() { srv, srvSkip, srvErr = start() })
	switch {
	case srvSkip != "" && os.Getenv("CI") == "true":
		t.Fatalf("pgtest: %s (CI=true: CI must install it)", srvSkip)
	case srvSkip != "":
		t.Skipf("pgtest: %s", srvSkip)
	case srvErr != nil:
		t.Fatalf("pgtest: %v", srvErr)
	}
	return srv
}

// start connects to DATABASE_URL's server, or starts a cluster. It
// returns why to skip when there is neither.
func start() (s *server, skip string, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s = &server{prefix: fmt.Sprintf("pgtest_%d_%d", os.Getpid(), time.Now().UnixNano()%1e6)}
	if u := os.Getenv("DATABASE_URL"); u != "" {
		s.base = u
	} else {
		bin, why := findBinaries()
		if bin == "" {
			return nil, why, nil
		}
		t0 := time.Now()
		c, err := startCluster(ctx, bin)
		if err != nil {
			return nil, "", err
		}
		s.cluster, s.base, s.startup = c, c.url, time.Since(t0)
	}
	cfg, err := pgxpool.ParseConfig(s.base)
	if err != nil {
		// pgx's parse errors do not hold the password.
		s.stopCluster()
		return nil, "", fmt.Errorf("DATABASE_URL: %w", err)
	}
	cfg.MaxConns = 4
	s.admin, err = pgxpool.NewWithConfig(ctx, cfg)
	if err == nil {
		err = s.admin.Ping(ctx)
	}
	if err != nil {
		if s.admin != nil {
			s.admin.Close()
		}
		s.stopCluster()
		return nil, "", fmt.Errorf("connecting to the test server: %w", err)
	}
	var version int
	if err := s.admin.QueryRow(ctx, "SELECT current_setting('server_version_num')::int").Scan(&version); err == nil && version >= 150000 {
		s.strategy = " STRATEGY FILE_COPY"
	}
	return s, "", nil
}

func (s *server) stopCluster() {
	if s.cluster != nil {
		s.cluster.stop()
	}
}

// unsafeName matches what a database name made from a test's name may
// not hold.
var unsafeName = regexp.MustCompile(`[^a-z0-9_]+`)

// create makes a database for the test (a copy of template, unless
// empty) and returns its URL.
func (s *server) create(t testing.TB, template string) string {
	t.Helper()
	slug := unsafeName.ReplaceAllString(strings.ToLower(t.Name()), "_")
	name := fmt.Sprintf("%s_%d_%s", s.prefix, counter.Add(1), slug)
	if len(name) > 63 { // PostgreSQL's longest name
		name = name[:63]
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	q := "CREATE DATABASE " + quote(name) + s.strategy
	if template != "" {
		q += " TEMPLATE " + quote(template)
	}
	if _, err := s.admin.Exec(ctx, q); err != nil {
		t.Fatalf("pgtest: %s: %v", q, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		// FORCE ends the connections a test left open (PostgreSQL 13+).
		if _, err := s.admin.Exec(ctx, "DROP DATABASE IF EXISTS "+quote(name)+" WITH (FORCE)"); err != nil {
			t.Errorf("pgtest: dropping the test database %s: %v", name, err)
		}
	})
	u, err := withDatabase(s.base, name)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	return u
}

// prepare makes the template database of a key.
func (s *server) prepare(key string, prepare func(context.Context, string) error) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	name := s.prefix + "_tpl_" + unsafeName.ReplaceAllString(strings.ToLower(key), "_")
	if len(name) > 63 {
		name = name[:63]
	}
	if _, err := s.admin.Exec(ctx, "CREATE DATABASE "+quote(name)); err != nil {
		return "", err
	}
	u, err := withDatabase(s.base, name)
	if err == nil {
		err = prepare(ctx, u)
	}
	if err == nil {
		// No connection to it from now on: a template being copied must
		// have none, and nothing can change it by mistake.
		_, err = s.admin.Exec(ctx, "ALTER DATABASE "+quote(name)+" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false")
	}
	if err != nil {
		s.admin.Exec(ctx, "DROP DATABASE IF EXISTS "+quote(name)+" WITH (FORCE)")
		return "", err
	}
	return name, nil
}

// withDatabase returns the URL (or key=value conninfo) base naming
// database name instead of its own.
func withDatabase(base, name string) (string, error) {
	if strings.HasPrefix(base, "postgres://") || strings.HasPrefix(base, "postgresql://") {
		u, err := url.Parse(base)
		if err != nil {
			return "", fmt.Errorf("DATABASE_URL is not a valid URL")
		}
		u.Path = "/" + name
		return u.String(), nil
	}
	// In a key=value conninfo the last value of a key counts.
	return base + " dbname=" + name, nil
}

// quote quotes an SQL identifier.
func quote(name string) string { return pgx.Identifier{name}.Sanitize() }
