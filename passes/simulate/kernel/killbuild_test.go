package kernel

import (
	"context"
	"fmt"
	"os"
	"time"
)

// buildHelperEnv makes the test binary a helper process that builds a
// kernel in the cache folder it names, for a test to kill midway.
const buildHelperEnv = "EPU_KERNEL_TEST_BUILD_HELPER"

// slowSource is a kernel whose compile takes minutes: the compiler
// evaluates a constant expression of 4e10 steps (GCC gives up at its
// operation limit, 2^33, after a minute or more). A test kills the
// build long before.
const slowSource = tinySource + `
constexpr long epuSpin() {
	long s = 0;
	for (long i = 0; i < 200000; i++)
		for (long j = 0; j < 200000; j++)
			s += i ^ j;
	return s;
}
static_assert(epuSpin() != 1, "spin");
`

func buildHelper(dir string) {
	b := &Builder{CacheDir: dir}
	_, err := b.Build(context.Background(), Source{Path: "kernels/slow.hpp", Code: []byte(slowSource)}, "tinyMatmul<4,8,3>")
	fmt.Fprintf(os.Stderr, "build helper: the build ended (%v) before it was killed\n", err)
	// Stay until killed, so the test sees the kill and not an exit.
	time.Sleep(time.Hour)
	os.Exit(2)
}
