// Package crash turns a panic that got past epubuild's checks into an
// "internal error".
//
// The panic becomes an error value, or a message and exit status 1 at
// the top, and its stack goes to a file the message names, so a user
// sees one line to report instead of a Go stack trace and exit status 2.
//
// Go cannot recover a panic on another goroutine, so code that fans
// work out to goroutines catches their panics with a Group and re-raises
// them on the goroutine that waits; the step or the command there turns
// them into an Error. Runtime faults that are not panics (out of memory,
// concurrent map writes) cannot be recovered at all and still end the
// process the runtime's way.
package crash

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
)

// Panic is a panic caught on one goroutine, carried to another with the
// stack of the goroutine where it happened.
type Panic struct {
	Value any
	Stack []byte
}

// Error is a recovered panic: the value, the stack and the file the
// stack was written to ("" when it could not be written).
type Error struct {
	Value any
	Stack []byte
	File  string
}

func (e *Error) Error() string {
	where := "the stack could not be written to a file"
	if e.File != "" {
		where = "stack in " + e.File
	}
	return fmt.Sprintf("internal error: %v (%s); this is a bug in epubuild, please report it with that file", e.Value, where)
}

// New makes an Error of a recovered value r, taking the stack from a
// carried Panic or else from the calling goroutine (call it in the
// deferred function that recovered), and writes the stack file.
func New(r any) *Error {
	e := &Error{Value: r}
	if p, ok := r.(*Panic); ok {
		e.Value, e.Stack = p.Value, p.Stack
	} else {
		e.Stack = debug.Stack()
	}
	e.File = write(e)
	return e
}

func write(e *Error) string {
	f, err := os.CreateTemp("", "epubuild-crash-*.txt") // $TMPDIR, or /tmp
	if err != nil {
		return ""
	}
	defer f.Close()
	version := "(devel)"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		version = bi.Main.Version
	}
	fmt.Fprintf(f, "epubuild %s %s %s/%s\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	fmt.Fprintf(f, "command: %s\n", strings.Join(os.Args, " "))
	fmt.Fprintf(f, "panic: %v\n\n%s", e.Value, e.Stack)
	if f.Sync() != nil {
		return ""
	}
	return f.Name()
}

// Group catches the panics of the goroutines it guards so the goroutine
// that waits for them can re-raise the first.
type Group struct {
	mu    sync.Mutex
	first *Panic
}

// Catch recovers a panic of the calling goroutine into g; defer it
// first thing in a goroutine (and after wg.Done, so it runs before it).
func (g *Group) Catch() {
	r := recover()
	if r == nil {
		return
	}
	p, ok := r.(*Panic)
	if !ok {
		p = &Panic{Value: r, Stack: debug.Stack()}
	}
	g.mu.Lock()
	if g.first == nil {
		g.first = p
	}
	g.mu.Unlock()
}

// Raise re-panics the first caught panic, if any, on the calling
// goroutine; call it after the goroutines are waited for.
func (g *Group) Raise() {
	g.mu.Lock()
	p := g.first
	g.mu.Unlock()
	if p != nil {
		panic(p)
	}
}

// Exit recovers a panic of a goroutine nobody waits for (a view's
// ticker), prints the internal error on stderr and exits with status 1;
// defer it first thing in such a goroutine.
func Exit() {
	if r := recover(); r != nil {
		fmt.Fprintf(os.Stderr, "epubuild: %v\n", New(r))
		os.Exit(1)
	}
}
