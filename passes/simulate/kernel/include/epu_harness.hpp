// epu_harness.hpp: the main program of a generated kernel harness. Not
// for kernels: the harness epubuild generates includes it.
//
// Usage: harness IN OUT. IN holds the target, the dims and the node's
// inputs (with data) and outputs (without); the harness calls the kernel
// function and writes the outputs and the counters to OUT. Exit status:
// 0 done, 2 bad input file, 3 the kernel failed (epu::fail or an
// exception), with a message on stderr. The file layout (little-endian)
// is described in passes/simulate/kernel/protocol.go.
#pragma once

#include <cstdio>
#include <exception>
#include <string>
#include <utility>
#include <vector>

#include "epu.hpp"

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#define EPU_HARNESS_MMAP 1
#else
#define EPU_HARNESS_MMAP 0
#endif

namespace epu {
namespace harness {

// kDataAlign is the alignment of each input's data within the input
// file (protocol.go pads before it), so a port's elements can be used
// where they lie in the mapped file.
constexpr std::size_t kDataAlign = 64;

// Input is the input file's bytes. Where the system has mmap the file is
// mapped copy-on-write and the inputs' data is used in place: no copy,
// and its pages come from the page cache instead of fresh zeroed memory
// (what a read into allocated memory costs, one page fault per 4 KiB,
// is most of a decode-size call). A kernel writing its state (a KV
// cache) copies just the pages it writes. Elsewhere the file is read
// whole.
class Input {
   public:
    Input() = default;
    Input(const Input&) = delete;
    Input& operator=(const Input&) = delete;
    ~Input() {
#if EPU_HARNESS_MMAP
        if (mapped_) munmap(mapped_, size_);
#endif
    }

    void open(const char* path) {
#if EPU_HARNESS_MMAP
        int fd = ::open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) throw std::runtime_error(std::string("cannot open ") + path);
        struct stat st;
        if (fstat(fd, &st) != 0) {
            ::close(fd);
            throw std::runtime_error(std::string("cannot read ") + path);
        }
        size_ = std::size_t(st.st_size);
        if (size_ > 0) {
            void* m = mmap(nullptr, size_, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
            if (m == MAP_FAILED) {
                ::close(fd);
                throw std::runtime_error(std::string("cannot map ") + path);
            }
            mapped_ = static_cast<unsigned char*>(m);
        }
        ::close(fd);
        data_ = mapped_;
#else
        std::FILE* f = std::fopen(path, "rb");
        if (!f) throw std::runtime_error(std::string("cannot open ") + path);
        long n = -1;
        if (std::fseek(f, 0, SEEK_END) == 0) n = std::ftell(f);
        bool ok = n >= 0 && std::fseek(f, 0, SEEK_SET) == 0;
        if (ok) {
            read_ = detail::Bytes(std::size_t(n), false);
            ok = std::fread(read_.data(), 1, read_.size(), f) == read_.size();
        }
        std::fclose(f);
        if (!ok) throw std::runtime_error(std::string("cannot read ") + path);
        data_ = read_.data();
        size_ = read_.size();
#endif
    }
    unsigned char* data() const { return data_; }
    std::size_t size() const { return size_; }

   private:
    unsigned char* data_ = nullptr;
    std::size_t size_ = 0;
#if EPU_HARNESS_MMAP
    unsigned char* mapped_ = nullptr;
#else
    detail::Bytes read_;
#endif
};

// Reader reads the input file's fields in order, checking each length
// against what is left before anything is allocated for it.
class Reader {
   public:
    explicit Reader(const Input& in) : data_(in.data()), size_(in.size()) {}
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
        // An input's data stays where it lies in the file.
        p.data = detail::Bytes::view(r.take(bytes), bytes);
    } else {
        p.data = detail::Bytes(bytes, true);  // an output starts zeroed
    }
    return p;
}

class Writer {
   public:
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
    void save(const char* path) const {
        std::FILE* f = std::fopen(path, "wb");
        if (!f) throw std::runtime_error(std::string("cannot create ") + path);
        bool ok = std::fwrite(data_.data(), 1, data_.size(), f) == data_.size();
        ok = std::fclose(f) == 0 && ok;
        if (!ok) throw std::runtime_error(std::string("cannot write ") + path);
    }

   private:
    std::vector<unsigned char> data_;
};

template <class F>
int main(int argc, char** argv, F kernel) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s IN OUT\n", argv[0]);
        return 2;
    }
    const std::uint32_t one = 1;
    unsigned char first;
    std::memcpy(&first, &one, 1);
    if (first != 1) {
        std::fprintf(stderr, "epu: big-endian hosts are not supported\n");
        return 2;
    }
    Target t;
    std::vector<std::pair<std::string, std::int64_t>> dims;
    std::vector<detail::Port> in, out;
    // The inputs' data lies in the file's memory: it outlives the kernel.
    Input file;
    try {
        file.open(argv[1]);
        Reader r(file);
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
        for (std::uint32_t i = 0, n = r.get<std::uint32_t>(); i < n; ++i) out.push_back(read_port(r, false));
        if (!r.done()) throw std::runtime_error("trailing bytes in the input file");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "epu: bad input: %s\n", e.what());
        return 2;
    }
    Kernel k(t, std::move(dims), std::move(in), std::move(out));
    try {
        kernel(k);
    } catch (const Error& e) {
        std::fprintf(stderr, "epu: %s\n", e.what());
        return 3;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "epu: the kernel threw %s\n", e.what());
        return 3;
    } catch (...) {
        std::fprintf(stderr, "epu: the kernel threw an exception that is not a std::exception\n");
        return 3;
    }
    try {
        Writer w;
        w.bytes("EPUKOUT1", 8);
        w.put(std::uint32_t(k.outputs().size()));
        for (const detail::Port& p : k.outputs()) {
            w.str(p.role);
            w.put(std::uint8_t(p.dtype));
            w.put(std::uint32_t(p.shape.size()));
            for (std::int64_t d : p.shape) w.put(d);
            w.put(std::uint64_t(p.data.size()));
            w.bytes(p.data.data(), p.data.size());
        }
        w.str(k.counters().json());
        w.bytes("EPUKEND1", 8);
        w.save(argv[2]);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "epu: %s\n", e.what());
        return 2;
    }
    return 0;
}

}  // namespace harness
}  // namespace epu
