package tokenizer

import (
	"container/heap"
	"unicode"
	"unicode/utf8"
)

func isSpace(r rune) bool { return unicode.IsSpace(r) }

// bpe is the BPE model: a word's symbols merged pair by pair, the pair of
// lowest rank first (the leftmost among equals), until no pair of
// neighbours has a merge.
type bpe struct {
	merges       map[uint64]merge
	vocab        map[string]int32
	ignoreMerges bool // a word in the vocab is its token, unmerged (Llama 3)
	unk          int32
	fuseUnk      bool
	byteTokens   *[256]int32 // byte_fallback: the <0xXX> tokens, -1 if absent
	byteLevel    bool        // words are bytes, each mapped to its vocab symbol
	byteSyms     [256]int32  // byte-level: the vocab id of each byte's character
	rawVocab     map[string]int32
	cache        cache
}

type merge struct{ rank, id int32 }

func pairKey(a, b int32) uint64 { return uint64(uint32(a))<<32 | uint64(uint32(b)) }

// encodeBytes appends the ids of a byte-level word (raw bytes).
func (m *bpe) encodeBytes(w string, dst []int32) []int32 {
	if ids, ok := m.cache.get(w); ok {
		return append(dst, ids...)
	}
	if m.ignoreMerges {
		if id, ok := m.rawVocab[w]; ok {
			m.cache.put(w, []int32{id})
			return append(dst, id)
		}
	}
	syms := make([]int32, 0, len(w))
	for i := 0; i < len(w); i++ {
		if id := m.byteSyms[w[i]]; id >= 0 {
			syms = append(syms, id)
		} else if m.unk >= 0 {
			syms = append(syms, m.unk)
		}
	}
	ids := m.mergeWord(syms)
	m.cache.put(w, ids)
	return append(dst, ids...)
}

// encodeRunes appends the ids of a word whose symbols are runes
// (SentencePiece-style BPE): a rune outside the vocab becomes its
// <0xXX> byte tokens with byte_fallback, else the unknown token.
func (m *bpe) encodeRunes(w string, dst []int32) []int32 {
	if ids, ok := m.cache.get(w); ok {
		return append(dst, ids...)
	}
	if m.ignoreMerges {
		if id, ok := m.vocab[w]; ok {
			m.cache.put(w, []int32{id})
			return append(dst, id)
		}
	}
	syms := make([]int32, 0, len(w))
	lastUnk := false
	for i := 0; i < len(w); {
		_, n := utf8.DecodeRuneInString(w[i:])
		if id, ok := m.vocab[w[i:i+n]]; ok {
			syms = append(syms, id)
			lastUnk = false
			i += n
			continue
		}
		if m.byteTokens != nil && m.allBytes(w[i:i+n]) {
			for k := i; k < i+n; k++ {
				syms = append(syms, m.byteTokens[w[k]])
			}
			lastUnk = false
		} else if m.unk >= 0 && !(m.fuseUnk && lastUnk) {
			syms = append(syms, m.unk)
			lastUnk = true
		}
		i += n
	}
	ids := m.mergeWord(syms)
	m.cache.put(w, ids)
	return append(dst, ids...)
}

func (m *bpe) allBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if m.byteTokens[s[i]] < 0 {
			return false
		}
	}
	return true
}

// mergeWord merges syms in place and returns the result.
func (m *bpe) mergeWord(syms []int32) []int32 {
	switch len(syms) {
	case 0, 1:
		return syms
	case 2:
		if mg, ok := m.merges[pairKey(syms[0], syms[1])]; ok {
			return []int32{mg.id}
		}
		return syms
	}
	if len(syms) <= 48 {
		return m.mergeShort(syms)
	}
	return m.mergeLong(syms)
}

// mergeShort rescans the pairs after each merge: quadratic, but with no
// allocation, the faster way for the short words text is mostly made of.
func (m *bpe) mergeShort(syms []int32) []int32 {
	var ranks [48]int32
	var ids [48]int32
	n := len(syms)
	for i := 0; i+1 < n; i++ {
		ranks[i], ids[i] = m.lookup(syms[i], syms[i+1])
	}
	for {
		best := -1
		for i := 0; i+1 < n; i++ {
			if ranks[i] >= 0 && (best < 0 || ranks[i] < ranks[best]) {
				best = i
			}
		}
		if best < 0 {
			return syms[:n]
		}
		syms[best] = ids[best]
		copy(syms[best+1:n], syms[best+2:n])
		copy(ranks[best+1:n-1], ranks[best+2:n])
		copy(ids[best+1:n-1], ids[best+2:n])
		n--
		if best+1 < n {
			ranks[best], ids[best] = m.lookup(syms[best], syms[best+1])
		} else {
			ranks[best] = -1
		}
		if best > 0 {
			ranks[best-1], ids[best-1] = m.lookup(syms[best-1], syms[best])
		}
	}
}

func (m *bpe) lookup(a, b int32) (int32, int32) {
	if mg, ok := m.merges[pairKey(a, b)]; ok {
		return mg.rank, mg.id
	}
	return -1, -1
}

// mergeLong is the heap form for long words (a run of a thousand
// spaces): each merge costs a logarithm, not a rescan.
func (m *bpe) mergeLong(syms []int32) []int32 {
	n := len(syms)
	prev := make([]int32, n)
	next := make([]int32, n)
	alive := make([]bool, n)
	for i := range n {
		prev[i], next[i], alive[i] = int32(i-1), int32(i+1), true
	}
	next[n-1] = -1
	h := &mergeHeap{}
	for i := 0; i+1 < n; i++ {
		if r, id := m.lookup(syms[i], syms[i+1]); r >= 0 {
			h.items = append(h.items, mergeItem{rank: r, pos: int32(i), id: id, right: syms[i+1], left: syms[i]})
		}
	}
	heap.Init(h)
	for h.Len() > 0 {
		it := heap.Pop(h).(mergeItem)
		p := it.pos
		q := next[p]
		// Stale: one side has merged since this pair was pushed.
		if !alive[p] || q < 0 || syms[p] != it.left || syms[q] != it.right {
			continue
		}
		syms[p] = it.id
		alive[q] = false
		next[p] = next[q]
		if next[q] >= 0 {
			prev[next[q]] = p
		}
		if pp := prev[p]; pp >= 0 {
			if r, id := m.lookup(syms[pp], syms[p]); r >= 0 {
				heap.Push(h, mergeItem{rank: r, pos: pp, id: id, left: syms[pp], right: syms[p]})
			}
		}
		if nq := next[p]; nq >= 0 {
			if r, id := m.lookup(syms[p], syms[nq]); r >= 0 {
				heap.Push(h, mergeItem{rank: r, pos: p, id: id, left: syms[p], right: syms[nq]})
			}
		}
	}
	out := syms[:0]
	for i := int32(0); i >= 0; i = next[i] {
		out = append(out, syms[i])
	}
	return out
}

type mergeItem struct {
	rank, pos, id int32
	left, right   int32
}

type mergeHeap struct{ items []mergeItem }

func (h *mergeHeap) Len() int { return len(h.items) }
func (h *mergeHeap) Less(i, j int) bool {
	a, b := h.items[i], h.items[j]
	return a.rank < b.rank || a.rank == b.rank && a.pos < b.pos
}
func (h *mergeHeap) Swap(i, j int) { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *mergeHeap) Push(x any)    { h.items = append(h.items, x.(mergeItem)) }
func (h *mergeHeap) Pop() any {
	it := h.items[len(h.items)-1]
	h.items = h.items[:len(h.items)-1]
	return it
}
