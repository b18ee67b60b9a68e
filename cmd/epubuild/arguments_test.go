package main

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// diagsOf is argDiags without the flag set, for comparing.
func diagsOf(d argDiags) (help bool, errs []string) { return d.help, d.errs }

func checkDiags(t *testing.T, d argDiags, help bool, errPart string) bool {
	t.Helper()
	gotHelp, errs := diagsOf(d)
	if gotHelp != help {
		t.Errorf("help = %v, want %v", gotHelp, help)
	}
	switch {
	case errPart == "" && len(errs) > 0:
		t.Errorf("unexpected errors %q", errs)
	case errPart != "" && !slices.ContainsFunc(errs, func(e string) bool { return strings.Contains(e, errPart) }):
		t.Errorf("errors %q lack %q", errs, errPart)
	}
	return !help && errPart == ""
}

func TestParsePlan(t *testing.T) {
	for _, tc := range []struct {
		name    string
		args    []string
		want    planArgs
		help    bool
		errPart string
	}{
		{"defaults", nil, planArgs{path: "."}, false, ""},
		{"flags after the config", []string{"qwen.hcl", "-json", "-explain"},
			planArgs{path: "qwen.hcl", view: viewJSON, explain: true}, false, ""},
		{"-json=false", []string{"-json=false"}, planArgs{path: "."}, false, ""},
		{"everything", []string{"-detailed-exitcode", "-target", "model.m", "-target", "quantize.q", "-var", "a=1", "-var-file", "v.hcl", "-remote-cache", "", "dir"},
			planArgs{path: "dir", detailed: true, targets: listFlag{"model.m", "quantize.q"},
				config: configFlags{vars: listFlag{"a=1"}, varFiles: listFlag{"v.hcl"}}, remote: remoteFlags{url: optString{set: true}}}, false, ""},
		{"-- ends flags", []string{"--", "-odd.hcl"}, planArgs{path: "-odd.hcl"}, false, ""},
		{"help", []string{"qwen.hcl", "-h"}, planArgs{}, true, ""},
		{"two configs", []string{"a.hcl", "b.hcl"}, planArgs{}, false, "one CONFIG expected"},
		{"typo", []string{"-detailed-exitcod"}, planArgs{}, false, "(did you mean -detailed-exitcode?)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, d := parsePlan(tc.args)
			if checkDiags(t, d, tc.help, tc.errPart) && !reflect.DeepEqual(*a, tc.want) {
				t.Errorf("parsePlan(%q) =\n%+v\nwant\n%+v", tc.args, *a, tc.want)
			}
		})
	}
}

func TestParseApply(t *testing.T) {
	for _, tc := range []struct {
		name    string
		args    []string
		check   func(*applyOptions) bool
		help    bool
		errPart string
	}{
		{"defaults", nil, func(o *applyOptions) bool { return o.path == "." && o.view == viewHuman && o.jobs == 0 && !o.check }, false, ""},
		{"flags", []string{"-json", "-j", "3", "-check", "-full", "-keep-going", "-executor", "slurm", "x.hcl"},
			func(o *applyOptions) bool {
				return o.path == "x.hcl" && o.view == viewJSON && o.jobs == 3 && o.check && o.full && o.keepGoing && o.executor == "slurm"
			}, false, ""},
		{"negative -j", []string{"-j", "-2"}, nil, false, "must be positive"},
		{"bad -j", []string{"-j", "two"}, nil, false, `invalid value "two" for flag -j`},
		{"help", []string{"-help"}, nil, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, d := parseApply(tc.args)
			if checkDiags(t, d, tc.help, tc.errPart) && !tc.check(o) {
				t.Errorf("parseApply(%q) = %+v", tc.args, *o)
			}
		})
	}
}

func TestParseWatch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		args    []string
		check   func(*watchArgs) bool
		errPart string
	}{
		{"defaults", nil, func(a *watchArgs) bool {
			return a.build.path == "." && a.debounce == 200*time.Millisecond && a.count == 0 && a.build.delta != nil
		}, ""},
		{"full report", []string{"-full", "-count", "2", "-debounce", "1s", "-j", "2", "c.hcl"}, func(a *watchArgs) bool {
			return a.build.path == "c.hcl" && a.debounce == time.Second && a.count == 2 && a.build.jobs == 2 && a.build.delta == nil
		}, ""},
		{"negative count", []string{"-count", "-1"}, nil, "cannot be negative"},
		{"no -json", []string{"-json"}, nil, "flag provided but not defined: -json"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, d := parseWatch(tc.args)
			if checkDiags(t, d, false, tc.errPart) && !tc.check(a) {
				t.Errorf("parseWatch(%q) = %+v", tc.args, *a)
			}
		})
	}
}

