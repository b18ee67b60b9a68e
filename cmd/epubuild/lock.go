package main

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// lockStaleness is the end of every staleness message: what it means.
const lockStaleness = "a staleness bug (the key misses something the output depends on, or the step is not deterministic)"

// lockDrift is the end of every drift message.
const lockDrift = "its key changed too (settings, inputs, files or code changed since the lock was written: epubuild apply records the new build)"

// blockOf returns, for a step address, the address of the lock block it
// belongs to: the shortest prefix of the address, ending before a "."
// or "[" of the address, that is a configured block ("quantize.gen[\"w4a8\"]"
// for "quantize.gen[\"w4a8\"].decode[32].layer[2]"); for a step of a
// block the configuration implies (the simulate steps of a generate
// block), its kind, name and a for_each key right after the name.
func (p *project) blockOf() func(addr string) string {
	configured := map[string]bool{}
	for _, b := range p.cfg.Blocks {
		configured[b.Addr()] = true
	}
	return func(addr string) string {
		ends := addrBreaks(addr)
		for _, e := range ends {
			if configured[addr[:e]] {
				return addr[:e]
			}
		}
		// Implied: KIND.NAME, with a key right after the name.
		if len(ends) < 3 {
			return addr
		}
		if addr[ends[1]] == '[' {
			return addr[:ends[2]]
		}
		return addr[:ends[1]]
	}
}

// addrBreaks are the offsets in addr where an element ends: each "." or
// "[" outside a quoted key, then len(addr).
func addrBreaks(addr string) []int {
	var out []int
	inQuote := false
	for i := 0; i < len(addr); i++ {
		switch c := addr[i]; {
		case inQuote && c == '\\':
			i++
		case c == '"':
			inQuote = !inQuote
		case !inQuote && (c == '.' || c == '[') && i > 0:
			out = append(out, i)
		}
	}
	return append(out, len(addr))
}

// lockGroup is one block's steps as a build gave them.
type lockGroup struct {
	addr    string
	results []pipeline.Result // built steps, by address
	// complete: every step of the block in the configuration is among
	// results, built. An entry is written and checked only then.
	complete bool
}

// groupBlocks groups built results by lock block, in the order blocks
// first appear in results.
func (p *project) groupBlocks(results []pipeline.Result) []*lockGroup {
	of := p.blockOf()
	want := map[string]int{}
	for _, s := range p.steps {
		want[of(s.Addr)]++
	}
	byAddr := map[string]*lockGroup{}
	var out []*lockGroup
	for _, r := range results {
		if r.Manifest == nil {
			continue
		}
		a := of(r.Step.Addr)
		g := byAddr[a]
		if g == nil {
			g = &lockGroup{addr: a}
			byAddr[a] = g
			out = append(out, g)
		}
		g.results = append(g.results, r)
	}
	for _, g := range out {
		g.complete = len(g.results) == want[g.addr]
		sort.Slice(g.results, func(i, j int) bool { return g.results[i].Step.Addr < g.results[j].Step.Addr })
	}
	return out
}

// partName is a part's address after its block's: "layer[3]",
// "decode[32].layer[3]", "[\"qc_n\"]".
func partName(block, addr string) string {
	return strings.TrimPrefix(strings.TrimPrefix(addr, block), ".")
}

// stepInputs is a built step's inputs digest: its key without the code.
func stepInputs(r pipeline.Result) string {
	if len(r.KeyLines) == 0 {
		return ""
	}
	return schema.DigestString(pipeline.InputsDigest(r.KeyLines))
}

// partLines are a part's "ADDRESS OUTPUT DIGEST" lines: what a block's
// parts digest combines.
func partLines(addr string, m *store.Manifest) []string {
	var out []string
	for _, o := range m.Outputs {
		out = append(out, addr+" "+o.Name+" "+schema.DigestString(o.Digest))
	}
	return out
}

