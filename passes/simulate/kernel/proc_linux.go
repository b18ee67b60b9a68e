package kernel

import (
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"
)

// On Linux a harness run is contained as far as the kernel allows
// without privileges (README.md, "Containment", says what holds when):
//
//   - it is started from a goroutine locked to its OS thread, which
//     first restricts itself with Landlock (writes only beneath the run's
//     folder) and sets no_new_privs; the child inherits both, and the
//     thread is never unlocked, so it exits with the goroutine and no
//     other goroutine ever runs restricted;
//   - the child gets SIGKILL when that thread ends (Pdeathsig), so a
//     killed epubuild takes its harnesses with it; the thread lives until
//     the harness has been waited for;
//   - it runs in a PID namespace of its own (with a user namespace when
//     not root), whose first process is /bin/sh: when the harness ends or
//     is killed, the shell ends, and the kernel kills every process left
//     in the namespace, setsid daemons included. The shell is there
//     because the first process of a namespace ignores signals it has no
//     handler for, abort()'s SIGABRT among them; it also sets the
//     resource limits (ulimit) before starting the harness, so no
//     instruction of the kernel runs without them.

// noNamespaces is set once starting in a new namespace failed: the
// system does not allow it, and later runs do not try again.
var noNamespaces atomic.Bool

// wrapper is the /bin/sh script that sets the limits and runs the
// harness as its child: $1 address space (KiB), $2 CPU seconds, $3 file
// size (512-byte blocks), then the harness and its arguments. CPU time
// and file size are soft limits, which the harness moves before each
// call (a process serving many calls has used CPU time for all of
// them); the hard ones stay as epubuild's. Past the soft CPU limit the
// kernel gets SIGXCPU, named in the error. In a namespace the shell
// stays, as its first process; without one it execs the harness, which
// so inherits the parent-death signal.
const (
	setLimits = `ulimit -v "$1" && ulimit -S -t "$2" && ulimit -S -f "$3" || { echo "epu: cannot set the harness's limits" >&2; exit 2; }
shift 3
`
	wrapperNS   = setLimits + "\"$@\"\nexit $?"
	wrapperExec = setLimits + "exec \"$@\""
)

// pidNSEnv tells the harness it is the child of its PID namespace's
// first process: after each call it kills what the call left running.
const pidNSEnv = "EPU_HARNESS_PIDNS=1"

// growPipe gives a pipe 1 MiB of buffer (Linux's most for an
// unprivileged process; best effort).
func growPipe(f *os.File) {
	const fSetPipeSz = 1031 // F_SETPIPE_SZ, linux/fcntl.h
	if rc, err := f.SyscallConn(); err == nil {
		_ = rc.Control(func(fd uintptr) {
			_, _, _ = syscall.Syscall(syscall.SYS_FCNTL, fd, fSetPipeSz, 1<<20)
		})
	}
}

func startHarness(newCmd func() *exec.Cmd, dir string, lim Limits, fsize int64) (*harnessProc, error) {
	lim = lim.withDefaults()
	_, shErr := os.Stat("/bin/sh")
	type started struct {
		p   *harnessProc
		err error
	}
	ready := make(chan started, 1)
	go func() {
		runtime.LockOSThread()
		// Never unlocked: see the comment at the top of the file. Without
		// root, a user namespace's ID maps are written by this thread to
		// /proc/PID/uid_map: writes beneath /proc stay allowed then (what
		// procfs lets a user write; Landlock keeps other processes' memory
		// out of reach, as it does ptrace).
		restrictThread(dir, os.Getuid() != 0 && !noNamespaces.Load())
		var p *harnessProc
		var err error
		for {
			cmd := newCmd()
			p = &harnessProc{cmd: cmd, done: make(chan error, 1)}
			ns := !noNamespaces.Load()
			if shErr == nil {
				p.wrapped = true
				script := wrapperExec
				if ns {
					script = wrapperNS
				}
				args := append([]string{"sh", "-c", script, "epubuild-harness",
					strconv.FormatInt(capLimit(syscall.RLIMIT_AS, lim.Memory)/1024, 10),
					strconv.FormatInt(capLimit(syscall.RLIMIT_CPU, int64((lim.CPU+time.Second-1)/time.Second)), 10),
					strconv.FormatInt(capLimit(syscall.RLIMIT_FSIZE, fsize+511)/512, 10),
					cmd.Path}, cmd.Args[1:]...)
				cmd.Path, cmd.Args = "/bin/sh", args
			}
			attr := &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
			if ns {
				cmd.Env = append(cmd.Env, pidNSEnv)
				attr.Cloneflags = syscall.CLONE_NEWPID
				if uid, gid := os.Getuid(), os.Getgid(); uid != 0 {
					attr.Cloneflags |= syscall.CLONE_NEWUSER
					attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}}
					attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}}
				}
			}
			cmd.SysProcAttr = attr
			// A daemon holding the log pipe must not hold up Wait.
			cmd.WaitDelay = time.Second
			err = cmd.Start()
			if err != nil && ns && (errors.Is(err, syscall.EPERM) || errors.Is(err, syscall.EINVAL) ||
				errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EACCES) || errors.Is(err, syscall.EUSERS)) {
				noNamespaces.Store(true)
				continue
			}
			break
		}
		if err != nil {
			ready <- started{err: err}
			return
		}
		ready <- started{p: p}
		werr := waited(p.cmd, p.cmd.Wait())
		if p.cmd.SysProcAttr.Cloneflags == 0 {
			// No namespace to take them: whatever stayed in the group.
			_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
		}
		p.done <- werr
	}()
	s := <-ready
	return s.p, s.err
}

