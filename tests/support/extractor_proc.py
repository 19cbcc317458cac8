"""A rule-based extractor in its own process, for the kill-mid-batch test.

Usage: extractor_proc.py NATS_URL TENANT DURABLE STORE_DIR WRITE_DELAY_S

It consumes TENANT's resources as DURABLE into an embedded Qdrant store at STORE_DIR with
the hash embedder. Every item write waits WRITE_DELAY_S first, so a batch stays in flight
long enough to be killed half-way. Prints "ready" once consuming; SIGTERM stops it cleanly.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
import tempfile
from pathlib import Path

from memstream.services.cli.stack import Stack
from memstream.services.common.memory.embedder import LocalTextEmbedder, TextEmbedder
from memstream.services.common.models.embedding import HashEmbedder
from memstream.services.common.runtime import Runtime
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.items import Candidate
from memstream.services.extractor.pipeline import Pipeline
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.writer import ItemWriter, WriteResult

DIM = 64


class SlowWriter(ItemWriter):
    delay = 0.0

    async def write(self, c: Candidate, emb: Embedding) -> WriteResult:
        await asyncio.sleep(self.delay)
        return await super().write(c, emb)


class SlowExtractorApp(ExtractorApp):
    def build_pipeline(self, rt: Runtime, store: VectorStore, embedder: TextEmbedder) -> Pipeline:
        pipeline = super().build_pipeline(rt, store, embedder)
        pipeline._writer.__class__ = SlowWriter  # noqa: SLF001  (same slots, slower write)
        return pipeline


def settings(tenant: str, durable: str) -> ExtractorSettings:
    return ExtractorSettings(
        durable=durable,
        filter_tenant=tenant,
        use_llm=False,
        batch_size=256,
        fetch_timeout_s=1.0,
        embed_timeout_s=1.0,
        ack_wait_s=3.0,
        conflict_threshold=0.3,
    )


async def main(url: str, tenant: str, durable: str, store_dir: str, delay: str) -> None:
    SlowWriter.delay = float(delay)
    # Nobody reads our stdout after "ready": keep FastStream's per-batch lines out of the pipe.
    logging.disable(logging.INFO)
    common = CommonSettings(
        nats_url=url,
        # Beside the store, in the test's own tmp_path: the test kills this process, so
        # it cannot clean up after itself.
        data_dir=Path(tempfile.mkdtemp(prefix="extractor-proc-", dir=Path(store_dir).parent)),
        qdrant_path=Path(store_dir),
        vector_backend="edge",
        vector_dim=DIM,
        http_port=0,
        log_format="text",
        log_level="WARNING",
    )
    app = SlowExtractorApp(settings(tenant, durable), embedder=LocalTextEmbedder(HashEmbedder(DIM)))
    stack = Stack(common, [app], embedded_nats=False)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    await stack.start()
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    try:
        await stop.wait()
    finally:
        await stack.stop()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:6]))
