"""Sums the pair tables of several `arena --ladder` outputs (same bots, same order) and fits
Bradley-Terry ratings exactly as the arena does (one virtual draw per pair that met, first bot
at 0, 95 % half-widths from the information matrix).  usage: ladder_agg.py FILE..."""
import math, re, sys

labels, wins, games = [], None, None
for fn in sys.argv[1:]:
    rows = []
    on = False
    for line in open(fn).read().splitlines():
        if line.startswith('pairs'):
            on = True; rows = []; continue
        if on and re.match(r'\s+\d+\s', line):
            parts = line.split()
            cells = parts[1:]
            k = len([c for c in cells if c == '-' or '/' in c])
            rows.append((cells[:k], ' '.join(cells[k:])))
        elif on and rows and not line.strip():
            on = False
    k = len(rows)
    if wins is None:
        labels = [r[1] for r in rows]
        wins = [[0.0] * k for _ in range(k)]; games = [[0] * k for _ in range(k)]
    assert labels == [r[1] for r in rows], f'{fn}: other bots'
    for i, (cells, _) in enumerate(rows):
        for j, c in enumerate(cells):
            if c != '-':
                w, n = c.split('/'); wins[i][j] += float(w); games[i][j] += int(n)

k = len(labels)
W = lambda i, j: wins[i][j] + 0.5 if games[i][j] else 0.0
N = lambda i, j: games[i][j] + 1.0 if games[i][j] else 0.0
g = [1.0] * k
for _ in range(10000):
    nxt = []
    for i in range(k):
        tw = sum(W(i, j) for j in range(k) if j != i)
        d = sum(N(i, j) / (g[i] + g[j]) for j in range(k) if j != i)
        nxt.append(tw / d if d > 0 else g[i])
    nxt = [x / nxt[0] for x in nxt]
    done = max(abs(a - b) for a, b in zip(nxt, g)) < 1e-12
    g = nxt
    if done: break
elo = 400 / math.log(10)
m = k - 1
I = [[0.0] * m for _ in range(m)]
for i in range(1, k):
    for j in range(k):
        if i == j: continue
        p = g[i] / (g[i] + g[j]); v = N(i, j) * p * (1 - p)
        I[i - 1][i - 1] += v
        if j > 0: I[i - 1][j - 1] -= v
# Gauss-Jordan inverse
A = [row[:] + [1.0 if r == c else 0.0 for c in range(m)] for r, row in enumerate(I)]
for c in range(m):
    p = max(range(c, m), key=lambda r: abs(A[r][c])); A[c], A[p] = A[p], A[c]
    d = A[c][c]; A[c] = [x / d for x in A[c]]
    for r in range(m):
        if r != c and A[r][c]:
            f = A[r][c]; A[r] = [x - f * y for x, y in zip(A[r], A[c])]
inv = [row[m:] for row in A]
print(f'{len(sys.argv) - 1} ladder file(s); games per pair: {games[0][1] if k > 1 else 0}')
for i in sorted(range(k), key=lambda i: -g[i]):
    ci = 'anchor' if i == 0 else f'{1.959964 * elo * math.sqrt(max(inv[i - 1][i - 1], 0)):.0f}'
    print(f'  {labels[i]:<70} Elo {elo * math.log(g[i]):6.0f}  95% ± {ci}')
