//go:build linux

package pgtest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// A cluster is a PostgreSQL server of our own, for one test binary.
type cluster struct {
	dir  string // the temporary folder: data/, the socket, owner
	url  string
	cmd  *exec.Cmd
	done chan struct{} // closed when the postmaster has exited
	log  *logTail

	stopOnce sync.Once
	stopErr  error
}

// findBinaries returns the folder of PostgreSQL's initdb and postgres:
// the newest version's in /usr/lib/postgresql (Debian's layout), else
// PATH's. Without them it returns why the tests are skipped.
func findBinaries() (dir, why string) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	version := func(d string) float64 {
		v, _ := strconv.ParseFloat(filepath.Base(filepath.Dir(d)), 64)
		return v
	}
	slices.SortFunc(dirs, func(a, b string) int {
		va, vb := version(a), version(b)
		switch {
		case va > vb:
			return -1
		case va < vb:
			return 1
		}
		return 0
	})
	for _, d := range dirs {
		if isExec(filepath.Join(d, "initdb")) && isExec(filepath.Join(d, "postgres")) {
			return d, ""
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil && isExec(filepath.Join(filepath.Dir(p), "postgres")) {
		return filepath.Dir(p), ""
	}
	return "", "no PostgreSQL server binaries (initdb, postgres) in /usr/lib/postgresql/*/bin or PATH: " +
		"install them (apt-get install postgresql), or set DATABASE_URL to a server where the tests may create and drop databases"
}

func isExec(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}

// startCluster runs initdb in a new temporary folder and starts postgres
// on it, on a free loopback port.
func startCluster(ctx context.Context, bin string) (*cluster, error) {
	removeStale()
	cred, err := credential()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "pgtest-")
	if err != nil {
		return nil, err
	}
	c := &cluster{dir: dir, done: make(chan struct{})}
	fail := func(err error) (*cluster, error) {
		os.RemoveAll(dir)
		return nil, err
	}
	// owner names the test binary the folder belongs to, for removeStale.
	if err := os.WriteFile(filepath.Join(dir, "owner"), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		return fail(err)
	}
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return fail(err)
		}
	}
	data := filepath.Join(dir, "data")
	initdb := exec.CommandContext(ctx, filepath.Join(bin, "initdb"),
		"-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C",
		"--no-sync", "--no-instructions")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	initdb.Dir = dir
	if out, err := initdb.CombinedOutput(); err != nil {
		return fail(fmt.Errorf("initdb: %w\n%s", err, out))
	}
	// The port is free when we look; should something take it before
	// postgres binds it, postgres fails and we try another.
	for attempt := 0; ; attempt++ {
		port, err := freePort()
		if err != nil {
			return fail(err)
		}
		err = c.startPostgres(ctx, bin, data, port, cred)
		if err == nil {
			c.url = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
			return c, nil
		}
		if attempt == 2 || !strings.Contains(c.log.String(), "could not bind") {
			return fail(err)
		}
	}
}

// startPostgres starts the postmaster and waits until it accepts
// connections, as its log says.
func (c *cluster) startPostgres(ctx context.Context, bin, data string, port int, cred *syscall.Credential) error {
	c.done = make(chan struct{})
	c.log = &logTail{}
	cmd := exec.Command(filepath.Join(bin, "postgres"),
		"-D", data,
		"-p", strconv.Itoa(port),
		"-k", c.dir, // the unix socket, out of /var/run/postgresql
		"-c", "listen_addresses=127.0.0.1",
		"-c", "fsync=off",
		"-c", "synchronous_commit=off",
		"-c", "full_page_writes=off",
		"-c", "shared_buffers=16MB",
		"-c", "max_connections=200",
		"-c", "wal_level=minimal",
		"-c", "max_wal_senders=0",
		"-c", "logging_collector=off",
		"-c", "log_destination=stderr",
	)
	cmd.Dir = c.dir
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Credential: cred,
		// Should the test binary die without stopping it, the kernel
		// sends the postmaster SIGQUIT, PostgreSQL's immediate shutdown:
		// it stops its backends and exits.
		Pdeathsig: syscall.SIGQUIT,
		Setpgid:   true, // a Ctrl-C on go test reaches us, not it directly
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("postgres: %w", err)
	}
	c.cmd = cmd
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stderr)
		seen := false
		for sc.Scan() {
			line := sc.Text()
			c.log.add(line)
			if !seen && strings.Contains(line, "database system is ready to accept connections") {
				seen = true
				close(ready)
			}
		}
		io.Copy(io.Discard, stderr)
		cmd.Wait()
		close(c.done)
	}()
	select {
	case <-ready:
		return nil
	case <-c.done:
		return fmt.Errorf("postgres exited before accepting connections:\n%s", c.log)
	case <-ctx.Done():
		c.stop()
		return fmt.Errorf("postgres did not start: %w\n%s", ctx.Err(), c.log)
	}
}

// stop shuts the postmaster down at once (SIGQUIT: nothing in it is
// kept) and removes the folder.
func (c *cluster) stop() error {
	c.stopOnce.Do(func() {
		if c.cmd != nil && c.cmd.Process != nil {
			c.cmd.Process.Signal(syscall.SIGQUIT)
			select {
			case <-c.done:
			case <-time.After(30 * time.Second):
				c.cmd.Process.Kill()
				<-c.done
				c.stopErr = errors.New("postgres did not stop within 30 s of SIGQUIT; killed")
			}
		}
		if err := os.RemoveAll(c.dir); err != nil && c.stopErr == nil {
			c.stopErr = err
		}
	})
	return c.stopErr
}

// credential returns the postgres user's, when we run as root (initdb
// and postgres refuse root), else nil: run them as ourselves.
func credential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("running as root, PostgreSQL's binaries must run as another user, and there is no postgres user (%w): run the tests as another user, or set DATABASE_URL", err)
	}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("the postgres user's ids %q, %q", u.Uid, u.Gid)
	}
	// No Groups: setgroups drops root's supplementary groups.
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

// freePort returns a loopback TCP port nothing listens on.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// removeStale removes the folders of clusters whose test binary died
// without stopping them (their postmaster got SIGQUIT then, and is gone).
func removeStale() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), "pgtest-*"))
	for _, d := range dirs {
		b, err := os.ReadFile(filepath.Join(d, "owner"))
		if err != nil {
			continue // not ours, or being made
		}
		pid, err := strconv.Atoi(string(b))
		if err != nil || alive(pid) || alive(postmasterPID(d)) {
			continue
		}
		os.RemoveAll(d)
	}
}

// postmasterPID returns the pid in a cluster's postmaster.pid, or 0.
func postmasterPID(dir string) int {
	b, err := os.ReadFile(filepath.Join(dir, "data", "postmaster.pid"))
	if err != nil {
		return 0
	}
	first, _, _ := strings.Cut(string(b), "\n")
	pid, _ := strconv.Atoi(first)
	return pid
}

func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// A logTail keeps the last lines of the server's log, for errors.
type logTail struct {
	mu    sync.Mutex
	lines []string
}

func (l *logTail) add(line string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.lines) == 50 {
		l.lines = slices.Delete(l.lines, 0, 1)
	}
	l.lines = append(l.lines, line)
}

func (l *logTail) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "\n")
}
