package report

import (
	"fmt"
	"image/color"
	"io"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/epubuild/epubuild/internal/textfmt"
)

// classColors are the cycle classes' colors in the plots.
var classColors = map[string]color.RGBA{
	Compute:      {R: 0x4c, G: 0x72, B: 0xb0, A: 0xff},
	DataArray:    {R: 0x55, G: 0xa8, B: 0x68, A: 0xff},
	MAC:          {R: 0xc4, G: 0x4e, B: 0x52, A: 0xff},
	DataExternal: {R: 0x81, G: 0x72, B: 0xb2, A: 0xff},
	DataOCM:      {R: 0xcc, G: 0xb9, B: 0x74, A: 0xff},
}

// WritePNG draws the report's plots, one above the other: the cycles of
// each kernel stacked by class, and each kernel's DRAM traffic. Kernels
// are labeled by index (the table's first column names them).
func (r *Report) WritePNG(w io.Writer) error {
	r = r.forPlot()
	img := vgimg.New(r.plotSize())
	if err := r.drawPlots(img); err != nil {
		return err
	}
	_, err := vgimg.PngCanvas{Canvas: img}.WriteTo(w)
	return err
}

// WriteSVG draws the same plots as WritePNG, as SVG (epubuild export
// -o FILE.svg renders it from the cached report).
func (r *Report) WriteSVG(w io.Writer) error {
	r = r.forPlot()
	c := vgsvg.New(r.plotSize())
	if err := r.drawPlots(c); err != nil {
		return err
	}
	_, err := c.WriteTo(w)
	return err
}

// forPlot is the report as plotted: a whole-model report plots one bar
// per part.
func (r *Report) forPlot() *Report {
	if len(r.Parts) == 0 {
		return r
	}
	c := *r
	c.Kernels = nil
	for i, p := range r.Parts {
		c.Kernels = append(c.Kernels, Kernel{Index: i, Name: p.Name, Cycles: p.Cycles, MACs: p.MACs, DRAMRead: p.DRAMRead, DRAMWrite: p.DRAMWrite})
	}
	return &c
}

func (r *Report) plotSize() (vg.Length, vg.Length) {
	return vg.Length(max(480, 24*len(r.Kernels)+160)), 640
}

func (r *Report) drawPlots(c vg.CanvasSizer) error {
	if len(r.Kernels) == 0 {
		return fmt.Errorf("report %q: no kernels to plot", r.Program)
	}
	cycles, err := r.cyclePlot()
	if err != nil {
		return err
	}
	traffic, err := r.trafficPlot()
	if err != nil {
		return err
	}
	dc := draw.New(c)
	tiles := draw.Tiles{Rows: 2, Cols: 1, PadTop: 4, PadBottom: 4, PadLeft: 4, PadRight: 4, PadY: 12}
	canvases := plot.Align([][]*plot.Plot{{cycles}, {traffic}}, tiles, dc)
	cycles.Draw(canvases[0][0])
	traffic.Draw(canvases[1][0])
	return nil
}

func (r *Report) kernelLabels() []string {
	labels := make([]string, len(r.Kernels))
	for i, k := range r.Kernels {
		labels[i] = strconv.Itoa(k.Index)
	}
	return labels
}

func (r *Report) cyclePlot() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s on %s: %s cycles", r.Program, r.Target.Preset, textfmt.Commas(r.Cycles.Total))
	p.X.Label.Text = "kernel"
	p.Y.Label.Text = "cycles"
	p.Y.Tick.Marker = shortTicks{}
	p.Legend.Top, p.Legend.Left = true, true
	var below *plotter.BarChart
	for _, name := range ClassNames {
		vals := make(plotter.Values, len(r.Kernels))
		for i, k := range r.Kernels {
			vals[i] = float64(k.Cycles.Get(name))
		}
		bars, err := plotter.NewBarChart(vals, vg.Points(14))
		if err != nil {
			return nil, err
		}
		bars.Color = classColors[name]
		bars.LineStyle.Width = 0
		if below != nil {
			bars.StackOn(below)
		}
		below = bars
		p.Add(bars)
		p.Legend.Add(name, bars)
	}
	p.NominalX(r.kernelLabels()...)
	var most float64
	for _, k := range r.Kernels {
		most = max(most, float64(k.Cycles.Total))
	}
	p.Y.Max = legendRoom * most
	return p, nil
}

// legendRoom raises a plot's top above its tallest bar so the legend
// does not cover it.
const legendRoom = 1.4

func (r *Report) trafficPlot() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("DRAM traffic: %.2f MB read, %.2f MB written", r.DRAM.ReadMiB, r.DRAM.WriteMiB)
	p.X.Label.Text = "kernel"
	p.Y.Label.Text = "MB"
	p.Legend.Top, p.Legend.Left = true, true
	read := make(plotter.Values, len(r.Kernels))
	written := make(plotter.Values, len(r.Kernels))
	for i, k := range r.Kernels {
		read[i] = float64(k.DRAMRead) / (1 << 20)
		written[i] = float64(k.DRAMWrite) / (1 << 20)
	}
	rb, err := plotter.NewBarChart(read, vg.Points(7))
	if err != nil {
		return nil, err
	}
	rb.Color = classColors[DataExternal]
	rb.LineStyle.Width = 0
	rb.Offset = -vg.Points(3.5)
	wb, err := plotter.NewBarChart(written, vg.Points(7))
	if err != nil {
		return nil, err
	}
	wb.Color = classColors[MAC]
	wb.LineStyle.Width = 0
	wb.Offset = vg.Points(3.5)
	p.Add(rb, wb)
	var most float64
	for i := range read {
		most = max(most, read[i], written[i])
	}
	p.Y.Max = legendRoom * most
	p.Legend.Add("read", rb)
	p.Legend.Add("written", wb)
	p.NominalX(r.kernelLabels()...)
	return p, nil
}

// shortTicks labels an axis of counts as the bars do (806.588K, 1.065M).
type shortTicks struct{}

func (shortTicks) Ticks(lo, hi float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(lo, hi)
	for i, t := range ticks {
		if t.Label != "" {
			ticks[i].Label = short(int64(t.Value))
		}
	}
	return ticks
}
