package kernel

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/epubuild/epubuild/internal/atomicfile"
	"github.com/epubuild/epubuild/internal/ctoken"
	"github.com/epubuild/epubuild/internal/filestamp"
)

//go:embed include/epu.hpp include/epu_harness.hpp
var include embed.FS

// headers are the shipped files every harness is built with.
var headers = []string{"epu.hpp", "epu_harness.hpp"}

// HeaderDigest is the hex SHA-256 of the shipped headers (epu.hpp and
// the harness's main, epu_harness.hpp): binary cache keys and the keys
// of the steps that run kernels include it, so an edit to either
// rebuilds and reruns without a Version bump.
var HeaderDigest = sync.OnceValue(func() string {
	h := sha256.New()
	for _, name := range headers {
		b, _ := include.ReadFile("include/" + name)
		fmt.Fprintf(h, "file %q %x\n", name, sha256.Sum256(b))
	}
	return hex.EncodeToString(h.Sum(nil))
})

// Version is the harness's version: it goes into binary cache keys, so
// bump it when the generated harness (see harness) or the build changes.
const Version = "3"

// Flags are the compiler flags of a kernel's own file, the one file
// compiled after an edit: strict C++17, no contraction of a*b+c into
// fused multiply-adds (which would change float results from one CPU to
// the next), and -O0, chosen for the edit loop. The loops that take a
// kernel's run time are in the primitives and the tensor views, which
// the prebuilt object has optimized (PrebuiltFlags), so -O0 costs the
// example's GQA kernel no run time against -O1 and builds it in a third
// of the time (README.md, "Build cache"; the figures: docs/figures.md). The
// optimization level changes neither outputs nor counters: the counters
// are computed from the primitives' arguments and the float code is
// plain IEEE arithmetic without contraction (TestOptimizationLevels).
var Flags = []string{"-std=c++17", "-O0", "-ffp-contract=off", "-fdiagnostics-color=never"}

// PrebuiltFlags build what every kernel shares, once per compiler: the
// harness's main and the primitives whose loops dominate run time
// (EPU_PREBUILT in epu.hpp), optimized. -O3 vectorizes the integer
// loops (matmul's products and wrapping sums), which -O2 leaves scalar:
// integer results are exact in any order, and float reductions are not
// reordered without -ffast-math, so the level changes no bit
// (TestOptimizationLevels builds the primitives at -O0 too).
var PrebuiltFlags = []string{"-std=c++17", "-O3", "-ffp-contract=off", "-fdiagnostics-color=never"}

// staticFlags link a harness statically where the system has the static
// C and C++ libraries (probed once per compiler, with the prebuilt
// part): a run then starts without the dynamic loader, which costs a
// few milliseconds of each decode-size run's 10 (docs/figures.md).
var staticFlags = []string{"-static"}

// CodeDigest is the digest of a kernel's code: its token stream
// (internal/ctoken), so comments and layout do not enter binary keys.
func CodeDigest(code []byte) string { return ctoken.Digest(code) }

// Source is a kernel's source: the path the configuration gives (shown
// in errors) and its content.
type Source struct {
	Path string
	Code []byte
}

// Builder builds kernel harnesses with the host C++ compiler and keeps
// the binaries in a cache keyed by the digest of everything that goes
// into them: kernel, header, generated harness, flags and the compiler's
// identity. A Builder is safe for concurrent use; concurrent builds of
// the same binary compile once.
type Builder struct {
	// CXX is the compiler; empty means $CXX, else c++.
	CXX string
	// CacheDir holds the binaries; empty means epubuild/kernels under
	// os.UserCacheDir.
	CacheDir string
	// Timeout bounds how long one compile may sit blocked, using no CPU
	// time (watchBlocked: a busy machine does not count); 0 means 5
	// minutes.
	Timeout time.Duration
	// Limits bound each run of the binaries it builds.
	Limits Limits

	// flags replaces Flags and preFlags PrebuiltFlags, for tests that
	// build at other levels.
	flags, preFlags []string

	mu       sync.Mutex
	inflight map[string]*flight
	preMu    sync.Mutex // held while the prebuilt object is built
}

