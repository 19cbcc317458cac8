"""Final score arithmetic, fusion and smoothing, selection (dedupe, reserve, cap), context."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, Hit, Record
from memstream.services.common.timeparse import TimeRange
from memstream.services.retriever.answer import context_items
from memstream.services.retriever.bonuses import Signals
from memstream.services.retriever.fusion import (
    BranchStats,
    Candidate,
    CollectionStats,
    branch_stats,
    pool,
    score_pool,
    smooth,
    squash,
)
from memstream.services.retriever.neighbours import Neighbours
from memstream.services.retriever.query import Sentiment
from memstream.services.retriever.rank import (
    Scored,
    Selected,
    episode_turns,
    factors,
    rank,
    select,
)
from memstream.services.retriever.settings import RetrieverSettings

S = RetrieverSettings()
NOW = datetime(2024, 1, 31, tzinfo=UTC).timestamp()


def final_score(
    raw: float,
    collection: str,
    payload: dict[str, Any],
    now: float,
    settings: RetrieverSettings,
    sentiment: Sentiment = "neutral",
) -> float:
    """The final formula as `rank` applies it: raw × the product of its factors."""
    return raw * factors(collection, payload, now, settings, sentiment).product


def bz(z: float, cap: float = 10.0) -> float:
    """A z-score as fusion bounds it."""
    return cap * math.tanh(z / cap)


DAY = 86_400.0


def test_item_score_is_raw_times_decay_confidence_priority() -> None:
    payload = {"created_at": NOW - 12 * DAY, "confidence": 0.8, "retrieval_priority": 1.1}
    expected = 0.9 * math.exp(-0.01 * 12) * 0.8**0.5 * 1.1
    assert final_score(0.9, ITEMS, payload, NOW, S) == pytest.approx(expected)
    # The exponent sets how much an item's confidence weighs: 1 in full, 0 not at all.
    full = S.model_copy(update={"confidence_exponent": 1.0})
    assert final_score(0.9, ITEMS, payload, NOW, full) == pytest.approx(expected / 0.8**0.5 * 0.8)
    none = S.model_copy(update={"confidence_exponent": 0.0})
    assert final_score(0.9, ITEMS, payload, NOW, none) == pytest.approx(expected / 0.8**0.5)


def test_a_fresh_fact_outranks_a_slightly_better_old_one() -> None:
    # Seed 004: 0.9 relevance from 3 days ago beats 0.85 from 200 days ago.
    fresh = final_score(0.9, ITEMS, {"created_at": NOW - 3 * DAY}, NOW, S)
    old = final_score(0.85, ITEMS, {"created_at": NOW - 200 * DAY}, NOW, S)
    assert fresh > old


def test_episodes_never_decay_and_are_certain() -> None:
    payload = {"created_at": NOW - 400 * DAY, "confidence": 0.1}
    assert final_score(0.7, EPISODES, payload, NOW, S) == pytest.approx(0.7)
    assert final_score(0.7, EPISODES, {**payload, "retrieval_priority": 0.5}, NOW, S) == (
        pytest.approx(0.35)
    )


def test_sentiment_match_boosts_items() -> None:
    payload = {"created_at": NOW, "sentiment": "frustrated"}
    plain = final_score(0.5, ITEMS, payload, NOW, S)
    assert final_score(0.5, ITEMS, payload, NOW, S, "frustrated") == pytest.approx(plain * 1.1)
    assert final_score(0.5, ITEMS, payload, NOW, S, "excited") == pytest.approx(plain)


def test_negative_priority_is_floored_at_the_schedulers_floor() -> None:
    # Never 0: a memory that matched keeps a positive score (the scheduler's floor is 0.1).
    floored = final_score(0.5, ITEMS, {"retrieval_priority": -0.2}, NOW, S)
    assert floored == pytest.approx(final_score(0.5, ITEMS, {"retrieval_priority": 0.1}, NOW, S))
    assert floored > 0.0


def test_squash_is_monotonic_and_bounded() -> None:
    values = [squash(x) for x in (-800.0, -3.0, 0.0, 2.0, 800.0)]
    assert values == sorted(values)
    assert values[0] >= 0.0 and values[-1] <= 1.0
    assert squash(0.0) == 0.5


def hit(pid: str, score: float, **payload: Any) -> Hit:
    return Hit(pid, score, {"tenant_id": "t", **payload})


def test_branch_fill_is_the_last_score_of_a_full_list_and_zero_for_a_short_bm25_list() -> None:
    hits = [hit("a", 3.0), hit("b", 1.0)]
    prior = {"prior_std": 1.0, "prior_weight": 2.0, "cap": 10.0}
    full = branch_stats(hits, 2, missing_is_zero=True, **prior)
    short = branch_stats(hits, 5, missing_is_zero=True, **prior)
    assert full is not None and short is not None
    # Two hits of spread 1 pooled with two pseudo-hits of spread 1: spread 1.
    assert (full.mean, full.std, full.fill) == pytest.approx((2.0, 1.0, 1.0))
    assert short.fill == 0.0
    assert branch_stats([], 5, missing_is_zero=True, **prior) is None
    # One hit has no spread of its own: the prior's, shrunk by the hit (2 of 3 weights).
    flat = branch_stats([hit("a", 1.0)], 5, missing_is_zero=False, **{**prior, "prior_std": 0.5})
    assert flat is not None and flat.std == pytest.approx(0.5 * math.sqrt(2 / 3))


def test_pool_merges_branches_and_scores_z_sums_with_bonuses() -> None:
    dense = {EPISODES: [hit("a", 0.9, speaker="Ann"), hit("b", 0.5, speaker="Bob")]}
    sparse = {EPISODES: [hit("b", 4.0, speaker="Bob")]}
    cands = pool(dense, sparse)
    assert set(cands) == {(EPISODES, "a"), (EPISODES, "b")}
    stats = {EPISODES: CollectionStats(BranchStats(0.7, 0.2, 0.5), BranchStats(2.0, 1.0, 0.0))}
    settings = RetrieverSettings(weight_dense=1.0, weight_sparse=0.5, weight_speaker=3.0)
    score_pool(cands, stats, Signals(speakers=("Ann",)), settings)
    a, b = cands[(EPISODES, "a")], cands[(EPISODES, "b")]
    assert a.similarity == pytest.approx(bz(1.0) + 0.5 * bz(-2.0))  # missing from BM25: fill 0
    assert a.bonus == 3.0
    assert b.similarity == pytest.approx(bz(-1.0) + 0.5 * bz(2.0))
    assert b.bonus == 0.0


def test_no_speaker_bonus_when_the_question_names_two_speakers() -> None:
    cands = pool({EPISODES: [hit("a", 0.9, speaker="Ann")]}, {})
    stats = {EPISODES: CollectionStats(BranchStats(), None)}
    score_pool(cands, stats, Signals(speakers=("Ann", "Bob")), S)
    assert cands[(EPISODES, "a")].bonus == 0.0


def test_time_window_bonus_counts_a_few_days_of_slack() -> None:
    window = TimeRange(
        datetime(2023, 5, 1, tzinfo=UTC), datetime(2023, 6, 1, tzinfo=UTC), "in May 2023"
    )
    inside = datetime(2023, 5, 20, tzinfo=UTC).timestamp()
    told_later = datetime(2023, 6, 3, tzinfo=UTC).timestamp()
    outside = datetime(2023, 7, 1, tzinfo=UTC).timestamp()
    cands = pool(
        {
            EPISODES: [
                hit("in", 0.5, event_time=inside),
                hit("late", 0.5, event_time=told_later),
                hit("out", 0.5, event_time=outside),
            ]
        },
        {},
    )
    stats = {EPISODES: CollectionStats(BranchStats(), None)}
    score_pool(cands, stats, Signals(window=window), S)
    bonus = {k[1]: c.bonus for k, c in cands.items()}
    assert bonus == {"in": S.weight_time, "late": S.weight_time, "out": 0.0}


def test_when_questions_favour_episodes_that_mention_a_time() -> None:
    cands = pool(
        {EPISODES: [hit("dated", 0.5, mentions_time=True), hit("undated", 0.5)]},
        {},
    )
    stats = {EPISODES: CollectionStats(BranchStats(), None)}
    score_pool(cands, stats, Signals(intent="when"), S)
    assert cands[(EPISODES, "dated")].bonus == S.weight_when_mention
    assert cands[(EPISODES, "undated")].bonus == 0.0


def test_a_question_of_tastes_favours_stated_likings() -> None:
    """ "What would I pick for dinner?" is answered by "User loves pho", which MiniLM does not
    know for a food; any other question weighs a liking like any memory."""
    liking = hit("pho", 0.5, kind="preference", text="User loves pho, craving it again.")
    fact = hit("car", 0.5, kind="fact", text="User drives a Honda Civic.")

    def bonuses(tastes: bool) -> dict[str, float]:
        cands = pool({ITEMS: [liking, fact]}, {})
        score_pool(cands, {ITEMS: CollectionStats(BranchStats(), None)}, Signals(tastes=tastes), S)
        return {c.id: c.bonus for c in cands.values()}

    assert bonuses(True) == {"pho": S.weight_liking, "car": 0.0}
    assert bonuses(False) == {"pho": 0.0, "car": 0.0}


def test_smoothing_adds_shares_of_the_neighbours_similarity() -> None:
    a = Candidate(EPISODES, "a", {}, similarity=1.0, next="b")
    b = Candidate(EPISODES, "b", {}, similarity=2.0, bonus=1.0, previous="a", next="gone")
    c = Candidate(EPISODES, "c", {}, similarity=0.5)
    cands = {x.key: x for x in (a, b, c)}
    settings = RetrieverSettings(neighbour_prev=0.3, neighbour_next=0.2)
    smooth(cands, unseen=-1.0, settings=settings)
    assert a.fused == pytest.approx(1.0 + 0.2 * 2.0)
    assert b.fused == pytest.approx(2.0 + 1.0 + 0.3 * 1.0 + 0.2 * -1.0)
    assert c.fused == pytest.approx(0.5)


def test_an_item_is_smoothed_over_its_source_turns_neighbours() -> None:
    # The item's previous/next are the episodes around its source turn (here "b").
    a = Candidate(EPISODES, "a", {}, similarity=1.0)
    item = Candidate(ITEMS, "i", {}, similarity=2.0, previous="a", next="c")
    cands = {x.key: x for x in (a, item)}
    smooth(cands, unseen=-1.0, settings=RetrieverSettings(neighbour_prev=0.3, neighbour_next=0.2))
    assert item.fused == pytest.approx(2.0 + 0.3 * 1.0 + 0.2 * -1.0)


def test_a_reply_weighed_down_gains_nothing_from_a_turn_that_told() -> None:
    """Asked about the asker's world, an agent's reply (penalised, feature "reply") takes no
    credit from the user's turn before it, which told the fact and ranks on its own; it keeps
    a neighbour's penalty, and the credit of a turn that asked the agent for something."""
    settings = RetrieverSettings(neighbour_prev=0.3, neighbour_next=0.2)

    def reply_after(user_features: dict[str, float]) -> float:
        user = Candidate(EPISODES, "u", {}, similarity=2.0, features=user_features)
        reply = Candidate(
            EPISODES, "r", {}, similarity=1.0, previous="u", next="n", features={"reply": 1.0}
        )
        after = Candidate(EPISODES, "n", {}, similarity=-1.0)
        smooth({x.key: x for x in (user, reply, after)}, unseen=0.0, settings=settings)
        return reply.fused

    assert reply_after({}) == pytest.approx(1.0 + 0.2 * -1.0)  # the told turn's credit is gone
    assert reply_after({"request": 2.0}) == pytest.approx(1.0 + 0.3 * 2.0 + 0.2 * -1.0)
    # A reply not weighed down is smoothed as before.
    plain = Candidate(EPISODES, "r", {}, similarity=1.0, previous="u")
    user = Candidate(EPISODES, "u", {}, similarity=2.0)
    smooth({x.key: x for x in (user, plain)}, unseen=0.0, settings=settings)
    assert plain.fused == pytest.approx(1.0 + 0.3 * 2.0)


