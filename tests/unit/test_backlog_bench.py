"""The backlog bench's turns: the dev texts cycled, every one a new memory by its token."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bench.backlog import tokened

_PAIRS = st.lists(st.tuples(st.sampled_from(["Ann", "Bo"]), st.text(min_size=1)), min_size=1)


@given(texts=_PAIRS, count=st.integers(min_value=0, max_value=300))
def test_tokened_cycles_the_texts_each_with_its_own_token(
    texts: list[tuple[str, str]], count: int
) -> None:
    turns = tokened(texts, count)
    assert len(turns) == count
    tokens = set()
    for k, (speaker, text) in enumerate(turns):
        original_speaker, original = texts[k % len(texts)]
        body, _, token = text.rpartition(" ref ")
        assert (speaker, body) == (original_speaker, original)
        assert token.startswith("zq") and len(token) == 14
        tokens.add(token)
    assert len(tokens) == count
