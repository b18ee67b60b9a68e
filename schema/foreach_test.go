package schema

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const sweepHead = `
model "m" {
  hf_config = "config.json"
  seq_len   = 16
}
variable "sizes" { default = ["8MB", "16MB"] }
`

// TestForEach: a target with for_each becomes one block per element,
// named as Terraform names instances, and a simulate block takes them
// through an expression over blocks.
func TestForEach(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		blocks    []string // target addresses, in order
		attr      string   // an attribute of the first instance: name=value
		targets   []string // the simulate block's refs
	}{
		{
			name: "set",
			src: `target "s" {
  for_each = toset(var.sizes)
  preset   = "QC-U"
  l2m      = each.value
}
simulate "p" {
  model   = model.m
  targets = values(target.s)
}`,
			blocks:  []string{`target.s["8MB"]`, `target.s["16MB"]`},
			attr:    "l2m=8MB",
			targets: []string{`target.s["8MB"]`, `target.s["16MB"]`},
		},
		{
			name: "setproduct map",
			src: `target "g" {
  for_each     = { for p in setproduct(var.sizes, ["64GBps", "128GBps"]) : "${p[0]}_${p[1]}" => { l2m = p[0], bw = p[1] } }
  preset       = "QC-U"
  l2m          = each.value.l2m
  dram_read_bw = each.value.bw
}
target "one" { preset = "QC-N" }
simulate "p" {
  model   = model.m
  targets = concat([target.one], [target.g["8MB_64GBps"]])
}`,
			blocks:  []string{`target.g["8MB_64GBps"]`, `target.g["8MB_128GBps"]`, `target.g["16MB_64GBps"]`, `target.g["16MB_128GBps"]`, "target.one"},
			attr:    "dram_read_bw=64GBps",
			targets: []string{"target.one", `target.g["8MB_64GBps"]`},
		},
		{
			name: "each.key of a map",
			src: `target "k" {
  for_each = { small = "QC-N", big = "QC-U" }
  preset   = each.value
  l2m      = each.key == "big" ? "32MB" : "1MB"
}
simulate "p" {
  model  = model.m
  target = target.k["big"]
}`,
			blocks:  []string{`target.k["big"]`, `target.k["small"]`},
			attr:    "l2m=32MB",
			targets: []string{`target.k["big"]`},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, _ := load(t, sweepHead+tc.src, Options{})
			var got []string
			var first *Block
			for _, b := range cfg.Blocks {
				if b.Kind == "target" {
					got = append(got, b.Addr())
					if first == nil {
						first = b
					}
				}
			}
			if strings.Join(got, " ") != strings.Join(tc.blocks, " ") {
				t.Errorf("targets %q, want %q", got, tc.blocks)
			}
			name, val, _ := strings.Cut(tc.attr, "=")
			if g := first.String(name, ""); g != val {
				t.Errorf("%s.%s = %q, want %q", first.Addr(), name, g, val)
			}
			sim := cfg.Block("simulate.p")
			var refs []string
			for _, r := range append(sim.Refs("target"), sim.Refs("targets")...) {
				refs = append(refs, r.Addr())
				if cfg.Block(r.Addr()) == nil {
					t.Errorf("ref %s names no block", r.Addr())
				}
			}
			if strings.Join(refs, " ") != strings.Join(tc.targets, " ") {
				t.Errorf("simulate refs %q, want %q", refs, tc.targets)
			}
		})
	}
}

// TestForEachErrors: each mistake names its line and says what to write.
func TestForEachErrors(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"list", `target "s" {
  for_each = var.sizes
  preset   = "QC-U"
}`, "main.hcl:8: Invalid for_each argument; for_each takes a map or a set of strings, not a list"},
		{"set of numbers", `target "s" {
  for_each = toset([1, 2])
  preset   = "QC-U"
}`, "Invalid for_each argument; A set for for_each must hold strings"},
		{"each outside for_each", `target "s" {
  preset = "QC-U"
  l2m    = each.value
}`, `main.hcl:9: Reference to "each" in a block without for_each`},
		{"each.other", `target "s" {
  for_each = toset(var.sizes)
  preset   = "QC-U"
  l2m      = each.name
}`, "main.hcl:10: Invalid reference; The each object has two attributes"},
		{"for_each on a model", `model "x" {
  for_each  = toset(["a"])
  hf_config = "config.json"
}`, "main.hcl:8: Unsupported argument; A model block does not take for_each"},
		{"the block, not an instance", `target "s" {
  for_each = toset(var.sizes)
  preset   = "QC-U"
}
simulate "p" {
  model   = model.m
  targets = [target.s]
}`, `main.hcl:13: Reference to a block with for_each; target.s has for_each: name one of its instances, target.s["KEY"], or all of them with values(target.s)`},
		{"no such instance", `target "s" {
  for_each = toset(var.sizes)
  preset   = "QC-U"
}
simulate "p" {
  model   = model.m
  targets = [target.s["4MB"]]
}`, `main.hcl:13: Invalid index`},
		{"an attribute, not a block", `target "s" {
  for_each = toset(var.sizes)
  preset   = "QC-U"
  l2m      = each.value
}
simulate "p" {
  model   = model.m
  targets = [for t in values(target.s) : t.l2m]
}`, `main.hcl:14: Unsupported attribute`},
		{"a bad value in one instance", `target "s" {
  for_each = toset(var.sizes)
  preset   = "QC-U"
  cores    = each.value
}`, `(instance target.s["8MB"])`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			msg := loadErr(t, sweepHead+tc.src)
			if !strings.Contains(msg, tc.want) {
				t.Errorf("got:\n%s\nwant it to contain %q", msg, tc.want)
			}
		})
	}
}

// loadErr loads a configuration that must fail, and returns its
// diagnostics as "file:line: summary; detail" lines.
func loadErr(t *testing.T, src string) string {
	t.Helper()
	cfg, _, diags := LoadSources("/cfg", []string{"/cfg/main.hcl"}, map[string][]byte{"/cfg/main.hcl": []byte(src)}, Options{})
	if cfg != nil || !diags.HasErrors() {
		t.Fatalf("loaded without an error")
	}
	var b strings.Builder
	for _, d := range diags {
		at := ""
		if d.Subject != nil {
			at = fmt.Sprintf("%s:%d: ", filepath.Base(d.Subject.Filename), d.Subject.Start.Line)
		}
		fmt.Fprintf(&b, "%s%s; %s\n", at, d.Summary, d.Detail)
	}
	return b.String()
}

func TestNaturalLess(t *testing.T) {
	keys := []string{"2MB", "16MB", "8MB_64GBps", "8MB_128GBps", "a10", "a9", "a09", "b", "a"}
	sort.Slice(keys, func(i, j int) bool { return naturalLess(keys[i], keys[j]) })
	want := "2MB 8MB_64GBps 8MB_128GBps 16MB a a09 a9 a10 b"
	if got := strings.Join(keys, " "); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
