#!/usr/bin/python3
"""Train epubuild's tiny Qwen2-architecture language model.

Writes a Hugging Face model folder (config.json, generation_config.json,
tokenizer.json, tokenizer_config.json, model.safetensors in bf16), the
held-out and calibration text, and reference.json: the held-out windows'
token ids and per-window mean negative log-likelihood, computed by torch in
float32 from the bf16 weights. Needs only Debian's python3-torch (and the
numpy it depends on); see README.md.
"""

import argparse
import bisect
import collections
import hashlib
import heapq
import json
import math
import os
import re
import struct
import subprocess
import sys
import time
import unicodedata

import torch
import torch.nn.functional as F

SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]

# Qwen2's split regex, as its tokenizer.json writes it (the Split
# pre-tokenizer, behavior Isolated).
QWEN2_SPLIT = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}|"
    r" ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)

# Qwen2's chat template (ChatML), from its tokenizer_config.json.
CHAT_TEMPLATE = (
    "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\\nYou are a helpful assistant<|im_end|>\\n' }}{% endif %}"
    "{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)


# ---------------------------------------------------------------- pre-tokenizer


def char_class(pred):
    """A regex character-class body listing every code point pred accepts, as ranges."""
    parts = []
    start = None
    for cp in range(sys.maxunicode + 2):
        ok = cp <= sys.maxunicode and pred(chr(cp))
        if ok and start is None:
            start = cp
        elif not ok and start is not None:
            end = cp - 1
            parts.append(re.escape(chr(start)) if start == end else re.escape(chr(start)) + "-" + re.escape(chr(end)))
            start = None
    return "".join(parts)


def is_letter(c):
    return unicodedata.category(c).startswith("L")


def is_number(c):
    return unicodedata.category(c).startswith("N")


def is_space(c):
    # Unicode White_Space, which \s means in the regex engines Hugging Face
    # tokenizers use (Python's \s also takes U+001C..U+001F).
    return c in "\t\n\v\f\r\x85" or unicodedata.category(c) in ("Zs", "Zl", "Zp")


def split_regex():
    """Python's re has no \\p{L}: the same pattern with the classes spelled out."""
    L, N, S = char_class(is_letter), char_class(is_number), char_class(is_space)
    pat = (
        "(?i:'s|'t|'re|'ve|'m|'ll|'d)"
        f"|[^\\r\\n{L}{N}]?[{L}]+"
        f"|[{N}]"
        f"| ?[^{S}{L}{N}]+[\\r\\n]*"
        f"|[{S}]*[\\r\\n]+"
        f"|[{S}]+(?![^{S}])"
        f"|[{S}]+"
    )
    return re.compile(pat)


def bytes_to_unicode():
    """GPT-2's byte-level alphabet: printable bytes map to themselves, the rest above U+0100."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return bs, [chr(c) for c in cs]


# ---------------------------------------------------------------- BPE


def train_bpe(word_counts, merges_wanted, log):
    """Byte-level BPE: merge the most frequent adjacent pair (ties: the
    lexicographically smallest) until merges_wanted merges exist. A heap
    holds (-count, pair) entries; an entry whose count is stale is skipped."""
    words = [list(w) for w in word_counts]
    counts = list(word_counts.values())
    pairs = collections.Counter()
    where = collections.defaultdict(set)
    for i, w in enumerate(words):
        for a, b in zip(w, w[1:]):
            pairs[a, b] += counts[i]
            where[a, b].add(i)
    heap = [(-c, p) for p, c in pairs.items()]
    heapq.heapify(heap)
    merges = []
    t0 = time.time()
    while len(merges) < merges_wanted and heap:
        negc, best = heapq.heappop(heap)
        if pairs.get(best, 0) != -negc:
            continue
        if -negc < 2:
            break
        merges.append(best)
        joined = best[0] + best[1]
        touched = set()
        for i in sorted(where.pop(best, ())):
            w, c = words[i], counts[i]
            if len(w) < 2:
                continue
            for a, b in zip(w, w[1:]):
                pairs[a, b] -= c
                touched.add((a, b))
            out = []
            j = 0
            while j < len(w):
                if j + 1 < len(w) and w[j] == best[0] and w[j + 1] == best[1]:
                    out.append(joined)
                    j += 2
                else:
                    out.append(w[j])
                    j += 1
            words[i] = out
            for a, b in zip(out, out[1:]):
                pairs[a, b] += c
                where[a, b].add(i)
                touched.add((a, b))
        pairs.pop(best, None)
        for p in sorted(touched):
            c = pairs.get(p, 0)
            if c <= 0:
                pairs.pop(p, None)
            elif p != best:
                heapq.heappush(heap, (-c, p))
        if len(merges) % 500 == 0:
            log(f"bpe: {len(merges)} merges, {time.time() - t0:.0f} s")
    return merges


class Tokenizer:
    """Encodes as Hugging Face's byte-level BPE does: split, map bytes to
    the byte alphabet, merge the lowest-ranked pair until none applies."""

    def __init__(self, vocab, merges, split):
        self.vocab = vocab
        self.rank = {m: r for r, m in enumerate(merges)}
        self.split = split
        _, chars = bytes_to_unicode()
        bs, _ = bytes_to_unicode()
        self.byte_char = {b: c for b, c in zip(bs, chars)}
        self.cache = {}

    def word(self, piece):
        ids = self.cache.get(piece)
        if ids is not None:
            return ids
        syms = [self.byte_char[b] for b in piece.encode("utf-8")]
        while len(syms) > 1:
            best, at = None, -1
            for j in range(len(syms) - 1):
                r = self.rank.get((syms[j], syms[j + 1]))
                if r is not None and (best is None or r < best):
                    best, at = r, j
            if best is None:
                break
            a, b = syms[at], syms[at + 1]
            out = []
            j = 0
            while j < len(syms):
                if j + 1 < len(syms) and syms[j] == a and syms[j + 1] == b:
                    out.append(a + b)
                    j += 2
                else:
                    out.append(syms[j])
                    j += 1
            syms = out
        ids = [self.vocab[s] for s in syms]
        self.cache[piece] = ids
        return ids

    def encode(self, text):
        out = []
        for piece in self.split.findall(text):
            out.extend(self.word(piece))
        return out


def tokenizer_json(vocab, merges, specials):
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {"id": i, "content": s, "single_word": False, "lstrip": False, "rstrip": False, "normalized": False, "special": True}
            for s, i in specials
        ],
        "normalizer": None,
        "pre_tokenizer": {
            "type": "Sequence",
            "pretokenizers": [
                {"type": "Split", "pattern": {"Regex": QWEN2_SPLIT}, "behavior": "Isolated", "invert": False},
                {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False, "use_regex": False},
            ],
        },
        "post_processor": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False, "use_regex": False},
        "decoder": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False, "use_regex": False},
        "model": {
            "type": "BPE",
            "dropout": None,
            "unk_token": None,
            "continuing_subword_prefix": "",
            "end_of_word_suffix": "",
            "fuse_unk": False,
            "byte_fallback": False,
            "vocab": vocab,
            "merges": [a + " " + b for a, b in merges],
        },
    }


def tokenizer_config(specials):
    return {
        "add_prefix_space": False,
        "added_tokens_decoder": {
            str(i): {"content": s, "lstrip": False, "normalized": False, "rstrip": False, "single_word": False, "special": True}
            for s, i in specials
        },
        "additional_special_tokens": ["<|im_start|>", "<|im_end|>"],
        "bos_token": None,
        "chat_template": CHAT_TEMPLATE,
        "clean_up_tokenization_spaces": False,
        "eos_token": "<|endoftext|>",
        "errors": "replace",
        "model_max_length": 512,
        "pad_token": "<|endoftext|>",
        "split_special_tokens": False,
        "tokenizer_class": "Qwen2Tokenizer",
        "unk_token": None,
    }


# ---------------------------------------------------------------- model


class RMSNorm(torch.nn.Module):
    def __init__(self, n, eps):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(n))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(var + self.eps))


def rotate_half(x):
    h = x.shape[-1] // 2
    return torch.cat((-x[..., h:], x[..., :h]), dim=-1)


class Attention(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.h, self.kv, self.d = c["num_attention_heads"], c["num_key_value_heads"], c["hidden_size"] // c["num_attention_heads"]
        hid = c["hidden_size"]
        self.q_proj = torch.nn.Linear(hid, self.h * self.d, bias=True)
        self.k_proj = torch.nn.Linear(hid, self.kv * self.d, bias=True)
        self.v_proj = torch.nn.Linear(hid, self.kv * self.d, bias=True)
        self.o_proj = torch.nn.Linear(self.h * self.d, hid, bias=False)

    def forward(self, x, cos, sin, mask):
        b, s, _ = x.shape
        q = self.q_proj(x).view(b, s, self.h, self.d).transpose(1, 2)
        k = self.k_proj(x).view(b, s, self.kv, self.d).transpose(1, 2)
        v = self.v_proj(x).view(b, s, self.kv, self.d).transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        rep = self.h // self.kv
        k = k[:, :, None].expand(b, self.kv, rep, s, self.d).reshape(b, self.h, s, self.d)
        v = v[:, :, None].expand(b, self.kv, rep, s, self.d).reshape(b, self.h, s, self.d)
        att = torch.matmul(q, k.transpose(2, 3)) / math.sqrt(self.d) + mask
        att = torch.softmax(att, dim=-1, dtype=torch.float32)
        o = torch.matmul(att, v).transpose(1, 2).reshape(b, s, self.h * self.d)
        return self.o_proj(o)


class MLP(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        hid, inter = c["hidden_size"], c["intermediate_size"]
        self.gate_proj = torch.nn.Linear(hid, inter, bias=False)
        self.up_proj = torch.nn.Linear(hid, inter, bias=False)
        self.down_proj = torch.nn.Linear(inter, hid, bias=False)

    def forward(self, x):
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class Layer(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.input_layernorm = RMSNorm(c["hidden_size"], c["rms_norm_eps"])
        self.self_attn = Attention(c)
        self.post_attention_layernorm = RMSNorm(c["hidden_size"], c["rms_norm_eps"])
        self.mlp = MLP(c)

    def forward(self, x, cos, sin, mask):
        x = x + self.self_attn(self.input_layernorm(x), cos, sin, mask)
        return x + self.mlp(self.post_attention_layernorm(x))


class Body(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.embed_tokens = torch.nn.Embedding(c["vocab_size"], c["hidden_size"])
        self.layers = torch.nn.ModuleList(Layer(c) for _ in range(c["num_hidden_layers"]))
        self.norm = RMSNorm(c["hidden_size"], c["rms_norm_eps"])


class Qwen2(torch.nn.Module):
    """Qwen2ForCausalLM's eager forward with tied embeddings; parameter names
    are the checkpoint's (model.layers.N.self_attn.q_proj.weight, ...)."""

    def __init__(self, c):
        super().__init__()
        self.c = c
        self.model = Body(c)
        d = c["hidden_size"] // c["num_attention_heads"]
        inv = 1.0 / (c["rope_theta"] ** (torch.arange(0, d, 2, dtype=torch.int64).float() / d))
        self.register_buffer("inv_freq", inv, persistent=False)

    def forward(self, ids):
        s = ids.shape[1]
        pos = torch.arange(s, dtype=torch.float32)
        freqs = torch.outer(pos, self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos()[None, None], emb.sin()[None, None]
        mask = torch.full((s, s), torch.finfo(torch.float32).min).triu(1)[None, None]
        x = self.model.embed_tokens(ids)
        for layer in self.model.layers:
            x = layer(x, cos, sin, mask)
        x = self.model.norm(x)
        return x @ self.model.embed_tokens.weight.T


# ---------------------------------------------------------------- files


def write_safetensors(path, tensors):
    """The safetensors format: an 8-byte little-endian header length, a
    JSON header (dtype, shape, data_offsets per tensor, space-padded to 8
    bytes), then the raw little-endian bytes."""
    header, blobs, off = {"__metadata__": {"format": "pt"}}, [], 0
    for name in sorted(tensors):
        t = tensors[name].detach().to(torch.bfloat16).contiguous()
        raw = t.view(torch.int16).numpy().astype("<i2").tobytes()
        header[name] = {"dtype": "BF16", "shape": list(t.shape), "data_offsets": [off, off + len(raw)]}
        blobs.append(raw)
        off += len(raw)
    h = json.dumps(header, separators=(",", ":")).encode()
    h += b" " * (-len(h) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)))
        f.write(h)
        for b in blobs:
            f.write(b)


