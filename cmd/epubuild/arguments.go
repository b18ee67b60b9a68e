package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"flag"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/epubuild/epubuild/passes/hf"
)

// Each verb's command line parses into an options struct of its own
// (planArgs, applyOptions, validateArgs, ...) by a parse function that
// prints nothing: it returns the options and argDiags, and the verb's
// runner reports them (argDiags.report). A struct's flags method
// declares its flags once; parsing and -h both use it. The parse
// functions are table-tested (arguments_test.go).

// viewType is how a verb prints its results: for people, or as JSON
// objects on stdout (-json).
type viewType int

const (
	viewHuman viewType = iota
	viewJSON
)

// viewFlag is the -json flag: a boolean that sets a viewType.
type viewFlag struct{ v *viewType }

func (f viewFlag) IsBoolFlag() bool { return true }

func (f viewFlag) String() string {
	if f.v == nil || *f.v == viewHuman {
		return "false"
	}
	return "true"
}

func (f viewFlag) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return err
	}
	*f.v = viewHuman
	if b {
		*f.v = viewJSON
	}
	return nil
}

// argDiags is what parsing a command line found: -h (print the verb's
// flags, exit 0) or usage errors (one line each, exit 1).
type argDiags struct {
	help bool
	errs []string
	fs   *verbFlags // the flags parsed, for the usage text
}

func (d *argDiags) errorf(format string, a ...any) {
	d.errs = append(d.errs, fmt.Sprintf(format, a...))
}

// report prints what parsing found: the full help on stdout after -h,
// else each usage error and the usage line on stderr. stop is false
// when there is nothing to report and the verb goes on.
func (d argDiags) report(stdout, stderr io.Writer) (code int, stop bool) {
	switch {
	case d.help:
		d.fs.printHelp(stdout)
		return exitOK, true
	case len(d.errs) > 0:
		for _, e := range d.errs {
			fmt.Fprintf(stderr, "epubuild %s: %s\n", d.fs.verb, e)
		}
		d.fs.printUsage(stderr)
		return exitError, true
	}
	return exitOK, false
}

// parseConfigArgs parses a verb's flags and its optional CONFIG into
// *path.
func (fs *verbFlags) parseConfigArgs(args []string, path *string) argDiags {
	pos, d := fs.parseArgs(args)
	if !d.help && len(d.errs) == 0 {
		*path = configPath(pos, &d)
	}
	return d
}

// configPath is the CONFIG argument of a verb that takes at most one
// ("." when absent).
func configPath(pos []string, d *argDiags) string {
	switch len(pos) {
	case 0:
		return "."
	case 1:
		return pos[0]
	}
	d.errorf("one CONFIG expected (a .hcl file or a folder), got %d arguments: %s", len(pos), strings.Join(pos, " "))
	return ""
}

// addrPath is the ADDR [CONFIG] of a verb that reads one step.
func addrPath(pos []string, d *argDiags) (addr, path string) {
	switch len(pos) {
	case 0:
		d.errorf("a step address is required, e.g. quantize.int8")
		return "", ""
	case 1:
		return pos[0], "."
	case 2:
		return pos[0], pos[1]
	}
	d.errorf("ADDR [CONFIG] expected, got %d arguments: %s", len(pos), strings.Join(pos, " "))
	return "", ""
}

// planArgs are plan's options.
type planArgs struct {
	config   configFlags
	path     string
	view     viewType
	explain  bool
	detailed bool // -detailed-exitcode
	targets  listFlag
	remote   remoteFlags
}

func (a *planArgs) flags() *verbFlags {
	fs := newVerbFlags("plan", "[flags] [CONFIG]")
	a.config.register(fs)
	fs.Var(viewFlag{&a.view}, "json", "print one JSON object per step")
	fs.BoolVar(&a.explain, "explain", false, "print each step's key lines (what its cache key hashes)")
	fs.BoolVar(&a.detailed, "detailed-exitcode", false, "exit 2 when some step would run (0: nothing to do; 1: an error, usage errors too)")
	fs.Var(&a.targets, "target", "plan only the step `ADDR` (or every step of a block) and what it needs (repeatable)")
	a.remote.register(fs)
	return fs
}

