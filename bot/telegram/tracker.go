package telegram

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// A tracker decides which offset confirms updates to Telegram: only those
// whose handling finished, so that an update is never lost when the
// process dies. getUpdates returns every unconfirmed update again, so the
// tracker also recognises updates already in hand.
//
// With a state file it also remembers, across a restart, the updates it
// handled after the last confirmation, so that a restart after a crash
// does not answer them twice.
type tracker struct {
	mu       sync.Mutex
	pending  []int        // fetched update IDs not yet confirmed, ascending
	done     map[int]bool // which of them are handled
	seen     int          // highest update ID fetched; -1 before any
	acked    int          // every update up to this ID is handled; -1 before any
	progress chan struct{}
	state    *stateFile
}

func newTracker(state *stateFile) *tracker {
	t := &tracker{done: map[int]bool{}, seen: -1, acked: -1, progress: make(chan struct{}), state: state}
	if state != nil && state.acked >= 0 {
		t.acked = state.acked
		t.seen = state.acked
	}
	return t
}

// offset returns the offset for the next getUpdates: it confirms the
// handled updates and asks for the rest.
func (t *tracker) offset() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.acked + 1
}

// admit returns the updates of a getUpdates answer that are new: not in
// hand already, and not handled before a restart. Those handled before a
// restart are marked done at once.
func (t *tracker) admit(ids []int) (fresh []int, replayed []int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, id := range ids {
		if id <= t.seen {
			continue
		}
		t.seen = id
		t.pending = append(t.pending, id)
		if t.state != nil && t.state.handled[id] {
			replayed = append(replayed, id)
			t.markLocked(id)
			continue
		}
		fresh = append(fresh, id)
	}
	return fresh, replayed
}

// finish marks an update handled.
func (t *tracker) finish(id int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.state != nil {
		t.state.record(id)
	}
	t.markLocked(id)
}

func (t *tracker) markLocked(id int) {
	t.done[id] = true
	for len(t.pending) > 0 && t.done[t.pending[0]] {
		t.acked = t.pending[0]
		delete(t.done, t.pending[0])
		t.pending = t.pending[1:]
	}
	close(t.progress)
	t.progress = make(chan struct{})
}

// inHand returns the number of updates fetched and not yet confirmable.
func (t *tracker) inHand() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.pending)
}

// waitProgress waits until an update is marked handled, ctx ends or max
// passes.
func (t *tracker) waitProgress(ctx context.Context, max time.Duration) {
	t.mu.Lock()
	ch := t.progress
	t.mu.Unlock()
	timer := time.NewTimer(max)
	defer timer.Stop()
	select {
	case <-ch:
	case <-ctx.Done():
	case <-timer.C:
	}
}

// confirmed notes that Telegram has confirmed every update up to id (a
// getUpdates call with offset id+1 succeeded).
func (t *tracker) confirmed(id int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.state != nil {
		t.state.confirm(id)
	}
}

// acknowledged returns the highest update ID confirmed by the offset.
func (t *tracker) acknowledged() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.acked
}

// A stateFile records handled update IDs: a line "h ID" per update
// handled, and "a ID" for an offset known to be confirmed. Appending a
// line is one write to a file opened with O_APPEND, which survives the
// process being killed (not the machine losing power; fsync would cost
// too much per update).
type stateFile struct {
	path    string
	f       *os.File
	acked   int
	handled map[int]bool
	lines   int
}

// openState reads the state file at path, creating it if needed, and
// compacts it.
func openState(path string) (*stateFile, error) {
	s := &stateFile{path: path, acked: -1, handled: map[int]bool{}}
	data, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("reading the state file: %w", err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	for sc.Scan() {
		kind, num, ok := strings.Cut(sc.Text(), " ")
		id, err := strconv.Atoi(num)
		if !ok || err != nil {
			continue // a line cut short by a crash
		}
		switch kind {
		case "a":
			s.acked = max(s.acked, id)
		case "h":
			s.handled[id] = true
		}
	}
	for id := range s.handled {
		if id <= s.acked {
			delete(s.handled, id)
		}
	}
	if err := s.rewrite(); err != nil {
		return nil, err
	}
	return s, nil
}

// rewrite replaces the file with a compact one: the confirmed offset and
// the handled updates after it.
func (s *stateFile) rewrite() error {
	path := s.path
	var sb strings.Builder
	if s.acked >= 0 {
		fmt.Fprintf(&sb, "a %d\n", s.acked)
	}
	ids := make([]int, 0, len(s.handled))
	for id := range s.handled {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		fmt.Fprintf(&sb, "h %d\n", id)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(sb.String()), 0o600); err != nil {
		return fmt.Errorf("writing the state file: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("replacing the state file: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("opening the state file: %w", err)
	}
	if s.f != nil {
		s.f.Close()
	}
	s.f = f
	s.lines = len(ids) + 1
	return nil
}

// record appends a handled update. Errors are ignored: the state file is
// a best effort against answering twice, never a reason to stop.
func (s *stateFile) record(id int) {
	s.handled[id] = true
	fmt.Fprintf(s.f, "h %d\n", id)
	s.lines++
}

// confirm appends a confirmed offset and forgets the updates it covers.
func (s *stateFile) confirm(acked int) {
	if acked <= s.acked {
		return
	}
	s.acked = acked
	fmt.Fprintf(s.f, "a %d\n", acked)
	for id := range s.handled {
		if id <= acked {
			delete(s.handled, id)
		}
	}
	if s.lines > 10000 {
		s.rewrite() // best effort, as record
	}
}

func (s *stateFile) close() error {
	if s == nil || s.f == nil {
		return nil
	}
	return s.f.Close()
}
