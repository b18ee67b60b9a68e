// Package remote is a client of a shared build cache that speaks Bazel's
// HTTP cache protocol.
//
// It does GET, HEAD and PUT of <base>/cas/<sha256> for content-addressed
// objects (the name is the SHA-256 of the bytes) and of
// <base>/ac/<sha256> for action entries (any bytes, named by a key). Any
// server of that protocol works: nginx with WebDAV PUT, bazel-remote
// (with AC validation off, since epubuild's entries are not Bazel
// protos), BuildBuddy. See https://bazel.build/remote/caching#http-caching.
//
// The client owns the policy the store relies on: every object download
// is hashed and refused when it does not match its name; the first
// network failure turns the client off for the rest of the run with one
// warning (a build never waits on a dead server twice), unless the cache
// is required; so does a slow server: a request that makes no progress
// for Options.Timeout, or a build whose requests have taken
// Options.Budget in all (a cache slower than building is worse than
// none); a read-only client uploads nothing. Damaged content (an object
// that does not match its name, an entry the store cannot read) is
// refused and counted, with one warning per server. Credentials come only
// from the environment and never appear in a message.
package remote

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

// Environment variables holding credentials: a bearer token, or
// user:password for basic auth. The token wins when both are set.
const (
	EnvToken = "EPUBUILD_REMOTE_CACHE_TOKEN"
	EnvBasic = "EPUBUILD_REMOTE_CACHE_BASIC"
)

var (
	// ErrNotFound is a miss: the server does not have the entry.
	ErrNotFound = errors.New("not in the remote cache")
	// ErrCorrupt is a download whose bytes do not match its digest.
	ErrCorrupt = errors.New("remote object does not match its digest")
)

// Defaults of Options.Timeout and Options.Budget. A request answered
// after ten seconds of silence costs more than most steps take to build;
// two minutes of a build spent on the cache in all is past what a cache
// saves on a build a user waits for (raise it for large models on a slow
// link: a download that keeps moving is never cut by Timeout).
const (
	DefaultTimeout = 10 * time.Second
	DefaultBudget  = 2 * time.Minute
)

// SlowError is the failure of a server slower than building: a request
// that made no progress for the timeout, or requests past the budget.
type SlowError struct {
	// Timeout is set when one request waited that long for progress;
	// otherwise the requests' time in all passed Budget.
	Timeout, Budget time.Duration
}

func (e *SlowError) Error() string {
	if e.Timeout > 0 {
		return fmt.Sprintf("no progress within %v: remote_cache_timeout or -remote-cache-timeout waits longer", e.Timeout)
	}
	return fmt.Sprintf("its requests took more than the %v budget of the build: remote_cache_budget or -remote-cache-budget allows more", e.Budget)
}

// maxEntry bounds an action entry: they are small JSON manifests, and a
// server answering with gigabytes is broken, not a cache.
const maxEntry = 64 << 20

// Options configure a client.
type Options struct {
	// ReadOnly: downloads only (developer laptops reading what CI wrote).
	ReadOnly bool
	// Required: a network failure is an error, not a fallback to local.
	Required bool
	// Warn receives the client's warnings (each once); nil drops them.
	Warn func(msg string)
	// HTTP is the client to use; nil means one with connect and
	// response-header timeouts.
	HTTP *http.Client
	// Timeout bounds how long one request may go without progress (its
	// answer's first byte, or any next byte either way); Budget, the
	// time all the requests of a run may take together. Past either, the
	// server is slow: turned off for the run, as a failure is. Zero takes
	// DefaultTimeout and DefaultBudget.
	Timeout, Budget time.Duration
}

// Stats count what crossed the network in one run.
type Stats struct {
	ObjectsDown, ObjectsUp int
	BytesDown, BytesUp     int64
	EntriesDown, EntriesUp int
	// Present counts objects not uploaded because the server had them.
	Present int
	// Corrupt counts downloads refused because they did not verify.
	Corrupt int
	// Garbage counts action entries the store could not read (Refuse).
	Garbage int
	// Waited is the time the run's requests took, in all.
	Waited time.Duration
}

