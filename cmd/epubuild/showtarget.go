package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"fmt"
	"io"
	"strings"

	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/targets"
)

// targetJSON is show's JSON form for a target block (type "target").
type targetJSON struct {
	Type    string             `json:"type"`
	Addr    string             `json:"addr"`
	Preset  string             `json:"preset"`
	ID      string             `json:"id"`
	Values  []targetValueJSON  `json:"values"`
	Derived map[string]float64 `json:"derived"`
}

// targetValueJSON is one resolved attribute: as HCL writes it, in base
// units (bytes, bytes per second, hertz, counts), and where it came from.
type targetValueJSON struct {
	Name   string  `json:"name"`
	Value  string  `json:"value"`
	Number float64 `json:"number"`
	Unit   string  `json:"unit,omitempty"`
	// From is "config" (the block sets it, at Location) or "preset".
	From     string `json:"from"`
	Location string `json:"location,omitempty"`
}

// findTarget returns the target block at addr, or nil.
func (p *project) findTarget(addr string) *schema.Block {
	for _, b := range p.cfg.Blocks {
		if b.Kind == "target" && b.Addr() == addr {
			return b
		}
	}
	return nil
}

// showTarget prints a target's resolved values: a target is not a step
// (nothing is built for it), so show reads the configuration only.
func (p *project) showTarget(blk *schema.Block, jsonOut bool, stdout, stderr io.Writer) int {
	t, diags := schema.ResolveTarget(blk)
	if diags.HasErrors() {
		schema.WriteDiagnostics(stderr, p.files, diags)
		return exitError
	}
	tt := t.Target
	mib := func(n int64) string { return fmt.Sprintf("%s B", cli.FormatNumber(float64(n))) }
	rows := []struct {
		name, value string
		number      float64
		unit, exact string
	}{
		{"pe_array", fmt.Sprintf("%dx%d", tt.ArrayRows, tt.ArrayCols), float64(tt.PEs()), "PEs", fmt.Sprintf("%d PEs", tt.PEs())},
		{"macs_per_pe", fmt.Sprint(tt.MACsPerPE), float64(tt.MACsPerPE), "", ""},
		{"clock", formatClock(tt.ClockHz), tt.ClockHz, "Hz", ""},
		{"l2m", targets.FormatBytes(tt.L2MBytes), float64(tt.L2MBytes), "B", binaryText(float64(tt.L2MBytes), "B") + ", " + mib(tt.L2MBytes)},
		{"lrm", targets.FormatBytes(tt.LRMBytes), float64(tt.LRMBytes), "B", binaryText(float64(tt.LRMBytes), "B") + " per PE"},
		{"dram_read_bw", targets.FormatBandwidth(tt.DRAMReadBps), tt.DRAMReadBps, "B/s", binaryText(tt.DRAMReadBps, "B/s")},
		{"dram_write_bw", targets.FormatBandwidth(tt.DRAMWriteBps), tt.DRAMWriteBps, "B/s", binaryText(tt.DRAMWriteBps, "B/s")},
		{"cores", fmt.Sprint(tt.Cores), float64(tt.Cores), "", ""},
		{"precisions", strings.Join(tt.Precisions, ", "), float64(len(tt.Precisions)), "", ""},
		{"int16_mac_rate", trimFloat(tt.Int16MACRate), tt.Int16MACRate, "", "of the int8 rate per int16 operand"},
		{"int4_unpack_cycles", trimFloat(tt.Int4UnpackCycles), tt.Int4UnpackCycles, "", "ALU cycles per packed byte"},
	}
	out := targetJSON{Type: cli.TypeTarget, Addr: blk.Addr(), Preset: tt.Preset, ID: tt.ID(),
		Derived: map[string]float64{"peak_macs_per_cycle": float64(tt.PeakMACsPerCycle()), "peak_macs_per_second": float64(tt.PeakMACsPerCycle()) * tt.ClockHz}}
	for _, r := range rows {
		v := targetValueJSON{Name: r.name, Value: r.value, Number: r.number, Unit: r.unit, From: "preset"}
		if a := blk.Attrs[r.name]; a != nil {
			v.From, v.Location = "config", fmt.Sprintf("%s:%d", a.Range.Filename, a.Range.Start.Line)
		}
		out.Values = append(out.Values, v)
	}
	if jsonOut {
		jv := cli.NewJSONView(stdout)
		jv.Header("show", epubuildVersion())
		jv.Write(out)
		return exitOK
	}
	fmt.Fprintf(stdout, "%s: preset %s, resolved\n\n", blk.Addr(), tt.Preset)
	var table [][]string
	for i, r := range rows {
		from := "preset " + tt.Preset
		if v := out.Values[i]; v.From == "config" {
			from = "set at " + p.relLocation(v.Location)
		}
		table = append(table, []string{r.name, r.value, r.exact, from})
	}
	cli.WriteTable(stdout, false, []string{"attribute", "value", "", "from"}, table)
	fmt.Fprintf(stdout, "\npeak: %s MACs per cycle, %s int8 TOPS (2 ops per MAC)\n",
		cli.FormatNumber(float64(tt.PeakMACsPerCycle())), trimFloat(2*float64(tt.PeakMACsPerCycle())*tt.ClockHz/1e12))
	fmt.Fprintf(stdout, "id:   %s\n", tt.ID())
	return exitOK
}

// binaryText writes a base-unit amount in binary multiples with their
// IEC names (MiB, GiB/s), which is what the HCL units mean.
func binaryText(v float64, unit string) string {
	prefixes := []string{"", "Ki", "Mi", "Gi", "Ti"}
	i := 0
	for v >= 1024 && i < len(prefixes)-1 {
		v /= 1024
		i++
	}
	return trimFloat(v) + " " + prefixes[i] + unit
}

func trimFloat(v float64) string {
	s := fmt.Sprintf("%.3f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s
}

// relLocation shortens an absolute file:line to the config's folder.
func (p *project) relLocation(loc string) string {
	if rel, ok := strings.CutPrefix(loc, p.cfg.Dir+"/"); ok {
		return rel
	}
	return loc
}
