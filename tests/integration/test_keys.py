"""API keys in the real `keys` bucket; per-agent write limits in the real WRITECOUNTS stream."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client
from nats.js.errors import APIError

from memstream.contracts import subjects as s
from memstream.contracts.common import utc_now
from memstream.contracts.keys import KEY_PREFIX, KeyCreate, key_id_of, shared_space
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.security.keys import KeyStore, Unauthorized
from memstream.services.common.security.ratelimit import RateLimited, RateLimiter
from memstream.services.common.security.verifier import (
    FailureLimit,
    KeyVerifier,
    TooManyFailures,
)
from tests.support.polling import eventually


@pytest.fixture
async def store(nc: Client, settings: CommonSettings) -> KeyStore:
    js = nc.jetstream()
    await provision(js, settings)
    return await KeyStore.open(js)


async def test_a_key_is_stored_only_as_a_slow_hash(store: KeyStore, unique: str) -> None:
    created = await store.create(
        KeyCreate(tenant_id=f"t{unique}", agent_id="a1", scopes=["read", "shared-write"])
    )
    key_id = key_id_of(created.key)
    assert key_id == created.info.key_id
    entry = await store.kv.get(key_id)
    assert entry.value is not None
    raw = entry.value.decode()
    assert created.key not in raw
    # The secret is URL-safe base64, which may itself hold "_": cut the known prefix off.
    secret = created.key.removeprefix(f"{KEY_PREFIX}_{key_id}_")
    assert len(secret) >= 40
    assert secret not in raw
    record = await store.get(key_id)
    assert record is not None and record.hash.startswith("$argon2id$")
    assert record.scopes == ["read", "shared-write"]
    listed = await store.list(f"t{unique}")
    assert [info.key_id for info in listed] == [key_id]
    assert "hash" not in listed[0].model_dump()


async def test_verify_rejects_wrong_unknown_and_malformed_keys(
    store: KeyStore, unique: str
) -> None:
    created = await store.create(KeyCreate(tenant_id=f"t{unique}", agent_id="a1"))
    verifier = KeyVerifier(store)
    identity = await verifier.verify(created.key)
    assert (identity.tenant_id, identity.agent_id) == (f"t{unique}", "a1")
    assert identity.allows("write") and not identity.allows("admin")
    wrong_secret = created.key[:-4] + ("AAAA" if not created.key.endswith("AAAA") else "BBBB")
    for bad in (
        None,
        "",
        "Bearer x",
        "msk_zz_short",
        wrong_secret,
        "msk_" + "0" * 16 + "_" + "A" * 43,
    ):
        with pytest.raises(Unauthorized):
            await verifier.verify(bad)


def _wrong_secrets(key: str, n: int) -> list[str]:
    """`n` distinct wrong secrets for the key's id (each a fresh digest: no cached refusal)."""
    return [key[:-6] + f"{i:06d}" for i in range(n)]


async def test_a_flood_of_wrong_secrets_for_one_key_id_hashes_only_a_few(
    store: KeyStore, unique: str
) -> None:
    target = await store.create(KeyCreate(tenant_id=f"t{unique}", agent_id="a1"))
    other = await store.create(KeyCreate(tenant_id=f"t{unique}b", agent_id="a1"))
    verifier = KeyVerifier(store, failure_limit=FailureLimit(5, 60.0, 30.0))
    await verifier.verify(target.key)  # its holder, verified before the attack

    # Two hundred distinct wrong secrets at once: each would be an argon2 hash in one of
    # two threads, and the other tenant's first check would queue behind all of them.
    flood = [asyncio.ensure_future(verifier.verify(k)) for k in _wrong_secrets(target.key, 200)]
    assert (await verifier.verify(other.key)).tenant_id == f"t{unique}b"
    outcomes = await asyncio.gather(*flood, return_exceptions=True)
    assert all(isinstance(o, Unauthorized) for o in outcomes), outcomes
    limited = [o for o in outcomes if isinstance(o, TooManyFailures)]
    # Five counted checks and the one the interval allows; the rest refused unhashed.
    assert len(outcomes) - len(limited) == 6
    assert all(o.reply.code == "rate_limited" for o in limited)
    assert all(0 < (o.reply.retry_after_s or 0) <= 30 for o in limited)
    # The holder of the attacked key is answered from the cache, as if nothing happened.
    assert (await verifier.verify(target.key)).key_id == target.info.key_id


