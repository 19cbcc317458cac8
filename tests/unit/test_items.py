"""The memory item model: id rule, payload round trip of every writer, leniency, snapshot."""

from __future__ import annotations

import types
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, Union, get_args, get_origin

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

import memstream.services.extractor.items as extractor_items
import memstream.services.tools.writes as tools_writes
from memstream.contracts import ids
from memstream.contracts.events import EntityRef, ItemSnapshot
from memstream.contracts.items import (
    OPTIONAL_FIELDS,
    ItemPayloadError,
    MemoryItem,
    entity_id,
    item_id,
)
from memstream.contracts.turns import Resource
from memstream.services.common.stores import vectorstore
from memstream.services.common.stores.vectorstore import Hit, Record
from memstream.services.extractor.dedup import Merge, decide
from memstream.services.extractor.items import candidate, new_item
from memstream.services.extractor.model import EntityOut, FactOut
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.units import build_units
from memstream.services.extractor.writer import merged_item
from memstream.services.scheduler.behaviours.corrections import find_corrections
from memstream.services.scheduler.behaviours.lessons import lesson_id, lesson_item
from memstream.services.scheduler.jobs import decay, nightly, weekly
from memstream.services.scheduler.jobs.weekly import insight_id, insight_item
from memstream.services.tools.items import stated_item

SETTINGS = ExtractorSettings()
T0 = datetime(2024, 1, 1, tzinfo=UTC)
NOW = T0.timestamp() + 3600.0

# The keys the extractor wrote for a new item before the model existed (services/extractor
# items.new_payload): stored points keep being read and written under exactly these names.
EXTRACTOR_KEYS = {
    "tenant_id", "agent_id", "project_id", "domain", "kind", "text", "category", "tags",
    "entity_ids", "entities", "strength", "sentiment", "confidence", "retrieval_priority",
    "status", "created_at", "updated_at", "event_time", "valid_until", "last_accessed",
    "access_count", "decay_rate", "protected", "source_resource_ids", "source_external_ids",
    "source_session_ids", "session_id", "supersedes", "contradicts", "contradicted_by",
    "confirmations", "contradictions", "embedding_model", "fact_score", "usefulness",
    "extractor",
}  # fmt: skip


def resource(n: int = 0, session: str = "s1", text: str = "I live in Berlin.") -> Resource:
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
        event_time=T0 + timedelta(minutes=n),
        external_id=f"D{n}",
    )


def extracted(text: str = "User lives in Berlin with Anna.", n: int = 0, **over: Any) -> Any:
    fields: dict[str, Any] = {
        "text": text,
        "kind": "fact",
        "tags": ["home"],
        "entities": [EntityOut(name="Anna", type="person", aliases=["Annie"])],
        "fact_score": 0.9,
        "usefulness": 0.8,
        "sources": ["R1"],
    }
    fields.update(over)
    return candidate(FactOut(**fields), build_units([resource(n)]), SETTINGS, "rules")


# --- the id rule ------------------------------------------------------------------------


def test_ids_of_stored_points_are_the_ones_stored_before() -> None:
    # Computed with the id functions the writers had before the model: existing points
    # must be found under the same ids.
    assert item_id("t", "User lives in Berlin.", "fact") == "42f17a8a-9c91-5cae-83b0-1fcf0e7bdaa1"
    assert lesson_id("t", "User prefers tea over coffee.") == (
        "522bfbcf-7338-5751-8923-7ba5670e39b7"
    )
    assert insight_id("t", "User plays the guitar.") == "26e5631d-dc71-5651-9eff-ae1e7653cc6a"
    assert entity_id("t", "Anna  Smith") == "fb41fb39-0d6b-5a71-bf51-4be0c501ad2b"


def test_one_id_rule_for_every_writer() -> None:
    assert extractor_items.item_id is item_id
    assert tools_writes.item_id is item_id
    assert not hasattr(tools_writes, "entity_ref_id")
    assert vectorstore.point_id is ids.point_id
    text = "User prefers tea over coffee."
    assert lesson_id("t", text) == item_id("t", text, "lesson")
    assert insight_id("t", text) == item_id("t", text, "insight")
    c = extracted(text, kind="preference")
    assert c.item_id == item_id("t", text, "preference")