def test_asked_what_the_agent_said_a_reply_takes_its_requests_whole_similarity() -> None:
    """ "What podcast did you suggest?" matches the request ("recommend a podcast?"); the
    reply holds the answer, so it takes the request's similarity in place of its own. A
    reply after a turn that told, and a question not of the agent, are smoothed as before."""
    settings = RetrieverSettings(neighbour_prev=0.3, neighbour_next=0.2)
    agents = {"resource_kind": "llm_output"}

    def reply_after(user_features: dict[str, float], of_agent: bool) -> float:
        user = Candidate(EPISODES, "u", {}, similarity=4.0, features=user_features)
        reply = Candidate(EPISODES, "r", agents, similarity=0.5, previous="u")
        smooth({x.key: x for x in (user, reply)}, unseen=0.0, settings=settings, of_agent=of_agent)
        return reply.fused

    assert reply_after({"request": 1.0}, of_agent=True) == pytest.approx(4.0)
    assert reply_after({"request": 1.0}, of_agent=False) == pytest.approx(0.5 + 0.3 * 4.0)
    assert reply_after({}, of_agent=True) == pytest.approx(0.5 + 0.3 * 4.0)
    # A request that also tells carries no penalty; it is a request all the same.
    assert reply_after({"request": 0.0}, of_agent=True) == pytest.approx(4.0)
    # A reply closer to the question than its request keeps its own similarity.
    user = Candidate(EPISODES, "u", {}, similarity=4.0, features={"request": 1.0})
    close = Candidate(EPISODES, "c", agents, similarity=5.0, previous="u")
    smooth({x.key: x for x in (user, close)}, unseen=0.0, settings=settings, of_agent=True)
    assert close.fused == pytest.approx(5.0)
    # A person's turn after a request is no answer of the agent's.
    user = Candidate(EPISODES, "u", {}, similarity=4.0, features={"request": 1.0})
    person = Candidate(EPISODES, "p", {"resource_kind": "user_input"}, similarity=0.5, previous="u")
    smooth({x.key: x for x in (user, person)}, unseen=0.0, settings=settings, of_agent=True)
    assert person.fused == pytest.approx(0.5 + 0.3 * 4.0)


