#!/usr/bin/env python3
"""A reader that reads nothing: it answers `unclear` to every turn, over Tally's
`process` protocol. It is the floor a ship decision must reject: the pipeline
gives every `unclear` a second look by the rules, so after the pipeline its
figures are the rules' own, while it decides no turn itself.

    tally run --backend process --command "python3 examples/unclear/classifier.py"
    tally gate --candidate reports/finely-v2/process-unclear-1 --policy gates/finely-v2-model.json

Standard library only.
"""
import json
import sys


def main():
    print(json.dumps({"hello": {"name": "unclear", "modelVersion": "unclear-1"}}), flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        print(json.dumps({"id": request["id"], "intent": "unclear"}), flush=True)


if __name__ == "__main__":
    main()
