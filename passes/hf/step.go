package hf

import (
	"context"
	"errors"

	"github.com/epubuild/epubuild/internal/ir"
)

// BuildError is a failure to build a graph, worded for the user; Setting
// names the option to blame ("hf_config", "block", or a size's option).
type BuildError struct {
	Setting, Summary string
	Err              error
}

// Blame is the setting the error is at, for the glue (pass.Run.Fail).
func (e *BuildError) Blame() (setting, summary string, err error) { return e.Setting, e.Summary, e.Err }

func (e *BuildError) Error() string { return e.Summary + ": " + e.Err.Error() }
func (e *BuildError) Unwrap() error { return e.Err }

// BuildFrom parses config.json (its bytes, read from file), builds the
// graph it describes (BuildContext) and, when block is not "", cuts it
// down to that block (Block). An error of ctx is returned as it is, any
// other as a *BuildError.
func BuildFrom(ctx context.Context, config []byte, file string, opt Options, block string) (*ir.Model, error) {
	cfg, err := ParseConfig(config, file)
	if err != nil {
		return nil, &BuildError{"hf_config", "Invalid Hugging Face config", err}
	}
	m, err := BuildContext(ctx, cfg, opt)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		setting := "hf_config"
		var se *SizeError
		if errors.As(err, &se) && se.Option() != "" {
			setting = se.Option()
		}
		return nil, &BuildError{setting, "Cannot build the model", err}
	}
	if block != "" {
		if m, err = Block(m, block); err != nil {
			return nil, &BuildError{"block", "Cannot cut the block", err}
		}
	}
	return m, nil
}
