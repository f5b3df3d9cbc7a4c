package terminal

import (
	"bytes"
	"io"
	"os"
)

// Ctrl-C in local mode
//
// The terminal turns Ctrl-C into SIGINT for every process of the
// foreground job. Under `go run` that is the go command too, which then
// exits with status 1 whatever the bot does. So while the chat runs on a
// terminal, Ctrl-C is made to end a line instead of sending a signal (its
// VINTR is switched off and it becomes VEOL; the terminal still echoes
// ^C): the chat reads it, and quits at once. SIGINT from elsewhere (kill
// -INT) still stops the bot through its context.

// ctrlC is the byte Ctrl-C types.
const ctrlC = 0x03

// interruptAsInput makes Ctrl-C on the terminal f end the line read
// instead of sending SIGINT, if f is a terminal reading lines. It returns
// what restores the terminal as it was, and whether it changed it.
func interruptAsInput(f *os.File) (restore func(), ok bool) {
	return ctrlCAsInput(int(f.Fd()))
}

// A quitReader passes its reader's bytes on until Ctrl-C: the bytes
// before it, then the end of the input, and quit is called.
type quitReader struct {
	r    io.Reader
	quit func()
	done bool
}

func (q *quitReader) Read(p []byte) (int, error) {
	if q.done {
		return 0, io.EOF
	}
	n, err := q.r.Read(p)
	if k := bytes.IndexByte(p[:n], ctrlC); k >= 0 {
		q.done = true
		q.quit()
		return k, io.EOF
	}
	return n, err
}