type flight struct {
	done chan struct{}
	bin  *Binary
	err  error
}

// Binary is a built harness.
type Binary struct {
	Path     string
	Key      string // the cache key, hex
	Kernel   string // the kernel's path, for messages
	Function string
	// Cached reports whether the binary came from the cache; BuildTime is
	// how long the compile took when it did not.
	Cached    bool
	BuildTime time.Duration
	// Limits bound each run (the Builder's).
	Limits Limits
}

// ErrNoCompiler is returned (wrapped) when no C++ compiler is found.
var ErrNoCompiler = errors.New("no C++ compiler found (install g++ or clang, or set CXX)")

func (b *Builder) compiler() (string, error) {
	name := b.CXX
	if name == "" {
		name = os.Getenv("CXX")
	}
	if name == "" {
		name = "c++"
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoCompiler, err)
	}
	return p, nil
}

// Available reports whether the builder finds a compiler.
func (b *Builder) Available() bool {
	_, err := b.compiler()
	return err == nil
}

// cacheDir is CacheDir, else epubuild/kernels in the user's cache
// folder, else (no such folder, or not writable) one in the temporary
// folder. The user's cache folder is used only when it exists: a home
// that does not exist (HOME=/no-home in test scripts) is not created.
func (b *Builder) cacheDir() (string, error) {
	if b.CacheDir != "" {
		return b.CacheDir, nil
	}
	if d, err := os.UserCacheDir(); err == nil {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			dir := filepath.Join(d, "epubuild", "kernels")
			if os.MkdirAll(dir, 0o755) == nil {
				return dir, nil
			}
		}
	}
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("epubuild-kernels-%d", os.Getuid()))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("kernel cache: %w", err)
	}
	return dir, nil
}

// Identity is the compiler's identity as it enters cache keys: its
// resolved path and what --version and -dumpmachine print.
func (b *Builder) Identity(ctx context.Context) (string, error) {
	cxx, err := b.compiler()
	if err != nil {
		return "", err
	}
	return b.compilerID(ctx, cxx)
}

// compilerIDs memoizes compiler identities by the binary's stamp.
var compilerIDs sync.Map

// compilerID is the compiler's resolved path and its --version and
// -dumpmachine output: a compiler upgrade changes every key. Running
// the compiler twice costs 10-20 ms, which a no-op apply (whose step
// keys include the identity) should not pay, so identities are kept in
// memory and, across processes, in the cache folder's compilers/, both
// keyed by the binary's stamp (see stampOf): a replaced or rewritten
// compiler has a new stamp and is asked again.
func (b *Builder) compilerID(ctx context.Context, path string) (string, error) {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		real = path
	}
	st, err := os.Stat(real)
	if err != nil {
		return "", err
	}
	stamp := stampOf(real, st)
	if id, ok := compilerIDs.Load(stamp); ok {
		return id.(string), nil
	}
	head := fmt.Sprintf("path %s\n", real)
	var file string
	if dir, err := b.cacheDir(); err == nil {
		sum := sha256.Sum256([]byte(stamp))
		file = filepath.Join(dir, "compilers", hex.EncodeToString(sum[:16]))
		if data, err := os.ReadFile(file); err == nil && validID(string(data), head) {
			compilerIDs.Store(stamp, string(data))
			return string(data), nil
		}
	}
	var id strings.Builder
	id.WriteString(head)
	for _, arg := range []string{"--version", "-dumpmachine"} {
		out, err := exec.CommandContext(ctx, path, arg).Output()
		if err != nil {
			return "", fmt.Errorf("%s %s: %v", path, arg, err)
		}
		fmt.Fprintf(&id, "%s %s\n", arg, bytes.TrimSpace(out))
	}
	if file != "" {
		// Best effort: without it the next process asks the compiler again.
		_ = writeAtomic(file, []byte(id.String()))
	}
	compilerIDs.Store(stamp, id.String())
	return id.String(), nil
}

// stampOf identifies one version of the compiler binary at real: its
// path, size, modification time, device and inode. A package upgrade
// writes a new file (a new inode, usually a new size) even when it keeps
// the packaged mtime.
func stampOf(real string, st os.FileInfo) string {
	s := filestamp.Of(st)
	return fmt.Sprintf("compiler stamp 2\npath %s\nsize %d\nmtime %d\ndev %d\ninode %d\n", real, s.Size, s.Mtime, s.Dev, s.Inode)
}

