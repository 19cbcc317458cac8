"""Which facts an excerpt takes with it when it is forgotten."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from memstream.services.common.stores.vectorstore.base import Record
from memstream.services.tools.forget import insight_of, only_from


def fact(*sources: str) -> Record:
    return Record(id="f", payload={"tenant_id": "t", "source_resource_ids": list(sources)})


def test_a_fact_goes_only_when_every_source_is_forgotten() -> None:
    assert only_from(fact("r1"), {"r1"})
    assert only_from(fact("r1", "r2"), {"r1", "r2", "r3"})
    assert not only_from(fact("r1", "r2"), {"r1"})  # also told elsewhere: it stays
    assert not only_from(fact(), {"r1"})  # stated by a tool call: no excerpt behind it
    assert not only_from(Record(id="f", payload={}), {"r1"})


@given(st.sets(st.sampled_from("abcdef")), st.sets(st.sampled_from("abcdef")))
def test_only_from_is_a_non_empty_subset(sources: set[str], forgotten: set[str]) -> None:
    assert only_from(fact(*sorted(sources)), forgotten) == (bool(sources) and sources <= forgotten)


def test_an_insight_goes_with_any_fact_it_was_drawn_from() -> None:
    insight = Record(id="i", payload={"kind": "insight", "derived_from": ["f1", "f2"]})
    assert insight_of(insight, {"f2"})
    assert not insight_of(insight, {"f3"})
    plain = Record(id="f", payload={"kind": "fact", "derived_from": ["f1"]})
    assert not insight_of(plain, {"f1"})