func TestParseValidateGraph(t *testing.T) {
	v, d := parseValidate([]string{"dir", "-json", "-var", "x=1"})
	if checkDiags(t, d, false, "") && !reflect.DeepEqual(*v, validateArgs{path: "dir", view: viewJSON, config: configFlags{vars: listFlag{"x=1"}}}) {
		t.Errorf("parseValidate = %+v", *v)
	}
	_, d = parseValidate([]string{"a", "b"})
	checkDiags(t, d, false, "got 2 arguments: a b")
	g, d := parseGraph([]string{"-target", "model.m", "-json"})
	if checkDiags(t, d, false, "") && !reflect.DeepEqual(*g, graphArgs{path: ".", view: viewJSON, targets: listFlag{"model.m"}}) {
		t.Errorf("parseGraph = %+v", *g)
	}
}

func TestParseShowExport(t *testing.T) {
	for _, tc := range []struct {
		name    string
		args    []string
		want    showArgs
		errPart string
	}{
		{"addr", []string{"model.m"}, showArgs{addr: "model.m", path: "."}, ""},
		{"addr and config, flags after", []string{"model.m", "c.hcl", "-json", "-full"}, showArgs{addr: "model.m", path: "c.hcl", view: viewJSON, full: true}, ""},
		{"no addr", nil, showArgs{}, "a step address is required"},
		{"three", []string{"a", "b", "c"}, showArgs{}, "ADDR [CONFIG] expected, got 3 arguments"},
	} {
		t.Run("show "+tc.name, func(t *testing.T) {
			a, d := parseShow(tc.args)
			if checkDiags(t, d, false, tc.errPart) && !reflect.DeepEqual(*a, tc.want) {
				t.Errorf("parseShow(%q) = %+v, want %+v", tc.args, *a, tc.want)
			}
		})
	}
	for _, tc := range []struct {
		name    string
		args    []string
		want    exportArgs
		errPart string
	}{
		{"all", []string{"-o", "m.onnx", "-external", "-output", "model", "quantize.q"},
			exportArgs{addr: "quantize.q", path: ".", out: "m.onnx", output: "model", external: true}, ""},
		{"-o after", []string{"simulate.s", "-o", "p.png"}, exportArgs{addr: "simulate.s", path: ".", out: "p.png"}, ""},
		{"no -o", []string{"quantize.q"}, exportArgs{}, "-o FILE is required"},
		{"no addr before no -o", nil, exportArgs{}, "a step address is required"},
	} {
		t.Run("export "+tc.name, func(t *testing.T) {
			a, d := parseExport(tc.args)
			if checkDiags(t, d, false, tc.errPart) && !reflect.DeepEqual(*a, tc.want) {
				t.Errorf("parseExport(%q) = %+v, want %+v", tc.args, *a, tc.want)
			}
		})
	}
}

// The help a verb prints is its parse function's flag set: every flag
// parsing accepts is listed.
func TestHelpListsParsedFlags(t *testing.T) {
	for _, verb := range []string{"plan", "apply", "validate", "watch", "graph", "show", "export"} {
		var out, errOut strings.Builder
		if code := testCode([]string{verb, "-h"}, &out, &errOut); code != exitOK {
			t.Fatalf("%s -h: exit %d, %s", verb, code, errOut.String())
		}
		for _, want := range map[string][]string{
			"plan": {"-detailed-exitcode", "-explain", "-json", "-target", "-remote-cache"}, "apply": {"-keep-going", "-check", "-j", "-json"},
			"validate": {"-json", "-var-file"}, "watch": {"-debounce", "-count"}, "graph": {"-json", "-target"},
			"show": {"-full", "-json"}, "export": {"-o", "-output", "-external"},
		}[verb] {
			if !strings.Contains(out.String(), "  "+want+" ") && !strings.Contains(out.String(), "  "+want+"\n") {
				t.Errorf("%s -h lacks %s:\n%s", verb, want, out.String())
			}
		}
	}
}

