"""LoCoMo scoring, as plain functions: recall over items and over distinct turns, the size
of the inject block, and the arithmetic of cross-validating the retriever's constants.

Recall over items (R@k) is LoCoMo's recall with a retriever item as the unit: the share of
a question's evidence dia_ids among the turns the top-k items show. An item shows up to
three turns, so R@k is not comparable with turn-level retrievers. R@kT is: the share of the
evidence among the first k DISTINCT turns in the order the agent reads them (items in rank
order; within an item its matched turn first, then the turns shown around it). For a plain
turn-level search, where every hit is one turn, R@kT equals R@k.

Cross-validation: every candidate setting is scored once on every conversation (a list of
per-question values each); a fold is then tuned on the other conversations by arithmetic
alone, pooling their questions, and scored on the held-out one.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bench._common import percentile

HARD_CAP = 10  # what one context request returns at most
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
TURN_KS = (5, 10, 25)
DEFAULT = "default"  # name of the candidate with every constant at its default

Value = float | int
# Per candidate, per conversation: one score per question, in question order.
Results = Mapping[str, Mapping[str, Sequence[float]]]


@dataclass(frozen=True, slots=True)
class Question:
    """One scored LoCoMo question: categories 1-4 with non-empty normalised evidence."""

    sample_id: str
    index: int
    text: str
    answer: str
    category: int
    evidence: tuple[str, ...]


# -- recall --------------------------------------------------------------------------------


def recall_at_k(evidence: Sequence[str], retrieved: Sequence[Sequence[str]], k: int) -> float:
    """LoCoMo recall: the share of `evidence` among the sources of the top-k retrieved items.

    `retrieved` holds, per returned item in rank order, the dia_ids it shows the agent.
    """
    if not evidence:
        raise ValueError("recall is undefined for a question without evidence")
    covered = {source for item in retrieved[:k] for source in item}
    return sum(1 for e in evidence if e in covered) / len(evidence)


def distinct_sources(retrieved: Sequence[Sequence[str]], k: int) -> int:
    """How many distinct turns the top-k items show: the cost side of recall."""
    return len({source for item in retrieved[:k] for source in item})


def lead_turn_first(
    lead_resource: str | None, resource_ids: Sequence[str], external_ids: Sequence[str]
) -> list[str]:
    """The dia_ids an item shows, its matched turn first, the others in display order.

    `resource_ids` and `external_ids` are the item's `source_resource_ids` and
    `source_external_ids`, one entry per shown turn in display (conversation) order.
    `lead_resource` is the resource of the matched turn (an episode's own turn); None, or
    a resource the item does not show, keeps the display order (an extracted fact shows
    only its source turns). Lists of different lengths cannot be paired: display order.
    """
    shown = list(external_ids)
    if lead_resource is None or len(resource_ids) != len(shown):
        return shown
    for i, resource in enumerate(resource_ids):
        if resource == lead_resource:
            return [shown[i], *shown[:i], *shown[i + 1 :]]
    return shown


def distinct_turns(retrieved: Sequence[Sequence[str]]) -> list[str]:
    """Every turn the items show, once, in reading order (first showing wins)."""
    return list(dict.fromkeys(turn for item in retrieved for turn in item))


def turn_ranking(
    retrieved: Sequence[Sequence[str]], deep: Sequence[Sequence[str]] | None, k: int
) -> list[str]:
    """The turns R@kT reads: those of the served items, or those of the deeper ranking
    when the served items show fewer than k distinct turns and a deeper one is given."""
    turns = distinct_turns(retrieved)
    if len(turns) < k and deep is not None:
        return distinct_turns(deep)
    return turns


def turn_recall_at_k(evidence: Sequence[str], turns: Sequence[str], k: int) -> float:
    """R@kT: the share of `evidence` among the first k distinct turns of `turns`."""
    if not evidence:
        raise ValueError("recall is undefined for a question without evidence")
    if k < 1:
        raise ValueError(f"k must be at least 1, not {k}")
    first = set(distinct_turns([turns])[:k])
    return sum(1 for e in evidence if e in first) / len(evidence)


@dataclass(slots=True)
class Scores:
    """Recall per k over items and over distinct turns, overall and per category, plus the
    distinct turns shown in the top 10 items."""

    ks: tuple[int, ...]
    turn_ks: tuple[int, ...] = TURN_KS
    recall: dict[str, list[float]] = field(default_factory=dict)
    by_category: dict[tuple[str, int], list[float]] = field(default_factory=dict)
    sources_top10: list[int] = field(default_factory=list)
    # Per turn budget: questions whose served items showed fewer turns than the budget.
    deeper: dict[int, int] = field(default_factory=dict)

    def _put(self, name: str, category: int, value: float) -> None:
        self.recall.setdefault(name, []).append(value)
        self.by_category.setdefault((name, category), []).append(value)

    def add(
        self,
        question: Question,
        retrieved: Sequence[Sequence[str]],
        deep: Sequence[Sequence[str]] | None = None,
    ) -> None:
        """Score one question; `deep` (a longer ranking) serves the k beyond the hard cap
        and the turn budgets the served items do not fill."""
        for k in self.ks:
            ranking = deep if deep is not None and k > HARD_CAP else retrieved
            self._put(f"recall@{k}", question.category, recall_at_k(question.evidence, ranking, k))
        shown = len(distinct_turns(retrieved))
        for k in self.turn_ks:
            if shown < k and deep is not None:
                self.deeper[k] = self.deeper.get(k, 0) + 1
            turns = turn_ranking(retrieved, deep, k)
            value = turn_recall_at_k(question.evidence, turns, k)
            self._put(f"recall@{k}T", question.category, value)
        self.sources_top10.append(distinct_sources(retrieved, 10))

    def names(self) -> list[str]:
        return [f"recall@{k}" for k in self.ks] + [f"recall@{k}T" for k in self.turn_ks]

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {name: mean(self.recall.get(name, [])) for name in self.names()}
        out["by_category"] = {
            f"{c}-{label}": {n: mean(self.by_category.get((n, c), [])) for n in self.names()}
            for c, label in CATEGORIES.items()
        }
        out["mean_source_turns_top10"] = mean([float(n) for n in self.sources_top10])
        out["questions"] = len(self.sources_top10)
        out["deeper_ranking_for_turn_budget"] = {f"{k}T": n for k, n in self.deeper.items()}
        return out


def mean(values: Sequence[float]) -> float:
    return round(sum(values) / len(values), 4) if values else float("nan")


def size_summary(values: Sequence[float]) -> dict[str, float]:
    """Mean, p50 and p95 (nearest rank) of sizes such as words or tokens per block."""
    ordered = sorted(values)
    return {
        "mean": mean(ordered),
        "p50": percentile(ordered, 50),
        "p95": percentile(ordered, 95),
    }


def words(text: str) -> int:
    return len(text.split())


RECALL_COLUMNS = ("recall@5", "recall@10", "recall@25", "recall@5T", "recall@10T", "recall@25T")


def recall_table(rows: Sequence[tuple[str, Mapping[str, Any]]], width: int = 22) -> list[str]:
    """Lines of a table: R@k over items and R@kT over turns, and the turns the top 10 show."""
    head = "".join(f"{c.removeprefix('recall'):>8}" for c in RECALL_COLUMNS)
    lines = [f"{'':{width}}{head}{'turns@10':>10}"]
    for name, row in rows:
        cells = "".join(f"{row.get(c, math.nan):>8.3f}" for c in RECALL_COLUMNS)
        lines.append(f"{name:{width}}{cells}{row.get('mean_source_turns_top10', math.nan):>10.1f}")
    return lines


# -- cross-validation ----------------------------------------------------------------------


def candidate_name(constant: str, value: Value, defaults: Mapping[str, Value]) -> str:
    """`DEFAULT` for a constant at its default value, else 'constant=value'."""
    return DEFAULT if _same(value, defaults[constant]) else f"{constant}={value}"


def sweep_candidates(
    sweep: Mapping[str, Sequence[Value]], defaults: Mapping[str, Value]
) -> dict[str, dict[str, Value]]:
    """A coordinate-wise sweep: the defaults first, then one constant changed at a time."""
    candidates: dict[str, dict[str, Value]] = {DEFAULT: {}}
    for constant, values in sweep.items():
        if constant not in defaults:
            raise ValueError(f"{constant!r} has no default to sweep around")
        for value in values:
            name = candidate_name(constant, value, defaults)
            if name != DEFAULT:
                candidates[name] = {constant: value}
    return candidates


def pooled(scores: Mapping[str, Sequence[float]], conversations: Iterable[str]) -> float:
    """The mean over every question of `conversations` pooled together."""
    pool = [v for c in conversations for v in scores[c]]
    if not pool:
        raise ValueError("no questions to average")
    return sum(pool) / len(pool)


def best_candidate(results: Results, train: Sequence[str]) -> str:
    """The candidate with the highest pooled score on `train`; on a tie the earlier one
    (the defaults come first, so they win ties)."""
    best_name, best = "", -math.inf
    for name, scores in results.items():
        score = pooled(scores, train)
        if score > best:
            best_name, best = name, score
    if not best_name:
        raise ValueError("no candidates")
    return best_name


def best_per_constant(
    results: Results,
    sweep: Mapping[str, Sequence[Value]],
    defaults: Mapping[str, Value],
    train: Sequence[str],
) -> dict[str, Value]:
    """Each constant's best value on `train` with the others at their defaults (the
    default on a tie): the way constants are tuned one at a time."""
    chosen: dict[str, Value] = {}
    for constant, values in sweep.items():
        options = [defaults[constant], *(v for v in values if not _same(v, defaults[constant]))]
        scored = [
            (pooled(results[candidate_name(constant, v, defaults)], train), v) for v in options
        ]
        best = max(score for score, _ in scored)
        chosen[constant] = next(v for score, v in scored if score == best)
    return chosen


def combination_name(chosen: Mapping[str, Value], defaults: Mapping[str, Value]) -> str:
    """'a=1+b=2' for the constants off their defaults, `DEFAULT` when none is."""
    changed = [f"{c}={v}" for c, v in sorted(chosen.items()) if not _same(v, defaults[c])]
    return "+".join(changed) if changed else DEFAULT


@dataclass(frozen=True, slots=True)
class Fold:
    """One fold: tuned on every conversation but `held_out`, scored on `held_out`."""

    held_out: str
    chosen: str
    train_score: float
    held_out_score: float


def cross_validate(results: Results, conversations: Sequence[str]) -> list[Fold]:
    """Leave-one-conversation-out: per fold, the best candidate on the other conversations."""
    return [
        fold_of(results, conversations, held, best_candidate(results, _others(conversations, held)))
        for held in conversations
    ]


def fold_of(results: Results, conversations: Sequence[str], held: str, chosen: str) -> Fold:
    train = _others(conversations, held)
    return Fold(held, chosen, pooled(results[chosen], train), pooled(results[chosen], [held]))


def cv_summary(
    results: Results, folds: Sequence[Fold], categories: Mapping[str, Sequence[int]]
) -> dict[str, Any]:
    """Held-out against in-sample: means over folds, pooled over questions, per category.

    `categories` gives, per conversation, each question's category in question order.
    Every question is held out exactly once, so the pooled held-out figure is a score of
    the whole question set by settings that never saw the question's conversation.
    """
    held: dict[int, list[float]] = {}
    for fold in folds:
        values = results[fold.chosen][fold.held_out]
        for category, value in zip(categories[fold.held_out], values, strict=True):
            held.setdefault(category, []).append(value)
    everything = [v for vs in held.values() for v in vs]
    return {
        "held_out_mean_over_folds": mean([f.held_out_score for f in folds]),
        "in_sample_mean_over_folds": mean([f.train_score for f in folds]),
        "held_out_pooled": mean(everything),
        "held_out_by_category": {
            f"{c}-{label}": mean(held.get(c, [])) for c, label in CATEGORIES.items()
        },
        "folds": [
            {
                "held_out": f.held_out,
                "chosen": f.chosen,
                "train": round(f.train_score, 4),
                "held_out_score": round(f.held_out_score, 4),
            }
            for f in folds
        ],
    }


def _others(conversations: Sequence[str], held: str) -> list[str]:
    if held not in conversations:
        raise ValueError(f"{held!r} is not one of the conversations")
    return [c for c in conversations if c != held]


def _same(a: Value, b: Value) -> bool:
    return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-12)
