"""The all-MiniLM-L6-v2 forward pass as an ONNX graph, built from the verified weights.

The graph is the NumPy pass (minilm.py) op for op, in the shape exporters give BERT
(separate Q/K/V projections, erf GELU, LayerNormalization), which is the shape ONNX
Runtime's optimiser recognises and fuses. It ends with sentence-transformers' pooling: mean
over real tokens, then unit length. Inputs `input_ids`, `attention_mask`, `token_type_ids`
(int64, batch × sequence); output `sentence_embedding` (float32, batch × hidden).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from memstream.services.common.models.embedding.base import BackendUnavailableError
from memstream.services.common.models.embedding.minilm_weights import MiniLMWeights

OPSET = 17  # LayerNormalization is a standard op from 17 on


def build_minilm_graph(w: MiniLMWeights) -> bytes:
    """The serialised ModelProto of the model in `w` (needs the `onnx` package)."""
    try:
        import onnx
        from onnx import TensorProto, helper, numpy_helper
    except ImportError as exc:
        raise BackendUnavailableError(
            "the onnx fp32 backend builds its graph with the onnx package: "
            "pip install 'memstream[server]'"
        ) from exc
    cfg = w.cfg
    h, heads = cfg.hidden_size, cfg.num_heads
    hd = h // heads
    eps = cfg.layer_norm_eps
    nodes: list[Any] = []
    inits: list[Any] = []

    def const(name: str, value: Any, dtype: Any = np.float32) -> str:
        inits.append(numpy_helper.from_array(np.ascontiguousarray(value, dtype=dtype), name))
        return name

    def op(kind: str, inputs: list[str], out: str, **attrs: Any) -> str:
        nodes.append(helper.make_node(kind, inputs, [out], name=out, **attrs))
        return out

    def dense(x: str, weight: Any, bias: Any, name: str) -> str:
        y = op("MatMul", [x, const(f"{name}.w", weight)], f"{name}.mm")
        return op("Add", [y, const(f"{name}.b", bias)], name)

    def layer_norm(x: str, gamma: Any, beta: Any, name: str) -> str:
        g, b = const(f"{name}.g", gamma), const(f"{name}.beta", beta)
        return op("LayerNormalization", [x, g, b], name, axis=-1, epsilon=eps)

    heads_shape = const("heads_shape", [0, 0, heads, hd], np.int64)
    hidden_shape = const("hidden_shape", [0, 0, h], np.int64)
    one = const("one", 1.0)
    half = const("half", 0.5)
    sqrt2 = const("sqrt2", math.sqrt(2.0))
    axis1 = const("axis1", [1], np.int64)

    # Embeddings: word + position (the first S rows) + token type, then LayerNorm.
    word = op("Gather", [const("word", w.word), "input_ids"], "emb.word")
    seq = op("Shape", ["input_ids"], "emb.seq", start=1, end=2)
    pos = op("Slice", [const("pos", w.pos), const("zero1", [0], np.int64), seq], "emb.pos")
    typ = op("Gather", [const("type", w.type), "token_type_ids"], "emb.type")
    x = op("Add", [op("Add", [word, pos], "emb.wp"), typ], "emb.sum")
    x = layer_norm(x, w.emb_ln_g, w.emb_ln_b, "emb.ln")

    # Padded keys get the most negative float32, like transformers, so softmax gives them 0.
    maskf = op("Cast", ["attention_mask"], "maskf", to=TensorProto.FLOAT)
    neg = op(
        "Mul",
        [op("Sub", [one, maskf], "unmask"), const("neg", np.finfo(np.float32).min)],
        "neg_bias",
    )
    key_bias = op("Unsqueeze", [neg, const("axes12", [1, 2], np.int64)], "key_bias")

    for i, layer in enumerate(w.layers):
        p = f"l{i}"
        q_w, k_w, v_w = (layer.qkv_w[:, j * h : (j + 1) * h] for j in range(3))
        q_b, k_b, v_b = (layer.qkv_b[j * h : (j + 1) * h] for j in range(3))

        def split(t: str, perm: list[int], name: str) -> str:
            return op("Transpose", [op("Reshape", [t, heads_shape], f"{name}.r")], name, perm=perm)

        q = split(dense(x, q_w, q_b, f"{p}.q"), [0, 2, 1, 3], f"{p}.qh")  # pre-scaled
        k = split(dense(x, k_w, k_b, f"{p}.k"), [0, 2, 3, 1], f"{p}.kh")
        v = split(dense(x, v_w, v_b, f"{p}.v"), [0, 2, 1, 3], f"{p}.vh")
        scores = op("Add", [op("MatMul", [q, k], f"{p}.qk"), key_bias], f"{p}.scores")
        probs = op("Softmax", [scores], f"{p}.probs", axis=-1)
        ctx = op(
            "Transpose", [op("MatMul", [probs, v], f"{p}.pv")], f"{p}.ctx_t", perm=[0, 2, 1, 3]
        )
        ctx = op("Reshape", [ctx, hidden_shape], f"{p}.ctx")
        attn = op(
            "Add", [dense(ctx, layer.attn_out_w, layer.attn_out_b, f"{p}.ao"), x], f"{p}.res1"
        )
        x = layer_norm(attn, layer.ln1_g, layer.ln1_b, f"{p}.ln1")

        inter = dense(x, layer.inter_w, layer.inter_b, f"{p}.inter")
        erf = op("Erf", [op("Div", [inter, sqrt2], f"{p}.scaled")], f"{p}.erf")
        gelu = op(
            "Mul",
            [op("Mul", [inter, half], f"{p}.half"), op("Add", [erf, one], f"{p}.erf1")],
            f"{p}.gelu",
        )
        ffn = op("Add", [dense(gelu, layer.out_w, layer.out_b, f"{p}.out"), x], f"{p}.res2")
        x = layer_norm(ffn, layer.ln2_g, layer.ln2_b, f"{p}.ln2")

    # Mean over real tokens, then unit length (sentence-transformers' Pooling + Normalize).
    weights = op("Unsqueeze", [maskf, const("axis2", [2], np.int64)], "pool.w")
    summed = op(
        "ReduceSum", [op("Mul", [x, weights], "pool.masked"), axis1], "pool.sum", keepdims=0
    )
    count = op("ReduceSum", [maskf, axis1], "pool.count", keepdims=1)
    count = op("Max", [count, const("tiny_count", 1e-9)], "pool.count_safe")
    mean = op("Div", [summed, count], "pool.mean")
    square = op("ReduceSum", [op("Mul", [mean, mean], "pool.sq"), axis1], "pool.sqsum", keepdims=1)
    norm = op(
        "Max", [op("Sqrt", [square], "pool.norm"), const("tiny_norm", 1e-12)], "pool.norm_safe"
    )
    op("Div", [mean, norm], "sentence_embedding")

    ints = [
        helper.make_tensor_value_info(name, TensorProto.INT64, ["batch", "sequence"])
        for name in ("input_ids", "attention_mask", "token_type_ids")
    ]
    out = helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", h])
    graph = helper.make_graph(nodes, "all-MiniLM-L6-v2", ints, [out], initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    data: bytes = model.SerializeToString()
    return data
