#!/usr/bin/env python3
"""png-colours.py PNG [R,G,B...]: the number of distinct colours of a
screenshot (8-bit RGB or RGBA, not interlaced), then, for each colour
given, 1 when the picture has one near it, else 0: a blank page has one
or two colours, a board in colour many, its seats' among them."""
import struct
import sys
import zlib

data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, width = 8, b"", 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
        assert depth == 8 and ctype in (2, 6), "PNG type %d/%d" % (depth, ctype)
        bpp = 3 if ctype == 2 else 4
    elif kind == b"IDAT":
        idat += body
    pos += 12 + length
raw = zlib.decompress(idat)
stride = width * bpp
prev = bytearray(stride)
colours = set()
for y in range(height):
    f = raw[y * (stride + 1)]
    line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
            line[i] = (line[i] + pr) & 255
    for x in range(0, stride, bpp):
        colours.add(bytes(line[x:x + 3]))
    prev = line
out = [str(len(colours))]
for want in sys.argv[2:]:
    rgb = [int(v) for v in want.split(",")]
    out.append("1" if any(sum(abs(p - q) for p, q in zip(rgb, c)) < 60
                          for c in colours) else "0")
print(" ".join(out))
