"""Replay paging: every page fits the limit, the pages add up to the whole state, and
paging always advances."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.contracts.replay import ReplayResponse
from memstream.contracts.turns import Checkpoint
from memstream.services.ingest.replay import page_of, state_at

WHEN = datetime(2026, 1, 1, tzinfo=UTC)


def _checkpoint(n: int, size: int) -> Checkpoint:
    return Checkpoint(
        tenant_id="t",
        agent_id="a",
        session_id="s",
        turn_number=n,
        event_time=WHEN,
        user_input="é" * size,  # two bytes each: sizes are counted in bytes, not characters
        resource_ids=[],
    )


def _pages(state: ReplayResponse, max_bytes: int) -> list[ReplayResponse]:
    pages = [page_of(state, None, max_bytes)]
    while pages[-1].next_after_turn is not None:
        assert len(pages) <= len(state.turns) + 1, "paging does not advance"
        pages.append(page_of(state, pages[-1].next_after_turn, max_bytes))
    return pages


@settings(max_examples=200, deadline=None)
@given(
    sizes=st.lists(st.integers(min_value=0, max_value=3000), min_size=1, max_size=40),
    max_bytes=st.integers(min_value=2_000, max_value=40_000),
)
def test_pages_fit_and_add_up_to_the_whole_replay(sizes: list[int], max_bytes: int) -> None:
    state = state_at([_checkpoint(n, size) for n, size in enumerate(sizes)], None)
    assert state is not None
    pages = _pages(state, max_bytes)
    assert [t.turn_number for p in pages for t in p.turns] == list(range(len(sizes)))
    assert pages[0].checkpoint == state.checkpoint
    assert all(p.checkpoint is None for p in pages[1:])
    for page in pages:
        fits = len(page.model_dump_json().encode()) <= max_bytes
        # Only a page of one item (the head, or one turn) that alone is over may exceed it.
        alone = (page.checkpoint is not None) + len(page.turns) == 1
        assert fits or alone


def test_a_short_session_is_one_page() -> None:
    state = state_at([_checkpoint(n, 10) for n in range(5)], 3)
    assert state is not None
    page = page_of(state, None, 1024 * 1024)
    assert page.next_after_turn is None
    assert [t.turn_number for t in page.turns] == [0, 1, 2, 3]


def test_a_head_too_large_to_share_a_page_sends_the_turns_next() -> None:
    state = state_at([_checkpoint(0, 3000), _checkpoint(1, 3000)], None)
    assert state is not None
    first = page_of(state, None, 7_000)
    assert first.checkpoint is not None and first.turns == []
    assert first.next_after_turn == -1
    second = page_of(state, -1, 7_000)
    assert [t.turn_number for t in second.turns] == [0]
