#!/usr/bin/env python3
"""make replay-check: every committed recording, replayed, must give its committed report byte for byte.

recordings/<set>-v<N>/<name>.jsonl was recorded by `tally run --record` against a real model; its report
is reports/<set>-v<N>/<backend>-<modelVersion>+<prompt label>/ (all from the recording's header; a recording
made before prompts had labels is finely-1's), run with the filters
that report's summary.json names. A pipeline change that moves a model's figures must regenerate that
report in the same commit, as for the rules baseline: this check says which file moved and how.
"""

import argparse
import filecmp
import json
import pathlib
import shlex
import subprocess
import sys

COMPARED = ("summary.json", "cases.jsonl")


def fail(message):
    print(f"replay-check: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tally", default=".build/debug/tally")
    parser.add_argument("--work", default=".build/replay-check")
    args = parser.parse_args()

    recordings = sorted(pathlib.Path("recordings").glob("*/*.jsonl"))
    if not recordings:
        fail("no recordings under recordings/<set>-v<N>/; nothing would be checked")
    for recording in recordings:
        set_dir = recording.parent.name
        name, _, version = set_dir.rpartition("-")
        eval_set = pathlib.Path("eval-sets") / name / version
        with recording.open(encoding="utf-8") as f:
            first = f.readline()
        try:
            header = json.loads(first)["header"]
        except (ValueError, KeyError, TypeError):
            fail(f"{recording}:1: the first line is not a predictions header; re-record it with tally run --record")
        # The report folder tally run names by default: <backend>-<modelVersion>+<prompt label>.
        label = header.get("promptLabel") or "finely-1"
        report = pathlib.Path("reports") / set_dir / f"{header['backend']}-{header['modelVersion']}+{label}"
        summary_path = report / "summary.json"
        if not summary_path.is_file():
            fail(f"{recording} has no committed report at {report}/; replay it with tally run --backend replay "
                 f"--out {report} and commit both")
        filters = json.loads(summary_path.read_text(encoding="utf-8")).get("filters") or []
        out = pathlib.Path(args.work) / set_dir / report.name
        command = [args.tally, "run", "--set", str(eval_set), "--backend", "replay", "--predictions", str(recording),
                   "--out", str(out), "--quiet"]
        for f in filters:
            command += ["--filter", f]
        run = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            fail(f"replaying {recording} exited {run.returncode}: {run.stderr.strip()}")
        moved = [f for f in COMPARED if not filecmp.cmp(out / f, report / f, shallow=False)]
        if moved:
            diff = subprocess.run([args.tally, "diff", str(report), str(out)], capture_output=True, text=True)
            lines = [line for line in diff.stdout.splitlines() if line.startswith("turn accuracy")]
            headline = lines[0] if lines else diff.stderr.strip() or "see tally diff"
            was, now = (json.loads((d / "summary.json").read_text(encoding="utf-8")).get("pipelineVersion")
                        for d in (report, out))
            if was != now:
                headline += f"; pipeline {was} → {now}"
            regenerate = shlex.join(str(report) if c == str(out) else c for c in command if c != "--quiet")
            fail(f"{recording} replayed differs from {report}/ in {', '.join(moved)} ({headline}); "
                 f"if the change is intended, regenerate the report in the same commit: {regenerate}")
        turns = sum(1 for _ in (out / "cases.jsonl").open(encoding="utf-8"))
        print(f"replay-check: {recording} → {report}/ byte-identical ({turns} turns)")


if __name__ == "__main__":
    main()
