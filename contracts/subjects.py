"""Every NATS subject, stream, consumer, queue group and KV bucket name of memstream.

Nothing else in the project spells a subject string: services, the SDK, tests and
benchmarks import from here, so a rename is a one-line change.
"""

from __future__ import annotations

from typing import Final

PREFIX: Final = "mem"

# --- streams -------------------------------------------------------------------------
STREAM_RESOURCES: Final = "RESOURCES"
STREAM_CHECKPOINTS: Final = "CHECKPOINTS"
STREAM_EVENTS: Final = "EVENTS"
STREAM_TRIGGERS: Final = "TRIGGERS"
STREAM_SUMMARIES: Final = "SUMMARIES"
STREAM_LESSONS: Final = "LESSONS"
STREAM_DLQ: Final = "DLQ"
STREAM_WRITE_COUNTS: Final = "WRITECOUNTS"  # per agent and minute (security/ratelimit.py)

RESOURCES_SUBJECTS: Final = f"{PREFIX}.resource.>"
CHECKPOINTS_SUBJECTS: Final = f"{PREFIX}.checkpoint.>"
EVENTS_SUBJECTS: Final = f"{PREFIX}.event.>"
TRIGGERS_SUBJECTS: Final = f"{PREFIX}.trigger.>"
SUMMARIES_SUBJECTS: Final = f"{PREFIX}.summary.>"
LESSONS_SUBJECTS: Final = f"{PREFIX}.lesson.>"
DLQ_SUBJECTS: Final = f"{PREFIX}.dlq.>"

# --- KV buckets ----------------------------------------------------------------------
BUCKET_JOBS: Final = "jobs"
BUCKET_BUDGETS: Final = "budgets"
BUCKET_KEYS: Final = "keys"  # API keys by key id: argon2id hash, what it grants (contracts.keys)
BUCKET_FORGOTTEN: Final = "forgotten"  # what forget_memory hid, skipped by rebuilds

# --- queue groups and durable consumers ----------------------------------------------
QUEUE_INGEST: Final = "ingest"
QUEUE_REPLAY: Final = "replay"
QUEUE_EMBEDDER: Final = "embedder"
QUEUE_RETRIEVER: Final = "retriever"
DURABLE_EPISODE_INDEXER: Final = "episode-indexer"
DURABLE_EXTRACTOR: Final = "extractor"
QUEUE_GRAPH: Final = "graph"
QUEUE_TOOLS: Final = "tools"
QUEUE_EXTRACTOR: Final = "extractor"
# One durable EVENTS consumer per graph partition: `graph-p<k>`.
DURABLE_GRAPH_PREFIX: Final = "graph-p"

# --- request-reply subjects ----------------------------------------------------------
# Wildcard forms are what services subscribe to; functions build the concrete subject.
INGEST_TURN_PATTERN: Final = f"{PREFIX}.ingest.turn.{{tenant}}"
REPLAY_PATTERN: Final = f"{PREFIX}.replay.{{tenant}}"
CONTEXT_PATTERN: Final = f"{PREFIX}.context.{{tenant}}"
SEARCH_PATTERN: Final = f"{PREFIX}.search.{{tenant}}"
WATERMARK_PATTERN: Final = f"{PREFIX}.watermark.{{tenant}}"
WATERMARK_TENANT_TOKEN: Final = 2  # position of the tenant in `mem.watermark.<tenant>`
EXTRACT_PATTERN: Final = f"{PREFIX}.extractor.extract.{{tenant}}"
EXTRACT_TENANT_TOKEN: Final = 3  # position of the tenant in `mem.extractor.extract.<tenant>`
EMBED: Final = f"{PREFIX}.embed"


def ingest_turn(tenant: str) -> str:
    """Request subject an agent sends a turn to."""
    return f"{PREFIX}.ingest.turn.{tenant}"


def replay(tenant: str) -> str:
    """Request subject for replay-at-turn-N and recovery of a session."""
    return f"{PREFIX}.replay.{tenant}"


def context(tenant: str) -> str:
    """Request subject for a context block before an agent turn."""
    return f"{PREFIX}.context.{tenant}"


def search(tenant: str) -> str:
    """Request subject for the context retrieval's ranking at a depth beyond its cap."""
    return f"{PREFIX}.search.{tenant}"


def watermark(tenant: str) -> str:
    """Request subject: how far the indexer and the extractor got with the tenant's writes."""
    return f"{PREFIX}.watermark.{tenant}"


def extract(tenant: str) -> str:
    """Request subject: the extractor extracts named resources of the tenant now."""
    return f"{PREFIX}.extractor.extract.{tenant}"


