"""From a context request to what the searches need: query texts, names, time window, intent.

Everything here is deterministic and model-free except the one query embedding the pipeline
asks for. Functions are small and pure so each rule can be tested alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Final, Literal, Protocol

from memstream.contracts.context import ContextRequest
from memstream.services.common.letters import latin_re
from memstream.services.common.stores.vectors import SparseVector
from memstream.services.common.stores.vectorstore import Hit
from memstream.services.common.timeparse import TimeRange, query_time_range
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.speech import in_the_first_person, own_names

Sentiment = Literal["frustrated", "excited", "uncertain", "neutral"]

_WORD = latin_re(r"[A-Za-z][A-Za-z'\-]*|\d+(?:[.,:]\d+)*")
_QUOTED = re.compile(r"[\"“”]([^\"“”]{2,80})[\"“”]")
_SPACES = re.compile(r"\s+")
# Capitalised words that start a question or sentence are not names.
_NOT_NAMES: Final = frozenset(
    """a an and are as at be but by can could did do does for from had has have he her his how
    i if in is it its me my of on or our she so that the their them then there these they this
    those to was we were what when where which who whom whose why will with would you your
    hey hi hello thanks thank yes no ok okay well also please tell remember""".split()
)
_OVERVIEW = re.compile(
    r"\b(?:summar(?:y|ise|ize)|overview|everything|in\s+general|generally|usually|overall"
    r"|tell\s+me\s+about|what\s+do\s+(?:you|we)\s+know|what\s+are\s+my|preferences?|habits?"
    r"|profile|background)\b",
    re.IGNORECASE,
)
_SPECIFIC = re.compile(r"\b(?:when|why|who|whom|whose|which|how\s+(?:long|many|much))\b", re.I)
_SENTIMENT: Final[tuple[tuple[Sentiment, re.Pattern[str]], ...]] = (
    (
        "frustrated",
        re.compile(
            r"\b(?:frustrat\w*|annoy\w*|angry|upset|ugh+|hate|sick\s+of|fed\s+up|still\s+broken"
            r"|doesn'?t\s+work|not\s+working)\b",
            re.I,
        ),
    ),
    (
        "excited",
        re.compile(r"\b(?:excit\w*|awesome|amazing|can'?t\s+wait|thrilled|love\s+it)\b", re.I),
    ),
    (
        "uncertain",
        re.compile(r"\b(?:not\s+sure|unsure|maybe|perhaps|i\s+think|i\s+guess|confus\w*)\b", re.I),
    ),
)


@dataclass(frozen=True, slots=True)
class WeightedText:
    """One message's text and its weight in the sparse query (latest message = 1)."""

    text: str
    weight: float


@dataclass(frozen=True, slots=True)
class QueryText:
    """The query as text: what the dense embedder gets and the weighted sparse parts."""

    dense: str
    sparse: tuple[WeightedText, ...]

    @property
    def latest(self) -> str:
        return self.sparse[0].text if self.sparse else self.dense