// capLimit is want, or the process's hard limit when that is lower (an
// unprivileged process cannot raise it).
func capLimit(resource int, want int64) int64 {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(resource, &r); err == nil && r.Max != rlimInfinity && int64(r.Max) < want {
		return int64(r.Max)
	}
	return want
}

func (p *harnessProc) kill() { _ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL) }

func processAlive(pid int) bool {
	return !errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}

// Landlock (linux/landlock.h): the syscalls have the same numbers on
// every architecture.
const (
	sysLandlockCreateRuleset = 444
	sysLandlockAddRule       = 445
	sysLandlockRestrictSelf  = 446

	landlockCreateRulesetVersion = 1 << 0
	landlockRulePathBeneath      = 1

	llWriteFile  = 1 << 1
	llRemoveDir  = 1 << 4
	llRemoveFile = 1 << 5
	llMakeChar   = 1 << 6
	llMakeDir    = 1 << 7
	llMakeReg    = 1 << 8
	llMakeSock   = 1 << 9
	llMakeFifo   = 1 << 10
	llMakeBlock  = 1 << 11
	llMakeSym    = 1 << 12
	llRefer      = 1 << 13 // ABI 2
	llTruncate   = 1 << 14 // ABI 3
	llIoctlDev   = 1 << 15 // ABI 5

	llBindTCP    = 1 << 0 // ABI 4, handled_access_net
	llConnectTCP = 1 << 1

	llScopeAbstractUnix = 1 << 0 // ABI 6
	llScopeSignal       = 1 << 1

	// Not in package syscall (linux/fcntl.h, linux/prctl.h).
	oPath           = 0x200000
	prSetNoNewPrivs = 38
	rlimInfinity    = ^uint64(0)
)

var landlockABI = sync.OnceValue(func() int {
	v, _, errno := syscall.Syscall(sysLandlockCreateRuleset, 0, 0, landlockCreateRulesetVersion)
	if errno != 0 {
		return 0
	}
	return int(v)
})

// lastLandlock is the ABI the last run was confined with (0: none).
var lastLandlock atomic.Int32

// restrictThread confines the calling thread, and so the processes it
// starts, to writing beneath dir; best effort (an old kernel has no
// Landlock, and then writes are not confined).
func restrictThread(dir string, procWrites bool) {
	abi := landlockABI()
	lastLandlock.Store(0)
	if abi < 1 {
		return
	}
	fs := uint64(llWriteFile | llRemoveDir | llRemoveFile | llMakeChar | llMakeDir | llMakeReg |
		llMakeSock | llMakeFifo | llMakeBlock | llMakeSym)
	if abi >= 2 {
		fs |= llRefer
	}
	if abi >= 3 {
		fs |= llTruncate
	}
	if abi >= 5 {
		fs |= llIoctlDev
	}
	attr := struct{ fs, net, scoped uint64 }{fs: fs}
	size := uintptr(8)
	if abi >= 4 {
		attr.net = llBindTCP | llConnectTCP
		size = 16
	}
	if abi >= 6 {
		attr.scoped = llScopeAbstractUnix | llScopeSignal
		size = 24
	}
	fd, _, errno := syscall.Syscall(sysLandlockCreateRuleset, uintptr(unsafe.Pointer(&attr)), size, 0)
	if errno != 0 {
		return
	}
	defer syscall.Close(int(fd))
	dfd, err := syscall.Open(dir, oPath|syscall.O_CLOEXEC|syscall.O_DIRECTORY, 0)
	if err != nil {
		return
	}
	defer syscall.Close(dfd)
	// struct landlock_path_beneath_attr is packed: u64 then s32.
	var rule [12]byte
	*(*uint64)(unsafe.Pointer(&rule[0])) = fs
	*(*int32)(unsafe.Pointer(&rule[8])) = int32(dfd)
	if _, _, errno := syscall.Syscall6(sysLandlockAddRule, fd, landlockRulePathBeneath, uintptr(unsafe.Pointer(&rule[0])), 0, 0, 0); errno != 0 {
		return
	}
	if procWrites {
		pfd, err := syscall.Open("/proc", oPath|syscall.O_CLOEXEC|syscall.O_DIRECTORY, 0)
		if err != nil {
			return
		}
		defer syscall.Close(pfd)
		*(*uint64)(unsafe.Pointer(&rule[0])) = llWriteFile
		*(*int32)(unsafe.Pointer(&rule[8])) = int32(pfd)
		if _, _, errno := syscall.Syscall6(sysLandlockAddRule, fd, landlockRulePathBeneath, uintptr(unsafe.Pointer(&rule[0])), 0, 0, 0); errno != 0 {
			return
		}
	}
	if _, _, errno := syscall.RawSyscall6(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0, 0, 0, 0); errno != 0 {
		return
	}
	if _, _, errno := syscall.Syscall(sysLandlockRestrictSelf, fd, 0, 0); errno != 0 {
		return
	}
	lastLandlock.Store(int32(abi))
}

