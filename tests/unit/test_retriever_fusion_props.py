"""Fusion holds for branch lists of any length: bounded, positive, monotone, never id order.

Property tests over random branch lists (lengths 0-3 and long ones, ties, huge spreads),
run through the same steps as the read path: pool, branch statistics, similarity and
bonuses, neighbour smoothing, final ranking.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, Hit
from memstream.services.retriever.bonuses import Signals
from memstream.services.retriever.fusion import (
    CollectionStats,
    dense_stats,
    fill_similarity,
    pool,
    score_pool,
    smooth,
    sparse_stats,
)
from memstream.services.retriever.rank import rank, shown_score
from memstream.services.retriever.settings import RetrieverSettings

S = RetrieverSettings()
NOW = 1_700_000_000.0
LIMIT = 50

cosines = st.floats(min_value=-1.0, max_value=1.0, allow_nan=False)
bm25 = st.one_of(
    st.floats(min_value=0.0, max_value=1e-6),
    st.floats(min_value=0.0, max_value=50.0),
    st.floats(min_value=0.0, max_value=1e12),
)


def hits(prefix: str, scores: Sequence[float]) -> list[Hit]:
    return [
        Hit(f"{prefix}{n}", score, {"tenant_id": "t", "speaker": "Ann", "event_time": NOW})
        for n, score in enumerate(scores)
    ]


def scored(dense: Sequence[float], sparse: Sequence[float], sparse_ids: Sequence[int]) -> list:
    """Rank episodes e0..: dense scores for the first ones, BM25 for the chosen ids."""
    dense_hits = hits("e", dense)
    sparse_hits = [
        Hit(f"e{i}", score, {"tenant_id": "t", "event_time": NOW})
        for i, score in zip(sparse_ids, sparse, strict=False)
    ]
    cands = pool({EPISODES: dense_hits}, {EPISODES: sparse_hits})
    stats = {
        EPISODES: CollectionStats(
            dense_stats(dense_hits, LIMIT, S), sparse_stats(sparse_hits, LIMIT, S)
        )
    }
    score_pool(cands, stats, Signals(speakers=("Ann",)), S)
    for n in range(len(dense)):  # a chain of neighbours, as turns of one session
        c = cands.get((EPISODES, f"e{n}"))
        if c is not None:
            c.previous = f"e{n - 1}" if n > 0 else None
            c.next = f"e{n + 1}"
    smooth(cands, fill_similarity(stats[EPISODES], S), S)
    return rank(cands, NOW, S)


@settings(max_examples=300, deadline=None)
@given(
    dense=st.lists(cosines, min_size=0, max_size=3) | st.lists(cosines, min_size=40, max_size=60),
    sparse=st.lists(bm25, min_size=0, max_size=3),
    data=st.data(),
)
def test_any_lists_give_finite_positive_bounded_scores(
    dense: list[float], sparse: list[float], data: st.DataObject
) -> None:
    size = max(len(dense), len(sparse))
    ids = (
        data.draw(
            st.lists(
                st.integers(0, max(0, size - 1)),
                min_size=len(sparse),
                max_size=len(sparse),
                unique=True,
            )
        )
        if size
        else []
    )
    ranking = scored(dense, sparse[: len(ids)], ids)
    for s in ranking:
        assert math.isfinite(s.score) and s.score > 0.0
        assert 0.0 < s.raw < 1.0
        assert 0.0 < shown_score(s.score) <= 1.0
    keys = [s.score for s in ranking]
    assert keys == sorted(keys, reverse=True)


@settings(max_examples=300, deadline=None)
@given(
    others=st.lists(cosines, min_size=0, max_size=60),
    cosine=cosines,
    sparse=st.lists(bm25, min_size=2, max_size=3),
    bump=st.floats(min_value=0.0, max_value=0.5),
)
def test_more_evidence_never_ranks_lower(
    others: list[float], cosine: float, sparse: list[float], bump: float
) -> None:
    """Two turns alike but for one branch's score: the better match never ranks below."""
    low, high = sorted(sparse[:2])
    dense = hits("e", [cosine, min(1.0, cosine + bump), *others])
    keyword = [Hit("e0", high, {"tenant_id": "t"}), Hit("e1", low, {"tenant_id": "t"})]
    cands = pool({EPISODES: dense}, {EPISODES: keyword})
    stats = {
        EPISODES: CollectionStats(dense_stats(dense, LIMIT, S), sparse_stats(keyword, LIMIT, S))
    }
    score_pool(cands, stats, Signals(), S)
    smooth(cands, fill_similarity(stats[EPISODES], S), S)  # no neighbours: no shares
    by_id = {s.cand.id: s for s in rank(cands, NOW, S)}
    e0, e1 = by_id["e0"], by_id["e1"]
    # e0 has the better BM25 and e1 the better cosine: each branch's z follows its score.
    assert e0.cand.sparse_z is not None and e1.cand.sparse_z is not None
    assert e0.cand.sparse_z >= e1.cand.sparse_z
    assert e0.cand.dense_z is not None and e1.cand.dense_z is not None
    assert e1.cand.dense_z >= e0.cand.dense_z
    if bump == 0.0:
        assert e0.score >= e1.score


