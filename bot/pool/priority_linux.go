package pool

import (
	"runtime"
	"syscall"
)

// lowerPriority moves the calling goroutine to a thread of its own and
// gives that thread the lowest scheduling priority (nice 19), so that the
// refill of the pools yields the CPU to the answers. The goroutine keeps
// the thread until it returns, and the thread then ends.
func lowerPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 19)
}
