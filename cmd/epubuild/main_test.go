package main

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"epubuild": func() { os.Exit(testCode(os.Args[1:], holdStdout(), os.Stderr)) },
	})
}

// TestScripts runs the CLI scripts in testdata/script: one txtar file per
// user-visible behaviour. UPDATE_SCRIPTS=1 rewrites their expected output.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "../../testdata/script",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") == "1",
		Cmds:          scriptCmds,
	})
}
