//go:build unix

package outfile

import (
	"errors"
	"syscall"
)

// writeFD writes data to an open descriptor. (An os.File would close
// it when collected.)
func writeFD(fd int, data []byte) error {
	for len(data) > 0 {
		n, err := syscall.Write(fd, data)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil {
			return err
		}
		data = data[n:]
	}
	return nil
}