// Client talks to one remote cache. It is safe for concurrent use.
type Client struct {
	base string // URL without a trailing slash
	opts Options
	ctx  context.Context
	auth string // Authorization header value, or ""
	http *http.Client

	mu       sync.Mutex
	stats    Stats
	present  map[string]bool          // objects known to be on the server
	bad      map[string]bool          // objects whose download did not verify
	inflight map[string]chan struct{} // objects being uploaded
	down     error                    // the failure that turned the client off
	damaged  bool                     // damaged content was warned about
}

// ParseURL checks a remote cache URL: http or https, a host, no
// credentials (they belong in the environment), no query or fragment.
func ParseURL(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("remote cache URL %q: %v", redact(s), errors.Unwrap(err))
	}
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Errorf("remote cache URL %q must start with http:// or https://", redact(s))
	case u.User != nil:
		return nil, fmt.Errorf("remote cache URL %q holds credentials: put them in $%s (a bearer token) or $%s (user:password) instead", redact(s), EnvToken, EnvBasic)
	case u.Host == "":
		return nil, fmt.Errorf("remote cache URL %q has no host", redact(s))
	case u.RawQuery != "" || u.Fragment != "":
		// Not echoed whole: a query is where a token would hide.
		return nil, fmt.Errorf("remote cache URL %s://%s%s must not have a query or fragment", u.Scheme, u.Host, u.Path)
	}
	return u, nil
}

// redact hides whatever sits between "://" and "@" in a URL-like string.
func redact(s string) string {
	i := strings.Index(s, "://")
	if i < 0 {
		return s
	}
	rest := s[i+3:]
	if at := strings.LastIndex(rest, "@"); at >= 0 {
		return s[:i+3] + "…@" + rest[at+1:]
	}
	return s
}

// New makes a client of the cache at rawURL. Requests are made under ctx,
// so cancelling it (Ctrl-C) ends them.
func New(ctx context.Context, rawURL string, opts Options) (*Client, error) {
	u, err := ParseURL(rawURL)
	if err != nil {
		return nil, err
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	c := &Client{
		base:     strings.TrimRight(u.String(), "/"),
		opts:     opts,
		ctx:      ctx,
		http:     opts.HTTP,
		present:  map[string]bool{},
		bad:      map[string]bool{},
		inflight: map[string]chan struct{}{},
	}
	if t := os.Getenv(EnvToken); t != "" {
		c.auth = "Bearer " + t
	} else if b := os.Getenv(EnvBasic); b != "" {
		if !strings.Contains(b, ":") {
			return nil, fmt.Errorf("$%s must be user:password", EnvBasic)
		}
		c.auth = "Basic " + base64.StdEncoding.EncodeToString([]byte(b))
	}
	if c.http == nil {
		tr := http.DefaultTransport.(*http.Transport).Clone()
		tr.DialContext = (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext
		tr.ResponseHeaderTimeout = 60 * time.Second
		tr.MaxIdleConnsPerHost = 8
		c.http = &http.Client{Transport: tr}
	}
	return c, nil
}

// URL is the cache's address, for messages.
func (c *Client) URL() string { return c.base }

// Timeout and Budget are the bounds the client's requests keep.
func (c *Client) Timeout() time.Duration { return c.opts.Timeout }
func (c *Client) Budget() time.Duration  { return c.opts.Budget }

// ReadOnly reports whether the client uploads nothing.
func (c *Client) ReadOnly() bool { return c.opts.ReadOnly }

// Stats returns what crossed the network so far.
func (c *Client) Stats() Stats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stats
}

// Err is the network failure that turned the client off, or nil.
func (c *Client) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.down
}

func (c *Client) warn(msg string) {
	if c.opts.Warn != nil {
		c.opts.Warn(msg)
	}
}

