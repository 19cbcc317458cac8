"""Length grouping: which texts of one call share a padded forward pass.

A transformer pass over a padded batch costs as if every row were as long as the longest,
and on a CPU a batch whose activations outgrow the caches costs more per token than a small
one. So a call's texts are sorted by token length and cut into sub-batches of similar length
under a token budget; the caller writes each sub-batch's rows back at their original
positions, so the output order is the input order.
"""

from __future__ import annotations

from collections.abc import Sequence


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
