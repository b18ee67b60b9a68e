package quantize

import (
	"reflect"
	"testing"
)

// The float ranges a quantize step writes read back by tensor name, as
// the compiler takes them.
func TestDecodeFloatRanges(t *testing.T) {
	fr := &FloatRanges{Tensors: []FloatRange{{Name: "a", Min: -1.5, Max: 2}, {Name: "b", Min: 0, Max: 0.25}}}
	b, err := fr.Encode()
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeFloatRanges(b)
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string][2]float64{"a": {-1.5, 2}, "b": {0, 0.25}}; !reflect.DeepEqual(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
	if _, err := DecodeFloatRanges([]byte("{")); err == nil {
		t.Error("bad JSON decoded")
	}
}
