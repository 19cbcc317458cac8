"""Asking every planted question of a suite and scoring the replies, per tenant size.

Shared by the quality gates (tests/integration/test_retrieval_quality.py) and the
benchmark (bench/small_tenants.py): the retriever's replies and, when asked, the BM25-only
and dense-only floors on the same data, with every failed question kept for diagnosis.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from memstream.services.retriever import Retriever
from memstream.services.retriever.inject import estimate_tokens
from tests.support.quality_data import Tenant
from tests.support.quality_run import QualityRun
from tests.support.quality_score import Shown, Tally, hit_at, latest_first, leaks, rank_problem

RETRIEVER = "retriever"


@dataclass(frozen=True, slots=True)
class Failure:
    """A question whose reply failed a check, with what the reply put first."""

    tenant_id: str
    size: int
    slot: str
    question: str
    values: tuple[str, ...]
    problems: tuple[str, ...]
    # Rank (1-based) of the first memory citing the evidence or naming the answer.
    found_at: int | None
    top: tuple[tuple[float, str, str], ...]  # (score, kind, text) of the first three

    def describe(self) -> str:
        lines = [
            f"{self.tenant_id} ({self.size} turns) {self.slot}: {self.question!r} -> "
            f"{' then '.join(self.values)}; {', '.join(self.problems)}; "
            f"found at {self.found_at or '-'}"
        ]
        lines += [f"    {score:.3f} {kind:8} {text[:110]!r}" for score, kind, text in self.top]
        return "\n".join(lines)


@dataclass(slots=True)
class Evaluation:
    """Tallies by answering method and tenant size, and the retriever's failures."""

    tallies: dict[str, dict[int, Tally]] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)

    def tally(self, method: str, size: int) -> Tally:
        return self.tallies.setdefault(method, {}).setdefault(size, Tally())

    def failing(self, size: int, problem: str) -> list[Failure]:
        return [f for f in self.failures if f.size == size and problem in f.problems]


def _found_at(shown: Sequence[Shown], evidence: frozenset[str], answer: str) -> int | None:
    return next((k for k in range(1, len(shown) + 1) if hit_at(shown, evidence, answer, k)), None)


def _rival_values(tenant: Tenant, by_id: dict[str, Tenant]) -> list[str]:
    rival = by_id.get(tenant.rival or "")
    return [v for p in rival.probes for v in p.values] if rival is not None else []


async def evaluate(
    run: QualityRun,
    tenants: Sequence[Tenant],
    retriever: Retriever,
    floors: Sequence[str] = (),
) -> Evaluation:
    """Ask every probe of `tenants` (already written) and score each reply."""
    result = Evaluation()
    by_id = {t.tenant_id: t for t in tenants}
    for tenant in tenants:
        foreign = _rival_values(tenant, by_id)
        for probe in tenant.probes:
            asked = await run.ask(retriever, tenant, probe)
            shown = asked.shown
            tally = result.tally(RETRIEVER, tenant.size)
            tally.add_question(shown, asked.evidence, probe.answer)
            problems = []
            if not hit_at(shown, asked.evidence, probe.answer, 3):
                problems.append("miss@3")
            elif not hit_at(shown, asked.evidence, probe.answer, 1):
                problems.append("miss@1")
            if probe.updated:
                turns = run.statement_turns(probe)
                newest = latest_first(shown, probe.values, probe.answer, turns)
                tally.add_update(newest)
                if not newest:
                    problems.append("latest not first")
            leaked = leaks(shown, tenant.tenant_id, foreign)
            problems += leaked
            unranked = rank_problem([s.score for s in shown])
            if unranked is not None:
                problems.append(f"unranked: {unranked}")
            tally.add_reply(unranked is None, bool(leaked), estimate_tokens(asked.response.inject))
            if problems:
                result.failures.append(
                    Failure(
                        tenant.tenant_id,
                        tenant.size,
                        probe.slot,
                        probe.question,
                        probe.values,
                        tuple(problems),
                        _found_at(shown, asked.evidence, probe.answer),
                        tuple(
                            (item.score, item.kind, item.text) for item in asked.response.items[:3]
                        ),
                    )
                )
            for mode in floors:
                plain = await run.floor(mode, probe)
                floor = result.tally(mode, tenant.size)
                floor.add_question(plain, asked.evidence, probe.answer)
                if probe.updated:
                    floor.add_update(
                        latest_first(plain, probe.values, probe.answer, run.statement_turns(probe))
                    )
    return result
