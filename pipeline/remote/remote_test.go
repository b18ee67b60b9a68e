package remote

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/internal/peer"
)

func digest(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// warnings collects a client's warnings.
type warnings struct {
	mu   sync.Mutex
	msgs []string
}

func (w *warnings) add(m string) { w.mu.Lock(); w.msgs = append(w.msgs, m); w.mu.Unlock() }
func (w *warnings) all() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.msgs...)
}

func newClient(t *testing.T, url string, opts Options) (*Client, *warnings) {
	t.Helper()
	w := &warnings{}
	opts.Warn = w.add
	c, err := New(context.Background(), url, opts)
	if err != nil {
		t.Fatal(err)
	}
	return c, w
}

func writeFile(t *testing.T, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "obj")
	if err := os.WriteFile(p, data, 0o666); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestParseURL(t *testing.T) {
	for _, tc := range []struct {
		url, err string
	}{
		{"http://127.0.0.1:8080/cache", ""},
		{"https://cache.example.com", ""},
		{"ftp://host/x", "must start with http:// or https://"},
		{"http://user:s3cret@host/x", "holds credentials: put them in $EPUBUILD_REMOTE_CACHE_TOKEN"},
		{"http:///x", "has no host"},
		{"http://host/x?token=s3cret", "must not have a query"},
	} {
		_, err := ParseURL(tc.url)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.url, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: err %v, want %q", tc.url, err, tc.err)
		case err != nil && strings.Contains(err.Error(), "s3cret"):
			t.Errorf("%s: the error shows the password: %v", tc.url, err)
		}
	}
}

// Objects and entries round-trip through a real nginx; a second upload of
// an object is a HEAD, not a PUT; a miss is ErrNotFound.
func TestRoundTrip(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	c, w := newClient(t, srv.URL+"/team/x", Options{})
	data := bytes.Repeat([]byte("weights "), 5000)
	d := digest(data)
	var buf bytes.Buffer
	if err := c.GetCAS(d, &buf); !errors.Is(err, ErrNotFound) {
		t.Fatalf("GetCAS before upload: %v, want ErrNotFound", err)
	}
	if _, err := c.StatCAS(d); !errors.Is(err, ErrNotFound) {
		t.Fatalf("StatCAS before upload: %v, want ErrNotFound", err)
	}
	if err := c.PutCAS(d, writeFile(t, data)); err != nil {
		t.Fatal(err)
	}
	if n, err := c.StatCAS(d); err != nil || n != int64(len(data)) {
		t.Fatalf("StatCAS: %d, %v; want %d", n, err, len(data))
	}
	if got := srv.Entries("team/x", "cas"); len(got) != 1 || got[0] != d {
		t.Fatalf("server holds %v, want [%s]", got, d)
	}
	if err := c.GetCAS(d, &buf); err != nil || !bytes.Equal(buf.Bytes(), data) {
		t.Fatalf("GetCAS: %v (%d bytes)", err, buf.Len())
	}
	key := digest([]byte("key"))
	if _, err := c.GetAC(key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("GetAC before upload: %v", err)
	}
	if err := c.PutAC(key, []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	if b, err := c.GetAC(key); err != nil || string(b) != `{"a":1}` {
		t.Fatalf("GetAC: %q, %v", b, err)
	}

	// A fresh client (another machine) finds the object present.
	c2, _ := newClient(t, srv.URL+"/team/x/", Options{})
	if err := c2.PutCAS(d, writeFile(t, data)); err != nil {
		t.Fatal(err)
	}
	st := c.Stats()
	if st.Waited <= 0 {
		t.Errorf("Waited = %v after six requests", st.Waited)
	}
	st.Waited = 0
	want := Stats{ObjectsUp: 1, ObjectsDown: 1, EntriesUp: 1, EntriesDown: 1,
		BytesUp: int64(len(data)) + 7, BytesDown: int64(len(data)) + 7}
	if st != want {
		t.Errorf("stats %+v, want %+v", st, want)
	}
	if st2 := c2.Stats(); st2.ObjectsUp != 0 || st2.Present != 1 {
		t.Errorf("second client: %+v, want 0 uploaded, 1 present", st2)
	}
	if len(w.all()) != 0 {
		t.Errorf("warnings: %q", w.all())
	}
}

// A flipped byte on the server: the download is refused, and the next
// upload replaces the bad copy although the server says it has one.
func TestCorruptObject(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	c, w := newClient(t, srv.URL, Options{})
	data := []byte("a tensor's bytes")
	d := digest(data)
	if err := c.PutCAS(d, writeFile(t, data)); err != nil {
		t.Fatal(err)
	}
	bad := append([]byte(nil), data...)
	bad[3] ^= 1
	if err := os.WriteFile(srv.Entry("", "cas", d), bad, 0o666); err != nil {
		t.Fatal(err)
	}
	c2, w2 := newClient(t, srv.URL, Options{})
	var buf bytes.Buffer
	if err := c2.GetCAS(d, &buf); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("GetCAS of a flipped byte: %v, want ErrCorrupt", err)
	}
	if ws := w2.all(); len(ws) != 1 || !strings.Contains(ws[0], "does not match its digest") {
		t.Errorf("warnings %q", ws)
	}
	if err := c2.PutCAS(d, writeFile(t, data)); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(srv.Entry("", "cas", d)); !bytes.Equal(got, data) {
		t.Fatalf("server still holds %q after the re-upload", got)
	}
	buf.Reset()
	if err := c2.GetCAS(d, &buf); err != nil || !bytes.Equal(buf.Bytes(), data) {
		t.Fatalf("GetCAS after repair: %v", err)
	}
	if st := c2.Stats(); st.Corrupt != 1 || st.ObjectsUp != 1 || st.ObjectsDown != 1 {
		t.Errorf("stats %+v", st)
	}
	if len(w.all()) != 0 {
		t.Errorf("first client warned: %q", w.all())
	}
}

