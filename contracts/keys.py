"""API keys: one per agent, naming its tenant, agent, scopes and domain.

A key is `msk_<key_id>_<secret>`. Only an argon2id hash of it is stored (KV bucket
`keys`, one entry per `key_id`); the key itself is shown once, when it is created or
rotated. `Identity` is what a verified key grants: services and the gateway act on its
tenant, never on a tenant the caller names.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated, Final, Literal

from pydantic import Field, StringConstraints

from memstream.contracts.common import Identifier, Message, UtcDatetime

Scope = Literal["read", "write", "admin", "shared-read", "shared-write"]
SCOPES: Final[tuple[Scope, ...]] = ("read", "write", "admin", "shared-read", "shared-write")
DEFAULT_SCOPES: Final[tuple[Scope, ...]] = ("read", "write")

# The tenant of an operator key: it may act on every tenant (and create their keys).
ALL_TENANTS: Final = "*"

KEY_PREFIX: Final = "msk"
KEY_ID_PATTERN: Final = r"^[0-9a-f]{16}$"
# The whole key: prefix, 16 hex digits of id, 43 url-safe characters of secret (32 bytes).
KEY_PATTERN: Final = re.compile(r"^msk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$")

# A tenant's shared space is a memory space of its own, addressed as this tenant id, so
# every service (ingest, indexer, extractor, graph, retriever) serves it unchanged. The
# suffix is reserved: no key can be made for a tenant that ends with it.
SHARED_SUFFIX: Final = "__shared"
# Tenants with a shared space keep their id short enough for the suffix to fit in 64.
MAX_TENANT_WITH_SHARED: Final = 64 - len(SHARED_SUFFIX)

KeyId = Annotated[str, StringConstraints(pattern=KEY_ID_PATTERN)]
Domain = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_.-]{1,64}$")]
TenantOrAll = Annotated[
    str, StringConstraints(pattern=rf"^(?:[A-Za-z0-9_-]{{1,{MAX_TENANT_WITH_SHARED}}}|\*)$")
]


def shared_space(tenant_id: str) -> str:
    """Tenant id of `tenant_id`'s shared cross-agent memory space."""
    return f"{tenant_id}{SHARED_SUFFIX}"


def is_shared_space(tenant_id: str) -> bool:
    return tenant_id.endswith(SHARED_SUFFIX)


def key_id_of(key: str) -> str | None:
    """The key id a presented key names, or None when it is not shaped like a key."""
    match = KEY_PATTERN.match(key)
    return match.group(1) if match else None


class ApiKeyRecord(Message):
    """What the `keys` bucket holds for one key (never the key itself)."""

    key_id: KeyId = Field(description="Public id of the key (its second token).")
    tenant_id: TenantOrAll = Field(description="Tenant the key acts for; `*` = operator key.")
    agent_id: Identifier = Field(description="Agent the key was issued to.")
    scopes: list[Scope] = Field(min_length=1, description="What the key may do.")
    domain: Domain | None = Field(
        default=None, description="Domain the agent's shared-space writes are tagged with."
    )
    created_at: UtcDatetime = Field(description="When the key was created or last rotated.")
    last_used_at: UtcDatetime | None = Field(
        default=None, description="Last successful use (updated at most once a minute)."
    )
    revoked_at: UtcDatetime | None = Field(default=None, description="Set once revoked.")
    hash: str = Field(description="argon2id hash of the whole key.")

    @property
    def revoked(self) -> bool:
        return self.revoked_at is not None


class KeyInfo(Message):
    """A key as listed: the record without its hash."""

    key_id: KeyId = Field(description="Public id of the key.")
    tenant_id: TenantOrAll = Field(description="Tenant the key acts for; `*` = operator key.")
    agent_id: Identifier = Field(description="Agent the key was issued to.")
    scopes: list[Scope] = Field(description="What the key may do.")
    domain: Domain | None = Field(default=None, description="Shared-space domain tag.")
    created_at: datetime = Field(description="When the key was created or last rotated.")
    last_used_at: datetime | None = Field(default=None, description="Last successful use.")
    revoked_at: datetime | None = Field(default=None, description="When it was revoked.")

    @classmethod
    def of(cls, record: ApiKeyRecord) -> KeyInfo:
        return cls.model_validate(record.model_dump(exclude={"hash", "schema_version"}))


class KeyCreate(Message):
    """Ask for a new key."""

    tenant_id: TenantOrAll = Field(description="Tenant the key acts for; `*` = operator key.")
    agent_id: Identifier = Field(description="Agent the key is for.")
    scopes: list[Scope] = Field(
        default_factory=lambda: list(DEFAULT_SCOPES), min_length=1, description="Scopes."
    )
    domain: Domain | None = Field(default=None, description="Shared-space domain tag.")


class KeyCreated(Message):
    """A new (or rotated) key. `key` is shown here once and stored nowhere."""

    type: Literal["key"] = Field(default="key", description="Reply discriminator.")
    key: str = Field(description="The API key; keep it, it cannot be shown again.")
    info: KeyInfo = Field(description="What the key grants.")


class Identity(Message):
    """What a verified key grants the request that presented it."""

    type: Literal["identity"] = Field(default="identity", description="Reply discriminator.")
    key_id: KeyId = Field(description="Id of the key presented.")
    tenant_id: TenantOrAll = Field(description="Tenant; `*` = operator key.")
    agent_id: Identifier = Field(description="Agent.")
    scopes: list[Scope] = Field(description="Granted scopes.")
    domain: Domain | None = Field(default=None, description="Shared-space domain tag.")

    def allows(self, scope: Scope) -> bool:
        return scope in self.scopes

    def acts_for(self, tenant_id: str) -> bool:
        """May this identity act on `tenant_id` (its own, its shared space, or any)?"""
        if self.tenant_id == ALL_TENANTS:
            return True
        return tenant_id in (self.tenant_id, shared_space(self.tenant_id))
