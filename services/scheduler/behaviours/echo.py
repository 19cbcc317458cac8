"""The echo/fizzle rule: did the agent's response use an injected memory?

A memory counts as *used* (echo) when
  lexical ≥ 0.6, or
  semantic ≥ 0.75 and lexical ≥ 0.2,
where `lexical` is the share of the memory's content words (lower-cased, stop words out,
plural/verb endings stripped) found in the response, and `semantic` the best cosine
between the memory and a response sentence. The lexical floor on the semantic branch
keeps "a similar topic" from passing as "used". Without an embedder the rule is lexical
only. Used: priority +0.1; ignored: −0.05, or −0.1 when the memory was costly to inject
(over `costly_tokens`, ~4 characters a token unless the agent says otherwise).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_STOP = frozenset(
    """a an the and or but if then so of to in on at by for with from as is are was were be
    been being am do does did have has had i me my mine you your yours he him his she her
    hers it its we us our they them their this that these those there here what which who
    whom when where why how not no yes very just also too can could will would should may
    might must shall about into over under than more most some any all each other such own
    same only user user's agent""".split()
)
_MAX_SENTENCES = 40


def _stem(word: str) -> str:
    for suffix in ("ing", "ies", "es", "ed", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def content_words(text: str) -> set[str]:
    words = (w.split("'")[0] for w in _WORD.findall(text.lower()))
    return {_stem(w) for w in words if w not in _STOP and (len(w) > 2 or w.isdigit())}


def lexical_overlap(memory: str, response_words: set[str]) -> float:
    words = content_words(memory)
    if not words:
        return 0.0
    return len(words & response_words) / len(words)


def sentences(text: str) -> list[str]:
    parts = [p.strip() for p in _SENTENCE.split(text) if p.strip()]
    return parts[:_MAX_SENTENCES]


def inject_tokens(text: str) -> int:
    return max(1, math.ceil(len(text) / 4))


@dataclass(frozen=True, slots=True)
class EchoRule:
    lexical: float = 0.6
    semantic: float = 0.75
    semantic_lexical: float = 0.2
    echo_delta: float = 0.1
    fizzle_delta: float = 0.05
    costly_fizzle_delta: float = 0.1
    costly_tokens: int = 40
    min_priority: float = 0.1
    max_priority: float = 2.0


Outcome = Literal["echo", "fizzle", "costly_fizzle"]


@dataclass(frozen=True, slots=True)
class Verdict:
    outcome: Outcome
    delta: float
    priority: float


def used(rule: EchoRule, lexical: float, semantic: float | None) -> bool:
    if lexical >= rule.lexical:
        return True
    return semantic is not None and semantic >= rule.semantic and lexical >= rule.semantic_lexical


def judge(
    rule: EchoRule,
    text: str,
    priority: float,
    lexical: float,
    semantic: float | None,
    cost: float | None = None,
) -> Verdict:
    outcome: Outcome
    if used(rule, lexical, semantic):
        outcome, delta = "echo", rule.echo_delta
    else:
        spent = cost if cost is not None else inject_tokens(text)
        costly = spent > rule.costly_tokens
        outcome = "costly_fizzle" if costly else "fizzle"
        delta = -(rule.costly_fizzle_delta if costly else rule.fizzle_delta)
    after = min(rule.max_priority, max(rule.min_priority, priority + delta))
    return Verdict(outcome, round(after - priority, 6), round(after, 6))


def cost_of(costs: Mapping[str, float], item_id: str) -> float | None:
    value = costs.get(item_id)
    return None if value is None else float(value)
