package watch

import (
	"context"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
)

func TestWatchStateMachine(t *testing.T) {
	for _, tc := range []struct {
		from State
		in   Input
		to   State
		act  Action
	}{
		{Idle, Changed, Debouncing, StartTimer},
		{Debouncing, Changed, Debouncing, StartTimer},
		{Debouncing, TimerFired, Running, StartRun},
		{Running, Changed, Dirty, DoNothing},
		{Dirty, Changed, Dirty, DoNothing},
		{Running, RunDone, Idle, DoNothing},
		{Dirty, RunDone, Debouncing, StartTimer},
		{Idle, TimerFired, Idle, DoNothing}, // a stale timer
		{Running, TimerFired, Running, DoNothing},
	} {
		to, act := tc.from.Next(tc.in)
		if to != tc.to || act != tc.act {
			t.Errorf("%v + %d = %v, %d; want %v, %d", tc.from, tc.in, to, act, tc.to, tc.act)
		}
	}
}

// A save (here: write a temporary file and rename it over the watched
// one, as editors do) triggers one more build; other files in the folder
// do not.
func TestWatchRebuildsOnSave(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "kernel.hpp")
	os.WriteFile(f, []byte("v1"), 0o666)
	var runs atomic.Int32
	first := make(chan struct{})
	w := &Watcher{
		Files:    func() []string { return []string{f} },
		Debounce: 20 * time.Millisecond,
		MaxRuns:  2,
		Run: func(ctx context.Context) {
			if runs.Add(1) == 1 {
				close(first)
			}
		},
	}
	errc := make(chan error)
	go func() { errc <- w.Watch(context.Background()) }()
	<-first
	os.WriteFile(filepath.Join(dir, "unrelated.txt"), []byte("x"), 0o666)
	tmp := filepath.Join(dir, ".kernel.hpp.swp")
	os.WriteFile(tmp, []byte("v2"), 0o666)
	os.Rename(tmp, f)
	select {
	case err := <-errc:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute):
		t.Fatal("no rebuild after the save")
	}
	if n := runs.Load(); n != 2 {
		t.Errorf("%d builds, want 2", n)
	}
}

// A file in a folder that does not exist yet (a path the configuration
// names before it is created) does not stop the watch: the other files
// are watched, and the folder is tried again after each build.
func TestWatchMissingFolder(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "main.hcl")
	os.WriteFile(f, []byte("v1"), 0o666)
	var runs atomic.Int32
	first := make(chan struct{})
	w := &Watcher{
		Files:    func() []string { return []string{filepath.Join(dir, "kernels", "gqa.hpp"), f} },
		Debounce: 20 * time.Millisecond,
		MaxRuns:  2,
		Run: func(ctx context.Context) {
			if runs.Add(1) == 1 {
				close(first)
			}
		},
	}
	errc := make(chan error)
	go func() { errc <- w.Watch(context.Background()) }()
	select {
	case <-first:
	case err := <-errc:
		t.Fatalf("Watch ended before a build: %v", err)
	}
	os.WriteFile(f, []byte("v2"), 0o666)
	select {
	case err := <-errc:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute):
		t.Fatal("no rebuild after the save")
	}
}