async def test_a_keys_first_requests_together_are_one_check_not_a_lockout(
    store: KeyStore, unique: str
) -> None:
    """Ten requests of a key this verifier has not seen yet (after a restart), at once:
    one slow hash answers them all, and none is refused as a guess."""
    created = await store.create(KeyCreate(tenant_id=f"t{unique}", agent_id="a1"))
    verifier = KeyVerifier(store, failure_limit=FailureLimit(1, 60.0, 60.0))
    identities = await asyncio.gather(*(verifier.verify(created.key) for _ in range(10)))
    assert {i.key_id for i in identities} == {created.info.key_id}
    # Its one check was verified, so it counts as no failure: a wrong guess still gets
    # its own check.
    with pytest.raises(Unauthorized) as refused:
        await verifier.verify(_wrong_secrets(created.key, 1)[0])
    assert not isinstance(refused.value, TooManyFailures)


async def test_a_keys_cached_answer_survives_its_use_and_not_its_change(
    store: KeyStore, unique: str
) -> None:
    created = await store.create(KeyCreate(tenant_id=f"t{unique}", agent_id="a1"))
    key_id = created.info.key_id
    # No failed check is allowed, and none runs unless the cache is dropped.
    verifier = KeyVerifier(store, failure_limit=FailureLimit(1, 60.0, 60.0))
    await verifier.verify(created.key)
    record = await store.get(key_id)
    assert record is not None
    used = record.model_copy(update={"last_used_at": utc_now()})
    verifier.forget(key_id, used)  # the minutely use rewrites the entry: nothing changed
    assert verifier.cached(created.key)
    narrower = record.model_copy(update={"scopes": ["read"]})
    verifier.forget(key_id, narrower)
    assert not verifier.cached(created.key)
    await verifier.verify(created.key)
    verifier.forget(key_id, record.model_copy(update={"revoked_at": utc_now()}))
    assert not verifier.cached(created.key)
    await verifier.verify(created.key)
    verifier.forget(key_id, None)  # deleted
    assert not verifier.cached(created.key)


async def test_the_holder_of_an_attacked_key_gets_in_at_the_next_interval(
    store: KeyStore, unique: str
) -> None:
    """A verifier that has not seen the key yet (a restart) lets its holder in at the next
    interval's check, and nothing of the flood meanwhile."""
    target = await store.create(KeyCreate(tenant_id=f"t{unique}", agent_id="a1"))
    # An interval longer than a slow hash takes on a slow machine, short enough to wait.
    verifier = KeyVerifier(store, failure_limit=FailureLimit(1, 60.0, 2.0))
    for wrong in _wrong_secrets(target.key, 2):  # the one counted, then the interval's
        with pytest.raises(Unauthorized) as refused:
            await verifier.verify(wrong)
        assert not isinstance(refused.value, TooManyFailures)
    with pytest.raises(TooManyFailures):
        await verifier.verify(target.key)

    async def holder() -> str | None:
        try:
            return (await verifier.verify(target.key)).key_id
        except TooManyFailures:
            return None

    assert await eventually(holder, timeout=30) == target.info.key_id


async def test_a_key_ids_failures_are_forgotten_after_their_window(
    store: KeyStore, unique: str
) -> None:
    target = await store.create(KeyCreate(tenant_id=f"t{unique}", agent_id="a1"))
    # A window long enough for three slow hashes on a slow machine, short enough to wait.
    verifier = KeyVerifier(store, failure_limit=FailureLimit(2, 3.0, 600.0))
    for wrong in _wrong_secrets(target.key, 3):  # two counted, then the interval's
        with pytest.raises(Unauthorized) as refused:
            await verifier.verify(wrong)
        assert not isinstance(refused.value, TooManyFailures)
    with pytest.raises(TooManyFailures):
        await verifier.verify(target.key)

    async def admitted() -> bool:
        try:
            return (await verifier.verify(target.key)).key_id == target.info.key_id
        except TooManyFailures:
            return False

    # Long before the next interval's check (600 s): the window ended, the count with it.
    await eventually(admitted, timeout=30)


async def test_revoked_and_rotated_keys_stop_working_on_every_verifier(
    store: KeyStore, unique: str
) -> None:
    created = await store.create(KeyCreate(tenant_id=f"t{unique}", agent_id="a1"))
    # Two replicas, each with the key cached.
    replicas = [KeyVerifier(store, max_staleness_s=2.0) for _ in range(2)]
    for verifier in replicas:
        await verifier.start()
        await verifier.verify(created.key)
    try:
        rotated = await store.rotate(created.info.key_id)
        assert rotated.info.key_id == created.info.key_id and rotated.key != created.key

        async def old_refused_everywhere() -> bool:
            for verifier in replicas:
                try:
                    await verifier.verify(created.key)
                    return False
                except Unauthorized:
                    pass
            return True

        await eventually(old_refused_everywhere, timeout=5.0)
        for verifier in replicas:
            assert (await verifier.verify(rotated.key)).key_id == created.info.key_id
        info = await store.revoke(created.info.key_id)
        assert info.revoked_at is not None

        async def new_refused_everywhere() -> bool:
            for verifier in replicas:
                try:
                    await verifier.verify(rotated.key)
                    return False
                except Unauthorized:
                    pass
            return True

        await eventually(new_refused_everywhere, timeout=5.0)
    finally:
        for verifier in replicas:
            await verifier.stop()


