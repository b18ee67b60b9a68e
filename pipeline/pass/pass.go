// Package pass is what a pass sees of the pipeline: its Step and the Run
// it works through.
//
// The Step is what it computes (its Inputs, Settings and Code); through
// the Run it reads its inputs and files and writes its artifacts,
// metrics and warnings. It holds the artifact codec (an ONNX graph
// stored with its large initializers as blobs of their own, artifact.go)
// and knows the cache only as the Store interface; the executor (package
// pipeline) and the store (pipeline/store) are not part of any step's
// code.
package pass

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/schema"
)

// Pass is the computation of one step, configured from its block. It is
// a pure function of its name, its code (Step.Code), its settings, the
// content of its inputs and the files it reads: that is what the step
// key hashes.
//
// A pass's name, in keys and messages, is its step's (Step.Name): the
// builder's pass table names the passes it ships, and a pass outside it
// (a test's own block kind) names itself with a Name method. Its
// settings are its fields tagged `setting:"NAME"`, or what a
// Settings() []Setting method returns when the key needs more than the
// fields say (SettingsOf). Paths in them should be relative to the
// configuration folder (see Rel), so keys are the same on every machine.
type Pass interface {
	// Run computes the outputs. It reads inputs and files and writes
	// outputs through r only; it should return soon after ctx is done.
	Run(ctx context.Context, r *Run) error
}

// Setting is one setting of a step, as it appears in the key: "setting
// NAME VALUE".
type Setting struct {
	Name, Value string
}

// Input is an edge of the DAG: the step reads output Output of step Step
// under the name Name.
type Input struct {
	Name   string
	Step   string
	Output string
}

// Step is a vertex of the DAG.
type Step struct {
	Addr   string        // e.g. `simulate.prefill["qc_n"]`
	Block  *schema.Block // the block it comes from, for diagnostics
	Pass   Pass          // nil when the pass is not available yet
	Name   string        // the pass's name, e.g. "model.onnx"; "" for a pass with a Name method
	Needs  string        // the unavailable pass's name when Pass is nil
	Inputs []Input
	// Part names the part of a model the step works on ("layer[3]"), the
	// last element of its address, when the model is built a part at a
	// time: views list such steps together, and print the whole model's
	// report rather than each part's.
	Part string
	// Code names the code that computes the outputs, one "PACKAGE
	// DIGEST" line per package (and the toolchain), in key order: each
	// is a "code" line of the key, so an edit to any of that code
	// reruns the step (pipeline/steps sets it from the generated code
	// table; docs/passes.md, "Code identity").
	Code []string
	// Memory is the step's estimated peak memory in bytes while it runs
	// (0: small or unknown): the executor runs no more steps at once than
	// its memory budget holds, and refuses before the walk a step that
	// cannot fit at all.
	Memory int64
	// Weight is how many ordinary steps' work one run of the step is
	// (0: one), for the executor's critical-path order: a step that runs
	// a whole model's graphs step after step (a generation) weighs as
	// the part steps it stands for, so it starts as soon as it is ready
	// rather than after shorter chains.
	Weight int
	// Detail marks a step whose report is a detail of another step's (the
	// simulate steps a generate block implies): apply prints the other's.
	Detail bool
}

// Group is the address of the steps a part step belongs with: its own
// without the part.
func (s *Step) Group() string {
	if s.Part == "" {
		return s.Addr
	}
	return strings.TrimSuffix(s.Addr, "."+s.Part)
}

// PassName is the step's pass name, available or not.
func (s *Step) PassName() string {
	if s.Pass == nil {
		return s.Needs
	}
	if s.Name != "" {
		return s.Name
	}
	if n, ok := s.Pass.(interface{ Name() string }); ok {
		return n.Name()
	}
	panic("pass: step " + s.Addr + " has a pass with no name")
}

// Artifact kinds.
const (
	KindONNX = "onnx" // an ONNX graph; large initializers are blobs of their own
	KindJSON = "json" // a JSON document (ranges, reports)
	KindBin  = "bin"  // opaque bytes (a compiled program)
	KindText = "text" // text
)

// Output is one artifact a step produced, as recorded in its manifest.
type Output struct {
	Name   string   `json:"name"`
	Kind   string   `json:"kind"`
	Digest string   `json:"digest"` // SHA-256 of the object, hex
	Size   int64    `json:"size"`   // bytes, blobs included
	Blobs  []string `json:"blobs,omitempty"`
}

