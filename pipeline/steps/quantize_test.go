package steps

import (
	"strings"
	"testing"

	"github.com/epubuild/epubuild/pipeline/pass"
)

func settingsOf(t *testing.T, src, addr string) map[string]string {
	t.Helper()
	steps, diags := build(t, `model "m" { onnx = "m.onnx" }
`+src)
	if diags != "" {
		t.Fatalf("diagnostics:\n%s", diags)
	}
	for _, s := range steps {
		if s.Addr == addr {
			out := map[string]string{}
			for _, st := range pass.SettingsOf(s.Pass) {
				out[st.Name] = st.Value
			}
			return out
		}
	}
	t.Fatalf("no step %s", addr)
	return nil
}

func TestQuantizeSettings(t *testing.T) {
	for _, tc := range []struct {
		name, src, addr string
		want            map[string]string
	}{
		{"defaults", `quantize "q" { model = model.m }`, "quantize.q", map[string]string{
			"activations": "int8_symmetric", "weights": "int8_symmetric_per_channel", "weight_qdq": "false",
			"exclude.op_types": "Sigmoid,Softmax", "exclude.nodes": "[]", "exclude.strict": "false",
		}},
		{"calibration defaults", `quantize "q" { model = model.m }`, "quantize.q.calibrate", map[string]string{
			"method": "mse", "samples": "0", "seed": "1", "moving_average": "false",
		}},
		{"exclude blocks add up; op types replace the defaults", `quantize "q" {
  model = model.m
  exclude { nodes = ["a/*"] }
  exclude {
    op_types = ["Softmax"]
    nodes    = ["b"]
    strict   = true
  }
}`, "quantize.q", map[string]string{
			"exclude.op_types": "Softmax", "exclude.nodes": `["a/*", "b"]`, "exclude.strict": "true",
		}},
		{"no op types at all", `quantize "q" {
  model = model.m
  exclude { op_types = [] }
}`, "quantize.q", map[string]string{"exclude.op_types": ""}},
		{"percentile", `quantize "q" {
  model = model.m
  calibration { method = "percentile" }
}`, "quantize.q.calibrate", map[string]string{"method": "percentile", "percentile": "99.999"}},
		{"minmax with moving average", `quantize "q" {
  model = model.m
  calibration {
    method         = "minmax"
    moving_average = true
    samples        = 10
    seed           = 7
  }
}`, "quantize.q.calibrate", map[string]string{"method": "minmax", "moving_average": "true", "samples": "10", "seed": "7"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := settingsOf(t, tc.src, tc.addr)
			for k, v := range tc.want {
				if got[k] != v {
					t.Errorf("%s = %q, want %q", k, got[k], v)
				}
			}
			if tc.addr == "quantize.q.calibrate" && got["method"] != "percentile" {
				if _, ok := got["percentile"]; ok {
					t.Errorf("percentile set for method %s", got["method"])
				}
			}
		})
	}
}

func TestQuantizeSettingErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`quantize "q" {
  model = model.m
  activations = "uint8"
}`, `activations: unknown scheme "uint8"`},
		{`quantize "q" {
  model = model.m
  weights = "int4"
}`, `4 |   weights = "int4"`}, // the diagnostic is on the scheme's own line
		{`quantize "q" {
  model = model.m
  calibration { method = "kl" }
}`, `unknown calibration method "kl"`},
		{`quantize "q" {
  model = model.m
  calibration {
    method     = "entropy"
    percentile = 99
  }
}`, `percentile applies to method = "percentile"`},
		{`quantize "q" {
  model = model.m
  calibration {
    method     = "percentile"
    percentile = 20
  }
}`, `percentile 20 is out of range (50, 100]`},
		{`quantize "q" {
  model = model.m
  calibration {
    method         = "mse"
    moving_average = true
  }
}`, `moving_average applies to the minmax method, not mse`},
		{`quantize "q" {
  model = model.m
  calibration { samples = 0 }
}`, `samples must be a whole number from 1`},
	} {
		_, diags := build(t, `model "m" { onnx = "m.onnx" }
`+tc.src)
		if !strings.Contains(diags, tc.want) || !strings.Contains(diags, "main.hcl:") {
			t.Errorf("%s\ndiagnostics:\n%s\nwant %q", tc.src, diags, tc.want)
		}
	}
}
