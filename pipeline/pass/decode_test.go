package pass

import (
	"strings"
	"testing"
)

// An input decodes to its value; one that does not decode is an error
// naming the step and what the input holds. Digests name each input's
// bytes, for memo keys.
func TestDecode(t *testing.T) {
	s := &memStore{objects: map[string][]byte{}, gets: map[string]int{}}
	good, _ := s.Put([]byte(`{"a": 1}`))
	bad, _ := s.Put([]byte(`{"a":`))
	r := NewRun(&Step{Addr: "quantize.q"}, s, RunOptions{Inputs: map[string]Output{
		"good": {Name: "search", Kind: KindJSON, Digest: good}, "bad": {Name: "search", Kind: KindJSON, Digest: bad}}})
	v, err := Decode(r, "good", "the search", DecodeJSON[map[string]int])
	if err != nil || v["a"] != 1 {
		t.Fatalf("Decode(good) = %v, %v", v, err)
	}
	if _, err := Decode(r, "bad", "the search", DecodeJSON[map[string]int]); err == nil || !strings.HasPrefix(err.Error(), "quantize.q: the search: ") {
		t.Errorf("Decode(bad) = %v, want an error naming the step and the input", err)
	}
	if _, err := Decode(r, "none", "the search", DecodeJSON[map[string]int]); err == nil || !strings.Contains(err.Error(), `no input named "none"`) {
		t.Errorf("Decode(none) = %v, want the missing input named", err)
	}
	ds, err := r.Digests("good", "bad")
	if err != nil || len(ds) != 2 || ds[0] != "good "+good || ds[1] != "bad "+bad {
		t.Errorf("Digests = %q, %v", ds, err)
	}
}
