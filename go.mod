module github.com/epubuild/epubuild

go 1.26

require (
	github.com/rogpeppe/go-internal v1.16.0
	google.golang.org/protobuf v1.36.12
)

require (
	golang.org/x/sys v0.38.0 // indirect
	golang.org/x/tools v0.38.0 // indirect
)
