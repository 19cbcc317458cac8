"""5-fold cross-validation of the retriever's tuned constants on the LoCoMo dev conversations.

The constants of `RetrieverSettings` that were tuned on these same conversations are swept
coordinate-wise (one constant off its default at a time). Every candidate setting is a
`Retriever` sharing the running stack's store, query embedder and graph lookup, asked
every question once in process; its per-question R@10T (first 10 distinct turns) is kept per
conversation. The folds are then pure arithmetic (`bench/locomo_score.py`), two ways:

- best candidate: per fold, the candidate with the best R@10T on the other four;
- per constant: per fold, each constant's best value on the other four with the others at
  their defaults, combined (as constants are tuned one at a time); each distinct
  combination is asked all questions too.

Held-out R@10T is the chosen setting's score on the conversation its fold left out.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from bench._common import say
from bench.locomo_eval import sources_of
from bench.locomo_score import (
    DEFAULT,
    Fold,
    Question,
    Value,
    best_per_constant,
    combination_name,
    cross_validate,
    cv_summary,
    distinct_turns,
    fold_of,
    pooled,
    recall_at_k,
    sweep_candidates,
    turn_ranking,
    turn_recall_at_k,
)
from memstream.contracts.context import ContextRequest
from memstream.services.retriever import Retriever, RetrieverSettings

OBJECTIVE_K = 10
DEEP = 25

# Around the defaults, within each field's bounds. Left out: z_cap (a safety bound, not a
# weight), candidate counts and probes (cost), query building. The spread priors, the BM25
# miss floor and the update rule were set for scale and generality, not tuned: they are
# swept too, so the CV says whether the dev data would have wanted them elsewhere.
SWEEP: dict[str, tuple[Value, ...]] = {
    "weight_dense": (0.6, 0.8, 1.0, 1.25, 1.5),
    "weight_sparse": (0.5, 0.65, 0.8, 1.0, 1.2),
    "weight_sparse_items": (0.0, 0.2, 0.4, 0.6, 0.8),
    "weight_speaker": (1.0, 2.0, 3.0, 4.0),
    "weight_time": (1.0, 1.5, 2.0, 3.0),
    "weight_when_mention": (0.5, 1.0, 1.5),
    "time_window_slack_days": (3.0, 7.0, 14.0),
    "neighbour_prev": (0.1, 0.2, 0.3, 0.45),
    "neighbour_next": (0.1, 0.2, 0.3, 0.45),
    "graph_weight": (0.0, 0.1, 0.2, 0.35),
    "evidence_min_slots": (1, 3, 5),
    "max_sources": (1, 2, 3),
    "weight_request_turn": (0.0, 1.0, 2.0),
    "spread_prior_sparse": (0.25, 0.5, 1.0),
    "spread_prior_dense": (0.05, 0.1, 0.2),
    "sparse_miss_floor": (-1.0, -1.5, -2.5),
    "update_topic_min": (0.4, 0.5, 1.01),
    "update_own_margin": (0.25, 0.5, 1.0),
    "topic_weight": (0.0, 0.5, 0.8, 1.2),
    "update_topic_about": (0.25, 0.3, 1.01),
    "centre_weight": (0.0, 0.2, 0.5),
    "weight_liking": (0.0, 1.0, 2.0),
    "confidence_exponent": (0.0, 0.5, 1.0),
}
# One value either side of the default.
QUICK_SWEEP: dict[str, tuple[Value, ...]] = {
    "weight_dense": (0.8, 1.25),
    "weight_sparse": (0.65, 1.0),
    "weight_sparse_items": (0.2, 0.6),
    "weight_speaker": (2.0, 4.0),
    "weight_time": (1.5, 3.0),
    "neighbour_prev": (0.2, 0.45),
    "neighbour_next": (0.2, 0.45),
    "graph_weight": (0.0, 0.35),
    "evidence_min_slots": (1, 5),
    "max_sources": (2,),
}


class SettingScores:
    """Per-question R@10T and R@10 of one setting, per conversation, and its cost."""

    def __init__(self) -> None:
        self.r10t: dict[str, list[float]] = {}
        self.r10: dict[str, list[float]] = {}
        self.degraded = 0
        self.deeper = 0
        self.seconds = 0.0


async def score_setting(
    base: Retriever,
    changes: Mapping[str, Value],
    questions: Sequence[Question],
    now: Mapping[str, datetime],
) -> SettingScores:
    """Every question through a retriever with `changes` applied to the base settings."""
    settings = RetrieverSettings(**{**base.settings.model_dump(), **changes})
    retriever = Retriever(
        base.store,
        base.embed_query,
        base.sparse,
        settings=settings,
        graph=base.graph,
        rewrite=base.rewrite,
    )
    await retriever.warm_up()
    out = SettingScores()
    started = time.perf_counter()
    for q in questions:
        request = ContextRequest(query=q.text, now=now[q.sample_id])
        reply = await retriever.retrieve(q.sample_id, request)
        shown = sources_of(reply.items)
        deep = None
        if len(distinct_turns(shown)) < OBJECTIVE_K:
            out.deeper += 1
            deep = sources_of((await retriever.retrieve(q.sample_id, request, depth=DEEP)).items)
        turns = turn_ranking(shown, deep, OBJECTIVE_K)
        out.r10t.setdefault(q.sample_id, []).append(
            turn_recall_at_k(q.evidence, turns, OBJECTIVE_K)
        )
        out.r10.setdefault(q.sample_id, []).append(recall_at_k(q.evidence, shown, OBJECTIVE_K))
        out.degraded += bool(reply.degraded)
    out.seconds = time.perf_counter() - started
    return out


async def run_cv(
    base: Retriever,
    questions: Sequence[Question],
    now: Mapping[str, datetime],
    sweep: Mapping[str, Sequence[Value]],
) -> dict[str, Any]:
    """Every figure of the cross-validation (see the module docstring)."""
    started = time.perf_counter()
    conversations = list(dict.fromkeys(q.sample_id for q in questions))
    categories = {c: [q.category for q in questions if q.sample_id == c] for c in conversations}
    defaults: dict[str, Value] = {c: getattr(base.settings, c) for c in sweep}
    candidates = sweep_candidates(sweep, defaults)
    scored: dict[str, SettingScores] = {}
    for i, (name, changes) in enumerate(candidates.items(), 1):
        scored[name] = await score_setting(base, changes, questions, now)
        say(
            f"  cv {i}/{len(candidates)} {name}: R@10T "
            f"{pooled(scored[name].r10t, conversations):.4f} ({scored[name].seconds:.1f}s)"
        )
    singles = {name: s.r10t for name, s in scored.items()}
    best_folds = cross_validate(singles, conversations)

    choices = {
        held: best_per_constant(singles, sweep, defaults, [c for c in conversations if c != held])
        for held in conversations
    }
    for chosen in choices.values():
        name = combination_name(chosen, defaults)
        if name not in scored:  # the defaults and single changes are scored already
            scored[name] = await score_setting(base, chosen, questions, now)
            say(f"  cv combination {name}: R@10T {pooled(scored[name].r10t, conversations):.4f}")
    every = {name: s.r10t for name, s in scored.items()}
    joint_folds = [
        fold_of(every, conversations, held, combination_name(chosen, defaults))
        for held, chosen in choices.items()
    ]
    in_sample_best = max(singles, key=lambda n: pooled(singles[n], conversations))
    return {
        "objective": f"recall@{OBJECTIVE_K}T",
        "conversations": conversations,
        "sweep": {c: {"default": defaults[c], "values": list(v)} for c, v in sweep.items()},
        "default_all": round(pooled(singles[DEFAULT], conversations), 4),
        "in_sample_best": {
            "chosen": in_sample_best,
            "recall@10T_all": round(pooled(singles[in_sample_best], conversations), 4),
        },
        "best_candidate": {
            **cv_summary(singles, best_folds, categories),
            "constants_by_fold": _constants_by_fold(best_folds, candidates, defaults),
        },
        "per_constant": {
            **cv_summary(every, joint_folds, categories),
            "constants_by_fold": {c: [choices[f.held_out][c] for f in joint_folds] for c in sweep},
        },
        "candidates": {
            name: {
                "recall@10T": round(pooled(s.r10t, conversations), 4),
                "recall@10": round(pooled(s.r10, conversations), 4),
                "recall@10T_by_conversation": {
                    c: round(pooled(s.r10t, [c]), 4) for c in conversations
                },
                "degraded_replies": s.degraded,
                "deeper_ranking_needed": s.deeper,
                "seconds": round(s.seconds, 1),
            }
            for name, s in scored.items()
        },
        "settings_evaluated": len(scored),
        "seconds": round(time.perf_counter() - started, 1),
    }


def _constants_by_fold(
    folds: Sequence[Fold],
    candidates: Mapping[str, Mapping[str, Value]],
    defaults: Mapping[str, Value],
) -> dict[str, list[Value]]:
    """Per constant, the value each fold's chosen candidate gives it."""
    return {c: [{**defaults, **candidates[f.chosen]}[c] for f in folds] for c in defaults}


def report(cv: Mapping[str, Any]) -> list[str]:
    lines = [
        f"{len(cv['conversations'])}-fold CV of {len(cv['sweep'])} constants, "
        f"{cv['settings_evaluated']} settings, objective {cv['objective']} ({cv['seconds']:.0f}s):",
        f"  defaults, all conversations: {cv['default_all']:.4f}; best candidate chosen on all "
        f"five ({cv['in_sample_best']['chosen']}): {cv['in_sample_best']['recall@10T_all']:.4f}",
    ]
    for strategy in ("best_candidate", "per_constant"):
        row = cv[strategy]
        lines.append(
            f"  {strategy}: held-out {row['held_out_mean_over_folds']:.4f} (mean over folds; "
            f"pooled {row['held_out_pooled']:.4f}) vs in-sample "
            f"{row['in_sample_mean_over_folds']:.4f}; chosen: "
            + ", ".join(f"{f['held_out']}: {f['chosen']}" for f in row["folds"])
        )
    return lines