def feedback(tenant: str) -> str:
    """Subject an agent publishes its response and the injected item ids to."""
    return f"{PREFIX}.feedback.{tenant}"


def session(tenant: str, action: str) -> str:
    """Session lifecycle request subject (start | heartbeat | end)."""
    return f"{PREFIX}.session.{tenant}.{action}"


def tool(tenant: str, name: str) -> str:
    """Memory tool request subject."""
    return f"{PREFIX}.tool.{tenant}.{name}"


def graph_query(partition: int | str) -> str:
    """Request subject of the graph partition owner (`*` for the wildcard form)."""
    return f"{PREFIX}.graph.{partition}.query"


def graph_durable(partition: int, prefix: str = DURABLE_GRAPH_PREFIX) -> str:
    """Durable EVENTS consumer of one graph partition."""
    return f"{prefix}{partition}"


# Tools that write memory: rate-limited per agent, and granted by the `write` scope.
WRITE_TOOL_NAMES: Final = ("remember_fact", "correct_fact", "confirm_fact", "forget_memory")
TOOL_NAMES: Final[tuple[str, ...]] = (
    "search_memory",
    *WRITE_TOOL_NAMES,
    "get_entity_info",
    "memory_stats",
    "explain_fact",
    "weak_facts",
)
READ_TOOL_NAMES: Final[tuple[str, ...]] = tuple(n for n in TOOL_NAMES if n not in WRITE_TOOL_NAMES)


def preload(tenant: str) -> str:
    """Subject where due forward triggers are published with memories to preload."""
    return f"{PREFIX}.preload.{tenant}"


# --- stream subjects -----------------------------------------------------------------
def resource(tenant: str, kind: str) -> str:
    """RESOURCES subject of one resource part."""
    return f"{PREFIX}.resource.{tenant}.{kind}"


# The tenant's position in mem.resource.<t>.<kind>, mem.event.<t>.<type>, mem.checkpoint.<t>.<s>
RESOURCE_TENANT_TOKEN: Final = 2
EVENT_TENANT_TOKEN: Final = 2
CHECKPOINT_TENANT_TOKEN: Final = 2


def resource_filter(tenant: str = "*", kind: str = "*") -> str:
    """Filter subject over RESOURCES (wildcards by default)."""
    return f"{PREFIX}.resource.{tenant}.{kind}"


def checkpoint(tenant: str, session_id: str) -> str:
    """CHECKPOINTS subject of one session: one message per turn, in turn order."""
    return f"{PREFIX}.checkpoint.{tenant}.{session_id}"


def trigger(due_date: str, tenant: str) -> str:
    """TRIGGERS subject for a forward trigger due on `due_date` (yyyy-mm-dd)."""
    return f"{PREFIX}.trigger.{due_date}.{tenant}"


def write_count(tenant: str, agent: str, minute: int | str) -> str:
    """WRITECOUNTS subject of an agent's writes in one minute (minutes since the epoch)."""
    return f"{PREFIX}.writes.{tenant}.{agent}.{minute}"


def event(tenant: str, event_type: str) -> str:
    """EVENTS subject; the event type's dots become underscores to keep one token."""
    return f"{PREFIX}.event.{tenant}.{event_type.replace('.', '_')}"


def summary(tenant: str, category: str) -> str:
    """SUMMARIES subject of one (tenant, category) summary."""
    return f"{PREFIX}.summary.{tenant}.{category}"


def summary_filter(tenant: str = "*") -> str:
    """Filter subject over one tenant's summaries (every category)."""
    return f"{PREFIX}.summary.{tenant}.>"


def summary_msg_id(tenant: str, category: str, digest: str) -> str:
    """`Nats-Msg-Id` of a summary version: the same text twice is one version."""
    return f"{tenant}:{category}:summary:{digest}"


def lesson(tenant: str) -> str:
    """LESSONS subject of a tenant."""
    return f"{PREFIX}.lesson.{tenant}"


def dlq(service: str, tenant: str) -> str:
    """DLQ subject for a message a service rejected."""
    return f"{PREFIX}.dlq.{service}.{tenant}"


def dlq_filter(service: str = "*", tenant: str = "*") -> str:
    """Filter subject over DLQ (wildcards by default)."""
    return f"{PREFIX}.dlq.{service}.{tenant}"


