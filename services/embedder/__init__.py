"""The embedder service: micro-batched dense + sparse embeddings on `mem.embed`.

Every other service that needs vectors asks here (EmbedRequest in, EmbedResponse or
ErrorReply out, `embedder` queue group), so one process holds the model.

Entry points: `EmbedderApp` (app.py: loads the backends, serves the endpoint) and
service.py (one request: validation, cache, batcher). batcher.py shares one backend call
among requests that arrive together; cache.py keeps recent vectors; backend.py builds
the dense and sparse backends from the settings.
"""

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names
from memstream.services.embedder.settings import EmbedderSettings

if TYPE_CHECKING:
    from memstream.services.embedder.app import EmbedderApp

__all__ = ["EmbedderApp", "EmbedderSettings"]

# The app wires the whole service: it loads when first asked for.
__getattr__ = lazy_names(__name__, {"EmbedderApp": "app"})
