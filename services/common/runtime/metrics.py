"""The process-wide Prometheus registry and the domain metrics (docs/architecture.md §9).

Metrics are defined once here so every service in a process shares them and `/metrics`
exposes one consistent set.
"""

from __future__ import annotations

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    PlatformCollector,
    ProcessCollector,
)

from memstream.services.common.runtime.snapshot import SnapshotGauge

REGISTRY = CollectorRegistry(auto_describe=True)
# Process health per scrape target: CPU seconds, resident memory, open fds, start time.
ProcessCollector(registry=REGISTRY)
PlatformCollector(registry=REGISTRY)

_LATENCY_BUCKETS = (0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0)

INGEST_LATENCY = Histogram(
    "memstream_ingest_latency_seconds",
    "Time from receiving a turn to replying with its ack.",
    ["outcome"],
    buckets=_LATENCY_BUCKETS,
    registry=REGISTRY,
)
INGEST_TURNS = Counter(
    "memstream_ingest_turns_total",
    "Turns received by ingest, by outcome (stored, duplicate, rejected, failed).",
    ["outcome"],
    registry=REGISTRY,
)
INGEST_REJECTIONS = Counter(
    "memstream_ingest_rejections_total",
    "Turns refused by ingest, by error code.",
    ["code"],
    registry=REGISTRY,
)
INGEST_HOLDS = Counter(
    "memstream_ingest_held_turns_total",
    "Turns that waited for the episode indexer before their write, their tenant too far "
    "ahead of it, by outcome (caught_up: let through; expired: the hold ran out; unread: "
    "the indexer's state did not come within the hold, and the turn went uncounted).",
    ["outcome"],
    registry=REGISTRY,
)
INGEST_HOLD_SECONDS = Histogram(
    "memstream_ingest_hold_seconds",
    "How long a held turn waited for the episode indexer (not in ingest_latency_seconds).",
    buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0),
    registry=REGISTRY,
)
RESOURCES_APPENDED = Counter(
    "memstream_resources_appended_total",
    "Resource parts appended to RESOURCES, by kind.",
    ["kind"],
    registry=REGISTRY,
)
TRIGGERS_DETECTED = Counter(
    "memstream_forward_triggers_total",
    "Forward triggers the scheduler filed in TRIGGERS (again if a checkpoint is redelivered).",
    registry=REGISTRY,
)
REPLAY_REQUESTS = Counter(
    "memstream_replay_requests_total",
    "Replay and recover requests, by mode and whether a checkpoint was found.",
    ["mode", "found"],
    registry=REGISTRY,
)
LLM_TOKENS = Counter(
    "memstream_llm_tokens_total",
    "LLM tokens spent, by service and kind (prompt, completion).",
    ["service", "kind"],
    registry=REGISTRY,
)
LLM_CALLS = Counter(
    "memstream_llm_calls_total",
    "LLM calls, by service and outcome (ok, transient_error, bad_output, error).",
    ["service", "outcome"],
    registry=REGISTRY,
)
EMBED_BATCH_SIZE = Histogram(
    "memstream_embed_batch_size",
    "Texts per dense backend call of the embedder's micro-batcher.",
    buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256),
    registry=REGISTRY,
)
EMBED_BACKEND_SECONDS = Histogram(
    "memstream_embed_backend_seconds",
    "Duration of one dense backend call, by outcome (ok, error).",
    ["outcome"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0),
    registry=REGISTRY,
)
EMBED_BACKEND_TEXTS = Counter(
    "memstream_embed_backend_texts_total",
    "Texts the dense backend embedded, by the priority class they were sent with (query, "
    "index, enrich; an aged enrich text counts as enrich): where the embedder's time goes.",
    ["priority"],
    registry=REGISTRY,
)
EMBED_CACHE = Counter(
    "memstream_embed_cache_total",
    "Embedder cache lookups, by vector kind (dense, sparse) and outcome (hit, miss).",
    ["kind", "outcome"],
    registry=REGISTRY,
)
EMBED_REQUESTS = Counter(
    "memstream_embed_requests_total",
    "Requests to mem.embed, by outcome (ok or the ErrorReply code).",
    ["outcome"],
    registry=REGISTRY,
)
EMBED_TEXTS = Counter(
    "memstream_embed_texts_total",
    "Texts embedded through mem.embed (cache hits included).",
    registry=REGISTRY,
)
EPISODES_INDEXED = Counter(
    "memstream_episodes_indexed_total",
    "Episode points upserted into the episodes collection.",
    registry=REGISTRY,
)
INDEXER_MESSAGES = Counter(
    "memstream_indexer_messages_total",
    "RESOURCES messages handled by the episode indexer, by outcome "
    "(indexed, dead_lettered, retried).",
    ["outcome"],
    registry=REGISTRY,
)
GRAPH_EVENTS = Counter(
    "memstream_graph_events_total",
    "EVENTS messages projected into a graph partition.",
    ["partition"],
    registry=REGISTRY,
)
GRAPH_APPLIED_SEQ = Gauge(
    "memstream_graph_applied_seq",
    "Last EVENTS stream sequence applied by a graph partition (lag = stream last seq - this).",
    ["partition"],
    registry=REGISTRY,
)
GRAPH_QUERY_LATENCY = Histogram(
    "memstream_graph_query_seconds",
    "Graph query time in the partition owner, by query op.",
    ["op"],
    buckets=_LATENCY_BUCKETS,
    registry=REGISTRY,
)
TOOL_CALLS = Counter(
    "memstream_tool_calls_total",
    "Memory tool calls, by tool and outcome (ok, not_found, rejected, failed).",
    ["tool", "outcome"],
    registry=REGISTRY,
)
GATE_REJECTIONS = Counter(
    "memstream_gate_rejections_total",
    "Candidate facts refused by the write gate, by reason.",
    ["reason"],
    registry=REGISTRY,
)
MERGES = Counter(
    "memstream_merges_total",
    "Facts folded into an existing item (near-duplicates and confirmations).",
    registry=REGISTRY,
)
ITEM_WRITES = Counter(
    "memstream_item_writes_total",
    "Write-path outcomes per candidate fact (stored, merged, confirmed, superseded, "
    "contradicted, idempotent, rejected).",
    ["outcome"],
    registry=REGISTRY,
)
EXTRACTOR_MESSAGES = Counter(
    "memstream_extractor_messages_total",
    "RESOURCES messages handled by the extractor, by outcome (extracted, dead_lettered, retried).",
    ["outcome"],
    registry=REGISTRY,
)
EXTRACTOR_GAVE_WAY = Counter(
    "memstream_extractor_gave_way_seconds_total",
    "Seconds the extractor's batches waited for the episode indexer of their process to "
    "catch up (indexing first when the cores are short; runtime/backlog.py).",
    registry=REGISTRY,
)
EXTRACTIONS = Counter(
    "memstream_extractions_total",
    "Extraction calls, by extractor (llm, rules) and outcome (ok, failed).",
    ["extractor", "outcome"],
    registry=REGISTRY,
)
CONTEXT_LATENCY = Histogram(
    "memstream_context_latency_seconds",
    "Retriever latency per served context, by tier.",
    ["tier"],
    buckets=_LATENCY_BUCKETS,
    registry=REGISTRY,
)
TIER_HITS = Counter(
    "memstream_tier_hits_total",
    "Served contexts by the tier that answered (summaries, hybrid, empty).",
    ["tier"],
    registry=REGISTRY,
)
CONTEXT_DEGRADED = Counter(
    "memstream_context_degraded_total",
    "Served contexts that skipped a part (e.g. dense when the embedder was down).",
    ["part"],
    registry=REGISTRY,
)
CONTEXT_REJECTIONS = Counter(
    "memstream_context_rejections_total",
    "Context requests refused as malformed.",
    registry=REGISTRY,
)
EVENTS_DROPPED = Counter(
    "memstream_events_dropped_total",
    "Best-effort events that could not be published, by type.",
    ["type"],
    registry=REGISTRY,
)
JOB_RUNS = Counter(
    "memstream_job_runs_total",
    "Scheduler job runs, by job (nightly, weekly, monthly) and status (ok, partial, failed).",
    ["job_name", "status"],
    registry=REGISTRY,
)
JOB_SECONDS = Histogram(
    "memstream_job_seconds",
    "Duration of a scheduler job run, by job.",
    ["job_name"],
    buckets=(0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 900, 3600),
    registry=REGISTRY,
)
SCHEDULER_ACTIVE = Gauge(
    "memstream_scheduler_active",
    "1 while this process holds the scheduler lease (the one active replica).",
    registry=REGISTRY,
)
SESSION_REQUESTS = Counter(
    "memstream_session_requests_total",
    "Session lifecycle requests, by action (start, heartbeat, end) and outcome.",
    ["action", "outcome"],
    registry=REGISTRY,
)
TRIGGERS_DELIVERED = Counter(
    "memstream_triggers_delivered_total",
    "Forward triggers delivered to a session on their due day.",
    registry=REGISTRY,
)
LESSONS_STORED = Counter(
    "memstream_lessons_total",
    "Behaviour-loop lessons stored from user corrections, by pattern.",
    ["pattern"],
    registry=REGISTRY,
)
FEEDBACK_ADJUSTMENTS = Counter(
    "memstream_feedback_adjustments_total",
    "Echo/fizzle priority adjustments, by outcome (echo, fizzle, costly_fizzle).",
    ["outcome"],
    registry=REGISTRY,
)
BUDGET_CONSTRAINED = Counter(
    "memstream_budget_constrained_total",
    "Context requests served budget-constrained because the tenant was over budget.",
    registry=REGISTRY,
)
TURN_COST = Histogram(
    "memstream_turn_cost_units",
    "Cost units of one served turn (its context request), as counted into the tenant's ledger.",
    buckets=(0.0, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5),
    registry=REGISTRY,
)
COST_UNITS = Counter(
    "memstream_cost_units_total",
    "Cost units counted into the tenants' ledgers, by kind (llm, embedding, query, context); "
    "divided by the turn count of memstream_turn_cost_units it is the all-in cost per turn.",
    ["kind"],
    registry=REGISTRY,
)
# The gateway's HTTP API. `route` is the route's template (`/v1/keys/{key_id}`), never
# the path sent, so no key, tenant or id ever becomes a label value.
HTTP_REQUESTS = Counter(
    "memstream_http_requests_total",
    "Gateway HTTP requests, by method, route template and status code.",
    ["method", "route", "status"],
    registry=REGISTRY,
)
# Every request-reply endpoint, whatever its service: one count per reply, by the
# endpoint's name and the reply's ErrorReply code ("ok" for an answer). `internal` here is
# an unexpected exception in a handler, which nothing else counts.
ENDPOINT_REPLIES = Counter(
    "memstream_endpoint_replies_total",
    "Replies of the NATS request-reply endpoints, by endpoint and code (ok or the error code).",
    ["endpoint", "code"],
    registry=REGISTRY,
)
ENDPOINT_EXPIRED = Counter(
    "memstream_endpoint_expired_total",
    "Requests abandoned because their caller's stated wait passed before the answer.",
    ["endpoint"],
    registry=REGISTRY,
)
HTTP_LATENCY = Histogram(
    "memstream_http_request_seconds",
    "Gateway HTTP request time, from the request's headers to the end of the response, "
    "by method and route template.",
    ["method", "route"],
    buckets=_LATENCY_BUCKETS,
    registry=REGISTRY,
)

