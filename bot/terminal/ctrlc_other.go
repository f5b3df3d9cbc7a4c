//go:build !linux && !darwin

package terminal

// ctrlCAsInput leaves Ctrl-C as it is: it stops the bot through its
// context.
func ctrlCAsInput(int) (restore func(), ok bool) { return nil, false }
