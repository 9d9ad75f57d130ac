import sys, re, math
def wilson(k, n, z=1.959964):
    if n == 0: return (0, 1)
    p = k / n; d = 1 + z*z/n; c = (p + z*z/(2*n)) / d
    h = z * math.sqrt(p*(1-p)/n + z*z/(4*n*n)) / d
    return max(0, c-h), min(1, c+h)
# usage: agg.py file tag   (tag = text after '## ' identifying the chunk family)
fn, tag = sys.argv[1], sys.argv[2]
lines = open(fn).read().splitlines()
on = False; rows = {}; chunks = 0
for l in lines:
    if l.startswith('## '):
        on = l[3:].startswith(tag); continue
    if not on: continue
    if l.startswith(('torres:', 'torri:', 'voldetour:')): chunks += 1; continue
    m = re.match(r'(\S+)\s+(\d+)\s+([\d.]+)\s+[\d.]+%\s+\S+\s*\S*\s+([\d.]+)%\s+([\d.-]+)\s+([\d.]+)\s+([\d.]+)\s+(\S+)', l)
    if m:
        lab = m.group(1); r = rows.setdefault(lab, dict(n=0, w=0.0, first=0.0, score=[], mean=[], p95=[], ips=[]))
        n = int(m.group(2)); r['n'] += n; r['w'] += float(m.group(3)); r['first'] += float(m.group(4))/100*n
        r['score'].append(float(m.group(5))); r['mean'].append(float(m.group(6))); r['p95'].append(float(m.group(7)))
        if m.group(8) != '-': r['ips'].append(float(m.group(8)))
print(f"{tag}: {chunks} chunks")
for lab, r in rows.items():
    lo, hi = wilson(r['w'], r['n']); flo, fhi = wilson(r['first'], r['n'])
    avg = lambda v: sum(v)/len(v) if v else float('nan')
    print(f"  {lab}: seat-games {r['n']}, win {r['w']/r['n']*100:.1f}% [{lo*100:.1f}-{hi*100:.1f}], first {r['first']/r['n']*100:.1f}% [{flo*100:.1f}-{fhi*100:.1f}], score {avg(r['score']):.1f}, mean ms {avg(r['mean']):.1f}, p95 ms (max over chunks) {max(r['p95']):.1f}, iter/s {avg(r['ips']):.0f}")
