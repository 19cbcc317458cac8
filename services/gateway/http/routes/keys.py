"""API key management: create, list, show, rotate and revoke (scope admin).

A tenant's admin key manages that tenant's keys; an operator key (tenant `*`) manages
every tenant's. A key of another tenant is answered as unknown (404), so key ids of other
tenants cannot be probed.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from memstream.contracts.keys import (
    ALL_TENANTS,
    KEY_ID_PATTERN,
    ApiKeyRecord,
    Identity,
    KeyCreate,
    KeyCreated,
    KeyInfo,
)
from memstream.services.common.security.keys import Forbidden, KeyNotFound
from memstream.services.gateway.http.auth import Caller, State, TenantParam
from memstream.services.gateway.http.errors import ERROR_RESPONSES
from memstream.services.gateway.state import GatewayState, own_tenant

router = APIRouter(prefix="/v1/keys", tags=["keys"])

KeyIdParam = Annotated[
    str, Path(pattern=KEY_ID_PATTERN, description="Public id of the key (16 hex digits).")
]


def _admin(caller: Identity) -> None:
    if not caller.allows("admin"):
        raise Forbidden("this key lacks the 'admin' scope")


def _manages(caller: Identity, tenant_id: str) -> bool:
    return caller.tenant_id in (ALL_TENANTS, tenant_id)


async def _managed_record(state: GatewayState, caller: Identity, key_id: str) -> ApiKeyRecord:
    _admin(caller)
    record = await state.keys.get(key_id)
    if record is None or not _manages(caller, record.tenant_id):
        raise KeyNotFound(key_id)
    return record


@router.post("", response_model=KeyCreated, responses=ERROR_RESPONSES)
async def create_key(state: State, caller: Caller, body: KeyCreate) -> KeyCreated:
    """Create a key for an agent of the tenant. The key is in this answer only: it is
    stored as an argon2id hash and cannot be shown again."""
    _admin(caller)
    if not _manages(caller, body.tenant_id):
        raise Forbidden("this key cannot manage another tenant's keys", "tenant_id")
    return await state.keys.create(body)


@router.get("", response_model=list[KeyInfo], responses=ERROR_RESPONSES)
async def list_keys(state: State, caller: Caller, tenant: TenantParam = None) -> list[KeyInfo]:
    """The tenant's keys (never their secrets or hashes), revoked ones included. An
    operator key lists every tenant's unless `tenant` names one."""
    _admin(caller)
    if caller.tenant_id == ALL_TENANTS and tenant is None:
        return await state.keys.list()
    return await state.keys.list(own_tenant(caller, tenant))


@router.get("/{key_id}", response_model=KeyInfo, responses=ERROR_RESPONSES)
async def get_key(state: State, caller: Caller, key_id: KeyIdParam) -> KeyInfo:
    """One key: its agent, scopes, domain, and when it was created, last used, revoked."""
    return KeyInfo.of(await _managed_record(state, caller, key_id))


@router.post("/{key_id}/rotate", response_model=KeyCreated, responses=ERROR_RESPONSES)
async def rotate_key(state: State, caller: Caller, key_id: KeyIdParam) -> KeyCreated:
    """A new secret for the same key id and grants; the old key stops working on every
    gateway within seconds. The new key is in this answer only."""
    await _managed_record(state, caller, key_id)
    return await state.keys.rotate(key_id)


@router.delete("/{key_id}", response_model=KeyInfo, responses=ERROR_RESPONSES)
async def revoke_key(state: State, caller: Caller, key_id: KeyIdParam) -> KeyInfo:
    """Revoke a key: it stops working on every gateway and NATS connection within
    seconds. Revoking twice is harmless."""
    await _managed_record(state, caller, key_id)
    return await state.keys.revoke(key_id)
