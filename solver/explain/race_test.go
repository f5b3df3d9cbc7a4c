//go:build race

package explain

// raceEnabled is true under the race detector. The sweeps over every step
// of the shared sets run one goroutine: the detector adds nothing to them
// but a tenfold time, so under it they take the -short sample, and .ci/run
// runs them in full without it.
const raceEnabled = true
