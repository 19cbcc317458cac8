"""The turns each memory shows, fetched from the vector store by id.

An episode is shown with the turns right before and after it; an item with the turns it
was extracted from and their neighbours (`neighbours` has the id rules: which point ids may
hold those turns). They are fetched for the best `neighbour_probe` episodes and items before
smoothing, which credits a memory whose neighbours match as well (`fusion.smooth`), and for
memories chosen beyond those after selection (`Turns.fetch_missing`). Each fetch is one
store call for the ids not asked for yet; most probed ids do not exist.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from memstream.services.common.stores.vectorstore import EPISODES, Record
from memstream.services.retriever.fusion import Candidate, Key, best_first
from memstream.services.retriever.neighbours import (
    EpisodeRef,
    Neighbours,
    probe_ids,
    resolve,
    source_points,
)
from memstream.services.retriever.rank import Selected
from memstream.services.retriever.run import Reads

Probe = tuple[EpisodeRef, list[str]]  # an episode and the ids that may hold its neighbours


class Turns:
    """The episodes one retrieval fetched to show: `records` by id (the episode hits to
    begin with) and `links`, the neighbours of each episode probed."""

    def __init__(
        self,
        reads: Reads,
        candidates: Mapping[Key, Candidate],
        *,
        probe: int,
        max_parts: int,
    ) -> None:
        self.records: dict[str, Record] = {
            c.id: Record(c.id, c.payload) for c in candidates.values() if c.collection == EPISODES
        }
        self.links: dict[str, Neighbours] = {}
        self._asked: set[str] = set()
        self._reads = reads
        self._probe = probe
        self._max_parts = max_parts

    async def link_best(self, candidates: Mapping[Key, Candidate]) -> None:
        """Fetch the turns around the best episodes and the best items' source turns, and
        record who neighbours whom.

        An item is shown with its source turns and their neighbours, so it is smoothed
        over those neighbours as an episode is over its own: without that, items skip the
        share (usually negative: most neighbours are not matches) every episode gets and
        outrank episodes that hold the evidence more often.
        """

        def best(cands: Iterable[Candidate]) -> list[Candidate]:
            return sorted(cands, key=best_first)[: self._probe]

        episodes = best(c for c in candidates.values() if c.collection == EPISODES)
        items = best(
            c for c in candidates.values() if c.collection != EPISODES and source_points(c.payload)
        )
        # One call for the episodes' neighbours and the items' source turns together.
        probes = self._probes((c.id, c.payload) for c in episodes)
        sources = [p for c in items for p in source_points(c.payload)]
        await self._fetch(_probed(probes) + sources)
        _mark(episodes, self._around(probes))
        await self.link_sources(items)

    async def link_sources(self, items: Sequence[Candidate]) -> None:
        """Fetch the source turns of `items` and the turns around them; an item's own
        neighbours are those of its first source turn found."""
        points = [p for c in items for p in source_points(c.payload)]
        await self._fetch(points)
        probes = self._probes(
            (p, self.records[p].payload)
            for p in dict.fromkeys(points)
            if p in self.records and p not in self.links
        )
        await self._fetch(_probed(probes))
        self._around(probes)
        for cand in items:
            first = next((p for p in source_points(cand.payload) if p in self.links), None)
            if first is not None:
                _show(cand, self.links[first])
            cand.features["sourced"] = 1.0

    async def fetch_missing(self, chosen: Sequence[Selected]) -> bool:
        """Turns of chosen memories that were not looked up beforehand; rare. False when
        there were none.

        Episodes outside the probed best miss their neighbours; items beyond the ones
        whose sources were fetched (a walk that skipped many) miss their source turns.
        """
        episodes = [
            c.scored.cand for c in chosen if c.is_episode and "probed" not in c.scored.cand.features
        ]
        items = [
            c.scored.cand
            for c in chosen
            if not c.is_episode and "sourced" not in c.scored.cand.features
        ]
        if not episodes and not items:
            return False
        if episodes:
            probes = self._probes((c.id, c.payload) for c in episodes)
            await self._fetch(_probed(probes))
            _mark(episodes, self._around(probes))
        if items:
            await self.link_sources(items)
        return True

    def _probes(self, points: Iterable[tuple[str, Mapping[str, Any]]]) -> list[Probe]:
        """The ids that may hold the episodes around each of `points`."""
        probes = []
        for point_id, payload in points:
            ref = EpisodeRef.from_payload(point_id, payload)
            if ref is not None:
                probes.append((ref, probe_ids(ref, self._max_parts)))
        return probes

    def _around(self, probes: Sequence[Probe]) -> dict[str, Neighbours]:
        """The closest fetched episode before and after each probed one, kept in `links`."""
        found: dict[str, Neighbours] = {}
        for ref, ids in probes:
            around = [
                other
                for other in (
                    EpisodeRef.from_payload(i, self.records[i].payload)
                    for i in ids
                    if i in self.records
                )
                if other is not None
            ]
            found[ref.id] = resolve(ref, around)
        self.links.update(found)
        return found

    async def _fetch(self, ids: Sequence[str]) -> None:
        """One store call for the episodes among `ids` not fetched or asked for yet."""
        wanted = sorted({i for i in ids if i not in self.records and i not in self._asked})
        if not wanted:
            return
        self._asked.update(wanted)
        for record in await self._reads.get(EPISODES, wanted):
            self.records[record.id] = record


def _probed(probes: Sequence[Probe]) -> list[str]:
    return [i for _, ids in probes for i in ids]


def _show(cand: Candidate, near: Neighbours) -> None:
    cand.previous, cand.next = near.previous, near.next


def _mark(episodes: Sequence[Candidate], near: Mapping[str, Neighbours]) -> None:
    """Episodes probed, with the neighbours found for them."""
    for cand in episodes:
        if cand.id in near:
            _show(cand, near[cand.id])
        cand.features["probed"] = 1.0
