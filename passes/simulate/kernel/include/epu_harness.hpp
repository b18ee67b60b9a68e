// epu_harness.hpp: the main program of a generated kernel harness. Not
// for kernels: the harness epubuild generates includes it.
//
// Usage: harness serve, or harness IN OUT.
//
// serve answers calls, one after another, until its standard input
// ends: each request frame carries the target, the dims and the node's
// inputs (with data) and outputs (without); the harness calls the kernel
// function and answers with a response frame holding a status (0 done,
// 2 bad input, 3 the kernel failed) and the outputs and counters, or a
// message. The frames, little-endian, are described in
// passes/simulate/kernel/protocol.go. What the kernel prints, on its
// standard output or error, goes to the harness's standard error.
//
// IN OUT runs one call, from the request file IN (a request frame's
// payload) to the output file OUT, for running a kernel by hand. Exit
// status: the call's status, with a message on stderr.
#pragma once

#include <cerrno>
#include <cstdio>
#include <exception>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "epu.hpp"

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#define EPU_HARNESS_UNIX 1
#else
#define EPU_HARNESS_UNIX 0
#endif

namespace epu {
namespace harness {

// kDataAlign is the alignment of each input's data within a request
// (protocol.go pads before it, counting from the payload's start, and
// the payload is read into memory aligned so), so a port's elements are
// used where they lie.
constexpr std::size_t kDataAlign = 64;

// Buffer holds one request. The server reuses it from call to call, so
// after the first call a request lands in memory already paged in: a
// page fault on fresh memory costs microseconds, tens of them in a
// virtual machine, more than a decode-size call's matmuls.
class Buffer {
   public:
    Buffer() = default;
    Buffer(const Buffer&) = delete;
    Buffer& operator=(const Buffer&) = delete;
    ~Buffer() { std::free(raw_); }
    // reserve returns room for n bytes, aligned to kDataAlign.
    unsigned char* reserve(std::size_t n) {
        if (n > cap_ || !data_) {
            std::free(raw_);
            raw_ = nullptr;
            data_ = nullptr;
            cap_ = 0;
            if (n > std::numeric_limits<std::size_t>::max() - kDataAlign) throw std::bad_alloc();
            raw_ = static_cast<unsigned char*>(std::malloc(n + kDataAlign));
            if (!raw_) throw std::bad_alloc();
            std::size_t off = (kDataAlign - reinterpret_cast<std::uintptr_t>(raw_) % kDataAlign) % kDataAlign;
            data_ = raw_ + off;
            cap_ = n;
        }
        return data_;
    }

   private:
    unsigned char* raw_ = nullptr;
    unsigned char* data_ = nullptr;
    std::size_t cap_ = 0;
};

// Reader reads a request's fields in order, checking each length
// against what is left before anything is allocated for it.
class Reader {
   public:
    Reader(unsigned char* data, std::size_t size) : data_(data), size_(size) {}
    void bytes(void* dst, std::size_t n) {
        if (n) std::memcpy(dst, take(n), n);
    }
    // take returns the next n bytes where they lie.
    unsigned char* take(std::size_t n) {
        if (n > left()) throw std::runtime_error("input file is truncated");
        unsigned char* p = data_ + pos_;
        pos_ += n;
        return p;
    }
    // align skips the padding before data aligned to kDataAlign.
    void align() {
        std::size_t pad = (kDataAlign - pos_ % kDataAlign) % kDataAlign;
        take(pad);
    }
    template <class T>
    T get() {
        T v;
        bytes(&v, sizeof v);
        return v;
    }
    std::size_t left() const { return size_ - pos_; }
    std::string str() {
        std::uint32_t n = get<std::uint32_t>();
        // Checked before the string is made: a length is not an allocation.
        if (n > left()) throw std::runtime_error("input file is truncated");
        std::string s(n, '\0');
        bytes(&s[0], n);
        return s;
    }
    bool done() const { return pos_ == size_; }