func TestParseOthers(t *testing.T) {
	for _, tc := range []struct {
		name    string
		parse   func() (any, argDiags)
		want    any
		help    bool
		errPart string
	}{
		{"diff two locks", func() (any, argDiags) { a, d := parseDiff([]string{"a.lock.hcl", "b.lock.hcl", "-all"}); return *a, d },
			diffArgs{locks: []string{"a.lock.hcl", "b.lock.hcl"}, all: true}, false, ""},
		{"diff default", func() (any, argDiags) { a, d := parseDiff(nil); return *a, d }, diffArgs{path: "."}, false, ""},
		{"diff lock and config", func() (any, argDiags) { a, d := parseDiff([]string{"-json", "old.lock.hcl", "dir"}); return *a, d },
			diffArgs{locks: []string{"old.lock.hcl"}, path: "dir", view: viewJSON}, false, ""},
		{"diff two configs", func() (any, argDiags) { a, d := parseDiff([]string{"a", "b"}); return *a, d }, nil, false, "one CONFIG expected, got a and b"},
		{"diff three locks", func() (any, argDiags) {
			a, d := parseDiff([]string{"a.lock.hcl", "b.lock.hcl", "c.lock.hcl"})
			return *a, d
		}, nil, false, "OLD.lock.hcl NEW.lock.hcl"},
		{"inspect", func() (any, argDiags) { a, d := parseInspect([]string{"m.onnx", "-json"}); return *a, d }, inspectArgs{model: "m.onnx", view: viewJSON}, false, ""},
		{"inspect none", func() (any, argDiags) { a, d := parseInspect(nil); return *a, d }, nil, false, "one MODEL.onnx expected, got 0"},
		{"fmt default", func() (any, argDiags) { a, d := parseFmt([]string{"-check"}); return *a, d }, fmtArgs{paths: []string{"."}, check: true}, false, ""},
		{"fmt paths", func() (any, argDiags) { a, d := parseFmt([]string{"a.hcl", "dir"}); return *a, d }, fmtArgs{paths: []string{"a.hcl", "dir"}}, false, ""},
		{"version", func() (any, argDiags) { a, d := parseVersion(nil); return *a, d }, versionArgs{}, false, ""},
		{"version arg", func() (any, argDiags) { a, d := parseVersion([]string{"x"}); return *a, d }, nil, false, "no arguments expected, got 1"},
		{"version help", func() (any, argDiags) { a, d := parseVersion([]string{"-h"}); return *a, d }, nil, true, ""},
		{"step run", func() (any, argDiags) { a, d := parseStepRun([]string{"model.m", "-var", "x=1"}); return *a, d },
			stepRunArgs{addr: "model.m", path: ".", config: configFlags{vars: listFlag{"x=1"}}}, false, ""},
		{"cache ls", func() (any, argDiags) { a, d := parseCache([]string{"ls", "-json", "dir"}); return *a, d },
			cacheArgs{sub: "ls", path: "dir", view: viewJSON}, false, ""},
		{"cache gc", func() (any, argDiags) { a, d := parseCache([]string{"gc", "-size", "2MB", "-age", "1h"}); return *a, d },
			cacheArgs{sub: "gc", path: ".", size: "2MB", maxBytes: 2 << 20, age: time.Hour}, false, ""},
		{"cache gc bad size", func() (any, argDiags) { a, d := parseCache([]string{"gc", "-size", "lots"}); return *a, d }, nil, false, "-size: "},
		{"cache verify has no -json", func() (any, argDiags) { a, d := parseCache([]string{"verify", "-json"}); return *a, d }, nil, false, "not defined: -json"},
		{"cache no subcommand", func() (any, argDiags) { a, d := parseCache(nil); return *a, d }, nil, false, "a subcommand is required: ls, gc, verify"},
		{"cache typo", func() (any, argDiags) { a, d := parseCache([]string{"lss"}); return *a, d }, nil, false, `unknown subcommand "lss"`},
		{"cache help", func() (any, argDiags) { a, d := parseCache([]string{"-h"}); return *a, d }, nil, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, d := tc.parse()
			if checkDiags(t, d, tc.help, tc.errPart) && !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestParseRunHF(t *testing.T) {
	r, d := parseRun([]string{"m.onnx", "-out", "o", "-mode", "integer", "-samples", "3"})
	if checkDiags(t, d, false, "") && (r.model != "m.onnx" || r.out != "o" || r.mode != "integer" || r.samples != 3 || r.batch != 16 || r.seed != 1) {
		t.Errorf("parseRun = %+v", *r)
	}
	_, d = parseRun([]string{"m.onnx"})
	checkDiags(t, d, false, "-out DIR is required")
	_, d = parseRun(nil)
	checkDiags(t, d, false, "one MODEL.onnx expected, got 0")

	h, d := parseHF([]string{"config.json", "-o", "m.onnx", "-graph", "decode"})
	if checkDiags(t, d, false, "") && (h.config != "config.json" || h.out != "m.onnx" || !h.opt.LMHead) {
		t.Errorf("parseHF decode = %+v (the LM head is on by default for decode)", *h)
	}
	h, d = parseHF([]string{"config.json", "-o", "m.onnx", "-graph", "decode", "-lm-head=false"})
	if checkDiags(t, d, false, "") && h.opt.LMHead {
		t.Errorf("parseHF -lm-head=false = %+v", *h)
	}
	h, d = parseHF([]string{"config.json", "-o", "m.onnx"})
	if checkDiags(t, d, false, "") && h.opt.LMHead {
		t.Errorf("parseHF prefill = %+v (no LM head by default)", *h)
	}
	_, d = parseHF([]string{"config.json"})
	checkDiags(t, d, false, "-o OUT.onnx is required")
}
