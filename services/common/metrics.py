"""The process-wide Prometheus registry and the domain metrics of DESIGN.md §9.

Metrics are defined once here so every service in a process shares them and `/metrics`
exposes one consistent set.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram

REGISTRY = CollectorRegistry(auto_describe=True)

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
RESOURCES_APPENDED = Counter(
    "memstream_resources_appended_total",
    "Resource parts appended to RESOURCES, by kind.",
    ["kind"],
    registry=REGISTRY,
)
TRIGGERS_DETECTED = Counter(
    "memstream_forward_triggers_total",
    "Forward triggers detected and appended to TRIGGERS.",
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
