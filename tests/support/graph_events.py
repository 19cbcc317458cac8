"""Synthetic EVENTS for graph tests and the graph benchmark."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

from memstream.contracts.events import (
    ContextServed,
    CostRecorded,
    EntityRef,
    EventEnvelope,
    ItemMerged,
    ItemRejected,
    ItemSnapshot,
    ItemStored,
    ItemSuperseded,
    ItemUpdated,
    JobCompleted,
)
from memstream.services.common.messaging.events import envelope

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
PEOPLE = ["Vitaly", "Ana", "Marek", "Olga", "Sam", "Lena", "Igor", "Bea"]
THINGS = ["Lisbon", "Project Alpha", "Python", "tea", "coffee", "Berlin", "DuckDB", "NATS"]


def snapshot(
    tenant: str,
    item_id: str,
    text: str,
    entities: list[EntityRef],
    sources: list[str],
    *,
    session: str = "s1",
    confidence: float = 0.9,
    kind: str = "fact",
) -> ItemSnapshot:
    return ItemSnapshot(
        item_id=item_id,
        text=text,
        kind=kind,
        category="work",
        tags=["t"],
        entities=entities,
        confidence=confidence,
        session_id=session,
        source_resource_ids=sources,
        event_time=T0,
    )


def at(event: EventEnvelope, minutes: float) -> EventEnvelope:
    event.occurred_at = T0 + timedelta(minutes=minutes)
    return event


def story(tenant: str) -> list[EventEnvelope]:
    """A small hand-written history touching every event type the graph projects."""
    vitaly = EntityRef(name="Vitaly", type="person", aliases=["Vitya", "my boss"])
    e = [
        envelope(
            "item.stored",
            tenant,
            "test",
            ItemStored(
                item=snapshot(tenant, "i1", "Vitaly is my boss.", [vitaly], [f"{tenant}:s1:0:0"])
            ),
        ),
        envelope(
            "item.stored",
            tenant,
            "test",
            ItemStored(
                item=snapshot(
                    tenant,
                    "i2",
                    "My boss likes tea.",
                    [EntityRef(name="my boss"), EntityRef(name="tea", type="product")],
                    [f"{tenant}:s1:1:0"],
                )
            ),
        ),
        envelope(
            "item.stored",
            tenant,
            "test",
            ItemStored(
                item=snapshot(
                    tenant,
                    "i3",
                    "Vitya now prefers coffee.",
                    [EntityRef(name="Vitya"), EntityRef(name="coffee", type="product")],
                    [f"{tenant}:s1:2:0"],
                    confidence=0.7,
                )
            ),
        ),
        envelope(
            "item.superseded",
            tenant,
            "test",
            ItemSuperseded(
                old_item_id="i2",
                new_item_id="i3",
                valid_until=T0 + timedelta(hours=1),
                confidence_after=0.3,
            ),
        ),
        envelope(
            "item.merged",
            tenant,
            "test",
            ItemMerged(
                item=snapshot(
                    tenant,
                    "i1",
                    "Vitaly is my boss.",
                    [vitaly],
                    [f"{tenant}:s1:3:1"],
                    confidence=0.95,
                ),
                merged_text="Vitaly's my boss",
                similarity=0.93,
                confidence_before=0.9,
                confirmation=True,
            ),
        ),
        envelope(
            "item.updated",
            tenant,
            "test",
            ItemUpdated(
                item_id="i1",
                changes={"confidence": 1.0, "protected": True, "decay_rate": 0.0},
                reason="confirm",
            ),
        ),
        envelope(
            "item.rejected",
            tenant,
            "test",
            ItemRejected(
                text="lol ok",
                reason="chatter",
                session_id="s1",
                source_resource_ids=[f"{tenant}:s1:4:0"],
            ),
        ),
        envelope(
            "context.served",
            tenant,
            "test",
            ContextServed(
                tier="hybrid",
                item_ids=["i1", "i3"],
                scores=[0.9, 0.5],
                latency_ms=4.0,
                session_id="s1",
            ),
        ),
        envelope(
            "cost.recorded",
            tenant,
            "test",
            CostRecorded(
                service="extractor",
                kind="llm",
                model="m",
                prompt_tokens=10,
                completion_tokens=5,
                units=0.1,
            ),
        ),
        envelope(
            "job.completed",
            tenant,
            "test",
            JobCompleted(
                job="nightly",
                started_at=T0,
                finished_at=T0 + timedelta(minutes=2),
                counts={"decayed": 3},
            ),
        ),
    ]
    return [at(ev, i) for i, ev in enumerate(e)]


def synthetic(tenant: str, n: int, seed: int = 7, start: int = 0) -> Iterator[EventEnvelope]:
    """`n` item events of one tenant: mostly stores with 1–3 entities, some merges/updates."""
    rng = random.Random(seed)
    names = PEOPLE + THINGS
    for i in range(start, start + n):
        roll = rng.random()
        item = f"it{i}" if roll < 0.8 or i < 10 else f"it{rng.randrange(max(1, i))}"
        ents = [EntityRef(name=rng.choice(names)) for _ in range(rng.randint(1, 3))]
        src = [f"{tenant}:syn{i // 40}:{(i % 40) // 2}:{i % 2}"]
        snap = snapshot(
            tenant,
            item,
            f"fact number {i}",
            ents,
            src,
            session=f"syn{i // 40}",
            confidence=round(rng.uniform(0.3, 1.0), 3),
        )
        ev: EventEnvelope
        if roll < 0.8 or i < 10:
            ev = envelope("item.stored", tenant, "bench", ItemStored(item=snap))
        elif roll < 0.9:
            ev = envelope(
                "item.merged",
                tenant,
                "bench",
                ItemMerged(
                    item=snap,
                    merged_text=f"again {i}",
                    similarity=0.9,
                    confidence_before=0.8,
                    confirmation=False,
                ),
            )
        else:
            ev = envelope(
                "item.updated",
                tenant,
                "bench",
                ItemUpdated(item_id=item, changes={"confidence": 0.5}, reason="decay"),
            )
        yield at(ev, i / 10)
