"""Length grouping: every text once, similar lengths together, order restored by the caller."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.services.common.models.embedding.grouping import length_groups
from memstream.services.common.models.embedding.minilm import MiniLMEmbedder


@settings(max_examples=300, deadline=None)
@given(
    lengths=st.lists(st.integers(min_value=0, max_value=300), max_size=200),
    max_tokens=st.integers(min_value=1, max_value=2048),
    max_rows=st.integers(min_value=1, max_value=64),
    max_padding=st.floats(min_value=0.0, max_value=2.0),
)
def test_groups_cover_every_index_once_within_their_bounds(
    lengths: list[int], max_tokens: int, max_rows: int, max_padding: float
) -> None:
    groups = length_groups(
        lengths, max_tokens=max_tokens, max_rows=max_rows, max_padding=max_padding
    )
    flat = [i for g in groups for i in g]
    assert sorted(flat) == list(range(len(lengths)))
    assert all(groups)
    for group in groups:
        real = [max(1, lengths[i]) for i in group]
        longest = max(real)
        assert len(group) <= max_rows
        if len(group) > 1:
            # Only a text alone may exceed the budget; padding stays within its bound.
            assert len(group) * longest <= max_tokens
            assert len(group) * longest <= (1 + max_padding) * sum(real) + 1e-9
    # Groups run from short to long, so no group straddles another's lengths.
    for a, b in zip(groups, groups[1:], strict=False):
        assert max(lengths[i] for i in a) <= min(lengths[i] for i in b)


def test_equal_lengths_fill_groups_up_to_the_budget() -> None:
    groups = length_groups([10] * 20, max_tokens=50, max_rows=32)
    assert [len(g) for g in groups] == [5, 5, 5, 5]


def test_bad_bounds_are_refused() -> None:
    with pytest.raises(ValueError):
        length_groups([1, 2], max_tokens=0, max_rows=4)


TEXTS = [
    "hi",
    "Caroline: I went to the LGBTQ support group yesterday and it was so powerful, "
    "everyone shared their stories and I felt really welcome there.",
    "ok",
    "Melanie: we painted a sunrise by the lake with the kids last weekend",
    "yes!",
    " ".join(["a long rambling text about bakeries in Lisbon"] * 12),
    "Caroline: thanks",
]


@pytest.fixture(scope="module")
def embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder()


def test_grouped_batch_rows_come_back_in_input_order(embedder: MiniLMEmbedder) -> None:
    one_by_one = np.vstack([embedder.embed([t]) for t in TEXTS])
    small = MiniLMEmbedder(weights=embedder.model, max_batch_tokens=40)
    for model in (embedder, small):
        rows: Any = model.embed(TEXTS)
        np.testing.assert_allclose(rows, one_by_one, atol=2e-6)
