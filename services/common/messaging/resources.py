"""Reading RESOURCES messages: the Resource in a message, or why it can never be handled.

Every consumer of RESOURCES judges a message the same way: unparseable, of another schema
version, or naming a tenant its subject does not are permanent failures, dead-lettered
with the reason (`parse_batch`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from nats.aio.msg import Msg
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.common import SCHEMA_VERSION
from memstream.contracts.turns import Resource
from memstream.services.common.messaging.consumer import Settler
from memstream.services.common.messaging.dlq import DeadLetter, subject_tenant


@dataclass(frozen=True, slots=True)
class Parsed:
    msg: Msg
    resource: Resource


def parse(msg: Msg) -> Parsed | DeadLetter:
    """The message's Resource, or why it can never be handled."""
    tenant = subject_tenant(msg.subject, s.RESOURCE_TENANT_TOKEN)
    outcome = judge(msg.data, tenant, f"the subject {msg.subject!r}")
    return outcome if isinstance(outcome, DeadLetter) else Parsed(msg, outcome)


def judge(data: bytes, tenant: str, where: str) -> Resource | DeadLetter:
    """The Resource in a RESOURCES body of `tenant`, or why it can never be handled; `where`
    says where the tenant came from, for the reason's text."""
    try:
        resource = Resource.model_validate_json(data)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        if errors and errors[0]["type"] == "json_invalid":
            return DeadLetter("invalid_json", f"payload is not JSON: {errors[0]['msg']}")
        return DeadLetter("validation_error", f"payload is not a Resource: {exc}")
    if resource.schema_version != SCHEMA_VERSION:
        return DeadLetter(
            "schema_mismatch",
            f"schema_version {resource.schema_version}; this service reads {SCHEMA_VERSION}",
        )
    if resource.tenant_id != tenant:
        return DeadLetter(
            "tenant_mismatch", f"body names tenant {resource.tenant_id!r} but {where} does not"
        )
    return resource


async def parse_batch(msgs: Sequence[Msg], settler: Settler) -> list[Parsed]:
    """The batch's readable messages, in order; the others are dead-lettered."""
    good: list[Parsed] = []
    for msg in msgs:
        outcome = parse(msg)
        if isinstance(outcome, DeadLetter):
            await settler.dead_letter(msg, outcome)
        else:
            good.append(outcome)
    return good