@settings(max_examples=300, deadline=None)
@given(
    mean=st.floats(-1e6, 1e6),
    std=st.floats(1e-9, 1e6),
    a=st.floats(-1e12, 1e12),
    b=st.floats(-1e12, 1e12),
)
def test_bounded_z_is_monotone_and_finite(mean: float, std: float, a: float, b: float) -> None:
    from memstream.services.retriever.fusion import BranchStats

    stats = BranchStats(mean=mean, std=std, fill=0.0, cap=S.z_cap)
    za, zb = stats.z(a), stats.z(b)
    assert math.isfinite(za) and abs(za) <= S.z_cap
    if a <= b:
        assert za <= zb


def test_items_and_episodes_from_one_or_two_keyword_hits_are_ranked() -> None:
    """The collapse: a term matching one turn used to floor the spread at 1e-3, push every
    other candidate to z ≈ -3,500 and squash every score to exactly 0, ranked by id."""
    dense = hits("e", [0.30, 0.31, 0.29, 0.30, 0.28])
    sparse = [Hit("e3", 7.5, {"tenant_id": "t"})]
    items = [Hit("i0", 0.33, {"tenant_id": "t", "confidence": 0.9})]
    cands = pool({EPISODES: dense, ITEMS: items}, {EPISODES: sparse})
    stats = {
        EPISODES: CollectionStats(dense_stats(dense, LIMIT, S), sparse_stats(sparse, LIMIT, S)),
        ITEMS: CollectionStats(dense_stats(items, LIMIT, S), None),
    }
    score_pool(cands, stats, Signals(), S)
    smooth(cands, fill_similarity(stats[EPISODES], S), S)
    ranking = rank(cands, NOW, S)
    assert all(s.score > 0.0 for s in ranking)
    assert ranking[0].cand.id == "e3"  # the only keyword match leads
    assert len({round(s.score, 9) for s in ranking}) > 1


