// Package watch reruns a build when the files it read change.
//
// It is the debouncer's state machine and the file watcher (fsnotify)
// around it.
package watch

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"syscall"
	"time"

	"github.com/fsnotify/fsnotify"
)

// State is the state of the watch loop's debouncer.
type State int

// Watch states: nothing to do; changes seen, waiting for them to settle;
// a build running; a build running and changes seen meanwhile.
const (
	Idle State = iota
	Debouncing
	Running
	Dirty
)

func (s State) String() string {
	return [...]string{"idle", "debouncing", "running", "dirty"}[s]
}

// Input is what happens to the debouncer.
type Input int

// Watch inputs.
const (
	Changed    Input = iota // a watched file changed
	TimerFired              // the debounce delay passed with no change
	RunDone                 // the build finished
)

// Action is what the loop must do after a transition.
type Action int

// Watch actions.
const (
	DoNothing Action = iota
	StartTimer
	StartRun
)

// Next is the debouncer's transition function. An editor's save is
// several events (write, rename, chmod); a change restarts the delay, so
// one save is one build. Changes during a build are remembered and start
// a new delay once it ends: a build never runs twice at once and no
// change is lost.
func (s State) Next(in Input) (State, Action) {
	switch {
	case in == Changed && (s == Idle || s == Debouncing):
		return Debouncing, StartTimer
	case in == Changed: // Running or Dirty
		return Dirty, DoNothing
	case in == TimerFired && s == Debouncing:
		return Running, StartRun
	case in == RunDone && s == Dirty:
		return Debouncing, StartTimer
	case in == RunDone && s == Running:
		return Idle, DoNothing
	}
	return s, DoNothing
}

// Watcher reruns a build whenever one of its files changes.
type Watcher struct {
	// Files returns the files to watch (absolute); it is called again
	// after each build, since the configuration and what steps read can
	// change.
	Files    func() []string
	Run      func(ctx context.Context)
	Log      func(msg string)
	Debounce time.Duration // default 200ms
	MaxRuns  int           // stop after this many builds; 0: until ctx is done
}

// Watch builds once, then on every settled change, until ctx is done.
// Folders are watched rather than files, because editors save by writing
// a new file and renaming it over the old one; events are filtered to the
// files that matter, and chmod-only events are dropped.
func (w *Watcher) Watch(ctx context.Context) error {
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return explainWatchErr(err)
	}
	defer fsw.Close()
	if w.Debounce <= 0 {
		w.Debounce = 200 * time.Millisecond
	}
	files := map[string]bool{}
	dirs := map[string]bool{}
	refresh := func() error {
		files = map[string]bool{}
		want := map[string]bool{}
		for _, f := range w.Files() {
			f = filepath.Clean(f)
			files[f] = true
			want[filepath.Dir(f)] = true
		}
		for d := range dirs {
			if !want[d] {
				fsw.Remove(d)
				delete(dirs, d)
			}
		}
		var add []string
		for d := range want {
			if !dirs[d] {
				add = append(add, d)
			}
		}
		sort.Strings(add)
		for _, d := range add {
			err := fsw.Add(d)
			if errors.Is(err, fs.ErrNotExist) {
				continue // not created yet: tried again after the next build
			}
			if err != nil {
				return fmt.Errorf("watching %s: %w", d, explainWatchErr(err))
			}
			dirs[d] = true
		}
		return nil
	}
	if err := refresh(); err != nil {
		return err
	}
	state := Running
	done := make(chan struct{})
	start := func() {
		go func() {
			w.Run(ctx)
			done <- struct{}{}
		}()
	}
	start()
	runs := 0
	var timer *time.Timer
	var timerC <-chan time.Time
	act := func(a Action) {
		switch a {
		case StartTimer:
			if timer != nil {
				timer.Stop()
			}
			timer = time.NewTimer(w.Debounce)
			timerC = timer.C
		case StartRun:
			timerC = nil
			start()
		}
	}
	for {
		select {
		case <-ctx.Done():
			if state == Running || state == Dirty {
				<-done // the build sees ctx too; let it clean up
			}
			return nil
		case ev, ok := <-fsw.Events:
			if !ok {
				return nil
			}
			if ev.Op == fsnotify.Chmod || !files[filepath.Clean(ev.Name)] {
				continue
			}
			if w.Log != nil && state != Dirty {
				w.Log(fmt.Sprintf("changed: %s", ev.Name))
			}
			var a Action
			state, a = state.Next(Changed)
			act(a)
		case err, ok := <-fsw.Errors:
			if !ok {
				return nil
			}
			if errors.Is(err, fsnotify.ErrEventOverflow) {
				// Events were lost: assume something changed.
				var a Action
				state, a = state.Next(Changed)
				act(a)
				continue
			}
			if w.Log != nil {
				w.Log("watch error: " + explainWatchErr(err).Error())
			}
		case <-timerC:
			var a Action
			state, a = state.Next(TimerFired)
			act(a)
		case <-done:
			runs++
			if w.MaxRuns > 0 && runs >= w.MaxRuns {
				return nil
			}
			if err := refresh(); err != nil {
				return err
			}
			var a Action
			state, a = state.Next(RunDone)
			act(a)
			if state == Idle && w.Log != nil {
				w.Log(fmt.Sprintf("watching %d files in %d folders (Ctrl-C to stop)", len(files), len(dirs)))
			}
		}
	}
}

// explainWatchErr turns inotify's resource errors into advice.
func explainWatchErr(err error) error {
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return fmt.Errorf("%w: the inotify watch limit is reached (raise it: sudo sysctl fs.inotify.max_user_watches=524288)", err)
	case errors.Is(err, syscall.EMFILE):
		return fmt.Errorf("%w: too many inotify instances (raise fs.inotify.max_user_instances, or stop other watchers)", err)
	}
	return err
}
