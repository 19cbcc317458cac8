"""The extractor: write path from RESOURCES to memory items (docs/architecture.md §5.1-5.5).

A durable pull consumer of RESOURCES. Per (tenant, session) group of new resources:
extract facts (the LLM when configured, else the rule-based extractor in offline/), pass
them through the write gate, decide dedup / merge / contradiction against the stored
items, write the `items` collection and announce it on EVENTS, and keep the category
summaries current.

Entry points: `ExtractorApp` (app.py: the consumer and its wiring), service.py (one
fetched batch: group, process, acknowledge) and pipeline.py (one group, step by step).
The steps: units.py (resources -> extraction units), llm_extractor.py / offline/
(extraction), gate.py, dedup.py and conflicts.py (decisions), writer.py and events.py
(writes), summaries.py and summary_llm.py (category summaries).
"""

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names
from memstream.services.extractor.settings import ExtractorSettings

if TYPE_CHECKING:
    from memstream.services.extractor.app import ExtractorApp

__all__ = ["ExtractorApp", "ExtractorSettings"]

# The app wires the whole service: it loads when first asked for.
__getattr__ = lazy_names(__name__, {"ExtractorApp": "app"})
