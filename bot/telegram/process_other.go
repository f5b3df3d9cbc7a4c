//go:build !linux

package telegram

import "io"

// processStats writes nothing where there is no /proc.
type processStats struct{}

func (processStats) write(io.Writer) {}