def test_rank_orders_by_final_score() -> None:
    a = Candidate(EPISODES, "a", {}, fused=0.0)
    b = Candidate(ITEMS, "b", {"confidence": 1.0, "created_at": NOW}, fused=2.0)
    c = Candidate(ITEMS, "c", {"confidence": 0.1, "created_at": NOW}, fused=2.0)
    order = [s.cand.id for s in rank({x.key: x for x in (a, b, c)}, NOW, S)]
    assert order == ["b", "a", "c"]


def episode(pid: str, turn: int, **extra: Any) -> Record:
    payload = {
        "tenant_id": "t",
        "session_id": "s1",
        "turn_number": turn,
        "part_index": 0,
        "speaker": "Ann",
        "text": f"turn {turn}",
        "resource_id": pid,
        "external_id": f"D1:{turn}",
        **extra,
    }
    return Record(pid, payload)


def scored_episode(record: Record, score: float, prev: str | None, nxt: str | None) -> Scored:
    cand = Candidate(EPISODES, record.id, record.payload, previous=prev, next=nxt)
    return Scored(cand, score, score)


def scored_item(pid: str, score: float, text: str) -> Scored:
    return Scored(Candidate(ITEMS, pid, {"text": text}), score, score)


def test_selection_skips_episodes_already_shown_as_context() -> None:
    records = {r.id: r for r in (episode("e1", 1), episode("e2", 2), episode("e3", 3))}
    ranking = [
        scored_episode(records["e2"], 0.9, "e1", "e3"),
        scored_episode(records["e3"], 0.8, "e2", None),
        scored_episode(records["e1"], 0.7, None, "e2"),
    ]
    chosen = select(ranking, records, limit=10, evidence_min=0, window=1, max_sources=3)
    assert len(chosen) == 1
    assert [t.id for t in chosen[0].turns] == ["e1", "e2", "e3"]