def test_extracted_kinds_share_ids_and_derived_kinds_do_not() -> None:
    text = "User prefers tea over coffee."
    same = {item_id("t", text, k) for k in ("fact", "preference", "procedure")}
    assert len(same) == 1
    assert len(same | {item_id("t", text, "lesson"), item_id("t", text, "insight")}) == 3
    assert item_id("t", "User prefers  TEA over coffee!", "fact") in same
    assert item_id("u", text, "fact") not in same


# --- what every writer writes ---------------------------------------------------------------


def _merged() -> MemoryItem:
    old = extracted("User loves hiking in the Alps.", n=0)
    new = extracted("User enjoys hiking in the Alps.", n=1, strength="inferred")
    target = new_item(old, NOW, "m1", SETTINGS)
    d = decide(new, None, [Hit(old.item_id, 0.95, target.to_payload())], SETTINGS)
    assert isinstance(d, Merge)
    return merged_item(d.target, new, d, NOW + 60, "m2")


def _lesson() -> MemoryItem:
    [correction] = find_corrections("No, I prefer tea over coffee.")
    return lesson_item(resource(text="No, I prefer tea over coffee."), correction, "m1", NOW)


def _insight() -> MemoryItem:
    a = new_item(extracted("User plays the guitar."), NOW, "m1", SETTINGS)
    b = new_item(extracted("User plays guitar on weekends.", n=1), NOW, "m1", SETTINGS)
    b = b.with_changes(status="archived", archived_at=NOW, decay_written=0.5, tags=["music"])
    members = [(Record(key, m.to_payload()), m) for key, m in (("a", a), ("b", b))]
    return insight_item("t", a, members, NOW + 7 * 86_400)[1]


def _stated(base: MemoryItem | None = None) -> MemoryItem:
    refs = [EntityRef(name="Anna", entity_id=entity_id("t", "Anna"))]
    return stated_item("t", "User lives in Paris.", 0.9, refs, "m1", NOW, 0.1, base)


WRITERS = {
    "extractor new item": lambda: new_item(extracted(), NOW, "m1", SETTINGS),
    "extractor merge": _merged,
    "tools remember_fact": _stated,
    "tools correct_fact": lambda: _stated(new_item(extracted(), NOW, "m1", SETTINGS)),
    "behaviour-loop lesson": _lesson,
    "weekly insight": _insight,
}


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_what_each_writer_writes_round_trips_losslessly(writer: str) -> None:
    item = WRITERS[writer]()
    payload = item.to_payload()
    back = MemoryItem.from_payload(payload)
    assert back == item
    assert back.to_payload() == payload
    # What the store hands back has its own `id` key, which is not an item field.
    assert MemoryItem.from_payload({**payload, "id": "x"}) == item


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_every_writer_writes_the_same_core_keys(writer: str) -> None:
    keys = set(WRITERS[writer]().to_payload())
    assert keys - set(OPTIONAL_FIELDS) == EXTRACTOR_KEYS


def test_writer_specific_fields() -> None:
    assert set(new_item(extracted(), NOW, "m1", SETTINGS).to_payload()) == EXTRACTOR_KEYS
    lesson = _lesson().to_payload()
    assert (lesson["lesson_key"], lesson["lesson_pattern"]) == ("prefer:coffee|tea", "prefer")
    assert (lesson["kind"], lesson["decay_rate"], lesson["fact_score"]) == ("lesson", 0.0, None)
    insight = _insight().to_payload()
    assert (insight["kind"], insight["insight_method"], insight["derived_from"]) == (
        "insight",
        "central_fact",
        ["a", "b"],
    )
    assert "decay_written" not in insight and "archived_at" not in insight
    assert insight["tags"] == ["home", "music", "insight"]
    stated = _stated().to_payload()
    assert (stated["extractor"], stated["contradicts"], stated["source_session_ids"]) == (
        "tools",
        [],
        [],
    )
    corrected = _stated(new_item(extracted(), NOW, "m1", SETTINGS))
    assert (corrected.session_id, corrected.source_session_ids) == ("s1", ["s1"])
    merged = _merged()
    assert (merged.text, merged.strength, merged.embedding_model) == (
        "User enjoys hiking in the Alps.",
        "explicit",
        "m2",
    )
    assert merged.source_resource_ids == ["t:s1:0:0", "t:s1:1:0"]


def test_job_patch_keys_are_item_fields() -> None:
    fields = set(MemoryItem.model_fields)
    keys = {decay.BASE, decay.BASE_AT, decay.WRITTEN, decay.ANNOUNCED, nightly.BOOSTED}
    assert keys | {weekly.INSIGHT_DONE} <= fields
    # Optional fields are left out while None, so None must be what "unset" means.
    assert all(MemoryItem.model_fields[name].default is None for name in OPTIONAL_FIELDS)


