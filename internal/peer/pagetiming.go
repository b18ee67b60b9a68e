package peer

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// PageTiming is when a page opened in headless Chromium reached each
// stage, in milliseconds from the start of its navigation, as the page's
// own Performance API records them: the time a reader waits once the
// browser is up, without the browser's start-up.
type PageTiming struct {
	DOMContentLoaded float64 `json:"dom_content_loaded_ms"`
	Load             float64 `json:"load_ms"`
	// FirstContentfulPaint is when the first text or image was drawn (0:
	// none within 2 s of the load, as for a page with nothing to draw).
	FirstContentfulPaint float64 `json:"first_contentful_paint_ms"`
	// Browser is how long Chromium ran, from its start to its exit.
	Browser time.Duration `json:"-"`
}

// timingScript resolves, once the page has loaded and drawn something
// (or drawn nothing for 2 s), to its navigation and paint entries as
// JSON.
const timingScript = `new Promise(resolve => {
  const done = () => {
    const n = performance.getEntriesByType("navigation")[0];
    const t0 = performance.now();
    const read = () => {
      const p = performance.getEntriesByName("first-contentful-paint")[0];
      if (!p && performance.now() - t0 < 2000) { setTimeout(read, 10); return; }
      resolve(JSON.stringify({dom_content_loaded_ms: n.domContentLoadedEventEnd, load_ms: n.loadEventEnd, first_contentful_paint_ms: p ? p.startTime : 0}));
    };
    read();
  };
  if (document.readyState === "complete") setTimeout(done, 0);
  else addEventListener("load", () => setTimeout(done, 0));
})`

// MeasurePage opens file in headless Chromium (a w×h window) and reads
// its PageTiming.
func MeasurePage(chrome, file string, w, h int, timeout time.Duration) (*PageTiming, error) {
	value, browser, err := EvaluatePage(chrome, file, w, h, timingScript, timeout)
	if err != nil {
		return nil, err
	}
	var t PageTiming
	if err := json.Unmarshal([]byte(value), &t); err != nil {
		return nil, fmt.Errorf("the page's timing %q: %w", value, err)
	}
	t.Browser = browser
	return &t, nil
}

// EvaluatePage opens file in headless Chromium (a w×h window, a fresh
// profile), waits for its load event, and evaluates script in it (an
// expression, or a promise, that yields a string), through the DevTools
// protocol over a pipe (--remote-debugging-pipe: NUL-terminated JSON
// messages on file descriptors 3 and 4), so nothing listens on a port.
// It returns the string and how long Chromium ran. Chromium is killed
// after timeout.
func EvaluatePage(chrome, file string, w, h int, script string, timeout time.Duration) (string, time.Duration, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return "", 0, err
	}
	work, err := os.MkdirTemp("", "epubuild-chromium-")
	if err != nil {
		return "", 0, err
	}
	defer os.RemoveAll(work)
	toChrome, ourEnd, err := os.Pipe()
	if err != nil {
		return "", 0, err
	}
	fromChrome, theirEnd, err := os.Pipe()
	if err != nil {
		toChrome.Close()
		ourEnd.Close()
		return "", 0, err
	}
	defer ourEnd.Close()
	defer fromChrome.Close()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, chrome, "--headless", "--disable-gpu", "--no-sandbox",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-default-apps", "--disable-extensions", "--user-data-dir="+filepath.Join(work, "profile"),
		"--remote-debugging-pipe", fmt.Sprintf("--window-size=%d,%d", w, h), "about:blank")
	cmd.ExtraFiles = []*os.File{toChrome, theirEnd} // fds 3 (Chromium reads) and 4 (it writes)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Dir = work
	start := time.Now()
	if err := cmd.Start(); err != nil {
		toChrome.Close()
		theirEnd.Close()
		return "", 0, fmt.Errorf("chromium: %v", err)
	}
	toChrome.Close()
	theirEnd.Close()
	c := &devtools{w: ourEnd, r: bufio.NewReader(fromChrome), seen: map[string]bool{}}
	value, err := c.evaluate("file://"+abs, script)
	if err == nil {
		// Browser.close ends Chromium; its exit is part of the run.
		_, err = c.call("", "Browser.close", nil)
	}
	if err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		if ctx.Err() != nil {
			return "", 0, fmt.Errorf("chromium: no result within %v\n%s", timeout, stderr.String())
		}
		return "", 0, fmt.Errorf("chromium: %v\n%s", err, stderr.String())
	}
	if err := cmd.Wait(); err != nil && ctx.Err() != nil {
		return "", 0, fmt.Errorf("chromium did not exit within %v", timeout)
	}
	return value, time.Since(start), nil
}

