"""Public faces of the service packages, loaded on first use.

Every service package names what other packages may import in its `__init__.py`. Importing
any module of a package runs that `__init__` first, so a face that imported its app eagerly
would load the whole service (the extractor's app alone takes ~0.4 s and loads the OpenAI
client) for anyone who needs only its settings. `lazy_names` gives a package a module-level
`__getattr__` that imports each public name's module when the name is first asked for.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """`__getattr__` for `package`: `homes` maps each public name to its submodule."""

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(f"{package}.{home}"), name)

    return __getattr__
