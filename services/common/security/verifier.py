"""Turning a presented API key into an `Identity`, with a cache and a failure limit.

A key is stored only as an argon2id hash (keys.py). Checking one costs tens of
milliseconds on purpose, so `KeyVerifier` remembers keys it has verified: a cached key
costs a SHA-256 and a dict lookup. Revocation still reaches every replica within seconds,
two ways:

- every verifier watches the bucket and drops a key's answers the moment its entry changes
  what they were (a revocation, a rotation, new scopes; not the minutely `last_used_at`);
- a cached answer older than `max_staleness_s` is re-read from KV (cheap: the hash is not
  recomputed when the stored hash is the one already checked), so a missed watch update
  costs at most that long.

The slow hashes share two threads. Someone who knows a key id (it is part of the key) and
sends it with secret after secret would keep both busy, and every first check of every
other key (after a start, a rotation) would queue behind theirs. So each key id gets
`FailureLimit.max_failures` unverified checks per `window_s` (a check counts from its start,
so a burst of a thousand at once is five, not a thousand); past that its uncached checks run
one per `check_every_s` and the rest are refused as `rate_limited` without hashing. A key
already verified is answered from the cache as before, so its holder does not notice.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import time
from dataclasses import dataclass

from memstream.contracts.keys import ApiKeyRecord, Identity, key_id_of
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.security.keys import (
    TOUCH_EVERY_S,
    KeyStore,
    Unauthorized,
    identity_of,
    key_matches,
    record_of,
)

log = logging.getLogger(__name__)

# A wrong key is remembered this long, so retrying it cannot make us hash again and again.
_NEGATIVE_TTL_S = 5.0


class TooManyFailures(Unauthorized):
    """A key id that failed too often lately: not checked before `retry_after_s`.

    An `Unauthorized` (every caller refuses it as such), answered as `rate_limited` with
    the wait, so an HTTP caller gets 429 and `Retry-After`."""

    reason = "rate_limited"

    def __init__(self, retry_after_s: float) -> None:
        RequestRejected.__init__(
            self, "rate_limited", "too many failed checks of this API key; retry later"
        )
        self.reply = self.reply.model_copy(update={"retry_after_s": round(retry_after_s, 3)})


def _digest(key: str) -> bytes:
    return hashlib.sha256(key.encode()).digest()


@dataclass(slots=True)
class _Verified:
    identity: Identity
    hash: str
    checked_at: float


@dataclass(frozen=True, slots=True)
class FailureLimit:
    """How many unverified checks a key id gets per window, and how often past that."""

    max_failures: int = 5
    window_s: float = 60.0
    check_every_s: float = 1.0


DEFAULT_FAILURE_LIMIT = FailureLimit()


@dataclass(slots=True)
class _Failures:
    """Uncached checks of one key id started and not verified, in the current window."""

    window_start: float
    count: int = 0
    next_check: float = 0.0


class KeyVerifier:
    """Turns a presented key into an `Identity`, or raises `Unauthorized`."""

    def __init__(
        self,
        store: KeyStore,
        max_staleness_s: float = 2.0,
        failure_limit: FailureLimit = DEFAULT_FAILURE_LIMIT,
    ) -> None:
        self.store = store
        self.max_staleness_s = max_staleness_s
        self.failure_limit = failure_limit
        self._verified: dict[bytes, _Verified] = {}
        self._refused: dict[bytes, float] = {}
        # By key id, only of keys that exist: unknown ids cost no hash and are not kept.
        self._failures: dict[str, _Failures] = {}
        # Slow checks under way, by (digest of the key, stored hash): shared, not repeated.
        self._checking: dict[tuple[bytes, str], asyncio.Future[bool]] = {}
        self._touched: dict[str, float] = {}
        self._watch_task: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        # Slow hashes run in threads; bound them so a burst of wrong keys cannot queue
        # unbounded work.
        self._hashing = asyncio.Semaphore(2)

    async def start(self) -> None:
        watcher = await self.store.kv.watchall(include_history=False, ignore_deletes=False)

        async def follow() -> None:
            async for entry in watcher:
                if entry is None:  # end of the initial values
                    continue
                self.forget(entry.key, record_of(entry.key, entry.value))

        self._watch_task = asyncio.create_task(follow(), name="keys-watch")

    async def stop(self) -> None:
        tasks = [t for t in (self._watch_task, *self._tasks) if t is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._watch_task = None

    def forget(self, key_id: str, now: ApiKeyRecord | None = None) -> None:
        """Drop the cached answers about `key_id` that its entry `now` (None: deleted,
        unreadable, or not known) no longer gives.

        A use of a key rewrites its entry once a minute (`last_used_at`): that changes no
        answer, and dropping it would make every key's holder pay a slow hash a minute,
        and be refused while someone guesses at its id (`TooManyFailures`)."""
        still = None if now is None or now.revoked else identity_of(now)
        stale = [
            d
            for d, v in self._verified.items()
            if v.identity.key_id == key_id
            and (still is None or now is None or v.hash != now.hash or v.identity != still)
        ]
        for digest in stale:
            del self._verified[digest]

    def cached(self, key: str) -> bool:
        """Whether a verified answer for `key` is kept (re-read from KV once stale, but not
        hashed again while its stored hash stays the same)."""
        return _digest(key) in self._verified

    async def verify(self, key: str | None) -> Identity:
        if not key:
            raise Unauthorized()
        key_id = key_id_of(key)
        if key_id is None:
            raise Unauthorized("malformed API key")
        digest = _digest(key)
        now = time.monotonic()
        cached = self._verified.get(digest)
        if cached is not None and now - cached.checked_at < self.max_staleness_s:
            self._touch(key_id, now)
            return cached.identity
        refused_at = self._refused.get(digest)
        if refused_at is not None and now - refused_at < _NEGATIVE_TTL_S:
            raise Unauthorized()
        record = await self.store.get(key_id)
        if record is None or record.revoked:
            self._refuse(digest, now)
            raise Unauthorized("unknown or revoked API key")
        if cached is None or cached.hash != record.hash:
            if not await self._check(key_id, digest, record.hash, key, now):
                self._refuse(digest, now)
                raise Unauthorized()
        identity = identity_of(record)
        self._verified[digest] = _Verified(identity, record.hash, time.monotonic())
        self._touch(key_id, now)
        return identity

    async def _check(self, key_id: str, digest: bytes, stored: str, key: str, now: float) -> bool:
        """Whether `key` matches the `stored` hash: one slow hash for every concurrent
        check of the same key (its holder's first requests, arriving together, are one
        check, counted once, not a burst that trips the failure limit)."""
        running = self._checking.get((digest, stored))
        if running is not None:
            return await asyncio.shield(running)
        failures = self._admit_check(key_id, now)
        check: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._checking[(digest, stored)] = check
        try:
            async with self._hashing:
                matches = await asyncio.to_thread(key_matches, stored, key)
        except BaseException as exc:
            check.set_exception(Unauthorized("key check unavailable; try again"))
            check.exception()  # retrieved: nobody may be waiting on it
            raise exc
        finally:
            del self._checking[(digest, stored)]
        check.set_result(matches)
        if matches:
            failures.count -= 1  # verified: this check was no failure
        return matches

    def _admit_check(self, key_id: str, now: float) -> _Failures:
        """Count an uncached check of `key_id` before it runs, or refuse it (`rate_limited`)
        when the key id had too many lately and its one check per interval is taken."""
        limit = self.failure_limit
        failures = self._failures.get(key_id)
        if failures is None or now - failures.window_start >= limit.window_s:
            if len(self._failures) > 10_000:
                self._failures.clear()
            failures = self._failures[key_id] = _Failures(now)
        if failures.count >= limit.max_failures:
            if now < failures.next_check:
                raise TooManyFailures(failures.next_check - now)
            failures.next_check = now + limit.check_every_s
        failures.count += 1
        return failures

    def _refuse(self, digest: bytes, now: float) -> None:
        self._verified.pop(digest, None)
        if len(self._refused) > 10_000:
            self._refused.clear()
        self._refused[digest] = now

    def _touch(self, key_id: str, now: float) -> None:
        if now - self._touched.get(key_id, -TOUCH_EVERY_S) < TOUCH_EVERY_S:
            return
        self._touched[key_id] = now
        task = asyncio.create_task(self._touch_quietly(key_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _touch_quietly(self, key_id: str) -> None:
        try:
            await self.store.touch(key_id)
        except Exception:  # last_used_at is advisory; a failed write must not fail a request
            log.warning("could not record key use", extra={"key_id": key_id}, exc_info=True)
