"""Vectorised erf and exact (erf-based) GELU for the NumPy BERT forward pass.

NumPy has no erf, ``math.erf`` through ``np.vectorize`` is ~20x too slow for the 1536-wide
intermediate activations, and the tanh approximation of GELU is not what BERT was trained
with. So: ``erf(z) = -expm1(z * r(z))`` on ``0 <= z <= 4``, where ``r`` is a degree-8
polynomial least-squares fitted (on 4000 Chebyshev nodes, weighted by ``z * erfc(z)`` so the
fit minimises the absolute error of erf) to ``log(erfc(z)) / z``. It needs no division and
no branch, which matters because the elementwise passes cost about a sixth of the matmuls.

Accuracy against ``math.erf`` (checked by ``tests/unit/test_embedding_minilm.py``): the fit
is within 2.3e-9 on ``|z| <= 4`` evaluated in float64, and within 9.4e-8 evaluated in float32
(float32 spacing just below 1 is 6e-8). Beyond ``|z| = 4`` the result is clamped to
``erf(4) = 1 - 1.5e-8``, below float32 resolution there.
"""

from __future__ import annotations

import math
from typing import TypeVar

import numpy as np
import numpy.typing as npt

# r(z) coefficients, lowest degree first; r(0) = -2/sqrt(pi) as the Taylor series demands.
_R_COEFFS = (
    -1.1283793309720902,
    -0.6366161474754614,
    -0.1027989408331555,
    0.019216363607786606,
    5.995723540357694e-05,
    -0.0015777560185264105,
    0.0005884277713873833,
    -0.00010614738600117356,
    8.056373402902105e-06,
)
_Z_MAX = 4.0
_CHUNK = 32768  # elements per pass: keeps each temporary inside L2, measured ~1.7x faster

FloatT = TypeVar("FloatT", np.float32, np.float64)


def _neg_erf_abs(z: npt.NDArray[FloatT]) -> npt.NDArray[FloatT]:
    """``-erf(z)`` for ``z >= 0``; overwrites ``z`` (the caller's scratch buffer)."""
    dtype = z.dtype.type
    np.minimum(z, dtype(_Z_MAX), out=z)
    acc = z * dtype(_R_COEFFS[-1])
    acc += dtype(_R_COEFFS[-2])
    for coeff in _R_COEFFS[-3::-1]:
        acc *= z
        acc += dtype(coeff)
    acc *= z
    np.expm1(acc, out=acc)
    return acc


def erf(x: npt.ArrayLike) -> npt.NDArray[np.floating]:
    """Elementwise erf in the input's float precision (float64 for non-float32 input)."""
    arr = np.asarray(x)
    dtype = np.float32 if arr.dtype == np.float32 else np.float64
    flat = np.abs(arr.astype(dtype).reshape(-1))  # 1-d so 0-d inputs get an array too
    result = _neg_erf_abs(flat)
    np.negative(result, out=result)
    np.copysign(result, arr.reshape(-1), out=result)
    return result.reshape(arr.shape)


def gelu_(x: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Exact GELU ``x * Phi(x)`` in place on a float32 array, returned for chaining.

    Uses ``x * erf(x / sqrt 2) == |x| * erf(|x| / sqrt 2)`` (erf is odd), so
    ``gelu(x) = (x + |x| * erf(|x| / sqrt 2)) / 2`` needs erf only on non-negative inputs and
    no sign restoration pass.
    """
    if x.dtype != np.float32 or not x.flags.c_contiguous:
        raise ValueError("gelu_ needs a C-contiguous float32 array")
    flat = x.reshape(-1)
    inv_sqrt2 = np.float32(1.0 / math.sqrt(2.0))
    half = np.float32(0.5)
    for start in range(0, flat.size, _CHUNK):
        part = flat[start : start + _CHUNK]
        magnitude = np.abs(part)
        out = _neg_erf_abs(magnitude * inv_sqrt2)  # -erf(|x|/sqrt2)
        out *= magnitude
        np.subtract(part, out, out=out)
        out *= half
        part[...] = out
    return x