// Metric is a headline number of a step, shown in reports and kept in the
// lock file.
type Metric struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
	Unit  string  `json:"unit,omitempty"`
}

// FileDigest is a file a step read and the digest of the bytes it read,
// or, for a source read with ReadCode, of its code ("ctokens:...").
type FileDigest struct {
	Path   string `json:"path"` // relative to the configuration folder when inside it
	Digest string `json:"digest"`
	// Bytes is the SHA-256 of a code file's bytes as read, so a later
	// plan can tell an edit that changed no code.
	Bytes string `json:"bytes,omitempty"`
}

// Run is what a pass sees while it runs: its inputs, the files it may
// read (recorded), and where its outputs, metrics, warnings and progress
// go.
type Run struct {
	step   *Step
	store  Store
	base   string
	inputs map[string]Output
	noMemo bool // apply -check: compute everything

	mu       sync.Mutex
	files    map[string]string
	code     map[string]string // code files: the digest of their bytes
	outputs  []Output
	metrics  []Metric
	warnings []string
	progress func(done, total int64, unit string)
	phase    func(label string)
	note     func(msg string)
	memoWait func() (resume func()) // RunOptions.MemoWait
	phaseNow string
}

// Store is what a Run needs of the cache: content-addressed objects,
// the memo of file digests, and passes' own memos.
type Store interface {
	// Put stores bytes and returns their digest; Get returns them,
	// verified.
	Put(data []byte) (string, error)
	Get(digest string) ([]byte, error)
	// Map is Get without reading: the bytes mapped (privately: writes
	// change no object) where the system allows it, until release.
	Map(digest string) (b []byte, release func(), err error)
	// MapReadOnly is Map with the pages read-only (a write faults) and
	// drop, which lets go of the process's pages of part, a stretch of
	// b (b for all of them): they are read again from the page cache
	// when next touched.
	MapReadOnly(digest string) (b []byte, drop func(part []byte), release func(), err error)
	// FileDigest is the SHA-256 of a file (memoized); Remember memoizes
	// one a pass computed from st, the stat taken before reading.
	FileDigest(path string) (string, error)
	Remember(path string, st fs.FileInfo, digest string)
	// ReadCode reads a source file and returns the digests of its code
	// (internal/ctoken) and of its bytes.
	ReadCode(path string) (b []byte, code, raw string, err error)
	// Memo and PutMemo are the passes' own cache (Run.Memo);
	// LockMemoWaiting holds the other callers of the same key in this
	// process until unlock (Run.LockMemo).
	Memo(key string) ([]byte, bool)
	PutMemo(key string, b []byte) error
	LockMemoWaiting(key string, wait func() (resume func())) (unlock func())
}

// RunOptions set up a Run (the executor's).
type RunOptions struct {
	Base   string            // the configuration folder: recorded paths are relative to it
	Inputs map[string]Output // by input name
	NoMemo bool              // apply -check: compute everything
	// Progress, Phase and Note receive the pass's reports (nil: dropped).
	Progress func(done, total int64, unit string)
	Phase    func(label string)
	Note     func(msg string)
	// MemoWait is called when LockMemo must wait for another step, and
	// the function it returns once the lock is held: the executor gives
	// the step's core to other steps meanwhile (nil: none).
	MemoWait func() (resume func())
}

// NewRun is the Run of step st on store s.
func NewRun(st *Step, s Store, o RunOptions) *Run {
	return &Run{step: st, store: s, base: o.Base, inputs: o.Inputs, noMemo: o.NoMemo, progress: o.Progress, phase: o.Phase, note: o.Note, memoWait: o.MemoWait}
}

// Files are the files the run read, with their digests, sorted.
func (r *Run) Files() []FileDigest {
	r.mu.Lock()
	defer r.mu.Unlock()
	return sortedFiles(r.files, r.code)
}

// Outputs are the artifacts the run stored, in order.
func (r *Run) Outputs() []Output {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.outputs
}

// Metrics and Warnings are what the run reported, in order.
func (r *Run) Metrics() []Metric {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.metrics
}

func (r *Run) Warnings() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.warnings
}

// Memo returns the value a pass stored under key, if any (never under
// apply -check, which proves results reproduce from scratch). A memo is
// a pass's own cache of partial results, for work a step would otherwise
// redo whenever its key changes although a part of its computation did
// not (the simulated graph's numerics, when only a custom node's kernel
// changed). The pass names what a value depends on in its key and must
// get the same bytes from a memo as it would compute: a memo never
// enters step keys.
func (r *Run) Memo(key string) ([]byte, bool) {
	if r.noMemo {
		return nil, false
	}
	return r.store.Memo(key)
}

