"""The ingest service: conversation turns in, RESOURCES and CHECKPOINTS out.

`mem.ingest.turn.<tenant>` takes a TurnIn, splits it into resources (one per part:
user input, agent output, each tool call, each document), appends them with the turn's
checkpoint, and replies with a TurnAck once JetStream has acknowledged every write (no
LLM, no embedding and no date parsing on this path: the scheduler files the forward
triggers from the checkpoint). `mem.replay.<tenant>` replays a session up to a turn, or
recovers its last checkpoint.

Entry points: `IngestApp` (app.py: both endpoints), service.py (one turn), replay.py.
turns.py is the pure hot-path logic (limits, parts, resources, checkpoint), shared with
the benchmarks that replay conversations the way ingest stores them; structs.py decodes
a turn and encodes what it becomes with msgspec; writes.py lists a turn's writes;
appender.py pipelines the JetStream appends.
"""

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names
from memstream.services.ingest.settings import IngestSettings
from memstream.services.ingest.turns import build_checkpoint, build_resources, turn_parts

if TYPE_CHECKING:
    from memstream.services.ingest.app import IngestApp

__all__ = ["IngestApp", "IngestSettings", "build_checkpoint", "build_resources", "turn_parts"]

# The app wires the whole service: it loads when first asked for.
__getattr__ = lazy_names(__name__, {"IngestApp": "app"})
