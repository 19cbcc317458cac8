"""Shared plumbing of the memstream services. It imports no service.

Grouped by kind:

- `messaging/`: the one way to use the broker. Request-reply endpoints (`endpoint`), durable
  JetStream pull consumers (`batch_consumer`, on `consumer`), the graph's measured raw pull
  (`rawpull`), the event sink (`events`), dead letters (`dlq`), the
  error hierarchy that says retry or dead-letter (`errors`), reading RESOURCES messages
  (`resources`) and consumer progress (`progress`), the graph query client (`graph_client`).
- `stores/`: the process's shared vector store (`__init__`), the store abstraction over the
  embedded engine and a Qdrant server (`vectorstore/`), vector value types, episode points,
  memory items read from store records, tenant budgets read from KV.
- `models/`: embedding backends (`embedding/`), the embedder client, the LLM client, prompts.
- `runtime/`: what a service gets at start-up (`__init__`: `Service`, `Runtime`), settings,
  the embedded nats-server, stream and bucket provisioning, the health/metrics HTTP endpoint,
  metrics and logging.
- `timeparse/`: date expressions, forward triggers and question time ranges.
"""
