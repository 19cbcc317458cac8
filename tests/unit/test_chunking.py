"""Chunking bounds every chunk's length, whatever the text looks like."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.services.common.stores.episodes import MAX_CHUNK_CHARS, chunk_words

WORDS = st.lists(
    st.text(alphabet=st.characters(blacklist_categories=("Zs", "Cc")), min_size=1, max_size=9000),
    min_size=1,
    max_size=30,
)


@settings(max_examples=100, deadline=None)
@given(words=WORDS, max_tokens=st.integers(min_value=1, max_value=800))
def test_no_chunk_is_longer_than_the_cap(words: list[str], max_tokens: int) -> None:
    chunks = chunk_words(" ".join(words), max_tokens)
    assert chunks and all(0 < len(c) <= MAX_CHUNK_CHARS for c in chunks)
    # Nothing is lost: the pieces of one window are adjacent, so joined they hold every word.
    joined = "".join(chunks)
    assert all(w in joined for w in words)


def test_a_text_without_whitespace_is_cut_without_loss() -> None:
    text = "x" * 10_001
    chunks = chunk_words(text)
    assert "".join(chunks) == text
    assert [len(c) for c in chunks] == [4_000, 4_000, 2_001]


def test_ordinary_text_is_chunked_as_before() -> None:
    text = " ".join(f"word{i}" for i in range(1000))
    chunks = chunk_words(text, 400)
    assert all(len(c.split()) <= int(400 / 1.3) for c in chunks)
    assert chunks[0].split()[0] == "word0" and chunks[-1].split()[-1] == "word999"
