package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/epubuild/epubuild/internal/peer"
)

// TestSlurmScripts runs the CLI scripts in testdata/script/slurm, each on
// a one-node Slurm cluster of its own (scripts/slurm.sh), SLURM_CONF set,
// and with a remote cache of its own ($REMOTE, $REMOTE_DATA as in
// TestRemoteCacheScripts).
func TestSlurmScripts(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Slurm cluster per script (-short)")
	}
	peer.NeedSlurm(t)
	peer.NeedNginx(t)
	testscript.Run(t, testscript.Params{
		Dir:           "../../testdata/script/slurm",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") == "1",
		Cmds:          scriptCmds,
		Setup: func(env *testscript.Env) error {
			c, err := peer.NewSlurm()
			if err != nil {
				return err
			}
			env.Defer(func() {
				if err := c.Close(); err != nil {
					env.T().Fatal(err)
				}
			})
			env.Setenv("SLURM_CONF", c.Conf)
			srv, err := peer.NewRemoteCache()
			if err != nil {
				return err
			}
			env.Defer(func() {
				if err := srv.Close(); err != nil {
					env.T().Fatal(err)
				}
			})
			env.Setenv("REMOTE", srv.URL+"/team")
			env.Setenv("REMOTE_DATA", filepath.Join(srv.Dir, "data", "team"))
			env.Setenv("PATH", os.Getenv("PATH")+":/usr/sbin")
			return nil
		},
	})
}
