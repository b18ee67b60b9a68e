package ctoken

import (
	"bytes"
	"strings"
	"testing"
)

const kernel = `#include "epu.hpp"
#define SQ(x) ((x) * (x))

// tinyMatmul multiplies.
template <int M, int K>
void tiny(epu::Kernel& k) {
    auto x = k.in<std::int8_t>("x");   /* inputs */
    const char* s = "a  // not a comment";
    int n = 1'000 + 0x1p+3 + 'a';
    auto r = R"raw( keep   "this" )raw";
    if (n > 1) { n--; }
}
`

// TestSameStream: edits to comments and layout leave the stream alone.
func TestSameStream(t *testing.T) {
	for _, c := range []struct{ name, edit string }{
		{"comment added", strings.Replace(kernel, "void tiny", "// more words\nvoid tiny", 1)},
		{"comment changed", strings.Replace(kernel, "tinyMatmul multiplies.", "tinyMatmul multiplies two tiles.", 1)},
		{"block comment", strings.Replace(kernel, "/* inputs */", "/* the\n   inputs */", 1)},
		{"comment removed", strings.Replace(kernel, "/* inputs */", "", 1)},
		{"indentation", strings.ReplaceAll(kernel, "    ", "\t")},
		{"spaces around operators", strings.Replace(kernel, "if (n > 1) { n--; }", "if(n>1){n--;}", 1)},
		{"blank lines", strings.Replace(kernel, "\n\n", "\n\n\n\n", 1)},
		{"line break", strings.Replace(kernel, "auto x = k", "auto x =\n        k", 1)},
		{"CRLF", strings.ReplaceAll(kernel, "\n", "\r\n")},
		{"trailing comment on a directive", strings.Replace(kernel, "#include \"epu.hpp\"", "#include \"epu.hpp\"  // the header", 1)},
	} {
		if Digest([]byte(c.edit)) != Digest([]byte(kernel)) {
			a, _ := Stream([]byte(kernel))
			b, _ := Stream([]byte(c.edit))
			t.Errorf("%s: the stream changed:\n%s\n----\n%s", c.name, a, b)
		}
	}
}

// TestOtherStream: edits to code, to literals, and to whitespace that
// separates tokens change the stream.
func TestOtherStream(t *testing.T) {
	for _, c := range []struct{ name, edit string }{
		{"operator", strings.Replace(kernel, "n > 1", "n >= 1", 1)},
		{"string literal spaces", strings.Replace(kernel, `"a  // not`, `"a // not`, 1)},
		{"comment-like text in a string", strings.Replace(kernel, `// not a comment"`, `// not a remark"`, 1)},
		{"raw string", strings.Replace(kernel, `keep   "this"`, `keep "this"`, 1)},
		{"char literal", strings.Replace(kernel, "'a'", "'b'", 1)},
		{"digit separator", strings.Replace(kernel, "1'000", "1'001", 1)},
		{"words split", strings.Replace(kernel, "const char*", "constchar*", 1)},
		{"operators split", strings.Replace(kernel, "n--;", "n- -;", 1)},
		{"exponent sign", strings.Replace(kernel, "0x1p+3", "0x1p +3", 1)},
		{"function-like macro", strings.Replace(kernel, "#define SQ(x)", "#define SQ (x)", 1)},
		{"directive line joined", strings.Replace(kernel, "#define SQ(x) ((x) * (x))\n", "#define SQ(x) ((x) * (x)) int z;\n", 1)},
		{"code after a directive moved onto it", strings.Replace(kernel, "\"epu.hpp\"\n#define", "\"epu.hpp\" \\\n#define", 1)},
		{"tokens", strings.Replace(kernel, "k.in<std::int8_t>", "k.in<float>", 1)},
	} {
		if Digest([]byte(c.edit)) == Digest([]byte(kernel)) {
			t.Errorf("%s: the stream did not change", c.name)
		}
	}
}

// TestLineNumbers: a source that names __LINE__ or assert is keyed on
// its bytes.
func TestLineNumbers(t *testing.T) {
	for _, src := range []string{"int f() { return __LINE__; }\n", "void f(int x) { assert(x); }\n"} {
		if _, ok := Stream([]byte(src)); ok {
			t.Errorf("%q: line-independent", src)
		}
		if d := Digest([]byte(src)); !strings.HasPrefix(d, "sha256:") || d == Digest([]byte("\n"+src)) {
			t.Errorf("%q: digest %s does not follow its bytes", src, d)
		}
	}
	if d := Digest([]byte("int assertion = 1;\n")); !strings.HasPrefix(d, "ctokens:") {
		t.Errorf("a word containing assert: %s", d)
	}
}

func TestStream(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"int  a = b + c ;", "int a=b+c;"},
		{"a - -b", "a- -b"},
		{"x = y /* c */ / z", "x=y/z"},
		{"x = y / /* c */ z", "x=y/z"},
		{"a/ /b\n", "a/ /b"},
		{"#define F(x) x\nint y;", "#define F(x) x\nint y;"},
		{"u8R\"d(a)\"b)d\" x", "u8R\"d(a)\"b)d\" x"},
		{"x = 1.5e-3f;", "x=1.5e-3f;"},
		{"v .5", "v.5"}, {"v. 5", "v. 5"},
		{"L'x' \"s\"  \"t\"", "L'x' \"s\" \"t\""},
	} {
		got, _ := Stream([]byte(c.src))
		if string(got) != c.want {
			t.Errorf("Stream(%q) = %q, want %q", c.src, got, c.want)
		}
	}
}

// FuzzStream: any input reduces without panicking, to no more than its
// own length, and (literals aside: an unterminated one can take in what
// follows) the stream of a stream is itself.
func FuzzStream(f *testing.F) {
	f.Add([]byte(kernel))
	f.Add([]byte("R\"(unterminated"))
	f.Add([]byte("/* open"))
	f.Add([]byte("'\\"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s, _ := Stream(src)
		if len(s) > len(src)+1 {
			t.Fatalf("stream longer than the source: %q -> %q", src, s)
		}
		if bytes.ContainsAny(src, "\"'") {
			return
		}
		if again, _ := Stream(s); string(again) != string(s) {
			t.Fatalf("the stream of %q is %q, its stream %q", src, s, again)
		}
		_ = Digest(src)
	})
}
