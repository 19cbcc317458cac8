"""A gateway on the shared test stack (`running_gateway`, registered in conftest), and keys."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

import pytest

from memstream.contracts.keys import KeyCreate, KeyCreated
from memstream.services.cli.stack import Stack
from memstream.services.common.security.keys import KeyStore
from memstream.services.gateway.app import GatewayApp
from memstream.services.gateway.settings import GatewaySettings


@contextlib.asynccontextmanager
async def serve_gateway(stack: Stack, settings: GatewaySettings) -> AsyncIterator[GatewayApp]:
    """A gateway with `settings` on the shared stack's runtime, stopped on exit."""
    app = GatewayApp(settings)
    assert stack.runtime is not None
    await app.setup(stack.runtime)
    await app.start()
    try:
        yield app
    finally:
        await app.stop(5.0)


@pytest.fixture(scope="session")
async def running_gateway(stack: Stack) -> AsyncIterator[GatewayApp]:
    async with serve_gateway(stack, GatewaySettings(port=0)) as app:
        yield app


async def make_key(stack: Stack, tenant: str, agent: str = "a1", **extra: object) -> KeyCreated:
    assert stack.runtime is not None
    store = await KeyStore.open(stack.runtime.js)
    return await store.create(KeyCreate(tenant_id=tenant, agent_id=agent, **extra))  # type: ignore[arg-type]


def bearer(key: KeyCreated) -> dict[str, str]:
    return {"Authorization": f"Bearer {key.key}"}
