"""Whose work an embedding is: the tenant the embedder charges it to (`cost.recorded`).

The tenant rides on a context variable rather than on every embedding call's signature
(like the LLM costs in `memory/costs.py`): `RequestEndpoint` sets it for each request of a
tenant's subject, and stream consumers set it around a tenant's messages, so every
embedding made while serving a tenant is charged to it without each layer in between
passing it along. `EmbeddingClient` puts it into `EmbedRequest.tenant_id`; outside any
tenant's work it is None, which the embedder counts as system work.
"""

from __future__ import annotations

from contextvars import ContextVar, Token

_TENANT: ContextVar[str | None] = ContextVar("memstream_embedding_tenant", default=None)


def billed_tenant() -> str | None:
    """The tenant the current task works for, or None (system work)."""
    return _TENANT.get()


class billed_to:  # lower case: used like a function, `with billed_to(tenant):`
    """Charge the embeddings made inside to `tenant` (None or "": system work).

    A class rather than a generator context manager: every request of every endpoint
    enters one, and this costs a third as much.
    """

    __slots__ = ("_tenant", "_token")

    def __init__(self, tenant: str | None) -> None:
        self._tenant = tenant or None
        self._token: Token[str | None] | None = None

    def __enter__(self) -> None:
        self._token = _TENANT.set(self._tenant)

    def __exit__(self, *exc_info: object) -> None:
        if self._token is not None:
            _TENANT.reset(self._token)
            self._token = None
