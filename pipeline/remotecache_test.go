package pipeline

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/remote"
	"github.com/epubuild/epubuild/pipeline/store"
)

// machine is one checkout with its own local cache, sharing a remote.
type machine struct {
	x      *Executor
	client *remote.Client
	runs   map[string]*atomic.Int32
	mu     sync.Mutex
	warns  []string
}

func (m *machine) warnings() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return strings.Join(m.warns, "\n")
}

func (m *machine) ran() string {
	var parts []string
	for _, n := range []string{"read", "big", "down"} {
		parts = append(parts, n+"="+string(rune('0'+m.runs[n].Load())))
	}
	return strings.Join(parts, " ")
}

// remoteSteps: "read" reads a file of the checkout, "big" stores a large
// object (the same bytes as a model's weights would be), "down" reads both.
// hook, if set, runs inside "big".
func newMachine(t *testing.T, url string, opts remote.Options, hook func()) *machine {
	t.Helper()
	base := t.TempDir()
	if err := os.WriteFile(filepath.Join(base, "in.txt"), []byte("source text\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(filepath.Join(base, ".epubuild"))
	if err != nil {
		t.Fatal(err)
	}
	m := &machine{runs: map[string]*atomic.Int32{"read": {}, "big": {}, "down": {}}}
	opts.Warn = func(msg string) { m.mu.Lock(); m.warns = append(m.warns, msg); m.mu.Unlock() }
	if url != "" {
		c, err := remote.New(context.Background(), url, opts)
		if err != nil {
			t.Fatal(err)
		}
		m.client = c
		s.SetRemote(c)
	}
	read := &funcPass{name: "read", run: func(ctx context.Context, r *pass.Run) error {
		m.runs["read"].Add(1)
		b, err := r.ReadFile(filepath.Join(base, "in.txt"))
		if err != nil {
			return err
		}
		return r.PutBytes("out", pass.KindText, bytes.ToUpper(b))
	}}
	big := &funcPass{name: "big", run: func(ctx context.Context, r *pass.Run) error {
		m.runs["big"].Add(1)
		if hook != nil {
			hook()
		}
		return r.PutBytes("out", pass.KindBin, bytes.Repeat([]byte{1, 2, 3, 4}, 1<<16))
	}}
	down := &funcPass{name: "down", run: func(ctx context.Context, r *pass.Run) error {
		m.runs["down"].Add(1)
		a, err := r.Data("a")
		if err != nil {
			return err
		}
		b, err := r.Data("b")
		if err != nil {
			return err
		}
		return r.PutBytes("out", pass.KindText, append(a, byte(len(b)>>16)))
	}}
	m.x = &Executor{Store: s, Base: base, Jobs: 1, Steps: []*pass.Step{
		{Addr: "read", Pass: read},
		{Addr: "big", Pass: big},
		{Addr: "down", Pass: down, Inputs: []pass.Input{{Name: "a", Step: "read", Output: "out"}, {Name: "b", Step: "big", Output: "out"}}},
	}}
	m.x.Emit = func(e Event) {
		if e.Type == "warning" {
			m.mu.Lock()
			m.warns = append(m.warns, e.Message)
			m.mu.Unlock()
		}
	}
	return m
}

func (m *machine) apply(t *testing.T) []Result {
	t.Helper()
	rs, err := m.x.Apply(context.Background())
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	return rs
}

func outputsOf(rs []Result) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, r.Step.Addr+"="+r.Manifest.Outputs[0].Digest)
	}
	return strings.Join(parts, " ")
}

