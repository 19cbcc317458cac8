"""One service alone in a stack on the test server, over an in-memory vector store of the
hash embedders' size (64), so a test sees only what that service does."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from memstream.services.cli.stack import Stack
from memstream.services.common.runtime import Service
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import VectorStore


def in_memory(settings: CommonSettings, data_dir: Path) -> CommonSettings:
    return settings.model_copy(
        update={"vector_backend": "memory", "vector_dim": 64, "data_dir": data_dir}
    )


@asynccontextmanager
async def alone(
    app: Service, settings: CommonSettings, data_dir: Path
) -> AsyncIterator[tuple[Stack, VectorStore]]:
    """`app` started alone in a stack; yields the stack and its vector store."""
    common = in_memory(settings, data_dir)
    stack = Stack(common, [app], embedded_nats=False)
    await stack.start()
    try:
        yield stack, await stack.stores.vector_store(common)
    finally:
        await stack.stop()