def test_max_sources_caps_the_turns_an_episode_shows() -> None:
    records = {r.id: r for r in (episode("e1", 1), episode("e2", 2), episode("e3", 3))}
    ranking = [scored_episode(records["e2"], 0.9, "e1", "e3")]
    one = select(ranking, records, limit=10, evidence_min=0, window=1, max_sources=1)
    assert [t.id for t in one[0].turns] == ["e2"]
    none = select(ranking, records, limit=10, evidence_min=0, window=0, max_sources=3)
    assert [t.id for t in none[0].turns] == ["e2"]


def test_episode_turns_leave_out_turns_shown_by_a_better_item() -> None:
    records = {r.id: r for r in (episode("e1", 1), episode("e2", 2), episode("e3", 3))}
    cand = Candidate(EPISODES, "e2", records["e2"].payload, previous="e1", next="e3")
    turns = episode_turns(cand, records, {"e3"}, window=1, max_sources=3)
    assert [t.id for t in turns] == ["e1", "e2"]


def test_selection_dedupes_items_by_text_and_applies_the_cap() -> None:
    ranking = [scored_item(f"i{n}", 1.0 - n / 100, f"fact number {n}") for n in range(12)]
    ranking.insert(1, scored_item("dup", 0.995, "Fact number 0!"))
    chosen = select(ranking, {}, limit=10, evidence_min=0, window=1, max_sources=3)
    assert [c.scored.cand.id for c in chosen] == [f"i{n}" for n in range(10)]


