#!/usr/bin/env python3
"""The smallest `process` plugin: answers every request with a fixed intent
after a fixed delay. Used to measure how `--jobs N` scales with a plugin
that takes 50 ms a question (and, with --delay-ms 0, what a round trip costs Tally):

    swift run tally run --backend process --jobs 8 \
        --command "python3 examples/slow-echo/slow_echo.py --delay-ms 50"
"""
import argparse
import json
import sys
import time

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--delay-ms", type=float, default=50, help="answer after this many milliseconds")
parser.add_argument("--intent", default="spendingTotal", help="the intent every answer carries")
args = parser.parse_args()

print(json.dumps({"hello": {"name": "slow-echo", "modelVersion": "echo-%gms" % args.delay_ms}}), flush=True)
for line in sys.stdin:
    request = json.loads(line)
    if args.delay_ms > 0:
        time.sleep(args.delay_ms / 1000)
    # One write a reply: under Tally's PYTHONUNBUFFERED=1, print() writes the text and its newline apart.
    sys.stdout.write(json.dumps({"id": request["id"], "intent": args.intent, "merchant": None, "category": None}) + "\n")
    sys.stdout.flush()
