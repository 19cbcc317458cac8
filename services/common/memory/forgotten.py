"""What tenants asked to forget, kept where a rebuild of the derived stores reads it.

forget_memory hides points in the vector store. But every derived store can be rebuilt
by replaying the streams (DESIGN, "Streams are the source of truth"): an indexer or
extractor consumer that reads RESOURCES from sequence 1 into an empty store, or over
the old one, would make the forgotten turns searchable again and draw their facts anew.
So the tool first records what it forgets in the KV bucket `forgotten`, and those two
readers skip it:

- the indexer makes no episode point of a forgotten resource (`resource`);
- the extractor writes no candidate that is a forgotten fact drawn only from forgotten
  resources (`fact`). The same words told in a later turn come from a resource that is
  not forgotten, so they are remembered again, as they are live.

Each reader follows the bucket with a watcher and answers from memory, so the check costs
a dictionary lookup per resource. `start` returns only once the bucket's current entries
are read: a consumer started from sequence 1 never indexes before it knows.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Iterable

from nats.js import JetStreamContext
from nats.js.kv import KeyValue

from memstream.contracts import subjects as s
from memstream.contracts.ids import point_id

_RESOURCE, _FACT = "r", "f"


def _key(tenant: str, what: str, ident: str) -> str:
    # Resource ids hold ':' (a KV key may not); the uuid of the id is a valid key token.
    return f"{tenant}.{what}.{point_id(tenant, what, ident)}"


class ForgottenLedger:
    """The `forgotten` bucket: written by forget_memory, followed by its readers."""

    def __init__(self, kv: KeyValue) -> None:
        self._kv = kv
        self._by_tenant: dict[str, set[str]] = {}
        self._follow: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, js: JetStreamContext) -> ForgottenLedger:
        return cls(await js.key_value(s.BUCKET_FORGOTTEN))

    async def record(
        self, tenant: str, resources: Iterable[str], facts: Iterable[str], at: float
    ) -> None:
        """Note forgotten resources and facts (idempotent: a key is written, not added)."""
        entries = [(_RESOURCE, r) for r in sorted(resources)]
        entries += [(_FACT, f) for f in sorted(facts)]
        for what, ident in entries:
            value = json.dumps({"id": ident, "kind": what, "forgotten_at": at})
            key = _key(tenant, what, ident)
            await self._kv.put(key, value.encode())
            self._note(key)

    async def start(self) -> None:
        """Read every current entry, then follow new ones in the background."""
        watcher = await self._kv.watchall(include_history=False)
        async for entry in watcher:
            if entry is None:  # the end of the current entries
                break
            self._note(entry.key)

        async def follow() -> None:
            async for entry in watcher:
                if entry is not None:
                    self._note(entry.key)

        self._follow = asyncio.create_task(follow(), name="forgotten-watch")

    async def stop(self) -> None:
        task, self._follow = self._follow, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    def _note(self, key: str) -> None:
        tenant = key.split(".", 1)[0]
        self._by_tenant.setdefault(tenant, set()).add(key)

    def resource(self, tenant: str, resource_id: str) -> bool:
        """Whether `resource_id` (a turn part or document) was forgotten."""
        keys = self._by_tenant.get(tenant)
        return keys is not None and _key(tenant, _RESOURCE, resource_id) in keys

    def fact(self, tenant: str, item_id: str, sources: Iterable[str]) -> bool:
        """Whether `item_id` was forgotten and every one of its `sources` too: drawn again
        from what was forgotten, it stays forgotten; told anew, it is remembered."""
        keys = self._by_tenant.get(tenant)
        if keys is None or _key(tenant, _FACT, item_id) not in keys:
            return False
        sources = list(sources)
        return bool(sources) and all(_key(tenant, _RESOURCE, r) in keys for r in sources)
