"""Speaker names each tenant's conversations have, as seen in earlier keyword hits.

The dense query leaves out the speakers a question names, and which names are speakers is
only known from the keyword hits. Waiting for those hits before embedding puts the keyword
search and the embedding one after the other on the read path; with the names seen before,
the retriever embeds while it searches and only embeds again when the hits name a
different set (`Retriever._understand`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable


class SpeakerMemory:
    """Bounded LRU of tenant → speaker names seen in that tenant's hits."""

    def __init__(self, max_tenants: int = 4096, max_names: int = 64) -> None:
        if max_tenants < 1 or max_names < 1:
            raise ValueError("max_tenants and max_names must be positive")
        self._max_tenants = max_tenants
        self._max_names = max_names
        self._names: OrderedDict[str, dict[str, None]] = OrderedDict()

    def known(self, tenant_id: str) -> list[str]:
        """Names seen for the tenant, oldest first (none for a tenant not seen lately)."""
        names = self._names.get(tenant_id)
        if names is None:
            return []
        self._names.move_to_end(tenant_id)
        return list(names)

    def learn(self, tenant_id: str, speakers: Iterable[str]) -> None:
        """Add names from the latest hits; the least recently seen tenant goes when full."""
        names = self._names.get(tenant_id)
        if names is None:
            names = self._names[tenant_id] = {}
            if len(self._names) > self._max_tenants:
                self._names.popitem(last=False)
        else:
            self._names.move_to_end(tenant_id)
        for name in speakers:
            if name in names:
                continue
            names[name] = None
            if len(names) > self._max_names:
                del names[next(iter(names))]
