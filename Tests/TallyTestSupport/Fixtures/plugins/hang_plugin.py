#!/usr/bin/env python3
"""A plugin that says hello, leaves its pid and process group in a file under
$TALLY_TEST_PIDS (so a test can check it no longer runs), starts a child of
its own, and never answers: for the signal tests."""
import json
import os
import subprocess
import sys
import time

print(json.dumps({"hello": {"name": "hang", "modelVersion": "hang-1"}}), flush=True)
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
folder = os.environ["TALLY_TEST_PIDS"]
with open(os.path.join(folder, f"{os.getpid()}.tmp"), "w") as f:
    f.write(f"{os.getpid()} {os.getpgrp()} {child.pid}\n")
os.rename(os.path.join(folder, f"{os.getpid()}.tmp"), os.path.join(folder, f"{os.getpid()}.pid"))
for line in sys.stdin:
    time.sleep(3600)
