//go:build !race

package solver

const raceSlowdown = 1
