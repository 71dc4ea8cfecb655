#!/usr/bin/env python3
"""The smallest OpenAI-compatible server: answers every chat completion with a fixed intent
after a fixed delay, as a local model server would. `make bench` uses it to measure what
`tally` itself spends while it waits on a model:

    python3 examples/slow-echo/slow_server.py --delay-ms 200 --port 8080 &
    swift run tally run --backend http --endpoint http://127.0.0.1:8080/v1 --model echo

With --port 0 it picks a free port; either way it prints the port on its first line.
"""
import argparse
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--delay-ms", type=float, default=200, help="answer after this many milliseconds")
parser.add_argument("--port", type=int, default=0, help="the port on 127.0.0.1 (0: a free one)")
parser.add_argument("--intent", default="spendingTotal", help="the intent every answer carries")
args = parser.parse_args()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *_):
        pass

    def reply(self, payload):
        body = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        self.reply({"object": "list", "data": [{"id": "echo", "object": "model"}]})

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        time.sleep(args.delay_ms / 1000)
        content = json.dumps({"intent": args.intent, "merchant": None, "category": None})
        self.reply({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}],
                    "usage": {"prompt_tokens": 100, "completion_tokens": 12}})


server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
print(server.server_address[1], flush=True)
try:
    server.serve_forever()
except KeyboardInterrupt:
    sys.exit(0)
