package customop

import "fmt"

// Unmatched is the warning for a custom_op without expect whose
// pattern or region matched nothing (legal, but seldom meant: the kernel
// then never runs); "" when there is nothing to say.
func (r *Result) Unmatched(cfg Config) string {
	if cfg.Expect >= 0 || len(r.Matches) > 0 {
		return ""
	}
	what := "its region"
	if cfg.Pattern != nil {
		what = fmt.Sprintf("pattern %q", cfg.Pattern.Name)
	}
	var why string
	if len(r.Misses) > 0 {
		why = "; closest: " + r.Misses[0].String()
	}
	return fmt.Sprintf("custom_op %q: %s matched nothing, so its kernel never runs (expect = N makes this an error)%s", cfg.Name, what, why)
}
