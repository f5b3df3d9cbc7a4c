//go:build race

package solver

// raceSlowdown is how many times slower the race detector makes the
// tests' brute-force oracle (enumerate).
const raceSlowdown = 10