// A read-only client downloads and uploads nothing.
func TestReadOnly(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	c, _ := newClient(t, srv.URL, Options{ReadOnly: true})
	data := []byte("x")
	if err := c.PutCAS(digest(data), writeFile(t, data)); err != nil {
		t.Fatal(err)
	}
	if err := c.PutAC(digest([]byte("k")), data); err != nil {
		t.Fatal(err)
	}
	if got := append(srv.Entries("", "cas"), srv.Entries("", "ac")...); len(got) != 0 {
		t.Errorf("read-only client stored %v", got)
	}
	if st := c.Stats(); st != (Stats{}) {
		t.Errorf("stats %+v", st)
	}
}

// A server that goes away: one warning, then every call returns at once;
// uploads are dropped unless the cache is required.
func TestServerGone(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	c, w := newClient(t, srv.URL, Options{})
	req, wr := newClient(t, srv.URL, Options{Required: true})
	key := digest([]byte("k"))
	if _, err := c.GetAC(key); !errors.Is(err, ErrNotFound) {
		t.Fatal(err)
	}
	if err := srv.Stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.GetAC(key); err == nil || errors.Is(err, ErrNotFound) {
		t.Fatalf("GetAC of a stopped server: %v, want a network error", err)
	}
	data := []byte("x")
	if err := c.PutCAS(digest(data), writeFile(t, data)); err != nil {
		t.Errorf("PutCAS of an optional cache: %v, want nil", err)
	}
	if err := c.PutAC(key, data); err != nil {
		t.Errorf("PutAC of an optional cache: %v, want nil", err)
	}
	if c.Err() == nil {
		t.Error("Err() is nil after a failure")
	}
	if ws := w.all(); len(ws) != 1 || !strings.Contains(ws[0], "continuing with the local cache only") {
		t.Errorf("warnings %q, want one", ws)
	}
	if err := req.PutAC(key, data); err == nil {
		t.Error("PutAC of a required cache that is gone: nil error")
	}
	if ws := wr.all(); len(ws) != 1 || strings.Contains(ws[0], "continuing") {
		t.Errorf("required cache warnings %q", ws)
	}
}

// Credentials come from the environment; without them a server that
// wants them is a failure that says which variables to set, and the
// token never appears in a message.
func TestToken(t *testing.T) {
	srv := peer.StartRemoteCache(t, "REMOTE_CACHE_TOKEN=tok-123")
	t.Setenv(EnvToken, "")
	t.Setenv(EnvBasic, "")
	c, w := newClient(t, srv.URL, Options{})
	if _, err := c.GetAC(digest([]byte("k"))); err == nil || errors.Is(err, ErrNotFound) {
		t.Fatalf("GetAC without a token: %v", err)
	}
	if ws := w.all(); len(ws) != 1 || !strings.Contains(ws[0], "401") || !strings.Contains(ws[0], EnvToken) {
		t.Errorf("warnings %q", ws)
	}
	t.Setenv(EnvToken, "tok-123")
	c, w = newClient(t, srv.URL, Options{})
	if _, err := c.GetAC(digest([]byte("k"))); !errors.Is(err, ErrNotFound) {
		t.Fatalf("GetAC with the token: %v, want ErrNotFound", err)
	}
	if err := c.PutAC(digest([]byte("k")), []byte("v")); err != nil || c.Err() != nil {
		t.Fatalf("PutAC with the token: %v / %v", err, c.Err())
	}
	for _, m := range w.all() {
		if strings.Contains(m, "tok-123") {
			t.Errorf("a warning shows the token: %s", m)
		}
	}
}

// FuzzParseURL: whatever the input, an accepted URL is http(s) with a
// host and no credentials, and no error shows a password.
func FuzzParseURL(f *testing.F) {
	for _, s := range []string{"http://127.0.0.1:8080/x", "https://u:pw@h/", "http://h/a?b", "ftp://x", "http://[::1]:1/p", "::"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := ParseURL(s)
		if err != nil {
			if i := strings.Index(s, "://"); i >= 0 {
				rest := s[i+3:]
				if at := strings.LastIndex(rest, "@"); at >= 0 {
					if _, pw, ok := strings.Cut(rest[:at], ":"); ok && len(pw) > 3 && strings.Contains(err.Error(), pw) && !strings.Contains(rest[at:], pw) {
						t.Errorf("error shows the password %q: %v", pw, err)
					}
				}
			}
			return
		}
		if u.User != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
			t.Errorf("accepted %q: %#v", s, u)
		}
	})
}
