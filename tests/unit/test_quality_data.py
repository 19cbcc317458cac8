"""The small-tenant conversation generator: deterministic, realistic in shape, and its
questions never share a content word with the facts they ask about."""

from __future__ import annotations

import random
from collections import Counter
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.services.retriever.topics import TOPICS as RETRIEVER_TOPICS
from tests.support.quality_data import (
    SIZES,
    Statement,
    content_words,
    generate_tenant,
    isolation_pair,
    mentions_value,
    question_for,
    suite,
)
from tests.support.quality_filler import TOPICS, every_filler_text, filler_turn
from tests.support.quality_other_words import OTHER_WORDS
from tests.support.quality_slots import SLOT_BY_NAME, SLOTS, Said, SlotSpec

seeds = st.integers(min_value=0, max_value=10_000)
sizes = st.sampled_from(SIZES)


def _value_free(said: Said) -> str:
    return " ".join(said).replace("{v}", "")


def test_content_words_drop_stop_words_and_fold_inflections() -> None:
    assert content_words("What's the name of my pet?") == {"nam", "pet"}
    assert content_words("We moved again") == content_words("moving") == {"mov"}
    assert content_words("I live in Lisbon") & content_words("where do I live?")
    assert not content_words("What do I call my furry friend?") & content_words(
        "btw my cat Miso knocked over my coffee again"
    )


def test_mentions_value_matches_whole_phrases_with_case_for_names() -> None:
    assert mentions_value("I'm on sertraline now", "sertraline")
    assert mentions_value("Ramen again tonight", "ramen")
    assert mentions_value("Turning 30 in June, ugh", "June")
    assert not mentions_value("I may go", "May 2")
    assert not mentions_value("deadline is May 27", "May 2")
    assert not mentions_value("taco truck downstairs", "tacos")
    assert not mentions_value("samosas for everyone", "Sam")
    assert mentions_value("my Tesla Model 3 is great", "Tesla Model 3")


@given(size=sizes, seed=seeds)
@settings(max_examples=60, deadline=None)
def test_same_seed_same_tenant_and_the_shape_of_a_conversation(size: int, seed: int) -> None:
    tenant = generate_tenant(size, seed)
    assert generate_tenant(size, seed) == tenant
    assert len(tenant.turns) == size
    assert all(t.user_input.strip() and t.llm_output.strip() for t in tenant.turns)
    times = [t.event_time for t in tenant.turns]
    assert times == sorted(times) and len(set(times)) == size
    assert tenant.now > times[-1]
    # Turn numbers count up from 0 within each session; sessions are days apart.
    by_session: dict[str, list[int]] = {}
    for turn in tenant.turns:
        by_session.setdefault(turn.session_id, []).append(turn.turn_number)
    assert all(numbers == list(range(len(numbers))) for numbers in by_session.values())
    assert tenant.session_id not in by_session
    starts = [t.event_time for t in tenant.turns if t.turn_number == 0]
    gaps = [later - earlier for earlier, later in zip(starts, starts[1:], strict=False)]
    assert all(gap.total_seconds() > 12 * 3600 for gap in gaps)
    facts = len(tenant.probes)
    assert (1 <= facts <= 2) if size == 3 else facts == {10: 3, 30: 5, 100: 8, 300: 12}[size]


@given(size=sizes, seed=seeds)
@settings(max_examples=80, deadline=None)
def test_questions_share_no_content_word_with_their_facts(size: int, seed: int) -> None:
    tenant = generate_tenant(size, seed)
    for probe in tenant.probes:
        asked = content_words(probe.question)
        for said in probe.statements:
            assert not asked & content_words(f"{said.text} {said.reply}"), (probe, said)
            assert not mentions_value(probe.question, said.value)
            assert not asked & content_words(said.value)


@given(size=sizes, seed=seeds)
@settings(max_examples=60, deadline=None)
def test_statements_sit_in_the_conversation_and_updates_come_later(size: int, seed: int) -> None:
    tenant = generate_tenant(size, seed)
    turns = {(t.session_id, t.turn_number): t for t in tenant.turns}
    for probe in tenant.probes:
        assert probe.tenant_id == tenant.tenant_id
        times = [s.event_time for s in probe.statements]
        assert times == sorted(times) and len(set(times)) == len(times)
        assert len(probe.values) == len(probe.statements)  # every restatement is a change
        assert probe.answer == probe.statements[-1].value
        for said in probe.statements:
            turn = turns[(said.session_id, said.turn_number)]
            assert (turn.user_input, turn.llm_output) == (said.text, said.reply)
            assert turn.event_time == said.event_time
            assert mentions_value(said.text, said.value)


