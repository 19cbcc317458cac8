"""The rule-based extractor: the offline default when no LLM is configured
(docs/architecture.md §13.6).

Same output as the LLM (`ExtractionOut`), so everything after extraction is shared. It
reads the user's own words and documents; agent output and tool results are skipped, since
without a model nothing tells an agent's claim about the user from its boilerplate.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from memstream.services.common.timeparse import absolute_dates
from memstream.services.extractor.model import EntityOut, ExtractionOut, FactOut
from memstream.services.extractor.normalize import GENERAL, clean_text
from memstream.services.extractor.normalize import tags as normal_tags
from memstream.services.extractor.offline.claims import Claim
from memstream.services.extractor.offline.entities import Entity, find_entities
from memstream.services.extractor.offline.lexicons import CATEGORY_KEYWORDS, SENTIMENT_CUES
from memstream.services.extractor.offline.perspective import fix_lowercase_i, third_person
from memstream.services.extractor.offline.restate import restate
from memstream.services.extractor.offline.rules import classify
from memstream.services.extractor.offline.sentences import (
    clean,
    split_clauses,
    split_sentences,
    strip_fillers,
    strip_vocatives,
    told_before_asking,
)
from memstream.services.extractor.units import Unit

EXTRACTED_KINDS: Final = frozenset({"user_input", "document"})
_GENERIC_SPEAKERS: Final = frozenset({"", "user", "human", "me", "customer"})
_DEFAULT_CATEGORY: Final[dict[str, str]] = {
    "preference": "preferences",
    "procedure": "procedures",
    "plan": "plans",
    "relation": "relationships",
    "possessive": "general",
}
_CONTACT: Final = frozenset({"email", "url", "phone"})


_WORD: Final = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_MAX_TERM_WORDS: Final = 3


def _index(lexicon: dict[str, frozenset[str]]) -> dict[str, list[str]]:
    """Term → the lexicon entries it belongs to (a term may cue several)."""
    index: dict[str, list[str]] = {}
    for name, words in lexicon.items():
        for term in words:
            index.setdefault(" ".join(_WORD.findall(term.lower())), []).append(name)
    return index


_CATEGORY_INDEX: Final = _index(CATEGORY_KEYWORDS)
_SENTIMENT_INDEX: Final = _index(SENTIMENT_CUES)


def terms_in(text: str) -> list[str]:
    """Every 1- to 3-word run of `text`, lower-cased: what the lexicons are looked up by.

    One pass of dictionary lookups instead of a regex per lexicon term keeps the rules
    fast (this was most of their cost).
    """
    words = _WORD.findall(text.lower())
    found = []
    for i in range(len(words)):
        for n in range(1, _MAX_TERM_WORDS + 1):
            if i + n <= len(words):
                found.append(" ".join(words[i : i + n]))
    return found


def subject_name(speaker: str) -> str:
    """Who "I" is in a stored fact: the speaker's name, or "User" for the anonymous user."""
    name = speaker.strip()
    return "User" if name.lower() in _GENERIC_SPEAKERS else name[:1].upper() + name[1:]


def category_of(text: str, rule: str, entities: Sequence[Entity]) -> tuple[str, list[str]]:
    """Keyword category (most distinct hits, first listed on ties) and its keywords."""
    hits: dict[str, list[str]] = {}
    for term in dict.fromkeys(terms_in(text)):
        for name in _CATEGORY_INDEX.get(term, ()):
            hits.setdefault(name, []).append(term)
    if hits:
        order = list(CATEGORY_KEYWORDS)
        best = max(hits, key=lambda name: (len(hits[name]), -order.index(name)))
        return best, hits[best]
    if any(e.type in _CONTACT for e in entities):
        return "contact", []
    return _DEFAULT_CATEGORY.get(rule.removesuffix("_hedged"), GENERAL), []


def categories_mentioned(text: str) -> list[str]:
    """Every keyword category `text` has a term of, most distinct terms first."""
    hits: dict[str, set[str]] = {}
    for term in terms_in(text):
        for name in _CATEGORY_INDEX.get(term, ()):
            hits.setdefault(name, set()).add(term)
    order = list(CATEGORY_KEYWORDS)
    return sorted(hits, key=lambda name: (-len(hits[name]), order.index(name)))


