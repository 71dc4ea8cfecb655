#!/usr/bin/env python3
"""A blind re-label of a set's new turns: draw the sample, then compare.

usage:
  relabel.py sample  --set DIR --files cases/a.jsonl,... --share 0.1 --seed N --items OUT --key KEY
  relabel.py compare --set DIR --key KEY --labels LABELS

`sample` draws about `share` of the turns of each file (stratified, seeded) and
writes the annotator's input — per item its locale, the texts of the earlier
turns of its conversation and its text, nothing else — and, apart, the key
(which case and turn each item is, and its corpus label). The annotator sees
only the items and the labelling guide and writes one `{"item": N, "expect":
{...}}` line per item. `compare` counts agreement field by field: the intent;
the reason (for offTopic); for an answerable intent the shop, category and
limit, and the period and comparison by the interval they cover (figures.py),
and prints every disagreement. Standard library only.
"""
import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import figures  # noqa: E402


def sample(args):
    files = args.files.split(",")
    rng = random.Random(args.seed)
    chosen = []
    for rel in files:
        turns = []
        with open(os.path.join(args.set, rel), encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    c = json.loads(line)
                    turns += [(c, i) for i in range(len(c["turns"]))]
        chosen += rng.sample(turns, round(len(turns) * args.share) + 1)
    rng.shuffle(chosen)
    with open(args.items, "w", encoding="utf-8") as items, open(args.key, "w", encoding="utf-8") as key:
        for n, (c, i) in enumerate(chosen, 1):
            earlier = [t["text"] for t in c["turns"][:i]]
            items.write(json.dumps({"item": n, "locale": c["locale"], "earlier": earlier,
                                    "text": c["turns"][i]["text"]}, ensure_ascii=False) + "\n")
            key.write(json.dumps({"item": n, "case": c["id"], "turn": i + 1,
                                  "expect": c["turns"][i]["expect"]}, ensure_ascii=False) + "\n")
    print(f"relabel: {len(chosen)} items")


def differences(corpus, blind, ledger):
    def interval(p):
        return figures.resolve_period(p, ledger) if p else None

    if corpus["intent"] != blind["intent"]:
        return ["intent"]
    out = []
    if corpus.get("reason") != blind.get("reason"):
        out.append("reason")
    if corpus["intent"] in ("offTopic", "unclear"):
        return out
    out += [f for f in ("merchant", "category", "limit") if corpus.get(f) != blind.get(f)]
    out += [f for f in ("period", "comparison") if interval(corpus.get(f)) != interval(blind.get(f))]
    return out


def compare(args):
    ledger = figures.load_ledger(os.path.join(args.set, "ledger.json"))
    with open(args.key, encoding="utf-8") as f:
        key = [json.loads(line) for line in f if line.strip()]
    with open(args.labels, encoding="utf-8") as f:
        labels = {d["item"]: d for d in (json.loads(line) for line in f if line.strip())}
    disagreements = 0
    for k in key:
        blind = labels.get(k["item"])
        if blind is None:
            print(f"item {k['item']} ({k['case']}#{k['turn']}): not labelled")
            disagreements += 1
            continue
        diff = differences(k["expect"], blind["expect"], ledger)
        if diff:
            disagreements += 1
            print(f"item {k['item']} ({k['case']}#{k['turn']}): {', '.join(diff)}: "
                  f"corpus {json.dumps(k['expect'], ensure_ascii=False)} · blind {json.dumps(blind['expect'], ensure_ascii=False)}")
    agree = len(key) - disagreements
    print(f"relabel: {agree} of {len(key)} items agree ({100 * agree / len(key):.1f} %)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--set", required=True)
    s.add_argument("--files", required=True)
    s.add_argument("--share", type=float, default=0.1)
    s.add_argument("--seed", type=int, required=True)
    s.add_argument("--items", required=True)
    s.add_argument("--key", required=True)
    c = sub.add_parser("compare")
    c.add_argument("--set", required=True)
    c.add_argument("--key", required=True)
    c.add_argument("--labels", required=True)
    args = ap.parse_args()
    (sample if args.command == "sample" else compare)(args)


if __name__ == "__main__":
    main()
