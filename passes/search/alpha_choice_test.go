package search

import (
	"encoding/json"
	"testing"
)

// The alpha search's choice reads back as it was written; an output
// without an alpha is an error.
func TestAlphaChoice(t *testing.T) {
	r := &AlphaResult{Best: AlphaTrial{Alpha: 0.65}}
	b, err := json.Marshal(r.Choice())
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"alpha":0.65}` {
		t.Errorf("choice %s", b)
	}
	if a, err := DecodeAlphaChoice(b); err != nil || a != 0.65 {
		t.Errorf("DecodeAlphaChoice = %v, %v", a, err)
	}
	for _, bad := range []string{`{}`, `[`, `{"alpha": null}`} {
		if _, err := DecodeAlphaChoice([]byte(bad)); err == nil {
			t.Errorf("DecodeAlphaChoice(%s): no error", bad)
		}
	}
}
