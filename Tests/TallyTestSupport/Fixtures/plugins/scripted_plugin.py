#!/usr/bin/env python3
"""A test plugin for the `process` backend whose misbehaviour is scripted by
words in the message:

  CRASH      exits at once (status 3) after a line on stderr
  HANG       never answers
  GARBAGE    prints a line that is not JSON
  WRONGID    answers with another request's id
  BADINTENT  answers an intent that does not exist
  REPORTERROR  answers {"error": {"kind": "rateLimited", ...}}
  QUIT       answers, then exits (status 0) before the next request

Otherwise it answers after --delay-ms: the intent is the first word of the
message that is an intent name, else --intent; the merchant is "pid-<pid>"
with --echo-pid (so a test can see which process answered), else the first
offered merchant choice found in the message. --log FILE appends every
request line as received. With --barrier DIR N, each request leaves a file in
DIR and is answered only once N files are there (else `failed` after 5 s): N
requests answered means N were in flight at once, on N processes.
"""
import argparse
import json
import os
import sys
import time

INTENTS = {
    "leftover", "dailyAllowance", "balance", "spendingTotal", "incomeTotal", "merchantSpend",
    "categorySpend", "periodSummary", "comparePeriods", "topCategories", "topMerchants",
    "largestExpenses", "lastPurchase", "subscriptions", "upcomingCharges", "projection",
    "savingsIdeas", "averageSpending", "offTopic", "unclear",
}

parser = argparse.ArgumentParser()
parser.add_argument("--delay-ms", type=float, default=0)
parser.add_argument("--intent", default="balance")
parser.add_argument("--version", default="s1")
parser.add_argument("--echo-pid", action="store_true")
parser.add_argument("--log")
parser.add_argument("--barrier", nargs=2, metavar=("DIR", "N"))
args = parser.parse_args()


def say(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


say({"hello": {"name": "scripted", "modelVersion": args.version}})
for line in sys.stdin:
    if args.log:
        with open(args.log, "a", encoding="utf-8") as log:
            log.write(line)
    request = json.loads(line)
    rid, message = request["id"], request["message"]
    if "CRASH" in message:
        sys.stderr.write("scripted: crashing on purpose\n")
        sys.stderr.flush()
        os._exit(3)
    if "HANG" in message:
        time.sleep(3600)
    if "GARBAGE" in message:
        sys.stdout.write("this is not json\n")
        sys.stdout.flush()
        continue
    if "REPORTERROR" in message:
        say({"id": rid, "error": {"kind": "rateLimited", "message": "slow down"}})
        continue
    if args.delay_ms:
        time.sleep(args.delay_ms / 1000)
    if args.barrier:
        folder, count = args.barrier[0], int(args.barrier[1])
        open(os.path.join(folder, "%d-%d" % (os.getpid(), rid)), "w").close()
        waited = 0.0
        while len(os.listdir(folder)) < count and waited < 5:
            time.sleep(0.01)
            waited += 0.01
        if len(os.listdir(folder)) < count:
            say({"id": rid, "error": {"kind": "failed", "message": "barrier: only %d in flight" % len(os.listdir(folder))}})
            continue
    words = message.replace("?", " ").split()
    intent = next((w for w in words if w in INTENTS), args.intent)
    if "BADINTENT" in message:
        intent = "wat"
    merchant = None
    if args.echo_pid:
        merchant = "pid-%d" % os.getpid()
    else:
        merchant = next((m for m in request["merchantChoices"] if m.lower() in message.lower()), None)
    say({"id": rid + 1000 if "WRONGID" in message else rid, "intent": intent, "merchant": merchant,
         "category": None})
    if "QUIT" in message:
        sys.exit(0)
