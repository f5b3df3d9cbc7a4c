//go:build !linux

package pgtest

import (
	"context"
	"errors"
)

// A cluster of our own is started on Linux only (it relies on the
// parent-death signal to never outlive the tests).
type cluster struct{ url string }

func findBinaries() (dir, why string) {
	return "", "pgtest starts a PostgreSQL cluster of its own on Linux only: set DATABASE_URL to a server where the tests may create and drop databases"
}

func startCluster(context.Context, string) (*cluster, error) {
	return nil, errors.New("no cluster of our own on this system")
}

func (c *cluster) stop() error { return nil }