def sentiment_of(text: str) -> str:
    """The lexicon sentiment with the most distinct cues; none or a tie is neutral."""
    counts = dict.fromkeys(SENTIMENT_CUES, 0)
    for term in set(terms_in(text)):
        for name in _SENTIMENT_INDEX.get(term, ()):
            counts[name] += 1
    best = max(counts, key=lambda name: counts[name])
    top = counts[best]
    if top == 0 or list(counts.values()).count(top) > 1:
        return "neutral"
    return best


def _entities(entities: Sequence[Entity], claim: Claim, subject: str) -> list[EntityOut]:
    out = []
    for e in entities:
        aliases = []
        if claim.relation_name and e.name == claim.relation_name:
            aliases.append(f"{subject}'s {claim.relation}")
        out.append(EntityOut(name=e.name, type=e.type, aliases=aliases))
    return out


def _fact(claim: Claim, unit: Unit, subject: str, speaker_entity: Entity | None) -> list[FactOut]:
    clause = claim.clause.rstrip(" ,;:-")
    entities = find_entities(clause, speaker=subject)
    if speaker_entity is not None and all(e.name != speaker_entity.name for e in entities):
        entities.insert(0, speaker_entity)
    category, keywords = category_of(clause, claim.rule, entities)
    hashtags = [e.name for e in entities if e.type == "tag"]
    text = clean_text(third_person(clause, subject) if claim.kind != "procedure" else clause)
    # "tomorrow" is only true on the day it was said: the fact keeps the date it meant.
    text = absolute_dates(text, unit.resource.event_time)
    fact = FactOut(
        text=text,
        kind=claim.kind,
        strength=claim.strength,
        sentiment=sentiment_of(clause),
        category=category,
        tags=normal_tags([*claim.tags, *keywords[:4], *hashtags]),
        entities=_entities(entities, claim, subject),
        scope="project" if claim.kind == "procedure" else "user",
        fact_score=claim.fact_score,
        usefulness=claim.usefulness,
        sources=[unit.label],
    )
    facts = [fact]
    if claim.relation_name and claim.usefulness > 0.7:
        # "my sister Maria …" also says who Maria is: a fact of its own, for the graph.
        facts.append(
            FactOut(
                text=f"{claim.relation_name} is {subject}'s {claim.relation}.",
                kind="fact",
                strength="explicit",
                sentiment="neutral",
                category="relationships",
                tags=normal_tags([claim.relation or "", "family"]),
                entities=[
                    EntityOut(
                        name=claim.relation_name,
                        type="person",
                        aliases=[f"{subject}'s {claim.relation}"],
                    ),
                    *([EntityOut(name=subject, type="person")] if speaker_entity else []),
                ],
                scope="user",
                fact_score=0.9,
                usefulness=0.8,
                sources=[unit.label],
            )
        )
    return facts


def extract_unit(unit: Unit) -> list[FactOut]:
    """The candidate facts of one unit, in the order they were said."""
    resource = unit.resource
    if resource.kind not in EXTRACTED_KINDS:
        return []
    subject = subject_name(resource.speaker)
    speaker_entity = None if subject == "User" else Entity(subject, "person")
    document = resource.kind == "document"
    facts: list[FactOut] = []
    for said in split_sentences(clean(unit.text)):
        sentence = strip_fillers(strip_vocatives(strip_fillers(fix_lowercase_i(said))))
        if not sentence:
            continue
        clauses = (c for part in told_before_asking(sentence) for c in split_clauses(part))
        for clause in clauses:
            claim = classify(clause if document else restate(clause), document=document)
            if claim is not None:
                facts.extend(_fact(claim, unit, subject, speaker_entity))
    return facts


class OfflineExtractor:
    """Deterministic extraction; labelled "rules" in stats and events."""

    name = "rules"

    def extract(self, units: Sequence[Unit]) -> ExtractionOut:
        facts: list[FactOut] = []
        for unit in units:
            facts.extend(extract_unit(unit))
        return ExtractionOut(facts=facts)
