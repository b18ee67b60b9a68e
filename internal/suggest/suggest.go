// Package suggest finds the known name a misspelt one was probably meant
// to be.
//
// Error messages use it for their "did you mean" hints (unknown graph
// values, op types, configuration names).
package suggest

import "fmt"

// Distance is the Levenshtein edit distance between a and b, in bytes.
func Distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Closest returns the name nearest to want, when it is fewer than limit
// edits away (a likely typo), else "". Of equally near names the first
// wins, so the answer follows the order names are given in.
func Closest(want string, names []string, limit int) string {
	best, bestD := "", limit
	for _, n := range names {
		if d := Distance(want, n); d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// Hint is ` (did you mean "name"?)` to end an error's sentence with, or
// "" when there is no suggestion.
func Hint(name string) string {
	if name == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", name)
}
