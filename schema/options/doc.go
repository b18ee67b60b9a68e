// Package options decodes blocks into the options of the passes they run.
//
// A block's attributes are decoded and checked by package schema (at
// their lines, into plain structs); this package carries them on into
// each pass's configuration (quantize.Config, calibrate.Config,
// hf.Options, customop.Config, rotate.Options, generate.Plan,
// textdata.PromptSet), with the passes' refusals placed at the
// attribute they are about. It is apart
// from schema because every step's code includes schema (a step names
// its block), and a step's code must not include passes it does not run.
package options
