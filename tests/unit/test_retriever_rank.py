"""Final score arithmetic, fusion and smoothing, selection (dedupe, reserve, cap), context."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

import pytest

from services.common.timeparse import TimeRange
from services.common.vectorstore import EPISODES, ITEMS, Hit, Record
from services.retriever.fusion import (
    BranchStats,
    Candidate,
    CollectionStats,
    Signals,
    branch_stats,
    pool,
    score_pool,
    smooth,
    squash,
)
from services.retriever.rank import Scored, episode_turns, final_score, rank, select
from services.retriever.settings import RetrieverSettings

S = RetrieverSettings()
NOW = datetime(2024, 1, 31, tzinfo=UTC).timestamp()
DAY = 86_400.0


def test_item_score_is_raw_times_decay_confidence_priority() -> None:
    payload = {"created_at": NOW - 12 * DAY, "confidence": 0.8, "retrieval_priority": 1.1}
    expected = 0.9 * math.exp(-0.01 * 12) * 0.8 * 1.1
    assert final_score(0.9, ITEMS, payload, NOW, S) == pytest.approx(expected)


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


def test_negative_priority_is_floored_at_zero() -> None:
    assert final_score(0.5, ITEMS, {"retrieval_priority": -0.2}, NOW, S) == 0.0


def test_squash_is_monotonic_and_bounded() -> None:
    values = [squash(x) for x in (-800.0, -3.0, 0.0, 2.0, 800.0)]
    assert values == sorted(values)
    assert values[0] >= 0.0 and values[-1] <= 1.0
    assert squash(0.0) == 0.5


def hit(pid: str, score: float, **payload: Any) -> Hit:
    return Hit(pid, score, {"tenant_id": "t", **payload})


def test_branch_fill_is_the_last_score_of_a_full_list_and_zero_for_a_short_bm25_list() -> None:
    hits = [hit("a", 3.0), hit("b", 1.0)]
    full = branch_stats(hits, 2, missing_is_zero=True, min_std=1e-3)
    short = branch_stats(hits, 5, missing_is_zero=True, min_std=1e-3)
    assert full is not None and short is not None
    assert (full.mean, full.std, full.fill) == (2.0, 1.0, 1.0)
    assert short.fill == 0.0
    assert branch_stats([], 5, missing_is_zero=True, min_std=1e-3) is None
    flat = branch_stats([hit("a", 1.0)], 5, missing_is_zero=False, min_std=0.5)
    assert flat is not None and flat.std == 0.5


def test_pool_merges_branches_and_scores_z_sums_with_bonuses() -> None:
    dense = {EPISODES: [hit("a", 0.9, speaker="Ann"), hit("b", 0.5, speaker="Bob")]}
    sparse = {EPISODES: [hit("b", 4.0, speaker="Bob")]}
    cands = pool(dense, sparse)
    assert set(cands) == {(EPISODES, "a"), (EPISODES, "b")}
    stats = {EPISODES: CollectionStats(BranchStats(0.7, 0.2, 0.5), BranchStats(2.0, 1.0, 0.0))}
    settings = RetrieverSettings(weight_dense=1.0, weight_sparse=0.5, weight_speaker=3.0)
    score_pool(cands, stats, Signals(speakers=("Ann",)), settings)
    a, b = cands[(EPISODES, "a")], cands[(EPISODES, "b")]
    assert a.similarity == pytest.approx(1.0 + 0.5 * -2.0)  # missing from BM25: fill 0
    assert a.bonus == 3.0
    assert b.similarity == pytest.approx(-1.0 + 0.5 * 2.0)
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


def test_an_item_whose_source_turns_an_episode_shows_gives_up_its_slot() -> None:
    records = {f"e{n}": with_resource(episode(f"e{n}", n)) for n in range(1, 6)}
    ranking = [
        # Covered by the worse-ranked e2 (which shows e1-e3): left out, its slot going to
        # the next memory (e5, with its neighbour).
        sourced_item("covered", 0.99, "e1", "e3"),
        sourced_item("partly", 0.95, "e3", "elsewhere"),
        Scored(Candidate(ITEMS, "unsourced", {"text": "no sources"}), 0.93, 0.93),
        scored_episode(records["e2"], 0.9, "e1", "e3"),
        scored_episode(records["e5"], 0.8, "e4", None),
    ]
    four = select(ranking, records, limit=4, evidence_min=0, window=1, max_sources=3)
    assert [c.scored.cand.id for c in four] == ["partly", "unsourced", "e2", "e5"]
    assert [t.id for t in four[3].turns] == ["e4", "e5"]
    # Only an episode that is shown covers: with three slots e2 is not reached.
    three = select(ranking, records, limit=3, evidence_min=0, window=1, max_sources=3)
    assert [c.scored.cand.id for c in three] == ["covered", "partly", "unsourced"]


def test_a_covered_item_stays_when_its_episode_shows_only_itself() -> None:
    records = {f"e{n}": with_resource(episode(f"e{n}", n)) for n in range(1, 4)}
    ranking = [
        sourced_item("item", 0.99, "e1"),
        scored_episode(records["e2"], 0.9, "e1", "e3"),
    ]
    # max_sources=1: e2 shows its own turn only, so e1 is the item's alone.
    chosen = select(ranking, records, limit=10, evidence_min=0, window=1, max_sources=1)
    assert [c.scored.cand.id for c in chosen] == ["item", "e2"]
