package pgstore

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"
)

// TestGroup: the calls that come while a run is under way share the next
// run, in order of arrival, each with its own result; a call given up
// before its run is not run; one given up during its run has the run's
// outcome; a run whose callers all gave up is cancelled.
func TestGroup(t *testing.T) {
	type run struct {
		args    []int
		ctx     context.Context
		release chan error
	}
	runs := make(chan run)
	g := &group[int, string]{
		run: func(ctx context.Context, args []int) ([]string, error) {
			r := run{args, ctx, make(chan error)}
			runs <- r
			if err := <-r.release; err != nil {
				return nil, err
			}
			var res []string
			for _, a := range args {
				res = append(res, fmt.Sprint("r", a))
			}
			return res, nil
		},
	}
	type result struct {
		res string
		err error
	}
	call := func(ctx context.Context, arg int) <-chan result {
		ch := make(chan result, 1)
		go func() {
			res, err := g.do(ctx, arg)
			ch <- result{res, err}
		}()
		return ch
	}
	waiting := func(n int) { // until n calls wait for a run
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; {
			g.mu.Lock()
			got := len(g.waiting)
			g.mu.Unlock()
			if got == n {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d calls waiting, want %d", got, n)
			}
			time.Sleep(time.Millisecond) // polling a count, not a goroutine's end
		}
	}
	next := func(want ...int) run {
		t.Helper()
		select {
		case r := <-runs:
			if !slices.Equal(r.args, want) {
				t.Fatalf("a run of %v, want %v", r.args, want)
			}
			return r
		case <-time.After(10 * time.Second):
			t.Fatalf("no run of %v", want)
		}
		return run{}
	}
	expect := func(what string, ch <-chan result, res string, err error) {
		t.Helper()
		select {
		case r := <-ch:
			if r.res != res || !errors.Is(r.err, err) {
				t.Errorf("%s: %q, %v; want %q, %v", what, r.res, r.err, res, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: no return", what)
		}
	}
	ctx := t.Context()
	errDown := errors.New("down")

	c1 := call(ctx, 1)
	r1 := next(1) // a lone call runs at once
	ctx3, give3 := context.WithCancel(ctx)
	c3 := call(ctx3, 3)
	waiting(1)
	c2 := call(ctx, 2)
	waiting(2)
	ctx5, give5 := context.WithCancel(ctx)
	c5 := call(ctx5, 5)
	waiting(3)
	c7 := call(ctx, 7)
	waiting(4)
	give5()
	expect("call 5, given up before its run", c5, "", context.Canceled)
	waiting(3)
	r1.release <- nil
	expect("call 1", c1, "r1", nil)

	r327 := next(3, 2, 7) // in order of arrival
	give3()
	select {
	case <-c3:
		t.Error("call 3 returned when given up during its run")
	case <-r327.ctx.Done():
		t.Error("a run cancelled when one of its three callers gave up")
	case <-time.After(50 * time.Millisecond): // what must not happen, given time to
	}
	r327.release <- nil
	expect("call 3, given up during its run", c3, "r3", nil)
	expect("call 2", c2, "r2", nil)
	expect("call 7", c7, "r7", nil)

	ctx9, give9 := context.WithCancel(ctx)
	c9 := call(ctx9, 9)
	r9 := next(9)
	give9()
	select {
	case <-r9.ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the run of a call given up not cancelled")
	}
	r9.release <- errDown // the run's error, not the context's
	expect("call 9, given up during its run", c9, "", errDown)
}
