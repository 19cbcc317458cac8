"""A tenant's own writes above the indexer's floor: searchable already, or not yet.

The indexer's watermark (its consumer's ack floor) is one number across tenants. It
stands still while any message below it is unfinished: another tenant's long document
being embedded, or a message waiting for redelivery. The indexer upserts and acks each
tenant's messages as soon as their own vectors are back (services/indexer/service.py),
so a tenant's turns above a held floor are often searchable already. This module tells
which: it lists the tenant's RESOURCES messages between the floor and the sequence asked
for (direct gets by the tenant's subject, from the stream itself) and looks up their
episode points, which the indexer upserts before it acks. A resource without points (a
text with nothing to embed, or one dead-lettered) is never found here, so it waits for
the floor as before: the answer is never "searchable" when it is not. Nor is it for a
sequence that is not one of the tenant's own messages (another tenant's, or past the
stream's end, or not yet on the replica that answered a direct get): the scan must reach
that very message, or the floor decides.
"""

from __future__ import annotations

from typing import Final, Literal

import msgspec
from nats.js import JetStreamContext
from nats.js.errors import NotFoundError

from memstream.contracts import subjects as s
from memstream.services.common.stores.vectorstore import EPISODES, VectorStore

# More of the tenant's own messages than this to look up at once: it is the tenant that is
# behind (a burst of its own), and the floor is what to wait for.
MAX_OWN_WRITES = 64
# Memo entries kept before those the floor has passed are swept out (one int per tenant).
_MEMO_SWEEP = 4096


class _Written(msgspec.Struct):
    """The two fields of a RESOURCES message this check reads."""

    resource_id: str
    tenant_id: str


_decode = msgspec.json.Decoder(_Written).decode

# `_written`'s answer for more of the tenant's writes than MAX_OWN_WRITES: the floor decides.
_TOO_MANY: Final = "too many"


class OwnWrites:
    """Whether each of a tenant's resources in (floor, target] has its episode points."""

    def __init__(self, js: JetStreamContext, store: VectorStore) -> None:
        self._js = js
        self._store = store
        self.checks = 0  # lookups made (each a few direct gets and one store read)
        # Per tenant, the sequence up to which its resources were found searchable: a
        # point once upserted stays, so later checks start after it, and a floor held for
        # long costs each check only the tenant's newest messages. Dropped once the floor
        # passes it.
        self._verified: dict[str, int] = {}
        # Per tenant, (floor, verified, target) at which it had too many writes to look up:
        # more only add to them, so for that target or a later one, until the floor or the
        # memo moves, each check would make the same 65 direct gets for the same answer (a
        # waiting request asks every 0.1 s).
        self._too_many: dict[str, tuple[int, int, int]] = {}

    async def searchable(self, tenant: str, floor: int, target: int) -> bool:
        self.checks += 1
        if len(self._verified) > _MEMO_SWEEP:
            self._verified = {t: v for t, v in self._verified.items() if v > floor}
        if len(self._too_many) > _MEMO_SWEEP:
            self._too_many = {t: fv for t, fv in self._too_many.items() if fv[0] >= floor}
        verified = self._verified.get(tenant, 0)
        if verified <= floor:
            self._verified.pop(tenant, None)
            verified = floor
        if verified >= target:
            return True
        too_many = self._too_many.get(tenant)
        if too_many and too_many[:2] == (floor, verified) and target >= too_many[2]:
            return False
        written = await self._written(tenant, verified, target)
        if isinstance(written, str):  # _TOO_MANY
            self._too_many[tenant] = (floor, verified, target)
            return False
        if written is None:
            return False
        if written:
            # A resource of one chunk is one point under its id; a longer one is
            # "<id>#<i>", all of them upserted together.
            asked = [point for _, rid in written for point in (rid, f"{rid}#0")]
            found = {
                record.id
                for record in await self._store.get(EPISODES, asked)
                if record.payload.get("tenant_id") == tenant
            }
            for seq, rid in written:
                if rid not in found and f"{rid}#0" not in found:
                    if seq > verified + 1:
                        self._verified[tenant] = seq - 1
                    return False
        self._verified[tenant] = target
        return True

    async def _written(
        self, tenant: str, after: int, target: int
    ) -> list[tuple[int, str]] | Literal["too many"] | None:
        """(sequence, resource id) of the tenant's messages in (after, target], the last at
        `target` itself; None when the scan does not reach `target` (not the tenant's
        message, past the stream's end, or not yet on the replica that answered), when
        one is unreadable; `_TOO_MANY` when there are too many to look up."""
        subject = s.resource_filter(tenant)
        written: list[tuple[int, str]] = []
        seq = after + 1
        while seq <= target:
            try:
                msg = await self._js.get_msg(
                    s.STREAM_RESOURCES, seq=seq, subject=subject, next=True, direct=True
                )
            except NotFoundError:
                return None
            found = int(msg.seq or 0)
            if found > target or found < seq:
                return None
            try:
                resource = _decode(msg.data or b"")
            except msgspec.DecodeError:
                return None  # the indexer dead-letters it: only the floor says when
            if resource.tenant_id != tenant:
                return None
            written.append((found, resource.resource_id))
            if len(written) > MAX_OWN_WRITES:
                return _TOO_MANY
            seq = found + 1
        return written  # its last is at `target`: the loop ends only there
