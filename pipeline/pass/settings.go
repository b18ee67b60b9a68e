package pass

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unsafe"
)

// A Setter writes its own settings: a value whose settings depend on
// more than one of its fields, or name a constant, so that tags alone
// cannot say them. A field tagged `setting:",inline"` of such a type
// adds them in its place. The method is not named Settings, which
// SettingsOf calls on a pass, so that a step embedding a Setter does
// not take its settings for the step's own.
type Setter interface{ KeySettings() []Setting }

// A Valuer writes its own setting's value: a field tagged
// `setting:"NAME"` of such a type (or holding one, for an interface
// field) is NAME = SettingValue().
type Valuer interface{ SettingValue() string }

// Settings are the settings of the structs vs point to, one per field
// tagged `setting:"NAME"`, in field order, so that a step's key is its
// options as their types declare them rather than a list kept by hand
// beside them. Strings are written as they are, numbers in Go's
// shortest form, bools as true or false, string lists quoted
// ("[\"a\", \"b\"]"), other lists as fmt prints them. A field tagged
// `setting:"NAME,omitempty"` is left out when zero; one tagged
// `setting:"NAME=VALUE,omitempty"` is NAME = VALUE when not zero (a
// flag whose key setting is a word: weights = synthetic); a struct field
// tagged `setting:",inline"` adds its own fields' settings in its
// place, or its KeySettings (a Setter). Unexported fields are read as
// well, their methods too (the glue's steps and the values they hold).
func Settings(vs ...any) []Setting {
	var out []Setting
	for _, v := range vs {
		rv := reflect.Indirect(reflect.ValueOf(v))
		if !rv.CanAddr() {
			// Addressable, so that unexported fields' methods can be called.
			c := reflect.New(rv.Type()).Elem()
			c.Set(rv)
			rv = c
		}
		out = appendSettings(out, rv)
	}
	return out
}

// readable is the addressable field f with the read-only mark of an
// unexported field lifted, so that its methods can be called.
func readable(f reflect.Value) reflect.Value {
	return reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
}

// setter is f's Setter, when its type or a pointer to it has one.
func setter(f reflect.Value) (Setter, bool) {
	if s, ok := f.Interface().(Setter); ok {
		return s, true
	}
	if f.Kind() != reflect.Pointer {
		s, ok := f.Addr().Interface().(Setter)
		return s, ok
	}
	return nil, false
}

func appendSettings(out []Setting, v reflect.Value) []Setting {
	t := v.Type()
	for i := range t.NumField() {
		tag, ok := t.Field(i).Tag.Lookup("setting")
		if !ok {
			continue
		}
		name, opt, _ := strings.Cut(tag, ",")
		f := readable(v.Field(i))
		switch {
		case opt == "inline" && f.Kind() == reflect.Pointer && f.IsNil():
		case opt == "inline":
			if s, ok := setter(f); ok {
				out = append(out, s.KeySettings()...)
			} else {
				out = appendSettings(out, reflect.Indirect(f))
			}
		case opt == "omitempty" && f.IsZero():
		default:
			if n, val, ok := strings.Cut(name, "="); ok {
				out = append(out, Setting{Name: n, Value: val})
				continue
			}
			out = append(out, Setting{Name: name, Value: settingValue(f)})
		}
	}
	return out
}

// settingValue is a field's value as a key writes it.
func settingValue(f reflect.Value) string {
	if f.Kind() == reflect.Interface && !f.IsNil() {
		f = f.Elem()
	}
	if vr, ok := f.Interface().(Valuer); ok {
		return vr.SettingValue()
	}
	if f.CanAddr() {
		if vr, ok := f.Addr().Interface().(Valuer); ok {
			return vr.SettingValue()
		}
	}
	switch f.Kind() {
	case reflect.String:
		return f.String()
	case reflect.Bool:
		return strconv.FormatBool(f.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(f.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(f.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(f.Float(), 'g', -1, 64)
	case reflect.Slice:
		if f.Type().Elem().Kind() == reflect.String {
			ss := make([]string, f.Len())
			for i := range ss {
				ss[i] = f.Index(i).String()
			}
			return List(ss)
		}
		parts := make([]string, f.Len())
		for i := range parts {
			parts[i] = settingValue(f.Index(i))
		}
		return "[" + strings.Join(parts, " ") + "]"
	}
	panic(fmt.Sprintf("pass: a setting of kind %s", f.Kind()))
}

// SettingsOf are p's canonical settings, which go into its key: its
// Settings method's, else its tagged fields' (Settings).
func SettingsOf(p Pass) []Setting {
	if s, ok := p.(interface{ Settings() []Setting }); ok {
		return s.Settings()
	}
	return Settings(p)
}

// List is a list of strings as a setting's value: each quoted, in
// brackets (["a", "b"]).
func List(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// If is ss when on, else none: settings a key holds only when they are
// in force, so the keys of steps without them stay as they were.
func If(on bool, ss ...Setting) []Setting {
	if !on {
		return nil
	}
	return ss
}

// Fields are the fields a package names its options by in keys
// (targets.Field, quantize.Field), as settings.
func Fields[F ~struct{ Name, Value string }](fs []F) []Setting {
	s := make([]Setting, len(fs))
	for i, f := range fs {
		s[i] = Setting(f)
	}
	return s
}

// Lines are settings as memo keys hold them: "NAME VALUE".
func Lines(ss []Setting) []string {
	lines := make([]string, len(ss))
	for i, s := range ss {
		lines[i] = s.Name + " " + s.Value
	}
	return lines
}

// File is a file the configuration names: the path a step reads, and
// the name messages and keys give it (Rel to the configuration's
// folder), so that a key stays the same wherever that folder is.
type File struct{ Path, Rel string }

// ConfigFile is path as a File named from the configuration's folder dir.
func ConfigFile(dir, path string) File { return File{Path: path, Rel: Rel(dir, path)} }

// SettingValue: a key names the file as the configuration does.
func (f File) SettingValue() string { return f.Rel }

// Files are files the configuration names, which a key writes as a
// string list of their names.
type Files []File

// ConfigFiles are paths as Files named from dir.
func ConfigFiles(dir string, paths []string) Files {
	fs := make(Files, len(paths))
	for i, p := range paths {
		fs[i] = ConfigFile(dir, p)
	}
	return fs
}

// Paths are the files' paths.
func (fs Files) Paths() []string {
	if fs == nil {
		return nil
	}
	ps := make([]string, len(fs))
	for i, f := range fs {
		ps[i] = f.Path
	}
	return ps
}

// SettingValue: the names, quoted, as a key writes a string list.
func (fs Files) SettingValue() string {
	rels := make([]string, len(fs))
	for i, f := range fs {
		rels[i] = f.Rel
	}
	return List(rels)
}
