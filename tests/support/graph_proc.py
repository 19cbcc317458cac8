"""A graph partition writer in its own process, for kill -9 tests.

Usage: python -m tests.support.graph_proc <nats_url> <data_dir> <partition> <partitions>
<durable_prefix> <batch_size>; prints "ready" once the partition is locked and open.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import nats

from memstream.services.graph.settings import GraphSettings
from memstream.services.graph.writer import PartitionWriter


async def main(argv: list[str]) -> None:
    url, data_dir, partition, partitions, prefix, batch = argv
    nc = await nats.connect(url)
    settings = GraphSettings(durable_prefix=prefix, batch_size=int(batch), vector_resolution=False)
    writer = PartitionWriter(
        nc, nc.jetstream(), Path(data_dir), int(partition), int(partitions), settings
    )
    await writer.open()
    writer.start()
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
