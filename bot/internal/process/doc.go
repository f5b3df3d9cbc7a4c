// Package process tests sudokubot as a process, as an operator runs it:
// built from cmd/sudokubot, started against the Bot API emulator, killed
// and restarted in the middle of a burst, stopped with SIGTERM, and
// measured under a burst of 10,000 puzzles. The tests live here, under
// bot/internal, because the emulator is internal to the bot.
package process
