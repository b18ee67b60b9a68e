package rotate

import "fmt"

// Dims are a model's family and the sizes its rotations are built at.
type Dims struct {
	ModelType                     string
	Hidden, HeadDim, Intermediate int
}

// PlanError is a rotation asked for that has no construction at the
// model's size: Option names it as a rotate block does ("residual",
// "heads", "online_down", "online_qk").
type PlanError struct {
	Option string
	Msg    string
}

func (e *PlanError) Error() string { return e.Msg }

// Plan fits opt to a model of dims, described by config (where the
// sizes come from): the rotations its family blocks are left out, with
// the reasons (Blocked), R2 at the head size when heads asks for it, and
// an error for each rotation asked for that no construction reaches (a
// seed stands in a seeded random orthogonal matrix for R1 and R2, not
// for the online rotations).
func Plan(opt Options, heads bool, d Dims, config string) (out Options, blockedResidual, blockedHeads string, errs []*PlanError) {
	blockedResidual, blockedHeads = Blocked(d.ModelType)
	if blockedResidual != "" {
		opt.Residual = false
	}
	if heads && blockedHeads == "" {
		opt.HeadDim = d.HeadDim
	}
	seeded := opt.Rotation.Randomized
	noConstruction := func(option, what string, n int) {
		if _, err := NewHadamard(n); err != nil && !seeded {
			errs = append(errs, &PlanError{option, fmt.Sprintf("%s's %s is %d: %v. Set seed to rotate by a seeded random orthogonal matrix instead.", config, what, n, err)})
		}
	}
	if opt.Residual {
		noConstruction("residual", "hidden_size", d.Hidden)
	}
	if opt.HeadDim > 0 {
		noConstruction("heads", "head_dim", d.HeadDim)
	}
	if _, err := NewHadamard(d.Intermediate); err != nil && opt.OnlineDown {
		errs = append(errs, &PlanError{"online_down", fmt.Sprintf("%s's intermediate_size is %d: %v; the online rotation needs one.", config, d.Intermediate, err)})
	}
	if _, err := NewHadamard(d.HeadDim); err != nil && opt.OnlineQK {
		errs = append(errs, &PlanError{"online_qk", fmt.Sprintf("%s's head_dim is %d: %v; the online query and key rotation needs one.", config, d.HeadDim, err)})
	}
	return opt, blockedResidual, blockedHeads, errs
}
