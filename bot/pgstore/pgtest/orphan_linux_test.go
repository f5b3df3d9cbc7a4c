package pgtest

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestHelperProcess is the test binary run as a child by TestNoOrphan:
// it starts the cluster, prints the postmaster's pid and folder, and then
// returns (Main stops the cluster) or panics.
func TestHelperProcess(t *testing.T) {
	how := os.Getenv("PGTEST_HELPER")
	if how == "" {
		t.Skip("run by TestNoOrphan")
	}
	URL(t)
	fmt.Printf("postmaster %d %s\n", srv.cluster.cmd.Process.Pid, srv.cluster.dir)
	if how == "panic" {
		panic("the test binary dies with the cluster running")
	}
}

// TestNoOrphan runs the test binary as a child that starts a cluster of
// its own and ends normally or panics: either way no postmaster is left
// behind, and its folder goes (at once, or when the next cluster starts).
func TestNoOrphan(t *testing.T) {
	if testing.Short() {
		t.Skip("starts clusters of its own in child processes")
	}
	if _, why := findBinaries(); why != "" {
		t.Skip(why)
	}
	for _, how := range []string{"return", "panic"} {
		t.Run(how, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "-test.count=1")
			cmd.Env = append(os.Environ(), "PGTEST_HELPER="+how, "DATABASE_URL=")
			out, err := cmd.CombinedOutput()
			if how == "return" && err != nil || how == "panic" && err == nil {
				t.Fatalf("child (%s): %v\n%s", how, err, out)
			}
			var pid int
			var dir string
			sc := bufio.NewScanner(strings.NewReader(string(out)))
			for sc.Scan() {
				if _, err := fmt.Sscanf(sc.Text(), "postmaster %d %s", &pid, &dir); err == nil {
					break
				}
			}
			if pid == 0 {
				t.Fatalf("the child printed no postmaster:\n%s", out)
			}
			if how == "return" {
				// Main waited for it to exit before the child did.
				if err := syscall.Kill(pid, 0); err != syscall.ESRCH {
					t.Errorf("postmaster %d still there after the test binary returned (kill 0: %v)", pid, err)
				}
				if _, err := os.Stat(dir); !os.IsNotExist(err) {
					t.Errorf("the cluster's folder %s is still there (%v)", dir, err)
				}
				return
			}
			// The kernel sent it SIGQUIT when the child died: wait for it.
			if err := waitGone(pid, 30*time.Second); err != nil {
				t.Fatalf("postmaster %d after the test binary panicked: %v", pid, err)
			}
			if _, err := os.Stat(dir); err != nil {
				t.Fatalf("the dead binary's folder %s: %v (expected left for the next start)", dir, err)
			}
			removeStale()
			if _, err := os.Stat(dir); !os.IsNotExist(err) {
				t.Errorf("removeStale left the dead binary's folder %s (%v)", dir, err)
			}
		})
	}
}

// waitGone waits for a process that is not our child to exit.
func waitGone(pid int, limit time.Duration) error {
	fd, err := unix.PidfdOpen(pid, 0)
	if err == unix.ESRCH {
		return nil
	}
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
	for {
		n, err := unix.Poll(fds, int(limit.Milliseconds()))
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return err
		}
		if n == 0 {
			return fmt.Errorf("still running after %v", limit)
		}
		return nil
	}
}
