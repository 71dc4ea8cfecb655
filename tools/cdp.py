"""A headless Chromium driven over the DevTools protocol on a pipe (standard library only).

`--remote-debugging-pipe` makes Chromium read commands from fd 3 and write
replies and events to fd 4, each a JSON object ended by a NUL byte: no port,
no WebSocket, nothing to install beyond the browser.
"""

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time


class BrowserError(Exception):
    pass


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium; `open_page` gives a fresh tab."""

    def __init__(self, binary, timeout=60):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="tally-html-check-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        args = [
            binary,
            "--headless",
            "--remote-debugging-pipe",
            "--no-sandbox",  # CI runs as root in a container
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--user-data-dir=" + self.profile,
            "about:blank",
        ]
        # The shell puts the pipe's ends on fds 3 and 4, where Chromium looks for them.
        redirect = 'exec "$0" "$@" 3<&%d 4>&%d' % (to_browser_r, from_browser_w)
        self.process = subprocess.Popen(
            ["/bin/sh", "-c", redirect] + args,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(to_browser_r, from_browser_w),
        )
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self.events = []

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self, deadline):
        while b"\0" not in self._buffer:
            if time.monotonic() > deadline:
                raise BrowserError("Chromium did not answer in %d s" % self.timeout)
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise BrowserError("Chromium closed the DevTools pipe (did it start? try `chromium --headless --version`)")
            self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def call(self, method, params=None, session=None):
        """Sends one command and waits for its reply; events seen meanwhile are kept in `events`."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError("%s: %s" % (method, reply["error"].get("message")))
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, session, seconds=None):
        deadline = time.monotonic() + (seconds or self.timeout)
        for event in self.events:
            if event.get("method") == method and event.get("sessionId") == session:
                return event
        while True:
            event = self._read_message(deadline)
            self.events.append(event)
            if event.get("method") == method and event.get("sessionId") == session:
                return event

    def open_page(self, url, width, height, javascript=True):
        """A new tab at `url`, loaded; returns a Page that knows its console errors and failed requests."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session)
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(domain + ".enable", session=session)
        self.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
            session=session,
        )
        if not javascript:
            self.call("Emulation.setScriptExecutionDisabled", {"value": True}, session=session)
        self.call("Page.navigate", {"url": url}, session=session)
        self.wait_for("Page.loadEventFired", session)
        return page


class Page:
    def __init__(self, browser, session):
        self.browser = browser
        self.session = session

    def call(self, method, params=None):
        return self.browser.call(method, params, session=self.session)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise BrowserError("evaluating %r: %s" % (expression, result["exceptionDetails"].get("text")))
        return result["result"].get("value")

    def problems(self):
        """Console errors, uncaught exceptions and failed requests seen so far, one line each."""
        out = []
        for event in self.browser.events:
            if event.get("sessionId") != self.session:
                continue
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
                out.append("console.%s: %s" % (params["type"], text))
            elif method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                text = details.get("exception", {}).get("description") or details.get("text")
                out.append("uncaught exception: %s" % text)
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                entry = params["entry"]
                out.append("console (%s): %s %s" % (entry.get("source"), entry.get("text"), entry.get("url", "")))
            elif method == "Network.loadingFailed":
                out.append("failed request: %s" % params.get("errorText"))
            elif method == "Network.requestWillBeSent":
                url = params.get("request", {}).get("url", "")
                if not url.startswith(("file:", "data:", "about:")):
                    out.append("network request: %s (the page must need nothing but itself)" % url)
        return out

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
