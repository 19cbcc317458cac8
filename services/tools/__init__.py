"""The tools service: the agent's memory tools on `mem.tool.<tenant>.<name>` (stateless).

Entry points: `ToolsApp` (app.py: one queue-group endpoint per tool) and service.py
(dispatch from tool name to handler: validate the arguments, run, reply or ErrorReply).
Where each tool lives:

* search_memory: search.py (asks the retriever, so search and context never disagree);
* remember_fact, correct_fact, confirm_fact: writes.py (the `items` collection + item.*
  events on EVENTS);
* forget_memory: forget.py (a fact with its excerpts, or an excerpt with its facts, set
  deleted; the categories' summaries rebuilt);
* get_entity_info, explain_fact, weak_facts, memory_stats: reads.py (ask the graph).

items.py holds the tenant check on a caller's id and the item a call states; views.py
and timefmt.py show items, graph rows and times as the tools' output.
"""

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names
from memstream.services.tools.settings import ToolsSettings

if TYPE_CHECKING:
    from memstream.services.tools.app import ToolsApp

__all__ = ["ToolsApp", "ToolsSettings"]

# The app wires the whole service: it loads when first asked for.
__getattr__ = lazy_names(__name__, {"ToolsApp": "app"})
