//go:build !linux

package pool

// lowerPriority does nothing where threads have no priority of their own
// that Go can set; the CPU budget still bounds the refill.
func lowerPriority() {}
