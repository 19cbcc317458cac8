"""Retrieval quality gates on tenants the size real users have (3 to 300 turns).

Synthetic assistant conversations (tests/support/quality_data.py) go through the real
write path in process (ingest's resources, the indexer's episodes, the rule-based
extractor with its gate, dedup and supersede, summaries) into an embedded Qdrant store
with MiniLM and BM25 vectors; every planted fact is then asked for, in words the fact
never used, through `Retriever.retrieve` (graph=None: no dual search). Per tenant size:

- hit@3 >= 0.95: the fact's turn is cited by, or its value named in, the first 3 items;
- latest-first >= 0.95: for facts that changed, the first item naming any of the values
  names the latest one;
- isolation = 1.0: no item cites another tenant's turn or names a value of the other
  tenant of an isolation pair;
- every reply is ranked: scores strictly positive, finite, within [0, 1], non-increasing,
  not all equal when there are several items.

Three tenants per size and seed plus one isolation pair, for the 8 seeds that
`bench/small_tenants.py` reports by default, so the gate and the benchmark print the same
figures (3 seeds put 40 questions behind a 100-turn figure, where one question is 0.025);
the data is deterministic, these are quality gates, not timings. Needs nats-server for the
extractor's EVENTS and SUMMARIES.

Every size meets both targets on these seeds (bench/small_tenants.py, BENCHMARKS.md), so
the targets themselves are the regression gates; hit@3 at 300 turns is 0.958 (115 of
120): two questions lost there turn the gate red.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from tests.support.quality_data import SIZES, Tenant, suite
from tests.support.quality_eval import RETRIEVER, Evaluation, Failure, evaluate
from tests.support.quality_run import QualityRun, Written

pytestmark = pytest.mark.integration

SEEDS = tuple(range(1, 9))
HIT_AT_3_MIN = 0.95
LATEST_FIRST_MIN = 0.95
SHOW = 8  # failures listed in an assertion message


@dataclass(frozen=True, slots=True)
class Outcome:
    tenants: list[Tenant]
    written: Written
    evaluation: Evaluation


@pytest.fixture(scope="module")
async def outcome(
    nats_server: EmbeddedNatsServer, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[Outcome]:
    tenants = suite(SEEDS)
    run = await QualityRun.open(nats_server.url, tmp_path_factory.mktemp("quality"))
    try:
        written = await run.write(tenants)
        evaluation = await evaluate(run, tenants, await run.retriever())
        yield Outcome(tenants, written, evaluation)
    finally:
        await run.close()


def _report(failures: list[Failure]) -> str:
    shown = "\n".join(f.describe() for f in failures[:SHOW])
    more = f"\n... and {len(failures) - SHOW} more" if len(failures) > SHOW else ""
    return f"\n{shown}{more}"


def test_the_real_write_path_ran(outcome: Outcome) -> None:
    """Not a gate: the harness wrote what the gates read, through the real write path."""
    turns = sum(len(t.turns) for t in outcome.tenants)
    assert outcome.written.turns == turns
    assert outcome.written.episodes == 2 * turns  # user message and reply, one point each
    assert outcome.written.outcomes["stored"] > 0
    assert outcome.written.rejections["chatter"] > 0  # the write gate saw the small talk


@pytest.mark.parametrize("size", SIZES)
def test_hit_at_3(outcome: Outcome, size: int) -> None:
    tally = outcome.evaluation.tally(RETRIEVER, size)
    assert tally.questions > 0
    rate = tally.hit_rate(3)
    assert rate >= HIT_AT_3_MIN, (
        f"hit@3 {rate:.3f} < {HIT_AT_3_MIN} over {tally.questions} questions of {size}-turn "
        f"tenants:" + _report(outcome.evaluation.failing(size, "miss@3"))
    )


@pytest.mark.parametrize(
    "size",
    [s for s in SIZES if s > 3],  # 3-turn tenants never change
)
def test_latest_statement_first(outcome: Outcome, size: int) -> None:
    tally = outcome.evaluation.tally(RETRIEVER, size)
    assert tally.updated > 0
    rate = tally.latest_rate()
    assert rate >= LATEST_FIRST_MIN, (
        f"latest-first {rate:.3f} < {LATEST_FIRST_MIN} over {tally.updated} changed facts of "
        f"{size}-turn tenants:" + _report(outcome.evaluation.failing(size, "latest not first"))
    )


@pytest.mark.parametrize("size", SIZES)
def test_tenant_isolation(outcome: Outcome, size: int) -> None:
    tally = outcome.evaluation.tally(RETRIEVER, size)
    leaking = [
        f
        for f in outcome.evaluation.failures
        if f.size == size and any(p.startswith(("cites", "names")) for p in f.problems)
    ]
    assert tally.isolation() == pytest.approx(1.0), _report(leaking)


@pytest.mark.parametrize("size", SIZES)
def test_every_reply_is_ranked(outcome: Outcome, size: int) -> None:
    tally = outcome.evaluation.tally(RETRIEVER, size)
    unranked = [
        f
        for f in outcome.evaluation.failures
        if f.size == size and any(p.startswith("unranked") for p in f.problems)
    ]
    assert tally.unranked == 0, (
        f"{tally.unranked} of {tally.replies} replies to {size}-turn tenants are unranked:"
        + _report(unranked)
    )
