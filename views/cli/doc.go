// Package cli draws the command line's views: progress, plans, reports and diffs as text or JSON.
package cli