// fail records the first failure and warns once; later calls return it
// at once instead of waiting on the server again.
func (c *Client) fail(err error) error {
	if c.ctx.Err() != nil {
		return c.ctx.Err()
	}
	c.mu.Lock()
	first := c.down == nil
	if first {
		c.down = err
	}
	err = c.down
	c.mu.Unlock()
	if first {
		var slow *SlowError
		switch {
		case errors.As(err, &slow) && c.opts.Required:
			c.warn(fmt.Sprintf("remote cache %s is slow: %v", c.base, err))
		case errors.As(err, &slow):
			c.warn(fmt.Sprintf("remote cache %s is slower than building (%v); the rest of the build is local", c.base, err))
		case c.opts.Required:
			c.warn(fmt.Sprintf("remote cache %s failed: %v", c.base, err))
		default:
			c.warn(fmt.Sprintf("remote cache %s failed (%v); continuing with the local cache only", c.base, err))
		}
	}
	return err
}

// Refuse records an action entry the store could not use (not JSON, not
// what it says it is): a miss, counted, with the first bad content from
// this server warned about once.
func (c *Client) Refuse(key, why string) {
	c.mu.Lock()
	c.stats.Garbage++
	c.mu.Unlock()
	c.damagedOnce(fmt.Sprintf("remote cache %s serves damaged content: entry %s %s; such entries are ignored and replaced when rebuilt", c.base, short(key), why))
}

// damagedOnce warns about the first damaged thing a server serves; the
// summary counts the rest.
func (c *Client) damagedOnce(msg string) {
	c.mu.Lock()
	first := !c.damaged
	c.damaged = true
	c.mu.Unlock()
	if first {
		c.warn(msg)
	}
}

func short(d string) string {
	if len(d) > 12 {
		return d[:12]
	}
	return d
}

func (c *Client) off() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.down
}

func validName(d string) bool {
	if len(d) != 64 {
		return false
	}
	_, err := hex.DecodeString(d)
	return err == nil
}

// request makes one request under a watchdog: the request is cancelled
// when it goes Timeout without progress (the answer's first byte, any
// byte of either body) or when the run's requests would pass Budget in
// all. The answer's body reports the watchdog's SlowError, and closing it
// ends the request's time.
func (c *Client) request(method, kind, name string, body io.Reader, size int64) (*http.Response, error) {
	if !validName(name) {
		return nil, fmt.Errorf("remote cache: bad name %q", name)
	}
	w, err := c.watch()
	if err != nil {
		return nil, c.fail(err)
	}
	req, err := http.NewRequestWithContext(w.ctx, method, c.base+"/"+kind+"/"+name, body)
	if err != nil {
		w.end()
		return nil, err
	}
	if body != nil {
		req.Body = io.NopCloser(&progressReader{r: body, w: w})
		req.ContentLength = size
		req.Header.Set("Content-Type", "application/octet-stream")
	}
	if c.auth != "" {
		req.Header.Set("Authorization", c.auth)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		if slow := w.slow(); slow != nil {
			err = slow
		}
		w.end()
		return nil, c.fail(scrub(err))
	}
	w.progress()
	resp.Body = &watchedBody{rc: resp.Body, w: w}
	return resp, nil
}

// watchdog bounds one request (see request).
type watchdog struct {
	c        *Client
	ctx      context.Context
	cancel   context.CancelCauseFunc
	timer    *time.Timer
	start    time.Time
	deadline time.Time // where the budget runs out
	once     sync.Once
}

// watch starts a request's watchdog, or returns the SlowError of a run
// whose budget is spent.
func (c *Client) watch() (*watchdog, error) {
	c.mu.Lock()
	left := c.opts.Budget - c.stats.Waited
	c.mu.Unlock()
	if left <= 0 {
		return nil, &SlowError{Budget: c.opts.Budget}
	}
	ctx, cancel := context.WithCancelCause(c.ctx)
	w := &watchdog{c: c, ctx: ctx, cancel: cancel, start: time.Now()}
	w.deadline = w.start.Add(left)
	w.timer = time.AfterFunc(w.wait(w.start), w.expire)
	return w, nil
}

// wait is how long from now the request may go on without progress.
func (w *watchdog) wait(now time.Time) time.Duration {
	return min(w.c.opts.Timeout, w.deadline.Sub(now))
}

func (w *watchdog) expire() {
	now := time.Now()
	if now.Before(w.deadline) {
		w.cancel(&SlowError{Timeout: w.c.opts.Timeout})
	} else {
		w.cancel(&SlowError{Budget: w.c.opts.Budget})
	}
}