def test_a_turn_that_asks_is_weaker_evidence_than_one_that_tells() -> None:
    from memstream.services.retriever.speech import is_request

    assert is_request("what's a quick dinner I can make with salmon?")
    assert is_request("is it going to rain? ")
    assert not is_request("I had salmon for dinner, so good.")
    assert not is_request("Any idea? I think it was Porto.")
    # A task for the agent asks too, question mark or not.
    assert is_request("give me a curry recipe that takes under 30 minutes")
    # Chat drops the apostrophe and the question mark: "whats a good book for my club".
    assert is_request("whats a good book for my book club", dialogue=True)
    assert is_request("Explain compound interest like I'm five")
    assert is_request("hey, can you draft a polite email to my landlord")
    assert is_request("how cold will it get tonight, need to decide on a jacket")
    # Statements that open with a verb or a question word still tell.
    assert not is_request("Made pasta tonight, so good")
    assert not is_request("What a week, my boss quit")
    assert not is_request("Listening to a lot of jazz lately")
    assert not is_request("Showed my mom the new flat")
    asks = Hit("ask", 0.5, {"tenant_id": "t", "text": "Where should I live?"})
    tells = Hit("tell", 0.5, {"tenant_id": "t", "text": "I live in Porto."})
    cands = pool({EPISODES: [asks, tells]}, {})
    stats = {EPISODES: CollectionStats(dense_stats([asks, tells], LIMIT, S), None)}
    score_pool(cands, stats, Signals(), S)
    assert cands[(EPISODES, "ask")].bonus == -S.weight_request_turn
    assert cands[(EPISODES, "tell")].bonus == 0.0
    assert cands[(EPISODES, "ask")].features["request"] == S.weight_request_turn
    # Asked about themself ("where do I live?"), the asker's own request weighs less still.
    assert S.weight_request_turn_self > S.weight_request_turn
    score_pool(cands, stats, Signals(about_self=True), S)
    assert cands[(EPISODES, "ask")].bonus == -S.weight_request_turn_self
    assert cands[(EPISODES, "tell")].bonus == 0.0
    # A request that also tells something of its writer weighs what a telling request does;
    # in a dialogue (the question names a speaker) it is a question like any other.
    both = Hit("both", 0.5, {"tenant_id": "t", "text": "my new flat is tiny, any ideas?"})
    weights = S.model_copy(update={"weight_request_telling": 0.5})
    for signals, penalty in (
        (Signals(about_self=True), 0.5),
        (Signals(speakers=("Caroline",)), S.weight_request_turn),
    ):
        cands = pool({EPISODES: [both, tells]}, {})
        stats = {EPISODES: CollectionStats(dense_stats([both, tells], LIMIT, S), None)}
        score_pool(cands, stats, signals, weights)
        assert cands[(EPISODES, "both")].bonus == -penalty


def test_a_request_weighs_the_self_penalty_for_a_first_person_question_to_the_agent() -> None:
    """ "What name do I go by with you?" speaks to the agent and is still about its asker:
    "what's a good name for a fantasy football team" answers nothing of it. Asked what the
    agent said, the asker's own request is the evidence of what was asked."""
    from memstream.services.retriever.speech import (
        about_self,
        asks_as_self,
        not_to_agent,
        of_agent,
    )

    for question in ("What name do I go by with you?", "How should you address me?"):
        assert asks_as_self(question) and not about_self(question), question
    for question in ("What recipe did you give me?", "what did you tell me about rent?"):
        assert not asks_as_self(question), question
        assert of_agent(question), question
    assert not of_agent("What name do I go by with you?")
    # An agent asking of its own words about the user in the third person says "I".
    assert of_agent("what book did I recommend to her?")
    assert not of_agent("what book did I recommend to my sister?")
    assert not not_to_agent("what book did I recommend to her?")
    assert not_to_agent("what book does she like?")
    assert not asks_as_self("When did Caroline go hiking?")
    asks = Hit("ask", 0.5, {"tenant_id": "t", "text": "what's a good name for a team?"})
    tells = Hit("tell", 0.5, {"tenant_id": "t", "text": "Call me Raff, everyone does."})
    for signals, penalty in (
        (Signals(as_self=True), S.weight_request_turn_self),
        (Signals(), S.weight_request_turn),
    ):
        cands = pool({EPISODES: [asks, tells]}, {})
        stats = {EPISODES: CollectionStats(dense_stats([asks, tells], LIMIT, S), None)}
        score_pool(cands, stats, signals, S)
        assert cands[(EPISODES, "ask")].bonus == -penalty
        assert cands[(EPISODES, "tell")].bonus == 0.0
    # A request that also tells is weighed as a request when the question asks what the
    # agent said: what it tells is not what is asked.
    both = Hit("both", 0.5, {"tenant_id": "t", "text": "whats a good book, we like mysteries"})
    for signals, penalty in (
        (Signals(), S.weight_request_telling),
        (Signals(of_agent=True), S.weight_request_turn),
    ):
        cands = pool({EPISODES: [both, tells]}, {})
        stats = {EPISODES: CollectionStats(dense_stats([both, tells], LIMIT, S), None)}
        score_pool(cands, stats, signals, S)
        assert cands[(EPISODES, "both")].features["request"] == penalty


