package exec

import "sync"

// StreamRead sums data on threads goroutines, each reading one
// contiguous part once, and returns the sum (so the reads cannot be left
// out). It is the read-bandwidth probe scripts/bench-exec.sh times to
// give the decode's physical floor: weight bytes over what a plain
// streaming read reaches on this machine. With AVX-512 each part is read
// as eight side-by-side streams, the way the matrix-vector kernel reads
// its weights: on this machine that reads about 8% faster than one
// stream, and a floor the kernel beats would be no floor.
func StreamRead(threads int, data []float32) float32 {
	threads = max(1, threads)
	parts := make([]float32, threads)
	var wg sync.WaitGroup
	for t := range threads {
		lo, hi := t*len(data)/threads, (t+1)*len(data)/threads
		wg.Add(1)
		go func() {
			defer wg.Done()
			parts[t] = streamSum(data[lo:hi])
		}()
	}
	wg.Wait()
	var s float32
	for _, p := range parts {
		s += p
	}
	return s
}

// streamRow is the row length streamSum reads eight rows of at a time
// with AVX-512: 64 KiB, the matrix-vector path's longest B row segment
// (mvChunk).
const streamRow = 16384

func streamSumGo(data []float32) float32 {
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(data); i += 4 {
		s0 += data[i]
		s1 += data[i+1]
		s2 += data[i+2]
		s3 += data[i+3]
	}
	for ; i < len(data); i++ {
		s0 += data[i]
	}
	return s0 + s1 + s2 + s3
}