def write_json(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=2, ensure_ascii=False)
        f.write("\n")


GENERATED = re.compile(r"^// Code generated .* DO NOT EDIT\.$", re.M)


def write_reference(path, head, windows):
    """reference.json: the fields in head, then the windows one a line."""
    lines = [json.dumps(w, separators=(", ", ": ")) for w in windows]
    body = json.dumps(head, indent=2)[:-2]
    with open(path, "w", encoding="utf-8") as f:
        f.write(body + ',\n  "windows": [\n    ' + ",\n    ".join(lines) + "\n  ]\n}\n")


def write_windows_npz(path, ids, seq, n):
    """An .npz with input_ids [n, 1, seq] (int64): the first n windows of
    ids, as epubuild's calibration data (one array per graph input, the
    samples along a leading axis). Entries are dated 1980-01-01 so the
    same ids give the same bytes."""
    import io
    import zipfile

    import numpy as np

    arr = np.asarray(ids[: n * seq], dtype="<i8").reshape(n, 1, seq)
    buf = io.BytesIO()
    np.lib.format.write_array(buf, arr, allow_pickle=False)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
        z.writestr(zipfile.ZipInfo("input_ids.npy", date_time=(1980, 1, 1, 0, 0, 0)), buf.getvalue())


def corpus_files(goroot):
    """Every hand-written, non-test .go file of the Go source tree (no
    testdata, vendor or generated files: those carry Go's "Code generated
    ... DO NOT EDIT." line), sorted, split by a hash of the path: 1 in 40
    held out, 1 in 40 for calibration."""
    src = os.path.join(goroot, "src")
    files = []
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = sorted(d for d in dirnames if d not in ("testdata", "vendor"))
        for fn in sorted(filenames):
            if fn.endswith(".go") and not fn.endswith("_test.go"):
                rel = os.path.relpath(os.path.join(dirpath, fn), goroot)
                if not GENERATED.search(read(goroot, rel)):
                    files.append(rel)
    files.sort()
    split = {"train": [], "heldout": [], "calibration": []}
    for rel in files:
        h = int.from_bytes(hashlib.sha256(rel.encode()).digest()[:8], "big") % 40
        split["heldout" if h == 0 else "calibration" if h == 1 else "train"].append(rel)
    return split


