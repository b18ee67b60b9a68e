package pipeline

import (
	"github.com/epubuild/epubuild/passes/ir"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

// The executor's callers name the steps, passes and cache through this
// package, as before the types moved to pipeline/pass (what a pass sees)
// and pipeline/store (the cache). New code names those packages.
type (
	Pass       = pass.Pass
	Setting    = pass.Setting
	Input      = pass.Input
	Step       = pass.Step
	Output     = pass.Output
	Metric     = pass.Metric
	FileDigest = pass.FileDigest
	Run        = pass.Run
	DiagError  = pass.DiagError

	Store       = store.Store
	Manifest    = store.Manifest
	Remote      = store.Remote
	Download    = store.Download
	Entry       = store.Entry
	GCStats     = store.GCStats
	VerifyStats = store.VerifyStats
)

// Artifact kinds.
const (
	KindONNX = pass.KindONNX
	KindJSON = pass.KindJSON
	KindBin  = pass.KindBin
	KindText = pass.KindText
)

// CacheFormat is store.CacheFormat.
const CacheFormat = store.CacheFormat

// ErrCorrupt is store.ErrCorrupt.
var ErrCorrupt = store.ErrCorrupt

// OpenStore is store.Open.
func OpenStore(dir string) (*Store, error) { return store.Open(dir) }

// Rel is pass.Rel.
func Rel(base, path string) string { return pass.Rel(base, path) }

// Short is pass.Short.
func Short(d string) string { return pass.Short(d) }

// LoadModel is pass.LoadModel: an ONNX artifact from the store.
func LoadModel(s *Store, o Output) (*ir.Model, error) { return pass.LoadModel(s, o) }

// ModelProto is pass.ModelProto: an ONNX artifact's graph proto bytes.
func ModelProto(s *Store, o Output) ([]byte, error) { return pass.ModelProto(s, o) }
