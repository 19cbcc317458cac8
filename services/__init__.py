"""memstream services.

BLAS threads: every memstream process shares its cores between several services (and, in
the embedded mode, with nats-server), and NumPy's default of one BLAS thread per core made
the MiniLM forward pass 2–8× slower under that contention. One thread is the default here;
the embedder then sets the BLAS pool to its own thread budget (`MEMSTREAM_EMBEDDER_THREADS`,
services/embedder/backend.py), the knob to turn on a dedicated embedder pod.
"""

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
