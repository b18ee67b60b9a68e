package hf

import (
	"errors"
	"slices"
	"testing"
)

// The ids that end a generation come from generation_config.json when
// it lists any, else from the tokenizer; one past the vocabulary is
// refused.
func TestEndIDs(t *testing.T) {
	for _, tc := range []struct {
		name   string
		gen    []byte
		vocab  int
		tokEOS int
		want   []int64
		eosErr bool
		err    bool
	}{
		{"config list", []byte(`{"eos_token_id": [2, 7]}`), 10, 3, []int64{2, 7}, false, false},
		{"config one", []byte(`{"eos_token_id": 4}`), 0, 3, []int64{4}, false, false},
		{"no config", nil, 10, 3, []int64{3}, false, false},
		{"config without ids", []byte(`{}`), 10, 3, []int64{3}, false, false},
		{"tokenizer id past vocab", nil, 3, 3, nil, false, false},
		{"no tokenizer id", nil, 10, -1, nil, false, false},
		{"config id past vocab", []byte(`{"eos_token_id": 12}`), 10, 3, nil, true, true},
		{"bad config", []byte(`{`), 10, 3, nil, false, true},
	} {
		got, err := EndIDs(tc.gen, "generation_config.json", tc.vocab, tc.tokEOS)
		if (err != nil) != tc.err {
			t.Errorf("%s: error %v, want error %v", tc.name, err, tc.err)
			continue
		}
		var ee *EOSError
		if errors.As(err, &ee) != tc.eosErr {
			t.Errorf("%s: %v, EOSError %v", tc.name, err, tc.eosErr)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
