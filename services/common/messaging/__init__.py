"""The messaging layer: every way a service uses NATS, in one place.

- `endpoint.RequestEndpoint`: request-reply on a plain nats.py queue subscription (measured
  faster than a framework handler on the hot path; see its docstring).
- `consumer`: durable JetStream batch pull consumers on FastStream, with the loss-free fetch
  loop, a clean stop, and `Settler` (retry with a growing delay, or dead-letter).
- `events`: domain events to the EVENTS stream (`EventSink`, one event-id rule).
- `dlq`: dead letters with their reason in headers.
- `errors`: the error hierarchy; each class says whether a failure is retried or dead-lettered.
- `resources`, `progress`: reading RESOURCES messages and how far a consumer got.
- `graph_client`: graph queries routed to the partition owner.
"""