// PutMemo stores a value under key (atomically: a reader sees all of it
// or none).
func (r *Run) PutMemo(key string, b []byte) error { return r.store.PutMemo(key, b) }

// LockMemo makes the steps of this process that compute the value of
// one memo key take turns, so that a value several steps need is
// computed once (the first computes and stores it, the others wait and
// read it): take it before Memo, and unlock after PutMemo.
func (r *Run) LockMemo(key string) (unlock func()) { return r.store.LockMemoWaiting(key, r.memoWait) }

// Blob returns the stored bytes a memo value names by digest (verified),
// so large values are stored once, as the objects a step's outputs
// already hold.
func (r *Run) Blob(digest string) ([]byte, error) { return r.store.Get(digest) }

// MapBlob is Blob without reading the bytes: they are mapped where the
// system allows it, until release, privately (a write copies the page
// and changes no object). A page nobody reads is never loaded, so a graph
// that names a stored weight without reading it (to store itself) costs
// nothing for it. Call release once nothing holds the bytes any more.
func (r *Run) MapBlob(digest string) (b []byte, release func(), err error) {
	return r.store.Map(digest)
}

// PutBlob stores bytes for a memo value to name, and returns their
// digest. Cache gc keeps them only while an output of some step holds
// the same bytes; a memo must compute again when Blob fails.
func (r *Run) PutBlob(b []byte) (string, error) { return r.store.Put(b) }

// PutBlobStream is PutBlob for bytes write gives a piece at a time: a
// store that can writes them to the object's file as they come, hashing
// them on the way, so they are never whole in memory.
func (r *Run) PutBlobStream(write func(w io.Writer) error) (string, error) {
	if s, ok := r.store.(interface {
		PutStream(write func(w io.Writer) error) (string, error)
	}); ok {
		return s.PutStream(write)
	}
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return "", err
	}
	return r.store.Put(b.Bytes())
}

// Step is the step being run.
func (r *Run) Step() *Step { return r.step }

// Block is the HCL block of the step: glue uses it to attach a
// diagnostic to the attribute that caused an error.
func (r *Run) Block() *schema.Block { return r.step.Block }

// Input returns the recorded output an input names.
func (r *Run) Input(name string) (Output, error) {
	o, ok := r.inputs[name]
	if !ok {
		return Output{}, fmt.Errorf("%s: no input named %q", r.step.Addr, name)
	}
	return o, nil
}

// Model decodes an ONNX input.
func (r *Run) Model(name string) (*ir.Model, error) {
	o, err := r.graphInput(name)
	if err != nil {
		return nil, err
	}
	return LoadModel(r.store, o)
}

// graphInput is an input that must be an ONNX graph.
func (r *Run) graphInput(name string) (Output, error) {
	o, err := r.Input(name)
	if err == nil && o.Kind != KindONNX {
		err = fmt.Errorf("%s: input %s is %s, not an ONNX graph", r.step.Addr, name, o.Kind)
	}
	return o, err
}

// ModelBlobs is Model, with the digest of the blob each large
// initializer was read from: its content's name, which memos key by.
// An initializer read otherwise is not in the map.
func (r *Run) ModelBlobs(name string) (*ir.Model, map[*ir.Tensor]string, error) {
	o, err := r.graphInput(name)
	if err != nil {
		return nil, nil, err
	}
	return loadModelBlobs(r.store, o)
}

// MapModel is Model with the blobs mapped (MapBlob) rather than read,
// until release: see MapModelBlobs.
func (r *Run) MapModel(name string) (m *ir.Model, release func(), err error) {
	m, _, release, err = r.MapModelBlobs(name)
	return m, release, err
}

// MapModelBlobs is ModelBlobs with the blobs mapped (MapBlob) rather
// than read: weights the pass reads come from the page cache without a
// copy, and those it does not are never loaded. Call release once
// nothing holds the graph's tensors any more.
func (r *Run) MapModelBlobs(name string) (m *ir.Model, digests map[*ir.Tensor]string, release func(), err error) {
	o, err := r.graphInput(name)
	if err != nil {
		return nil, nil, nil, err
	}
	return mapModelBlobs(r.store, o)
}

