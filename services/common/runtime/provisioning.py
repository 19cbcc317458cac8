"""Idempotent creation of every stream and KV bucket of the JetStream layout.

Run at every start-up by `memstream up` and on demand by `memstream provision`. A stream
that exists with the wanted configuration is left alone; one whose configuration drifted
is updated in place (never deleted: RESOURCES is the source of truth).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Literal

from nats.js import JetStreamContext
from nats.js.api import (
    DiscardPolicy,
    KeyValueConfig,
    RetentionPolicy,
    StorageType,
    StreamConfig,
)
from nats.js.errors import BucketNotFoundError, NotFoundError

from memstream.contracts import subjects as s
from memstream.services.common.messaging.errors import ServiceError
from memstream.services.common.runtime.settings import CommonSettings

log = logging.getLogger(__name__)

Outcome = Literal["created", "updated", "unchanged"]


@dataclass(frozen=True, slots=True)
class ProvisionResult:
    name: str
    kind: Literal["stream", "kv"]
    outcome: Outcome


def stream_configs(settings: CommonSettings) -> list[StreamConfig]:
    """The wanted configuration of every stream (docs/architecture.md §3)."""
    replicas = settings.stream_replicas
    window = settings.duplicate_window_s

    def stream(name: str, subject: str, description: str, **extra: Any) -> StreamConfig:
        return StreamConfig(
            name=name,
            description=description,
            subjects=[subject],
            retention=RetentionPolicy.LIMITS,
            storage=StorageType.FILE,
            discard=DiscardPolicy.OLD,
            num_replicas=replicas,
            duplicate_window=window,
            allow_direct=True,
            **extra,
        )

    return [
        stream(
            s.STREAM_RESOURCES,
            s.RESOURCES_SUBJECTS,
            "Append-only audit trail of every turn part; source of truth for replays.",
            deny_delete=True,
            deny_purge=True,
        ),
        # Checkpoints are the audit trail of what each session looked like at each turn.
        stream(
            s.STREAM_CHECKPOINTS,
            s.CHECKPOINTS_SUBJECTS,
            "One checkpoint per turn.",
            deny_delete=True,
            deny_purge=True,
        ),
        stream(s.STREAM_EVENTS, s.EVENTS_SUBJECTS, "Domain events of every service."),
        stream(s.STREAM_TRIGGERS, s.TRIGGERS_SUBJECTS, "Forward triggers by due date."),
        stream(
            s.STREAM_SUMMARIES,
            s.SUMMARIES_SUBJECTS,
            "Category summaries; the last per subject is current, the rest the archive.",
            max_msgs_per_subject=-1,
        ),
        stream(s.STREAM_LESSONS, s.LESSONS_SUBJECTS, "Behaviour-loop lessons."),
        stream(s.STREAM_DLQ, s.DLQ_SUBJECTS, "Rejected messages with their reason."),
        # Counts of the current minute only: in memory, the last total per subject, gone
        # a minute after its minute (security/ratelimit.py).
        StreamConfig(
            name=s.STREAM_WRITE_COUNTS,
            description="Per-agent write counts of the current minute (a counter stream).",
            subjects=[s.write_count("*", "*", "*")],
            retention=RetentionPolicy.LIMITS,
            storage=StorageType.MEMORY,
            discard=DiscardPolicy.OLD,
            num_replicas=replicas,
            max_age=120.0,
            duplicate_window=120.0,  # the server's own choice for this max_age, said here
            max_msgs_per_subject=1,
            allow_direct=True,
            allow_msg_counter=True,
        ),
    ]


# Every KV bucket: its name, what it holds, how many revisions of a key it keeps.
_BUCKETS: tuple[tuple[str, str, int], ...] = (
    (s.BUCKET_JOBS, "Job last_run_at/last_result and the scheduler lease.", 5),
    (s.BUCKET_BUDGETS, "Per-tenant spend and limits.", 1),
    (s.BUCKET_KEYS, "API keys: argon2id hash, tenant, agent, scopes, domain.", 5),
    (
        s.BUCKET_FORGOTTEN,
        "Resources and facts forget_memory hid; indexing and extraction skip them.",
        1,
    ),
)


def kv_configs(settings: CommonSettings) -> list[KeyValueConfig]:
    """The wanted configuration of every KV bucket."""
    return [
        KeyValueConfig(
            bucket=bucket,
            description=description,
            history=history,
            replicas=settings.stream_replicas,
            storage=StorageType.FILE,
        )
        for bucket, description, history in _BUCKETS
    ]


_COMPARED_FIELDS = (
    "subjects",
    "retention",
    "storage",
    "num_replicas",
    "duplicate_window",
    "deny_delete",
    "deny_purge",
    "max_msgs_per_subject",
    "allow_direct",
    "description",
)


# Stream features an older nats-server drops without an error (it ignores fields it does
# not know): a counter stream created by one would store increments as plain messages.
_SERVER_FEATURES = {"allow_msg_counter": "2.12"}


class ProvisioningError(ServiceError, RuntimeError):
    """The server does not keep a stream as it must be (a nats-server too old for it)."""


def missing_features(wanted: StreamConfig, current: StreamConfig) -> list[str]:
    """What `wanted` turns on that the server's copy of the stream does not have."""
    return [f for f in _SERVER_FEATURES if getattr(wanted, f) and not getattr(current, f)]


def _check_features(wanted: StreamConfig, current: StreamConfig) -> None:
    missing = missing_features(wanted, current)
    if missing:
        versions = ", ".join(f"{f} needs nats-server {_SERVER_FEATURES[f]}+" for f in missing)
        raise ProvisioningError(
            f"stream {wanted.name} lacks {versions}; upgrade the server (if it was created by "
            "an older one, delete the stream: it holds nothing that outlives two minutes)"
        )


def _drifted(wanted: StreamConfig, current: StreamConfig) -> list[str]:
    drift = []
    for name in _COMPARED_FIELDS:
        want, have = getattr(wanted, name), getattr(current, name)
        if name == "duplicate_window":
            if abs(float(want or 0) - float(have or 0)) > 1e-6:
                drift.append(name)
        elif want != have:
            drift.append(name)
    return drift


async def ensure_stream(js: JetStreamContext, config: StreamConfig) -> ProvisionResult:
    assert config.name is not None
    try:
        info = await js.stream_info(config.name)
    except NotFoundError:
        created = await js.add_stream(config)
        _check_features(config, created.config)
        log.info("stream created", extra={"stream": config.name})
        return ProvisionResult(config.name, "stream", "created")
    _check_features(config, info.config)
    drift = _drifted(config, info.config)
    if not drift:
        return ProvisionResult(config.name, "stream", "unchanged")
    await js.update_stream(config)
    log.info("stream updated", extra={"stream": config.name, "fields": drift})
    return ProvisionResult(config.name, "stream", "updated")


async def ensure_kv(js: JetStreamContext, config: KeyValueConfig) -> ProvisionResult:
    try:
        await js.key_value(config.bucket)
    except (BucketNotFoundError, NotFoundError):
        await js.create_key_value(config)
        log.info("kv bucket created", extra={"bucket": config.bucket})
        return ProvisionResult(config.bucket, "kv", "created")
    return ProvisionResult(config.bucket, "kv", "unchanged")


async def provision(js: JetStreamContext, settings: CommonSettings) -> list[ProvisionResult]:
    """Create or reconcile every stream and bucket; safe to call any number of times."""
    results = [await ensure_stream(js, cfg) for cfg in stream_configs(settings)]
    results += [await ensure_kv(js, cfg) for cfg in kv_configs(settings)]
    return results
