"""Priority classes of the embedder's queue: which texts the next backend call embeds."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.contracts.embed import EmbedPriority, EmbedRequest
from memstream.services.embedder.queues import (
    FADE_AFTER_S,
    RANKS,
    ClassQueues,
    Pending,
    QueryOrder,
    Slice,
    Until,
)

PROMOTE = 2.0


def job(priority: EmbedPriority, n: int, at: float, name: str = "") -> Pending:
    return Pending([f"{name or priority}-{i}" for i in range(n)], priority, at)


def names(batch: list[Slice[Pending]]) -> list[str]:
    return [t for part in batch for t in part.job.texts[part.start : part.end]]


def test_a_batch_fills_from_the_best_class_waiting() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    for j in (job("enrich", 2, 0.0), job("index", 2, 0.1), job("query", 1, 0.2)):
        q.push(j)
    assert names(q.take(3, now=0.3)) == ["query-0", "index-0", "index-1"]
    assert names(q.take(3, now=0.3)) == ["enrich-0", "enrich-1"]
    assert q.pending == 0
    assert not q


def test_enrichment_queued_behind_a_burst_of_episodes_waits_for_the_burst() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    q.push(job("enrich", 4, 0.0))
    for i in range(3):
        q.push(job("index", 4, 0.1 * i, name=f"ep{i}"))
    first, second = q.take(4, now=0.5), q.take(4, now=0.6)
    assert names(first) == [f"ep0-{i}" for i in range(4)]
    assert names(second) == [f"ep1-{i}" for i in range(4)]
    assert q.promoted == 0


def test_an_aged_enrich_job_is_served_among_index_jobs_by_arrival() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    q.push(job("index", 2, 0.0, name="early"))
    q.push(job("enrich", 2, 0.5, name="item"))
    q.push(job("index", 2, 1.0, name="late"))
    # At 2.6 s the item has waited 2.1 s: it ranks as index and arrived before "late".
    assert names(q.take(6, now=2.6)) == [
        "early-0", "early-1", "item-0", "item-1", "late-0", "late-1",
    ]  # fmt: skip
    assert q.promoted == 1


def test_an_aged_enrich_job_still_waits_behind_queries() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    q.push(job("enrich", 1, 0.0, name="item"))
    q.push(job("query", 1, 9.0, name="q"))
    assert names(q.take(1, now=10.0)) == ["q-0"]
    assert names(q.take(1, now=10.0)) == ["item-0"]


def test_abandoned_jobs_are_dropped_and_their_texts_uncounted() -> None:
    @dataclass(eq=False)
    class Abandonable(Pending):
        gone: bool = False

        @property
        def live(self) -> bool:
            return not self.gone

    q: ClassQueues[Abandonable] = ClassQueues(PROMOTE)
    dead = Abandonable(["x", "y"], "index", 0.0, gone=True)
    alive = Abandonable(["z"], "enrich", 0.0)
    q.push(dead)
    q.push(alive)
    assert q.pending == 3
    assert names(q.take(8, now=0.0)) == ["z"]  # type: ignore[arg-type]
    assert q.pending == 0


def test_a_request_without_a_class_is_served_by_its_purpose() -> None:
    assert EmbedRequest(texts=["a"], purpose="query").effective_priority == "query"
    assert EmbedRequest(texts=["a"]).effective_priority == "index"
    assert EmbedRequest(texts=["a"], priority="enrich").effective_priority == "enrich"


def test_negative_promotion_age_is_refused() -> None:
    with pytest.raises(ValueError, match="promote_after_s"):
        ClassQueues(-1.0)


# --- property: every text is dispatched exactly once, in class order, age bound kept --------

_arrivals = st.lists(
    st.tuples(
        st.sampled_from(["query", "index", "enrich"]),
        st.integers(min_value=1, max_value=7),  # texts in the request
        st.floats(min_value=0.0, max_value=0.8),  # time since the previous event
    ),
    min_size=1,
    max_size=30,
)


@settings(max_examples=300, deadline=None)
@given(
    arrivals=_arrivals,
    room=st.integers(min_value=1, max_value=9),
    takes_per_arrival=st.integers(min_value=0, max_value=2),
    promote=st.sampled_from([0.0, 0.5, 2.0]),
)
def test_every_text_goes_exactly_once_best_rank_first(
    arrivals: list[tuple[EmbedPriority, int, float]],
    room: int,
    takes_per_arrival: int,
    promote: float,
) -> None:
    q: ClassQueues[Pending] = ClassQueues(promote)
    now = 0.0
    jobs: list[Pending] = []
    seen: dict[tuple[int, int], int] = {}

    def take() -> None:
        waiting = [j for j in jobs if j.left > 0]
        texts_waiting = sum(j.left for j in waiting)
        batch = q.take(room, now)
        assert sum(p.end - p.start for p in batch) == min(room, texts_waiting)
        ranks = [q.rank(p.job, now) for p in batch]
        assert ranks == sorted(ranks)  # best rank first within the batch
        for part in batch:
            for i in range(part.start, part.end):
                key = (id(part.job), i)
                seen[key] = seen.get(key, 0) + 1
        # Nothing left behind ranks ahead of anything taken, and within a rank nothing left
        # behind arrived before a job that was started in this batch.
        left = [j for j in waiting if j.left > 0]
        for part in batch:
            r = q.rank(part.job, now)
            for other in left:
                if other is part.job:
                    continue
                assert q.rank(other, now) >= r
                if q.rank(other, now) == r:
                    assert other.seq > part.job.seq

    for priority, n, gap in arrivals:
        now += gap
        j = Pending([f"t{k}" for k in range(n)], priority, now)
        jobs.append(j)
        q.push(j)
        for _ in range(takes_per_arrival):
            take()
    while q:
        now += 0.1
        take()
    assert q.pending == 0
    assert sorted(seen) == sorted((id(j), i) for j in jobs for i in range(len(j.texts)))
    assert set(seen.values()) == {1}
    for j in jobs:
        assert j.left == 0
        assert RANKS[j.priority] >= q.rank(j, now)


def test_only_enrichment_means_young_item_texts_and_nothing_else() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    assert not q.only_enrichment(0.0)  # nothing waits at all
    q.push(job("enrich", 1, at=0.0))
    assert q.only_enrichment(1.0)
    # Aged past the bound it ranks as an episode: nothing may hold it back any longer.
    assert not q.only_enrichment(PROMOTE + 0.5)
    q.push(job("index", 1, at=1.0))
    assert not q.only_enrichment(1.0)


def test_without_young_enrichment_a_batch_still_takes_aged_item_texts() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    q.push(job("enrich", 1, at=0.0, name="old"))
    q.push(job("index", 1, at=PROMOTE, name="e"))
    q.push(job("enrich", 1, at=PROMOTE, name="young"))
    now = PROMOTE + 0.5
    assert names(q.take(8, now, young_enrich=False)) == ["old-0", "e-0"]
    assert q.pending == 1
    assert names(q.take(8, now)) == ["young-0"]


def test_a_job_whose_caller_stops_waiting_before_a_call_ends_is_set_aside() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    for _ in range(40):
        q.observe(0.5, now=0.8, texts=4)  # calls of 4 in half a second, measured just now
    hopeless = job("query", 1, 0.0, name="late")
    hopeless.until = Until(1.2)  # 0.4 s left at 0.8: less than a call takes
    in_time = job("query", 1, 0.1, name="soon")
    in_time.until = Until(1.4)  # 0.6 s left
    patient = job("index", 2, 0.0, name="ep")  # says nothing: never set aside
    for j in (hopeless, in_time, patient):
        q.push(j)
    assert names(q.take(8, now=0.8)) == ["soon-0", "ep-0", "ep-1"]
    assert q.take_hopeless() == [hopeless] and q.take_hopeless() == []
    assert q.pending == 0 and not q


def test_a_query_is_judged_by_the_call_it_would_go_in() -> None:
    """A lane's call of 16 queries takes a third of a call of 16 queries and 48 episodes:
    a query with 0.3 s left makes the first and not the second."""
    q: ClassQueues[Pending] = ClassQueues(PROMOTE, QueryOrder(batch=16))
    for _ in range(20):
        q.observe(0.55, now=1.0, texts=64)
        q.observe(0.165, now=1.0, texts=16)
    assert q.expected(1.0, 16) < 0.3 < q.expected(1.0, 64)

    def queries(n: int) -> list[Pending]:
        made = [job("query", 1, 0.9, name=f"q{i}") for i in range(n)]
        for j in made:
            j.until = Until(1.3)
            q.push(j)
        return made

    lane = queries(16)
    assert len(q.take_queries(64, now=1.0)) == 16 and q.take_hopeless() == []
    assert all(j.left == 0 for j in lane)
    mixed = queries(16)
    q.push(job("index", 48, 0.0, name="ep"))
    assert names(q.take(64, now=1.0)) == [f"ep-{i}" for i in range(48)]
    assert q.take_hopeless() == mixed

    # With a query lane beside the call, they are left for the lane's short call instead.
    q.lane = True
    left = queries(16)
    q.push(job("index", 48, 0.0, name="ep2"))
    assert names(q.take(64, now=1.0)) == [f"ep2-{i}" for i in range(48)]
    assert q.take_hopeless() == [] and q.pending == 16
    assert len(q.take_queries(64, now=1.0)) == 16 and q.take_hopeless() == []
    assert all(j.left == 0 for j in left)


def test_a_job_already_in_a_call_is_finished_whatever_its_deadline() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    split = job("index", 4, 0.0, name="big")
    split.until = Until(1.0)
    q.push(split)
    assert names(q.take(2, now=0.1)) == ["big-0", "big-1"]
    for _ in range(40):  # the rest could not make it alone, but half of it is embedded
        q.observe(5.0, now=0.9)
    assert names(q.take(2, now=0.9)) == ["big-2", "big-3"]
    assert q.take_hopeless() == []


def test_the_expected_call_time_fades_when_nothing_measures_it() -> None:
    """After a spell of slow calls every job may be set aside, and then no call measures
    the time again: past a grace the estimate halves every second, so jobs get through."""
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    for _ in range(20):
        q.observe(1.2, now=10.0)  # slow calls: longer than any caller's one-second wait
    assert q.expected(10.0) == pytest.approx(1.2, rel=0.01)
    late = job("query", 1, 10.0, name="late")
    late.until = Until(11.0)
    q.push(late)
    assert names(q.take(8, now=10.0)) == [] and q.take_hopeless() == [late]
    assert q.expected(10.0 + FADE_AFTER_S) == pytest.approx(1.2, rel=0.01)  # not yet
    at = 10.0 + FADE_AFTER_S + 2.0
    assert q.expected(at) == pytest.approx(0.3, rel=0.01)
    fresh = job("query", 1, at, name="fresh")
    fresh.until = Until(at + 1.0)
    q.push(fresh)
    assert names(q.take(8, now=at)) == ["fresh-0"]


def test_a_job_is_kept_while_a_request_that_joined_it_still_waits() -> None:
    until = Until(1.0)
    until.extend(5.0)
    assert until.at == 5.0
    until.extend(2.0)
    assert until.at == 5.0
    until.extend(None)  # a joiner that does not say how long it waits
    assert until.at is None
    until.extend(9.0)
    assert until.at is None