def test_an_agents_reply_is_weaker_evidence_when_the_asker_asks_about_themself() -> None:
    from memstream.services.retriever.speech import about_self, not_to_agent

    assert about_self("What firm do I work for?")
    assert about_self("where's my car parked")
    assert about_self("which hosting provider are we on?")  # the asker's household or team
    assert not about_self("are you sure we talked about it?")
    assert not about_self("What recipe did you give me?")
    assert not about_self("When did Caroline go hiking?")
    said_text = "I work at Hooli these days"
    reply_text = "Here is a polite reply you could send"
    said = Hit("said", 0.5, {"tenant_id": "t", "resource_kind": "user_input", "text": said_text})
    reply = Hit("reply", 0.5, {"tenant_id": "t", "resource_kind": "llm_output", "text": reply_text})
    # A question that does not speak to the agent ("who's doing the building work?") asks
    # of the asker's world too: the agent's advice on builders does not answer it.
    for signals, penalty in ((Signals(not_to_agent=True), -S.weight_agent_reply), (Signals(), 0.0)):
        cands = pool({EPISODES: [said, reply]}, {})
        stats = {EPISODES: CollectionStats(dense_stats([said, reply], LIMIT, S), None)}
        score_pool(cands, stats, signals, S)
        assert cands[(EPISODES, "reply")].bonus == penalty
        assert cands[(EPISODES, "said")].bonus == 0.0
    assert not_to_agent("who's actually doing the building work?")
    assert not_to_agent("where is mum's party being held?")
    assert not not_to_agent("what did you say about builders?")


def test_a_when_question_favours_turns_and_items_that_say_when_not_summaries() -> None:
    from memstream.services.common.stores.vectorstore import SUMMARIES

    dated_turn = Hit("t1", 0.5, {"tenant_id": "t", "text": "x", "mentions_time": True})
    # An episode's stored flag is what counts; one stored before the flag is read now.
    flagged_no = {"tenant_id": "t", "text": "the launch is on May 2", "mentions_time": False}
    undated_turn = Hit("t2", 0.5, flagged_no)
    old_turn = Hit("t3", 0.5, {"tenant_id": "t", "text": "we moved it to next Friday"})
    item = Hit("i1", 0.5, {"tenant_id": "t", "text": "Deadline got pushed, it's May 17, 2023."})
    plain_item = Hit("i2", 0.5, {"tenant_id": "t", "text": "User works at Hooli."})
    digest = Hit("s1", 0.5, {"tenant_id": "t", "text": "Work: the deadline is May 17, 2023."})
    turns = [dated_turn, undated_turn, old_turn]
    cands = pool({EPISODES: turns, ITEMS: [item, plain_item], SUMMARIES: [digest]}, {})
    stats = {
        name: CollectionStats(dense_stats(hits, LIMIT, S), None)
        for name, hits in ((EPISODES, turns), (ITEMS, [item, plain_item]), (SUMMARIES, [digest]))
    }
    score_pool(cands, stats, Signals(intent="when"), S)
    dated = {key[1] for key, c in cands.items() if c.features.get("when")}
    assert dated == {"t1", "t3", "i1"}
    assert cands[(ITEMS, "i1")].bonus == S.weight_when_mention
    # Another intent: no memory gets the bonus.
    fresh = pool({EPISODES: turns, ITEMS: [item, plain_item], SUMMARIES: [digest]}, {})
    score_pool(fresh, stats, Signals(intent="general"), S)
    assert not any(c.features.get("when") for c in fresh.values())
