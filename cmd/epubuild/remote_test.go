package main

import (
	"maps"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/epubuild/epubuild/internal/peer"
)

// TestRemoteCacheScripts runs the CLI scripts in testdata/script/remote,
// each against an nginx remote cache of its own (scripts/remote-cache.sh):
// $REMOTE is its URL (with a prefix), $REMOTE_DATA the folder that prefix
// maps to.
func TestRemoteCacheScripts(t *testing.T) {
	peer.NeedNginx(t)
	cmds := maps.Clone(scriptCmds)
	// remote-cache stop: stop the script's server.
	cmds["remote-cache"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 1 || args[0] != "stop" {
			ts.Fatalf("usage: remote-cache stop")
		}
		ts.Check(ts.Value("remote").(*peer.RemoteCacheServer).Stop())
	}
	// corrupt-remote CACHEDIR STEP flips a byte of the remote copy of the
	// step's largest output object.
	cmds["corrupt-remote"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 2 {
			ts.Fatalf("usage: corrupt-remote CACHEDIR STEP")
		}
		d := outputObject(ts, ts.MkAbs(args[0]), args[1])
		cmdCorrupt(ts, false, []string{filepath.Join(ts.Getenv("REMOTE_DATA"), "cas", d)})
	}
	testscript.Run(t, testscript.Params{
		Dir:           "../../testdata/script/remote",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") == "1",
		Cmds:          cmds,
		Setup: func(env *testscript.Env) error {
			srv, err := peer.NewRemoteCache()
			if err != nil {
				return err
			}
			env.Defer(func() {
				if err := srv.Close(); err != nil {
					env.T().Fatal(err)
				}
			})
			env.Values["remote"] = srv
			env.Setenv("REMOTE", srv.URL+"/team")
			env.Setenv("REMOTE_DATA", filepath.Join(srv.Dir, "data", "team"))
			env.Setenv("EPUBUILD_REMOTE_CACHE_TOKEN", "")
			env.Setenv("EPUBUILD_REMOTE_CACHE_BASIC", "")
			return nil
		},
	})
}
