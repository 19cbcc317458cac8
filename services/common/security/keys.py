"""API keys in the `keys` KV bucket: create, list, rotate, revoke (`KeyStore`).

A key is stored only as an argon2id hash; checking a presented key, with a cache and a
limit on failed checks, is `verifier.py`'s `KeyVerifier`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from datetime import timedelta

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from nats.js import JetStreamContext
from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError
from nats.js.kv import KeyValue
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.common import utc_now
from memstream.contracts.keys import (
    KEY_PREFIX,
    ApiKeyRecord,
    Identity,
    KeyCreate,
    KeyCreated,
    KeyInfo,
    is_shared_space,
)
from memstream.services.common.messaging.errors import RequestRejected

log = logging.getLogger(__name__)

# last_used_at is advisory: one KV write per key per minute at most.
TOUCH_EVERY_S = 60.0
_HASHER = PasswordHasher()  # argon2id, the library's defaults (RFC 9106 low-memory profile)


class Unauthorized(RequestRejected):
    """No key, a malformed key, an unknown key, a wrong secret or a revoked key."""

    reason = "unauthorized"

    def __init__(self, message: str = "missing or invalid API key") -> None:
        super().__init__("unauthorized", message)


class Forbidden(RequestRejected):
    """A valid key that does not grant what was asked (scope or tenant)."""

    reason = "forbidden"

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__("forbidden", message, field)


class KeyNotFound(RequestRejected):
    reason = "not_found"

    def __init__(self, key_id: str) -> None:
        super().__init__("not_found", f"no key with id {key_id!r}", "key_id")


def new_key(key_id: str | None = None) -> tuple[str, str]:
    """A fresh (key_id, key); with `key_id`, a fresh secret for that id (a rotation)."""
    key_id = key_id or secrets.token_hex(8)
    return key_id, f"{KEY_PREFIX}_{key_id}_{secrets.token_urlsafe(32)}"


def hash_key(key: str) -> str:
    return _HASHER.hash(key)


def key_matches(stored_hash: str, key: str) -> bool:
    try:
        return _HASHER.verify(stored_hash, key)
    except (VerificationError, InvalidHashError):
        return False


def record_of(key_id: str, value: bytes | None) -> ApiKeyRecord | None:
    """The record in a `keys` entry; None for a deleted or unreadable one."""
    if not value:
        return None
    try:
        return ApiKeyRecord.model_validate_json(value)
    except ValidationError:
        log.error("unreadable key record", extra={"key_id": key_id})
        return None


def identity_of(record: ApiKeyRecord) -> Identity:
    return Identity(
        key_id=record.key_id,
        tenant_id=record.tenant_id,
        agent_id=record.agent_id,
        scopes=list(record.scopes),
        domain=record.domain,
    )


class KeyStore:
    """The `keys` bucket: one `ApiKeyRecord` per key id."""

    def __init__(self, kv: KeyValue, js: JetStreamContext) -> None:
        self.kv = kv
        self._js = js

    @classmethod
    async def open(cls, js: JetStreamContext) -> KeyStore:
        return cls(await js.key_value(s.BUCKET_KEYS), js)

    async def _key_ids(self) -> list[str]:
        """Every key id with a message in the bucket's stream (deleted ones included: `get`
        tells). Read from the stream's per-subject state rather than nats.py's `keys()`,
        whose watcher can end its initial replay early and return a partial list
        (nats-io/nats.py#842, #995). The stream and its subject come from the bucket's
        own config, so no naming convention is repeated here."""
        config = (await self.kv.status()).stream_info.config
        if config.name is None or not config.subjects:
            return []
        [every] = config.subjects  # "$KV.<bucket>.>"
        info = await self._js.stream_info(config.name, subjects_filter=every)
        prefix = every.removesuffix(">")
        return sorted(subject.removeprefix(prefix) for subject in info.state.subjects or {})

    async def get(self, key_id: str) -> ApiKeyRecord | None:
        record, _ = await self._get(key_id)
        return record

    async def _get(self, key_id: str) -> tuple[ApiKeyRecord | None, int]:
        try:
            entry = await self.kv.get(key_id)
        except KeyNotFoundError:
            return None, 0
        return record_of(key_id, entry.value), entry.revision or 0

    async def create(self, request: KeyCreate) -> KeyCreated:
        if is_shared_space(request.tenant_id):
            raise RequestRejected(
                "validation_error",
                "tenant ids ending in the shared-space suffix are reserved",
                "tenant_id",
            )
        key_id, key = new_key()
        record = ApiKeyRecord(
            key_id=key_id,
            tenant_id=request.tenant_id,
            agent_id=request.agent_id,
            scopes=sorted(set(request.scopes)),
            domain=request.domain,
            created_at=utc_now(),
            hash=await asyncio.to_thread(hash_key, key),
        )
        await self.kv.create(key_id, record.model_dump_json().encode())
        log.info("api key created", extra={"key_id": key_id, "tenant": record.tenant_id})
        return KeyCreated(key=key, info=KeyInfo.of(record))

    async def list(self, tenant_id: str | None = None) -> list[KeyInfo]:
        infos = []
        for key_id in await self._key_ids():
            record = await self.get(key_id)
            if record is not None and tenant_id in (None, record.tenant_id):
                infos.append(KeyInfo.of(record))
        return infos

    async def revoke(self, key_id: str) -> KeyInfo:
        def revoke(record: ApiKeyRecord) -> ApiKeyRecord:
            if record.revoked:
                return record
            return record.model_copy(update={"revoked_at": utc_now()})

        record = await self._update(key_id, revoke)
        log.info("api key revoked", extra={"key_id": key_id, "tenant": record.tenant_id})
        return KeyInfo.of(record)

    async def rotate(self, key_id: str) -> KeyCreated:
        """A new secret for the same key id; the old key stops working."""
        # The secret is url-safe base64, which has "_" in it: never cut a key at its last "_".
        _, key = new_key(key_id)
        hashed = await asyncio.to_thread(hash_key, key)

        def rotate(record: ApiKeyRecord) -> ApiKeyRecord:
            if record.revoked:
                raise RequestRejected("validation_error", "a revoked key cannot be rotated")
            return record.model_copy(update={"hash": hashed, "created_at": utc_now()})

        record = await self._update(key_id, rotate)
        log.info("api key rotated", extra={"key_id": key_id, "tenant": record.tenant_id})
        return KeyCreated(key=key, info=KeyInfo.of(record))

    async def touch(self, key_id: str) -> None:
        """Record a use (best effort: a concurrent change wins)."""
        record, revision = await self._get(key_id)
        if record is None or record.revoked:
            return
        now = utc_now()
        if record.last_used_at and now - record.last_used_at < timedelta(seconds=TOUCH_EVERY_S):
            return
        touched = record.model_copy(update={"last_used_at": now})
        with contextlib.suppress(KeyWrongLastSequenceError):
            await self.kv.update(key_id, touched.model_dump_json().encode(), last=revision)

    async def _update(self, key_id: str, change: object) -> ApiKeyRecord:
        assert callable(change)
        for _ in range(10):
            record, revision = await self._get(key_id)
            if record is None:
                raise KeyNotFound(key_id)
            changed: ApiKeyRecord = change(record)
            try:
                await self.kv.update(key_id, changed.model_dump_json().encode(), last=revision)
            except KeyWrongLastSequenceError:
                continue
            return changed
        raise RequestRejected("unavailable", f"key {key_id} kept changing; try again")
