package photo

import (
	"os"

	"sudokubot/solver"
)

// readDat reads a .dat file beside a picture.
func readDat(path string) (solver.Grid, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return solver.Grid{}, err
	}
	return ParseDat(string(data))
}
