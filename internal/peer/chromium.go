package peer

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Chromium returns the path of a headless-capable Chromium (Debian's
// chromium package), or skips t.
func Chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	missing(t, "chromium not found: the build report's browser test needs it (apt-get install chromium)")
	return ""
}

// PageLoad is what headless Chromium saw loading a page from disk.
type PageLoad struct {
	// Console are the page's console messages, errors and uncaught
	// exceptions included ("Uncaught ...").
	Console []string
	// Requests are the URLs the page asked for that are not the file
	// itself or one of its own fragments (the browser's own traffic,
	// such as update checks, is not the page's and is left out).
	Requests []string
	// Screenshot is the PNG of the page at the window's size.
	Screenshot string
	// Elapsed is how long Chromium took, from its start to its exit.
	Elapsed time.Duration
}

// LoadPage opens the file in headless Chromium with a window of w×h,
// writes a screenshot to png and records the console and the network.
// The browser gets a fresh profile and no background services; it exits
// by itself once the screenshot is taken, and is killed after timeout.
func LoadPage(chrome, file, png string, w, h int, timeout time.Duration) (*PageLoad, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return nil, err
	}
	work, err := os.MkdirTemp("", "epubuild-chromium-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	netlog := filepath.Join(work, "netlog.json")
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, chrome, "--headless", "--disable-gpu", "--no-sandbox",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-default-apps", "--disable-extensions", "--user-data-dir="+filepath.Join(work, "profile"),
		"--enable-logging=stderr", "--v=0", "--log-net-log="+netlog,
		fmt.Sprintf("--window-size=%d,%d", w, h), "--screenshot="+png, "file://"+abs)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Dir = work
	start := time.Now()
	err = cmd.Run()
	load := &PageLoad{Screenshot: png, Elapsed: time.Since(start)}
	if err != nil {
		return nil, fmt.Errorf("chromium: %v\n%s", err, stderr.String())
	}
	load.Console = consoleLines(stderr.Bytes())
	if load.Requests, err = pageRequests(netlog, "file://"+abs); err != nil {
		return nil, err
	}
	return load, nil
}

var consoleLine = regexp.MustCompile(`:CONSOLE(?:\(\d+\))?:?\d*\] (.*)$`)

// consoleLines picks the page's console messages out of Chromium's log.
func consoleLines(log []byte) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(log))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if m := consoleLine.FindStringSubmatch(sc.Text()); m != nil {
			out = append(out, m[1])
		}
	}
	return out
}

// pageRequests are the URLs of the requests the NetLog files under the
// page (its network isolation key is the file's origin), other than the
// page itself.
func pageRequests(netlog, page string) ([]string, error) {
	b, err := os.ReadFile(netlog)
	if err != nil {
		return nil, fmt.Errorf("chromium's NetLog: %w", err)
	}
	// Chromium may stop before closing the JSON: the events are what
	// matters, so an unterminated log is closed here.
	var log struct {
		Events []struct {
			Params map[string]any `json:"params"`
		} `json:"events"`
	}
	if err := json.Unmarshal(b, &log); err != nil {
		fixed := strings.TrimRight(strings.TrimSpace(string(b)), ",") + "]}"
		if err2 := json.Unmarshal([]byte(fixed), &log); err2 != nil {
			return nil, fmt.Errorf("chromium's NetLog: %w", err)
		}
	}
	seen := map[string]bool{}
	var out []string
	for _, e := range log.Events {
		url, _ := e.Params["url"].(string)
		nik, _ := e.Params["network_isolation_key"].(string)
		if url == "" || !strings.Contains(nik, "file://") || url == page || strings.HasPrefix(url, page+"#") || seen[url] {
			continue
		}
		seen[url] = true
		out = append(out, url)
	}
	return out, nil
}