// Sandbox reports what contains a harness run here; it reflects the
// last run (namespaces are tried on the first).
func Sandbox() SandboxInfo {
	_, shErr := os.Stat("/bin/sh")
	return SandboxInfo{
		PIDNamespace: !noNamespaces.Load(),
		Landlock:     int(lastLandlock.Load()),
		Limits:       shErr == nil,
	}
}

// limitSignalName names the signals of the resource limits.
func limitSignalName(s syscall.Signal) (string, bool) {
	switch s {
	case syscall.SIGXCPU:
		return "SIGXCPU", true
	case syscall.SIGXFSZ:
		return "SIGXFSZ", true
	}
	return "", false
}

// ownGroup starts a compiler in a process group of its own that dies
// with epubuild however epubuild ends, kill -9 included. The group's
// leader is /bin/sh, which gets SIGTERM when the thread that started it
// ends (Pdeathsig; run keeps that thread until the compiler is waited
// for) and then kills the whole group: the driver and what it started
// (cc1plus, as, ld), which a parent-death signal on the driver alone
// would leave running. A cancel kills the group at once.
func ownGroup(cmd *exec.Cmd) {
	if _, err := os.Stat("/bin/sh"); err == nil {
		cmd.Args = append([]string{"sh", "-c", groupLeader, "epubuild-compile", cmd.Path}, cmd.Args[1:]...)
		cmd.Path = "/bin/sh"
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// groupLeader runs its arguments as a child and exits with its status;
// on SIGTERM it kills its process group, itself included. (The child
// of a non-interactive shell started with & reads /dev/null: compilers
// read no input.)
const groupLeader = `trap 'kill -KILL 0' TERM
"$@" &
wait $!`

// treeActivity reads what the processes under pid (pid itself and
// everything it started, every thread) have done: their CPU time
// (schedstat's, in nanoseconds, so any run at all shows) and whether
// any is running, waiting for a CPU, or in an uninterruptible wait (a
// page fault under memory pressure). ok is false when /proc does not
// say (no schedstat): then nothing counts as progress.
func treeActivity(pid int) (cpu time.Duration, busy, ok bool) {
	seen := map[int]bool{}
	var walk func(pid int)
	walk = func(pid int) {
		if seen[pid] || len(seen) > 4096 {
			return
		}
		seen[pid] = true
		base := "/proc/" + strconv.Itoa(pid) + "/task/"
		tasks, err := os.ReadDir(base)
		if err != nil {
			return // gone since its parent listed it: nothing to add
		}
		for _, t := range tasks {
			dir := base + t.Name() + "/"
			ss, err := os.ReadFile(dir + "schedstat")
			if err != nil {
				continue
			}
			f := strings.Fields(string(ss))
			if len(f) == 0 {
				continue
			}
			ns, err := strconv.ParseInt(f[0], 10, 64)
			if err != nil {
				continue
			}
			ok = true
			cpu += time.Duration(ns)
			if st, err := os.ReadFile(dir + "stat"); err == nil {
				// The state follows the command's closing parenthesis.
				if i := strings.LastIndexByte(string(st), ')'); i >= 0 && i+2 < len(st) {
					if s := st[i+2]; s == 'R' || s == 'D' {
						busy = true
					}
				}
			}
			if ch, err := os.ReadFile(dir + "children"); err == nil {
				for _, c := range strings.Fields(string(ch)) {
					if n, err := strconv.Atoi(c); err == nil {
						walk(n)
					}
				}
			}
		}
	}
	walk(pid)
	return cpu, busy, ok
}