def read(goroot, rel):
    with open(os.path.join(goroot, rel), encoding="utf-8", errors="strict") as f:
        return f.read()


def sample_text(goroot, rels, limit):
    """Whole files from rels, in order, joined by a blank line, up to limit bytes."""
    out, n = [], 0
    for rel in rels:
        t = read(goroot, rel)
        if n + len(t.encode()) > limit:
            continue
        out.append(t)
        n += len(t.encode()) + 1
        if n > limit * 0.95:
            break
    return "\n".join(out)


# ---------------------------------------------------------------- main


def tokenize_training(goroot, split, splitter, vocab_total, log):
    """Learns the BPE merges from the training files and tokenizes them
    into one stream, the files in order, each followed by <|endoftext|>."""
    # Each training file as indices into the distinct pre-tokens, split once.
    distinct, files, nchars = {}, [], 0
    for rel in split["train"]:
        t = read(goroot, rel)
        nchars += len(t)
        files.append([distinct.setdefault(p, len(distinct)) for p in splitter.findall(t)])
    counts = [0] * len(distinct)
    for f in files:
        for i in f:
            counts[i] += 1
    log(f"{nchars} characters, {sum(counts)} pre-tokens, {len(distinct)} distinct")

    # The merges are learnt from the pre-tokens seen at least twice.
    bs, chars = bytes_to_unicode()
    byte_word_counts = collections.Counter()
    byte_char = dict(zip(bs, chars))
    for w, i in distinct.items():
        if counts[i] >= 2:
            byte_word_counts["".join(byte_char[b] for b in w.encode("utf-8"))] += counts[i]
    n_merges = vocab_total - 256 - len(SPECIAL_TOKENS)
    merges = train_bpe(byte_word_counts, n_merges, log)
    vocab = {c: i for i, c in enumerate(chars)}
    for x, y in merges:
        vocab[x + y] = len(vocab)
    eos = len(vocab)
    log(f"bpe: {len(merges)} merges, vocabulary {len(vocab) + len(SPECIAL_TOKENS)}")
    tok = Tokenizer(vocab, merges, splitter)

    pieces = [None] * len(distinct)
    for w, i in distinct.items():
        pieces[i] = tok.word(w)
    stream = []
    for f in files:
        for i in f:
            stream.extend(pieces[i])
        stream.append(eos)
    del files, pieces, distinct
    data = torch.tensor(stream, dtype=torch.int64)
    log(f"training stream: {len(stream)} tokens ({nchars / len(stream):.2f} characters a token)")
    return merges, data



