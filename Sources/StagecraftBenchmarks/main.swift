// Benchmarks: prints `METRIC <name> <value> <unit>` lines (see DESIGN.md).
