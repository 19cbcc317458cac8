"""The batcher's jobs, statistics and failures (batcher.py)."""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass, field

from memstream.services.common.messaging.errors import PermanentError, TransientError
from memstream.services.common.models.embedding import DenseMatrix
from memstream.services.embedder.queues import Pending


class BatchEmbedError(TransientError):
    """The dense backend failed on a batch this request had texts in."""


class DeadlinePassed(BatchEmbedError):
    """Set aside unembedded: its caller would stop waiting before a call could end."""


class BatcherClosed(BatchEmbedError):
    """The batcher is stopped (or stopping) and takes no more work."""


class BatchEmbedRefused(PermanentError):
    """The dense backend refused a text of this request alone while it embedded others."""


@dataclass(eq=False)
class Job(Pending):
    """A request's texts in the batcher, and the future its caller awaits."""

    future: asyncio.Future[DenseMatrix] = field(kw_only=True)
    rows: DenseMatrix | None = None
    completed: int = 0

    @property
    def live(self) -> bool:
        # Done means answered, failed, or abandoned by a caller that timed out.
        return not self.future.done()


Failure = type[BatchEmbedError] | type[BatchEmbedRefused]


@dataclass
class BatcherStats:
    calls: int = 0
    texts: int = 0
    failures: int = 0
    sizes: deque[int] = field(default_factory=lambda: deque(maxlen=1024))
