package peer

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// RemoteCacheServer is an nginx serving Bazel's HTTP cache protocol on a
// loopback port, started by scripts/remote-cache.sh.
type RemoteCacheServer struct {
	URL    string // http://127.0.0.1:PORT
	Dir    string // the script's folder: data/ holds cas/ and ac/
	script string
}

// StartRemoteCache starts a remote cache server in a folder of t's and
// stops it (by its PID) when t ends; without nginx it skips t (fails it
// when peers are required). env is added to the script's environment
// (REMOTE_CACHE_TOKEN=... makes it require a bearer token).
func StartRemoteCache(t testing.TB, env ...string) *RemoteCacheServer {
	t.Helper()
	NeedNginx(t)
	s, err := NewRemoteCache(env...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	})
	return s
}

// NeedNginx skips t (fails it when peers are required) without nginx.
func NeedNginx(t testing.TB) {
	t.Helper()
	if !haveNginx() {
		missing(t, "nginx not found: the remote cache tests need it (apt-get install nginx)")
	}
}

// NewRemoteCache starts a remote cache server in a new temporary folder;
// Close stops it and removes the folder. The script also stops it once
// this process is gone (OWNER_PID; env may name another owner), so a
// test binary killed by its timeout leaves no nginx behind.
func NewRemoteCache(env ...string) (*RemoteCacheServer, error) {
	script, err := repoFile("scripts/remote-cache.sh")
	if err != nil {
		return nil, err
	}
	// Not t.TempDir(): nginx's workers run as www-data when the tests run
	// as root, and t.TempDir's parent is private.
	dir, err := os.MkdirTemp("", "epubuild-remote-cache-")
	if err != nil {
		return nil, err
	}
	s := &RemoteCacheServer{Dir: dir, script: script}
	cmd := exec.Command("bash", script, "start", s.Dir)
	cmd.Env = ownedEnv(env)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("scripts/remote-cache.sh start: %v\n%s", err, stderr.Bytes())
	}
	s.URL = strings.TrimSpace(string(out))
	return s, nil
}

// Stop stops the server by the PID it wrote; stopping a stopped server
// does nothing.
func (s *RemoteCacheServer) Stop() error {
	if _, err := os.Stat(filepath.Join(s.Dir, "nginx.pid")); err != nil {
		return nil
	}
	out, err := exec.Command("bash", s.script, "stop", s.Dir).CombinedOutput()
	if err != nil {
		return fmt.Errorf("scripts/remote-cache.sh stop: %v\n%s", err, out)
	}
	return nil
}

// Close stops the server and removes its folder.
func (s *RemoteCacheServer) Close() error {
	err := s.Stop()
	os.RemoveAll(s.Dir)
	return err
}

// Entry is the file on the server holding kind ("cas" or "ac") name
// under the URL path prefix.
func (s *RemoteCacheServer) Entry(prefix, kind, name string) string {
	return filepath.Join(s.Dir, "data", filepath.FromSlash(strings.Trim(prefix, "/")), kind, name)
}

// Entries lists the names stored under prefix/kind.
func (s *RemoteCacheServer) Entries(prefix, kind string) []string {
	es, _ := os.ReadDir(filepath.Dir(s.Entry(prefix, kind, "x")))
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

// ownedEnv is the environment of a script that starts a server: this
// process's, OWNER_PID naming this process, then env (whose OWNER_PID, if
// any, wins: exec keeps a key's last value).
func ownedEnv(env []string) []string {
	out := append(os.Environ(), "OWNER_PID="+strconv.Itoa(os.Getpid()))
	return append(out, env...)
}

func haveNginx() bool {
	if _, err := exec.LookPath("nginx"); err == nil {
		return true
	}
	_, err := os.Stat("/usr/sbin/nginx")
	return err == nil
}

// repoFile finds a file of the repository from a test's folder.
func repoFile(rel string) (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, filepath.FromSlash(rel)), nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", fmt.Errorf("%s: no go.mod above the test's folder", rel)
		}
		dir = up
	}
}
