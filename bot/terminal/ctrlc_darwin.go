package terminal

import "golang.org/x/sys/unix"

const (
	ioctlGetTermios = unix.TIOCGETA
	ioctlSetTermios = unix.TIOCSETA
	disabled        = 0xff // _POSIX_VDISABLE
)