func parsePlan(args []string) (*planArgs, argDiags) {
	a := &planArgs{}
	return a, a.flags().parseConfigArgs(args, &a.path)
}

// validateArgs are validate's options.
type validateArgs struct {
	config configFlags
	path   string
	view   viewType
}

func (a *validateArgs) flags() *verbFlags {
	fs := newVerbFlags("validate", "[flags] [CONFIG]")
	a.config.register(fs)
	fs.Var(viewFlag{&a.view}, "json", "print the verdict and every diagnostic as JSON objects on stdout")
	return fs
}

func parseValidate(args []string) (*validateArgs, argDiags) {
	a := &validateArgs{}
	return a, a.flags().parseConfigArgs(args, &a.path)
}

func (o *applyOptions) flags() *verbFlags {
	fs := newVerbFlags("apply", "[flags] [CONFIG]")
	o.config.register(fs)
	fs.Var(viewFlag{&o.view}, "json", "print one JSON object per event and per step result")
	fs.Var(&o.targets, "target", "build only the step `ADDR` (or every step of a block) and what it needs (repeatable)")
	fs.IntVar(&o.jobs, "j", 0, "steps run at once (default: the config's parallelism, else the number of cores)")
	fs.BoolVar(&o.check, "check", false, "rerun every step and fail if any output differs from the lock file")
	fs.BoolVar(&o.full, "full", false, "print the full reports, every column, even when nothing ran (a no-op apply prints a summary; reports fit the terminal or $COLUMNS)")
	o.remote.register(fs)
	fs.BoolVar(&o.keepGoing, "keep-going", false, "after a step fails, still build every step that does not need it (always on with -executor slurm)")
	fs.StringVar(&o.executor, "executor", "", "where steps that miss the cache run: local, or slurm (sbatch jobs; default: the config's executor, else local)")
	fs.StringVar(&o.report, "report", "", "write the build report, one self-contained HTML page, to `FILE` at the end")
	return fs
}

func parseApply(args []string) (*applyOptions, argDiags) {
	o := &applyOptions{}
	pos, d := o.flags().parseArgs(args)
	if !d.help && len(d.errs) == 0 {
		o.path = configPath(pos, &d)
		if o.jobs < 0 {
			d.errorf("-j %d: the number of steps at once must be positive (0: the default)", o.jobs)
		}
	}
	return o, d
}

// watchArgs are watch's options: apply's build options and the loop's.
type watchArgs struct {
	build    applyOptions
	debounce time.Duration
	count    int
	full     bool
}

func (a *watchArgs) flags() *verbFlags {
	fs := newVerbFlags("watch", "[flags] [CONFIG]")
	a.build.config.register(fs)
	fs.Var(&a.build.targets, "target", "build only the step `ADDR` (or every step of a block) and what it needs (repeatable)")
	fs.IntVar(&a.build.jobs, "j", 0, "steps run at once")
	fs.DurationVar(&a.debounce, "debounce", 200*time.Millisecond, "wait this long after the last change before building")
	fs.IntVar(&a.count, "count", 0, "stop after this many builds (0: until interrupted)")
	fs.BoolVar(&a.full, "full", false, "print the full report after every build, not what changed since the previous one")
	return fs
}

func parseWatch(args []string) (*watchArgs, argDiags) {
	a := &watchArgs{}
	pos, d := a.flags().parseArgs(args)
	if !d.help && len(d.errs) == 0 {
		a.build.path = configPath(pos, &d)
		if a.count < 0 {
			d.errorf("-count %d: the number of builds cannot be negative (0: until interrupted)", a.count)
		}
	}
	if !a.full {
		a.build.delta = &cli.BuildDelta{}
	}
	return a, d
}

// graphArgs are graph's options.
type graphArgs struct {
	config  configFlags
	path    string
	view    viewType
	targets listFlag
}

