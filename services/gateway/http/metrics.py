"""Request counts and latency of the HTTP API, by route template and status.

Wraps the whole ASGI app (body limits included, so 413 and 408 are counted). The label is
the template of the route that matched (`/v1/keys/{key_id}`), or `unmatched`: never the
path as sent, which could hold an id, and never a key or a tenant.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from fastapi import FastAPI
from fastapi.routing import RouteContext, iter_route_contexts
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memstream.services.common.runtime import metrics

UNMATCHED = "unmatched"
_METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})


def routes_of(app: FastAPI) -> list[RouteContext]:
    """Every route of `app` with its full path, included routers flattened."""
    return list(iter_route_contexts(app.routes))


def route_template(routes: Sequence[RouteContext], scope: Scope) -> str:
    """The path template of the first route that matches `scope`, like the router's."""
    partial = None
    for route in routes:
        match, _ = route.matches(scope)
        if match == Match.FULL:
            return route.path or UNMATCHED
        if match == Match.PARTIAL and partial is None:
            partial = route  # matched path, other method: the router answers 405 for it
    return (partial.path if partial is not None else None) or UNMATCHED


class HttpMetrics:
    def __init__(self, app: ASGIApp, api: FastAPI) -> None:
        self.app = app
        self.routes = routes_of(api)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500  # what the client sees when the app fails before answering

        async def record_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, record_status)
        finally:
            method = scope.get("method", "")
            method = method if method in _METHODS else "other"
            route = route_template(self.routes, scope)
            metrics.HTTP_REQUESTS.labels(method, route, str(status)).inc()
            metrics.HTTP_LATENCY.labels(method, route).observe(time.perf_counter() - started)
