"""Candidates from extracted facts, and the memory item a new candidate becomes.

The item, its id rule and its payload are the contract's (contracts/items.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from memstream.contracts.events import EntityRef
from memstream.contracts.items import ExtractorName, MemoryItem, entity_id, item_id
from memstream.services.extractor import normalize
from memstream.services.extractor.confidence import starting_confidence
from memstream.services.extractor.model import FactOut
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.units import Unit


@dataclass(frozen=True, slots=True)
class Candidate:
    """A normalised extracted fact with its provenance, before the gate and dedup."""

    tenant_id: str
    agent_id: str
    project_id: str | None
    session_id: str
    item_id: str
    text: str
    kind: normalize.Kind
    strength: normalize.Strength
    sentiment: normalize.Sentiment
    category: str
    tags: tuple[str, ...]
    entities: tuple[EntityRef, ...]
    fact_score: float
    usefulness: float
    confidence: float
    event_time: float
    source_resource_ids: tuple[str, ...]
    source_external_ids: tuple[str, ...]
    source_texts: tuple[str, ...]
    domain: str | None = None
    extractor: ExtractorName = "rules"
    metadata: Mapping[str, Any] = field(default_factory=dict)


def _entity_refs(tenant_id: str, fact: FactOut) -> tuple[EntityRef, ...]:
    seen: dict[str, EntityRef] = {}
    for e in fact.entities:
        name = " ".join(e.name.split())
        if not name:
            continue
        eid = entity_id(tenant_id, name)
        if eid not in seen:
            aliases = [a for a in dict.fromkeys(" ".join(a.split()) for a in e.aliases) if a]
            seen[eid] = EntityRef(
                name=name, type=normalize.slug(e.type) or "other", aliases=aliases, entity_id=eid
            )
    return tuple(seen.values())


def candidate(
    fact: FactOut,
    units: Sequence[Unit],
    settings: ExtractorSettings,
    extractor: ExtractorName,
) -> Candidate:
    """The fact with the resources it cites; uncited facts are credited to every unit."""
    by_label = {u.label: u for u in units}
    cited = [by_label[s.strip()] for s in fact.sources if s.strip() in by_label]
    sources = cited or list(units)
    first = sources[0].resource
    resources = list({u.resource.resource_id: u.resource for u in sources}.values())
    strength = normalize.strength(fact.strength)
    text = normalize.clean_text(fact.text)
    scope = normalize.scope(fact.scope)
    domain = first.metadata.get("domain")
    kind = normalize.kind(fact.kind)
    return Candidate(
        tenant_id=first.tenant_id,
        agent_id=first.agent_id,
        project_id=first.project_id if scope == "project" else None,
        session_id=first.session_id,
        item_id=item_id(first.tenant_id, text, kind),
        text=text,
        kind=kind,
        strength=strength,
        sentiment=normalize.sentiment(fact.sentiment),
        category=normalize.category(fact.category),
        tags=tuple(normalize.tags(fact.tags)),
        entities=_entity_refs(first.tenant_id, fact),
        fact_score=fact.fact_score,
        usefulness=fact.usefulness,
        confidence=starting_confidence(strength, settings),
        event_time=max(r.event_time for r in resources).timestamp(),
        source_resource_ids=tuple(r.resource_id for r in resources),
        source_external_ids=tuple(r.external_id for r in resources if r.external_id),
        source_texts=tuple(u.text for u in sources),
        domain=domain if isinstance(domain, str) else None,
        extractor=extractor,
    )


def new_item(
    c: Candidate, now: float, embedding_model: str, settings: ExtractorSettings
) -> MemoryItem:
    """The item a candidate becomes when nothing stored matches it."""
    return MemoryItem(
        tenant_id=c.tenant_id,
        agent_id=c.agent_id,
        project_id=c.project_id,
        domain=c.domain,
        session_id=c.session_id,
        kind=c.kind,
        text=c.text,
        category=c.category,
        tags=list(c.tags),
        entity_ids=[e.entity_id for e in c.entities if e.entity_id],
        entities=list(c.entities),
        strength=c.strength,
        sentiment=c.sentiment,
        confidence=c.confidence,
        fact_score=c.fact_score,
        usefulness=c.usefulness,
        created_at=now,
        updated_at=now,
        event_time=c.event_time,
        decay_rate=settings.default_decay_rate,
        source_resource_ids=list(c.source_resource_ids),
        source_external_ids=list(c.source_external_ids),
        source_session_ids=[c.session_id],
        extractor=c.extractor,
        embedding_model=embedding_model,
    )


def union(first: Sequence[Any], second: Sequence[Any]) -> list[Any]:
    """Order-preserving union of two lists."""
    return list(dict.fromkeys([*first, *second]))
