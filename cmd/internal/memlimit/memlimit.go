// Package memlimit sets the Go runtime's soft memory limit of a command
// that reads pictures within a photo.Budget.
package memlimit

import (
	"os"
	"runtime/debug"
)

// Headroom is the memory a command takes besides its pictures' decodes:
// the classifier, the renderer's fonts, caches, the files downloaded.
const Headroom = 96 << 20

// Set sets the soft memory limit to budget + Headroom bytes, unless the
// environment sets one (GOMEMLIMIT), and returns the limit in force. The
// budget bounds what the decodes hold at once; the limit makes the
// garbage collector return the memory of finished decodes before the heap
// doubles (GOGC), so that several large pictures in a row do not add up.
func Set(budget int64) int64 {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1)
	}
	limit := budget + Headroom
	debug.SetMemoryLimit(limit)
	return limit
}
