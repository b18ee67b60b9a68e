package pipeline

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/pipeline/remote"
)

// memCache is a remote cache in memory whose answers damage can
// rewrite (kind is "ac" or "cas").
type memCache struct {
	*httptest.Server
	mu      sync.Mutex
	entries map[string][]byte
	damage  func(kind string, b []byte) []byte
}

func newMemCache(t *testing.T) *memCache {
	c := &memCache{entries: map[string][]byte{}}
	c.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c.mu.Lock()
		defer c.mu.Unlock()
		kind := strings.Split(strings.Trim(r.URL.Path, "/"), "/")[0]
		switch r.Method {
		case http.MethodPut:
			b, _ := io.ReadAll(r.Body)
			c.entries[r.URL.Path] = b
			w.WriteHeader(http.StatusCreated)
		case http.MethodGet, http.MethodHead:
			b, ok := c.entries[r.URL.Path]
			if !ok {
				w.WriteHeader(http.StatusNotFound)
				return
			}
			if c.damage != nil {
				b = c.damage(kind, b)
			}
			w.Write(b)
		}
	}))
	t.Cleanup(c.Close)
	return c
}

// A server serving damaged content gets one warning, whatever and
// however much it damages: entries that are not JSON (every entry
// here), then objects that do not match their digests (every object);
// each is a miss, rebuilt, and counted.
func TestRemoteDamagedContentOneWarning(t *testing.T) {
	for _, tc := range []struct {
		name   string
		damage func(kind string, b []byte) []byte
		want   string
		count  func(remote.Stats) int
	}{
		{"garbage entries", func(kind string, b []byte) []byte {
			if kind == "ac" {
				return []byte("<html>502 Bad Gateway</html>")
			}
			return b
		}, "is not JSON", func(s remote.Stats) int { return s.Garbage }},
		{"wrong-hash objects", func(kind string, b []byte) []byte {
			if kind == "cas" {
				return append([]byte("x"), b...)
			}
			return b
		}, "does not match its digest", func(s remote.Stats) int { return s.Corrupt }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := newMemCache(t)
			newMachine(t, srv.URL, remote.Options{}, nil).apply(t)
			srv.damage = tc.damage
			m := newMachine(t, srv.URL, remote.Options{}, nil)
			if got := statuses(m.apply(t)); got != "read=ran big=ran down=ran" {
				t.Fatalf("statuses %s", got)
			}
			w := m.warnings()
			if strings.Count(w, "remote cache") != 1 || !strings.Contains(w, "serves damaged content") || !strings.Contains(w, tc.want) {
				t.Errorf("warnings %q, want one about damaged content (%s)", w, tc.want)
			}
			if n := tc.count(m.client.Stats()); n < 2 {
				t.Errorf("counted %d damaged, want one per thing refused (at least 2)", n)
			}
			if m.client.Err() != nil {
				t.Errorf("damaged content turned the client off: %v", m.client.Err())
			}
		})
	}
}
