"""Resources become extraction units: documents and long parts are chunked first.

A unit is what an extractor reads and what a fact cites as its source (by label); every
chunk keeps its resource, so provenance survives chunking.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memstream.contracts.turns import Resource
from memstream.services.common.stores.episodes import chunk_words

# Same estimate as the episode chunker: about 1.3 word pieces per whitespace word.
_TOKENS_PER_WORD = 1.3


@dataclass(frozen=True, slots=True)
class Unit:
    """One piece of source text with the resource it came from."""

    label: str
    resource: Resource
    chunk: int
    chunks: int
    text: str

    @property
    def tokens(self) -> int:
        return int(len(self.text.split()) * _TOKENS_PER_WORD) + 1


def build_units(
    resources: Sequence[Resource], chunk_tokens: int = 400, overlap: float = 0.1
) -> list[Unit]:
    """Units of a session's resources, in order, labelled R1, R2, … for citation."""
    units: list[Unit] = []
    for resource in resources:
        text = resource.text.strip()
        if not text:
            continue
        chunks = chunk_words(text, chunk_tokens, overlap)
        for i, chunk in enumerate(chunks):
            units.append(Unit(f"R{len(units) + 1}", resource, i, len(chunks), chunk))
    return units


def cited_units(sources: Sequence[str], units: Sequence[Unit]) -> list[Unit]:
    """The units a fact cites by label; every unit when it cites none of them."""
    by_label = {u.label: u for u in units}
    cited = [by_label[s.strip()] for s in sources if s.strip() in by_label]
    return cited or list(units)


def split_calls(units: Sequence[Unit], max_tokens: int) -> list[list[Unit]]:
    """Consecutive runs of units that fit one call; a single oversized unit gets its own."""
    calls: list[list[Unit]] = []
    current: list[Unit] = []
    size = 0
    for unit in units:
        if current and size + unit.tokens > max_tokens:
            calls.append(current)
            current, size = [], 0
        current.append(unit)
        size += unit.tokens
    if current:
        calls.append(current)
    return calls
