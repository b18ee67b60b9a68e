package hf

import "fmt"

// EndIDs are the ids that end a generation: generation_config.json's
// eos_token_id (its bytes, read from file; nil for none), else the
// tokenizer's end-of-sequence id tokEOS when it is one (-1: none). An
// id at or past vocab (0: any) is refused.
func EndIDs(genConfig []byte, file string, vocab, tokEOS int) ([]int64, error) {
	if genConfig != nil {
		g, err := ParseGeneration(genConfig, file)
		if err != nil {
			return nil, err
		}
		var out []int64
		for _, id := range g.EOS {
			if vocab > 0 && id >= vocab {
				return nil, &EOSError{fmt.Errorf("%s: eos_token_id %d is past the model's vocab_size %d (set eos_token_id in the generate block to override it)", file, id, vocab)}
			}
			out = append(out, int64(id))
		}
		if len(out) > 0 {
			return out, nil
		}
	}
	if tokEOS >= 0 && (vocab == 0 || tokEOS < vocab) {
		return []int64{int64(tokEOS)}, nil
	}
	return nil, nil
}

// EOSError is an end-of-sequence id outside the vocabulary.
type EOSError struct{ Err error }

func (e *EOSError) Error() string { return e.Err.Error() }
func (e *EOSError) Unwrap() error { return e.Err }
