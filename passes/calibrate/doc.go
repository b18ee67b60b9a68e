// Package calibrate records, for every float tensor of a graph, the
// ranges quantizing it needs.
//
// It runs the float graph on sample inputs and keeps the range a
// quantizer needs (minmax, percentile, entropy or MSE) and the extremes
// a fixed-point compiler needs. Statistics are kept as fixed-size
// histograms per tensor, so memory does not grow with the sample count,
// and everything accumulated is order-independent, so the ranges are
// bit-identical whatever the number of threads.
package calibrate
