package tokenizer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// The vocabulary and merges are most of a tokenizer.json (11 MB for
// Llama 3); reading them through reflection costs seconds, so these two
// types read their JSON with a small scanner (encoding/json has already
// checked that it is valid JSON by the time UnmarshalJSON runs).

type vocabJSON map[string]int32

func (v *vocabJSON) UnmarshalJSON(b []byte) error {
	s := scanner{b: b}
	if s.null() {
		return nil
	}
	if !s.byte('{') {
		return fmt.Errorf("vocab is not an object")
	}
	m := make(map[string]int32, bytes.Count(b, []byte(`":`)))
	for !s.byte('}') {
		if len(m) > 0 && !s.byte(',') {
			return fmt.Errorf("vocab: expected ',' at byte %d", s.i)
		}
		k, err := s.str()
		if err != nil {
			return fmt.Errorf("vocab: %v", err)
		}
		if !s.byte(':') {
			return fmt.Errorf("vocab: expected ':' after %q", k)
		}
		n, err := s.int()
		if err != nil {
			return fmt.Errorf("vocab entry %q: %v", k, err)
		}
		if n < 0 || n >= maxVocab {
			return fmt.Errorf("vocab entry %q has id %d (ids run from 0 to %d)", k, n, maxVocab-1)
		}
		m[k] = int32(n)
	}
	*v = m
	return nil
}

// mergesJSON holds the merges as pairs, from either form: "a b" strings
// (split at their one space) or ["a", "b"] arrays.
type mergesJSON [][2]string

func (ms *mergesJSON) UnmarshalJSON(b []byte) error {
	s := scanner{b: b}
	if s.null() {
		return nil
	}
	if !s.byte('[') {
		return fmt.Errorf("merges is not a list")
	}
	var out [][2]string
	for i := 0; !s.byte(']'); i++ {
		if i > 0 && !s.byte(',') {
			return fmt.Errorf("merges[%d]: expected ','", i)
		}
		s.space()
		if s.i < len(s.b) && s.b[s.i] == '[' {
			s.i++
			var pair []string
			for !s.byte(']') {
				if len(pair) > 0 && !s.byte(',') {
					return fmt.Errorf("merges[%d]: expected ','", i)
				}
				p, err := s.str()
				if err != nil {
					return fmt.Errorf("merges[%d]: %v", i, err)
				}
				pair = append(pair, p)
			}
			if len(pair) != 2 {
				return fmt.Errorf("merges[%d]: a pair of %d tokens, not 2", i, len(pair))
			}
			out = append(out, [2]string{pair[0], pair[1]})
			continue
		}
		m, err := s.str()
		if err != nil {
			return fmt.Errorf("merges[%d]: %v", i, err)
		}
		sp := -1
		for k := 0; k < len(m); k++ {
			if m[k] == ' ' {
				if sp >= 0 {
					sp = -2
					break
				}
				sp = k
			}
		}
		if sp < 0 {
			return fmt.Errorf("merges[%d]: %q is not two tokens separated by one space", i, m)
		}
		out = append(out, [2]string{m[:sp], m[sp+1:]})
	}
	*ms = out
	return nil
}

type scanner struct {
	b []byte
	i int
}

func (s *scanner) space() {
	for s.i < len(s.b) && (s.b[s.i] == ' ' || s.b[s.i] == '\n' || s.b[s.i] == '\r' || s.b[s.i] == '\t') {
		s.i++
	}
}

// byte consumes c (after whitespace) and says whether it was there.
func (s *scanner) byte(c byte) bool {
	s.space()
	if s.i < len(s.b) && s.b[s.i] == c {
		s.i++
		return true
	}
	return false
}

func (s *scanner) null() bool {
	s.space()
	return bytes.HasPrefix(s.b[s.i:], []byte("null"))
}

func (s *scanner) str() (string, error) {
	s.space()
	if s.i >= len(s.b) || s.b[s.i] != '"' {
		return "", fmt.Errorf("expected a string at byte %d", s.i)
	}
	start := s.i
	escaped := false
	for s.i++; s.i < len(s.b); s.i++ {
		switch s.b[s.i] {
		case '\\':
			escaped = true
			s.i++
		case '"':
			s.i++
			raw := s.b[start:s.i]
			if !escaped {
				return string(raw[1 : len(raw)-1]), nil
			}
			var out string
			err := json.Unmarshal(raw, &out)
			return out, err
		}
	}
	return "", fmt.Errorf("unterminated string")
}

func (s *scanner) int() (int64, error) {
	s.space()
	start := s.i
	for s.i < len(s.b) && (s.b[s.i] == '-' || '0' <= s.b[s.i] && s.b[s.i] <= '9' || s.b[s.i] == '.' || s.b[s.i] == 'e' || s.b[s.i] == 'E' || s.b[s.i] == '+') {
		s.i++
	}
	n, err := strconv.ParseInt(string(s.b[start:s.i]), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("id %q is not an integer", s.b[start:s.i])
	}
	return n, nil
}
