package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/epubuild/epubuild/pipeline/remote"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// remoteFlags are apply's remote cache flags.
type remoteFlags struct {
	url      optString
	readOnly bool
	required bool
	// timeout and budget override remote_cache_timeout and
	// remote_cache_budget when given.
	timeout, budget optDuration
}

// optDuration is a positive duration flag that knows whether it was
// given.
type optDuration struct {
	value time.Duration
	set   bool
}

func (o *optDuration) String() string {
	if !o.set {
		return ""
	}
	return o.value.String()
}

func (o *optDuration) Set(s string) error {
	d, err := schema.ParseDuration(s)
	if err != nil {
		return err
	}
	o.value, o.set = d, true
	return nil
}

// optString is a string flag that knows whether it was given, so
// -remote-cache "" turns off the configuration's remote cache.
type optString struct {
	value string
	set   bool
}

func (o *optString) String() string { return o.value }

func (o *optString) Set(s string) error { o.value, o.set = s, true; return nil }

func (r *remoteFlags) register(fs *verbFlags) {
	fs.Var(&r.url, "remote-cache", "share results through this Bazel HTTP cache (http://host:port/prefix; overrides remote_cache; \"\" turns it off)")
	fs.BoolVar(&r.readOnly, "remote-cache-read-only", false, "download from the remote cache, upload nothing")
	fs.BoolVar(&r.required, "remote-cache-required", false, "fail when the remote cache cannot be reached or is slow, instead of building locally")
	fs.Var(&r.timeout, "remote-cache-timeout", "a remote cache request with no progress for this long marks the cache slow: the rest of the build is local (overrides remote_cache_timeout; default 10s)")
	fs.Var(&r.budget, "remote-cache-budget", "the time all remote cache requests of the build may take together (overrides remote_cache_budget; default 2m)")
}

// openRemote makes the remote cache client the flags and the
// configuration ask for: nil (and ok) when there is none. A bad URL is
// printed, at its line when it comes from the configuration.
func (p *project) openRemote(ctx context.Context, f *remoteFlags, warn func(string), stderr io.Writer) (*remote.Client, bool) {
	url, fromConfig := p.cfg.Settings.RemoteCache, true
	if f.url.set {
		url, fromConfig = f.url.value, false
	}
	if url == "" {
		if f.readOnly || f.required {
			fmt.Fprintln(stderr, "Error: -remote-cache-read-only and -remote-cache-required need a remote cache: set remote_cache in the epubuild block, or -remote-cache URL")
			return nil, false
		}
		return nil, true
	}
	opts := remote.Options{ReadOnly: f.readOnly, Required: f.required, Warn: warn,
		Timeout: p.cfg.Settings.RemoteCacheTimeout, Budget: p.cfg.Settings.RemoteCacheBudget}
	if f.timeout.set {
		opts.Timeout = f.timeout.value
	}
	if f.budget.set {
		opts.Budget = f.budget.value
	}
	c, err := remote.New(ctx, url, opts)
	if err != nil {
		if fromConfig {
			// No source snippet: the line may hold a password.
			rng := p.cfg.Settings.RemoteCacheRange
			fmt.Fprintf(stderr, "Error: %s:%d:%d: invalid remote_cache: %v\n", rng.Filename, rng.Start.Line, rng.Start.Column, err)
		} else {
			fmt.Fprintf(stderr, "Error: -remote-cache: %v\n", err)
		}
		return nil, false
	}
	return c, true
}

func summarizeRemote(c *remote.Client) *cli.RemoteSummary {
	if c == nil {
		return nil
	}
	st := c.Stats()
	s := &cli.RemoteSummary{URL: c.URL(), ReadOnly: c.ReadOnly(),
		ObjectsDown: st.ObjectsDown, BytesDown: st.BytesDown, ResultsDown: st.EntriesDown,
		ObjectsUp: st.ObjectsUp, BytesUp: st.BytesUp, ResultsUp: st.EntriesUp,
		Present: st.Present, Corrupt: st.Corrupt, Garbage: st.Garbage}
	if err := c.Err(); err != nil {
		s.Error = err.Error()
		var slow *remote.SlowError
		s.Slow = errors.As(err, &slow)
	}
	return s
}

var _ store.Remote = (*remote.Client)(nil)
