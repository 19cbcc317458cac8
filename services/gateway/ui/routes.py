"""`/ui`: the memory health page of a tenant, behind its API key.

Browsers send no `Authorization` header when they navigate, so `/ui/login` takes the key
in a form and keeps it in an HttpOnly, SameSite=Strict cookie scoped to `/ui`; a Bearer
header works too (scripts, tests). Every page checks the key with the shared verifier and
the tenant with `resolve_tenant` (scope read): another tenant's page gets 403 and no data.
The pages are left out of the OpenAPI document: they are HTML for people.
"""

from __future__ import annotations

from typing import Annotated
from urllib.parse import quote

from fastapi import APIRouter, Form, Path, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from memstream.contracts.common import ID_PATTERN
from memstream.contracts.errors import ErrorReply, MemstreamError
from memstream.contracts.keys import Identity
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.security.keys import Unauthorized
from memstream.services.gateway.http.auth import gateway
from memstream.services.gateway.http.errors import STATUS_OF, retry_after
from memstream.services.gateway.state import GatewayState, resolve_tenant
from memstream.services.gateway.ui import data
from memstream.services.gateway.ui.pages import error_page, explain_page, health_page, login_page

COOKIE = "memstream_ui_key"
COOKIE_PATH = "/ui"
# The pages carry a tenant's memories: no script at all, no framing, no caching.
HEADERS = {
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}

router = APIRouter(prefix="/ui", include_in_schema=False)

TenantPath = Annotated[str, Path(pattern=ID_PATTERN)]
MemoryIdPath = Annotated[str, Path(min_length=1, max_length=128)]


def _html(text: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(text, status_code=status, headers=HEADERS)


def _presented_key(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return token.strip()
    return request.cookies.get(COOKIE)


async def _identity(request: Request) -> Identity:
    key = _presented_key(request)
    if key is None:
        raise Unauthorized()
    identity = await gateway(request).verifier.verify(key)
    request.state.key_id = identity.key_id
    return identity


def _refusal(reply: ErrorReply, tenant: str | None = None) -> HTMLResponse:
    status = STATUS_OF.get(reply.code, 500)
    if reply.code == "unauthorized":
        response = _html(login_page(reply.message), status)
        response.delete_cookie(COOKIE, path=COOKIE_PATH)
        return response
    response = _html(error_page(reply, tenant), status)
    if reply.retry_after_s is not None:  # a key guessed at too often (rate_limited)
        response.headers["Retry-After"] = retry_after(reply.retry_after_s)
    return response


async def _reader(request: Request, tenant: str) -> tuple[GatewayState, Identity, str]:
    identity = await _identity(request)
    return gateway(request), identity, resolve_tenant(identity, "read", tenant)


@router.get("", response_class=HTMLResponse)
async def ui_root() -> Response:
    return RedirectResponse("/ui/login", status_code=303)


@router.get("/login", response_class=HTMLResponse)
async def login_form() -> HTMLResponse:
    return _html(login_page())


@router.post("/login", response_class=HTMLResponse)
async def login(
    request: Request,
    api_key: Annotated[str, Form(max_length=512)],
    tenant: Annotated[str, Form(max_length=128)] = "",
) -> Response:
    try:
        identity = await gateway(request).verifier.verify(api_key.strip())
        target = resolve_tenant(identity, "read", tenant.strip() or None)
    except RequestRejected as exc:
        return _html(login_page(exc.reply.message, tenant), STATUS_OF.get(exc.reply.code, 500))
    response = RedirectResponse(f"/ui/{quote(target, safe='')}", status_code=303)
    response.set_cookie(
        COOKIE,
        api_key.strip(),
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )
    return response


@router.post("/logout", response_class=HTMLResponse)
async def logout() -> Response:
    response = RedirectResponse("/ui/login", status_code=303)
    response.delete_cookie(COOKIE, path=COOKIE_PATH)
    return response


@router.get("/{tenant}", response_class=HTMLResponse)
async def health(request: Request, tenant: TenantPath) -> HTMLResponse:
    """The tenant's health report, most-used and weakest memories."""
    try:
        state, identity, target = await _reader(request, tenant)
        report = await data.fetch_report(state, target)
        client = await state.client(identity, target)
        weak = await client.weak_facts(limit=data.WEAKEST)
    except (RequestRejected, MemstreamError) as exc:
        return _refusal(exc.reply, tenant)
    return _html(health_page(report, weak))


@router.get("/{tenant}/memories/{memory_id}", response_class=HTMLResponse)
async def explain(
    request: Request,
    tenant: TenantPath,
    memory_id: MemoryIdPath,
    q: Annotated[str, Query(max_length=2000)] = "",
) -> HTMLResponse:
    """One memory: sources, supersedes chain, entities, and (for a question) its score."""
    try:
        state, identity, target = await _reader(request, tenant)
        client = await state.client(identity, target)
        result = await client.explain_fact(memory_id)
        query = q.strip()
        scored = await data.ranked(client, memory_id, query) if query else None
    except (RequestRejected, MemstreamError) as exc:
        return _refusal(exc.reply, tenant)
    return _html(explain_page(target, result, scored, query))