func (a *graphArgs) flags() *verbFlags {
	fs := newVerbFlags("graph", "[flags] [CONFIG]")
	a.config.register(fs)
	fs.Var(&a.targets, "target", "only the step `ADDR` (or every step of a block) and what it needs (repeatable)")
	fs.Var(viewFlag{&a.view}, "json", "print the steps and their inputs as JSON objects instead of DOT")
	return fs
}

func parseGraph(args []string) (*graphArgs, argDiags) {
	a := &graphArgs{}
	return a, a.flags().parseConfigArgs(args, &a.path)
}

// showArgs are show's options.
type showArgs struct {
	config configFlags
	addr   string
	path   string
	view   viewType
	full   bool
}

func (a *showArgs) flags() *verbFlags {
	fs := newVerbFlags("show", "[flags] ADDR [CONFIG]")
	a.config.register(fs)
	fs.Var(viewFlag{&a.view}, "json", "print JSON: the format object, then the step or target (docs/json.md)")
	fs.BoolVar(&a.full, "full", false, "print every column of the reports (they fit the terminal or $COLUMNS otherwise)")
	return fs
}

func parseShow(args []string) (*showArgs, argDiags) {
	a := &showArgs{}
	pos, d := a.flags().parseArgs(args)
	if !d.help && len(d.errs) == 0 {
		a.addr, a.path = addrPath(pos, &d)
	}
	return a, d
}

// exportArgs are export's options.
type exportArgs struct {
	config   configFlags
	addr     string
	path     string
	out      string // -o
	output   string // -output
	external bool
}

func (a *exportArgs) flags() *verbFlags {
	fs := newVerbFlags("export", "[flags] -o FILE ADDR [CONFIG]")
	a.config.register(fs)
	fs.StringVar(&a.out, "o", "", "the file to write (required)")
	fs.StringVar(&a.output, "output", "", "which output of the step (default: its first); for a simulate block, pareto: its Pareto plots")
	fs.BoolVar(&a.external, "external", false, "write an ONNX graph's large initializers to FILE.data beside it")
	return fs
}

func parseExport(args []string) (*exportArgs, argDiags) {
	a := &exportArgs{}
	pos, d := a.flags().parseArgs(args)
	if !d.help && len(d.errs) == 0 {
		a.addr, a.path = addrPath(pos, &d)
	}
	if !d.help && len(d.errs) == 0 && a.out == "" {
		d.errorf("-o FILE is required: the file to write")
	}
	return a, d
}

// reportArgs are report's options.
type reportArgs struct {
	config configFlags
	path   string
	out    string // -o
}

func (a *reportArgs) flags() *verbFlags {
	fs := newVerbFlags("report", "[flags] [CONFIG]")
	a.config.register(fs)
	fs.StringVar(&a.out, "o", "report.html", "the HTML file to write")
	return fs
}

func parseReport(args []string) (*reportArgs, argDiags) {
	a := &reportArgs{}
	return a, a.flags().parseConfigArgs(args, &a.path)
}

// diffArgs are diff's options: two lock files, or a lock file and the
// configuration's current build (default: the configuration's lock).
type diffArgs struct {
	config configFlags
	locks  []string
	path   string // the configuration; "" with two lock files
	view   viewType
	all    bool
	// recipes are the two recipes -recipes compares, in the current
	// build.
	recipes  []string
	byRecipe bool
}

func (a *diffArgs) flags() *verbFlags {
	fs := newVerbFlags("diff", "[flags] [OLD.lock.hcl [NEW.lock.hcl]] [CONFIG], or -recipes A B [CONFIG]")
	a.config.register(fs)
	fs.Var(viewFlag{&a.view}, "json", "print one step_diff object per step that changed")
	fs.BoolVar(&a.all, "all", false, "list unchanged steps and metrics too")
	fs.BoolVar(&a.byRecipe, "recipes", false, "compare two recipes of the current build, A B: their steps paired by for_each key (or block name), and the precision of each node")
	return fs
}

