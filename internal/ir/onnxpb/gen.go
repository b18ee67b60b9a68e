// Package onnxpb holds the Go types generated from onnx.proto.
//
// They are the subset of the ONNX format epubuild reads and writes.
// Nothing else lives here.
package onnxpb

// Regenerating needs protoc (Debian: protobuf-compiler) and
// protoc-gen-go (go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.12).
//go:generate protoc --go_out=. --go_opt=paths=source_relative onnx.proto