def test_evidence_slots_are_kept_for_episodes() -> None:
    records = {f"e{n}": episode(f"e{n}", n * 10) for n in range(3)}
    ranking = [scored_item(f"i{n}", 1.0 - n / 100, f"fact {n}") for n in range(10)]
    ranking += [scored_episode(records[f"e{n}"], 0.5 - n / 100, None, None) for n in range(3)]
    chosen = select(ranking, records, limit=5, evidence_min=2, window=1, max_sources=3)
    kinds = [c.scored.cand.collection for c in chosen]
    assert kinds == [ITEMS, ITEMS, ITEMS, EPISODES, EPISODES]
    # Without episodes to show, items take every slot.
    only_items = select(ranking[:10], {}, limit=5, evidence_min=2, window=1, max_sources=3)
    assert len(only_items) == 5


def sourced_item(pid: str, score: float, *sources: str) -> Scored:
    payload = {"text": f"fact {pid}", "source_resource_ids": list(sources)}
    return Scored(Candidate(ITEMS, pid, payload), score, score)


def with_resource(record: Record) -> Record:
    return Record(record.id, {**record.payload, "resource_id": record.id})


def test_an_item_shows_its_source_turn_alone_and_claims_it() -> None:
    records = {f"e{n}": episode(f"e{n}", n) for n in range(1, 8)}
    links = {"e4": Neighbours(previous="e3", next="e5")}
    ranking = [
        sourced_item("item", 0.99, "e4"),
        # Its previous turn is the item's source: it shows itself and its next turn only.
        scored_episode(records["e5"], 0.9, "e4", "e6"),
        scored_episode(records["e2"], 0.8, "e1", "e3"),
        # Its previous turn is shown by e5: itself alone.
        scored_episode(records["e7"], 0.7, "e6", None),
    ]
    chosen = select(
        ranking, records, limit=10, evidence_min=0, window=1, max_sources=3, links=links
    )
    # The fact shows its evidence, not a window of transcript around it.
    assert [c.scored.cand.id for c in chosen] == ["item", "e5", "e2", "e7"]
    assert [[t.id for t in c.turns] for c in chosen] == [
        ["e4"],
        ["e5", "e6"],
        ["e1", "e2", "e3"],
        ["e7"],
    ]
    # Without the window the item shows its source turn alone, as an episode shows its own.
    alone = select(ranking, records, limit=10, evidence_min=0, window=0, max_sources=3, links=links)
    assert [t.id for t in alone[0].turns] == ["e4"]
    assert [c.scored.cand.id for c in alone] == ["item", "e5", "e2", "e7"]


def test_an_item_shows_its_sources_and_no_neighbour() -> None:
    records = {f"e{n}": episode(f"e{n}", n) for n in range(1, 8)}
    links = {"e2": Neighbours("e1", "e3"), "e6": Neighbours("e5", "e7")}
    ranking = [sourced_item("item", 0.99, "e6", "e2", "unknown")]
    chosen = select(
        ranking, records, limit=10, evidence_min=0, window=1, max_sources=3, links=links
    )
    # Both sources found, in conversation order; none of their neighbours.
    assert [t.id for t in chosen[0].turns] == ["e2", "e6"]
    one = select(ranking, records, limit=10, evidence_min=0, window=1, max_sources=1, links=links)
    assert [t.id for t in one[0].turns] == ["e6"]


