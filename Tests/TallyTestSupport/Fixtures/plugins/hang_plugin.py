#!/usr/bin/env python3
"""A plugin that says hello, leaves its pid and process group in a file under
$TALLY_TEST_PIDS (so a test can check it no longer runs), starts a child of
its own, and never answers: for the signal tests."""
import json
import os
import subprocess
import sys
import time

# The pid file first, then the hello: once tally has a plugin up, the test can see it, however slowly the
# host starts the child (a hello first let a slow host time every turn out before the test saw three plugins,
# and the run ended before its signal came).
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
folder = os.environ["TALLY_TEST_PIDS"]
with open(os.path.join(folder, f"{os.getpid()}.tmp"), "w") as f:
    f.write(f"{os.getpid()} {os.getpgrp()} {child.pid}\n")
os.rename(os.path.join(folder, f"{os.getpid()}.tmp"), os.path.join(folder, f"{os.getpid()}.pid"))
print(json.dumps({"hello": {"name": "hang", "modelVersion": "hang-1"}}), flush=True)
for line in sys.stdin:
    time.sleep(3600)
