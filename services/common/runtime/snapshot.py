"""`SnapshotGauge`: a gauge whose samples are replaced a whole set at a time."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from prometheus_client import CollectorRegistry
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

Samples = Mapping[tuple[str, ...], float]
"""Gauge values by label values (in the gauge's label order)."""


class SnapshotGauge(Collector):
    """A gauge whose samples are replaced a whole set at a time.

    For values read periodically from elsewhere (DuckDB tables, JetStream): a label set
    that is gone from the source is gone from the gauge at the next refresh, and a scrape
    never sees a half-updated set. Each `source` (e.g. a graph partition) owns its own
    set, so replacing one leaves the others alone.
    """

    def __init__(
        self,
        name: str,
        documentation: str,
        labelnames: Sequence[str],
        registry: CollectorRegistry,
    ) -> None:
        self.name = name
        self.documentation = documentation
        self.labelnames = tuple(labelnames)
        self._sets: dict[str, dict[tuple[str, ...], float]] = {}
        registry.register(self)

    def replace(self, samples: Samples, source: str = "") -> None:
        """Make `samples` the source's whole set."""
        for labels in samples:
            if len(labels) != len(self.labelnames):
                raise ValueError(f"{self.name} takes labels {self.labelnames}, got {labels}")
        self._sets[source] = dict(samples)  # one reference swap: scrapes see old or new

    def clear(self, source: str | None = None) -> None:
        """Forget one source's set, or every set (None)."""
        if source is None:
            self._sets = {}
        else:
            self._sets.pop(source, None)

    def samples(self) -> dict[tuple[str, ...], float]:
        """Every current sample (all sources)."""
        return {k: v for part in list(self._sets.values()) for k, v in part.items()}

    def describe(self) -> Iterable[Metric]:
        return [GaugeMetricFamily(self.name, self.documentation, labels=self.labelnames)]

    def collect(self) -> Iterable[Metric]:
        family = GaugeMetricFamily(self.name, self.documentation, labels=self.labelnames)
        for labels, value in sorted(self.samples().items()):
            family.add_metric(list(labels), value)
        return [family]
