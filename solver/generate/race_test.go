//go:build race

package generate

// raceEnabled: the race detector slows the engine about eight times, so
// the full run makes smaller samples.
const raceEnabled = true