def test_a_chunked_source_is_shown_by_its_first_chunk() -> None:
    chunk = Record("e1#0", {**episode("e1", 1).payload, "chunk": 0, "chunks": 2})
    ranking = [sourced_item("item", 0.99, "e1")]
    chosen = select(ranking, {chunk.id: chunk}, limit=10, evidence_min=0, window=1, max_sources=3)
    assert [t.id for t in chosen[0].turns] == ["e1#0"]


def test_an_item_whose_source_turns_a_better_memory_shows_is_left_out() -> None:
    records = {f"e{n}": episode(f"e{n}", n) for n in range(1, 8)}
    links = {"e6": Neighbours("e5", "e7")}
    ranking = [
        scored_episode(records["e2"], 0.99, "e1", "e3"),
        sourced_item("repeat", 0.95, "e1", "e3"),
        # One source is new: it shows that one, not e3 again.
        sourced_item("partly", 0.9, "e3", "e6"),
        sourced_item("after", 0.85, "e7"),
    ]
    chosen = select(
        ranking, records, limit=10, evidence_min=0, window=1, max_sources=3, links=links
    )
    assert [c.scored.cand.id for c in chosen] == ["e2", "partly", "after"]
    assert [t.id for t in chosen[1].turns] == ["e6"]


def test_an_item_whose_source_turns_are_not_at_hand_gives_up_its_slot_to_their_episode() -> None:
    # Episode points named apart from their resources: the items' sources cannot be
    # looked up, so they show no turns, and an episode that shows them covers them.
    records = {
        f"p{n}": Record(f"p{n}", {**episode(f"p{n}", n).payload, "resource_id": f"r{n}"})
        for n in range(1, 6)
    }
    ranking = [
        # Covered by the worse-ranked p2 (which shows r1-r3): left out, its slot going to
        # the next memory (p5, with its neighbour).
        sourced_item("covered", 0.99, "r1", "r3"),
        sourced_item("partly", 0.95, "r3", "elsewhere"),
        Scored(Candidate(ITEMS, "unsourced", {"text": "no sources"}), 0.93, 0.93),
        scored_episode(records["p2"], 0.9, "p1", "p3"),
        scored_episode(records["p5"], 0.8, "p4", None),
    ]
    four = select(ranking, records, limit=4, evidence_min=0, window=1, max_sources=3)
    assert [c.scored.cand.id for c in four] == ["partly", "unsourced", "p2", "p5"]
    assert [c.turns for c in four[:2]] == [[], []]
    assert [t.id for t in four[3].turns] == ["p4", "p5"]
    # Only an episode that is shown covers: with three slots p2 is not reached.
    three = select(ranking, records, limit=3, evidence_min=0, window=1, max_sources=3)
    assert [c.scored.cand.id for c in three] == ["covered", "partly", "unsourced"]


def test_items_with_shown_turns_are_credited_with_them() -> None:
    records = {f"e{n}": episode(f"e{n}", n) for n in range(1, 4)}
    links = {"e2": Neighbours("e1", "e3")}
    payload = {
        "text": "Ann has a kitten",
        "kind": "fact",
        "source_resource_ids": ["e2"],
        "source_external_ids": ["D1:2"],
    }
    ranking = [Scored(Candidate(ITEMS, "item", payload), 0.9, 0.9)]
    shown = select(ranking, records, limit=10, evidence_min=0, window=1, max_sources=3, links=links)
    now = datetime.fromtimestamp(NOW, UTC)
    item = context_items(shown, now, S)[0]
    assert item.text.split("\n") == ["Ann has a kitten", "Ann: turn 2"]
    assert item.source_resource_ids == ["e2"]
    assert item.source_external_ids == ["D1:2"]
    # Without its turns at hand the item keeps its own provenance.
    bare = select(ranking, {}, limit=10, evidence_min=0, window=1, max_sources=3)
    item = context_items(bare, now, S)[0]
    assert item.text == "Ann has a kitten"
    assert item.source_external_ids == ["D1:2"]


