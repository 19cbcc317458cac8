"""The `memstream up` banner is one write: whoever reads its first line reads all of it.

Scripts and the tests wait for "memstream is up" in a log file, then read the URLs and
pids below it; printed line by line, a reader could see the first line without the rest.
"""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from memstream.services.cli import serve
from memstream.services.cli.stack import StackInfo


class CountingFile(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        return super().write(text)


def test_the_banner_is_one_write_with_every_line(monkeypatch: pytest.MonkeyPatch) -> None:
    out = CountingFile()
    monkeypatch.setattr(serve, "console", Console(file=out, width=40, color_system=None))
    long_key = "/very/long/data/dir/that/would/wrap/at/forty/columns/secrets/admin.key"
    serve.print_info(
        StackInfo(
            nats_url="nats://127.0.0.1:4222",
            metrics_url="http://127.0.0.1:9464/metrics",
            data_dir="/data",
            services=["ingest", "indexer"],
            nats_server_pid=41,
            admin_key_file=long_key,
            gateway_url="http://127.0.0.1:8080",
            children=[("embedder", 42, "http://127.0.0.1:9465/metrics")],
        )
    )
    text = out.getvalue()
    assert out.writes == 1
    assert text.startswith("memstream is up (ingest, indexer)\n")
    assert text.rstrip().endswith("Ctrl-C to stop.")
    # Paths and URLs stay on one line each, however narrow the terminal.
    assert f"  admin key:   {long_key}\n" in text
    child = "  embedder:    pid 42, metrics URL http://127.0.0.1:9465/metrics  (own process)\n"
    assert child in text