async def test_shared_space_tenants_cannot_get_keys(store: KeyStore, unique: str) -> None:
    with pytest.raises(RequestRejected):
        await store.create(KeyCreate(tenant_id=shared_space(f"t{unique}")[:56], agent_id="a"))


async def test_rate_limit_is_shared_by_replicas(
    nc: Client, settings: CommonSettings, unique: str
) -> None:
    await provision(nc.jetstream(), settings)
    frozen = 1_000_000 * 60 + 20.0  # 20 s into a minute
    replicas = [RateLimiter(nc, per_minute=5, clock=lambda: frozen) for _ in range(3)]
    results = await asyncio.gather(
        *(replicas[i % 3].hit(f"t{unique}", "a1") for i in range(8)), return_exceptions=True
    )
    passed = [r for r in results if isinstance(r, int)]
    refused = [r for r in results if isinstance(r, RateLimited)]
    assert sorted(passed) == [1, 2, 3, 4, 5]
    assert len(refused) == 3
    assert all(r.retry_after_s == pytest.approx(40.0, abs=0.01) for r in refused)
    assert refused[0].reply.code == "rate_limited"
    # Another agent of the same tenant has its own allowance.
    assert await replicas[0].hit(f"t{unique}", "a2") == 1


async def _count(nc: Client, tenant: str, agent: str, minute: int) -> int:
    """The agent's total in the WRITECOUNTS stream, as the server keeps it."""
    stored = await nc.jetstream().get_last_msg(
        s.STREAM_WRITE_COUNTS, s.write_count(tenant, agent, minute)
    )
    return int(json.loads(stored.data or b"{}")["val"])


async def test_a_refused_agent_is_refused_without_a_round_trip_until_the_minute_ends(
    nc: Client, settings: CommonSettings, unique: str
) -> None:
    await provision(nc.jetstream(), settings)
    now = [2_000_000 * 60 + 50.0]  # 50 s into a minute
    limiter = RateLimiter(nc, per_minute=2, clock=lambda: now[0])
    tenant = f"t{unique}"
    assert [await limiter.hit(tenant, "a1"), await limiter.hit(tenant, "a1")] == [1, 2]
    for _ in range(20):  # a flood over the limit
        with pytest.raises(RateLimited) as refused:
            await limiter.hit(tenant, "a1")
        assert refused.value.retry_after_s == pytest.approx(10.0, abs=0.01)
    # Only the first refusal reached the server; the flood was refused locally.
    assert await _count(nc, tenant, "a1", 2_000_000) == 3
    # Another replica has not seen the refusal: the server's total refuses it there too.
    with pytest.raises(RateLimited):
        await RateLimiter(nc, per_minute=2, clock=lambda: now[0]).hit(tenant, "a1")
    # The next minute has a fresh allowance, counted from one.
    now[0] += 10.0
    assert await limiter.hit(tenant, "a1") == 1
    assert await _count(nc, tenant, "a1", 2_000_001) == 1


async def test_the_count_cannot_be_overwritten_by_a_plain_message(
    nc: Client, settings: CommonSettings, unique: str
) -> None:
    """A write that is not an increment (a forged `{"val": "0"}`) is refused by the stream."""
    js = nc.jetstream()
    await provision(js, settings)
    limiter = RateLimiter(nc, per_minute=1, clock=lambda: 3_000_000 * 60.0)
    assert await limiter.hit(f"t{unique}", "a1") == 1
    with pytest.raises(APIError):
        await js.publish(s.write_count(f"t{unique}", "a1", 3_000_000), b'{"val": "0"}')
    with pytest.raises(RateLimited):
        await limiter.hit(f"t{unique}", "a1")


async def test_without_the_counter_stream_a_write_is_refused_as_unavailable(
    tmp_path: Path,
) -> None:
    """No stream captures the subject (an unprovisioned server): a typed, retryable refusal."""
    server = EmbeddedNatsServer(tmp_path / "js", port=0)
    server.start()
    try:
        bare = await nats.connect(server.url)
        try:
            with pytest.raises(RequestRejected) as refused:
                await RateLimiter(bare, per_minute=5, timeout_s=1.0).hit("t1", "a1")
            assert refused.value.reply.code == "unavailable"
            assert not isinstance(refused.value, RateLimited)
        finally:
            await bare.close()
    finally:
        server.stop()
