"""Vector value types shared by the embedder, the vector store and the retriever."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

DenseVector = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class SparseVector:
    """A sparse (BM25) vector: parallel lists of token indices and weights."""

    indices: list[int] = field(default_factory=list)
    values: list[float] = field(default_factory=list)

    def is_empty(self) -> bool:
        return not self.indices


@dataclass(frozen=True, slots=True)
class Embedding:
    """Dense and sparse vectors of one text, tagged with the model that made them."""

    dense: DenseVector
    sparse: SparseVector
    model: str
