"""all-MiniLM-L6-v2 on ONNX Runtime: the same pinned weights, a faster forward pass.

The BERT graph is built in memory from the arrays minilm_weights.py verified (minilm_graph.py),
so the vectors are the NumPy pass's to float32 rounding (cosine >= 0.99999) and carry the
same model name: a store need not be re-embedded to switch between the two. ONNX Runtime
fuses LayerNorm, GELU and the bias adds into its kernels and runs the whole pass without the
GIL: about twice the NumPy pass's sentences/s on one core (BENCHMARKS.md), and the event
loop keeps the other core.

Another export of the model can be run instead (`graph`, with its own `model_name`: its
vectors differ, so a store must not mix them); bench/embed_backends.py runs the int8 export
this way. Needs ``onnxruntime`` and ``onnx`` (server extra); nothing is ever downloaded.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from memstream.services.common.models.embedding.base import (
    BackendUnavailableError,
    ModelLoadError,
)
from memstream.services.common.models.embedding.minilm import (
    DEFAULT_MAX_BATCH_TOKENS,
    GroupedMiniLM,
)
from memstream.services.common.models.embedding.minilm_graph import build_minilm_graph
from memstream.services.common.models.embedding.minilm_weights import (
    F32,
    MODEL_NAME,
    MiniLMWeights,
    Tokens,
    padded,
)


def _import_ort() -> Any:
    try:
        import onnxruntime
    except ImportError as exc:
        raise BackendUnavailableError(
            "the minilm-onnx backend needs onnxruntime: pip install 'memstream[server]'"
        ) from exc
    return onnxruntime


def session_options(ort: Any, threads: int) -> Any:
    """One run uses `threads` cores and nothing else: no inter-op pool, and idle pool
    threads sleep instead of spinning (spinning burns the core another service needs)."""
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    opts.log_severity_level = 3
    return opts


class MiniLMOnnxEmbedder(GroupedMiniLM):
    """The model on an ONNX Runtime session; thread-safe (a session runs concurrently).

    `threads` is ONNX Runtime's intra-op thread count for one call; `weights` shares
    already loaded files (tokenizer, and the weights the graph is built from);
    `batch_size` / `max_batch_tokens` bound a length group as in the NumPy pass. `graph`
    runs another export of the model (inputs `input_ids`, `attention_mask`,
    `token_type_ids`; output the sentence embeddings, or the token states, which are then
    mean-pooled here) under `model_name`.
    """

    def __init__(
        self,
        *,
        threads: int = 1,
        batch_size: int = 32,
        max_batch_tokens: int = DEFAULT_MAX_BATCH_TOKENS,
        weights: MiniLMWeights | None = None,
        graph: bytes | None = None,
        model_name: str | None = None,
    ) -> None:
        if threads < 1 or batch_size < 1 or max_batch_tokens < 1:
            raise ValueError("threads, batch_size and max_batch_tokens must be >= 1")
        if graph is not None and model_name is None:
            raise ValueError("a graph other than the built one needs its own model_name")
        ort = _import_ort()
        self.model = weights or MiniLMWeights()
        self.model_name = model_name or MODEL_NAME
        self.threads = threads
        self.batch_size = batch_size
        self.max_batch_tokens = max_batch_tokens
        self.max_seq_length = self.model.max_seq_length
        self.dim = self.model.cfg.hidden_size
        try:
            self._session = ort.InferenceSession(
                graph if graph is not None else build_minilm_graph(self.model),
                session_options(ort, threads),
                providers=["CPUExecutionProvider"],
            )
        except Exception as exc:  # ONNX Runtime raises its own untyped errors
            raise ModelLoadError(f"onnxruntime refused the MiniLM graph: {exc}") from exc
        self._pooled = len(self._session.get_outputs()[0].shape) == 2

    def _embed_batch(self, tokens: list[Tokens]) -> F32:
        input_ids, type_ids, mask = padded(tokens, np.int64, np.int64)
        feeds = {"input_ids": input_ids, "attention_mask": mask, "token_type_ids": type_ids}
        result: F32 = self._session.run(None, feeds)[0]
        if self._pooled:
            return result
        # An export that ends at the token states: mean over real tokens, then unit length.
        weights = mask.astype(np.float32)
        summed: F32 = np.einsum("bsh,bs->bh", result, weights)
        summed /= np.maximum(weights.sum(axis=1, keepdims=True), np.float32(1e-9))
        summed /= np.maximum(np.linalg.norm(summed, axis=1, keepdims=True), np.float32(1e-12))
        return summed
