"""Sends fuzz cases (bench/fuzz_hostile.py) with bounded concurrency and tallies the answers:
replies by code, timeouts, no-responders, invalid requests that were answered as valid,
answers that are not typed, and latency per endpoint. Shared by bench/fuzz.py and the
integration test that runs a smaller fuzz.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from typing import Any

from nats.aio.client import Client
from nats.errors import NoRespondersError
from nats.errors import TimeoutError as NatsTimeoutError

from bench._common import latency_summary_ms
from bench.fuzz_cases import Case
from memstream.contracts import subjects as s
from memstream.contracts.watermark import WatermarkRequest

# Refusals that say the request itself was wrong.
REQUEST_ERRORS = frozenset(
    {
        "invalid_json",
        "validation_error",
        "message_too_large",
        "tenant_mismatch",
        "text_too_long",
        "too_many_parts",
    }
)
SAMPLES = 20  # defects kept per kind for the report


@dataclass
class Tally:
    requests: int = 0
    by_code: Counter[str] = field(default_factory=Counter)
    per_endpoint: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    # Defects, a few samples each: what was sent and what came back.
    defects: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    defect_counts: Counter[str] = field(default_factory=Counter)

    def defect(self, kind: str, case: Case, answer: str) -> None:
        self.defect_counts[kind] += 1
        if len(self.defects[kind]) < SAMPLES:
            self.defects[kind].append(
                f"{case.endpoint} {case.kind} {case.subject} {case.body[:300]!r} -> {answer[:300]}"
            )

    def count(self, key: str) -> int:
        return self.by_code[key]

    def summary(self) -> dict[str, Any]:
        return {
            "requests": self.requests,
            "by_code": dict(sorted(self.by_code.items())),
            "internal": self.by_code["internal"],
            "timeouts": self.by_code["timeout"],
            "no_responders": self.by_code["no_responders"],
            "accepted_invalid": self.defect_counts["accepted_invalid"],
            "untyped": self.defect_counts["untyped"],
            "per_endpoint": {
                name: {
                    "by_code": dict(sorted(codes.items())),
                    **latency_summary_ms(self.latencies[name]),
                }
                for name, codes in sorted(self.per_endpoint.items())
            },
        }


def code_of(data: bytes) -> str | None:
    """`ok` for a reply that is not an ErrorReply, its code for one, None if not JSON."""
    try:
        reply = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        return None
    if isinstance(reply, dict) and reply.get("type") == "error":
        code = reply.get("code")
        return code if isinstance(code, str) and reply.get("message") is not None else None
    return "ok"


async def send(nc: Client, case: Case, tally: Tally) -> str:
    started = time.perf_counter()
    try:
        msg = await nc.request(case.subject, case.body, timeout=case.timeout_s)
    except NatsTimeoutError:
        code, answer = "timeout", "timeout"
    except NoRespondersError:
        code, answer = "no_responders", "no responders"
    else:
        answer = msg.data.decode(errors="replace")
        code = code_of(msg.data) or "untyped"
    tally.latencies[case.endpoint].append(time.perf_counter() - started)
    tally.requests += 1
    tally.by_code[code] += 1
    tally.per_endpoint[case.endpoint][code] += 1
    if code in ("internal", "timeout", "no_responders", "untyped"):
        tally.defect(code, case, answer)
    elif case.expect == "error" and code not in REQUEST_ERRORS:
        tally.defect("accepted_invalid", case, answer)
    return code


async def run_chunks(
    nc: Client, chunks: AsyncIterator[list[Case]], concurrency: int, tally: Tally | None = None
) -> Tally:
    """Send every case of every chunk, at most `concurrency` in flight; the next chunk is
    awaited while the cases already queued keep the requests going."""
    tally = tally or Tally()
    queue: asyncio.Queue[Case | None] = asyncio.Queue(maxsize=concurrency * 8)

    async def produce() -> None:
        async for chunk in chunks:
            for case in chunk:
                await queue.put(case)
        for _ in range(concurrency):
            await queue.put(None)

    async def worker() -> None:
        while (case := await queue.get()) is not None:
            await send(nc, case, tally)

    await asyncio.gather(produce(), *(worker() for _ in range(concurrency)))
    return tally


async def run_cases(
    nc: Client, cases: Iterable[Case], concurrency: int, tally: Tally | None = None
) -> Tally:
    """Send every case, at most `concurrency` in flight."""

    async def one_chunk() -> AsyncIterator[list[Case]]:
        yield list(cases)

    return await run_chunks(nc, one_chunk(), concurrency, tally)


async def dead_letters(nc: Client, tenants: Iterable[str], wait_s: float = 60.0) -> dict[str, int]:
    """Messages parked in the DLQ for `tenants`, by service, once the indexer and the
    extractor have handled every resource of theirs: requests a service accepted that a
    consumer behind it could not handle (each entry's reason is in its headers)."""
    js = nc.jetstream()
    by_service: Counter[str] = Counter()
    for tenant in tenants:
        ask = WatermarkRequest(extracted=True, timeout_s=wait_s).model_dump_json().encode()
        await nc.request(s.watermark(tenant), ask, timeout=wait_s + 10)
        info = await js.stream_info(s.STREAM_DLQ, subjects_filter=s.dlq_filter("*", tenant))
        for subject, count in (info.state.subjects or {}).items():
            by_service[subject.split(".")[2]] += count
    return dict(sorted(by_service.items()))
