"""`ConsumerSettings`: the one base of every durable JetStream consumer's settings.

A service's settings class derives from it with its own env prefix and overrides defaults by
re-annotating a field with the shared type (`ack_wait_s: AckWait = 300.0`), so each knob has
one meaning, one set of bounds and one description everywhere. `Settler`
(messaging/consumer.py) reads the redelivery fields.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field
from pydantic_settings import BaseSettings

Durable = Annotated[
    str,
    Field(
        pattern=r"^[A-Za-z0-9_-]{1,64}$",
        description="Durable consumer name; replicas sharing it share the work.",
    ),
]
FilterTenant = Annotated[
    str,
    Field(
        pattern=r"^(?:\*|[A-Za-z0-9_-]{1,64})$",
        description="Consume one tenant's resources only (`*`: every tenant).",
    ),
]
BatchSize = Annotated[int, Field(ge=1, description="Most messages fetched per batch.")]
FetchTimeout = Annotated[
    float,
    Field(gt=0, description="Longest wait to fill a batch; a partial batch is handled after it."),
]
AckWait = Annotated[
    float,
    Field(
        gt=0,
        description="Redelivery timeout of an unacknowledged message; the handler also "
        "reports progress every third of it, so only a stuck handler hits it.",
    ),
]
MaxDeliver = Annotated[
    int,
    Field(
        ge=2,
        description="Deliveries before a message is given up; the last failed one is "
        "dead-lettered, so a message is never dropped silently.",
    ),
]
MaxAckPending = Annotated[
    int, Field(ge=1, description="Messages out unacknowledged at once (all replicas).")
]
NackDelay = Annotated[
    float, Field(gt=0, description="Redelivery delay after the first transient failure.")
]
NackDelayMax = Annotated[
    float, Field(gt=0, description="Cap of the redelivery delay, which doubles with every try.")
]
EmbedTimeout = Annotated[float, Field(gt=0, description="Timeout of each request to the embedder.")]
PublishTimeout = Annotated[
    float,
    Field(gt=0, description="How long to wait for a stream (EVENTS, the DLQ) to acknowledge."),
]


class ConsumerSettings(BaseSettings):
    """Batching, redelivery and timeouts of a durable RESOURCES consumer."""

    durable: Durable
    filter_tenant: FilterTenant = "*"
    batch_size: BatchSize = 64
    fetch_timeout_s: FetchTimeout = 0.1
    # Short, so the messages a crashed consumer held come back within seconds: a live
    # handler keeps them with a progress beat every third of it, however long it works.
    ack_wait_s: AckWait = 10.0
    max_deliver: MaxDeliver = 1000
    max_ack_pending: MaxAckPending = 1024
    nack_delay_s: NackDelay = 1.0
    nack_delay_max_s: NackDelayMax = 60.0
    embed_timeout_s: EmbedTimeout = 30.0
    publish_timeout_s: PublishTimeout = 5.0