// lockBlock is a block's lock entry: what its steps read, its own
// step's outputs and metrics, one digest over its parts' outputs and
// the metrics of the parts that are a whole model's result (its stages:
// a part with no layer of its own). A part's per-layer metrics are left
// to the cache and the reports: summed or averaged over layers they
// would not say what the whole-model steps already say.
func lockBlock(g *lockGroup) schema.LockBlock {
	e := schema.LockBlock{Addr: g.addr, Outputs: map[string]string{}, Metrics: map[string]float64{}, Stages: map[string]map[string]float64{}}
	var inputs, parts []string
	for _, r := range g.results {
		in := stepInputs(r)
		inputs = append(inputs, r.Step.Addr+" "+in)
		metrics := map[string]float64{}
		for _, mt := range r.Manifest.Metrics {
			metrics[lockMetricKey(mt)] = mt.Value
		}
		if r.Step.Addr == g.addr {
			e.Inputs = in
			for _, o := range r.Manifest.Outputs {
				e.Outputs[o.Name] = schema.DigestString(o.Digest)
			}
			e.Metrics = metrics
			continue
		}
		e.Parts++
		parts = append(parts, partLines(r.Step.Addr, r.Manifest)...)
		if r.Step.Part == "" && len(metrics) > 0 {
			e.Stages[partName(g.addr, r.Step.Addr)] = metrics
		}
	}
	if e.Parts > 0 {
		e.Inputs = schema.LockDigest(inputs)
		e.PartsDigest = schema.LockDigest(parts)
	}
	return e
}

// toolLine is the lock's tool identity: the code of every step of the
// configuration.
func (p *project) toolLine() string { return schema.DigestString(pipeline.CodeDigest(p.steps)) }

// updateLock records the blocks built whole in the lock file, keeps
// entries of blocks this run did not build whole, and drops blocks the
// config no longer has. The tool line names the current code when every
// entry is this run's; when entries of older code stay beside them, it
// names the older code only if that is the current code, and is left
// out otherwise (a check then cannot blame a difference on the code
// alone).
func (p *project) updateLock(results []pipeline.Result) error {
	old, _, diags := schema.ReadLock(p.lockPath())
	if diags.HasErrors() || old == nil {
		old = &schema.Lock{}
	}
	of := p.blockOf()
	exists := map[string]bool{}
	for _, s := range p.steps {
		exists[of(s.Addr)] = true
	}
	now := map[string]schema.LockBlock{}
	for _, g := range p.groupBlocks(results) {
		if g.complete {
			now[g.addr] = lockBlock(g)
		}
	}
	l := &schema.Lock{Tool: p.toolLine()}
	for _, b := range old.Blocks {
		if _, ok := now[b.Addr]; !ok && exists[b.Addr] {
			l.Blocks = append(l.Blocks, b)
			if old.Tool != l.Tool {
				l.Tool = ""
			}
		}
	}
	for _, k := range sortedKeys(now) {
		l.Blocks = append(l.Blocks, now[k])
	}
	if len(l.Blocks) == 0 {
		return nil
	}
	return schema.WriteLock(p.lockPath(), l)
}

// manifests are manifests by step address or key.
type manifests = map[string]*store.Manifest

// previousBuild is, per step address, the manifest of the step's last
// build in the cache: under -check, read before the rerun replaces it,
// so a block that drifted can name its part.
func previousBuild(st *store.Store, results []pipeline.Result) map[string]*store.Manifest {
	out := map[string]*store.Manifest{}
	for _, r := range results {
		if l, ok := st.Last(r.Step.Addr); ok {
			if m, ok := st.Result(l.Key); ok {
				out[r.Step.Addr] = m
			}
		}
	}
	return out
}

// lockCheck is one -check's comparison of a rerun with the lock file.
type lockCheck struct {
	lock   *schema.Lock
	tool   string
	cached map[string]*store.Manifest // the cache's results under the rerun's keys, from before it
	prev   map[string]*store.Manifest // each step's previous build, by address
	stderr io.Writer
}

// checkLock compares a forced rerun's blocks with the lock file. An
// output that changed although nothing the block depends on did is a
// staleness bug (the key misses something, or the step is not
// deterministic), said apart from drift: outputs that changed with what
// the steps read or with the code. A block is stale when the cache held
// a result under a step's rerun key with other outputs (cached, from
// before the rerun), or when the lock records the same inputs and the
// same tool as the rerun but other outputs. A part that changed is named
// from the cache's previous build (prev) when that build is the one the
// lock records.
func (p *project) checkLock(results []pipeline.Result, cached, prev map[string]*store.Manifest, stderr io.Writer) bool {
	lock, files, diags := schema.ReadLock(p.lockPath())
	if diags.HasErrors() {
		schema.WriteDiagnostics(stderr, files, diags)
		return false
	}
	c := &lockCheck{lock: lock, tool: p.toolLine(), cached: cached, prev: prev, stderr: stderr}
	ok := true
	checked, stale, drifted, partial := 0, 0, 0, 0
	for _, g := range p.groupBlocks(results) {
		if !g.complete {
			partial++
			continue
		}
		want := lock.Block(g.addr)
		if want == nil {
			fmt.Fprintf(stderr, "Error: %s is not in %s: run epubuild apply first.\n", g.addr, schema.LockFileName)
			ok = false
			continue
		}
		differs, staleHere := c.block(g, want)
		if differs {
			ok = false
			if staleHere {
				stale++
			} else {
				drifted++
			}
		}
		checked += len(g.results)
	}
	if partial > 0 {
		fmt.Fprintf(stderr, "Note: %d blocks were built in part (-target): their entries were not checked.\n", partial)
	}
	if stale > 0 || drifted > 0 {
		fmt.Fprintf(stderr, "Check failed: %d with a staleness bug (output changed, key did not), %d drifted (key changed).\n", stale, drifted)
	}
	if ok {
		fmt.Fprintf(stderr, "Check passed: %d steps reproduce the digests in %s.\n", checked, schema.LockFileName)
	}
	return ok
}