func parseDiff(args []string) (*diffArgs, argDiags) {
	a := &diffArgs{}
	pos, d := a.flags().parseArgs(args)
	if d.help || len(d.errs) > 0 {
		return a, d
	}
	if a.byRecipe {
		if len(pos) < 2 || len(pos) > 3 {
			d.errorf("-recipes takes two recipes, A B, and a CONFIG")
			return a, d
		}
		a.recipes, pos = pos[:2], pos[2:]
	}
	for _, p := range pos {
		if isLockFile(p) && !a.byRecipe {
			a.locks = append(a.locks, p)
		} else if a.path == "" {
			a.path = p
		} else {
			d.errorf("one CONFIG expected, got %s and %s", a.path, p)
			return a, d
		}
	}
	if len(a.locks) > 2 || (len(a.locks) == 2 && a.path != "") {
		d.errorf("OLD.lock.hcl NEW.lock.hcl, or [OLD.lock.hcl] [CONFIG], expected")
	}
	if len(a.locks) < 2 && a.path == "" {
		a.path = "."
	}
	return a, d
}

// inspectArgs are inspect's options.
type inspectArgs struct {
	model string
	view  viewType
}

func (a *inspectArgs) flags() *verbFlags {
	fs := newVerbFlags("inspect", "[-json] MODEL.onnx")
	fs.Var(viewFlag{&a.view}, "json", "print the summary as JSON")
	return fs
}

func parseInspect(args []string) (*inspectArgs, argDiags) {
	a := &inspectArgs{}
	pos, d := a.flags().parseArgs(args)
	if !d.help && len(d.errs) == 0 {
		if len(pos) != 1 {
			d.errorf("one MODEL.onnx expected, got %d arguments", len(pos))
		} else {
			a.model = pos[0]
		}
	}
	return a, d
}

// runArgs are run's options.
type runArgs struct {
	model   string
	inputs  inputFlags
	seed    uint64
	threads int
	mode    string
	out     string
	samples int
	batch   int
	repeat  int
	kernels string
	target  string
	profile bool
}

func (a *runArgs) flags() *verbFlags {
	fs := newVerbFlags("run", "MODEL.onnx [flags] -out DIR")
	fs.help = runDoc
	fs.Var(&a.inputs, "input", "`NAME=FILE.npy` for one input, or FILE.npz whose arrays name inputs (repeatable)")
	fs.Uint64Var(&a.seed, "seed", 1, "seed of the synthetic inputs")
	fs.IntVar(&a.threads, "threads", runtime.NumCPU(), "threads to use (results do not depend on it)")
	fs.StringVar(&a.mode, "mode", "float", "float, or integer: QDQ groups in int8/int32 arithmetic")
	fs.StringVar(&a.out, "out", "", "folder for the output .npy files (required)")
	fs.IntVar(&a.samples, "samples", 1, "run this many samples")
	fs.IntVar(&a.batch, "batch", 16, "samples per lock-step batch")
	fs.IntVar(&a.repeat, "repeat", 0, "time this many extra runs and print the mean")
	fs.StringVar(&a.kernels, "kernels", ".", "the folder custom-op nodes' kernel paths are relative to (their configuration's)")
	fs.StringVar(&a.target, "target", "QC-N", "the preset custom-op kernels run on")
	fs.BoolVar(&a.profile, "profile", false, "print where the timed runs spend their time, by operator and by node")
	return fs
}

func parseRun(args []string) (*runArgs, argDiags) {
	a := &runArgs{}
	pos, d := a.flags().parseArgs(args)
	if d.help || len(d.errs) > 0 {
		return a, d
	}
	if len(pos) != 1 {
		d.errorf("one MODEL.onnx expected, got %d arguments", len(pos))
		return a, d
	}
	a.model = pos[0]
	if a.out == "" {
		d.errorf("-out DIR is required: the folder for the outputs")
	}
	return a, d
}

// hfArgs are hf's options: a model block's hf options, outside a
// pipeline.
type hfArgs struct {
	config   string // CONFIG.json
	opt      hf.Options
	out      string
	external bool
}

