"""The graph service: a DuckDB projection of EVENTS per tenant partition, and graph queries.

Each replica owns some partitions (a tenant's partition is `partition_of(tenant)`) and is
the single writer of their files: it pulls EVENTS in batches and projects them into
items, entities, aliases, resources, edges and logs, keeping what its decisions and the
neighbourhood query need in memory. Other services ask it over NATS (one request subject
per partition, `subjects.graph_query`; messages in `contracts/graph.py`), never through
its modules.

Entry points:
- `app.py`: `GraphApp`, the service as the runner starts it (writers + query endpoint).
- `writer.py`: a partition's writer: pull (messaging/rawpull.py), decode (`decode.py`), project,
  ack, with the cyclic collector paused meanwhile (`gcpause.py`). `projection.py` applies
  one batch in one transaction: `interpret.py` turns events into the batch's changes
  (`changes.py`; mentions resolved in `resolve.py`) and `tablewrites.py` writes them.
  `state.py` is the writer's in-memory view of its partition, `entities.py` its entities.
- `service.py`: the query endpoint, dispatching to `queries/` (neighbourhood, history,
  reports, lookups).
- `rebuild.py`: a partition rebuilt from EVENTS into a new file (`memstream graph rebuild`).
- `schema.py` (tables), `structs.py` (the event payloads decoding reads into),
  `partitions.py` (files and writer locks), `settings.py`.

Importing this package loads the service (DuckDB included): its public names live in
modules that need it.
"""

from memstream.services.graph.app import GraphApp, embedder_names
from memstream.services.graph.partitions import PartitionBusy
from memstream.services.graph.rebuild import rebuild
from memstream.services.graph.settings import GraphSettings

__all__ = ["GraphApp", "GraphSettings", "PartitionBusy", "embedder_names", "rebuild"]
