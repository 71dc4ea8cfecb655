#!/usr/bin/env python3
"""The suite's wall time: `swift test --skip-build` run N times (default 3), one after another.

Prints each run's seconds, then the median and the spread (min–max). A figure for people comparing
two commits on the same machine, not a test: nothing here passes or fails on time. A run whose tests
fail is timed too and named with its failing tests (exit 1 at the end), so a flaky test on a loaded
machine does not throw the other runs away.

    make test-time            # builds the tests first
    make test-time RUNS=5
"""

import argparse
import re
import statistics
import subprocess
import sys
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="how many runs (at least 3 for a median worth quoting)")
    parser.add_argument("--swift", default="swift")
    args = parser.parse_args()
    if args.runs < 1:
        print("test-time: --runs must be at least 1", file=sys.stderr)
        return 2
    seconds = []
    failed_runs = []
    for i in range(args.runs):
        start = time.monotonic()
        done = subprocess.run([args.swift, "test", "--skip-build"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        took = time.monotonic() - start
        seconds.append(took)
        if done.returncode == 0:
            print(f"test-time: run {i + 1}/{args.runs}: {took:.1f} s", flush=True)
            continue
        # The run is timed all the same (a test that fails under load still took that long), and named.
        failed_runs.append(i + 1)
        lines = done.stdout.decode("utf-8", "replace").splitlines()
        # Swift Testing marks a failing test with ✘ (its issues and suites too: the tests are the lines that
        # say "failed after"); XCTest writes "path:line: error:". Else the last lines.
        failures = [
            line for line in lines
            if (line.lstrip().startswith("✘ Test ") and " failed after " in line) or re.match(r"^/\S+:\d+: error: ", line)
        ][:6] or lines[-5:]
        print(f"test-time: run {i + 1}/{args.runs}: {took:.1f} s, FAILED (exit {done.returncode}):", flush=True)
        for line in failures:
            print(f"  {line.strip()[:200]}", flush=True)
    median = statistics.median(seconds)
    print(
        f"test-time: swift test --skip-build, {args.runs} runs: median {median:.1f} s, "
        f"spread {min(seconds):.1f}–{max(seconds):.1f} s ({max(seconds) - min(seconds):.1f} s)"
        + (f"; runs {', '.join(map(str, failed_runs))} failed" if failed_runs else "")
    )
    return 1 if failed_runs else 0


if __name__ == "__main__":
    sys.exit(main())