func (a *hfArgs) flags() *verbFlags {
	fs := newVerbFlags("hf", "[flags] -o OUT.onnx CONFIG.json")
	fs.StringVar(&a.opt.Graph, "graph", hf.Prefill, `"prefill" or "decode"`)
	fs.IntVar(&a.opt.SeqLen, "seq-len", 16, "prefill: tokens; decode: total context (past = seq-len - 1)")
	fs.IntVar(&a.opt.PastLen, "past-len", 0, "KV-cache length (decode default seq-len - 1; prefill default 0)")
	fs.IntVar(&a.opt.Layers, "layers", 1, "decoder layers to emit")
	fs.BoolVar(&a.opt.Embedding, "embedding", false, "take input_ids through the token-embedding Gather")
	fs.BoolVar(&a.opt.LMHead, "lm-head", false, "end with the final norm and LM head (default true for decode)")
	fs.BoolVar(&a.opt.PresentKV, "present-kv", false, "prefill: also output the KV cache")
	fs.Int64Var(&a.opt.Seed, "seed", 0, "seed of the synthetic weights")
	fs.StringVar(&a.opt.Weights, "weights", "", "a .safetensors file (or model.safetensors.index.json) with real weights")
	fs.StringVar(&a.opt.Naming, "naming", "", `"decoder_layer" or "model" (default: decoder_layer for one bare layer)`)
	fs.StringVar(&a.out, "o", "", "the ONNX file to write")
	fs.BoolVar(&a.external, "external-data", false, "put weights in OUT.onnx.data (automatic past 512 MiB)")
	return fs
}

func parseHF(args []string) (*hfArgs, argDiags) {
	a := &hfArgs{}
	fs := a.flags()
	pos, d := fs.parseArgs(args)
	if d.help || len(d.errs) > 0 {
		return a, d
	}
	// -lm-head defaults to the graph: on for decode.
	lmHeadSet := false
	fs.Visit(func(f *flag.Flag) { lmHeadSet = lmHeadSet || f.Name == "lm-head" })
	if !lmHeadSet {
		a.opt.LMHead = a.opt.Graph == hf.Decode
	}
	if len(pos) != 1 {
		d.errorf("one CONFIG.json expected, got %d arguments", len(pos))
		return a, d
	}
	a.config = pos[0]
	if a.out == "" {
		d.errorf("-o OUT.onnx is required: the file to write")
	}
	return a, d
}

// fmtArgs are fmt's options.
type fmtArgs struct {
	paths []string // default "."
	check bool
}

func (a *fmtArgs) flags() *verbFlags {
	fs := newVerbFlags("fmt", "[-check] [PATH ...]")
	fs.BoolVar(&a.check, "check", false, "only list files that are not formatted; exit 1 if any")
	return fs
}

func parseFmt(args []string) (*fmtArgs, argDiags) {
	a := &fmtArgs{}
	pos, d := a.flags().parseArgs(args)
	a.paths = pos
	if len(a.paths) == 0 {
		a.paths = []string{"."}
	}
	return a, d
}

// versionArgs: version takes no arguments.
type versionArgs struct{}

func (a *versionArgs) flags() *verbFlags { return newVerbFlags("version", "") }

func parseVersion(args []string) (*versionArgs, argDiags) {
	a := &versionArgs{}
	pos, d := a.flags().parseArgs(args)
	if !d.help && len(d.errs) == 0 && len(pos) > 0 {
		d.errorf("no arguments expected, got %d", len(pos))
	}
	return a, d
}

// stepRunArgs are the options of step run.
type stepRunArgs struct {
	config configFlags
	remote remoteFlags
	addr   string
	path   string
}

func (a *stepRunArgs) flags() *verbFlags {
	fs := newVerbFlags("step run", "[flags] ADDR [CONFIG]")
	a.config.register(fs)
	a.remote.register(fs)
	return fs
}

func parseStepRun(args []string) (*stepRunArgs, argDiags) {
	a := &stepRunArgs{}
	pos, d := a.flags().parseArgs(args)
	if !d.help && len(d.errs) == 0 {
		a.addr, a.path = addrPath(pos, &d)
	}
	return a, d
}