// Data returns the bytes of a non-ONNX input.
func (r *Run) Data(name string) ([]byte, error) {
	o, err := r.Input(name)
	if err != nil {
		return nil, err
	}
	return r.store.Get(o.Digest)
}

// ReadFile reads a file and records its digest as an input of the step.
func (r *Run) ReadFile(path string) ([]byte, error) {
	before, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if before.IsDir() {
		return nil, fmt.Errorf("%s is a folder, not a file", path)
	}
	if !before.Mode().IsRegular() {
		// A FIFO would hang the read, /dev/zero never end it.
		return nil, fmt.Errorf("%s is not a regular file (%v)", path, before.Mode().Type())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(b)
	d := hex.EncodeToString(sum[:])
	r.record(path, d)
	// Memoize the digest unless the file changed while we read it, so the
	// next lookup does not hash it again.
	if after, err := os.Stat(path); err == nil && after.Size() == before.Size() && after.ModTime().Equal(before.ModTime()) && int64(len(b)) == after.Size() {
		r.store.Remember(path, after, d)
	}
	return b, nil
}

// ReadCode reads a C or C++ source file whose code, not its bytes, is
// the step's input: the key records the digest of its token stream
// (internal/ctoken), so an edit to comments or layout leaves the step
// cached, and plan says so.
func (r *Run) ReadCode(path string) ([]byte, error) {
	b, code, raw, err := r.store.ReadCode(path)
	if err != nil {
		return nil, err
	}
	r.record(path, code)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.code == nil {
		r.code = map[string]string{}
	}
	r.code[Rel(r.base, path)] = raw
	return b, nil
}

// RecordFile records a file the pass reads by other means (a library
// that opens it itself). Record before reading, so an edit in between is
// caught on the next run.
func (r *Run) RecordFile(path string) error {
	d, err := r.store.FileDigest(path)
	if err != nil {
		return err
	}
	r.record(path, d)
	return nil
}

func (r *Run) record(path, digest string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.files == nil {
		r.files = map[string]string{}
	}
	r.files[Rel(r.base, path)] = digest
}

// PutModel stores an ONNX output.
func (r *Run) PutModel(name string, m *ir.Model) error { return r.PutModelBlobs(name, m, nil) }

// PutModelBlobs is PutModel for a graph some of whose initializers hold
// a stored object's bytes, unchanged (mapped with MapBlob, or stored
// with PutBlob): blobs names their digests, and they are neither hashed
// nor written again.
func (r *Run) PutModelBlobs(name string, m *ir.Model, blobs map[*ir.Tensor]string) error {
	o, err := putModel(r.store, m, blobs)
	if err != nil {
		return fmt.Errorf("%s: storing %s: %w", r.step.Addr, name, err)
	}
	o.Name = name
	r.addOutput(o)
	return nil
}

// PutGraph stores a graph as the step's "model" output, as every
// graph-producing step stores it, with its headline metrics: nodes,
// parameters and weight MiB. blobs is as PutModelBlobs's (nil: none).
func (r *Run) PutGraph(m *ir.Model, blobs map[*ir.Tensor]string) error {
	var params, bytes int64
	for _, t := range m.Graph.Initializers {
		params += int64(t.Len())
		bytes += t.ByteSize()
	}
	r.Metric("nodes", float64(len(m.Graph.Nodes)), "")
	r.Metric("parameters", float64(params), "")
	r.Metric("weights", float64(bytes)/(1<<20), "MiB")
	return r.PutModelBlobs("model", m, blobs)
}

// PutJSON stores a JSON output; v is marshalled with sorted keys and
// two-space indentation, so equal values give equal bytes.
func (r *Run) PutJSON(name string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return r.PutBytes(name, KindJSON, append(b, '\n'))
}

// PutBytes stores an output of any kind.
func (r *Run) PutBytes(name, kind string, b []byte) error {
	d, err := r.store.Put(b)
	if err != nil {
		return fmt.Errorf("%s: storing %s: %w", r.step.Addr, name, err)
	}
	r.addOutput(Output{Name: name, Kind: kind, Digest: d, Size: int64(len(b))})
	return nil
}

// PutStream is PutBytes for bytes write gives a piece at a time: they
// go to the store as PutBlobStream's do, never whole in memory.
func (r *Run) PutStream(name, kind string, write func(w io.Writer) error) error {
	var n int64
	d, err := r.PutBlobStream(func(w io.Writer) error { return write(&countingWriter{w: w, n: &n}) })
	if err != nil {
		return fmt.Errorf("%s: storing %s: %w", r.step.Addr, name, err)
	}
	r.addOutput(Output{Name: name, Kind: kind, Digest: d, Size: n})
	return nil
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n *int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	k, err := c.w.Write(p)
	*c.n += int64(k)
	return k, err
}

func (r *Run) addOutput(o Output) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.outputs = append(r.outputs, o)
}

