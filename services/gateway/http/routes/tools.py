"""The memory tools over HTTP, in the tenant's own and in its shared space.

One route per tool, generated from `contracts.tools.TOOLS` (the tools' one definition), so
the OpenAPI document names each tool's arguments and result. Each maps onto
`mem.tool.<tenant>.<name>` through `MemoryClient.<name>_call`.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Annotated

from fastapi import APIRouter, Depends

from memstream.contracts import subjects as s
from memstream.contracts.common import Message
from memstream.contracts.keys import Identity, Scope
from memstream.contracts.tools import TOOLS, ToolArgs, ToolSpec
from memstream.services.gateway.http.auth import Caller, State, acting_on
from memstream.services.gateway.http.errors import ERROR_RESPONSES
from memstream.services.gateway.state import GatewayState

router = APIRouter(prefix="/v1")


async def call_tool(
    state: GatewayState, caller: Identity, target: str, name: str, args: ToolArgs
) -> Message:
    """Run one tool for `target` on the service that owns the tools."""
    if name in s.WRITE_TOOL_NAMES:
        await state.limiter.hit(target, caller.agent_id)
    client = await state.client(caller, target)
    call: Callable[[ToolArgs], Awaitable[Message]] = getattr(client, f"{name}_call")
    return await call(args)


def _endpoint(spec: ToolSpec, shared: bool) -> Callable[..., Awaitable[Message]]:
    scope: Scope = "write" if spec.name in s.WRITE_TOOL_NAMES else "read"
    target_dependency = Depends(acting_on(scope, shared))

    async def endpoint(state: State, caller: Caller, target: str, body: ToolArgs) -> Message:
        return await call_tool(state, caller, target, spec.name, body)

    # FastAPI reads the body model and the tenant dependency from the signature; they
    # differ per tool, so the signature is set here rather than spelled 16 times.
    signature = inspect.signature(endpoint)
    endpoint.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=[
            signature.parameters["state"],
            signature.parameters["caller"],
            signature.parameters["target"].replace(annotation=Annotated[str, target_dependency]),
            signature.parameters["body"].replace(annotation=spec.args),
        ]
    )
    return endpoint


def _add_tool_routes(tool_router: APIRouter, shared: bool) -> None:
    where = "the tenant's shared space" if shared else "the tenant's memory"
    for name, spec in TOOLS.items():
        writes = " Counts as one write against the agent's per-minute limit." * (
            name in s.WRITE_TOOL_NAMES
        )
        tool_router.add_api_route(
            f"/shared/tools/{name}" if shared else f"/tools/{name}",
            _endpoint(spec, shared),
            methods=["POST"],
            response_model=spec.result,
            responses=ERROR_RESPONSES,
            tags=["shared tools" if shared else "tools"],
            name=f"{'shared_' if shared else ''}{name}",
            operation_id=f"{'shared_' if shared else ''}tool_{name}",
            summary=name.replace("_", " ").capitalize() + (" (shared space)" if shared else ""),
            description=f"{spec.description} Acts on {where}.{writes}",
        )


_add_tool_routes(router, shared=False)
_add_tool_routes(router, shared=True)