func (w *watchdog) progress() { w.timer.Reset(w.wait(time.Now())) }

// slow is the SlowError that cancelled the request, or nil.
func (w *watchdog) slow() error {
	var slow *SlowError
	if errors.As(context.Cause(w.ctx), &slow) {
		return slow
	}
	return nil
}

// end stops the watchdog and adds the request's time to the run's.
func (w *watchdog) end() {
	w.once.Do(func() {
		w.timer.Stop()
		w.cancel(nil)
		w.c.mu.Lock()
		w.c.stats.Waited += time.Since(w.start)
		w.c.mu.Unlock()
	})
}

// progressReader is a request body that counts as progress when read.
type progressReader struct {
	r io.Reader
	w *watchdog
}

func (p *progressReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	if n > 0 {
		p.w.progress()
	}
	return n, err
}

// watchedBody is an answer's body: each byte is progress, a read the
// watchdog cut short fails with its SlowError, and Close ends the
// request.
type watchedBody struct {
	rc io.ReadCloser
	w  *watchdog
}

func (b *watchedBody) Read(p []byte) (int, error) {
	n, err := b.rc.Read(p)
	if n > 0 {
		b.w.progress()
	}
	if err != nil && err != io.EOF {
		if slow := b.w.slow(); slow != nil {
			err = slow
		}
	}
	return n, err
}

func (b *watchedBody) Close() error {
	err := b.rc.Close()
	b.w.end()
	return err
}

// scrub keeps a transport error's cause and drops the request line
// (method and URL) net/http wraps it in, which fail already names.
func scrub(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// statusErr turns an unexpected status into a failure that says what to
// do about the common ones.
func (c *Client) statusErr(method string, resp *http.Response) error {
	hint := ""
	switch resp.StatusCode {
	case http.StatusUnauthorized, http.StatusForbidden:
		hint = fmt.Sprintf(" (set $%s or $%s)", EnvToken, EnvBasic)
	case http.StatusMethodNotAllowed:
		if method == http.MethodPut {
			hint = " (the server does not accept uploads: use -remote-cache-read-only, or enable PUT)"
		}
	}
	return c.fail(fmt.Errorf("%s answered %s%s", method, resp.Status, hint))
}

func drain(resp *http.Response) {
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
}

// GetAC returns the action entry named key, or ErrNotFound.
func (c *Client) GetAC(key string) ([]byte, error) {
	if err := c.off(); err != nil {
		return nil, err
	}
	resp, err := c.request(http.MethodGet, "ac", key, nil, 0)
	if err != nil {
		return nil, err
	}
	defer drain(resp)
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return nil, ErrNotFound
	default:
		return nil, c.statusErr(http.MethodGet, resp)
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxEntry+1))
	if err != nil {
		return nil, c.fail(err)
	}
	if len(b) > maxEntry {
		return nil, fmt.Errorf("remote action entry %s is over %d bytes", key[:12], maxEntry)
	}
	c.mu.Lock()
	c.stats.EntriesDown++
	c.stats.BytesDown += int64(len(b))
	c.mu.Unlock()
	return b, nil
}

// PutAC stores an action entry, replacing any there (a bad entry is
// overwritten by the next good build). Read-only, or after a failure when
// the cache is not required, it does nothing.
func (c *Client) PutAC(key string, data []byte) error {
	if c.opts.ReadOnly {
		return nil
	}
	if err := c.off(); err != nil {
		return c.putErr(err)
	}
	resp, err := c.request(http.MethodPut, "ac", key, bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return c.putErr(err)
	}
	defer drain(resp)
	if !putOK(resp.StatusCode) {
		return c.putErr(c.statusErr(http.MethodPut, resp))
	}
	c.mu.Lock()
	c.stats.EntriesUp++
	c.stats.BytesUp += int64(len(data))
	c.mu.Unlock()
	return nil
}

func putOK(code int) bool {
	return code == http.StatusOK || code == http.StatusCreated || code == http.StatusNoContent
}

// putErr: an upload that fails costs the team a cache entry, not this
// build its result, unless the cache is required.
func (c *Client) putErr(err error) error {
	if c.opts.Required || c.ctx.Err() != nil {
		return err
	}
	return nil
}

