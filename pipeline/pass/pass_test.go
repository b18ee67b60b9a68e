package pass

import "testing"

// Recorded paths are relative inside the project and to folders near
// it, so a lock does not name the checkout; far ones stay absolute.
func TestRel(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"/w/proj/ex/a/k.hpp", "k.hpp"},
		{"/w/proj/ex/a/sub/k.hpp", "sub/k.hpp"},
		{"/w/proj/ex/qwen/kernels/gqa.hpp", "../qwen/kernels/gqa.hpp"},
		{"/w/proj/shared/x.json", "../../shared/x.json"},
		{"/w/other/x.json", "/w/other/x.json"},
		{"/usr/include/epu.hpp", "/usr/include/epu.hpp"},
	} {
		if got := Rel("/w/proj/ex/a", tc.path); got != tc.want {
			t.Errorf("Rel(%s) = %s, want %s", tc.path, got, tc.want)
		}
	}
}
