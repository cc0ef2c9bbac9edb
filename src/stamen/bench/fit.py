"""Least-squares fits for scaling curves, in plain Python (no numpy needed).

`fit_polynomial` fits y = c0 + c1·x + ... + cd·x^d; `fit_power` fits
y = a·x^b on the points with x, y > 0 (a straight line in log-log space),
whose exponent b says how fast y grows with x.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["Fit", "fit_polynomial", "fit_power"]


@dataclass(frozen=True)
class Fit:
    """A fitted curve: `coefficients` (c0 first) of a polynomial, or (a, b) of a·x^b when
    `power`; `r2` is the coefficient of determination on the points it was fitted to."""

    coefficients: tuple[float, ...]
    r2: float
    power: bool = False

    def __call__(self, x: float) -> float:
        if self.power:
            a, b = self.coefficients
            return a * x ** b
        return sum(c * x ** k for k, c in enumerate(self.coefficients))

    def __str__(self) -> str:
        if self.power:
            a, b = self.coefficients
            return f"y = {a:.4g}·x^{b:.3f}  (R² = {self.r2:.4f})"
        terms = [f"{c:+.4g}" + ("" if k == 0 else "·x" if k == 1 else f"·x^{k}")
                 for k, c in reversed(list(enumerate(self.coefficients)))]
        return f"y = {' '.join(terms).lstrip('+')}  (R² = {self.r2:.4f})"


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Returns x with matrix·x = rhs (Gaussian elimination with partial pivoting)."""
    n = len(rhs)
    a = [row[:] + [b] for row, b in zip(matrix, rhs, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            raise ValueError("the fit is underdetermined: too few distinct x values")
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            f = a[r][col] / a[col][col]
            for c in range(col, n + 1):
                a[r][c] -= f * a[col][c]
    x = [0.0] * n
    for r in reversed(range(n)):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def _r2(ys: list[float], predicted: list[float]) -> float:
    mean = sum(ys) / len(ys)
    total = sum((y - mean) ** 2 for y in ys)
    residual = sum((y - p) ** 2 for y, p in zip(ys, predicted, strict=True))
    return 1.0 if total == 0 else 1.0 - residual / total


def fit_polynomial(xs: list[float], ys: list[float], degree: int = 2) -> Fit:
    """Returns the least-squares polynomial of `degree` through the points (xs, ys)."""
    if len(xs) != len(ys) or len(xs) <= degree:
        raise ValueError(f"need more than {degree} points for a degree-{degree} fit, "
                         f"got {len(xs)}")
    powers = [[float(x) ** k for k in range(degree + 1)] for x in xs]
    normal = [[sum(p[i] * p[j] for p in powers) for j in range(degree + 1)]
              for i in range(degree + 1)]
    rhs = [sum(p[i] * y for p, y in zip(powers, ys, strict=True)) for i in range(degree + 1)]
    coefficients = tuple(_solve(normal, rhs))
    fit = Fit(coefficients, 0.0)
    return Fit(coefficients, _r2(list(map(float, ys)), [fit(x) for x in xs]))


def fit_power(xs: list[float], ys: list[float]) -> Fit:
    """Returns the least-squares y = a·x^b fitted in log-log space (points with x, y > 0)."""
    points = [(math.log(x), math.log(y)) for x, y in zip(xs, ys, strict=True) if x > 0 and y > 0]
    line = fit_polynomial([p[0] for p in points], [p[1] for p in points], 1)
    a, b = math.exp(line.coefficients[0]), line.coefficients[1]
    fit = Fit((a, b), 0.0, power=True)
    kept = [(x, y) for x, y in zip(xs, ys, strict=True) if x > 0 and y > 0]
    return Fit((a, b), _r2([y for _, y in kept], [fit(x) for x, _ in kept]), power=True)
