// Command mkcheckpoint is scripts/realsize-checkpoint.sh's helper: it
// writes a model folder.
//
// The folder is a Hugging Face model for a Qwen2-architecture
// config.json with seeded synthetic bf16 weights in shards
// (testmodel.WriteCheckpoint), streamed to disk; it prints its size.
//
//	mkcheckpoint [-shards 2] [-seed 1] CONFIG DIR
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/epubuild/epubuild/passes/testmodel"
)

func main() {
	shards := flag.Int("shards", 2, "safetensors files to split the weights into")
	seed := flag.Uint64("seed", 1, "the weights' seed")
	flag.Parse()
	if flag.NArg() != 2 || *shards < 1 {
		fmt.Fprintln(os.Stderr, "usage: mkcheckpoint [-shards 2] [-seed 1] CONFIG DIR")
		os.Exit(2)
	}
	config, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkcheckpoint:", err)
		os.Exit(1)
	}
	start := time.Now()
	n, err := testmodel.WriteCheckpoint(flag.Arg(1), string(config), *shards, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkcheckpoint:", err)
		os.Exit(1)
	}
	fmt.Printf("%s: %.2f GB of bf16 weights in %d shards, written in %.1f s\n", flag.Arg(1), float64(n)/1e9, *shards, time.Since(start).Seconds())
}
