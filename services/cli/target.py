"""Which NATS server a CLI command talks to."""

from __future__ import annotations

from memstream.services.common.runtime.settings import CommonSettings


def nats_url(settings: CommonSettings, url: str | None) -> str:
    """`--url`, else MEMSTREAM_NATS_URL, else the embedded server of `memstream up`."""
    return url or settings.nats_url or f"nats://127.0.0.1:{settings.embedded_nats_port}"
