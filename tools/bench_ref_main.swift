// `make bench-compare`'s tally-bench for the old commit: Sources/Benchmarks/Micro.swift of today
// beside this main, built against the old library, so both sides run the same measuring code.
try Micro.printRaw()
