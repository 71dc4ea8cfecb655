#!/usr/bin/env python3
"""A naive-Bayes question classifier speaking Tally's `process` protocol.

Run it through Tally:

    swift run tally run --backend process --command "python3 examples/naive-bayes/classifier.py"

or try it by hand (one JSON request per line on stdin):

    echo '{"id": 1, "message": "combien chez Lidl ?", "locale": "fr", "recap": [],
           "merchantChoices": ["Lidl"], "categoryChoices": []}' | python3 classifier.py

At start-up it trains a multinomial naive Bayes over word unigrams and
bigrams on its own exemplar sentences (exemplars.jsonl, next to this file),
then answers one line per request. Standard library only.
"""
import hashlib
import json
import math
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
EXEMPLARS = os.path.join(HERE, "exemplars.jsonl")
ALPHA = 0.5  # Laplace smoothing: small, as the exemplar set is small


def fold(text):
    """Lower case, accents and ligatures off, punctuation to spaces."""
    text = text.lower().replace("œ", "oe").replace("æ", "ae").replace("’", "'")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text).split())


def features(text):
    """Word unigrams and adjacent-word bigrams of the folded text."""
    words = fold(text).split()
    return words + [a + "_" + b for a, b in zip(words, words[1:])]


class NaiveBayes:
    def __init__(self, examples):
        self.counts = defaultdict(Counter)  # intent -> feature -> count
        self.docs = Counter()
        for intent, text in examples:
            self.docs[intent] += 1
            self.counts[intent].update(features(text))
        self.vocabulary = set().union(*self.counts.values())
        total_docs = sum(self.docs.values())
        self.log_prior = {c: math.log(n / total_docs) for c, n in self.docs.items()}
        self.totals = {c: sum(counter.values()) for c, counter in self.counts.items()}

    def classify(self, text):
        known = [f for f in features(text) if f in self.vocabulary]
        if not known:
            return "unclear"  # no word the model knows: nothing to place ("?", "hmm")
        denominator = {c: self.totals[c] + ALPHA * len(self.vocabulary) for c in self.counts}

        def score(c):
            counter = self.counts[c]
            return self.log_prior[c] + sum(math.log((counter[f] + ALPHA) / denominator[c]) for f in known)

        # Ties go to the first intent by name, so answers are deterministic.
        return max(sorted(self.counts), key=score)


def choose(choices, message):
    """The longest offered choice whose folded form appears as words in the message, else None."""
    padded = " " + fold(message) + " "
    found = [c for c in choices if fold(c) and " " + fold(c) + " " in padded]
    return max(found, key=lambda c: len(fold(c))) if found else None


def say(obj):
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def main():
    with open(EXEMPLARS, "rb") as f:
        raw = f.read()
    version = "nb-" + hashlib.sha256(raw).hexdigest()[:8]
    examples = []
    for line in raw.decode("utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            examples.append((row["intent"], row["text"]))
    model = NaiveBayes(examples)
    say({"hello": {"name": "naive-bayes", "modelVersion": version}})

    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            rid = request["id"]
            message = request["message"]
        except (ValueError, KeyError, TypeError) as error:
            say({"id": None, "error": {"kind": "failed", "message": "bad request: %s" % error}})
            continue
        say({
            "id": rid,
            "intent": model.classify(message),
            "merchant": choose(request.get("merchantChoices") or [], message),
            "category": choose(request.get("categoryChoices") or [], message),
        })


if __name__ == "__main__":
    main()