// block compares one block, printing what differs: whether it does, and
// whether as a staleness bug.
func (c *lockCheck) block(g *lockGroup, want *schema.LockBlock) (differs, stale bool) {
	got := lockBlock(g)
	w := c.stderr
	sameKey := want.Inputs != "" && got.Inputs == want.Inputs && c.lock.Tool == c.tool
	// The own step's outputs, as a step's: named one by one.
	before := map[string]string{}
	for _, r := range g.results {
		if m := c.cached[r.Manifest.Key]; m != nil && r.Step.Addr == g.addr {
			for _, o := range m.Outputs {
				before[o.Name] = schema.DigestString(o.Digest)
			}
		}
	}
	for _, name := range sortedKeys(want.Outputs) {
		if got.Outputs[name] == want.Outputs[name] {
			continue
		}
		differs = true
		switch {
		case sameKey:
			stale = true
			fmt.Fprintf(w, "Error: %s: output %s changed but its key did not, %s: the lock file has %s, the rerun gave %s with the same inputs and code.\n",
				g.addr, name, lockStaleness, want.Outputs[name], orNone(got.Outputs[name]))
		case before[name] != "" && before[name] != got.Outputs[name]:
			stale = true
			fmt.Fprintf(w, "Error: %s: output %s changed but its key did not, %s: the cache has %s, the rerun gave %s under the same key.\n",
				g.addr, name, lockStaleness, before[name], orNone(got.Outputs[name]))
		default:
			fmt.Fprintf(w, "Error: %s: output %s does not reproduce: the lock file has %s, the rerun gave %s; %s.\n",
				g.addr, name, want.Outputs[name], orNone(got.Outputs[name]), lockDrift)
		}
	}
	for _, name := range sortedKeys(got.Outputs) {
		if _, had := want.Outputs[name]; !had {
			fmt.Fprintf(w, "Error: %s: output %s is not in the lock file.\n", g.addr, name)
			differs = true
		}
	}
	if got.PartsDigest != want.PartsDigest || got.Parts != want.Parts {
		differs = true
		if c.parts(g, *want, got, sameKey) {
			stale = true
		}
	}
	// Metrics are computed from the outputs, so a deterministic step
	// gives the same bits; compared exactly, as the lock writes them.
	for _, name := range metricMismatches(want.Metrics, got.Metrics) {
		differs = true
		stale = stale || sameKey
		fmt.Fprintf(w, "Error: %s: metric %s does not reproduce: the lock file has %s, the rerun gave %s.\n",
			g.addr, name, lockMetricText(want.Metrics, name), lockMetricText(got.Metrics, name))
	}
	for _, st := range stageNames(want.Stages, got.Stages) {
		for _, name := range metricMismatches(want.Stages[st], got.Stages[st]) {
			differs = true
			stale = stale || sameKey
			fmt.Fprintf(w, "Error: %s: metric %s does not reproduce: the lock file has %s, the rerun gave %s.\n",
				stageAddr(g.addr, st), name, lockMetricText(want.Stages[st], name), lockMetricText(got.Stages[st], name))
		}
	}
	return differs, stale
}

