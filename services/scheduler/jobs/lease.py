"""One active scheduler replica: a lease in KV `jobs`, taken and renewed by revision.

Every write names the revision it read (`create` = "no revision yet"), so two replicas
racing for a free or expired lease cannot both win: the server refuses the second write.
A holder that cannot renew (another took the lease after it expired) stops acting at once.
"""

from __future__ import annotations

import contextlib
import logging
from datetime import timedelta

from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError
from nats.js.kv import KeyValue
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.scheduler import LeaseRecord
from memstream.services.scheduler.shared.clock import Clock

log = logging.getLogger(__name__)


class Lease:
    def __init__(
        self, kv: KeyValue, holder: str, ttl_s: float, clock: Clock, namespace: str = ""
    ) -> None:
        self._kv = kv
        self.holder = holder
        self._ttl = timedelta(seconds=ttl_s)
        self._clock = clock
        self._key = s.lease_key(namespace)
        self._revision: int | None = None
        self._acquired_at = clock.now()

    @property
    def held(self) -> bool:
        return self._revision is not None

    def _record(self) -> bytes:
        now = self._clock.now()
        rec = LeaseRecord(
            holder=self.holder, acquired_at=self._acquired_at, expires_at=now + self._ttl
        )
        return rec.model_dump_json().encode()

    async def current(self) -> LeaseRecord | None:
        try:
            entry = await self._kv.get(self._key)
        except KeyNotFoundError:
            return None
        if not entry.value:
            return None
        try:
            return LeaseRecord.model_validate_json(entry.value)
        except ValidationError:
            return None

    async def acquire(self) -> bool:
        """Take the lease if it is free, expired or already ours; renew it if held."""
        if self.held:
            return await self.renew()
        try:
            entry = await self._kv.get(self._key)
        except KeyNotFoundError:
            entry = None
        self._acquired_at = self._clock.now()
        try:
            if entry is None or not entry.value:
                self._revision = await self._kv.create(self._key, self._record())
            else:
                try:
                    rec: LeaseRecord | None = LeaseRecord.model_validate_json(entry.value)
                except ValidationError:
                    rec = None
                if rec is not None and rec.holder != self.holder:
                    if rec.expires_at > self._clock.now():
                        return False
                self._revision = await self._kv.update(
                    self._key, self._record(), last=entry.revision
                )
        except KeyWrongLastSequenceError:
            # Another replica wrote first: it holds the lease.
            return False
        log.info("scheduler lease acquired", extra={"holder": self.holder})
        return True

    async def renew(self) -> bool:
        """Extend the lease; False (and no longer held) if another replica took it."""
        if self._revision is None:
            return False
        try:
            self._revision = await self._kv.update(self._key, self._record(), last=self._revision)
        except KeyWrongLastSequenceError:
            self._revision = None
            log.warning("scheduler lease lost", extra={"holder": self.holder})
            return False
        return True

    async def release(self) -> None:
        """Give the lease up at once (a clean stop), so a standby need not wait for the TTL."""
        if self._revision is None:
            return
        rec = LeaseRecord(
            holder=self.holder, acquired_at=self._acquired_at, expires_at=self._clock.now()
        )
        # Another replica already took the lease over: there is nothing left to give up.
        with contextlib.suppress(KeyWrongLastSequenceError):
            await self._kv.update(self._key, rec.model_dump_json().encode(), last=self._revision)
        self._revision = None
