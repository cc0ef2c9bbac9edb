"""Decimal numerals of ints of any size, for solvers that read and write them.

Python refuses to convert an int of more than 4300 decimal digits to or from
a string (`sys.get_int_max_str_digits`, a guard against quadratic work) and
raises ValueError; stamen's own numbers have no such bound, so numerals past
it are converted in halves.
"""

from __future__ import annotations

__all__ = ["decimal_str", "decimal_int"]

_SAFE_BITS = 4096  # about 1233 digits: always under Python's limit
_SAFE_DIGITS = 1200


def decimal_str(n: int) -> str:
    """Returns the decimal numeral of the int `n` exactly, whatever its size."""
    if n.bit_length() <= _SAFE_BITS:
        return str(n)
    if n < 0:
        return "-" + decimal_str(-n)
    half = int(n.bit_length() * 0.30102999566398) // 2  # 10**half <= 2**(bits/2) <= n
    high, low = divmod(n, 10 ** half)
    return decimal_str(high) + decimal_str(low).zfill(half)


def decimal_int(text: str) -> int:
    """Returns the int of a decimal numeral (optionally signed), whatever its length."""
    text = text.strip()
    if len(text) <= _SAFE_DIGITS:
        return int(text)
    if text[0] in "+-":
        value = decimal_int(text[1:])
        return -value if text[0] == "-" else value
    half = len(text) // 2
    return decimal_int(text[:half]) * 10 ** (len(text) - half) + decimal_int(text[half:])
