"""The embedder service: micro-batched dense + sparse embeddings on `mem.embed`.

Every other service that needs vectors asks here (EmbedRequest in, EmbedResponse or
ErrorReply out, `embedder` queue group), so one process holds the model.

Entry points: `EmbedderApp` (app.py: loads the backends, serves the endpoint) and
service.py (one request: validation, cache, batcher). batcher.py shares one backend call
among requests that arrive together; cache.py keeps recent vectors; backend.py builds
the dense and sparse backends from the settings.
"""

from typing import TYPE_CHECKING, Any

from memstream.services.embedder.settings import EmbedderSettings

if TYPE_CHECKING:
    from memstream.services.embedder.app import EmbedderApp

__all__ = ["EmbedderApp", "EmbedderSettings"]


def __getattr__(name: str) -> Any:
    # The app wires the whole service; it loads when asked for, so importing one module
    # of the package does not load the rest.
    if name == "EmbedderApp":
        from memstream.services.embedder.app import EmbedderApp

        return EmbedderApp
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
