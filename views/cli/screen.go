package cli

import (
	"io"
	"os"
	"strconv"

	"golang.org/x/term"
)

// ScreenWidth is the width reports are laid out for: $COLUMNS when set,
// else the terminal's, else 0 (no limit: a file or a pipe gets every
// column).
func ScreenWidth(w io.Writer) int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		if n, _, err := term.GetSize(int(f.Fd())); err == nil {
			return n
		}
	}
	return 0
}
