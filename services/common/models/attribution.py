"""Whose work an embedding is: the tenant the embedder charges it to (`cost.recorded`).

The tenant rides on a context variable rather than on every embedding call's signature
(like the LLM costs in `memory/costs.py`): `RequestEndpoint` sets it for each request of a
tenant's subject, and stream consumers set it around a tenant's messages, so every
embedding made while serving a tenant is charged to it without each layer in between
passing it along. `EmbeddingClient` puts it into `EmbedRequest.tenant_id`; outside any
tenant's work it is None, which the embedder counts as system work.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar

_TENANT: ContextVar[str | None] = ContextVar("memstream_embedding_tenant", default=None)


def billed_tenant() -> str | None:
    """The tenant the current task works for, or None (system work)."""
    return _TENANT.get()


@contextlib.contextmanager
def billed_to(tenant: str | None) -> Iterator[None]:
    """Charge the embeddings made inside to `tenant` (None: system work)."""
    token = _TENANT.set(tenant or None)
    try:
        yield
    finally:
        _TENANT.reset(token)
