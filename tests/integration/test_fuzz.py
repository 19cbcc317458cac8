"""A small hostile fuzz run (bench/fuzz.py has the full one): 1,500 requests over every
request endpoint, with a fixed seed, against the session's stack. Every invalid request
gets a typed refusal; no request gets `internal`, times out, finds no responder or is
answered with something that is not typed; and nothing a service accepted is dead-lettered
later by the consumers behind it.

The job-run endpoint is left out here: a valid run with no `tenants` runs the job for every
tenant of the shared stack, other tests' included (the benchmark runs it on its own stack).
"""

from __future__ import annotations

from nats.aio.client import Client

from bench.fuzz_hostile import CaseMaker
from bench.fuzz_run import dead_letters, run_cases
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.settings import CommonSettings

REQUESTS = 1500
SEED = 20260


async def test_hostile_requests_get_typed_errors_and_no_internal_errors_or_timeouts(
    stack: Stack, nc: Client, settings: CommonSettings, unique: str
) -> None:
    tenants = [f"f{unique}", f"g{unique}"]
    maker = CaseMaker(SEED, tenants, settings.partitions, nc.max_payload, skip=("schedulerRun",))
    tally = await run_cases(nc, maker.cases(REQUESTS), concurrency=32)
    summary = tally.summary()
    defects = {kind: samples[:3] for kind, samples in tally.defects.items()}
    assert summary["requests"] == REQUESTS
    assert summary["internal"] == 0, defects
    assert summary["timeouts"] == 0, defects
    assert summary["no_responders"] == 0, defects
    assert summary["untyped"] == 0, defects
    assert summary["accepted_invalid"] == 0, defects
    # The run did reach the services: valid requests answered, invalid ones refused.
    assert summary["by_code"]["ok"] > REQUESTS // 10
    assert summary["by_code"]["validation_error"] > REQUESTS // 4
    assert len(summary["per_endpoint"]) == len(maker.endpoints)
    # Nothing the services accepted is parked later by a consumer behind them.
    assert await dead_letters(nc, tenants) == {}
