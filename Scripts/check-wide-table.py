#!/usr/bin/env python3
"""Checks CursesUI's wide-character lookup against a Unicode version's East Asian Width data.

The generated table (Scripts/generate-wide-table.py) follows the Python it runs on (Unicode 14
on Debian 12); `DisplayWidth.widenedSinceTable` adds what later versions made wide. This script
reads both from the sources and lists every assigned scalar whose width differs from the data of
`unicodedata2` (install the version the width policy pins: pip install unicodedata2==16.0.0).
Emoji in U+1F000–U+1FFFF that the table lacks are skipped: the standard library's emoji data
covers them at run time. Run from the repository root; exits 1 when something differs.
"""

import re
import sys

import unicodedata2 as unicodedata

TABLE = "Sources/CursesUICore/Rendering/WideCharacterTable.swift"
WIDTH = "Sources/CursesUICore/Rendering/DisplayWidth.swift"


def ranges():
    """The table's ranges and the widened ones, as (lo, hi) pairs."""
    table = open(TABLE).read()
    found = [(int(a, 16), int(b, 16)) for a, b in re.findall(r"\(0x([0-9A-Fa-f]+), 0x([0-9A-Fa-f]+)\)", table)]
    width = open(WIDTH).read()
    start = width.index("widenedSinceTable: [ClosedRange<UInt32>] = [")
    body = width[start:width.index("\n    ]", start)]
    found += [(int(a, 16), int(b, 16)) for a, b in re.findall(r"0x([0-9A-Fa-f]+)\.\.\.0x([0-9A-Fa-f]+)", body)]
    return found


def main():
    wide = ranges()
    narrow_here, wide_here = [], []
    for value in range(0x110000):
        if 0xD800 <= value <= 0xDFFF or unicodedata.category(chr(value)) == "Cn":
            continue
        ours = any(lo <= value <= hi for lo, hi in wide)
        theirs = unicodedata.east_asian_width(chr(value)) in ("W", "F")
        if theirs and not ours and not 0x1F000 <= value <= 0x1FFFF:
            narrow_here.append(value)
        elif ours and not theirs:
            wide_here.append(value)
    print(f"Unicode {unicodedata.unidata_version}: {len(narrow_here)} wide scalars measured narrow, "
          f"{len(wide_here)} narrow scalars measured wide")
    for value in (narrow_here + wide_here)[:50]:
        print(f"  U+{value:04X} {unicodedata.name(chr(value), '?')}")
    return 1 if narrow_here or wide_here else 0


if __name__ == "__main__":
    sys.exit(main())