# --- operations: stored state, stream lag, freshness, embedding spend (§9) -------------
# Tenant ids never become label values: tenants appear as their size class
# (contracts.budgets.TenantClass, or "system" for work done for no tenant).
ITEMS = SnapshotGauge(
    "memstream_items",
    "Memory items in the graph by partition, status and kind, refreshed from each owned "
    "partition's DuckDB `items` table; sum by (status, kind) across replicas.",
    ["partition", "status", "kind"],
    REGISTRY,
)
CONSUMER_PENDING = SnapshotGauge(
    "memstream_consumer_pending",
    "Messages of a stream a durable consumer has not been delivered yet (its lag).",
    ["stream", "consumer"],
    REGISTRY,
)
CONSUMER_ACK_PENDING = SnapshotGauge(
    "memstream_consumer_ack_pending",
    "Messages a durable consumer was delivered and has not acknowledged yet.",
    ["stream", "consumer"],
    REGISTRY,
)
CONSUMER_REDELIVERED = SnapshotGauge(
    "memstream_consumer_redelivered",
    "Messages a durable consumer has had delivered more than once and not acknowledged.",
    ["stream", "consumer"],
    REGISTRY,
)
STREAM_MESSAGES = SnapshotGauge(
    "memstream_stream_messages",
    'Messages in each memstream stream (DLQ depth: stream="DLQ").',
    ["stream"],
    REGISTRY,
)
DLQ_MESSAGES = SnapshotGauge(
    "memstream_dlq_messages",
    "Messages in the DLQ by the service that dead-lettered them (the subject's service token).",
    ["service"],
    REGISTRY,
)
JETSTREAM_UP = Gauge(
    "memstream_jetstream_up",
    "1 when this process's last JetStream account-info request was answered, else 0.",
    registry=REGISTRY,
)
JETSTREAM_STORAGE = Gauge(
    "memstream_jetstream_storage_bytes",
    "File storage the account's streams use, from JetStream account info.",
    registry=REGISTRY,
)
JETSTREAM_MEMORY = Gauge(
    "memstream_jetstream_memory_bytes",
    "Memory storage the account's streams use, from JetStream account info.",
    registry=REGISTRY,
)
FRESHNESS = Histogram(
    "memstream_freshness_seconds",
    "From a turn part's ingest ack (its RESOURCES timestamp) to its episode being upserted "
    "into the vector store, i.e. searchable; one observation per indexed message.",
    buckets=(0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0),
    registry=REGISTRY,
)
EMBEDDING_CALLS = Counter(
    "memstream_embedding_calls_total",
    "Requests the embedder answered, by tenant class (system: no tenant).",
    ["tenant_class"],
    registry=REGISTRY,
)
EMBEDDING_TOKENS = Counter(
    "memstream_embedding_tokens_total",
    "Tokens the embedding model embedded (cache hits excluded), by tenant class.",
    ["tenant_class"],
    registry=REGISTRY,
)
POISON = Counter(
    "memstream_poison_total",
    "Messages a consumer gave up on and parked in the DLQ (with the reason), by consumer "
    "(the DLQ subject's service token: indexer, extractor, graph, scheduler-access, ...).",
    ["consumer"],
    registry=REGISTRY,
)
