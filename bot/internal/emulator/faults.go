package emulator

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// FaultAction says what an injected fault does to a request.
type FaultAction int

const (
	// Respond answers with Status and a Telegram error body, or, when Status is 0,
	// handles the request normally (after Delay).
	Respond FaultAction = iota
	// Hang never answers: the request stays open until the client gives up or the
	// emulator closes (then the connection is dropped).
	Hang
	// Drop closes the connection without an answer, after reading the request.
	Drop
)

// Fault describes a failure to inject into matching requests, for testing how the bot
// copes with an unreliable Telegram. Faulted calls are recorded like others, with
// Call.Fault set.
type Fault struct {
	// Method limits the fault to one method (case-insensitive); empty matches all.
	Method string
	// Match, if not nil, limits the fault further to requests it reports true for.
	// It must not call the emulator.
	Match func(Request) bool
	// Times is how many matching requests the fault affects; 0 means all of them
	// until the rule is removed.
	Times int
	// Action is what to do; Respond by default.
	Action FaultAction
	// Delay postpones the action (or the normal handling). The request's context and
	// Close cut it short.
	Delay time.Duration
	// Status is the HTTP status and error_code to answer with, for Respond. The
	// description is the one Telegram sends with it, e.g. "Bad Gateway" or
	// "Too Many Requests: retry after 5".
	Status int
	// RetryAfter sets parameters.retry_after and the Retry-After header.
	RetryAfter int
}

// FaultRule is a fault installed in an emulator.
type FaultRule struct {
	e       *Emulator
	fault   Fault
	hits    int
	removed bool
}

// AddFault installs a fault. Rules are tried in the order they were added; a request
// gets the first rule that matches it.
func (e *Emulator) AddFault(f Fault) *FaultRule {
	r := &FaultRule{e: e, fault: f}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.faults = append(e.faults, r)
	return r
}

func (r *FaultRule) removeLocked() {
	r.removed = true
	for i, f := range r.e.faults {
		if f == r {
			r.e.faults = append(r.e.faults[:i:i], r.e.faults[i+1:]...)
			break
		}
	}
}

// Hits returns how many requests the rule has affected.
func (r *FaultRule) Hits() int {
	r.e.mu.Lock()
	defer r.e.mu.Unlock()
	return r.hits
}

// takeFault finds the rule for a request and counts the hit.
func (e *Emulator) takeFault(req Request) *FaultRule {
	e.mu.Lock()
	candidates := make([]*FaultRule, 0, len(e.faults))
	for _, r := range e.faults {
		if r.fault.Method == "" || strings.EqualFold(r.fault.Method, req.Method) {
			candidates = append(candidates, r)
		}
	}
	e.mu.Unlock()
	// Match runs without the lock, so it may be slow; hits are counted under it.
	for _, r := range candidates {
		if r.fault.Match != nil && !r.fault.Match(req) {
			continue
		}
		e.mu.Lock()
		if r.removed {
			e.mu.Unlock()
			continue
		}
		r.hits++
		if r.fault.Times > 0 && r.hits >= r.fault.Times {
			r.removeLocked()
		}
		e.mu.Unlock()
		return r
	}
	return nil
}

type faultOutcome int

const (
	faultContinue faultOutcome = iota // handle the request normally
	faultError                        // answer with the returned error
	faultGone                         // the client went away: nothing to send
	faultDrop                         // drop the connection
)

// applyFault carries out a fault's delay and action.
func (e *Emulator) applyFault(ctx context.Context, f Fault) (faultOutcome, *APIError) {
	if f.Delay > 0 {
		timer := time.NewTimer(f.Delay)
		defer timer.Stop()
		select {
		case <-timer.C:
		case <-ctx.Done():
			return faultGone, nil
		case <-e.done:
			return faultDrop, nil
		}
	}
	switch f.Action {
	case Hang:
		select {
		case <-ctx.Done():
			return faultGone, nil
		case <-e.done:
			return faultDrop, nil
		}
	case Drop:
		return faultDrop, nil
	}
	if f.Status == 0 {
		return faultContinue, nil
	}
	status := f.Status
	if status < 100 || status > 999 {
		status = http.StatusInternalServerError
	}
	desc := http.StatusText(status)
	switch {
	case status == http.StatusTooManyRequests:
		desc = "Too Many Requests: retry after " + strconv.Itoa(f.RetryAfter)
	case desc == "":
		desc = "Error " + strconv.Itoa(status)
	}
	return faultError, &APIError{Code: status, Description: desc, RetryAfter: f.RetryAfter}
}
