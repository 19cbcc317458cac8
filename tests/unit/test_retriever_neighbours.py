"""Neighbour lookup by deterministic episode ids."""

from __future__ import annotations

from memstream.services.retriever.neighbours import EpisodeRef, probe_ids, resolve


def ref(
    turn: int, part: int = 0, chunk: int = 0, chunks: int = 1, session: str = "s"
) -> EpisodeRef:
    suffix = f"#{chunk}" if chunks > 1 else ""
    return EpisodeRef(
        f"t:{session}:{turn}:{part}{suffix}", "t", session, (turn, part, chunk), chunks
    )


def test_from_payload_needs_an_episode_position() -> None:
    payload = {"tenant_id": "t", "session_id": "s", "turn_number": 4, "part_index": 1}
    assert EpisodeRef.from_payload("x", payload) == EpisodeRef("x", "t", "s", (4, 1, 0), 1)
    assert EpisodeRef.from_payload("y", {"tenant_id": "t", "text": "an item"}) is None


def test_probes_cover_the_other_parts_and_the_adjacent_turns() -> None:
    assert probe_ids(ref(5, 0), max_parts=2) == [
        "t:s:4:0",
        "t:s:4:1",
        "t:s:5:1",
        "t:s:6:0",
    ]
    assert probe_ids(ref(5, 1), max_parts=2) == ["t:s:5:0", "t:s:5:2", "t:s:6:0"]
    assert probe_ids(ref(0, 0), max_parts=2) == ["t:s:0:1", "t:s:1:0"]


def test_chunks_neighbour_the_chunks_of_their_resource() -> None:
    assert probe_ids(ref(3, 0, chunk=0, chunks=3), 4) == ["t:s:3:0#1"]
    assert probe_ids(ref(3, 0, chunk=1, chunks=3), 4) == ["t:s:3:0#0", "t:s:3:0#2"]


def test_resolve_picks_the_closest_existing_episode_on_each_side() -> None:
    me = ref(5, 0)
    found = [ref(4, 0), ref(4, 1), ref(5, 1), ref(6, 0), ref(5, 1, session="other")]
    near = resolve(me, found)
    assert (near.previous, near.next) == ("t:s:4:1", "t:s:5:1")


def test_resolve_at_the_edges_of_a_session() -> None:
    near = resolve(ref(0, 0), [ref(1, 0)])
    assert (near.previous, near.next) == (None, "t:s:1:0")
    assert resolve(ref(9, 0), []).next is None
