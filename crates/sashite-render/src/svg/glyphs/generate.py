#!/usr/bin/env python3
"""Writes outlines.bin: the outlines of every non-Latin character the SVG
renderer draws, so that its pictures need no installed font.

Run once when the renderer starts drawing a new character (add it below),
with fontTools (Debian: python3-fonttools) and the two fonts:

  apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb /tmp/noto
  python3 generate.py /tmp/noto/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc \\
      /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf > outlines.bin

Fonts: Noto Serif CJK Bold (SIL Open Font License 1.1, LICENSE-NotoCJK.txt),
its Japanese face for shogi and the numerals, its Traditional Chinese face
for xiangqi; DejaVu Sans (Bitstream Vera licence, LICENSE-DejaVu.txt) for
the chess pieces and the shogi players' signs.

Each outline is in units of 1/UNITS em, with the origin on the baseline at
the left of the advance and y pointing down (SVG's way), written with
relative commands and integer coordinates, encoded as bytes (`encode`).
The file holds the outlines in code point order, each as its code point
(u32), advance (u16) and data length (u16), little-endian, then its data.
"""

import struct
import sys

from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.ttLib import TTCollection, TTFont

UNITS = 500

# (characters, font file index in argv, face name in the collection)
SETS = [
    # Shogi faces, promoted faces and the rank numerals.
    ("王玉飛龍角馬金銀全桂圭香杏歩と一二三四五六七八九十", 1, "Noto Serif CJK JP Bold"),
    # Xiangqi faces (red, then black) and the river's words.
    ("帥仕相傌俥炮兵將士象車砲卒楚河漢界", 1, "Noto Serif CJK TC Bold"),
    # Chess bodies (the filled glyphs) and the shogi players' signs.
    ("♚♛♜♝♞♟☖☗", 2, "DejaVu Sans"),
]


def face(path, name):
    if path.endswith(".ttc"):
        for font in TTCollection(path).fonts:
            if font["name"].getDebugName(4) == name:
                return font
        sys.exit(f"generate.py: no face {name!r} in {path}")
    font = TTFont(path)
    if font["name"].getDebugName(4) != name:
        sys.exit(f"generate.py: {path} is not {name!r}")
    return font


def outline(font, char):
    cmap = font.getBestCmap()
    if ord(char) not in cmap:
        sys.exit(f"generate.py: {char} is not in {font['name'].getDebugName(4)}")
    name = cmap[ord(char)]
    glyphs = font.getGlyphSet()
    pen = DecomposingRecordingPen(glyphs)
    glyphs[name].draw(pen)
    scale = UNITS / font["head"].unitsPerEm
    advance = round(glyphs[name].width * scale)
    return advance, encode(path_tokens(pen.value, scale))


def path_tokens(commands, scale):
    """The outline as (letter, numbers) commands of SVG path data: relative
    moves, lines (h and v when straight), cubic and quadratic curves."""
    out = []
    x = y = 0  # the current point, rounded, in output units
    start = (0, 0)

    def point(p):
        return round(p[0] * scale), round(-p[1] * scale)

    def rel(points):
        parts = []
        for p in points:
            px, py = point(p)
            parts += [px - x, py - y]
        return parts

    for op, args in commands:
        if op == "moveTo":
            px, py = point(args[0])
            out.append(("m", [px - x, py - y]))
            x, y = px, py
            start = (x, y)
        elif op == "lineTo":
            px, py = point(args[0])
            if (px, py) == (x, y):
                continue
            if py == y:
                out.append(("h", [px - x]))
            elif px == x:
                out.append(("v", [py - y]))
            else:
                out.append(("l", [px - x, py - y]))
            x, y = px, py
        elif op == "curveTo":
            pts = list(args)
            while len(pts) >= 3:
                seg, pts = pts[:3], pts[3:]
                out.append(("c", rel(seg)))
                x, y = point(seg[-1])
        elif op == "qCurveTo":
            # A TrueType spline: implied on-curve points between two
            # off-curve points.
            pts = list(args)
            if pts[-1] is None:
                sys.exit("generate.py: a contour of off-curve points only")
            offs, end = pts[:-1], pts[-1]
            for i, off in enumerate(offs):
                if i + 1 < len(offs):
                    nxt = offs[i + 1]
                    on = ((off[0] + nxt[0]) / 2, (off[1] + nxt[1]) / 2)
                else:
                    on = end
                out.append(("q", rel([off, on])))
                x, y = point(on)
        elif op in ("closePath", "endPath"):
            out.append(("z", []))
            x, y = start
        else:
            sys.exit(f"generate.py: unexpected pen operation {op}")
    return out


def encode(tokens):
    """Each command's letter (ASCII), then its numbers as zigzag LEB128
    varints: about a third of the text's size (mod.rs decodes it)."""
    out = bytearray()
    for letter, numbers in tokens:
        out.append(ord(letter))
        for n in numbers:
            u = n << 1 if n >= 0 else ((-n) << 1) - 1
            while True:
                low, u = u & 0x7F, u >> 7
                out.append(low | (0x80 if u else 0))
                if not u:
                    break
    return bytes(out)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    entries = {}
    for chars, index, name in SETS:
        font = face(sys.argv[index], name)
        for char in chars:
            if char not in entries:
                entries[char] = outline(font, char)
    out = bytearray()
    for char in sorted(entries):
        advance, data = entries[char]
        out += struct.pack("<IHH", ord(char), advance, len(data)) + data
    sys.stdout.buffer.write(out)


if __name__ == "__main__":
    main()