// validID reports whether a stored identity is a complete one for the
// compiler whose identity begins with head (a torn or foreign file is
// not).
func validID(id, head string) bool {
	rest, ok := strings.CutPrefix(id, head)
	return ok && strings.HasSuffix(rest, "\n") && strings.Contains(rest, "--version ") && strings.Contains(rest, "\n-dumpmachine ")
}

// writeAtomic writes data to path through a temporary file and a
// rename, so a concurrent reader sees the whole file or none.
func writeAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(path, data)
}

// functionRE is what a function attribute may be: a (qualified) name
// with template arguments made of names, numbers and arithmetic.
var functionRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_:]*(<[A-Za-z0-9_:<>,+\-*/%() .]*>)?$`)

// harness is the generated file compiled after an edit: the kernel and
// the one function the prebuilt main (see prebuiltMain) calls, which
// calls the kernel's function with the epu::Kernel. epu.hpp comes first,
// so its precompiled form is used.
func harness(kernelFile, function string) []byte {
	return fmt.Appendf(nil, `// Generated by epubuild: the harness of %s in %s.
#include "epu.hpp"
#include %q
void epubuild_kernel(epu::Kernel& k) { (void)%s(k); }
`, function, kernelFile, kernelFile, function)
}

// prebuiltMain is the harness's main, compiled once per compiler with the
// primitives (EPU_PREBUILT) into prebuiltObject.
const prebuiltMain = `// Generated by epubuild: the harness's main and the prebuilt primitives.
#define EPU_PREBUILT
#include "epu_harness.hpp"
void epubuild_kernel(epu::Kernel& k);
int main(int argc, char** argv) { return epu::harness::main(argc, argv, epubuild_kernel); }
`

const prebuiltObject = "epu.o"

// linkFlagsFile, in the prebuilt folder, holds the flags a harness is
// linked with there: staticFlags, or none where they do not work.
const linkFlagsFile = "link.txt"

// staticProbe is a program that needs what a harness needs of the C and
// C++ libraries (strings, exceptions, stdio).
const staticProbe = `#include <cstdio>
#include <stdexcept>
#include <string>
int main(int argc, char** argv) {
    try {
        if (argc > 1) throw std::runtime_error(std::string("probe ") + argv[1]);
    } catch (const std::exception& e) {
        std::printf("%s\n", e.what());
    }
    return 0;
}
`

// probeStatic returns staticFlags when a program linked with them builds
// and runs in dir, else none: static libraries are an optional package
// on many systems (glibc-static), and a Mac links nothing statically.
func (b *Builder) probeStatic(ctx context.Context, cxx, dir string) []string {
	defer os.Remove(filepath.Join(dir, "probe"))
	defer os.Remove(filepath.Join(dir, "probe.cpp"))
	args := append(append(append([]string{}, b.kernelFlags()...), "-o", "probe", "probe.cpp"), staticFlags...)
	if _, err := run(ctx, cxx, dir, b.timeout(), args...); err != nil {
		return nil
	}
	cmd := exec.CommandContext(ctx, filepath.Join(dir, "probe"), "ok")
	if out, err := cmd.Output(); err != nil || string(out) != "probe ok\n" {
		return nil
	}
	return staticFlags
}

// kernelFile is the name the kernel gets in the build directory: its own
// base name, unless that is one of the tool's files.
func kernelFile(path string) string {
	base := filepath.Base(path)
	switch base {
	case "epu.hpp", "epu_harness.hpp", "harness.cpp", ".", "/", "":
		return "kernel.hpp"
	}
	if strings.ContainsAny(base, "\"\\\n") {
		return "kernel.hpp"
	}
	return base
}

func (b *Builder) kernelFlags() []string {
	if b.flags != nil {
		return b.flags
	}
	return Flags
}

func (b *Builder) prebuiltFlags() []string {
	if b.preFlags != nil {
		return b.preFlags
	}
	return PrebuiltFlags
}

// prebuiltKey names the shared part of every harness: compiler, flags
// and headers.
func (b *Builder) prebuiltKey(compiler string) string {
	h := sha256.New()
	fmt.Fprintf(h, "epubuild kernel prebuilt %s\n", Version)
	fmt.Fprintf(h, "compiler %s", compiler)
	fmt.Fprintf(h, "flags %q\n", b.kernelFlags())
	fmt.Fprintf(h, "prebuilt flags %q\n", b.prebuiltFlags())
	fmt.Fprintf(h, "static flags %q\n", staticFlags)
	fmt.Fprintf(h, "main %x\n", sha256.Sum256([]byte(prebuiltMain)))
	fmt.Fprintf(h, "headers %s\n", HeaderDigest())
	return hex.EncodeToString(h.Sum(nil))
}

// key is the binary's cache key: the digest of readable lines naming
// everything the binary depends on. The kernel enters by its code
// (CodeDigest: comments and layout do not change the binary), so an edit
// that changes no code finds the binary built before.
func (b *Builder) key(compiler string, src Source, function string) string {
	h := sha256.New()
	fmt.Fprintf(h, "epubuild kernel harness %s\n", Version)
	fmt.Fprintf(h, "prebuilt %s\n", b.prebuiltKey(compiler))
	fmt.Fprintf(h, "function %q\n", function)
	fmt.Fprintf(h, "file %q %s\n", kernelFile(src.Path), CodeDigest(src.Code))
	return hex.EncodeToString(h.Sum(nil))
}

// Build returns the harness binary for function in src, compiling it
// unless the cache has it. A compile failure is a *CompileError.
func (b *Builder) Build(ctx context.Context, src Source, function string) (*Binary, error) {
	if !functionRE.MatchString(function) {
		return nil, &CompileError{Kernel: src.Path, Function: function, InCall: true,
			Message: fmt.Sprintf("function %q is not a C++ function name with template arguments", function)}
	}
	cxx, err := b.compiler()
	if err != nil {
		return nil, err
	}
	id, err := b.compilerID(ctx, cxx)
	if err != nil {
		return nil, fmt.Errorf("C++ compiler: %w", err)
	}
	dir, err := b.cacheDir()
	if err != nil {
		return nil, err
	}
	k := b.key(id, src, function)
	path := filepath.Join(dir, k[:2], k)
	bin := &Binary{Path: path, Key: k, Kernel: src.Path, Function: function, Limits: b.Limits}
	if intact(path) {
		bin.Cached = true
		return bin, nil
	}

	b.mu.Lock()
	if f := b.inflight[k]; f != nil {
		b.mu.Unlock()
		select {
		case <-f.done:
			if f.err != nil {
				return nil, f.err
			}
			c := *f.bin
			c.Cached, c.BuildTime = true, 0 // this call did not compile it
			return &c, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if b.inflight == nil {
		b.inflight = map[string]*flight{}
	}
	f := &flight{done: make(chan struct{})}
	b.inflight[k] = f
	b.mu.Unlock()

	f.bin, f.err = b.compile(ctx, cxx, id, dir, path, src, function, bin)
	close(f.done)
	b.mu.Lock()
	delete(b.inflight, k)
	b.mu.Unlock()
	return f.bin, f.err
}

func usable(path string) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() == 0 || (st.Mode()&0o100 == 0 && filepath.Ext(path) != ".o") {
		return false
	}
	// Mark the use, for trimming by age.
	now := time.Now()
	_ = os.Chtimes(path, now, now)
	return true
}

func (b *Builder) timeout() time.Duration {
	if b.Timeout > 0 {
		return b.Timeout
	}
	return 5 * time.Minute
}

// errCompilerBlocked is a compile stopped by watchBlocked.
var errCompilerBlocked = errors.New("the compiler sat blocked")

// run runs the compiler in dir and returns its output. It is stopped
// once it has sat blocked, using no CPU time, for timeout
// (errCompilerBlocked): time it waits for a CPU does not count.
func run(ctx context.Context, cxx, dir string, timeout time.Duration, args ...string) (string, error) {
	rctx, cancel := context.WithCancel(ctx)
	defer cancel()
	cmd := exec.CommandContext(rctx, cxx, args...)
	cmd.Dir = dir
	ownGroup(cmd)
	// A child that left the group must not hold up a cancel either.
	cmd.WaitDelay = time.Second
	// Messages in plain ASCII, the same wherever it runs. The compiler's
	// own temporary files go to dir, a build folder removed after the
	// build (or swept by the next, when its process was killed): a
	// compile killed mid-way cannot remove them itself.
	tmp, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	cmd.Env = append(os.Environ(), "LC_ALL=C", "LANG=C", "TMPDIR="+tmp)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	// A parent-death signal (Linux, see ownGroup) follows the thread
	// that started the child: keep this one until the child is reaped.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := cmd.Start(); err != nil {
		return "", err
	}
	stopped := watchBlocked(cmd.Process.Pid, timeout, cancel)
	err = cmd.Wait()
	if stopped() && ctx.Err() == nil {
		return out.String(), errCompilerBlocked
	}
	return out.String(), waited(cmd, err)
}

// prebuilt returns the folder of the shared part of every harness,
// building it on first use: the shipped headers, epu.hpp precompiled
// with the kernel's flags (best effort: a compiler that cannot, or a
// header it cannot use, only costs time), and prebuiltObject, the
// harness's main and the primitives. It is built in a temporary folder
// and renamed into place, so concurrent processes see all of it or none.
func (b *Builder) prebuilt(ctx context.Context, cxx, id, dir string) (string, error) {
	k := b.prebuiltKey(id)
	final := filepath.Join(dir, "prebuilt", k[:32])
	obj := filepath.Join(final, prebuiltObject)
	ready := func() bool {
		for _, name := range append([]string{linkFlagsFile}, headers...) {
			if _, err := os.Stat(filepath.Join(final, name)); err != nil {
				return false
			}
		}
		return intact(obj)
	}
	if ready() {
		return final, nil
	}
	b.preMu.Lock()
	defer b.preMu.Unlock()
	if ready() {
		return final, nil
	}
	// A partial folder (a trimmed file) is rebuilt whole.
	os.RemoveAll(final)
	if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
		return "", fmt.Errorf("kernel cache: %w", err)
	}
	sweepStale(filepath.Dir(final), ".build-")
	work, err := os.MkdirTemp(filepath.Dir(final), tempPattern(".build-"))
	if err != nil {
		return "", fmt.Errorf("kernel cache: %w", err)
	}
	defer os.RemoveAll(work)
	files := map[string][]byte{"main.cpp": []byte(prebuiltMain), "probe.cpp": []byte(staticProbe)}
	for _, name := range headers {
		files[name], _ = include.ReadFile("include/" + name)
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(work, name), data, 0o644); err != nil {
			return "", fmt.Errorf("kernel build: %w", err)
		}
	}
	// The compiles are independent: run them side by side.
	pch := make(chan error, 1)
	go func() {
		args := append(append([]string{}, b.kernelFlags()...), "-DEPU_LINKED", "-x", "c++-header", "-o", "epu.hpp.gch", "epu.hpp")
		_, err := run(ctx, cxx, work, b.timeout(), args...)
		pch <- err
	}()
	static := make(chan []string, 1)
	go func() { static <- b.probeStatic(ctx, cxx, work) }()
	args := append(append([]string{}, b.prebuiltFlags()...), "-c", "-o", prebuiltObject, "main.cpp")
	out, err := run(ctx, cxx, work, b.timeout(), args...)
	if perr := <-pch; perr != nil {
		os.Remove(filepath.Join(work, "epu.hpp.gch"))
	}
	link := <-static
	if err == nil {
		err = os.WriteFile(filepath.Join(work, linkFlagsFile), []byte(strings.Join(link, "\n")), 0o644)
	}
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		if errors.Is(err, errCompilerBlocked) {
			return "", fmt.Errorf("building the kernel harness: the compiler sat blocked for %v, using no CPU time; stopped", b.timeout())
		}
		return "", fmt.Errorf("the kernel harness does not compile with %s (epu.hpp and epu_harness.hpp need a C++17 compiler with GNU extensions, g++ or clang):\n%s", cxx, strings.TrimSpace(out))
	}
	if err := writeDigest(filepath.Join(work, prebuiltObject)); err != nil {
		return "", fmt.Errorf("kernel cache: %w", err)
	}
	if err := os.Chmod(work, 0o755); err != nil {
		return "", fmt.Errorf("kernel cache: %w", err)
	}
	if err := os.Rename(work, final); err != nil {
		if ready() {
			return final, nil // another process put it there first
		}
		return "", fmt.Errorf("kernel cache: %w", err)
	}
	return final, nil
}

func (b *Builder) compile(ctx context.Context, cxx, id, dir, path string, src Source, function string, bin *Binary) (*Binary, error) {
	start := time.Now()
	pre, err := b.prebuilt(ctx, cxx, id, dir)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("kernel cache: %w", err)
	}
	// Build folders of a process that died mid-build are removed here.
	sweepStale(dir, "build-")
	work, err := os.MkdirTemp(dir, tempPattern("build-"))
	if err != nil {
		return nil, fmt.Errorf("kernel cache: %w", err)
	}
	defer os.RemoveAll(work)
	kf := kernelFile(src.Path)
	files := map[string][]byte{kf: src.Code, "harness.cpp": harness(kf, function)}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(work, name), data, 0o644); err != nil {
			return nil, fmt.Errorf("kernel build: %w", err)
		}
	}
	link, err := os.ReadFile(filepath.Join(pre, linkFlagsFile))
	if err != nil {
		return nil, fmt.Errorf("kernel cache: %w", err)
	}
	args := append(append([]string{}, b.kernelFlags()...), "-DEPU_LINKED", "-I", pre, "-o", "harness", "harness.cpp", filepath.Join(pre, prebuiltObject))
	args = append(args, strings.Fields(string(link))...)
	out, err := run(ctx, cxx, work, b.timeout(), args...)
	bin.BuildTime = time.Since(start)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if errors.Is(err, errCompilerBlocked) {
			return nil, fmt.Errorf("%s: building %s: the compiler sat blocked for %v, using no CPU time; stopped", src.Path, function, b.timeout())
		}
		// The shipped headers by their own names, as the user knows them.
		out = strings.ReplaceAll(out, pre+string(filepath.Separator), "")
		return nil, parseCompileOutput(out, src, kf, function)
	}
	// The digest goes in first: a binary is never in place without one
	// (another process would take it for damaged).
	d, err := fileDigest(filepath.Join(work, "harness"))
	if err == nil {
		err = writeAtomic(path+digestSuffix, []byte(d+"\n"))
	}
	if err == nil {
		err = os.Rename(filepath.Join(work, "harness"), path)
	}
	if err != nil {
		return nil, fmt.Errorf("kernel cache: %w", err)
	}
	verified.Delete(path)
	b.autoTrim(dir)
	return bin, nil
}

// Trim removes binaries not used for maxAge from the cache, and the
// leftovers of processes that died while building.
func (b *Builder) Trim(maxAge time.Duration) error {
	dir, err := b.cacheDir()
	if err != nil {
		return err
	}
	sweepLeftovers(dir)
	cutoff := time.Now().Add(-maxAge)
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if d.IsDir() {
			// A prebuilt folder is used, and goes, as a whole: its object
			// is marked on each use.
			if filepath.Base(filepath.Dir(p)) == "prebuilt" {
				obj := filepath.Join(p, prebuiltObject)
				if strings.HasPrefix(d.Name(), ".") {
					obj = p // a build under way, or one a killed process left
				}
				if st, err := os.Stat(obj); err != nil || st.ModTime().Before(cutoff) {
					_ = os.RemoveAll(p)
				}
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, digestSuffix) {
			// A digest goes with its binary (below), or alone if the
			// binary is gone.
			if _, err := os.Stat(strings.TrimSuffix(p, digestSuffix)); errors.Is(err, fs.ErrNotExist) {
				_ = os.Remove(p)
			}
			return nil
		}
		if info, err := d.Info(); err == nil && info.ModTime().Before(cutoff) {
			_ = os.Remove(p)
			_ = os.Remove(p + digestSuffix)
		}
		return nil
	})
}
