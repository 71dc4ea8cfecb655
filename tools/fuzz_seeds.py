#!/usr/bin/env python3
"""Seed corpora for `make fuzz`, from the repository's own files: the texts and
lines of every eval set, their ledgers, the gate policies and a predictions
file recorded by `tally run --record`.

usage: fuzz_seeds.py OUT_DIR PREDICTIONS_FILE
"""
import glob
import hashlib
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def put(folder, data):
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def main(out, predictions):
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
    with open(predictions, "rb") as f:
        data = f.read()
    put(os.path.join(out, "predictions"), data)
    header, rest = data.split(b"\n", 1)
    for i, line in enumerate(rest.splitlines()[:200]):
        put(os.path.join(out, "predictions"), header + b"\n" + line + b"\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
