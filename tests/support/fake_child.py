"""A stand-in for `memstream run`, driven by the supervisor tests through its environment.

Serves `/readyz` on MEMSTREAM_HTTP_PORT. FAKE_MODE: `serve` (default), `crash` (exit 3
at once), `stubborn` (ignores SIGTERM). FAKE_NEEDS: a URL that must answer 200 when this
child starts (else it exits 4): how a test sees that a stage started only after the one
before it was ready. FAKE_READY_AFTER_S delays readiness.
"""

from __future__ import annotations

import os
import signal
import sys
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

STARTED = time.monotonic()


class Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 (the http.server hook's name)
        ready = time.monotonic() - STARTED >= float(os.environ.get("FAKE_READY_AFTER_S", "0"))
        self.send_response(200 if ready else 503)
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        return


def main() -> None:
    mode = os.environ.get("FAKE_MODE", "serve")
    if mode == "crash":
        sys.exit(3)
    needs = os.environ.get("FAKE_NEEDS")
    if needs:
        try:
            with urllib.request.urlopen(needs, timeout=2) as reply:
                if reply.status != 200:
                    sys.exit(4)
        except OSError:
            sys.exit(4)
    if mode == "stubborn":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    else:
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    server = ThreadingHTTPServer(("127.0.0.1", int(os.environ["MEMSTREAM_HTTP_PORT"])), Handler)
    server.serve_forever()


if __name__ == "__main__":
    main()
