"""Admin request-reply endpoints: run a job now, a tenant's health report, cold restore."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from pydantic import ValidationError

from memstream.contracts.scheduler import (
    HealthReport,
    JobRunRequest,
    ReportRequest,
    RestoreReply,
    RestoreRequest,
)
from memstream.services.common.messaging.errors import reply_from_validation
from memstream.services.scheduler.jobs.runner import JobRunner

ReportFn = Callable[[str, int], Awaitable[HealthReport]]
RestoreFn = Callable[[str, list[str] | None], Awaitable[RestoreReply]]


class AdminService:
    def __init__(self, runner: JobRunner, report: ReportFn, restore: RestoreFn) -> None:
        self._runner = runner
        self._report = report
        self._restore = restore

    async def run(self, _tenant: str, body: bytes) -> bytes:
        try:
            request = JobRunRequest.model_validate_json(body)
        except ValidationError as exc:
            return reply_from_validation(exc).model_dump_json().encode()
        reply = await self._runner.run(request.job, force=request.force, tenants=request.tenants)
        return reply.model_dump_json().encode()

    async def report(self, tenant: str, body: bytes) -> bytes:
        try:
            request = ReportRequest.model_validate_json(body)
        except ValidationError as exc:
            return reply_from_validation(exc).model_dump_json().encode()
        return (await self._report(tenant, request.days)).model_dump_json().encode()

    async def restore(self, tenant: str, body: bytes) -> bytes:
        try:
            request = RestoreRequest.model_validate_json(body)
        except ValidationError as exc:
            return reply_from_validation(exc).model_dump_json().encode()
        return (await self._restore(tenant, request.item_ids)).model_dump_json().encode()
