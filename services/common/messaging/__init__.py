"""The messaging layer: every way a service uses NATS, in one place.

- `endpoint.RequestEndpoint`: request-reply on a plain nats.py queue subscription (measured
  faster than a framework handler on the hot path; see its docstring).
- `batch_consumer.BatchConsumer`: the one durable JetStream consumer, a FastStream batch pull
  subscriber; every service's consumer is wired through it. `consumer` holds its parts: the
  loss-free fetch loop, a clean stop, and `Settler` (retry with a growing delay, or
  dead-letter); `poison` the rule for handlers that apply a batch or nothing.
- `rawpull`: the one measured exception, batch pulls at core-NATS speed for the graph's
  writers (docs/architecture.md §20.4), and a one-off read of a stream slice.
- `events`: domain events to the EVENTS stream (`EventSink`, one event-id rule).
- `dlq`: dead letters with their reason in headers.
- `errors`: the error hierarchy; each class says whether a failure is retried or dead-lettered.
- `resources`, `progress`: reading RESOURCES messages and how far a consumer got.
- `graph_client`: graph queries routed to the partition owner.
"""
