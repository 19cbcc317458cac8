"""What a verified API key may do on NATS: its user's publish and subscribe permissions.

One pure function, `permissions_for`, from an `Identity` to the allow lists the callout
signs into the user JWT (scopes → subjects: contracts.subjects read/write/admin_subjects).
Everything not allowed is refused by the server; the deny lists repeat what must never be
reachable (JetStream API, KV, object store, system subjects, other connections' inboxes)
so a future widening of an allow list cannot open them by accident.
"""

from __future__ import annotations

from memstream.contracts import subjects as s
from memstream.contracts.keys import ALL_TENANTS, Identity, Scope, shared_space
from memstream.services.common.security.natsjwt import Permissions

_NEVER = (
    f"{s.JS_API_PREFIX}.>",
    f"{s.KV_PREFIX}.>",
    f"{s.OBJECT_STORE_PREFIX}.>",
    f"{s.SYS_PREFIX}.>",
)


def _spaces(identity: Identity, own: Scope, shared: Scope) -> list[str]:
    """The tenants a scope pair reaches: the key's own (with `own`) and its shared space
    (with `shared`). An operator key (`*`) reaches every tenant, shared spaces included."""
    tenant = identity.tenant_id
    spaces = []
    if identity.allows(own):
        spaces.append(tenant)
    if tenant != ALL_TENANTS and identity.allows(shared):
        spaces.append(shared_space(tenant))
    return spaces


def permissions_for(identity: Identity) -> Permissions:
    """Publish and subscribe allow lists of a connection made with `identity`'s key."""
    publish: list[str] = [s.WHOAMI]
    subscribe: list[str] = [f"{s.agent_inbox_prefix(identity.key_id)}.>"]
    for tenant in _spaces(identity, "read", "shared-read"):
        publish += s.read_subjects(tenant)
        subscribe.append(s.preload(tenant))
    for tenant in _spaces(identity, "write", "shared-write"):
        publish += s.write_subjects(tenant)
    if identity.allows("admin"):
        publish += s.admin_subjects(identity.tenant_id)
    return Permissions(
        pub_allow=tuple(dict.fromkeys(publish)),
        sub_allow=tuple(dict.fromkeys(subscribe)),
        pub_deny=_NEVER,
        sub_deny=(*_NEVER, f"{s.INBOX_PREFIX}.>"),
    )
