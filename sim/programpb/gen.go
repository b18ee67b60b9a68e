// Package programpb holds the Go types generated from program.proto.
//
// They are the compiled EPU program the compile pass writes and the
// simulator reads. Nothing else lives here.
package programpb

// Regenerating needs protoc (Debian: protobuf-compiler) and
// protoc-gen-go (go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.12).
//go:generate protoc --go_out=. --go_opt=paths=source_relative program.proto