# DLQ service tokens (pull workers use their durable names); `unknown`: no trusted tenant.
DLQ_INDEXER: Final = "indexer"
DLQ_EXTRACTOR: Final = "extractor"
DLQ_GRAPH: Final = "graph"
DLQ_UNKNOWN_TENANT: Final = "unknown"
DLQ_SERVICE_TOKEN: Final = 2  # positions in `mem.dlq.<service>.<tenant>`
DLQ_TENANT_TOKEN: Final = 3

# --- headers -------------------------------------------------------------------------
# A DLQ entry's payload is the rejected message's, byte for byte; the why and where: headers.
HEADER_MSG_ID: Final = "Nats-Msg-Id"
HEADER_INCR: Final = "Nats-Incr"  # a counter stream adds it to the subject's total
HEADER_TIMEOUT: Final = "Memstream-Timeout-S"  # seconds the caller waits (endpoint.py)
HEADER_DLQ_REASON: Final = "Memstream-Dlq-Reason"
HEADER_DLQ_ERROR: Final = "Memstream-Dlq-Error"
HEADER_DLQ_SERVICE: Final = "Memstream-Dlq-Service"
HEADER_DLQ_SUBJECT: Final = "Memstream-Dlq-Original-Subject"
HEADER_DLQ_STREAM: Final = "Memstream-Dlq-Original-Stream"
HEADER_DLQ_SEQ: Final = "Memstream-Dlq-Original-Seq"
HEADER_DLQ_DELIVERIES: Final = "Memstream-Dlq-Deliveries"


def resource_msg_id(tenant: str, session_id: str, turn_number: int, part_index: int) -> str:
    """`Nats-Msg-Id` of a resource part, so a re-sent turn is a server-side duplicate."""
    return f"{tenant}:{session_id}:{turn_number}:{part_index}"


def checkpoint_msg_id(tenant: str, session_id: str, turn_number: int) -> str:
    """`Nats-Msg-Id` of a turn's checkpoint."""
    return f"{tenant}:{session_id}:{turn_number}:checkpoint"


def dlq_replay_msg_id(dlq_seq: int) -> str:
    """`Nats-Msg-Id` of a DLQ entry re-published to its stream (fresh: see cli/dlq.py)."""
    return f"dlq-replay:{dlq_seq}"


def trigger_msg_id(tenant: str, session_id: str, turn_number: int, index: int) -> str:
    """`Nats-Msg-Id` of a forward trigger."""
    return f"{tenant}:{session_id}:{turn_number}:trigger:{index}"


# --- scheduler -----------------------------------------------------------------------
QUEUE_SCHEDULER: Final = "scheduler"
DURABLE_LESSONS: Final = "scheduler-lessons"
DURABLE_BUDGETS: Final = "scheduler-budgets"
DURABLE_TRIGGERS: Final = "scheduler-triggers"  # files the forward triggers of checkpoints
DURABLE_ACCESS: Final = "scheduler-access"  # served ids → items' access_count, last_accessed
# Per-session delivery records (forward triggers go out once per session); entries expire.
BUCKET_SESSIONS: Final = "sessions"
# KV `jobs` key of the active-replica lease.
LEASE_KEY: Final = "lease"
SESSION_PATTERN: Final = f"{PREFIX}.session.{{tenant}}.{{action}}"
FEEDBACK_PATTERN: Final = f"{PREFIX}.feedback.{{tenant}}"
SESSION_ACTIONS: Final[tuple[str, ...]] = ("start", "heartbeat", "end")
# Position of the tenant token in `mem.session.<tenant>.<action>` and `mem.feedback.<tenant>`.
SESSION_TENANT_TOKEN: Final = 2
FEEDBACK_TENANT_TOKEN: Final = 2
SCHEDULER_TENANT_TOKEN: Final = 3


def _ns(namespace: str, key: str) -> str:
    # A namespace lets several schedulers (regions, tests) share the bucket apart.
    return f"{namespace}.{key}" if namespace else key


def lease_key(namespace: str = "") -> str:
    """KV `jobs` key of the active-replica lease."""
    return _ns(namespace, LEASE_KEY)


def job_key(namespace: str, job: str) -> str:
    """KV `jobs` key of a job's record (last_run_at, last result, running claim)."""
    return _ns(namespace, job)


def job_tenant_key(namespace: str, job: str, tenant: str) -> str:
    """KV `jobs` key of one tenant's part of a job (last slot done, run in progress)."""
    return _ns(namespace, f"run.{job}.{tenant}")


def dlq_cursor_key(tenant: str) -> str:
    """KV `jobs` key: last extractor DLQ sequence the nightly catch-up handled for a tenant."""
    return f"dlq.{tenant}"


def session_key(tenant: str, session_id: str) -> str:
    """KV `sessions` key of one session's delivery record."""
    return f"{tenant}.{session_id}"


