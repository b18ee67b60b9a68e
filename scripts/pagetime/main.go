// Command pagetime is scripts/bench-report.sh's helper: it times HTML
// pages in headless Chromium.
//
// It opens HTML files through internal/peer, over the DevTools pipe, and
// prints, per file, the median over several opens of the page's own
// timing (DOMContentLoaded, load, first contentful paint, from the start
// of its navigation) and of the browser's whole run.
//
//	pagetime [-n 5] FILE...
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"time"

	"github.com/epubuild/epubuild/internal/peer"
)

func main() {
	n := flag.Int("n", 5, "opens per file (the median is printed)")
	flag.Parse()
	if flag.NArg() == 0 || *n < 1 {
		fmt.Fprintln(os.Stderr, "usage: pagetime [-n 5] FILE...")
		os.Exit(2)
	}
	chrome, err := exec.LookPath("chromium")
	if err != nil {
		fmt.Fprintln(os.Stderr, "pagetime: chromium is not installed (apt-get install chromium)")
		os.Exit(1)
	}
	for _, f := range flag.Args() {
		var dcl, load, fcp, browser []float64
		for range *n {
			t, err := peer.MeasurePage(chrome, f, 1280, 2000, 2*time.Minute)
			if err != nil {
				fmt.Fprintf(os.Stderr, "pagetime: %s: %v\n", f, err)
				os.Exit(1)
			}
			dcl = append(dcl, t.DOMContentLoaded)
			load = append(load, t.Load)
			fcp = append(fcp, t.FirstContentfulPaint)
			browser = append(browser, t.Browser.Seconds()*1000)
		}
		fmt.Printf("%s: DOMContentLoaded %.0f ms, load %.0f ms, first contentful paint %.0f ms, browser run %.0f ms (medians of %d)\n",
			f, median(dcl), median(load), median(fcp), median(browser), *n)
	}
}

func median(xs []float64) float64 {
	slices.Sort(xs)
	if len(xs)%2 == 1 {
		return xs[len(xs)/2]
	}
	return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
}
