"""Freshness beside a tenant that attaches documents: what one tenant's long parts cost the
turns of everyone else.

Chat tenants publish LoCoMo dev turns at a steady `--rate` for `--duration` seconds (as
bench/freshness.py does, every turn confirmed by a context request). Windows alternate:
in a "quiet" window only they publish; in a "documents" window a document tenant also sends,
every `--doc-every` seconds, a turn with one attached document of `--doc-chars` characters
(LoCoMo dialogue joined as a transcript, so it chunks and embeds like prose). Per window
kind: the chat turns' visible and indexed p50/p95/p99 (pooled over `--reps` windows of each
kind), and the documents' own time from ack to indexed. The headline is the chat turns'
visible p95 with documents over without, measured in the same run.

Usage: python bench/neighbours.py [--rate 20] [--duration 30] [--reps 2]
                                  [--doc-chars 20000] [--doc-every 5] [--tenants 20]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, say  # noqa: E402
from bench._freshness_rules import freshness_summary  # noqa: E402
from bench.freshness import (  # noqa: E402
    RateRun,
    counted,
    follow,
    locomo_texts,
    turn_publisher,
)
from bench.locomo_eval import DEFAULT_PATH  # noqa: E402
from bench.stack_under_test import Probes, add_stack_arguments, stack_running  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.contracts.turns import Document  # noqa: E402
from memstream.services.common.stores.episodes import chunk_words  # noqa: E402

QUIET, DOCUMENTS = "quiet", "documents"


def transcript(texts: list[tuple[str, str]], start: int, chars: int) -> str:
    """LoCoMo dialogue from `start` on, as "Speaker: text" lines, cut to `chars`."""
    lines: list[str] = []
    size = 0
    k = start
    while size < chars:
        speaker, text = texts[k % len(texts)]
        lines.append(f"{speaker}: {text}")
        size += len(lines[-1]) + 1
        k += 1
    return "\n".join(lines)[:chars]


async def window(
    url: str,
    kind: str,
    args: argparse.Namespace,
    texts: list[tuple[str, str]],
    cursor: int,
    probes: Probes,
) -> tuple[RateRun, RateRun, int, float]:
    """One window: chat turns at `args.rate`, with documents beside them if `kind` says;
    also the turns ingest held for the indexer meanwhile (its flood hold)."""
    chat, docs = RateRun(args.rate), RateRun(0.0)
    held_before = probes.held()
    tag = uuid.uuid4().hex[:6]
    clients = [
        await MemoryClient.connect(url, f"nb{tag}t{i}", "bench", timeout=30)
        for i in range(args.tenants)
    ]
    author = await MemoryClient.connect(url, f"nb{tag}doc", "bench", timeout=30)
    followers: list[asyncio.Task[None]] = []
    turns = int(args.rate * args.duration)

    publish = turn_publisher(clients, texts, cursor, chat, followers, args.deadline)

    async def documents() -> None:
        n = 0
        started = time.perf_counter()
        while time.perf_counter() - started < args.duration:
            body = transcript(texts, cursor + 7919 * (n + 1), args.doc_chars)
            try:
                ack = await author.publish_turn(
                    "d1",
                    n,
                    user_input="Here is the transcript, keep it for later.",
                    documents=[Document(title=f"transcript {n}", text=body)],
                )
            except Exception:
                docs.refused += 1
            else:
                docs.acks += 1
                now = time.perf_counter()
                follower = follow(author, ack, now, "", "", docs, args.deadline, probe=False)
                followers.append(asyncio.create_task(counted(follower, docs)))
            n += 1
            await asyncio.sleep(max(0.0, started + n * args.doc_every - time.perf_counter()))

    side = asyncio.create_task(documents()) if kind == DOCUMENTS else None
    publishers: list[asyncio.Task[None]] = []
    started = time.perf_counter()
    for k in range(turns):
        delay = started + k / args.rate - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        publishers.append(asyncio.create_task(publish(k)))
    await asyncio.gather(*publishers)
    if side is not None:
        await side
    await asyncio.gather(*followers)
    for client in (*clients, author):
        await client.close()
    return chat, docs, cursor + turns, probes.held() - held_before


def pooled(runs: list[RateRun]) -> dict[str, Any]:
    visible = [v for r in runs for v in r.visible_s]
    indexed = [v for r in runs for v in r.indexed_s]
    return {
        "acked": sum(r.acks for r in runs),
        "refused": sum(r.refused for r in runs),
        "missed": sum(r.missed for r in runs),
        "errors": sum(len(r.errors) for r in runs),
        "visible": freshness_summary(visible) if visible else None,
        "indexed": freshness_summary(indexed) if indexed else None,
    }


async def main(args: argparse.Namespace) -> None:
    texts = locomo_texts(args.file)
    sample = transcript(texts, 7919, args.doc_chars)
    chunks = len(chunk_words(sample))
    say(f"document: {args.doc_chars} characters, {chunks} chunks, every {args.doc_every:g} s")
    chat: dict[str, list[RateRun]] = {QUIET: [], DOCUMENTS: []}
    docs: list[RateRun] = []
    held = {QUIET: 0.0, DOCUMENTS: 0.0}
    cursor = 0
    async with stack_running(args.stack, args.process, "memstream-neighbours-") as (
        url,
        probes,
    ):
        for rep in range(args.reps):
            for kind in (QUIET, DOCUMENTS) if rep % 2 == 0 else (DOCUMENTS, QUIET):
                run, doc_run, cursor, held_now = await window(
                    url, kind, args, texts, cursor, probes
                )
                chat[kind].append(run)
                held[kind] += held_now
                if kind == DOCUMENTS:
                    docs.append(doc_run)
                say(
                    f"rep {rep} {kind}: chat visible {freshness_summary(run.visible_s)} "
                    f"indexed {freshness_summary(run.indexed_s)} missed {run.missed}; "
                    f"documents {doc_run.acks} indexed {freshness_summary(doc_run.indexed_s)}; "
                    f"held by ingest {held_now:g}"
                )
    figures: dict[str, Any] = {
        "machine": machine(),
        "load_after": os.getloadavg(),
        "stack": args.stack,
        "process": args.process,
        "rate": args.rate,
        "duration_s": args.duration,
        "reps": args.reps,
        "tenants": args.tenants,
        "doc_chars": args.doc_chars,
        "doc_chunks": chunks,
        "doc_every_s": args.doc_every,
        "chat_quiet": pooled(chat[QUIET]),
        "chat_documents": pooled(chat[DOCUMENTS]),
        "documents": pooled(docs),
        # Turns ingest held for the indexer (its flood hold), per window kind.
        "held_turns": held,
    }
    quiet, busy = figures["chat_quiet"]["visible"], figures["chat_documents"]["visible"]
    if quiet and busy and quiet["p95_s"] > 0:
        figures["visible_p95_documents_over_quiet"] = round(busy["p95_s"] / quiet["p95_s"], 2)
    say(
        f"chat visible p95: quiet {quiet and quiet['p95_s']} s, beside documents "
        f"{busy and busy['p95_s']} s; documents indexed {figures['documents']['indexed']}"
    )
    emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_stack_arguments(parser)
    parser.add_argument("--rate", type=float, default=20.0)
    parser.add_argument("--duration", type=float, default=30.0)
    parser.add_argument("--reps", type=int, default=2)
    parser.add_argument("--tenants", type=int, default=20)
    parser.add_argument("--doc-chars", type=int, default=20_000)
    parser.add_argument("--doc-every", type=float, default=5.0)
    parser.add_argument("--deadline", type=float, default=60.0, help="Give up on a turn after.")
    parser.add_argument("--file", default=str(DEFAULT_PATH))
    asyncio.run(main(parser.parse_args()))