@given(size=sizes, seed=seeds)
@settings(max_examples=60, deadline=None)
def test_a_value_is_named_only_by_the_turns_that_state_it(size: int, seed: int) -> None:
    tenant = generate_tenant(size, seed)
    for probe in tenant.probes:
        for value in probe.values:
            naming = {
                (t.session_id, t.turn_number)
                for t in tenant.turns
                if mentions_value(f"{t.user_input} {t.llm_output}", value)
            }
            stating = {(s.session_id, s.turn_number) for s in probe.statements if s.value == value}
            assert naming == stating, (value, naming, stating)


def test_tenants_of_every_size_change_facts_and_carry_distractors() -> None:
    tenants = suite([1, 2, 3])
    for size in SIZES[1:]:
        of_size = [t for t in tenants if t.size == size]
        assert all(any(p.updated for p in t.probes) for t in of_size)
    versions = [len(p.statements) for t in tenants if t.size >= 30 for p in t.probes]
    assert 3 in versions  # some fact changes twice
    messages = [turn.user_input for t in tenants for turn in t.turns]
    assert any("office coffee machine" in m for m in messages)
    assert any("is so loud, barked all night" in m for m in messages)
    assert len({t.tenant_id for t in tenants}) == len(tenants)


def test_every_statement_leaves_at_least_two_questions() -> None:
    for spec in SLOTS:
        for said in spec.statements + spec.updates:
            used = content_words(_value_free(said))
            fits = [q for q in spec.questions if not content_words(q) & used]
            assert len(fits) >= 2, (spec.name, said, fits)


def test_a_slot_without_a_fitting_question_is_refused() -> None:
    spec = SlotSpec("pet", ("Miso",), (("my pet {v}", "ok"),), ("what pet?",))
    said = Statement(
        "pet", "Miso", "s000", 0, datetime(2024, 1, 1, tzinfo=UTC), "my pet Miso", "ok"
    )
    with pytest.raises(ValueError, match="avoids the words"):
        question_for(spec, [said], random.Random(0))


def test_filler_names_no_fact_value_and_covers_every_topic() -> None:
    texts = every_filler_text()
    for spec in SLOTS:
        for value in spec.values:
            assert not any(mentions_value(text, value) for text in texts), value
    rng = random.Random(7)
    topics = Counter(filler_turn(rng)[0] for _ in range(2000))
    assert set(topics) == {t.name for t in TOPICS}
    assert len({filler_turn(rng)[1] for _ in range(2000)}) > 400  # varied vocabulary


@given(size=sizes, seed=seeds)
@settings(max_examples=40, deadline=None)
def test_isolation_pairs_hold_the_same_slots_with_values_never_shared(size: int, seed: int) -> None:
    first, second = isolation_pair(size, seed)
    assert (first.rival, second.rival) == (second.tenant_id, first.tenant_id)
    assert [p.slot for p in first.probes] == [p.slot for p in second.probes]
    assert [len(p.values) for p in first.probes] == [len(p.values) for p in second.probes]
    mine = {v for p in first.probes for v in p.values}
    theirs = {v for p in second.probes for v in p.values}
    assert not mine & theirs
    assert not any(mentions_value(text, v) for text in first.texts() for v in theirs)


def test_unknown_size_is_refused() -> None:
    with pytest.raises(ValueError, match="size must be one of"):
        generate_tenant(7, 1)


def test_every_slot_can_be_asked_in_other_words_and_only_the_question_changes() -> None:
    from tests.support.quality_other_words import OTHER_WORDS, asked_in_other_words

    assert set(OTHER_WORDS) == set(SLOT_BY_NAME)
    for slot, questions in OTHER_WORDS.items():
        assert not set(questions) & set(SLOT_BY_NAME[slot].questions), slot
    tenants = suite([1, 2], (10, 30))
    other = asked_in_other_words(tenants)
    assert [t.tenant_id for t in other] == [t.tenant_id for t in tenants]
    asked = set()
    for before, after in zip(tenants, other, strict=True):
        assert after.turns == before.turns
        for p, q in zip(before.probes, after.probes, strict=True):
            assert (q.slot, q.statements) == (p.slot, p.statements)
            assert q.question in OTHER_WORDS[q.slot]
            asked.add(q.question)
    assert len(asked) > len(OTHER_WORDS)  # both wordings of a slot get asked


def _wording(question: str) -> str:
    """A question's words, lower case, with "'s" read as "is" and punctuation dropped."""
    words = question.lower().replace("'s ", " is ").replace("?", " ").split()
    return " ".join(words)


def test_no_question_asked_in_evaluation_is_one_of_the_retrievers_examples() -> None:
    """The retriever's topic examples are general phrasings; a question of the suite or of
    its other-words check among them would measure a lookup, not retrieval."""
    examples = {_wording(q) for asked, _ in RETRIEVER_TOPICS.values() for q in asked}
    asked = [q for slot in SLOTS for q in slot.questions]
    asked += [q for qs in OTHER_WORDS.values() for q in qs]
    assert len(asked) > 80
    assert [q for q in asked if _wording(q) in examples] == []
    assert _wording("When's my deadline?") == _wording("When is my deadline")  # the check bites
