"""Overlap resolution between candidate matches of different rules."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Hit(Generic[T]):
    start: int
    end: int
    value: T


def select_longest(hits: Iterable[Hit[T]]) -> list[Hit[T]]:
    """Keep non-overlapping hits, longest first, returned in text order.

    Longest-wins lets a specific phrase ("last Friday", "the day after tomorrow",
    "the 24th of December") shadow the shorter rule that matches inside it, without
    each rule having to know about the others.
    """
    # Chosen hits never overlap, so sorted by start they are sorted by end too, and a
    # candidate only needs comparing with its two neighbours.
    starts: list[int] = []
    chosen: list[Hit[T]] = []
    for hit in sorted(hits, key=lambda h: (h.start - h.end, h.start)):
        at = bisect_left(starts, hit.start)
        if at > 0 and chosen[at - 1].end > hit.start:
            continue
        if at < len(chosen) and chosen[at].start < hit.end:
            continue
        starts.insert(at, hit.start)
        chosen.insert(at, hit)
    return chosen
