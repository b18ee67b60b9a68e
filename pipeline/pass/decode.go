package pass

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
)

// Decode reads input name with dec; an error decoding it names the step
// and what the input holds.
func Decode[T any](r *Run, name, what string, dec func([]byte) (T, error)) (T, error) {
	b, err := r.Data(name)
	return decoded(r, what, b, err, dec)
}

// DecodeMapped is Decode on the input mapped rather than read
// (Run.MapBlob): for a large input dec copies out of (the calibration
// statistics), whose bytes then never sit in the heap.
func DecodeMapped[T any](r *Run, name, what string, dec func([]byte) (T, error)) (T, error) {
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

// decoded is dec on an input's bytes b, or the error reading them.
func decoded[T any](r *Run, what string, b []byte, err error, dec func([]byte) (T, error)) (T, error) {
	if err != nil {
		var zero T
		return zero, err
	}
	v, err := dec(b)
	if err != nil {
		return v, fmt.Errorf("%s: %s: %w", r.step.Addr, what, err)
	}
	return v, nil
}

// DecodeInput is Decode, or DecodeMapped, for a dec that keeps what it
// decodes itself.
func (r *Run) DecodeInput(name, what string, mapped bool, dec func([]byte) error) error {
	decode := Decode[struct{}]
	if mapped {
		decode = DecodeMapped[struct{}]
	}
	_, err := decode(r, name, what, func(b []byte) (struct{}, error) { return struct{}{}, dec(b) })
	return err
}

// DecodeJSON is a JSON input's value, as a dec of Decode.
func DecodeJSON[T any](b []byte) (T, error) {
	var v T
	err := json.Unmarshal(b, &v)
	return v, err
}

// Digests are "NAME DIGEST" for each input named: what a memo key holds
// of the inputs its value is computed from.
func (r *Run) Digests(names ...string) ([]string, error) {
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

// Open opens a file the pass streams, recording its digest in the
// step's key first (RecordFile).
func (r *Run) Open(path string) (io.ReadCloser, error) {
	if err := r.RecordFile(path); err != nil {
		return nil, err
	}
	return os.Open(path)
}

// Metrics records a pass's headline figures, as it lists them
// (quantize.Metric).
func Metrics[M ~headline](r *Run, ms []M) {
	for _, m := range ms {
		h := headline(m)
		r.Metric(h.Name, h.Value, h.Unit)
	}
}

// headline is the shape of a pass package's metric.
type headline = struct {
	Name  string
	Value float64
	Unit  string
}