def _clean(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def query_text(request: ContextRequest, settings: RetrieverSettings) -> QueryText:
    """An explicit query alone; else the latest message weighted 1 and earlier ones decaying.

    The dense text is the latest message, with the one before it appended when the latest
    is too short to carry meaning on its own ("why?", "and then?").
    """
    if request.query and request.query.strip():
        text = _clean(request.query)[: settings.max_query_chars]
        return QueryText(dense=text, sparse=(WeightedText(text, 1.0),))
    messages = [_clean(m.content) for m in request.messages if m.content.strip()]
    recent = list(reversed(messages))[: settings.history_messages + 1]
    sparse = tuple(
        WeightedText(text[: settings.max_query_chars], settings.history_decay**age)
        for age, text in enumerate(recent)
    )
    dense = recent[0]
    if len(recent) > 1 and len(_WORD.findall(dense)) < settings.short_query_words:
        dense = f"{dense} {recent[1]}"
    return QueryText(dense=dense[: settings.max_query_chars], sparse=sparse)


def with_rewrite(text: QueryText, rewritten: str, max_chars: int) -> QueryText:
    """The rewritten query leads (dense text, first keyword part); the messages it came
    from keep their keyword weights behind it, so nothing they said is lost."""
    lead = _clean(rewritten)[:max_chars]
    if not lead:
        return text
    return QueryText(dense=lead, sparse=(WeightedText(lead, 1.0), *text.sparse))


def name_tokens(name: str) -> list[str]:
    """Words of a speaker name that can identify them in a question (capitalised, 2+ chars)."""
    return [w for w in re.findall(r"[^\W\d_][\w'\-]*", name) if len(w) >= 2 and w[0].isupper()]


def mentioned_speakers(text: str, speakers: Iterable[str]) -> list[str]:
    """The speakers named in `text` (case-sensitive word match, possessives included)."""
    found = []
    for speaker in dict.fromkeys(speakers):
        for token in name_tokens(speaker):
            if token.lower() in _NOT_NAMES:
                continue
            if re.search(rf"(?<![\w-]){re.escape(token)}(?:'s|’s)?(?![\w-])", text):
                found.append(speaker)
                break
    return found


def strip_names(text: str, speakers: Iterable[str]) -> str:
    """`text` without the given speakers' names, so the dense query is about the content.

    Every turn of a speaker shares their name, so in a question it matches the wrong turns
    (the other speaker greeting them) more than the right ones; the speaker match is scored
    separately instead.
    """
    out = text
    for speaker in speakers:
        for token in name_tokens(speaker):
            out = re.sub(rf"(?<![\w-]){re.escape(token)}(?:'s|’s)?(?![\w-])", " ", out)
    stripped = _clean(out)
    return stripped if _WORD.search(stripped) else text


def salient_terms(text: str) -> list[str]:
    """Names, quoted titles and numbers: the terms a keyword search should not lose."""
    terms: dict[str, None] = {}
    for quoted in _QUOTED.findall(text):
        terms[_clean(quoted)] = None
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        words = _WORD.findall(sentence)
        for position, word in enumerate(words):
            if word[0].isdigit():
                terms[word] = None
            elif position > 0 and word[0].isupper() and word.lower() not in _NOT_NAMES:
                terms[word.removesuffix("'s")] = None
    return list(terms)


def merge_sparse(parts: Sequence[tuple[SparseVector, float]]) -> SparseVector:
    """Weighted union of sparse query vectors: each term keeps its largest weight."""
    weights: dict[int, float] = {}
    for vector, weight in parts:
        for index, value in zip(vector.indices, vector.values, strict=True):
            weights[index] = max(weights.get(index, 0.0), value * weight)
    ordered = sorted(weights)
    return SparseVector(indices=ordered, values=[weights[i] for i in ordered])


class SparseQueryEmbedder(Protocol):
    """What the retriever needs of the BM25 embedder (`Bm25SparseEmbedder` fits)."""

    def embed_query(self, text: str) -> SparseVector: ...


# Interjections of chat say nothing a memory could share as a keyword: "who's the lad I'm
# seeing? my mam wants to know lol" put "lol that meeting could have been an email" first.
_INTERJECTIONS = re.compile(
    r"\b(?:lol|lmao|rofl|haha\w*|hehe\w*|pls|plz|btw|tbh|omg|ok|okay|ya|yeah|yep|yup|"
    r"lah|leh|lor|ah|eh|hmm+|ugh|aiyo|yaar|abeg)\b",
    re.IGNORECASE,
)


def sparse_query(
    embedder: SparseQueryEmbedder, text: QueryText, entities: Sequence[str]
) -> SparseVector:
    """The keyword query: every weighted text without chat's interjections, then its names,
    titles and numbers and the request's `entities` again at full weight, so older
    messages' ones count too."""
    parts = [(embedder.embed_query(_INTERJECTIONS.sub(" ", p.text)), p.weight) for p in text.sparse]
    salient = salient_terms(" ".join(p.text for p in text.sparse))
    salient += list(entities)
    if salient:
        parts.append((embedder.embed_query(" ".join(salient)), 1.0))
    return merge_sparse(parts)


def time_window(text: str, now: datetime) -> TimeRange | None:
    """The event-time window a question names ("last week", "in May 2023"), if any."""
    return query_time_range(text, now)


def is_overview(text: str) -> bool:
    """Whether the question asks for a broad picture a category summary can answer.

    Questions after a specific event, date, reason or person need evidence, so category
    summaries must not answer them alone.
    """
    return bool(_OVERVIEW.search(text)) and not _SPECIFIC.search(text)


def query_sentiment(text: str) -> Sentiment:
    """The user's tone by lexicon: frustrated, excited, uncertain or neutral."""
    for sentiment, pattern in _SENTIMENT:
        if pattern.search(text):
            return sentiment
    return "neutral"


_CAPITALISED = latin_re(r"\b[A-Z][a-z][\w-]*")


def as_the_asker(
    text: QueryText, hits: Mapping[str, Sequence[Hit]], speakers: Iterable[str]
) -> QueryText | None:
    """`text` with the asker put in the first person where it names them in the third, by
    an agent's word for them ("what does the user drink?") or by the name they gave
    themself ("where does Marco work?" after "hey, I'm Marco"); None if it does neither.
    Their name is read in the keyword `hits`, which the name itself brings. As a search
    term the name finds where it was said, a greeting ("Nice to meet you, Marco") and the
    introduction, not what is asked; and what is asked is about the asker. A speaker's
    name (a dialogue's) stays: it says whose turns are asked about."""
    # Only the hits that hold a name the question gives are read for an introduction.
    asked = set(_CAPITALISED.findall(text.latest)) - set(speakers)
    said = (str(h.payload.get("text", "")) for found in hits.values() for h in found)
    names = own_names(t for t in said if any(n in t for n in asked)) if asked else set()
    named = [name for name in names if name in asked]
    if in_the_first_person(text.latest, named) == text.latest:
        return None
    parts = (WeightedText(in_the_first_person(p.text, named), p.weight) for p in text.sparse)
    return QueryText(dense=in_the_first_person(text.dense, named), sparse=tuple(parts))
