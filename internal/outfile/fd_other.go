//go:build !unix

package outfile

import "fmt"

// writeFD: descriptors named as /dev/fd/N are a Unix notion.
func writeFD(fd int, data []byte) error {
	return fmt.Errorf("writing to descriptor %d is supported on Unix only", fd)
}