   private:
    unsigned char* data_;
    std::size_t size_, pos_ = 0;
};

inline std::size_t elem_size(DType t) { return t == DType::Int8 ? 1 : 4; }

// kMaxPortBytes bounds one port's data, as epubuild bounds one tensor
// (sim/exec.MaxTensorBytes): a shape past it, or one whose element count
// overflows, is a bad input, not an allocation or a wrapped count.
constexpr std::int64_t kMaxPortBytes = std::int64_t(4) << 30;

inline detail::Port read_port(Reader& r, bool with_data) {
    detail::Port p;
    p.role = r.str();
    std::uint8_t dt = r.get<std::uint8_t>();
    if (dt < 1 || dt > 3) throw std::runtime_error("port " + p.role + ": unknown element type");
    p.dtype = DType(dt);
    std::uint32_t rank = r.get<std::uint32_t>();
    if (rank > std::uint32_t(kMaxRank)) throw std::runtime_error("port " + p.role + ": rank above 6");
    std::int64_t n = 1;
    for (std::uint32_t i = 0; i < rank; ++i) {
        std::int64_t d = r.get<std::int64_t>();
        if (d < 0) throw std::runtime_error("port " + p.role + ": negative dimension");
        p.shape.push_back(d);
        if (d > 0 && n > kMaxPortBytes / d) throw std::runtime_error("port " + p.role + ": shape is too large");
        n *= d;
    }
    if (n > kMaxPortBytes / std::int64_t(elem_size(p.dtype))) throw std::runtime_error("port " + p.role + ": shape is too large");
    std::uint32_t ns = r.get<std::uint32_t>();
    if (std::size_t(ns) * 4 > r.left()) throw std::runtime_error("input file is truncated");
    for (std::uint32_t i = 0; i < ns; ++i) p.scale.push_back(r.get<float>());
    p.zero_point = r.get<std::int32_t>();
    p.axis = r.get<std::int32_t>();
    std::size_t bytes = std::size_t(n) * elem_size(p.dtype);
    if (with_data) {
        std::uint64_t nb = r.get<std::uint64_t>();
        if (nb != bytes) throw std::runtime_error("port " + p.role + ": data size does not match its shape");
        r.align();
        // An input's data stays where it lies in the request.
        p.data = detail::Bytes::view(r.take(bytes), bytes);
    } else {
        p.data = detail::Bytes(bytes, true);  // an output starts zeroed
    }
    return p;
}

// Writer collects a call's output encoding; the server reuses it.
class Writer {
   public:
    void clear() { data_.clear(); }
    void bytes(const void* p, std::size_t n) {
        auto* b = static_cast<const unsigned char*>(p);
        data_.insert(data_.end(), b, b + n);
    }
    template <class T>
    void put(T v) {
        bytes(&v, sizeof v);
    }
    void str(const std::string& s) {
        put(std::uint32_t(s.size()));
        bytes(s.data(), s.size());
    }
    const std::vector<unsigned char>& data() const { return data_; }

