package tokenizer

import (
	"sort"
	"strings"
)

// addedTokens finds the added tokens (special or not) in raw text: at
// each position the longest one that starts there, leftmost first.
type addedTokens struct {
	byFirst map[byte][]addedToken // by first byte, longest first
	ids     map[int32]bool
}

type addedToken struct {
	content        string
	id             int32
	lstrip, rstrip bool
}

func (a *addedTokens) add(content string, id int32, lstrip, rstrip bool) {
	if a.byFirst == nil {
		a.byFirst = make(map[byte][]addedToken)
		a.ids = make(map[int32]bool)
	}
	list := a.byFirst[content[0]]
	for i, t := range list {
		if t.content == content {
			list[i] = addedToken{content, id, lstrip, rstrip}
			a.ids[id] = true
			return
		}
	}
	a.byFirst[content[0]] = append(list, addedToken{content, id, lstrip, rstrip})
	a.ids[id] = true
}

func (a *addedTokens) finish() {
	for _, list := range a.byFirst {
		sort.SliceStable(list, func(i, j int) bool { return len(list[i].content) > len(list[j].content) })
	}
}

func (a *addedTokens) isAdded(id int32) bool { return a.ids[id] }

// split calls emit for each stretch of text between added tokens (id -1)
// and for each added token (its id), in order; stretches are never empty.
// An lstrip/rstrip token takes the whitespace beside it.
func (a *addedTokens) split(s string, emit func(section string, id int32)) {
	if len(a.byFirst) == 0 {
		if s != "" {
			emit(s, -1)
		}
		return
	}
	start := 0
	var pendingRStrip bool
	flush := func(end int) {
		sec := s[start:end]
		if pendingRStrip {
			sec = strings.TrimLeftFunc(sec, isSpace)
		}
		if sec != "" {
			emit(sec, -1)
		}
	}
	for i := 0; i < len(s); {
		list := a.byFirst[s[i]]
		var hit *addedToken
		for k := range list {
			if strings.HasPrefix(s[i:], list[k].content) {
				hit = &list[k]
				break
			}
		}
		if hit == nil {
			i++
			continue
		}
		end := i
		if hit.lstrip {
			end = start + len(strings.TrimRightFunc(s[start:i], isSpace))
		}
		flush(end)
		emit(hit.content, hit.id)
		i += len(hit.content)
		start = i
		pendingRStrip = hit.rstrip
	}
	flush(len(s))
}
