//go:build linux || darwin

package terminal

import "golang.org/x/sys/unix"

// ctrlCAsInput is interruptAsInput on a file descriptor.
func ctrlCAsInput(fd int) (restore func(), ok bool) {
	was, err := unix.IoctlGetTermios(fd, ioctlGetTermios)
	if err != nil || was.Lflag&unix.ICANON == 0 || was.Cc[unix.VINTR] != ctrlC {
		// Not a terminal reading lines with Ctrl-C as its interrupt.
		return nil, false
	}
	if eol := was.Cc[unix.VEOL]; eol != 0 && eol != disabled {
		return nil, false // VEOL already in use
	}
	t := *was
	t.Cc[unix.VINTR] = disabled
	t.Cc[unix.VEOL] = ctrlC
	if err := unix.IoctlSetTermios(fd, ioctlSetTermios, &t); err != nil {
		return nil, false
	}
	return func() { unix.IoctlSetTermios(fd, ioctlSetTermios, was) }, true
}
