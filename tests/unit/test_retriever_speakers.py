"""The per-tenant memory of speaker names."""

from __future__ import annotations

import pytest

from memstream.services.retriever.speakers import SpeakerMemory


def test_names_are_kept_per_tenant_in_first_seen_order() -> None:
    memory = SpeakerMemory()
    memory.learn("t1", ["Ann", "Bob", "Ann"])
    memory.learn("t2", ["Cleo"])
    memory.learn("t1", ["Dan", "Bob"])
    assert memory.known("t1") == ["Ann", "Bob", "Dan"]
    assert memory.known("t2") == ["Cleo"]
    assert memory.known("unknown") == []


def test_least_recently_used_tenant_goes_first() -> None:
    memory = SpeakerMemory(max_tenants=2)
    memory.learn("a", ["A"])
    memory.learn("b", ["B"])
    assert memory.known("a") == ["A"]  # touching "a" makes "b" the oldest
    memory.learn("c", ["C"])
    assert memory.known("b") == []
    assert memory.known("a") == ["A"] and memory.known("c") == ["C"]


def test_names_per_tenant_are_bounded_oldest_out() -> None:
    memory = SpeakerMemory(max_names=3)
    memory.learn("t", ["n1", "n2", "n3", "n4"])
    assert memory.known("t") == ["n2", "n3", "n4"]


def test_bounds_must_be_positive() -> None:
    with pytest.raises(ValueError):
        SpeakerMemory(max_tenants=0)