# --- the event snapshot ---------------------------------------------------------------------


def test_snapshot_is_built_from_the_item() -> None:
    item = new_item(extracted(), NOW, "m1", SETTINGS)
    snap = item.snapshot("i1")
    assert snap == ItemSnapshot(
        item_id="i1",
        text="User lives in Berlin with Anna.",
        kind="fact",
        category=item.category,
        tags=["home"],
        entities=list(item.entities),
        strength="explicit",
        sentiment="neutral",
        confidence=0.9,
        status="active",
        agent_id="a",
        project_id=None,
        session_id="s1",
        source_resource_ids=["t:s1:0:0"],
        source_external_ids=["D0"],
        event_time=T0,
    )
    assert item.with_changes(event_time=None).snapshot("i1").event_time is None


# --- reading stored payloads ----------------------------------------------------------------


def test_older_points_without_newer_keys_are_read_with_defaults() -> None:
    old = {"tenant_id": "t", "text": "User runs.", "confidence": 0.7, "kind": "fact", "id": "i"}
    item = MemoryItem.from_payload({**old, "tags": None, "category": None, "someday": 1})
    assert (item.tags, item.category, item.contradicted_by, item.fact_score) == (
        [],
        "general",
        [],
        None,
    )
    assert (item.status, item.retrieval_priority, item.created_at) == ("active", 1.0, None)


@pytest.mark.parametrize(
    "bad",
    [
        {"confidence": "0.9"},
        {"tags": "music"},
        {"kind": "opinion"},
        {"status": "gone"},
        {"protected": 1},
        {"access_count": 1.5},
        {"text": None},
        {"entities": [{"nom": "x"}]},
    ],
)
def test_wrong_types_are_refused_not_coerced(bad: dict[str, Any]) -> None:
    payload = {**new_item(extracted(), NOW, "m1", SETTINGS).to_payload(), **bad}
    with pytest.raises(ItemPayloadError) as err:
        MemoryItem.from_payload(payload)
    # Not a pydantic ValidationError: a broken stored point is not a caller's bad input.
    assert not isinstance(err.value, ValidationError)


def test_changes_are_validated() -> None:
    item = new_item(extracted(), NOW, "m1", SETTINGS)
    with pytest.raises(ValidationError):
        item.with_changes(confidence="high")
    with pytest.raises(ValidationError):
        item.with_changes(colour="blue")


# --- property: payload -> item -> payload ---------------------------------------------------

_TEXT = st.text(max_size=12)
_FLOAT = st.floats(allow_nan=False, allow_infinity=False, width=64)
_ENTITY = st.builds(
    lambda name, kind, aliases, eid: EntityRef(
        name=name, type=kind, aliases=aliases, entity_id=eid
    ).model_dump(),
    _TEXT,
    _TEXT,
    st.lists(_TEXT, max_size=2),
    st.none() | _TEXT,
)


def _strategy(annotation: Any) -> st.SearchStrategy[Any]:
    """Values of a field's type as they come out of a stored payload (JSON types)."""
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (Union, types.UnionType):
        return st.one_of(*(_strategy(a) for a in args))
    if origin is Literal:
        return st.sampled_from(args)
    if origin is list:
        return st.lists(_ENTITY if args[0] is EntityRef else _TEXT, max_size=3)
    simple: dict[Any, st.SearchStrategy[Any]] = {
        type(None): st.none(),
        str: _TEXT,
        float: _FLOAT,
        int: st.integers(min_value=0, max_value=2**40),
        bool: st.booleans(),
    }
    return simple[annotation]


def _payloads() -> st.SearchStrategy[dict[str, Any]]:
    core, optional = {}, {}
    for name, field in MemoryItem.model_fields.items():
        values = _strategy(field.annotation)
        if name in OPTIONAL_FIELDS:
            # Written only when set: absent, or a value.
            optional[name] = values.filter(lambda v: v is not None)
        else:
            core[name] = values
    return st.fixed_dictionaries(core, optional=optional)


@settings(max_examples=300, deadline=None)
@given(_payloads())
def test_any_item_payload_round_trips(payload: dict[str, Any]) -> None:
    item = MemoryItem.from_payload(payload)
    assert item.to_payload() == payload
    assert MemoryItem.from_payload(item.to_payload()) == item