def test_a_covered_item_stays_when_its_episode_shows_only_itself() -> None:
    records = {f"e{n}": with_resource(episode(f"e{n}", n)) for n in range(1, 4)}
    ranking = [
        sourced_item("item", 0.99, "e1"),
        scored_episode(records["e2"], 0.9, "e1", "e3"),
    ]
    # max_sources=1: e2 shows its own turn only, so e1 is the item's alone.
    chosen = select(ranking, records, limit=10, evidence_min=0, window=1, max_sources=1)
    assert [c.scored.cand.id for c in chosen] == ["item", "e2"]


def test_items_take_their_own_keyword_weight() -> None:
    dense = {EPISODES: [hit("e", 0.5)], ITEMS: [hit("i", 0.5)]}
    sparse = {EPISODES: [hit("e", 4.0)], ITEMS: [hit("i", 4.0)]}
    cands = pool(dense, sparse)
    same = CollectionStats(BranchStats(0.5, 1.0, 0.0), BranchStats(2.0, 1.0, 0.0))
    stats = {EPISODES: same, ITEMS: same}
    settings = RetrieverSettings(weight_dense=1.0, weight_sparse=0.8, weight_sparse_items=0.2)
    score_pool(cands, stats, Signals(), settings)
    assert cands[(EPISODES, "e")].similarity == pytest.approx(0.8 * bz(2.0))
    assert cands[(ITEMS, "i")].similarity == pytest.approx(0.2 * bz(2.0))


def test_an_episode_repeating_a_better_ones_words_is_shown_once() -> None:
    first = Record("e1", {**episode("e1", 1).payload, "text": "Everyone at work loves the bakery!"})
    again = Record("e9", {**episode("e9", 9).payload, "text": "everyone at work loves the bakery"})
    other = episode("e5", 5)
    records = {r.id: r for r in (first, again, other)}
    ranking = [
        scored_episode(first, 0.9, None, None),
        scored_episode(again, 0.9, None, None),
        scored_episode(other, 0.5, None, None),
    ]
    chosen = select(ranking, records, limit=10, evidence_min=0, window=0, max_sources=1)
    assert [c.scored.cand.id for c in chosen] == ["e1", "e5"]


def test_one_request_in_one_frame_takes_one_slot() -> None:
    """Seven "what's a quick dinner I can make with ...?" requests would fill the context the
    user's "craving pho again" needs; one shows them. Another request, or the same words in
    an agent's reply, still takes its own slot."""
    texts = {
        "e1": "what's a quick dinner I can make with leeks and feta?",
        "e2": "what's a quick dinner I can make with tofu and rice?",
        "e3": "what's a good gift for someone who likes camping?",
        "e4": "craving pho again, third time this week lol",
    }
    records = {
        pid: Record(pid, {**episode(pid, n).payload, "text": t, "resource_kind": "user_input"})
        for n, (pid, t) in enumerate(texts.items(), start=1)
    }
    reply = {"text": "what's a quick dinner I can make with tofu and rice?"}
    records["e5"] = Record(
        "e5", {**episode("e5", 5).payload, **reply, "resource_kind": "llm_output"}
    )
    ranking = [scored_episode(r, 0.9 - i / 10, None, None) for i, r in enumerate(records.values())]
    chosen = select(ranking, records, limit=10, evidence_min=0, window=0, max_sources=1)
    assert [c.scored.cand.id for c in chosen] == ["e1", "e3", "e4", "e5"]


def test_a_surfaced_conflict_side_takes_the_place_and_its_score() -> None:
    weak = {"text": "User works at Cyberdyne.", "kind": "fact", "confidence": 0.6}
    strong = {"text": "User works at Globex.", "kind": "fact", "confidence": 0.9}
    strong["contradicts"] = ["weak"]
    chosen = [
        Selected(Scored(Candidate(ITEMS, "weak", weak), 0.8, 0.8)),
        Selected(Scored(Candidate(EPISODES, "e1", {"text": "hi", "kind": "episode"}), 0.6, 0.6)),
        Selected(Scored(Candidate(ITEMS, "strong", strong), 0.4, 0.4)),
    ]
    items = context_items(chosen, datetime.fromtimestamp(NOW, UTC), S)
    assert [i.id for i in items] == ["strong", "e1", "weak"]
    assert [i.score for i in items] == sorted((i.score for i in items), reverse=True)
    assert items[0].score == pytest.approx(0.8)
    assert items[0].explain is not None and items[0].explain.relevance == pytest.approx(0.4)