// devtools is a DevTools protocol client over Chromium's debugging pipe.
type devtools struct {
	w    io.Writer
	r    *bufio.Reader
	next int
	seen map[string]bool // the events read so far, by method
}

// call sends one command (to the browser, or to the attached page's
// session) and returns its result, skipping the events that come first.
func (c *devtools) call(session, method string, params any) (json.RawMessage, error) {
	c.next++
	msg := map[string]any{"id": c.next, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if session != "" {
		msg["sessionId"] = session
	}
	b, err := json.Marshal(msg)
	if err != nil {
		return nil, err
	}
	if _, err := c.w.Write(append(b, 0)); err != nil {
		return nil, err
	}
	for {
		reply, err := c.read(method)
		if err != nil {
			return nil, err
		}
		if reply.ID != c.next {
			continue // an event, or nothing we wait for
		}
		if reply.Error != nil {
			return nil, fmt.Errorf("DevTools %s: %s", method, reply.Error.Message)
		}
		return reply.Result, nil
	}
}

// message is one DevTools message: a reply (ID) or an event (Method).
type message struct {
	ID     int             `json:"id"`
	Method string          `json:"method"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// read reads the next message, noting an event's method in c.seen.
func (c *devtools) read(during string) (*message, error) {
	raw, err := c.r.ReadBytes(0)
	if err != nil {
		return nil, fmt.Errorf("the DevTools pipe closed during %s: %w", during, err)
	}
	var m message
	if err := json.Unmarshal(raw[:len(raw)-1], &m); err != nil {
		return nil, fmt.Errorf("DevTools: %w", err)
	}
	if m.Method != "" {
		c.seen[m.Method] = true
	}
	return &m, nil
}

// await reads until the event method has come.
func (c *devtools) await(method string) error {
	for !c.seen[method] {
		if _, err := c.read(method); err != nil {
			return err
		}
	}
	return nil
}

// evaluate attaches to the blank page Chromium opened, navigates it to
// url and, once it has loaded, evaluates script in it.
func (c *devtools) evaluate(url, script string) (string, error) {
	var page string
	for page == "" {
		res, err := c.call("", "Target.getTargets", nil)
		if err != nil {
			return "", err
		}
		var ts struct {
			TargetInfos []struct {
				TargetID string `json:"targetId"`
				Type     string `json:"type"`
			} `json:"targetInfos"`
		}
		if err := json.Unmarshal(res, &ts); err != nil {
			return "", err
		}
		for _, t := range ts.TargetInfos {
			if t.Type == "page" {
				page = t.TargetID
			}
		}
		if page == "" {
			time.Sleep(20 * time.Millisecond)
		}
	}
	res, err := c.call("", "Target.attachToTarget", map[string]any{"targetId": page, "flatten": true})
	if err != nil {
		return "", err
	}
	var att struct {
		SessionID string `json:"sessionId"`
	}
	if err := json.Unmarshal(res, &att); err != nil {
		return "", err
	}
	if _, err := c.call(att.SessionID, "Page.enable", nil); err != nil {
		return "", err
	}
	if _, err := c.call(att.SessionID, "Page.navigate", map[string]any{"url": url}); err != nil {
		return "", err
	}
	if err := c.await("Page.loadEventFired"); err != nil {
		return "", err
	}
	res, err = c.call(att.SessionID, "Runtime.evaluate", map[string]any{
		"expression": script, "awaitPromise": true, "returnByValue": true})
	if err != nil {
		return "", err
	}
	var ev struct {
		Result struct {
			Value string `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	if err := json.Unmarshal(res, &ev); err != nil {
		return "", err
	}
	if ev.ExceptionDetails != nil {
		return "", errors.New("the page's script threw: " + ev.ExceptionDetails.Text)
	}
	return ev.Result.Value, nil
}
