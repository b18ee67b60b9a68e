package pipeline

// The types of the executor's events (Event.Type), as views switch on
// them and -json writes them (docs/json.md).
const (
	EventPlanStep        = "plan_step"        // plan's verdict on a step
	EventStepStart       = "step_start"       // a step starts to run
	EventStepProgress    = "step_progress"    // counted work: Done of Total Unit
	EventStepPhase       = "step_phase"       // what a running step does now
	EventStepNote        = "step_note"        // a running step's line for the log
	EventStepCached      = "step_cached"      // a step's result is the cache's
	EventStepDone        = "step_done"        // a step ran
	EventStepFailed      = "step_failed"      // a step failed (Err)
	EventStepUnavailable = "step_unavailable" // a step's pass (or an input's) is not available
	EventStepSkipped     = "step_skipped"     // a step did not run: the build stopped, or an input failed
	EventWarning         = "warning"          // a warning, of a step or of the build
)
