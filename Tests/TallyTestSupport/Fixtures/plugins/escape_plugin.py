#!/usr/bin/env python3
"""A plugin whose descendants leave its process group: for the no-orphan tests.

For every request it starts a sleeper that calls setsid(), writes the sleeper's
pid to $TALLY_TEST_PIDS/<sleeper>.escaped, then (by the first argument):
  hang      never answers (the turn times out, the plugin is replaced);
  answer    answers "balance" (the sleeper outlives the turn; the run's end must end it);
and with --daemon the sleeper is double-forked: its parent exits at once, so the
sleeper is an orphan that no tree walk from the plugin reaches.
"""
import json
import os
import subprocess
import sys
import time

mode = sys.argv[1]
daemon = "--daemon" in sys.argv[2:]
folder = os.environ["TALLY_TEST_PIDS"]


def record(pid):
    tmp = os.path.join(folder, f"{pid}.tmp")
    with open(tmp, "w") as f:
        f.write(f"{pid}\n")
    os.rename(tmp, os.path.join(folder, f"{pid}.escaped"))


def escape():
    if not daemon:
        child = subprocess.Popen(["sleep", "3600"], start_new_session=True)
        record(child.pid)
        return
    read, write = os.pipe()
    first = os.fork()
    if first == 0:
        os.setsid()
        second = os.fork()
        if second == 0:
            os.close(read)
            os.close(write)
            os.execvp("sleep", ["sleep", "3600"])
        os.write(write, f"{second}\n".encode())
        os._exit(0)
    os.close(write)
    pid = int(os.read(read, 64).decode().strip())
    os.close(read)
    os.waitpid(first, 0)
    record(pid)


print(json.dumps({"hello": {"name": "escape", "modelVersion": "escape-1"}}), flush=True)
for line in sys.stdin:
    request = json.loads(line)
    escape()
    if mode == "hang":
        time.sleep(3600)
    print(json.dumps({"id": request["id"], "intent": "balance"}), flush=True)
