package main

import "time"

var processStart = time.Now()

// wallClock returns the time since the process started.
func wallClock() time.Duration { return time.Since(processStart) }
