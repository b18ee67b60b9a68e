package hf

import (
	"strconv"
	"strings"
)

// PartInput is the input of a part (Options.Part) that the part before
// feeds: a stack's data flows from each part's PartOutput to the next
// part's PartInput.
func PartInput(part string) string {
	if part == PartEmbed {
		return "input_ids"
	}
	return "hidden_states"
}

// PartOutput is the output of a part that feeds the part after it.
func PartOutput(part string) string {
	switch part {
	case PartEmbed:
		return "inputs_embeds"
	case PartHead:
		return "logits"
	}
	return "output_hidden_states"
}

// PatternLayer says which layer a node-name pattern can only match in:
// a pattern whose literal start names /model/layers.N/ matches nodes of
// layer N alone. Other patterns may match in any part.
func PatternLayer(pattern string) (int, bool) {
	lit := pattern
	if i := strings.IndexAny(pattern, `*?\`); i >= 0 {
		lit = pattern[:i]
	}
	rest, ok := strings.CutPrefix(lit, "/model/layers.")
	if !ok {
		return 0, false
	}
	num, _, ok := strings.Cut(rest, "/")
	if !ok {
		return 0, false
	}
	l, err := strconv.Atoi(num)
	if err != nil || strconv.Itoa(l) != num {
		return 0, false
	}
	return l, true
}

// PartPatterns keeps the node patterns that can match in a part (layer
// counts for PartLayer only), in order: editing an entry about layer 7
// changes what layer 7 reads alone.
func PartPatterns(patterns []string, part string, layer int) []string {
	out := []string{}
	for _, pat := range patterns {
		if l, ok := PatternLayer(pat); ok && (part != PartLayer || l != layer) {
			continue
		}
		out = append(out, pat)
	}
	return out
}
