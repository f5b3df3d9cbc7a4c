package telegram

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime/debug"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// openBolt opens the bbolt file at path for reading and writing, creating
// it if missing, and waits up to lockWait for another process to let go
// of it (ErrInUse).
//
// An existing file is read through first, read-only: bbolt trusts its
// file, and panics (or faults, which kills the process) on a damaged one,
// in Open, in the first transaction, or later. So the file is opened
// read-only, its size checked against what its meta page says, every
// bucket and key walked and bbolt's own consistency check run; a panic or
// a fault on the way is caught. A file that fails is ErrCorrupt and is
// never opened for writing: not a byte of it changes. A 0-byte file is
// ErrCorrupt too, not a new store (bbolt would initialise it). What the
// walk does not read before Check could still fault there, in a goroutine
// of bbolt's: the keys of a branch page whose header is intact and whose
// keys' offsets are not.
//
// The check reads every page in use once: a store of 55 MB took 70 to
// 100 ms (bolt.Open alone under 1 ms), its file in the page cache.
func openBolt(path string, lockWait time.Duration) (*bolt.DB, error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// A new store.
	case err != nil:
		return nil, err
	case info.Size() == 0:
		return nil, fmt.Errorf("%w (it is empty)", ErrCorrupt)
	default:
		if err := verifyBolt(path, lockWait); err != nil {
			return nil, err
		}
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: lockWait})
	return db, boltError(err)
}

// boltError returns bolt.Open's error as ErrInUse or ErrCorrupt when it
// is one of those.
func boltError(err error) error {
	switch {
	case errors.Is(err, bolterrors.ErrTimeout):
		return ErrInUse
	case errors.Is(err, bolterrors.ErrInvalid), errors.Is(err, bolterrors.ErrVersionMismatch), errors.Is(err, bolterrors.ErrChecksum):
		return fmt.Errorf("%w (%w)", ErrCorrupt, err)
	}
	return err
}

// verifyBolt opens the file at path read-only and checks it through
// (openBolt).
func verifyBolt(path string, lockWait time.Duration) (err error) {
	// A fault reading the memory-mapped file (a page past its end) is a
	// panic in this goroutine, not the end of the process.
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	var file *os.File
	defer func() {
		if r := recover(); r != nil {
			// bbolt panicked in Open or in the walk: let go of the file
			// (and its lock) if Open kept it. Its memory map stays:
			// the process is about to stop.
			if file != nil {
				file.Close()
			}
			err = fmt.Errorf("%w (reading it: %v)", ErrCorrupt, r)
		}
	}()
	db, err := bolt.Open(path, 0o600, &bolt.Options{
		Timeout:         lockWait,
		ReadOnly:        true,
		PreLoadFreelist: true, // here, not in Check's goroutine
		OpenFile: func(name string, flag int, perm os.FileMode) (*os.File, error) {
			f, err := os.OpenFile(name, flag, perm)
			file = f
			return f, err
		},
	})
	if err != nil {
		return boltError(err)
	}
	defer db.Close()
	return db.View(func(tx *bolt.Tx) error {
		info, err := file.Stat()
		if err != nil {
			return err
		}
		if info.Size() < tx.Size() {
			return fmt.Errorf("%w (%d bytes, its pages need %d: cut short)", ErrCorrupt, info.Size(), tx.Size())
		}
		// Every page a bucket reaches, read here, where a panic is
		// caught, before Check reads them again in a goroutine of its
		// own, where it would not be.
		if err := tx.ForEach(func(name []byte, b *bolt.Bucket) error { return walkBucket(b) }); err != nil {
			return err
		}
		// Check asserts (panics, in its goroutine) that the meta pages
		// and the freelist's page say what they are: they are read here
		// first. With a meta page damaged (a write torn by a crash),
		// bbolt reads the other; the walk above is the check then.
		if ok, err := checkable(tx, file, db.Info().PageSize); !ok || err != nil {
			return err
		}
		var first error
		for err := range tx.Check() { // read to the end: Check stops then
			if first == nil {
				first = fmt.Errorf("%w (%w)", ErrCorrupt, err)
			}
		}
		return first
	})
}

// walkBucket reads every key and value of b and of the buckets in it.
func walkBucket(b *bolt.Bucket) error {
	return b.ForEach(func(k, v []byte) error {
		if v == nil {
			if c := b.Bucket(k); c != nil {
				return walkBucket(c)
			}
		}
		return nil
	})
}

// The pages' headers and the meta page, as bbolt lays them out in its
// file (go.etcd.io/bbolt/internal/common: Page, Meta), in the machine's
// byte order.
const (
	pageFlagsAt    = 8  // the page's id is at 0
	metaFreelistAt = 48 // in the meta page, after the page's header
	metaTxidAt     = 64
	metaPageFlag   = 0x04
	freelistFlag   = 0x10
	noFreelist     = ^uint64(0)
)

// checkable reports whether tx.Check can run on file without an
// assertion failing: both meta pages are meta pages, and the freelist
// page the meta page of tx names is that page, a freelist (else
// ErrCorrupt).
func checkable(tx *bolt.Tx, file *os.File, pageSize int) (bool, error) {
	read := func(page uint64, at int) (uint64, error) {
		var b [8]byte
		_, err := file.ReadAt(b[:], int64(page)*int64(pageSize)+int64(at))
		return binary.NativeEndian.Uint64(b[:]), err
	}
	header := func(page uint64) (id uint64, flags uint16, err error) {
		if id, err = read(page, 0); err != nil {
			return 0, 0, err
		}
		f, err := read(page, pageFlagsAt)
		return id, uint16(f), err
	}
	var freelist uint64
	found := false
	for page := uint64(0); page < 2; page++ {
		id, flags, err := header(page)
		if err != nil || id != page || flags != metaPageFlag {
			return false, nil
		}
		if txid, err := read(page, metaTxidAt); err == nil && txid == uint64(tx.ID()) {
			if freelist, err = read(page, metaFreelistAt); err != nil {
				return false, nil
			}
			found = true
		}
	}
	switch {
	case !found:
		return false, nil // neither meta page is tx's: leave it to the walk
	case freelist == noFreelist:
		return true, nil
	}
	if id, flags, err := header(freelist); err != nil || id != freelist || flags != freelistFlag {
		return false, fmt.Errorf("%w (page %d, its freelist, is not one)", ErrCorrupt, freelist)
	}
	return true, nil
}
