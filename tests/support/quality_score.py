"""Scoring context replies against planted facts: hits, latest-first, isolation, ranking.

Pure functions over `Shown` (what a reply shows at one rank: the turns it cites, its text
and score), so the retriever's replies and the plain-search floors are scored alike.

- hit@k: the fact's evidence turn is among the turns the first k items cite, or the
  answer appears in one of their texts;
- latest-first: of the items that cite a turn stating the slot or name any value it ever
  took, the first cites the latest such turn or names the latest value (a hand-written
  value is a label for people, "Dev Raman (from the 1st)", often not the turn's words:
  the turn it cites says which statement an item is);
- isolation: no item cites another tenant's turn or names a value only the other tenant
  of an isolation pair holds;
- ranked: scores strictly positive, finite, within [0, 1], non-increasing, and not all
  equal when there is more than one item.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from memstream.contracts.context import ContextItem
from tests.support.quality_data import mentions_value


@dataclass(frozen=True, slots=True)
class Shown:
    """One ranked memory as scored: the resource ids it cites, its text, its score."""

    sources: tuple[str, ...]
    text: str
    score: float

    @classmethod
    def of(cls, item: ContextItem) -> Shown:
        return cls(tuple(item.source_resource_ids), item.text, item.score)


def hit_at(shown: Sequence[Shown], evidence: Iterable[str], answer: str, k: int) -> bool:
    """Whether the first `k` memories cite an evidence turn or name the answer."""
    wanted = set(evidence)
    return any(wanted.intersection(s.sources) or mentions_value(s.text, answer) for s in shown[:k])


def latest_first(
    shown: Sequence[Shown],
    values: Sequence[str],
    latest: str,
    turns: Sequence[frozenset[str]] = (),
) -> bool:
    """Whether the first memory that cites one of the statements' `turns` (resource ids,
    the latest last) or names any of `values` cites the latest turn or names `latest`;
    False when none does (the reply then cannot tell the user's current value either)."""
    cited = frozenset().union(*turns)
    newest = turns[-1] if turns else frozenset()
    for s in shown:
        sources = set(s.sources)
        if sources & cited or any(mentions_value(s.text, v) for v in values):
            return bool(sources & newest) or mentions_value(s.text, latest)
    return False


def leaks(shown: Sequence[Shown], tenant_id: str, foreign_values: Iterable[str]) -> list[str]:
    """What in a reply to `tenant_id` belongs to another tenant: cited turns of another
    tenant (resource ids start with the tenant id) and values only the other one holds."""
    found = []
    values = list(foreign_values)
    for s in shown:
        found += [f"cites {r}" for r in s.sources if not r.startswith(f"{tenant_id}:")]
        found += [f"names {v!r}" for v in values if mentions_value(s.text, v)]
    return found


def rank_problem(scores: Sequence[float]) -> str | None:
    """Why a reply's scores do not rank it, or None when they do."""
    if not scores:
        return "no items"
    if not all(math.isfinite(x) for x in scores):
        return f"non-finite score in {list(scores)}"
    if not all(0.0 < x <= 1.0 for x in scores):
        return f"score outside (0, 1] in {list(scores)}"
    if any(b > a for a, b in zip(scores, scores[1:], strict=False)):
        return f"scores increase in {list(scores)}"
    if len(scores) > 1 and all(math.isclose(x, scores[0], abs_tol=1e-9) for x in scores):
        return f"all {len(scores)} scores equal ({scores[0]})"
    return None


@dataclass(slots=True)
class Tally:
    """Per-size counts of one way of answering (the retriever or a floor)."""

    ks: tuple[int, ...] = (1, 3, 10)
    questions: int = 0
    hits: dict[int, int] = field(default_factory=dict)
    updated: int = 0
    latest_ok: int = 0
    replies: int = 0
    unranked: int = 0
    leaking: int = 0
    tokens: list[int] = field(default_factory=list)

    def add_question(self, shown: Sequence[Shown], evidence: Iterable[str], answer: str) -> None:
        ids = list(evidence)
        self.questions += 1
        for k in self.ks:
            self.hits[k] = self.hits.get(k, 0) + hit_at(shown, ids, answer, k)

    def add_update(self, ok: bool) -> None:
        self.updated += 1
        self.latest_ok += ok

    def add_reply(self, ranked: bool, leaked: bool, tokens: int | None = None) -> None:
        self.replies += 1
        self.unranked += not ranked
        self.leaking += leaked
        if tokens is not None:
            self.tokens.append(tokens)

    def hit_rate(self, k: int) -> float:
        return self.hits.get(k, 0) / self.questions if self.questions else math.nan

    def latest_rate(self) -> float:
        return self.latest_ok / self.updated if self.updated else math.nan

    def isolation(self) -> float:
        return 1.0 - self.leaking / self.replies if self.replies else math.nan

    def unranked_share(self) -> float:
        return self.unranked / self.replies if self.replies else math.nan

    def summary(self) -> dict[str, float | int | None]:
        """The rates rounded, None where nothing was counted (JSON has no NaN)."""
        out: dict[str, float | int | None] = {f"hit@{k}": _rate(self.hit_rate(k)) for k in self.ks}
        out.update(
            questions=self.questions,
            latest_first=_rate(self.latest_rate()),
            updated_slots=self.updated,
            isolation=_rate(self.isolation()),
            unranked_share=_rate(self.unranked_share()),
            replies=self.replies,
        )
        if self.tokens:
            out["mean_context_tokens"] = round(sum(self.tokens) / len(self.tokens), 1)
        return out


def _rate(value: float) -> float | None:
    return None if math.isnan(value) else round(value, 4)
