package simulate

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

var noInput = regexp.MustCompile(`the node has no input "(\w+)"`)

// unboundHint adds to a kernel's missing-role error, for a node replacing
// a region given by its edges, the tensors of the region no role names:
// the role is most likely one of them, left unbound.
func unboundHint(n *ir.Node, err error) error {
	m := noInput.FindStringSubmatch(err.Error())
	a := n.Attr("unbound")
	if m == nil || a == nil || len(a.Strings) == 0 {
		return err
	}
	return fmt.Errorf("%w. The kernel reads role %q; the region's tensors no role names are %s: bind the one it means in the custom_op's pattern block (bind = { %s = \"NAME\" })",
		err, m[1], strings.Join(a.Strings, ", "), m[1])
}
