package simulate

import (
	"errors"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// A kernel's missing role on a node replacing a region names the
// region's unbound tensors and how to bind one; any other error, or a
// node without unbound tensors, is left as it is.
func TestUnboundHint(t *testing.T) {
	missing := errors.New(`kernel gqa.hpp: the node has no input "mask"`)
	region := &ir.Node{Name: "r", Attrs: []*ir.Attr{{Name: "unbound", Strings: []string{"a", "b"}}}}
	got := unboundHint(region, missing)
	if !errors.Is(got, missing) || !strings.Contains(got.Error(), `role "mask"`) || !strings.Contains(got.Error(), "a, b") || !strings.Contains(got.Error(), `bind = { mask = "NAME" }`) {
		t.Errorf("hint: %v", got)
	}
	if got := unboundHint(&ir.Node{Name: "n"}, missing); got != missing {
		t.Errorf("no unbound tensors: %v", got)
	}
	other := errors.New("kernel crashed")
	if got := unboundHint(region, other); got != other {
		t.Errorf("another error: %v", got)
	}
}