   private:
    std::vector<unsigned char> data_;
};

// Call statuses, in the response frame (and the exit status of IN OUT).
constexpr int kDone = 0, kBadInput = 2, kFailed = 3;

// call runs the kernel on one request's payload (which the inputs' data
// is used in place of, so it must outlive the call): kDone with the
// output encoding in out, else kBadInput or kFailed with a message.
template <class F>
int call(unsigned char* data, std::size_t size, F& kernel, Writer& out, std::string& msg) {
    Target t;
    std::vector<std::pair<std::string, std::int64_t>> dims;
    std::vector<detail::Port> in, outs;
    try {
        Reader r(data, size);
        char magic[8];
        r.bytes(magic, 8);
        if (std::memcmp(magic, "EPUKIN02", 8) != 0) throw std::runtime_error("not a kernel input file");
        t.array_rows = r.get<std::int64_t>();
        t.array_cols = r.get<std::int64_t>();
        t.macs_per_pe = r.get<std::int64_t>();
        t.lrm_bytes = r.get<std::int64_t>();
        t.l2m_bytes = r.get<std::int64_t>();
        if (t.array_rows < 1 || t.array_cols < 1 || t.macs_per_pe < 1 || t.lrm_bytes < 1 || t.l2m_bytes < 1)
            throw std::runtime_error("implausible target");
        for (std::uint32_t i = 0, n = r.get<std::uint32_t>(); i < n; ++i) {
            std::string name = r.str();
            dims.emplace_back(name, r.get<std::int64_t>());
        }
        for (std::uint32_t i = 0, n = r.get<std::uint32_t>(); i < n; ++i) in.push_back(read_port(r, true));
        for (std::uint32_t i = 0, n = r.get<std::uint32_t>(); i < n; ++i) outs.push_back(read_port(r, false));
        if (!r.done()) throw std::runtime_error("trailing bytes in the input file");
    } catch (const std::exception& e) {
        msg = std::string("bad input: ") + e.what();
        return kBadInput;
    }
    Kernel k(t, std::move(dims), std::move(in), std::move(outs));
    try {
        kernel(k);
    } catch (const Error& e) {
        msg = e.what();
        return kFailed;
    } catch (const std::exception& e) {
        msg = std::string("the kernel threw ") + e.what();
        return kFailed;
    } catch (...) {
        msg = "the kernel threw an exception that is not a std::exception";
        return kFailed;
    }
    try {
        out.clear();
        out.bytes("EPUKOUT1", 8);
        out.put(std::uint32_t(k.outputs().size()));
        for (const detail::Port& p : k.outputs()) {
            out.str(p.role);
            out.put(std::uint8_t(p.dtype));
            out.put(std::uint32_t(p.shape.size()));
            for (std::int64_t d : p.shape) out.put(d);
            out.put(std::uint64_t(p.data.size()));
            out.bytes(p.data.data(), p.data.size());
        }
        out.str(k.counters().json());
        out.bytes("EPUKEND1", 8);
    } catch (const std::exception& e) {
        msg = e.what();
        return kBadInput;
    }
    return kDone;
}

inline bool little_endian() {
    const std::uint32_t one = 1;
    unsigned char first;
    std::memcpy(&first, &one, 1);
    return first == 1;
}

// kMaxRequest bounds a request's payload: a length past it is a broken
// stream, not an allocation.
constexpr std::uint64_t kMaxRequest = std::uint64_t(64) << 30;

#if EPU_HARNESS_UNIX
// read_full reads n bytes: true when it did, false at the end of the
// stream before the first byte; a stream that ends within them throws.
inline bool read_full(int fd, void* p, std::size_t n) {
    auto* b = static_cast<unsigned char*>(p);
    std::size_t got = 0;
    while (got < n) {
        ssize_t r = ::read(fd, b + got, n - got);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) throw std::runtime_error("cannot read the request");
        if (r == 0) {
            if (got == 0) return false;
            throw std::runtime_error("the request stream ended within a frame");
        }
        got += std::size_t(r);
    }
    return true;
}

inline void write_full(int fd, const void* p, std::size_t n) {
    auto* b = static_cast<const unsigned char*>(p);
    while (n > 0) {
        ssize_t w = ::write(fd, b, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) throw std::runtime_error("cannot write the response");
        b += w;
        n -= std::size_t(w);
    }
}

// set_soft raises or lowers a soft limit, never past the hard one.
inline void set_soft(int resource, rlim_t want) {
    struct rlimit l;
    if (getrlimit(resource, &l) != 0) return;
    l.rlim_cur = (l.rlim_max != RLIM_INFINITY && want > l.rlim_max) ? l.rlim_max : want;
    setrlimit(resource, &l);
}

// limit_call gives the next call its own CPU time limit (RLIMIT_CPU
// counts the whole life of the process: the limit becomes the CPU time
// so far plus cpu seconds) and its file size limit.
inline void limit_call(std::uint64_t cpu, std::uint64_t fsize) {
    if (cpu > 0) {
        struct rusage u;
        if (getrusage(RUSAGE_SELF, &u) == 0) {
            std::uint64_t used = std::uint64_t(u.ru_utime.tv_sec) + std::uint64_t(u.ru_stime.tv_sec) + 2;
            set_soft(RLIMIT_CPU, rlim_t(used + cpu));
        }
    }
    if (fsize > 0) set_soft(RLIMIT_FSIZE, rlim_t(fsize));
}

#else
inline void limit_call(std::uint64_t, std::uint64_t) {}
#endif

// serve_loop reads request frames with read(p, n) (false at the end of
// the stream before a frame) and answers each with write(p, n), calling
// after() between the call and its answer.
template <class F, class Read, class Write, class After>
int serve_loop(F& kernel, Read read, Write write, After after) {
    Buffer buf;
    Writer w;
    std::string msg;
    try {
        for (;;) {
            unsigned char head[32];
            if (!read(head, sizeof head)) return kDone;
            if (std::memcmp(head, "EPUKREQ1", 8) != 0) throw std::runtime_error("not a request frame");
            std::uint64_t n, cpu, fsize;
            std::memcpy(&n, head + 8, 8);
            std::memcpy(&cpu, head + 16, 8);
            std::memcpy(&fsize, head + 24, 8);
            if (n > kMaxRequest) throw std::runtime_error("a request frame longer than 64 GiB");
            unsigned char* data = buf.reserve(std::size_t(n));
            if (!read(data, std::size_t(n)) && n > 0) throw std::runtime_error("the request stream ended within a frame");
            limit_call(cpu, fsize);
            msg.clear();
            int status = call(data, std::size_t(n), kernel, w, msg);
            if (status != kDone) std::fprintf(stderr, "epu: %s\n", msg.c_str());
            std::fflush(stdout);
            std::fflush(stderr);
            after();
            const std::uint64_t len = status == kDone ? w.data().size() : msg.size();
            unsigned char rhead[17];
            std::memcpy(rhead, "EPUKRES1", 8);
            rhead[8] = static_cast<unsigned char>(status);
            std::memcpy(rhead + 9, &len, 8);
            write(rhead, sizeof rhead);
            write(status == kDone ? static_cast<const void*>(w.data().data()) : msg.data(), std::size_t(len));
        }
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "epu: bad input: no memory for the request\n");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "epu: bad input: %s\n", e.what());
    }
    return kBadInput;
}

