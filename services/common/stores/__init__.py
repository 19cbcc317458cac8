"""One vector store per process, shared by every service that runs in it.

The embedded engine locks its data directory, so the indexer, the retriever and the
extractor of one `memstream up` process must share one open store instead of each
opening its own. `StoreHandle` is what a stack (and so its services, via `Runtime`)
holds: it opens the store on first use through the process-wide `VectorStoreProvider`
and releases its reference on close; the provider closes a store when its last holder
has released it, so two stacks in one process (tests do this) share it safely.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from memstream.services.common.stores.vectorstore import VectorStore, open_vector_store

if TYPE_CHECKING:
    # Annotations only: the runtime package imports this one for `StoreHandle`.
    from memstream.services.common.runtime.settings import CommonSettings

StoreKey = tuple[str, str | None, int]


def store_key(settings: CommonSettings) -> StoreKey:
    backend = settings.vector_store_backend
    location = settings.vector_store_location
    if backend == "edge" and location is not None:
        # Two spellings of one directory must not open it twice.
        location = str(Path(location).resolve())
    return (backend, location, settings.vector_dim)


@dataclass
class _Shared:
    store: VectorStore
    holders: int = 0


@dataclass
class VectorStoreProvider:
    """Opens each configured store once and reference-counts its holders."""

    _stores: dict[StoreKey, _Shared] = field(default_factory=dict)
    _lock: asyncio.Lock | None = None
    _loop: asyncio.AbstractEventLoop | None = None

    def _guard(self) -> asyncio.Lock:
        # A lock belongs to one event loop; a process may run several in turn (tests, CLI).
        loop = asyncio.get_running_loop()
        if self._lock is None or self._loop is not loop:
            self._lock, self._loop = asyncio.Lock(), loop
        return self._lock

    async def acquire(self, key: StoreKey) -> VectorStore:
        async with self._guard():
            shared = self._stores.get(key)
            if shared is None:
                backend, location, dim = key
                store = await open_vector_store(backend, location, dim)  # type: ignore[arg-type]
                shared = self._stores[key] = _Shared(store)
            shared.holders += 1
            return shared.store

    async def release(self, key: StoreKey) -> None:
        async with self._guard():
            shared = self._stores.get(key)
            if shared is None:
                return
            shared.holders -= 1
            if shared.holders <= 0:
                del self._stores[key]
                await shared.store.close()


PROCESS_STORES = VectorStoreProvider()


class StoreHandle:
    """A stack's share of the process's stores: opened lazily, released once on close."""

    def __init__(self, provider: VectorStoreProvider = PROCESS_STORES) -> None:
        self._provider = provider
        self._held: dict[StoreKey, VectorStore] = {}

    async def vector_store(self, settings: CommonSettings) -> VectorStore:
        key = store_key(settings)
        if key in self._held:
            return self._held[key]
        store = await self._provider.acquire(key)
        if key in self._held:
            # Another service of this stack got there during the await: hold it once.
            await self._provider.release(key)
            return self._held[key]
        self._held[key] = store
        return store

    async def close(self) -> None:
        held, self._held = self._held, {}
        for key in held:
            await self._provider.release(key)