// GetCAS writes the object named digest to w and verifies it: ErrCorrupt
// when the bytes do not hash to the name (w then holds bytes to discard),
// ErrNotFound when the server does not have it.
func (c *Client) GetCAS(digest string, w io.Writer) error {
	if err := c.off(); err != nil {
		return err
	}
	resp, err := c.request(http.MethodGet, "cas", digest, nil, 0)
	if err != nil {
		return err
	}
	defer drain(resp)
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return ErrNotFound
	default:
		return c.statusErr(http.MethodGet, resp)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), resp.Body)
	if err != nil {
		if c.ctx.Err() != nil {
			return c.ctx.Err()
		}
		return c.fail(err)
	}
	c.mu.Lock()
	c.stats.BytesDown += n
	if hex.EncodeToString(h.Sum(nil)) != digest {
		c.stats.Corrupt++
		c.bad[digest] = true
		delete(c.present, digest)
		c.mu.Unlock()
		c.damagedOnce(fmt.Sprintf("remote cache %s serves damaged content: object %s does not match its digest (%d bytes); such objects are ignored and replaced when rebuilt", c.base, digest[:12], n))
		return ErrCorrupt
	}
	c.stats.ObjectsDown++
	c.present[digest] = true
	c.mu.Unlock()
	return nil
}

// StatCAS asks the server (HEAD) for the size of the object named
// digest: ErrNotFound when it does not have it. Nothing is verified until
// the object is downloaded; one that failed to verify this run is
// reported missing.
func (c *Client) StatCAS(digest string) (int64, error) {
	if err := c.off(); err != nil {
		return 0, err
	}
	c.mu.Lock()
	bad := c.bad[digest]
	c.mu.Unlock()
	if bad {
		return 0, ErrCorrupt
	}
	resp, err := c.request(http.MethodHead, "cas", digest, nil, 0)
	if err != nil {
		return 0, err
	}
	drain(resp)
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return 0, ErrNotFound
	default:
		return 0, c.statusErr(http.MethodHead, resp)
	}
	if resp.ContentLength < 0 {
		return 0, fmt.Errorf("remote cache: HEAD of object %s gave no Content-Length", digest[:12])
	}
	return resp.ContentLength, nil
}

// PutCAS uploads the file at path as the object named digest, unless the
// server is known to have it: an object is sent once however many steps
// store it. One that failed to verify on download is sent again even if
// the server says it has it, which replaces the bad copy.
func (c *Client) PutCAS(digest, path string) error {
	if c.opts.ReadOnly {
		return nil
	}
	for {
		if err := c.off(); err != nil {
			return c.putErr(err)
		}
		c.mu.Lock()
		if c.present[digest] {
			c.mu.Unlock()
			return nil
		}
		if ch, ok := c.inflight[digest]; ok {
			c.mu.Unlock()
			<-ch
			continue
		}
		ch := make(chan struct{})
		c.inflight[digest] = ch
		bad := c.bad[digest]
		c.mu.Unlock()
		err := c.putCAS(digest, path, bad)
		c.mu.Lock()
		delete(c.inflight, digest)
		if err == nil {
			c.present[digest] = true
			delete(c.bad, digest)
		}
		c.mu.Unlock()
		close(ch)
		return c.putErr(err)
	}
}

func (c *Client) putCAS(digest, path string, bad bool) error {
	if !bad {
		resp, err := c.request(http.MethodHead, "cas", digest, nil, 0)
		if err != nil {
			return err
		}
		drain(resp)
		switch resp.StatusCode {
		case http.StatusOK:
			c.mu.Lock()
			c.stats.Present++
			c.mu.Unlock()
			return nil
		case http.StatusNotFound:
		default:
			return c.statusErr(http.MethodHead, resp)
		}
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	resp, err := c.request(http.MethodPut, "cas", digest, f, st.Size())
	if err != nil {
		return err
	}
	defer drain(resp)
	if !putOK(resp.StatusCode) {
		return c.statusErr(http.MethodPut, resp)
	}
	c.mu.Lock()
	c.stats.ObjectsUp++
	c.stats.BytesUp += st.Size()
	c.mu.Unlock()
	return nil
}