// A second checkout with an empty local cache runs nothing: every result
// comes from the remote, verified, with the same digests.
func TestRemoteSharedAcrossCheckouts(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	url := srv.URL + "/ci"
	a := newMachine(t, url, remote.Options{}, nil)
	first := a.apply(t)
	if got := statuses(first); got != "read=ran big=ran down=ran" {
		t.Fatalf("first apply: %s", got)
	}
	up := a.client.Stats()
	if up.ObjectsUp != 3 || up.EntriesUp != 6 || up.BytesUp < 1<<18 {
		t.Errorf("first apply uploaded %+v, want 3 objects and 6 entries", up)
	}

	b := newMachine(t, url, remote.Options{ReadOnly: true}, nil)
	second := b.apply(t)
	if got := statuses(second); got != "read=cached big=cached down=cached" {
		t.Fatalf("second checkout: %s (warnings: %s)", got, b.warnings())
	}
	if got := b.ran(); got != "read=0 big=0 down=0" {
		t.Errorf("second checkout ran passes: %s", got)
	}
	if outputsOf(first) != outputsOf(second) {
		t.Errorf("outputs differ:\n%s\n%s", outputsOf(first), outputsOf(second))
	}
	st := b.client.Stats()
	if st.ObjectsDown != 3 || st.EntriesDown != 6 || st.ObjectsUp != 0 || st.EntriesUp != 0 {
		t.Errorf("second checkout: %+v, want 3 objects and 6 entries down, nothing up", st)
	}
	// What was downloaded is now local: a third apply asks nothing.
	b.apply(t)
	if st2 := b.client.Stats(); st2 != st {
		t.Errorf("a local hit used the network: %+v then %+v", st, st2)
	}
	if w := a.warnings() + b.warnings(); w != "" {
		t.Errorf("warnings: %s", w)
	}

	// An edited file in a third checkout is a miss for that step only.
	c := newMachine(t, url, remote.Options{}, nil)
	os.WriteFile(filepath.Join(c.x.Base, "in.txt"), []byte("edited\n"), 0o666)
	if got := statuses(c.apply(t)); got != "read=ran big=cached down=ran" {
		t.Errorf("edited checkout: %s", got)
	}
}

// A flipped byte in a remote object: the result that names it is a miss,
// the step is rebuilt, and the rebuild repairs the remote copy.
func TestRemoteCorruptObject(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	a := newMachine(t, srv.URL, remote.Options{}, nil)
	first := a.apply(t)
	d := first[1].Manifest.Outputs[0].Digest
	p := srv.Entry("", "cas", d)
	good, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	bad := append([]byte(nil), good...)
	bad[len(bad)/2] ^= 0x40
	if err := os.WriteFile(p, bad, 0o666); err != nil {
		t.Fatal(err)
	}

	b := newMachine(t, srv.URL, remote.Options{}, nil)
	rs := b.apply(t)
	if got := statuses(rs); got != "read=cached big=ran down=cached" {
		t.Fatalf("statuses %s", got)
	}
	if w := b.warnings(); !strings.Contains(w, "object "+d[:12]+" does not match its digest") {
		t.Errorf("warnings %q", w)
	}
	if outputsOf(first) != outputsOf(rs) {
		t.Errorf("outputs differ after the rebuild")
	}
	if got, _ := os.ReadFile(p); !bytes.Equal(got, good) {
		t.Error("the rebuild did not replace the corrupt remote object")
	}
	if _, err := os.Stat(b.x.Store.ObjectPath(d)); err != nil {
		t.Errorf("rebuilt object not in the local cache: %v", err)
	}
	c := newMachine(t, srv.URL, remote.Options{}, nil)
	if got := statuses(c.apply(t)); got != "read=cached big=cached down=cached" {
		t.Errorf("after the repair: %s", got)
	}
}

// A corrupt result entry (not JSON, or another key's) is a miss, and the
// rebuild overwrites it.
func TestRemoteBadEntry(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	a := newMachine(t, srv.URL, remote.Options{}, nil)
	first := a.apply(t)
	p := srv.Entry("", "ac", store.RemoteKey("result", first[0].Manifest.Key))
	if err := os.WriteFile(p, []byte(`{"version":1,"key":"other"}`), 0o666); err != nil {
		t.Fatal(err)
	}
	b := newMachine(t, srv.URL, remote.Options{}, nil)
	if got := statuses(b.apply(t)); got != "read=ran big=cached down=cached" {
		t.Fatalf("statuses %s", got)
	}
	c := newMachine(t, srv.URL, remote.Options{}, nil)
	if got := statuses(c.apply(t)); got != "read=cached big=cached down=cached" {
		t.Errorf("after the overwrite: %s", got)
	}
}

