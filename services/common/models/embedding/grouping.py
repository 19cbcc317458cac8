"""Length grouping: which texts of one call share a padded forward pass.

A transformer pass over a padded batch costs as if every row were as long as the longest,
and on a CPU a batch whose activations outgrow the caches costs more per token than a small
one. So a call's texts are sorted by token length and cut into sub-batches of similar length
under a token budget; the caller writes each sub-batch's rows back at their original
positions, so the output order is the input order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

F32 = npt.NDArray[np.float32]


def length_groups(
    lengths: Sequence[int], *, max_tokens: int, max_rows: int, max_padding: float = 0.25
) -> list[list[int]]:
    """Indices into `lengths`, every one exactly once, in groups of similar length.

    A group holds at most `max_rows` texts, its padded size (rows × longest) stays within
    `max_tokens`, and its padding within `max_padding` of its real tokens; a text alone
    in its group may exceed the budget (it cannot be split).
    """
    if max_tokens < 1 or max_rows < 1 or max_padding < 0:
        raise ValueError("need max_tokens >= 1, max_rows >= 1 and max_padding >= 0")
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    groups: list[list[int]] = []
    group: list[int] = []
    real = 0
    for i in order:
        length = max(1, lengths[i])  # ascending: this text is the group's longest so far
        if group:
            padded = (len(group) + 1) * length
            if (
                len(group) >= max_rows
                or padded > max_tokens
                or padded > (1.0 + max_padding) * (real + length)
            ):
                groups.append(group)
                group, real = [], 0
        group.append(i)
        real += length
    if group:
        groups.append(group)
    return groups


def embed_in_groups(
    lengths: Sequence[int],
    dim: int,
    embed_group: Callable[[list[int]], F32],
    *,
    max_tokens: int,
    max_rows: int,
) -> F32:
    """One row per text, in input order: `embed_group(indices)` embeds each length group
    and its rows are written back at those indices."""
    out = np.empty((len(lengths), dim), dtype=np.float32)
    for group in length_groups(lengths, max_tokens=max_tokens, max_rows=max_rows):
        out[group] = embed_group(group)
    return out
