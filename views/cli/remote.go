package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
)

// RemoteSummary is what crossed the network in one apply (apply -json's
// apply_summary "remote").
type RemoteSummary struct {
	URL         string `json:"url"`
	ReadOnly    bool   `json:"read_only,omitempty"`
	ObjectsDown int    `json:"objects_downloaded"`
	BytesDown   int64  `json:"bytes_downloaded"`
	ResultsDown int    `json:"entries_downloaded"`
	ObjectsUp   int    `json:"objects_uploaded"`
	BytesUp     int64  `json:"bytes_uploaded"`
	ResultsUp   int    `json:"entries_uploaded"`
	Present     int    `json:"objects_already_there"`
	Corrupt     int    `json:"objects_refused"`
	Garbage     int    `json:"entries_refused,omitempty"`
	Error       string `json:"error,omitempty"`
	// Slow: the error is the cache being slower than building.
	Slow bool `json:"slow,omitempty"`
}

// WriteRemoteSummary prints one line saying what crossed the network.
func WriteRemoteSummary(w io.Writer, s *RemoteSummary) {
	if s == nil {
		return
	}
	up := "uploaded " + transfer(s.ObjectsUp, s.ResultsUp, s.BytesUp)
	if s.Present > 0 {
		up += fmt.Sprintf(", %s already there", Count(s.Present, "object"))
	}
	if s.ReadOnly {
		up = "uploaded nothing (read-only)"
	}
	var damaged []string
	if s.Corrupt > 0 {
		damaged = append(damaged, Count(s.Corrupt, "damaged object"))
	}
	if s.Garbage > 0 {
		damaged = append(damaged, Count(s.Garbage, "damaged entry"))
	}
	refused := ""
	if len(damaged) > 0 {
		refused = "; refused " + strings.Join(damaged, " and ")
	}
	off := ""
	switch {
	case s.Slow:
		off = "; then slower than building, so the rest was local"
	case s.Error != "":
		off = "; then unreachable, so the rest was local"
	}
	fmt.Fprintf(w, "Remote cache %s: downloaded %s; %s%s%s.\n",
		s.URL, transfer(s.ObjectsDown, s.ResultsDown, s.BytesDown), up, refused, off)
}

func transfer(objects, entries int, bytes int64) string {
	return fmt.Sprintf("%s and %s (%s bytes)", Count(objects, "object"), Count(entries, "entry"), textfmt.Commas(bytes))
}
