"""What tenants asked to forget, kept where a rebuild of the derived stores reads it.

forget_memory hides points in the vector store. But every derived store can be rebuilt
by replaying the streams (DESIGN: "The stream is the source of truth"): an indexer or
extractor consumer that reads RESOURCES from sequence 1 into an empty store, or over
the old one, would make the forgotten turns searchable again and draw their facts anew.
So the tool first records what it forgets in the KV bucket `forgotten`, and the readers
skip it. Three kinds of entry, because forgetting a turn and forgetting a fact differ:

- `t`, a forgotten turn part or document (forget_memory on an excerpt): nothing of it is
  indexed, and no fact drawn only from it is written, also one extracted after the
  forget (extraction may run behind indexing);
- `x`, an excerpt hidden with a forgotten fact: nothing of it is indexed, but the other
  facts drawn from it stay;
- `f`, a forgotten fact: not written again when drawn only from forgotten resources. The
  same words told in a later turn come from a resource that is not forgotten, so they
  are remembered again, as they are live.

The scheduler also delivers no forward trigger of a forgotten resource: its text quotes
the turn.

Each reader follows the bucket with a watcher and answers from memory, so the check costs
a dictionary lookup per resource. `start` returns only once the bucket's current entries
are read: a consumer started from sequence 1 never indexes before it knows. Where a
check must see a forget that has just returned, `hidden_now` and `hidden_resources` read
the bucket itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable, Iterable

from nats.js import JetStreamContext
from nats.js.errors import KeyNotFoundError
from nats.js.kv import KeyValue

from memstream.contracts import subjects as s
from memstream.contracts.ids import point_id

TURN, EXCERPT, FACT = "t", "x", "f"


def _key(tenant: str, what: str, ident: str) -> str:
    # Resource ids hold ':' (a KV key may not); the uuid of the id is a valid key token.
    return f"{tenant}.{what}.{point_id(tenant, what, ident)}"


def _hidden_in(keys: set[str], tenant: str, resource_id: str) -> bool:
    """Whether `keys` hide the resource: a forgotten turn or an excerpt hidden with a fact."""
    return _key(tenant, TURN, resource_id) in keys or _key(tenant, EXCERPT, resource_id) in keys


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
        self,
        tenant: str,
        at: float,
        *,
        turns: Iterable[str] = (),
        excerpts: Iterable[str] = (),
        facts: Iterable[str] = (),
    ) -> None:
        """Note forgotten turns, hidden excerpts (resource ids) and facts; idempotent (a
        key is written, not added)."""
        entries = [(TURN, r) for r in sorted(turns)]
        entries += [(EXCERPT, r) for r in sorted(excerpts)]
        entries += [(FACT, f) for f in sorted(facts)]
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
        """Whether the text of `resource_id` (a turn part or document) is hidden."""
        keys = self._by_tenant.get(tenant)
        return keys is not None and _hidden_in(keys, tenant, resource_id)

    def fact(self, tenant: str, item_id: str, sources: Iterable[str]) -> bool:
        """Whether a fact `item_id` drawn from `sources` stays forgotten: drawn only from
        forgotten turns, or itself forgotten and drawn only from hidden resources."""
        keys = self._by_tenant.get(tenant)
        sources = list(sources)
        if keys is None or not sources:
            return False
        if all(_key(tenant, TURN, r) in keys for r in sources):
            return True
        return _key(tenant, FACT, item_id) in keys and all(
            self.resource(tenant, r) for r in sources
        )

    async def hidden_resources(self, tenant: str) -> Callable[[str], bool]:
        """The tenant's `resource` check, read from the bucket itself in one pass over
        the tenant's keys: for a reader that checks many resources of one request."""
        watcher = await self._kv.watch(f"{tenant}.>", meta_only=True, ignore_deletes=True)
        keys: set[str] = set()
        try:
            async for entry in watcher:
                if entry is None:  # the end of the current entries
                    break
                keys.add(entry.key)
        finally:
            await watcher.stop()  # type: ignore[no-untyped-call]
        return lambda resource_id: bool(keys) and _hidden_in(keys, tenant, resource_id)

    async def hidden_now(self, tenant: str, resource_id: str) -> bool:
        """`resource`, read from the bucket itself rather than the watcher's copy."""
        for what in (TURN, EXCERPT):
            try:
                await self._kv.get(_key(tenant, what, resource_id))
            except KeyNotFoundError:
                continue
            return True
        return False
