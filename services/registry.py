"""Every service the runner can start, by name."""

from __future__ import annotations

from collections.abc import Callable

from services.common.runtime import Service
from services.ingest.app import IngestApp

SERVICES: dict[str, Callable[[], Service]] = {
    "ingest": IngestApp,
}
