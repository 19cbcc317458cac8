"""A tenant's batches in the order they were fetched, different tenants' at once.

With two batches in hand (`pipeline_depth` 2) the extractor works on the next batch while
the last one waits on the embedder or the store. The pipeline's per-tenant lock already
keeps two groups of one tenant from writing at once; this keeps them in fetch order too,
so a tenant's later turns are extracted, deduplicated and written after its earlier ones,
as with one batch at a time (a lock goes to whichever batch asks first, and the batch
fetched later may ask first when the earlier one is still parsing or giving way).

A batch claims its tenants before its first await, which is in fetch order; each tenant's
turn then comes once the batch before it is done with that tenant.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable


class TenantOrder:
    """Hands out each tenant's turn to batches in the order they claimed it."""

    def __init__(self) -> None:
        # Per tenant: resolved when the last batch that claimed it is done with it.
        self._last: dict[str, asyncio.Future[None]] = {}

    def claim(self, tenants: Iterable[str]) -> Claim:
        """Queue a batch behind the batches that claimed the same tenants before it.

        Not a coroutine on purpose: called before the batch's first await, the claims
        follow the order the batches were started in.
        """
        loop = asyncio.get_running_loop()
        before: dict[str, asyncio.Future[None]] = {}
        mine: dict[str, asyncio.Future[None]] = {}
        for tenant in dict.fromkeys(tenants):
            previous = self._last.get(tenant)
            if previous is not None:
                before[tenant] = previous
            mine[tenant] = self._last[tenant] = loop.create_future()
        return Claim(self, before, mine)

    @property
    def claimed(self) -> int:
        """Tenants some batch is working on or waiting for."""
        return len(self._last)

    def _done(self, tenant: str, future: asyncio.Future[None]) -> None:
        if not future.done():
            future.set_result(None)
        if self._last.get(tenant) is future:
            del self._last[tenant]  # nobody queued behind it


class Claim:
    """One batch's place in line for each of its tenants."""

    def __init__(
        self,
        order: TenantOrder,
        before: dict[str, asyncio.Future[None]],
        mine: dict[str, asyncio.Future[None]],
    ) -> None:
        self._order = order
        self._before = before
        self._mine = mine

    async def turn(self, tenant: str) -> None:
        """Wait until the batches claimed before this one are done with `tenant`.

        A tenant the batch did not claim waits for nothing.
        """
        previous = self._before.get(tenant)
        if previous is not None:
            # Shielded: a batch cancelled while it waits must not resolve its predecessor.
            await asyncio.shield(previous)

    def done(self, tenant: str) -> None:
        """This batch is done with `tenant`: the next batch that claimed it may go once
        every batch before this one is done with it too (a batch cancelled while it
        waited is done without its turn, and must not let the next one overtake)."""
        future = self._mine.pop(tenant, None)
        previous = self._before.pop(tenant, None)
        if future is None:
            return
        order = self._order
        if previous is None or previous.done():
            order._done(tenant, future)
        else:
            previous.add_done_callback(lambda _: order._done(tenant, future))

    def release(self) -> None:
        """Done with every tenant (at the end of the batch, however it ended)."""
        for tenant in list(self._mine):
            self.done(tenant)
