#!/usr/bin/env python3
"""A plugin that cannot start: one line on stderr, exit status 3, no hello."""
import sys

sys.stderr.write("exit_at_once: cannot load model weights from ./missing.bin\n")
sys.exit(3)
