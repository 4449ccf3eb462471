#!/usr/bin/env python3
"""Writes the seed corpus of the fuzz targets (fuzz/corpus/<target>/) from the puzzles in data/.

Run from the repository's root: python3 fuzz/make_seeds.py. Parse seeds are records as text,
good and bad; the state targets' seeds are puzzles encoded as tests/fuzz_checks reads bytes: a
shape byte (0 = 2x2, 1 = 2x3, 2 = 3x2, 3 = 3x3), a byte per cell (0: every candidate;
4*(v-1)+2: the given v), then configuration bytes.
"""
import hashlib
import os

ROOT = 'fuzz/corpus'


def put(target, data):
    os.makedirs(f'{ROOT}/{target}', exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(f'{ROOT}/{target}/{name}', 'wb') as f:
        f.write(data)


def lines(path, k):
    out = []
    for line in open(path):
        line = line.strip()
        if line and not line.startswith('#'):
            out.append(line)
        if len(out) >= k:
            break
    return out


P = lines('data/top1465.txt', 1)[0]
for path, k in [('data/top1465.txt', 2), ('data/generated_4x4.txt', 2), ('data/generated_6x6.txt', 2),
                ('data/generated_12x12.txt', 1), ('data/generated_16x16.txt', 1), ('data/gecode_25x25.txt', 1)]:
    for line in lines(path, k):
        put('parse', (line + '\n').encode())
put('parse', ('\n'.join(P[i * 9:i * 9 + 9] for i in range(9)) + '\n').encode())
put('parse', ('\n'.join('|'.join(P[r * 9 + c * 3:r * 9 + c * 3 + 3] for c in range(3)) for r in range(9)) + '\n').encode())
put('parse', b'1 2 3 4 34 34 124 124 234 134 124 1234 234 134 124 1234\n')
put('parse', ''.join(str(d) if (c + d) % 5 else '.' for c in range(81) for d in range(1, 10)).encode() + b'\n')
put('parse', b'\xef\xbb\xbf' + (P + '\n').encode())
put('parse', P[:10].encode() + b'\xff\n' + (P + '\n').encode())
put('parse', (P + '\n123456789\n' + P + '\n').encode())
put('parse', b'1.3.......2....4\n# a comment\n123\n..3.......2....4\n')
put('parse', b'1234\n3412\n\n2143\n')
put('parse', b'5...............\n')
put('parse', b'\x00' * 300 + b'\n' + (P + '\n').encode())

SHAPES = {(2, 2): 0, (2, 3): 1, (3, 2): 2, (3, 3): 3}
CONFIGS = [[0x0f, 0], [0x07, 0], [0x2f, 1, 0, 0, 0, 0, 0, 0, 0, 7], [0x08, 0], [0x13, 0],
           [0x1c, 1, 1, 2, 3, 4, 5, 6, 7, 8]]


def encode(puzzle, shape, config):
    data = bytearray([SHAPES[shape]])
    for ch in puzzle:
        data.append(0 if ch in '.0' else ((int(ch, 36) - 1) << 2) | 2)
    return bytes(data) + bytes(config)


for path, shape, k in [('data/generated_4x4.txt', (2, 2), 3), ('data/generated_6x6.txt', (2, 3), 3),
                       ('data/gecode_9x9.txt', (3, 3), 4), ('data/top1465.txt', (3, 3), 3),
                       ('data/serg_1000.txt', (3, 3), 2)]:
    for i, line in enumerate(lines(path, k)):
        for target in ['propagate', 'search', 'explain']:
            put(target, encode(line, shape, CONFIGS[(i + len(target)) % len(CONFIGS)]))
for target in ['propagate', 'search', 'explain']:
    put(target, b'\x03' + bytes(range(200)))
    put(target, b'\x01' + b'\x03\xff\x01' * 40)