def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="examples/tiny-lm")
    ap.add_argument("--goroot", default=None, help="the Go tree to train on (default: go env GOROOT)")
    ap.add_argument("--vocab", type=int, default=2048, help="vocabulary size, special tokens included")
    ap.add_argument("--steps", type=int, default=360)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--seq", type=int, default=128)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--windows", type=int, default=64, help="held-out windows in reference.json")
    ap.add_argument("--calibration-windows", type=int, default=32, help="windows of calibration.txt in calibration.npz")
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--kv-heads", type=int, default=2)
    ap.add_argument("--intermediate", type=int, default=384)
    ap.add_argument("--bench", action="store_true", help="time 20 training steps and stop")
    ap.add_argument("--token-cache", default=None, help="a file to keep the tokenizer and training stream in between runs")
    a = ap.parse_args()

    t0 = time.time()

    def log(msg):
        print(f"[{time.time() - t0:7.1f} s] {msg}", flush=True)

    torch.manual_seed(a.seed)
    torch.set_num_threads(a.threads)
    torch.use_deterministic_algorithms(True)
    goroot = a.goroot or subprocess.run(["go", "env", "GOROOT"], capture_output=True, text=True, check=True).stdout.strip()
    goversion = subprocess.run([os.path.join(goroot, "bin", "go"), "version"], capture_output=True, text=True).stdout.strip()
    split = corpus_files(goroot)
    log(f"{goversion}: {len(split['train'])} training files, {len(split['heldout'])} held out, {len(split['calibration'])} calibration")

    splitter = split_regex()
    cached = None
    if a.token_cache and os.path.exists(a.token_cache):
        cached = torch.load(a.token_cache)
        if cached["key"] != [goversion, a.vocab]:
            cached = None
    if cached:
        merges, data = cached["merges"], cached["data"]
        log(f"tokenizer and training stream from {a.token_cache}")
    else:
        merges, data = tokenize_training(goroot, split, splitter, a.vocab, log)
        if a.token_cache:
            torch.save({"key": [goversion, a.vocab], "merges": merges, "data": data}, a.token_cache)
    bs, chars = bytes_to_unicode()
    vocab = {c: i for i, c in enumerate(chars)}
    for x, y in merges:
        vocab[x + y] = len(vocab)
    specials = [(s, len(vocab) + i) for i, s in enumerate(SPECIAL_TOKENS)]
    eos = specials[0][1]
    vocab_size = len(vocab) + len(specials)
    tok = Tokenizer(vocab, merges, splitter)
    heldout = sample_text(goroot, split["heldout"], 96 * 1024)
    calibration = sample_text(goroot, split["calibration"], 96 * 1024)
    held_ids = tok.encode(heldout)
    need = a.windows * a.seq
    if len(held_ids) < need:
        sys.exit(f"held-out text has {len(held_ids)} tokens, {need} needed")

    c = {
        "architectures": ["Qwen2ForCausalLM"],
        "attention_dropout": 0.0,
        "bos_token_id": eos,
        "eos_token_id": eos,
        "hidden_act": "silu",
        "hidden_size": a.hidden,
        "initializer_range": 0.02,
        "intermediate_size": a.intermediate,
        "max_position_embeddings": 512,
        "max_window_layers": a.layers,
        "model_type": "qwen2",
        "num_attention_heads": a.heads,
        "num_hidden_layers": a.layers,
        "num_key_value_heads": a.kv_heads,
        "rms_norm_eps": 1e-06,
        "rope_theta": 10000.0,
        "sliding_window": 512,
        "tie_word_embeddings": True,
        "torch_dtype": "bfloat16",
        "use_cache": True,
        "use_sliding_window": False,
        "vocab_size": vocab_size,
    }
    model = Qwen2(c)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("norm.weight"):
                p.fill_(1.0)
            elif name.endswith(".bias"):
                p.zero_()
            else:
                p.normal_(0.0, c["initializer_range"])
    nparams = sum(p.numel() for p in model.parameters())
    log(f"model: {nparams} parameters")

    opt = torch.optim.AdamW(model.parameters(), lr=a.lr, betas=(0.9, 0.95), weight_decay=0.1)
    gen = torch.Generator().manual_seed(a.seed)
    warm = max(1, a.steps // 30)
    steps = 20 if a.bench else a.steps
    model.train()
    tstart = time.time()
    for step in range(steps):
        lr = a.lr * min(1.0, (step + 1) / warm) * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * min(1.0, step / a.steps))))
        for g in opt.param_groups:
            g["lr"] = lr
        starts = torch.randint(0, len(data) - a.seq - 1, (a.batch,), generator=gen)
        x = torch.stack([data[s : s + a.seq] for s in starts.tolist()])
        y = torch.stack([data[s + 1 : s + a.seq + 1] for s in starts.tolist()])
        loss = F.cross_entropy(model(x).reshape(-1, vocab_size), y.reshape(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if step % 100 == 0 or step == steps - 1 or (a.bench and step % 5 == 0):
            log(f"step {step}: loss {loss.item():.4f}, lr {lr:.2e}, {(time.time() - tstart) / (step + 1):.3f} s a step")
    if a.bench:
        return

    # The shipped weights are bf16; the reference is what they compute in float32.
    tensors = {n: p for n, p in model.named_parameters()}
    with torch.no_grad():
        for p in model.parameters():
            p.copy_(p.to(torch.bfloat16).to(torch.float32))
    model.eval()
    windows = []
    with torch.no_grad():
        for w in range(a.windows):
            ids = held_ids[w * a.seq : (w + 1) * a.seq]
            logits = model(torch.tensor([ids]))[0]
            nll = F.cross_entropy(logits[:-1], torch.tensor(ids[1:]), reduction="mean").item()
            windows.append({"ids": ids, "nll": nll})
    mean_nll = sum(w["nll"] for w in windows) / len(windows)
    log(f"held-out: {len(windows)} windows of {a.seq}, mean NLL {mean_nll:.5f}, perplexity {math.exp(mean_nll):.3f}")

    os.makedirs(a.out, exist_ok=True)
    write_json(os.path.join(a.out, "config.json"), c)
    write_json(os.path.join(a.out, "generation_config.json"), {"bos_token_id": eos, "do_sample": False, "eos_token_id": eos, "max_new_tokens": 64})
    write_json(os.path.join(a.out, "tokenizer.json"), tokenizer_json(vocab, merges, specials))
    write_json(os.path.join(a.out, "tokenizer_config.json"), tokenizer_config(specials))
    write_safetensors(os.path.join(a.out, "model.safetensors"), tensors)
    with open(os.path.join(a.out, "heldout.txt"), "w", encoding="utf-8") as f:
        f.write(heldout)
    with open(os.path.join(a.out, "calibration.txt"), "w", encoding="utf-8") as f:
        f.write(calibration)
    write_windows_npz(os.path.join(a.out, "calibration.npz"), tok.encode(calibration), a.seq, a.calibration_windows)
    write_reference(
        os.path.join(a.out, "reference.json"),
        {
            "what": "held-out windows evaluated by torch in float32 from the bf16 weights",
            "torch": torch.__version__,
            "text": "heldout.txt",
            "tokens": "the whole file tokenized once; window k is tokens [k*seq_len, (k+1)*seq_len)",
            "seq_len": a.seq,
            "scored": "each window's last seq_len-1 tokens, each predicted from the tokens before it in the window",
            "mean_nll": mean_nll,
            "perplexity": math.exp(mean_nll),
        },
        windows,
    )
    log(f"wrote {a.out}")


if __name__ == "__main__":
    main()