#if EPU_HARNESS_UNIX
// serve answers request frames on its standard input with response
// frames on its standard output until the input ends. Both are moved to
// descriptors of their own first, the kernel's standard output goes to
// standard error, and its standard input reads nothing: what a kernel
// prints cannot break a frame.
template <class F>
int serve(F& kernel) {
    int in = fcntl(0, F_DUPFD_CLOEXEC, 3), out = fcntl(1, F_DUPFD_CLOEXEC, 3);
    int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (in < 0 || out < 0 || null < 0 || dup2(null, 0) < 0 || dup2(2, 1) < 0) {
        std::fprintf(stderr, "epu: cannot set up the harness's streams\n");
        return kBadInput;
    }
    ::close(null);
    // In a PID namespace of its own (epubuild says so, and the harness is
    // the child of its first process) every process a call leaves behind
    // is killed after it, as if the call had been a process of its own:
    // kill(-1) reaches the namespace's processes but its first and the
    // caller.
    const char* ns = std::getenv("EPU_HARNESS_PIDNS");
    const bool own_ns = ns && std::strcmp(ns, "1") == 0 && getpid() == 2 && getppid() == 1;
    return serve_loop(
        kernel, [in](void* p, std::size_t n) { return read_full(in, p, n); },
        [out](const void* p, std::size_t n) { write_full(out, p, n); },
        [own_ns] {
            if (!own_ns) return;
            kill(-1, SIGKILL);
            while (waitpid(-1, nullptr, WNOHANG) > 0) {
            }
        });
}
#else
// serve answers request frames on standard input with response frames
// on standard output (here a kernel that prints to standard output
// breaks the stream, and the call fails).
template <class F>
int serve(F& kernel) {
    std::setvbuf(stdout, nullptr, _IOFBF, 1 << 16);
    return serve_loop(
        kernel,
        [](void* p, std::size_t n) {
            std::size_t got = std::fread(p, 1, n, stdin);
            if (got == 0 && n > 0) return false;
            if (got != n) throw std::runtime_error("the request stream ended within a frame");
            return true;
        },
        [](const void* p, std::size_t n) {
            if (std::fwrite(p, 1, n, stdout) != n || std::fflush(stdout) != 0) throw std::runtime_error("cannot write the response");
        },
        [] {});
}
#endif

// run_file runs one call from the request payload in file in to the
// output file out.
template <class F>
int run_file(const char* in_path, const char* out_path, F& kernel) {
    Buffer buf;
    std::size_t n = 0;
    unsigned char* data = nullptr;
    std::FILE* f = std::fopen(in_path, "rb");
    bool ok = f != nullptr;
    if (ok) {
        long size = -1;
        if (std::fseek(f, 0, SEEK_END) == 0) size = std::ftell(f);
        ok = size >= 0 && std::fseek(f, 0, SEEK_SET) == 0;
        if (ok) {
            n = std::size_t(size);
            data = buf.reserve(n);
            ok = std::fread(data, 1, n, f) == n;
        }
        std::fclose(f);
    }
    if (!ok) {
        std::fprintf(stderr, "epu: bad input: cannot read %s\n", in_path);
        return kBadInput;
    }
    Writer w;
    std::string msg;
    int status = call(data, n, kernel, w, msg);
    if (status != kDone) {
        std::fprintf(stderr, "epu: %s\n", msg.c_str());
        return status;
    }
    std::FILE* o = std::fopen(out_path, "wb");
    ok = o != nullptr && std::fwrite(w.data().data(), 1, w.data().size(), o) == w.data().size();
    ok = o != nullptr && std::fclose(o) == 0 && ok;
    if (!ok) {
        std::fprintf(stderr, "epu: cannot write %s\n", out_path);
        return kBadInput;
    }
    return kDone;
}

template <class F>
int main(int argc, char** argv, F kernel) {
    if (!little_endian()) {
        std::fprintf(stderr, "epu: big-endian hosts are not supported\n");
        return kBadInput;
    }
    if (argc == 2 && std::strcmp(argv[1], "serve") == 0) return serve(kernel);
    if (argc == 3) return run_file(argv[1], argv[2], kernel);
    std::fprintf(stderr, "usage: %s serve | %s IN OUT\n", argv[0], argv[0]);
    return kBadInput;
}

}  // namespace harness
}  // namespace epu
