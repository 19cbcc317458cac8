"""Embedder and episode-indexer throughput.

Starts a nats-server child (temporary store) and ingest + embedder + indexer in this
process (as `memstream up` runs them, real MiniLM model, embedded vector store), then:

1. embedder: S distinct single-sentence `mem.embed` requests at concurrency 1 and 16,
   plus 64-sentence requests; sentences/s and the backend batch sizes the micro-batcher
   formed (distinct texts, so the cache never answers);
2. indexing: T turns (2 resources each) through `MemoryClient.publish_turn`, timed from
   the first publish until every episode point is in the store.

For each phase it also reports the CPU this process used per wall second (`cores`), split
into the event loop's thread (`loop_cores`) and all other threads (`worker_cores`: the
embedding calls, the vector store's); on 2 cores, embedding that keeps the GIL leaves the
loop's share and the total low. `--policy` picks the dense backend: `onnx` (the default,
ONNX Runtime, one thread), `numpy` (the NumPy pass, length-grouped, one BLAS thread) or
`today` (the NumPy pass batched as before length grouping, one BLAS thread as
memstream.services set it), so before and after are measured by the same script.

Usage: python bench/embed_index.py [--sentences 256] [--turns 200] [--policy onnx]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import nats

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, say  # noqa: E402
from bench.embed_backends import TodayNumpy  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.services.cli.stack import Stack  # noqa: E402
from memstream.services.common.models.embed_client import EmbeddingClient  # noqa: E402
from memstream.services.common.models.embedding.minilm import MiniLMEmbedder  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.common.stores.vectorstore import EPISODES, PointFilter  # noqa: E402
from memstream.services.embedder.app import EmbedderApp  # noqa: E402
from memstream.services.embedder.backend import limit_blas_threads  # noqa: E402
from memstream.services.embedder.settings import EmbedderSettings  # noqa: E402
from memstream.services.indexer.app import IndexerApp  # noqa: E402
from memstream.services.ingest.app import IngestApp  # noqa: E402

WORDS = (
    "my sister moved to Lisbon last spring and started a bakery near the river where "
    "tourists queue for custard tarts every morning while I keep planning the visit"
).split()


def sentence(i: int, salt: str) -> str:
    words = [WORDS[(i * 7 + k * 3) % len(WORDS)] for k in range(12 + i % 8)]
    return f"{' '.join(words)} ({salt}-{i})"


class CpuClock:
    """CPU seconds of this process's threads (Linux /proc), the event loop's apart."""

    def __init__(self) -> None:
        self.tick = os.sysconf("SC_CLK_TCK")
        self.loop_tid = threading.get_native_id()
        self.started = time.perf_counter()
        self.loop0, self.total0 = self._read()

    def _read(self) -> tuple[float, float]:
        loop = total = 0.0
        for task in Path("/proc/self/task").iterdir():
            try:
                fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # the thread ended meanwhile
            seconds = (int(fields[11]) + int(fields[12])) / self.tick
            total += seconds
            if int(task.name) == self.loop_tid:
                loop = seconds
        return loop, total

    def cores(self) -> dict[str, float]:
        wall = time.perf_counter() - self.started
        loop, total = self._read()
        loop -= self.loop0
        total -= self.total0
        return {
            "cores": round(total / wall, 2),
            "loop_cores": round(loop / wall, 2),
            "worker_cores": round((total - loop) / wall, 2),
        }


def embedder_app(policy: str) -> EmbedderApp:
    if policy == "today":
        limit_blas_threads(1)
        return EmbedderApp(dense=TodayNumpy(MiniLMEmbedder()))
    backend = "minilm" if policy == "numpy" else "minilm-onnx"
    return EmbedderApp(EmbedderSettings(backend=backend))


async def embed_run(
    client: EmbeddingClient, app: EmbedderApp, texts: list[str], concurrency: int, per_req: int
) -> dict[str, float]:
    stats = app.batcher.stats
    sizes_before = len(stats.sizes)
    calls_before = stats.calls
    requests = [texts[i : i + per_req] for i in range(0, len(texts), per_req)]
    queue: asyncio.Queue[list[str]] = asyncio.Queue()
    for r in requests:
        queue.put_nowait(r)

    async def worker() -> None:
        while not queue.empty():
            await client.embed(queue.get_nowait(), "document")

    clock = CpuClock()
    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    elapsed = time.perf_counter() - started
    sizes = list(stats.sizes)[sizes_before:]
    return clock.cores() | {
        "sentences_per_s": round(len(texts) / elapsed, 1),
        "backend_calls": stats.calls - calls_before,
        "mean_batch": round(statistics.fmean(sizes), 1) if sizes else 0.0,
        "max_batch": max(sizes) if sizes else 0,
    }


async def main(n_sentences: int, n_turns: int, policy: str) -> None:
    with tempfile.TemporaryDirectory(prefix="memstream-bench-") as tmp:
        server = EmbeddedNatsServer(store_dir=Path(tmp) / "js", port=0)
        server.start()
        settings = CommonSettings(
            nats_url=server.url, data_dir=Path(tmp) / "data", http_port=0, log_level="WARNING"
        )
        embedder = embedder_app(policy)
        stack = Stack(settings, [IngestApp(), embedder, IndexerApp()], embedded_nats=False)
        try:
            await stack.start()
            nc = await nats.connect(server.url)
            client = EmbeddingClient(nc, timeout=120)
            await client.embed(["warm up the model"], "document")
            figures: dict[str, object] = {
                "machine": machine(),
                "load": os.getloadavg(),
                "policy": policy,
            }
            for concurrency, per_req in ((1, 1), (16, 1), (4, 64)):
                salt = uuid.uuid4().hex[:6]
                texts = [sentence(i, salt) for i in range(n_sentences)]
                result = await embed_run(client, embedder, texts, concurrency, per_req)
                key = f"embed_c{concurrency}_x{per_req}"
                figures[key] = result
                say(f"{key}: {result}")

            tenant = f"bench{uuid.uuid4().hex[:8]}"
            sdk = await MemoryClient.connect(server.url, tenant_id=tenant, agent_id="bench")
            store = await stack.stores.vector_store(settings)
            clock = CpuClock()
            started = time.perf_counter()
            sem = asyncio.Semaphore(8)

            async def turn(i: int) -> None:
                async with sem:
                    await sdk.publish_turn(
                        "s1", i, user_input=sentence(i, tenant), llm_output=sentence(i + 1, "ok")
                    )

            await asyncio.gather(*(turn(i) for i in range(n_turns)))
            published = time.perf_counter() - started
            want = 2 * n_turns
            while await store.count(EPISODES, PointFilter(tenant_id=tenant)) < want:
                await asyncio.sleep(0.05)
            elapsed = time.perf_counter() - started
            figures["index"] = clock.cores() | {
                "turns": n_turns,
                "points": want,
                "publish_s": round(published, 2),
                "turns_per_s": round(n_turns / elapsed, 1),
                "points_per_s": round(want / elapsed, 1),
            }
            say(f"index: {figures['index']}")
            await sdk.close()
            await nc.close()
            emit(figures)
        finally:
            await stack.stop()
            server.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--sentences", type=int, default=256)
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--policy", choices=("onnx", "numpy", "today"), default="onnx")
    args = parser.parse_args()
    asyncio.run(main(args.sentences, args.turns, args.policy))
