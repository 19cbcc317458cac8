"""Question intent (why | when | who | what | general): embedding exemplars, keyword fallback.

The embedding classifier reuses the query vector the search needs anyway, so it costs a few
dot products; its exemplars are embedded once, when the retriever warms up. The keyword
classifier needs nothing and decides whenever the exemplars are missing (embedder down) or
no exemplar is close enough.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Final

import numpy as np

from memstream.contracts.context import Intent
from memstream.services.common.stores.vectors import DenseVector

EXEMPLARS: Final[Mapping[Intent, tuple[str, ...]]] = {
    "why": (
        "why did this happen",
        "what caused the failure",
        "what is the reason for it",
        "explain why she decided that",
        "what made him change his mind",
    ),
    "when": (
        "when did we discuss it",
        "when did she go there",
        "what date was the meeting",
        "how long ago did it happen",
        "what happened after the trip",
        "in which month did he start",
    ),
    "who": (
        "who is responsible for this",
        "who said that",
        "whose idea was it",
        "who did she meet",
        "which friend helped him",
    ),
    "what": (
        "what do you know about it",
        "tell me everything about the project",
        "what is the status of the order",
        "what kind of food does he like",
        "which books has she read",
        # Places are facts to look up, not times: without these, MiniLM puts "where does
        # my sister live" nearest to "when did she go there".
        "where does she live",
        "which city is he from",
    ),
}

_LEADING: Final = re.compile(
    r"^\W*(?:(?:and|but|so|ok(?:ay)?|well|hey|also|please)\W+)*"
    # A question asked indirectly states its question word just as well: "do you remember
    # where ...", "any idea why ...", "tell me when ...".
    r"(?:(?:do|does|did|can|could|would|will)\s+(?:you|u)\s+"
    r"(?:remember|recall|know|tell\s+me|find\s+out|say)\s+"
    r"|(?:any\s+idea|i\s+wonder|remind\s+me|tell\s+me|not\s+sure|no\s+idea"
    r"|i\s+(?:forgot|forget|don't\s+remember|can't\s+remember))\s+)?"
    r"(?P<wh>why|how\s+come|when|how\s+long|since\s+when|what\s+(?:year|month|date|day|time)"
    r"|who|whom|whose|what|which|whereabouts|where|how)\b",
    re.IGNORECASE,
)
_WHY = re.compile(r"\b(?:why|cause[sd]?|reasons?|because|led\s+to|resulted\s+in)\b", re.I)
_WHEN = re.compile(
    r"\b(?:when|timeline|sequence|how\s+long|what\s+(?:year|month|date|day|time)|since\s+when"
    r"|before|after|during)\b",
    re.I,
)
_WHO = re.compile(r"\b(?:who|whom|whose)\b", re.I)
_WHAT = re.compile(r"\b(?:what|which|where|how|everything\s+about|tell\s+me\s+about)\b", re.I)

_RULES: Final[tuple[tuple[re.Pattern[str], Intent], ...]] = (
    (_WHY, "why"),
    (_WHEN, "when"),
    (_WHO, "who"),
    (_WHAT, "what"),
)

_LEADING_INTENT: Final[Mapping[str, Intent]] = {
    "why": "why",
    "how come": "why",
    "when": "when",
    "how long": "when",
    "since when": "when",
    "who": "who",
    "whom": "who",
    "whose": "who",
    # A place is a fact to look up; "where" never asks for a time.
    "where": "what",
    "whereabouts": "what",
}


class KeywordIntentClassifier:
    """English keyword rules: the leading question word first, then any telling keyword."""

    def leading(self, text: str) -> Intent | None:
        """The intent an opening why/when/who/where (or "how long", "what year") states
        outright, also when asked indirectly ("do you remember where ...")."""
        match = _LEADING.match(text)
        if not match:
            return None
        wh = re.sub(r"\s+", " ", match["wh"].lower())
        if wh in _LEADING_INTENT:
            return _LEADING_INTENT[wh]
        if wh.startswith("what "):
            return "when"  # what year / month / date / day / time
        return None

    def classify(self, text: str) -> Intent:
        stated = self.leading(text)
        if stated is not None:
            return stated
        for pattern, intent in _RULES:
            if pattern.search(text):
                return intent
        return "general"


EmbedMany = Callable[[Sequence[str]], Awaitable[Sequence[DenseVector]]]


class EmbeddingIntentClassifier:
    """Nearest exemplar by cosine; `None` when none reaches the threshold or not prepared."""

    def __init__(self, threshold: float = 0.45) -> None:
        self.threshold = threshold
        self._labels: list[Intent] = []
        self._matrix: np.ndarray | None = None

    @property
    def ready(self) -> bool:
        return self._matrix is not None

    async def prepare(self, embed_many: EmbedMany) -> None:
        """Embed the exemplars once; a failure leaves the classifier unprepared."""
        labels: list[Intent] = []
        texts: list[str] = []
        for intent, examples in EXEMPLARS.items():
            for example in examples:
                labels.append(intent)
                texts.append(example)
        vectors = await embed_many(texts)
        matrix = np.asarray(np.stack([np.asarray(v, dtype=np.float32) for v in vectors]))
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        self._matrix = matrix / np.maximum(norms, 1e-12)
        self._labels = labels

    def classify(self, vector: DenseVector) -> tuple[Intent, float] | None:
        if self._matrix is None:
            return None
        query = np.asarray(vector, dtype=np.float32)
        norm = float(np.linalg.norm(query))
        if norm == 0.0:
            return None
        scores = self._matrix @ (query / norm)
        best = int(np.argmax(scores))
        score = float(scores[best])
        if score < self.threshold:
            return None
        return self._labels[best], score


def classify_intent(
    text: str,
    vector: DenseVector | None,
    embedding: EmbeddingIntentClassifier,
    keywords: KeywordIntentClassifier,
) -> Intent:
    """An English question word stated up front, else the nearest exemplar, else keywords.

    The opening word goes first because it is never wrong and MiniLM's exemplar match is
    (on LoCoMo it sends a fifth of "When did ...?" questions to "what" or "who", and "Where
    does my sister live?" to "when"); the exemplars then cover phrasings and languages the
    keyword rules do not know.
    """
    stated = keywords.leading(text)
    if stated is not None:
        return stated
    if vector is not None:
        found = embedding.classify(vector)
        if found is not None:
            return found[0]
    return keywords.classify(text)
