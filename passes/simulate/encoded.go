package simulate

import (
	"encoding/json"
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

// Encoded is a report as a step stores it: JSON (the data the CLI draws
// its table and plots from), with its headline figures.
type Encoded struct {
	JSON []byte
	rep  *report.Report
}

func encode(rep *report.Report) (*Encoded, error) {
	js, err := rep.JSON()
	if err != nil {
		return nil, err
	}
	return &Encoded{JSON: js, rep: rep}, nil
}

// ReportOf is Report on a program as Compile encodes it.
func ReportOf(program []byte, t targets.Target, m *Measured) (*Encoded, error) {
	prog := &programpb.Program{}
	if err := proto.Unmarshal(program, prog); err != nil {
		return nil, fmt.Errorf("program: %w", err)
	}
	rep, err := Report(prog, t, m)
	if err != nil {
		return nil, err
	}
	return encode(rep)
}

// Combine adds the parts' reports (each as ReportOf encodes it), named
// by parts, up into the whole model's (report.Combine).
func Combine(program string, parts []string, reports [][]byte) (*Encoded, error) {
	reps := make([]*report.Report, len(parts))
	for i, name := range parts {
		reps[i] = &report.Report{}
		if err := json.Unmarshal(reports[i], reps[i]); err != nil {
			return nil, fmt.Errorf("report of %s: %w", name, err)
		}
	}
	rep, err := report.Combine(program, parts, reps)
	if err != nil {
		return nil, err
	}
	return encode(rep)
}

// Headline gives the report's headline figures to metric: cycles,
// latency, rate, power, DRAM reads, MAC use and each output's error.
func (e *Encoded) Headline(metric func(name string, v float64, unit string)) {
	rep := e.rep
	metric("cycles", float64(rep.Cycles.Total), "")
	metric("latency", rep.LatencyMS, "ms")
	metric("fps", rep.FPS, "")
	metric("power", rep.PowerMW, "mW")
	metric("dram_read", rep.DRAM.ReadMiB, "MiB")
	metric("mac_util", report.RoundSig(100*rep.MACUtil), "%")
	for _, x := range rep.Errors {
		metric("mse "+x.Name, x.MSE, "")
	}
	for _, x := range rep.Errors {
		metric("sqnr "+x.Name, x.SQNRdB, "dB")
	}
}
