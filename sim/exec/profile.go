package exec

import (
	"sync"
	"time"
)

// Profile sums the wall time of a Program's steps over its runs
// (Options.Profile): where a run spends its time, node by node, with
// fusions and integer groups as they run. A step's time covers every
// sample of the batch it ran for. It is safe for concurrent runs.
type Profile struct {
	mu    sync.Mutex
	runs  int
	nodes []NodeTime
	index map[*step]int
}

// NodeTime is one step's share of the runs a Profile saw.
type NodeTime struct {
	Node  string // the node's name (its first output's when it has none)
	Op    string // its operator, or the group it runs as (fuse.go, integer.go)
	Runs  int
	Total time.Duration
}

// Runs is how many runs (batches) the profile saw.
func (p *Profile) Runs() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.runs
}

// Nodes returns each step's time, in program order.
func (p *Profile) Nodes() []NodeTime {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]NodeTime(nil), p.nodes...)
}

// Reset forgets what the profile saw (a warm-up run, say).
func (p *Profile) Reset() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.runs = 0
	for i := range p.nodes {
		p.nodes[i].Runs, p.nodes[i].Total = 0, 0
	}
}

func (p *Profile) run() {
	p.mu.Lock()
	p.runs++
	p.mu.Unlock()
}

func (p *Profile) add(st *step, d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	i, ok := p.index[st]
	if !ok {
		if p.index == nil {
			p.index = map[*step]int{}
		}
		name := st.node.Name
		if name == "" && len(st.node.Outputs) > 0 {
			name = st.node.Outputs[0]
		}
		i = len(p.nodes)
		p.index[st] = i
		p.nodes = append(p.nodes, NodeTime{Node: name, Op: st.op})
	}
	p.nodes[i].Runs++
	p.nodes[i].Total += d
}