def pending_flush_key(tenant: str) -> str:
    """KV `sessions` key of session ends awaiting extraction (three tokens, unlike a session's)."""
    return f"{tenant}.flush.pending"


def scheduler_run() -> str:
    """Admin request subject: run a job now."""
    return f"{PREFIX}.scheduler.run"


def scheduler_report(tenant: str) -> str:
    """Admin request subject: a tenant's health report."""
    return f"{PREFIX}.scheduler.report.{tenant}"


def scheduler_restore(tenant: str) -> str:
    """Admin request subject: restore a tenant's items from the cold archive."""
    return f"{PREFIX}.scheduler.restore.{tenant}"


def scheduler_progress(job: str) -> str:
    """Where a running job publishes its progress (one message per finished tenant)."""
    return f"{PREFIX}.scheduler.progress.{job}"


def event_filter(tenant: str = "*", event_type: str = "*") -> str:
    """Filter subject over EVENTS (wildcards by default; dots of the type become `_`)."""
    return f"{PREFIX}.event.{tenant}.{event_type.replace('.', '_')}"


def lesson_msg_id(tenant: str, lesson_id: str) -> str:
    """`Nats-Msg-Id` of a lesson: the same lesson twice is one message."""
    return f"{tenant}:lesson:{lesson_id}"


# --- tenant security (auth callout, accounts) ----------------------------------------
# NATS accounts of the secure server config: services (and JetStream) live in one,
# agents land in another that imports only the request subjects, SYS is the server's.
ACCOUNT_SERVICES: Final = "MEMSTREAM"
ACCOUNT_AGENTS: Final = "AGENTS"
ACCOUNT_SYSTEM: Final = "SYS"
# Where the server asks who a connecting client is (nats-server auth callout).
AUTH_CALLOUT: Final = "$SYS.REQ.USER.AUTH"
QUEUE_CALLOUT: Final = "auth-callout"
# An agent asks who its key says it is (tenant, agent, scopes, domain).
WHOAMI: Final = f"{PREFIX}.auth.whoami"
QUEUE_WHOAMI: Final = "auth-whoami"
# Set by the server on a request from the agents' account (import `share: true`): unforgeable.
HEADER_REQUEST_INFO: Final = "Nats-Request-Info"
# Subject prefix of the server's system requests and of client disconnect events.
SYS_PREFIX: Final = "$SYS"
JS_API_PREFIX: Final = "$JS"
KV_PREFIX: Final = "$KV"
OBJECT_STORE_PREFIX: Final = "$O"
INBOX_PREFIX: Final = "_INBOX"


def read_subjects(tenant: str) -> tuple[str, ...]:
    """Request subjects the `read` scope opens on `tenant` (`*`: every tenant's)."""
    return (
        context(tenant),
        search(tenant),
        watermark(tenant),
        replay(tenant),
        *(tool(tenant, name) for name in READ_TOOL_NAMES),
    )


def write_subjects(tenant: str) -> tuple[str, ...]:
    """Request subjects the `write` scope opens on `tenant`."""
    return (
        ingest_turn(tenant),
        feedback(tenant),
        *(session(tenant, action) for action in SESSION_ACTIONS),
        *(tool(tenant, name) for name in WRITE_TOOL_NAMES),
    )


def admin_subjects(tenant: str) -> tuple[str, ...]:
    """Request subjects the `admin` scope opens on `tenant`: its report, restore and keys."""
    return (scheduler_report(tenant), scheduler_restore(tenant), keys_admin(tenant))


def agent_service_subjects() -> tuple[str, ...]:
    """Every request subject an agent may reach: all the services' account exports to it."""
    return (*read_subjects("*"), *write_subjects("*"), *admin_subjects("*"), WHOAMI)


def keys_admin(tenant: str, action: str = "*") -> str:
    """Key management request subject of a tenant (create | list | rotate | revoke)."""
    return f"{PREFIX}.keys.{tenant}.{action}"


def agent_inbox_prefix(key_id: str) -> str:
    """Reply-inbox prefix of the connections of one API key: only they may subscribe on it."""
    return f"{INBOX_PREFIX}_{key_id}"


def server_kick(server_id: str) -> str:
    """System request that closes one client connection on a server (`{"cid": n}`)."""
    return f"{SYS_PREFIX}.REQ.SERVER.{server_id}.KICK"


def account_disconnects(account: str) -> str:
    """System event subject: a client of `account` disconnected."""
    return f"{SYS_PREFIX}.ACCOUNT.{account}.DISCONNECT"
