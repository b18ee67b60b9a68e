package cli

import (
	"fmt"
	"io"

	"github.com/epubuild/epubuild/pipeline/slurm"
)

// WriteSlurmSummary says how many jobs the Slurm executor submitted,
// retried, and the memory it asked for.
func WriteSlurmSummary(w io.Writer, cl *slurm.Cluster) {
	if cl == nil {
		return
	}
	n, retried := cl.Counts()
	mem := ""
	if lo, hi := cl.MemRange(); lo == hi && lo > 0 {
		mem = fmt.Sprintf(", --mem=%dM", lo)
	} else if lo > 0 {
		mem = fmt.Sprintf(", --mem %dM to %dM", lo, hi)
	}
	fmt.Fprintf(w, "Slurm: %s submitted (%s%s).\n", Count(n, "job"), Count(retried, "retry"), mem)
}