// Metric records a headline number.
func (r *Run) Metric(name string, v float64, unit string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.metrics = append(r.metrics, Metric{Name: name, Value: v, Unit: unit})
}

// Warn records a warning; it is shown now and replayed whenever the
// cached result is used.
func (r *Run) Warn(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.warnings = append(r.warnings, fmt.Sprintf(format, args...))
}

// Warns records a pass's warnings, each as it is ("" is none).
func (r *Run) Warns(ws ...string) {
	for _, w := range ws {
		if w != "" {
			r.Warn("%s", w)
		}
	}
}

// Progress reports work done out of total (total 0 when unknown), e.g.
// calibration samples.
func (r *Run) Progress(done, total int64, unit string) {
	if r.progress != nil {
		r.progress(done, total, unit)
	}
}

// ProgressIn is Progress in unit, as the passes' progress callbacks
// count: func(done, total int).
func (r *Run) ProgressIn(unit string) func(done, total int) {
	return func(done, total int) { r.Progress(int64(done), int64(total), unit) }
}

// Note is a line for the build's log, not part of the result: how the
// step came by its outputs (trials taken from memos of an earlier run),
// which must not change their bytes. Unlike a warning it is not replayed
// when the result is used from the cache.
func (r *Run) Note(format string, args ...any) {
	if r.note != nil {
		r.note(fmt.Sprintf(format, args...))
	}
}

// Phase names what the step is doing now, for the progress display
// ("building kernel kernels/gqa.hpp (C++)"); "" ends the phase. A label
// repeated is not reported again.
func (r *Run) Phase(label string) {
	r.mu.Lock()
	same := r.phaseNow == label
	r.phaseNow = label
	r.mu.Unlock()
	if !same && r.phase != nil {
		r.phase(label)
	}
}

// AttrError wraps err as a diagnostic on an attribute of the step's
// block ("exclude.nodes" reaches into nested blocks).
func (r *Run) AttrError(attr, summary string, err error) error {
	if r.step.Block == nil {
		return fmt.Errorf("%s: %s: %w", r.step.Addr, summary, err)
	}
	return &DiagError{Diags: hcl.Diagnostics{r.step.Block.AttrError(attr, summary, err.Error())}}
}

// FailAt is err as the step returns it at attr: nil for nil, the
// cancellation when ctx is done, an error made of diagnostics as those
// (a kernel's, at its lines), any other an AttrError there.
func (r *Run) FailAt(ctx context.Context, attr, summary string, err error) error {
	switch ds, diags := Diagnostics(err); {
	case err == nil:
		return nil
	case ctx.Err() != nil:
		return ctx.Err()
	case diags:
		return &DiagError{Diags: ds}
	}
	return r.AttrError(attr, summary, err)
}

// Fail is err as the step returns it: a pass's error that names the
// setting it is at (a Blame method) is an AttrError there, detailed by
// its cause (by err whole when the cause is the blaming error itself),
// any other error is itself.
func (r *Run) Fail(err error) error {
	var b interface {
		Blame() (setting, summary string, err error)
	}
	if errors.As(err, &b) {
		setting, summary, cause := b.Blame()
		if self, ok := b.(error); ok && self == cause {
			cause = err
		}
		return r.AttrError(setting, summary, cause)
	}
	return err
}

// Wrap is err as a step returns it once its pass has run: the
// cancellation when ctx is done (whatever err), nil for nil, any other
// error under the step's address.
func (r *Run) Wrap(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", r.step.Addr, err)
}

// Failed is Wrap for a pass whose errors may name their setting: such an
// error is an AttrError there (Fail).
func (r *Run) Failed(ctx context.Context, err error) error {
	var b interface {
		Blame() (setting, summary string, err error)
	}
	if ctx.Err() == nil && errors.As(err, &b) {
		return r.Fail(err)
	}
	return r.Wrap(ctx, err)
}

// DiagError is an error made of HCL diagnostics; views print it with the
// source snippet.
type DiagError struct {
	Diags hcl.Diagnostics
}

