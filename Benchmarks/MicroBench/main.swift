// In-process library measurements; see docs/benchmarks.md.
print("navd-microbench: no measurements yet")
