package steps

import (
	"encoding/json"
	"fmt"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// decodeInput reads input name with dec; an error decoding it names
// the step and what the input holds.
func decodeInput[T any](r *pass.Run, name, what string, dec func([]byte) (T, error)) (T, error) {
	b, err := r.Data(name)
	return decoded(r, what, b, err, dec)
}

// decodeMapped is decodeInput on the input mapped rather than read
// (pass.Run.MapBlob): for a large input dec copies out of (the
// calibration statistics), whose bytes then never sit in the heap.
func decodeMapped[T any](r *pass.Run, name, what string, dec func([]byte) (T, error)) (T, error) {
	var zero T
	o, err := r.Input(name)
	if err != nil {
		return zero, err
	}
	b, release, err := r.MapBlob(o.Digest)
	if err == nil {
		defer release()
	}
	return decoded(r, what, b, err, dec)
}

// decoded is dec on an input's bytes b, or the error reading them; an
// error decoding them names the step and what the input holds.
func decoded[T any](r *pass.Run, what string, b []byte, err error, dec func([]byte) (T, error)) (T, error) {
	if err != nil {
		var zero T
		return zero, err
	}
	v, err := dec(b)
	if err != nil {
		return v, fmt.Errorf("%s: %s: %w", r.Step().Addr, what, err)
	}
	return v, nil
}

// digestLines are "NAME DIGEST" for each input named: what a memo key
// holds of the inputs its value is computed from.
func digestLines(r *pass.Run, names ...string) ([]string, error) {
	lines := make([]string, len(names))
	for i, name := range names {
		o, err := r.Input(name)
		if err != nil {
			return nil, err
		}
		lines[i] = name + " " + o.Digest
	}
	return lines, nil
}

// decodeJSON is a JSON input's value.
func decodeJSON[T any](b []byte) (T, error) {
	var v T
	err := json.Unmarshal(b, &v)
	return v, err
}
