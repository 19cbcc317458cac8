"""`memstream mcp`: the memory tools for an MCP client, over stdio.

An MCP client (an IDE, a desktop assistant) starts this command and talks MCP on its
stdin/stdout; every tool call becomes a NATS request of the agent's `MemoryClient`.
With `--api-key` the key decides the tenant and agent (the NATS server enforces them);
`--tenant/--agent` serve an open development server, where nothing is enforced.
"""

from __future__ import annotations

import asyncio
import re
from typing import Annotated

import typer

from memstream.contracts.client import MemoryClient
from memstream.contracts.common import ID_PATTERN
from memstream.services.cli.target import nats_url
from memstream.services.common.runtime.settings import CommonSettings


async def _connect(
    url: str, api_key: str | None, tenant: str | None, agent: str | None
) -> MemoryClient:
    if api_key is not None:
        return await MemoryClient.connect(url, api_key=api_key)
    if tenant is None or agent is None:
        raise typer.BadParameter("give --api-key, or --tenant and --agent (open server only)")
    for name, value in (("tenant", tenant), ("agent", agent)):
        if not re.fullmatch(ID_PATTERN, value):
            raise typer.BadParameter(f"--{name} must match {ID_PATTERN}")
    return await MemoryClient.connect(url, tenant, agent)


async def _serve(url: str, api_key: str | None, tenant: str | None, agent: str | None) -> None:
    from memstream.services.gateway import serve_stdio

    client = await _connect(url, api_key, tenant, agent)
    try:
        await serve_stdio(client)
    finally:
        await client.close()


def mcp(
    api_key: Annotated[
        str | None,
        typer.Option(envvar="MEMSTREAM_API_KEY", help="The agent's API key (msk_…)."),
    ] = None,
    url: Annotated[str | None, typer.Option(help="NATS URL of a running memstream.")] = None,
    tenant: Annotated[
        str | None, typer.Option(help="Tenant, without a key (open dev server only).")
    ] = None,
    agent: Annotated[
        str | None, typer.Option(help="Agent id, without a key (open dev server only).")
    ] = None,
) -> None:
    """Serve the memory tools and `context` to an MCP client over stdio."""
    target = nats_url(CommonSettings(), url)
    asyncio.run(_serve(target, api_key, tenant, agent))