// The server stops in the middle of a build: the build finishes locally,
// with one warning.
func TestRemoteServerGoneMidRun(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	var stopErr error
	a := newMachine(t, srv.URL, remote.Options{}, func() { stopErr = srv.Stop() })
	rs := a.apply(t)
	if stopErr != nil {
		t.Fatal(stopErr)
	}
	if got := statuses(rs); got != "read=ran big=ran down=ran" {
		t.Fatalf("statuses %s", got)
	}
	w := a.warnings()
	if strings.Count(w, "continuing with the local cache only") != 1 {
		t.Errorf("warnings %q, want one saying the build continues locally", w)
	}
	if a.client.Err() == nil {
		t.Error("client.Err() is nil")
	}
	// The local cache holds it all: nothing reruns without the server.
	if got := statuses(a.apply(t)); got != "read=cached big=cached down=cached" {
		t.Errorf("second apply: %s", got)
	}
}

// With a required cache, losing the server fails the build.
func TestRemoteRequired(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	a := newMachine(t, srv.URL, remote.Options{Required: true}, nil)
	if err := srv.Stop(); err != nil {
		t.Fatal(err)
	}
	_, err := a.x.Apply(context.Background())
	if err == nil || !strings.Contains(err.Error(), "remote cache") {
		t.Fatalf("apply with a required cache gone: %v", err)
	}
}

// Read-only: a checkout that builds something new uploads nothing.
func TestRemoteReadOnly(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	a := newMachine(t, srv.URL, remote.Options{ReadOnly: true}, nil)
	if got := statuses(a.apply(t)); got != "read=ran big=ran down=ran" {
		t.Fatalf("statuses %s", got)
	}
	if got := append(srv.Entries("", "cas"), srv.Entries("", "ac")...); len(got) != 0 {
		t.Errorf("read-only apply stored %d entries", len(got))
	}
}

// Plan sees what the remote cache holds: a fresh checkout's steps are
// cached, each with what apply would download (sizes asked by HEAD,
// nothing fetched or kept); apply then downloads exactly that.
func TestRemotePlan(t *testing.T) {
	srv := peer.StartRemoteCache(t)
	a := newMachine(t, srv.URL+"/ci", remote.Options{}, nil)
	a.apply(t)

	b := newMachine(t, srv.URL+"/ci", remote.Options{ReadOnly: true}, nil)
	plan := b.x.Plan(context.Background())
	if got := statuses(plan); got != "read=cached big=cached down=cached" {
		t.Fatalf("plan: %s", got)
	}
	want := map[string]store.Download{}
	for _, r := range plan {
		if r.Download == nil || r.Download.Objects != 1 {
			t.Fatalf("plan: %s downloads %+v, want 1 object", r.Step.Addr, r.Download)
		}
		want[r.Step.Addr] = *r.Download
	}
	if want["big"].Bytes != 1<<18 {
		t.Errorf("plan: big downloads %d bytes, want %d", want["big"].Bytes, 1<<18)
	}
	if st := b.client.Stats(); st.ObjectsDown != 0 || st.BytesDown > 4096 {
		t.Errorf("plan downloaded objects: %+v", st)
	}
	if res, _ := b.x.Store.List("results"); len(res) != 0 {
		t.Errorf("plan kept remote results in the folder: %v", res)
	}

	rs := b.apply(t)
	planned := 0
	for _, d := range want {
		planned += d.Objects
	}
	if st := b.client.Stats(); st.ObjectsDown != planned {
		t.Errorf("apply downloaded %d objects, the plan said %d", st.ObjectsDown, planned)
	}
	for _, r := range rs {
		if r.Status != StatusCached || r.Download == nil || *r.Download != want[r.Step.Addr] {
			t.Errorf("apply: %s %s downloaded %+v, the plan said %+v", r.Step.Addr, r.Status, r.Download, want[r.Step.Addr])
		}
	}
	if got := b.ran(); got != "read=0 big=0 down=0" {
		t.Errorf("apply ran passes: %s", got)
	}
	// Now local: plan and apply say nothing comes from the remote.
	for _, r := range append(b.x.Plan(context.Background()), b.apply(t)...) {
		if r.Download != nil {
			t.Errorf("%s: local hit reported as a download %+v", r.Step.Addr, r.Download)
		}
	}

	// An object gone from the server: plan says the step will run.
	os.Remove(srv.Entry("ci", "cas", rs[1].Manifest.Outputs[0].Digest))
	c := newMachine(t, srv.URL+"/ci", remote.Options{}, nil)
	if got := statuses(c.x.Plan(context.Background())); got != "read=cached big=run down=pending" {
		t.Errorf("plan with an object missing: %s", got)
	}
}