// parts explains a block whose parts digest does not reproduce: each
// part the cache says changed under the same key (a staleness bug), else
// the block as a whole, then the parts that differ from the cache's
// previous build when that build is the lock's. It reports whether the
// block is stale.
func (c *lockCheck) parts(g *lockGroup, want, got schema.LockBlock, sameKey bool) bool {
	w := c.stderr
	stale := false
	for _, r := range g.results {
		m := c.cached[r.Manifest.Key]
		if r.Step.Addr == g.addr || m == nil {
			continue
		}
		for _, d := range outputChanges(m, r.Manifest) {
			stale = true
			fmt.Fprintf(w, "Error: block %s: part %s output %s changed but its key did not, %s: the cache has %s, the rerun gave %s under the same key.\n",
				g.addr, partName(g.addr, r.Step.Addr), d.name, lockStaleness, d.was, d.now)
		}
	}
	if stale {
		return true
	}
	count := ""
	if got.Parts != want.Parts {
		count = fmt.Sprintf(" (%d parts, the lock file %d)", got.Parts, want.Parts)
	}
	if sameKey {
		fmt.Fprintf(w, "Error: block %s: its parts' outputs changed but its key did not, %s: the lock file has %s, the rerun gave %s%s with the same inputs and code.\n",
			g.addr, lockStaleness, orNone(want.PartsDigest), orNone(got.PartsDigest), count)
	} else {
		fmt.Fprintf(w, "Error: block %s: its parts do not reproduce: the lock file has %s, the rerun gave %s%s; %s.\n",
			g.addr, orNone(want.PartsDigest), orNone(got.PartsDigest), count, lockDrift)
	}
	what := "drifted"
	if sameKey {
		what = "changed"
	}
	// The cache's previous build names the part, if it is the build the
	// lock recorded.
	var prevLines []string
	n := 0
	for _, r := range g.results {
		if r.Step.Addr == g.addr {
			continue
		}
		m := c.prev[r.Step.Addr]
		if m == nil {
			prevLines = nil
			break
		}
		n++
		prevLines = append(prevLines, partLines(r.Step.Addr, m)...)
	}
	if n != want.Parts || prevLines == nil || schema.LockDigest(prevLines) != want.PartsDigest {
		fmt.Fprintf(w, "Error: block %s %s: the cache does not hold the build the lock file records, so which part changed is not known.\n", g.addr, what)
		return sameKey
	}
	for _, r := range g.results {
		if r.Step.Addr == g.addr {
			continue
		}
		for _, d := range outputChanges(c.prev[r.Step.Addr], r.Manifest) {
			fmt.Fprintf(w, "Error: block %s %s: part %s output %s: the lock file's build has %s, the rerun gave %s.\n",
				g.addr, what, partName(g.addr, r.Step.Addr), d.name, d.was, d.now)
		}
	}
	return sameKey
}

// outputChange is an output of a step that two builds disagree on.
type outputChange struct{ name, was, now string }

// outputChanges lists the outputs in which two manifests of a step
// differ, by name.
func outputChanges(was, now *store.Manifest) []outputChange {
	a, b := map[string]string{}, map[string]string{}
	for _, o := range was.Outputs {
		a[o.Name] = schema.DigestString(o.Digest)
	}
	for _, o := range now.Outputs {
		b[o.Name] = schema.DigestString(o.Digest)
	}
	var out []outputChange
	for _, n := range sortedKeys(a) {
		if a[n] != b[n] {
			out = append(out, outputChange{n, a[n], orNone(b[n])})
		}
	}
	for _, n := range sortedKeys(b) {
		if _, ok := a[n]; !ok {
			out = append(out, outputChange{n, "nothing", b[n]})
		}
	}
	return out
}

// stageNames are the stages either side has, sorted.
func stageNames(a, b map[string]map[string]float64) []string {
	seen := map[string]bool{}
	for k := range a {
		seen[k] = true
	}
	for k := range b {
		seen[k] = true
	}
	return sortedKeys(seen)
}

// stageAddr is a stage's step address.
func stageAddr(block, stage string) string {
	if strings.HasPrefix(stage, "[") {
		return block + stage
	}
	return block + "." + stage
}

// metricMismatches names the metrics two lock entries disagree on,
// sorted: a value that differs, or a metric only one of them has.
func metricMismatches(want, got map[string]float64) []string {
	var names []string
	for _, name := range sortedKeys(want) {
		if g, ok := got[name]; !ok || g != want[name] {
			names = append(names, name)
		}
	}
	for _, name := range sortedKeys(got) {
		if _, ok := want[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

func lockMetricText(m map[string]float64, name string) string {
	v, ok := m[name]
	if !ok {
		return "nothing"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

func orNone(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}

// sortedKeys returns a map's keys, sorted.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
