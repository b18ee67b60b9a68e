package store

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/epubuild/epubuild/internal/atomicfile"
	"github.com/epubuild/epubuild/internal/textfmt"
)

// BuildRecord is what an apply did, a line per step: the build report's
// timeline and cache traffic. Everything but the measured fields (the
// start time, each step's start and duration, the memory peaks) is the
// same for the same build, and the steps are in address order.
type BuildRecord struct {
	Config   string `json:"config"`   // the configuration, as apply named it
	Executor string `json:"executor"` // "local" or "slurm"
	Jobs     int    `json:"jobs"`     // steps run at once (local)
	// Measured: when the build started (RFC 3339, UTC), how long it took,
	// and this process's resident memory at its peak.
	Started     string       `json:"started"`
	Seconds     float64      `json:"seconds"`
	PeakRSS     int64        `json:"peak_rss_bytes,omitempty"`
	Steps       []StepRecord `json:"steps"`
	Interrupted bool         `json:"interrupted,omitempty"`
}

// StepRecord is one step of an apply.
type StepRecord struct {
	Step   string `json:"step"`
	Pass   string `json:"pass"`
	Status string `json:"status"` // ran, cached, failed, skipped, unavailable, blocked
	// Where names what produced the result: "local" (ran in the apply's
	// process), "slurm" (a batch job, SlurmJob), "remote" (downloaded
	// from the remote cache, Download) or "cache" (this cache had it).
	Where    string    `json:"where"`
	SlurmJob string    `json:"slurm_job,omitempty"`
	Download *Download `json:"download,omitempty"`
	// OutputBytes is the size of the step's outputs.
	OutputBytes int64 `json:"output_bytes,omitempty"`
	// MemoryEstimate is the step's estimated peak (pass.Step.Memory).
	MemoryEstimate int64 `json:"memory_estimate_bytes,omitempty"`
	// Measured: the start, in seconds after the build's; the duration;
	// the apply process's resident memory at its peak while the step ran
	// here (steps running at once share it; 0: not measured, as for a
	// Slurm job).
	StartS  float64 `json:"start_s"`
	Seconds float64 `json:"seconds"`
	PeakRSS int64   `json:"peak_rss_bytes,omitempty"`
}

func (s *Store) buildPath() string {
	return filepath.Join(s.Dir, "last-apply.json")
}

// PutBuild records the last apply that used this cache, replacing the
// one before.
func (s *Store) PutBuild(b *BuildRecord) error {
	js, err := textfmt.JSON(b)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(s.buildPath(), js)
}

// Build is the last apply's record; false when none is recorded.
func (s *Store) Build() (*BuildRecord, bool, error) {
	b, err := os.ReadFile(s.buildPath())
	if os.IsNotExist(err) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	var r BuildRecord
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, false, fmt.Errorf("%s: %w", s.buildPath(), err)
	}
	return &r, true, nil
}
