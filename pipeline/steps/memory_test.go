package steps

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
)

// midQwen is tinyQwen widened until the weights, not the Go runtime,
// are what a step holds: a 16 MiB embedding and head, 2.8 MiB layers.
const midQwen = `{"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "hidden_size": 256,
 "intermediate_size": 688, "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2,
 "rms_norm_eps": 1e-6, "rope_theta": 1000000.0, "vocab_size": 16384, "hidden_act": "silu",
 "max_position_embeddings": 64, "tie_word_embeddings": false}`

// procKB reads a field of /proc/self/status in bytes (0 when absent).
func procKB(field string) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// Every step's memory estimate stays above what it holds: the generation
// flow on midQwen, one step at a time, each step's peak resident memory
// (Linux's VmHWM, reset as it starts) over the resident memory it
// started from, everything before it collected and returned, the
// collector at its default pace (apply's heap limit would hold it
// closer). The C++ kernels' processes are not counted: this flow runs
// none. The generation's runs stream the float weights but under a
// max_memory that holds them resident, with estimates of their own.
func TestMemoryEstimatesHold(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a generation one step at a time")
	}
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Skipf("cannot reset the peak resident memory: %v", err)
	}
	t.Run("streamed", func(t *testing.T) { memoryEstimatesHold(t, streamAll, "") })
	t.Run("resident", func(t *testing.T) { memoryEstimatesHold(t, 1<<40, "") })
	t.Run("reworked", func(t *testing.T) { memoryEstimatesHold(t, streamAll, reworkedWeights) })
	t.Run("gptq", func(t *testing.T) { memoryEstimatesHold(t, streamAll, gptqWeights) })
}

// streamAll is a max_memory no run fits, so the generation's runs
// stream (midQwen's weights are small enough that with no budget they
// stay resident). The test's executor has no budget of its own.
const streamAll = 1

// gptqWeights quantizes with GPTQ, on calibration statistics (int8 per
// channel: midQwen's MLP has 688 channels, which no int4 group size
// divides).
const gptqWeights = `  weights       = "int8_symmetric_per_channel"
  weight_method = "gptq"`

// reworkedWeights quantizes on a float copy of the weights in every way
// at once (quantize.Config.ReworksWeights), where sharedFlow's
// quantize block names its weights.
const reworkedWeights = `  weights             = "int4_group"
  group_size          = 64
  weight_scale_search = "mse"
  smooth {
    alpha = 0.5
  }`

// memoryEstimatesHold builds sharedFlow on midQwen under max_memory
// budget; with weights, that scheme instead of int8 and every
// step computing its own (memos off, as apply -check).
func memoryEstimatesHold(t *testing.T, budget int64, weights string) {
	flow := strings.Replace(sharedFlow, "CAPS", "[12, 16]", 1)
	if weights != "" {
		flow = strings.NewReplacer(`  weights = "int8_symmetric"`, weights,
			`target "qc_u" { preset = "QC-U" }`, `target "qc_u" {
  preset     = "QC-U"
  precisions = ["int8", "int4_weights"]
}`).Replace(flow)
	}
	dir := t.TempDir()
	cfg := flowProject(t, dir, flow, "new_tokens=9")
	if err := os.WriteFile(filepath.Join(dir, "config.json"), []byte(midQwen), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg.Settings.MaxMemory = budget
	steps, diags := Build(cfg, Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, s := range steps {
		if n, ok := s.Pass.(*generateNumerics); ok && n.num.Stream != (budget == streamAll) {
			t.Fatalf("%s: streamed %v under max_memory %d", s.Addr, n.num.Stream, budget)
		}
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		addr           string
		estimate, peak int64
	}
	var rows []row
	base := map[string]int64{}
	est := map[string]int64{}
	for _, s := range steps {
		est[s.Addr] = s.Memory
	}
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Jobs: 1, Force: weights != "", Emit: func(e pipeline.Event) {
		switch e.Type {
		case pipeline.EventStepStart:
			runtime.GC()
			debug.FreeOSMemory()
			base[e.Step] = procKB("VmRSS:")
			os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
		case pipeline.EventStepDone:
			rows = append(rows, row{e.Step, est[e.Step], procKB("VmHWM:") - base[e.Step]})
		}
	}}
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].peak-rows[i].estimate > rows[j].peak-rows[j].estimate })
	var b strings.Builder
	for _, r := range rows {
		fmt.Fprintf(&b, "%-50s estimate %8.1f MiB  peak %8.1f MiB\n", r.addr, float64(r.estimate)/(1<<20), float64(r.peak)/(1<<20))
	}
	t.Logf("steps, most over their estimate first:\n%s", b.String())
	// An estimate of 0 says the step is small: less than any step holds
	// whatever its graph.
	for _, r := range rows {
		if e := r.estimate; r.peak > e && (e > 0 || r.peak > stepBase) {
			t.Errorf("%s: peak %.1f MiB over its estimate %.1f MiB", r.addr, float64(r.peak)/(1<<20), float64(e)/(1<<20))
		}
	}
}
