package pipeline

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/epubuild/epubuild/pipeline/remote"
)

// slowCache is a remote cache that has nothing: it answers 404 to
// reads and 201 to uploads, each after delay (or at once, for the
// methods fast lists), and counts the requests it got.
type slowCache struct {
	*httptest.Server
	delay    time.Duration
	fast     map[string]bool
	requests atomic.Int32
	stop     chan struct{}
	once     sync.Once
}

func newSlowCache(t *testing.T, delay time.Duration, fast ...string) *slowCache {
	s := &slowCache{delay: delay, fast: map[string]bool{}, stop: make(chan struct{})}
	for _, m := range fast {
		s.fast[m] = true
	}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		if !s.fast[r.Method] {
			select {
			case <-time.After(s.delay):
			case <-r.Context().Done():
				return
			case <-s.stop:
				return
			}
		}
		if r.Method == http.MethodPut {
			w.WriteHeader(http.StatusCreated)
			return
		}
		w.WriteHeader(http.StatusNotFound)
	}))
	t.Cleanup(func() { s.once.Do(func() { close(s.stop) }); s.Close() })
	return s
}

// A cache slower than building (every answer after 20 s, over the 1 s
// timeout here) is marked slow at its first request, warned about once,
// and the rest of the build is local: the server sees one request, so
// the apply takes the local build's time plus one timeout.
func TestRemoteSlowServer(t *testing.T) {
	local := newMachine(t, "", remote.Options{}, nil)
	start := time.Now()
	local.apply(t)
	localTime := time.Since(start)

	srv := newSlowCache(t, 20*time.Second)
	m := newMachine(t, srv.URL+"/pfx", remote.Options{Timeout: time.Second}, nil)
	start = time.Now()
	rs := m.apply(t)
	took := time.Since(start)
	if got := statuses(rs); got != "read=ran big=ran down=ran" {
		t.Fatalf("statuses %s", got)
	}
	w := m.warnings()
	if strings.Count(w, "remote cache") != 1 || !strings.Contains(w, "is slower than building (no progress within 1s") || !strings.Contains(w, "the rest of the build is local") {
		t.Errorf("warnings %q, want one saying the cache is slow and the rest is local", w)
	}
	var slow *remote.SlowError
	if err := m.client.Err(); !errors.As(err, &slow) || slow.Timeout != time.Second {
		t.Errorf("client.Err() = %v, want a SlowError of the timeout", err)
	}
	if n := srv.requests.Load(); n != 1 {
		t.Errorf("the server got %d requests, want 1 (the one that timed out)", n)
	}
	t.Logf("local build %v; with a cache answering after 20s and a 1s timeout, %v", localTime.Round(time.Millisecond), took.Round(time.Millisecond))
}

// The budget: a server answering each request within the timeout but
// slowly enough that the build's requests pass the budget in all is
// marked slow there, with one warning.
func TestRemoteSlowBudget(t *testing.T) {
	srv := newSlowCache(t, 300*time.Millisecond)
	m := newMachine(t, srv.URL, remote.Options{Timeout: 5 * time.Second, Budget: time.Second}, nil)
	if got := statuses(m.apply(t)); got != "read=ran big=ran down=ran" {
		t.Fatalf("statuses %s", got)
	}
	w := m.warnings()
	if strings.Count(w, "remote cache") != 1 || !strings.Contains(w, "more than the 1s budget") {
		t.Errorf("warnings %q, want one naming the budget", w)
	}
	var slow *remote.SlowError
	if err := m.client.Err(); !errors.As(err, &slow) || slow.Budget != time.Second || slow.Timeout != 0 {
		t.Errorf("client.Err() = %v, want a SlowError of the budget", err)
	}
	// 300 ms each, a 1 s budget: the fourth request is cut at the budget.
	if n := srv.requests.Load(); n > 4 {
		t.Errorf("the server got %d requests, want at most 4", n)
	}
}

// Uploads keep the same rule: a server that answers reads at once but
// takes 20 s to accept an upload is marked slow at the first upload;
// nothing more is sent, and the build finishes locally.
func TestRemoteSlowUpload(t *testing.T) {
	srv := newSlowCache(t, 20*time.Second, http.MethodGet)
	m := newMachine(t, srv.URL, remote.Options{Timeout: time.Second}, nil)
	if got := statuses(m.apply(t)); got != "read=ran big=ran down=ran" {
		t.Fatalf("statuses %s", got)
	}
	if w := m.warnings(); strings.Count(w, "remote cache") != 1 || !strings.Contains(w, "is slower than building") {
		t.Errorf("warnings %q, want one", w)
	}
	if st := m.client.Stats(); st.ObjectsUp+st.EntriesUp != 0 {
		t.Errorf("uploaded %d objects and %d entries to a slow server", st.ObjectsUp, st.EntriesUp)
	}
}

// With -remote-cache-required a slow cache fails the build instead.
func TestRemoteSlowRequired(t *testing.T) {
	srv := newSlowCache(t, 20*time.Second)
	m := newMachine(t, srv.URL, remote.Options{Timeout: time.Second, Required: true}, nil)
	_, err := m.x.Apply(context.Background())
	var slow *remote.SlowError
	if err == nil || !errors.As(m.client.Err(), &slow) {
		t.Fatalf("apply with a required slow cache: %v (client: %v)", err, m.client.Err())
	}
}
