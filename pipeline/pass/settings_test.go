package pass

import (
	"context"
	"fmt"
	"reflect"
	"strconv"
	"testing"
)

type inner struct {
	Seed uint64 `setting:"seed"`
	Off  bool   `setting:"off,omitempty"`
}

type options struct {
	Name    string   `setting:"name"`
	Count   int      `setting:"count"`
	Scale   float64  `setting:"scale"`
	On      bool     `setting:"on"`
	Empty   string   `setting:"empty,omitempty"`
	Globs   []string `setting:"globs"`
	Sizes   []int    `setting:"sizes"`
	Inner   inner    `setting:",inline"`
	Ignored int
	hidden  string `setting:"hidden"`
}

// A step's settings are its tagged fields in order, written as keys
// write them; omitempty leaves zero values out, inline flattens.
func TestSettings(t *testing.T) {
	o := options{Name: "int8", Count: 3, Scale: 0.1, On: true, Globs: []string{"a*", `b"`}, Sizes: []int{1, 20},
		Inner: inner{Seed: 7}, Ignored: 9, hidden: "x"}
	want := []Setting{
		{"name", "int8"}, {"count", "3"}, {"scale", "0.1"}, {"on", "true"},
		{"globs", `["a*", "b\""]`}, {"sizes", "[1 20]"}, {"seed", "7"}, {"hidden", "x"},
	}
	if got := Settings(&o); !reflect.DeepEqual(got, want) {
		t.Errorf("Settings = %q, want %q", got, want)
	}
	o.Inner.Off, o.Empty = true, "e"
	got := Settings(&o, &inner{Seed: 1})
	if len(got) != len(want)+3 || got[4] != (Setting{"empty", "e"}) || got[8] != (Setting{"off", "true"}) || got[10] != (Setting{"seed", "1"}) {
		t.Errorf("Settings with the empty ones set = %q", got)
	}
}

// tagged is a pass whose fields say its settings; written says more.
type tagged struct {
	Seed uint64 `setting:"seed"`
}

func (tagged) Run(context.Context, *Run) error { return nil }

type written struct{ tagged }

func (written) Settings() []Setting { return []Setting{{"seed", "written"}} }

// A pass's settings are its Settings method's, else its tagged fields'.
func TestSettingsOf(t *testing.T) {
	if got, want := SettingsOf(&tagged{Seed: 7}), []Setting{{"seed", "7"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("SettingsOf(tagged) = %q, want %q", got, want)
	}
	if got, want := SettingsOf(&written{tagged{Seed: 7}}), []Setting{{"seed", "written"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("SettingsOf(written) = %q, want %q", got, want)
	}
}

type named struct{ tagged }

func (named) Name() string { return "test.named" }

// A step's pass name is the table's (Step.Name), else the pass's own
// Name, else with no pass the one it needs; a pass with neither is a
// programming error.
func TestPassName(t *testing.T) {
	for _, tc := range []struct {
		step Step
		want string
	}{
		{Step{Pass: &tagged{}, Name: "model.hf"}, "model.hf"},
		{Step{Pass: &named{}}, "test.named"},
		{Step{Needs: "later"}, "later"},
	} {
		if got := tc.step.PassName(); got != tc.want {
			t.Errorf("PassName = %q, want %q", got, tc.want)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("a pass with no name: no panic")
		}
	}()
	(&Step{Addr: "x", Pass: &tagged{}}).PassName()
}

// edge writes its settings itself: one only when set, from two fields.
type edge struct{ in, out string }

func (e edge) KeySettings() []Setting {
	return If(e.in != "", Setting{"upstream", e.out + " -> " + e.in})
}

// mode is a setting whose value is a constant.
type mode struct{}

func (mode) SettingValue() string { return "lowered" }

// doubled writes its value itself, through a pointer.
type doubled int

func (d *doubled) SettingValue() string { return strconv.Itoa(2 * int(*d)) }

type glue struct {
	seeded bool         `setting:"weights=synthetic,omitempty"`
	mode   mode         `setting:"mode"`
	up     edge         `setting:",inline"`
	inner  *inner       `setting:",inline"`
	any    fmt.Stringer `setting:"any"`
}

type named2 struct{ mode }

func (named2) String() string { return "" }

// Unexported fields' methods say their settings: a Setter inline, a
// Valuer named (or held by an interface field); a nil pointer inline adds
// nothing; a NAME=VALUE tag writes VALUE when the field is set.
func TestSettingsMethods(t *testing.T) {
	for _, tc := range []struct {
		g    glue
		want []Setting
	}{
		{glue{any: named2{}}, []Setting{{"mode", "lowered"}, {"any", "lowered"}}},
		{glue{seeded: true, up: edge{"x", "y"}, inner: &inner{Seed: 3}, any: named2{}},
			[]Setting{{"weights", "synthetic"}, {"mode", "lowered"}, {"upstream", "y -> x"}, {"seed", "3"}, {"any", "lowered"}}},
	} {
		if got := Settings(tc.g); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Settings(%+v) = %q, want %q", tc.g, got, tc.want)
		}
	}
	d := struct {
		d doubled `setting:"d"`
	}{4}
	if got, want := Settings(&d), []Setting{{"d", "8"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Settings(doubled) = %q, want %q", got, want)
	}
}

// A File is in a key as its relative name alone, and Files
// as a list of those names, byte for byte as a string and a string list
// setting write the same names: a key does not depend on the type a
// step keeps its paths in.
func TestFileSettings(t *testing.T) {
	type paths struct {
		One  File  `setting:"one"`
		None File  `setting:"none,omitempty"`
		Many Files `setting:"many"`
		Nil  Files `setting:"nil"`
	}
	type names struct {
		One  string   `setting:"one"`
		None string   `setting:"none,omitempty"`
		Many []string `setting:"many"`
		Nil  []string `setting:"nil"`
	}
	got := Settings(&paths{One: ConfigFile("/p", "/p/a b.txt"), Many: ConfigFiles("/p", []string{"/p/x", "/q/y"})})
	want := Settings(&names{One: "a b.txt", Many: []string{"x", "../q/y"}})
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("File settings %v, want %v", got, want)
	}
}
