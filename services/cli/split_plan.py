"""Which OS processes `memstream up --split` runs, with which services and environment.

Pure functions of the registry's service names and the settings, so the layout is tested
without starting anything. The embedded vector engine (qdrant-edge) locks its directory:
every service that opens the vector store runs in ONE process ("store") unless a Qdrant
server (`MEMSTREAM_QDRANT_URL`) holds the vectors. The graph writes DuckDB partition files,
each owned by one replica (p ≡ k mod R). Everything else touches neither and runs as
replicas in queue groups.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.services.common.messaging.errors import PermanentError

# Services that open the vector store (through the process's StoreHandle).
STORE_SERVICES: frozenset[str] = frozenset(
    {"indexer", "extractor", "retriever", "tools", "scheduler"}
)
# Services whose work nobody waits on (items, entities, lessons, summaries): their
# processes run at a lower OS priority, so on short cores the turns are indexed first.
ENRICHMENT_SERVICES: frozenset[str] = frozenset({"extractor", "graph", "scheduler"})
GRAPH = "graph"
GATEWAY = "gateway"
STORE_GROUP = "store"
# Started, and ready, before every other process (and stopped after them): the retriever
# embeds its intent exemplars through the embedder when it starts.
FIRST_STAGE: frozenset[str] = frozenset({"embedder"})


class SplitSettings(BaseSettings):
    """How `memstream up --split` lays out and supervises its processes (`MEMSTREAM_SPLIT_*`)."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_SPLIT_", extra="ignore")

    replicas: int = Field(
        default=2, ge=1, le=8, description="Processes per stateless service (queue groups)."
    )
    restart_backoff_s: float = Field(
        default=0.5, gt=0, description="Pause before the first restart of a failed process."
    )
    max_backoff_s: float = Field(
        default=10.0, gt=0, description="Longest pause between restarts (doubling from the first)."
    )
    stable_after_s: float = Field(
        default=30.0,
        gt=0,
        description="A process that ran this long before exiting starts a fresh failure count.",
    )
    max_failures: int = Field(
        default=5,
        ge=1,
        description="Consecutive failures of one process after which the supervisor stops "
        "everything and exits non-zero.",
    )
    ready_timeout_s: float = Field(
        default=180.0, gt=0, description="Time each start-up stage gets to answer /readyz."
    )
    enrich_nice: int = Field(
        default=10,
        ge=0,
        le=19,
        description="Nice increment of the processes that run only enrichment services "
        "(extractor, graph, scheduler): when the cores are short the scheduler gives the "
        "ingest, embedder, indexer and retriever processes their time first. 0 = no change. "
        "Without a Qdrant server the extractor and scheduler share the store process with "
        "the indexer, so only the graph is lowered.",
    )


@dataclass(frozen=True, slots=True)
class ProcessSpec:
    """One child process: `memstream run <services...>` with `env` on top of the parent's."""

    name: str
    services: tuple[str, ...]
    stage: int
    env: Mapping[str, str] = field(default_factory=dict)
    http_port: int = 0
    # Set when the process runs the gateway: its HTTP API port.
    gateway_port: int | None = None
    # Added to the supervisor's nice value in the child (os.nice), before it runs.
    nice: int = 0


class PlanError(PermanentError, ValueError):
    """The settings ask for a layout that cannot run."""

    reason = "bad_plan"


def _stage(services: Sequence[str]) -> int:
    return 0 if set(services) <= FIRST_STAGE else 1


def _replicas(role: str, services: tuple[str, ...], count: int) -> list[ProcessSpec]:
    return [ProcessSpec(f"{role}-{k}", services, _stage(services)) for k in range(count)]


def plan_processes(
    services: Sequence[str],
    *,
    qdrant_server: bool,
    graph_replicas: int,
    partitions: int,
    replicas: int = 2,
    enrich_nice: int = 0,
) -> list[ProcessSpec]:
    """The processes for `services` (in registry order, which is start-up order).

    Without a Qdrant server the vector-store services share one "store" process; with one,
    each runs as `replicas` processes like the stateless services. The graph runs as
    `graph_replicas` processes, replica k owning partitions p ≡ k (mod R). A process that
    runs only enrichment services gets `enrich_nice`.
    """
    if replicas < 1:
        raise PlanError(f"replicas must be at least 1, not {replicas}")
    if not 1 <= graph_replicas <= partitions:
        raise PlanError(
            f"MEMSTREAM_GRAPH_REPLICAS={graph_replicas}: must be within 1..{partitions} "
            f"(MEMSTREAM_PARTITIONS), or a replica would own no partition"
        )
    store = tuple(name for name in services if name in STORE_SERVICES and not qdrant_server)
    plan: list[ProcessSpec] = []
    for name in services:
        if name in store:
            if name == store[0]:
                plan.append(ProcessSpec(f"{STORE_GROUP}-0", store, _stage(store)))
        elif name == GRAPH:
            plan += [
                ProcessSpec(
                    f"{GRAPH}-{k}",
                    (GRAPH,),
                    _stage((GRAPH,)),
                    {
                        "MEMSTREAM_GRAPH_REPLICAS": str(graph_replicas),
                        "MEMSTREAM_GRAPH_REPLICA_INDEX": str(k),
                    },
                )
                for k in range(graph_replicas)
            ]
        else:
            plan += _replicas(name, (name,), replicas)
    plan = [
        replace(spec, nice=enrich_nice) if set(spec.services) <= ENRICHMENT_SERVICES else spec
        for spec in plan
    ]
    return sorted(plan, key=lambda spec: spec.stage)  # stable: registry order within a stage


def assign_ports(
    plan: Sequence[ProcessSpec],
    http_port: int,
    gateway_port: int,
    pick_free: Callable[[], int],
) -> list[ProcessSpec]:
    """Metrics/health and gateway ports per process.

    A configured port is the first of a range: the supervisor keeps `http_port` and its
    children take the next ones, gateway replica k takes `gateway_port + k`. Port 0 means
    a free port for each (picked once, so a restarted process comes back on the same one).
    """
    out: list[ProcessSpec] = []
    gateways = 0
    for i, spec in enumerate(plan):
        http = pick_free() if http_port == 0 else http_port + 1 + i
        gateway: int | None = None
        if GATEWAY in spec.services:
            gateway = pick_free() if gateway_port == 0 else gateway_port + gateways
            gateways += 1
        out.append(replace(spec, http_port=http, gateway_port=gateway))
    return out


def child_env(
    spec: ProcessSpec,
    base: Mapping[str, str],
    nats_url: str,
    user: str | None,
    password: str | None,
) -> dict[str, str]:
    """The environment of a child: the parent's, pointed at the one NATS server, logged in
    as the service user, on its own ports."""
    env = dict(base)
    env["MEMSTREAM_NATS_URL"] = nats_url
    for key, value in (("MEMSTREAM_NATS_USER", user), ("MEMSTREAM_NATS_PASSWORD", password)):
        if value:
            env[key] = value
        else:
            env.pop(key, None)
    env["MEMSTREAM_HTTP_PORT"] = str(spec.http_port)
    if spec.gateway_port is not None:
        env["MEMSTREAM_GATEWAY_PORT"] = str(spec.gateway_port)
    env.update(spec.env)
    return env
