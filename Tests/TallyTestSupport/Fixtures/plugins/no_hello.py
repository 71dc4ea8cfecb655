#!/usr/bin/env python3
"""A plugin that never says hello: silent (default), or --print LINE first."""
import sys
import time

if len(sys.argv) > 2 and sys.argv[1] == "--print":
    sys.stdout.write(sys.argv[2] + "\n")
    sys.stdout.flush()
sys.stderr.write("no_hello: loading...\n")
sys.stderr.flush()
time.sleep(60)
