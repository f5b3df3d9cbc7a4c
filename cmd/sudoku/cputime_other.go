//go:build !unix

package main

import "time"

// cpuTime returns the wall-clock time where CPU time is not available.
func cpuTime() time.Duration { return wallClock() }