func (e *DiagError) Error() string { return e.Diags.Error() }

func (e *DiagError) Diagnostics() hcl.Diagnostics { return e.Diags }

// Diagnostics are err's when it is made of diagnostics: a DiagError, or
// an error in its chain with a Diagnostics method (a custom-op kernel
// that does not compile, at its lines).
func Diagnostics(err error) (hcl.Diagnostics, bool) {
	var d interface{ Diagnostics() hcl.Diagnostics }
	if errors.As(err, &d) {
		return d.Diagnostics(), true
	}
	return nil, false
}

// Rel makes path relative to base when it lies inside it or in a folder
// near it (at most two levels up: a sibling example's kernel,
// ../qwen/kernels/gqa.hpp), with forward slashes, so recorded paths do
// not depend on where the project is checked out. Farther files (a
// system header) keep their absolute path.
func Rel(base, path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	rel, err := filepath.Rel(base, abs)
	if err != nil {
		return filepath.ToSlash(abs)
	}
	up := 0
	for rest := filepath.ToSlash(rel); strings.HasPrefix(rest, "../"); rest = rest[3:] {
		up++
	}
	if filepath.IsLocal(rel) || up > 0 && up <= 2 && !strings.Contains(filepath.ToSlash(rel)[3*up:], "..") {
		return filepath.ToSlash(rel)
	}
	return filepath.ToSlash(abs)
}

// sortedFiles returns the recorded files, sorted by path; code maps
// code files to the digest of their bytes.
func sortedFiles(m, code map[string]string) []FileDigest {
	out := make([]FileDigest, 0, len(m))
	for p, d := range m {
		out = append(out, FileDigest{Path: p, Digest: d, Bytes: code[p]})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// Out is an output for Put: bytes of a kind, a value stored as JSON, a
// stream, a graph, or a headline count recorded in its place.
type Out struct {
	name, kind string
	b          []byte
	v          any
	json       bool      // v, stored as PutJSON stores it
	headline   Headliner // v's headline metrics, recorded once it is stored
	write      func(w io.Writer) error
	graph      *ir.Model
	blobs      map[*ir.Tensor]string
	count      bool
	n          int
}

// Headliner is a report that names its headline metrics.
type Headliner interface {
	Headline(metric func(name string, v float64, unit string))
}

// Bytes, Text and JSON are outputs for Put: bytes of a kind, text, a
// value stored as PutJSON stores it.
func Bytes(name, kind string, b []byte) Out { return Out{name: name, kind: kind, b: b} }
func Text(name, s string) Out               { return Out{name: name, kind: KindText, b: []byte(s)} }
func JSON(name string, v any) Out           { return Out{name: name, v: v, json: true} }

// Report is JSON for Put whose headline metrics the run records once it
// is stored.
func Report(name string, v Headliner) Out { return Out{name: name, v: v, json: true, headline: v} }

// Stream is an output for Put as PutStream stores it, Graph the graph
// as PutGraph stores it, Count a headline count (a metric of no unit).
func Stream(name, kind string, write func(w io.Writer) error) Out {
	return Out{name: name, kind: kind, write: write}
}
func Graph(m *ir.Model, blobs map[*ir.Tensor]string) Out { return Out{graph: m, blobs: blobs} }
func Count(name string, n int) Out                       { return Out{name: name, count: true, n: n} }

// Put stores outputs in order, up to the first that fails.
func (r *Run) Put(outs ...Out) error {
	for _, o := range outs {
		var err error
		switch {
		case o.count:
			r.Metric(o.name, float64(o.n), "")
		case o.graph != nil:
			err = r.PutGraph(o.graph, o.blobs)
		case o.write != nil:
			err = r.PutStream(o.name, o.kind, o.write)
		case o.json:
			err = r.PutJSON(o.name, o.v)
		default:
			err = r.PutBytes(o.name, o.kind, o.b)
		}
		if err != nil {
			return err
		}
		if o.headline != nil {
			o.headline.Headline(r.Metric)
		}
	}
	return nil
}

// DataEach returns the bytes of the inputs named prefix+name, one for
// each of names, in order.
func (r *Run) DataEach(prefix string, names []string) ([][]byte, error) {
	out := make([][]byte, len(names))
	for i, name := range names {
		b, err := r.Data(prefix + name)
		if err != nil {
			return nil, err
		}
		out[i] = b
	}
	return out, nil
}
