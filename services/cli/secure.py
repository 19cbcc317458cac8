"""The secure embedded server of `memstream up`: its operator key, made on first start."""

from __future__ import annotations

from pathlib import Path

from memstream.contracts.keys import ALL_TENANTS, SCOPES, KeyCreate
from memstream.services.common.runtime.natsconf import write_secret
from memstream.services.common.security.keys import KeyStore

ADMIN_AGENT = "admin"


async def ensure_admin_key(store: KeyStore, path: Path) -> bool:
    """Create an operator key (every tenant, every scope) into `path` (0600) unless that
    file exists; True if it was created now."""
    if path.exists():
        return False
    created = await store.create(
        KeyCreate(tenant_id=ALL_TENANTS, agent_id=ADMIN_AGENT, scopes=list(SCOPES))
    )
    write_secret(path, (created.key + "\n").encode())
    return True


def read_key(path: Path) -> str:
    """An API key kept in a file (as `admin.key` is)."""
    return path.read_text().strip()
