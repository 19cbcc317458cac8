"""Write-path domain logic without a broker: gate, confidence, contradictions, dedup."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memstream.contracts.items import MemoryItem, item_id
from memstream.contracts.turns import Resource
from memstream.services.common.stores.vectorstore import Hit, Record
from memstream.services.extractor import conflicts
from memstream.services.extractor.confidence import (
    confirmed,
    contradicted,
    merged,
    starting_confidence,
)
from memstream.services.extractor.dedup import Create, Idempotent, Merge, Reject, decide
from memstream.services.extractor.gate import gate, is_transcript_echo
from memstream.services.extractor.items import Candidate, candidate
from memstream.services.extractor.model import ExtractionOut, FactOut
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.units import build_units

SETTINGS = ExtractorSettings()
T0 = datetime(2024, 1, 1, tzinfo=UTC)


def fact(text: str = "User lives in Berlin.", **over: Any) -> FactOut:
    fields: dict[str, Any] = {"text": text, "fact_score": 0.9, "usefulness": 0.8}
    fields.update(over)
    return FactOut(**fields)


def resource(n: int = 0, session: str = "s1", text: str = "x", days: int = 0) -> Resource:
    return Resource(
        resource_id=f"t:{session}:{n}:0",
        tenant_id="t",
        agent_id="a",
        session_id=session,
        turn_number=n,
        part_index=0,
        kind="user_input",
        speaker="user",
        text=text,
        event_time=T0 + timedelta(days=days),
        external_id=f"D{n}",
    )


def cand(text: str, n: int = 0, session: str = "s1", days: int = 0, **over: Any) -> Candidate:
    units = build_units([resource(n, session, text, days)])
    return candidate(fact(text, sources=["R1"], **over), units, SETTINGS, "rules")


def stored(c: Candidate, **over: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "tenant_id": c.tenant_id,
        "kind": c.kind,
        "text": c.text,
        "confidence": c.confidence,
        "status": "active",
        "session_id": c.session_id,
        "source_session_ids": [c.session_id],
        "source_resource_ids": list(c.source_resource_ids),
        "event_time": c.event_time,
    }
    payload.update(over)
    return payload


def hit(c: Candidate, score: float, **over: Any) -> Hit:
    return Hit(c.item_id, score, stored(c, **over))


# --- gate ---------------------------------------------------------------------------------


def test_gate_accepts_a_useful_fact() -> None:
    assert gate(fact(), ["I live in Berlin."], SETTINGS).accepted


def test_gate_rejects_opinions_below_the_fact_score_threshold() -> None:
    decision = gate(fact("Python is the best.", fact_score=0.49), [], SETTINGS)
    assert (decision.accepted, decision.reason) == (False, "opinion")
    assert gate(fact(fact_score=0.5), [], SETTINGS).accepted


def test_gate_rejects_chatter_at_or_below_usefulness_0_7() -> None:
    decision = gate(fact(usefulness=0.7), [], SETTINGS)
    assert (decision.accepted, decision.reason) == (False, "chatter")
    assert "0.70" in decision.detail
    assert gate(fact(usefulness=0.71), [], SETTINGS).accepted


def test_gate_rejects_raw_transcript_echoes() -> None:
    message = (
        "So yesterday I finally went to the new climbing gym downtown. The staff were lovely "
        "and I signed up for a monthly pass. I think I will go twice a week from now on."
    )
    echo = gate(fact(message), [message], SETTINGS)
    assert (echo.accepted, echo.reason) == (False, "transcript_echo")
    dialogue = gate(fact("User: hi there\nAssistant: hello, how can I help"), [], SETTINGS)
    assert dialogue.reason == "transcript_echo"
    long_text = " ".join(["word"] * (SETTINGS.max_fact_words + 1))
    assert gate(fact(long_text), [], SETTINGS).reason == "transcript_echo"
    # An atomic fact that restates a short message is not an echo.
    assert gate(fact("User lives in Berlin."), ["I live in Berlin."], SETTINGS).accepted


def test_echo_needs_most_of_a_multi_sentence_source() -> None:
    source = " ".join(f"Sentence number {i} is here." for i in range(8))
    assert is_transcript_echo("Sentence number 3 is here.", [source], 60, 0.9) is None
    assert is_transcript_echo(source, [source], 60, 0.9) is not None


def test_gate_rejects_empty_text() -> None:
    assert gate(fact("Yes"), [], SETTINGS).reason == "empty"


# --- confidence ---------------------------------------------------------------------------


def test_starting_confidence_by_strength() -> None:
    assert starting_confidence("explicit", SETTINGS) == 0.9
    assert starting_confidence("implied", SETTINGS) == 0.7
    assert starting_confidence("inferred", SETTINGS) == 0.5


def test_confidence_arithmetic_and_caps() -> None:
    assert merged(0.9, SETTINGS) == pytest.approx(0.95)
    assert merged(0.98, SETTINGS) == 1.0
    assert confirmed(0.7, SETTINGS) == pytest.approx(0.8)
    assert confirmed(0.95, SETTINGS) == 1.0
    assert contradicted(0.9, SETTINGS) == pytest.approx(0.7)
    assert contradicted(0.1, SETTINGS) == 0.0


# --- contradictions -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("new", "old", "rule"),
    [
        ("User lives in Paris now.", "User lives in Berlin.", "value"),
        ("User does not eat meat anymore.", "User eats meat.", "negation"),
        ("User doesn't like tea.", "User likes tea.", "negation"),
        ("User's favourite food is pizza.", "User's favourite food is sushi.", "value"),
        ("User works at Meta.", "User works at Google as an engineer.", "value"),
        ("User prefers coffee over tea.", "User prefers tea over coffee.", "value"),
        ("User likes coffee.", "User likes tea.", None),
        ("User has a cat.", "User has a dog.", None),
        ("User works at Google.", "User works at Google as an engineer.", None),
        ("User lived in Paris.", "User lives in Berlin.", None),
        ("Anna works at Google.", "User works at Meta.", None),
        ("User lives in Berlin.", "User lives in Berlin.", None),
        # Slots: change verbs and synonyms state the same single value.
        ("User lives in Porto, moved there in the spring.", "User lives in Lisbon.", "value"),
        ("User and others relocated to Porto in the spring.", "User lives in Lisbon.", "value"),
        ("User moved to Austin in 2021.", "User lives in Austin.", None),
        ("User moved to the couch.", "User lives in Lisbon.", None),
        ("User is based in Oslo.", "User lives in Lisbon.", "value"),
        ("User joined Globex.", "User works at Initech.", "value"),
        (
            "User works at Hooli now.",
            "User works at Initech as a developer, started 2024.",
            "value",
        ),
        ("User's manager is Tom.", "User's new boss is Priya.", "value"),
        ("User's car is a Rivian.", "User's car is a Corolla.", "value"),
        ("User's favorite drink is a flat white.", "User's favourite drink is tea.", "value"),
        ("User works as a senior analyst, promoted today.", "User works as a developer.", "value"),
        ("User's girlfriend is Chloe.", "User's girlfriend is Mia.", "value"),
        ("User's report is due on April 19.", "User's report is due April 12.", "value"),
        ("User's report is due on Friday.", "User's grant proposal is due April 12.", None),
        # Routine days compare as sets; the same routine on other days replaces it.
        (
            "User's gym days are Tuesday and Thursday from now on.",
            "User's gym days are Monday.",
            "value",
        ),
        (
            "User's gym days are Thursday and Tuesday.",
            "User's gym days are Tuesday and Thursday.",
            None,
        ),
        (
            "User works from home on Mondays and Fridays now.",
            "User works from home on Tuesdays.",
            "value",
        ),
        ("User swims on Mondays.", "User works from home on Tuesdays.", None),
        # Endings retire the present value with that object.
        ("User left Initech.", "User works at Initech as a backend developer.", "negation"),
        ("User sold User's Corolla.", "User's car is a Corolla.", "negation"),
        ("User broke up with Sam.", "User is dating Sam.", "negation"),
        ("User left Initech.", "User visited Initech.", None),
        ("User sold the Corolla.", "User's car is a Tesla.", None),
        ("User likes pottery.", "User likes chess.", None),
    ],
)
def test_contradiction_rule(new: str, old: str, rule: str | None) -> None:
    assert conflicts.contradiction(new, old) == rule


def test_resolution() -> None:
    # Older news than the stored item: cannot be resolved, the gate rejects it.
    assert conflicts.resolve(0.9, 10.0, 0.7, 20.0) == "reject"
    # At least as credible as the penalised old item: supersedes it.
    assert conflicts.resolve(0.7, 20.0, 0.7, 10.0) == "supersede"
    # Weaker (inferred 0.5 against 0.7): both stay, linked by `contradicts`.
    assert conflicts.resolve(0.5, 20.0, 0.7, 10.0) == "contradict"


# --- dedup decision -----------------------------------------------------------------------


def test_new_fact_is_created() -> None:
    c = cand("User lives in Berlin.")
    assert decide(c, None, [], SETTINGS) == Create()


def test_redelivered_fact_is_idempotent() -> None:
    c = cand("User lives in Berlin.")
    exact = Record(c.item_id, stored(c))
    assert decide(c, exact, [], SETTINGS) == Idempotent(
        c.item_id, MemoryItem.from_payload(exact.payload)
    )
    other = cand("User resides in Berlin.")
    near = Hit(other.item_id, 0.95, stored(other, source_resource_ids=list(c.source_resource_ids)))
    assert isinstance(decide(c, None, [near], SETTINGS), Idempotent)


def test_exact_text_from_the_same_session_merges_plus_0_05() -> None:
    first = cand("User lives in Berlin.", n=0)
    again = cand("User lives in Berlin.", n=1)
    d = decide(again, Record(first.item_id, stored(first)), [], SETTINGS)
    assert isinstance(d, Merge)
    assert (d.confirmation, d.reword, d.similarity) == (False, False, 1.0)
    assert d.confidence_after == pytest.approx(0.95)


def test_same_claim_from_another_session_confirms_plus_0_1() -> None:
    first = cand("User lives in Berlin.", session="s1")
    again = cand("User lives in Berlin.", n=5, session="s2")
    d = decide(again, Record(first.item_id, stored(first, confidence=0.7)), [], SETTINGS)
    assert isinstance(d, Merge) and d.confirmation
    assert d.confidence_after == pytest.approx(0.8)


def test_near_duplicate_above_0_85_merges_with_fresher_wording() -> None:
    old = cand("User loves hiking in the Alps.", n=0)
    new = cand("User enjoys hiking in the Alps.", n=1)
    d = decide(new, None, [hit(old, 0.951)], SETTINGS)
    assert isinstance(d, Merge)
    assert (d.target_id, d.reword, d.confirmation) == (old.item_id, True, False)
    assert d.confidence_after == pytest.approx(0.95)
    assert isinstance(decide(new, None, [hit(old, 0.85)], SETTINGS), Create)


def test_same_session_duplicate_is_preferred() -> None:
    new = cand("User enjoys hiking in the Alps.", n=3, session="s2")
    other = cand("User loves hiking in the Alps!", n=1, session="s1")
    same = cand("User likes hiking in the Alps.", n=2, session="s2")
    d = decide(new, None, [hit(other, 0.97), hit(same, 0.9)], SETTINGS)
    assert isinstance(d, Merge) and d.target_id == same.item_id


def test_contradiction_supersedes_when_new_claim_is_credible() -> None:
    old = cand("User lives in Berlin.", n=0, days=0)
    new = cand("User lives in Paris now.", n=1, days=30)
    d = decide(new, None, [hit(old, 0.63)], SETTINGS)
    assert isinstance(d, Create)
    [action] = d.conflicts
    assert (action.old_item_id, action.rule, action.outcome) == (old.item_id, "value", "supersede")
    assert action.confidence_after == pytest.approx(0.7)


def test_negated_near_duplicate_is_a_contradiction_not_a_merge() -> None:
    old = cand("User eats meat.", n=0)
    new = cand("User does not eat meat anymore.", n=1, days=1)
    d = decide(new, None, [hit(old, 0.894)], SETTINGS)
    assert isinstance(d, Create) and d.conflicts[0].rule == "negation"


def test_weaker_contradicting_claim_is_kept_with_a_contradicts_link() -> None:
    old = cand("User lives in Berlin.", n=0)
    new = cand("User lives in Paris.", n=1, days=2, strength="inferred")
    d = decide(new, None, [hit(old, 0.63, confidence=0.9)], SETTINGS)
    assert isinstance(d, Create) and d.conflicts[0].outcome == "contradict"


def test_older_contradicting_claim_is_rejected_as_conflict() -> None:
    old = cand("User lives in Paris.", n=5, days=30)
    new = cand("User lives in Berlin.", n=0, days=0)
    d = decide(new, None, [hit(old, 0.63)], SETTINGS)
    assert isinstance(d, Reject) and d.reason == "conflict" and d.against == old.item_id


def test_contradiction_below_the_conflict_threshold_is_not_checked() -> None:
    old = cand("User lives in Berlin.")
    new = cand("User lives in Paris.", n=1, days=1)
    assert decide(new, None, [hit(old, SETTINGS.conflict_threshold - 0.01)], SETTINGS) == Create()


def test_superseded_text_asserted_again_is_revived() -> None:
    old = cand("User lives in Berlin.")
    exact = Record(old.item_id, stored(old, status="superseded"))
    again = cand("User lives in Berlin.", n=9, days=60)
    d = decide(again, exact, [], SETTINGS)
    assert isinstance(d, Create) and d.revive == MemoryItem.from_payload(exact.payload)


def test_kinds_never_merge_and_lessons_are_not_compared() -> None:
    text = "User prefers tea over coffee."
    pref = cand(text, kind="preference")
    lesson = hit(pref, 1.0, kind="lesson")
    lesson = Hit(item_id("t", text, "lesson"), 1.0, lesson.payload)
    # Same resource, same wording, cosine 1: neither "already stored" nor a merge target.
    assert decide(pref, None, [lesson], SETTINGS) == Create()
    later = cand(text, n=1, kind="preference")
    assert decide(later, None, [lesson], SETTINGS) == Create()
    # Nor is it contradicted by one (the behaviour loop owns its lifecycle), where the
    # same claim of a preference would be superseded.
    rival = {**lesson.payload, "text": "User prefers coffee over tea."}
    newer = cand(text, n=1, days=1, kind="preference")
    assert decide(newer, None, [Hit(lesson.id, 0.8, rival)], SETTINGS) == Create()
    as_claim = decide(newer, None, [Hit("p", 0.8, {**rival, "kind": "preference"})], SETTINGS)
    assert isinstance(as_claim, Create) and as_claim.conflicts[0].outcome == "supersede"
    # A near-duplicate of another extracted kind is not merged into; its own kind is.
    fact = cand("User drinks green tea every morning.", n=2)
    habit = cand("User drinks green tea each morning.", n=3, kind="preference")
    assert decide(fact, None, [hit(habit, 0.95)], SETTINGS) == Create()
    same = cand("User drinks green tea each morning.", n=3)
    assert isinstance(decide(fact, None, [hit(same, 0.95)], SETTINGS), Merge)


def test_unreadable_stored_points_are_skipped() -> None:
    c = cand("User lives in Berlin.")
    broken = Record(c.item_id, {"tenant_id": "t", "text": "x", "confidence": "high"})
    assert decide(c, broken, [Hit("b", 0.99, {"text": 1})], SETTINGS) == Create()


# --- candidates ---------------------------------------------------------------------------


def test_candidate_normalises_and_keeps_provenance() -> None:
    units = build_units([resource(0, text="a"), resource(1, text="b")])
    c = candidate(
        fact(
            "  User  lives in Berlin ",
            kind="Preferences",
            strength="Implied",
            sentiment="happy",
            category="Job",
            tags=["#Move", "move", "city life"],
            sources=["R2", "R9"],
        ),
        units,
        SETTINGS,
        "llm",
    )
    assert c.text == "User lives in Berlin."
    assert (c.kind, c.strength, c.sentiment, c.category) == (
        "preference",
        "implied",
        "excited",
        "work",
    )
    assert c.tags == ("move", "city_life")
    assert c.confidence == 0.7
    assert c.source_resource_ids == ("t:s1:1:0",) and c.source_external_ids == ("D1",)
    assert c.item_id == item_id("t", "user lives in berlin", "preference")


def test_uncited_fact_is_credited_to_every_unit() -> None:
    units = build_units([resource(0, text="a"), resource(1, text="b")])
    c = candidate(fact(sources=[]), units, SETTINGS, "llm")
    assert c.source_resource_ids == ("t:s1:0:0", "t:s1:1:0")


def test_item_ids_ignore_case_spacing_and_final_punctuation() -> None:
    assert item_id("t", "User lives in Berlin.", "fact") == item_id(
        "t", "user  lives in berlin", "fact"
    )
    assert item_id("t", "User lives in Berlin.", "fact") != item_id(
        "u", "User lives in Berlin.", "fact"
    )


def test_model_output_tolerates_percentages_but_not_missing_scores() -> None:
    out = ExtractionOut.model_validate(
        {"facts": [{"text": "x y", "fact_score": 85, "usefulness": 0.9}]}
    )
    assert out.facts[0].fact_score == 0.85
    with pytest.raises(ValueError):
        ExtractionOut.model_validate({"facts": [{"text": "x y"}]})


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("User's sister is amazing.", "User's sister is a nurse."),
        ("User's flat is cozy.", "User's flat is tiny."),
        ("User's boss is nice.", "User's boss is Tom."),
        ("User's car is red.", "User's car is a Tesla."),
        ("User's family is awesome.", "User's family is User's motivation."),
    ],
)
def test_a_description_beside_a_value_is_no_contradiction(new: str, old: str) -> None:
    assert conflicts.contradiction(new, old) is None
    assert conflicts.contradiction(old, new) is None


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("User's favourite food is tacos.", "User's favourite food is ramen."),
        ("User's car is a Honda Civic.", "User's car is a Tesla."),
        ("User's manager is Rafael.", "Dana is User's manager."),
    ],
)
def test_two_values_of_one_kind_still_contradict(new: str, old: str) -> None:
    assert conflicts.contradiction(new, old) == "value"
