"""The auth callout responder: nats-server asks it who every API-key connection is.

For each connecting client the server sends a signed authorization request (the client's
token is the API key). The responder verifies the key with `KeyVerifier` and answers with
a user JWT, signed by the issuer nkey the server trusts, that places the connection in the
agents' account with `permissions_for(identity)`; an unknown, revoked or malformed key
gets an error response and the client an authorization violation at connect.

A key revoked (or rotated) later must stop working on live connections too: the responder
remembers which connections each key opened, watches the `keys` bucket, and closes them
through the system account (`$SYS.REQ.SERVER.<id>.KICK`) within moments of the change.
The user JWT's expiry (`user_ttl_s`) bounds how long a connection this replica did not see
(another replica's, before a restart) can outlive a revocation.

It also answers `mem.auth.whoami`: the identity of the key behind the calling connection,
read from the `Nats-Request-Info` header the server sets (the SDK's `connect(api_key=…)`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorReply
from memstream.contracts.keys import Identity
from memstream.services.common.security.caller import UnknownCaller, caller_name, caller_of
from memstream.services.common.security.keys import Unauthorized, identity_of
from memstream.services.common.security.natsjwt import (
    AuthRequest,
    InvalidJwt,
    auth_response,
    parse_auth_request,
    user_jwt,
)
from memstream.services.common.security.verifier import KeyVerifier
from memstream.services.gateway.permissions import permissions_for

log = logging.getLogger(__name__)

Connection = tuple[str, int]  # (server id, client id)


class AuthCallout:
    """Answers `$SYS.REQ.USER.AUTH` and `mem.auth.whoami`; closes revoked keys' connections."""

    def __init__(
        self,
        nc: Client,
        verifier: KeyVerifier,
        issuer_seed: bytes,
        *,
        system_nc: Client | None = None,
        account: str = s.ACCOUNT_AGENTS,
        user_ttl_s: float = 3600.0,
        queue: str = s.QUEUE_CALLOUT,
        kick_timeout_s: float = 2.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.nc = nc
        self.verifier = verifier
        self.system_nc = system_nc
        self.account = account
        self.user_ttl_s = user_ttl_s
        self.queue = queue
        self.kick_timeout_s = kick_timeout_s
        self._seed = issuer_seed
        self._clock = clock
        self._subs: list[Subscription] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self._watch: asyncio.Task[None] | None = None
        # key id → its live connections (and when each was authorized, wall clock).
        self._connections: dict[str, dict[Connection, float]] = {}
        self._key_of: dict[Connection, str] = {}
        self.kicked = 0

    async def start(self) -> None:
        self._subs.append(
            await self.nc.subscribe(s.AUTH_CALLOUT, queue=self.queue, cb=self._spawn_auth)
        )
        self._subs.append(
            await self.nc.subscribe(s.WHOAMI, queue=s.QUEUE_WHOAMI, cb=self._spawn_whoami)
        )
        if self.system_nc is not None:
            self._subs.append(
                await self.system_nc.subscribe(
                    s.account_disconnects(self.account), cb=self._on_disconnect
                )
            )
            await self.system_nc.flush()
        watcher = await self.verifier.store.kv.watchall(include_history=False)

        async def follow() -> None:
            async for entry in watcher:
                if entry is not None and entry.key in self._connections:
                    await self._on_key_change(entry.key)

        self._watch = asyncio.create_task(follow(), name="callout-keys-watch")
        await self.nc.flush()

    async def stop(self) -> None:
        for sub in self._subs:
            with contextlib.suppress(Exception):
                await sub.unsubscribe()
        self._subs.clear()
        tasks = [t for t in (self._watch, *self._tasks) if t is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._watch = None

    # --- authorization ---------------------------------------------------------------

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _spawn_auth(self, msg: Msg) -> None:
        # A task per request: one slow key check must not hold up the next connect.
        self._spawn(self._authorize(msg))

    async def _spawn_whoami(self, msg: Msg) -> None:
        self._spawn(self._whoami(msg))

    async def _authorize(self, msg: Msg) -> None:
        try:
            request = parse_auth_request(msg.data.decode())
        except (InvalidJwt, UnicodeDecodeError) as exc:
            # Nothing we could sign would be accepted for it; the server times the client out.
            log.warning("unreadable authorization request", extra={"error": str(exc)})
            return
        await msg.respond(self.answer(request, await self._identity(request)).encode())

    async def _identity(self, request: AuthRequest) -> Identity | Unauthorized:
        try:
            return await self.verifier.verify(request.token)
        except Unauthorized as exc:
            return exc
        except Exception:
            log.exception("key check failed during authorization")
            return Unauthorized("key check unavailable; try again")

    def answer(self, request: AuthRequest, outcome: Identity | Unauthorized) -> str:
        """The signed response: a user for a verified identity, else the refusal."""
        if isinstance(outcome, Unauthorized):
            log.info("connection refused", extra={"reason": outcome.reply.message})
            return auth_response(request, self._seed, error=outcome.reply.message)
        now = self._clock()
        user = user_jwt(
            request.user_nkey,
            self.account,
            caller_name(outcome),
            permissions_for(outcome),
            self._seed,
            expires_at=int(now + self.user_ttl_s),
            now=now,
        )
        connection = (request.server_id, request.client_id)
        self._connections.setdefault(outcome.key_id, {})[connection] = now
        self._key_of[connection] = outcome.key_id
        log.info(
            "connection authorized",
            extra={"key_id": outcome.key_id, "tenant": outcome.tenant_id, "cid": request.client_id},
        )
        return auth_response(request, self._seed, user=user)

    # --- revocation ------------------------------------------------------------------

    async def _on_key_change(self, key_id: str) -> None:
        """Close this key's connections that its record no longer backs."""
        record = await self.verifier.store.get(key_id)
        connections = self._connections.get(key_id, {})
        if record is None or record.revoked:
            stale = list(connections)
        else:
            # Rotation gives the key a new secret and a new created_at: connections
            # authorized before it were made with the old secret.
            rotated_at = record.created_at.timestamp()
            stale = [c for c, at in connections.items() if at < rotated_at]
        for connection in stale:
            await self.kick(connection)

    async def kick(self, connection: Connection) -> None:
        """Close one connection through the system account (and forget it)."""
        self._forget(connection)
        if self.system_nc is None:
            log.warning("no system connection: a revoked key's connection lives until expiry")
            return
        server_id, cid = connection
        try:
            await self.system_nc.request(
                s.server_kick(server_id),
                json.dumps({"cid": cid}).encode(),
                timeout=self.kick_timeout_s,
            )
        except Exception:
            log.warning("could not close connection", extra={"cid": cid}, exc_info=True)
            return
        self.kicked += 1
        log.info("connection of a revoked key closed", extra={"cid": cid})

    def _forget(self, connection: Connection) -> None:
        key_id = self._key_of.pop(connection, None)
        if key_id is None:
            return
        connections = self._connections.get(key_id, {})
        connections.pop(connection, None)
        if not connections:
            self._connections.pop(key_id, None)

    async def _on_disconnect(self, msg: Msg) -> None:
        try:
            event = json.loads(msg.data)
            connection = (str(event["server"]["id"]), int(event["client"]["id"]))
        except (ValueError, KeyError, TypeError):
            return
        self._forget(connection)

    def tracked(self, key_id: str) -> int:
        """How many live connections of `key_id` this responder authorized."""
        return len(self._connections.get(key_id, {}))

    # --- whoami ----------------------------------------------------------------------

    async def _whoami(self, msg: Msg) -> None:
        reply: ErrorReply | None = None
        try:
            caller = caller_of(msg.headers)
        except UnknownCaller as exc:
            caller, reply = None, ErrorReply(code="unauthorized", message=str(exc))
        if caller is None:
            reply = reply or ErrorReply(
                code="unauthorized", message="not a connection made with an API key"
            )
            await msg.respond(reply.model_dump_json().encode())
            return
        record = await self.verifier.store.get(caller.key_id)
        if record is None or record.revoked:
            reply = ErrorReply(code="unauthorized", message="unknown or revoked API key")
            await msg.respond(reply.model_dump_json().encode())
            return
        await msg.respond(identity_of(record).model_dump_json().encode())
