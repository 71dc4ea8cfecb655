#!/usr/bin/env python3
"""Seed corpora for `make fuzz`, from the repository's own files: the texts and
lines of every eval set, their ledgers, the gate policies (and edits of them at
and past the bounds each metric's kind allows), a predictions file recorded by
`tally run --record`, release records `tally gate --record-release` wrote, and
shard reports of `tally run --shard` (summary.json, a NUL byte, cases.jsonl).

usage: fuzz_seeds.py OUT_DIR PREDICTIONS_FILE [--records FILE...] [--shards DIR...]
"""
import argparse
import glob
import hashlib
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def put(folder, data):
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


# Bounds at and past the edges of each field (docs/formats.md): the policy target
# must refuse those outside and compute with those inside without a trap.
EDGE_BOUNDS = [0, 1, -1, 0.5, 5, -0.5, 1.5, 1e308, -1e308, 1e-10, 0.97789999999, 0.9999, 1.0001, 100, -100, 101,
               2.5e-5, 0.12345]


def policy_edges(out):
    for x in EDGE_BOUNDS:
        rules = [{"metric": "turnAccuracy", "min": x}, {"metric": "falseRefusalRate", "max": x},
                 {"metric": "parityGap", "max": x}, {"metric": "intentMacroF1", "min": x},
                 {"metric": "turnAccuracy", "minLift": x}, {"minDecided": x}]
        for rule in rules:
            put(os.path.join(out, "policy"), json.dumps({"rules": [rule]}).encode())
        put(os.path.join(out, "policy"),
            json.dumps({"rules": [], "baseline": {"maxDrop": {"turnAccuracy": x, "*": x}}}).encode())


def main(out, predictions, records=(), shards=()):
    case_files = sorted(glob.glob(os.path.join(ROOT, "eval-sets", "*", "v*", "cases", "*.jsonl")))
    texts, lines = set(), set()
    for path in case_files:
        with open(path, "rb") as f:
            for line in f:
                line = line.rstrip(b"\n")
                if not line.strip():
                    continue
                lines.add(line)
                for turn in json.loads(line)["turns"]:
                    if len(turn["text"]) < 300:
                        texts.add(turn["text"].encode())
    for t in sorted(texts)[:3000]:
        put(os.path.join(out, "period"), t)
    for l in sorted(lines, key=len)[:2000]:
        put(os.path.join(out, "caseline"), l)
    for path in sorted(glob.glob(os.path.join(ROOT, "eval-sets", "*", "v*", "ledger.json"))):
        with open(path, "rb") as f:
            put(os.path.join(out, "ledger"), f.read())
    small = {"today": "2026-03-18", "timeZone": "Europe/Paris", "budgetMonthStartDay": 25,
             "accounts": [{"id": "checking", "name": "Compte", "openingBalance": "10.00"}],
             "transactions": [{"id": "t1", "date": "2026-03-01", "amount": "-4.50", "label": "CB LIDL",
                               "merchant": "Lidl", "category": "groceries", "account": "checking",
                               "status": "posted"}],
             "subscriptions": [{"name": "Netflix", "amount": "13.49", "cadence": "monthly",
                                "nextDate": "2026-03-24", "category": "subscriptions"}]}
    put(os.path.join(out, "ledger"), json.dumps(small).encode())
    for path in sorted(glob.glob(os.path.join(ROOT, "gates", "*.json"))):
        with open(path, "rb") as f:
            put(os.path.join(out, "policy"), f.read())
    policy_edges(out)
    for path in records:
        with open(path, "rb") as f:
            put(os.path.join(out, "record"), f.read())
    for folder in shards:
        with open(os.path.join(folder, "summary.json"), "rb") as f:
            summary = f.read()
        with open(os.path.join(folder, "cases.jsonl"), "rb") as f:
            cases = f.read()
        put(os.path.join(out, "shard"), summary + b"\0" + cases)
        # Its first lines only: a cut file the target must refuse.
        put(os.path.join(out, "shard"), summary + b"\0" + b"\n".join(cases.split(b"\n")[:2]))
    with open(predictions, "rb") as f:
        data = f.read()
    put(os.path.join(out, "predictions"), data)
    header, rest = data.split(b"\n", 1)
    for i, line in enumerate(rest.splitlines()[:200]):
        put(os.path.join(out, "predictions"), header + b"\n" + line + b"\n")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("predictions")
    parser.add_argument("--records", nargs="*", default=[])
    parser.add_argument("--shards", nargs="*", default=[])
    args = parser.parse_args()
    main(args.out, args.predictions, args.records, args.shards)
