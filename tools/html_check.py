#!/usr/bin/env python3
"""`make html-check`: loads Tally's HTML pages from disk in headless Chromium.

For every page: no console error, no uncaught exception, no failed request and
no request at all beyond the file itself; screenshots at 1280x800 of each
section under OUT. For a report page (`--report NAME=DIR`, the folder
`tally run` wrote): the heatmap has one cell per intent pair, the explorer one
row per failing turn of `cases.jsonl`, every section is populated, the filters
work, and with JavaScript off the tables are all there. For `tally diff
--html` and `tally matrix --html` pages (`--diff NAME=PAGE:JSON`,
`--matrix NAME=PAGE:JSON`, beside the command's `--json` output): one row per
fixed and broken turn, one line per charted metric and one row per report.

Exit 0 when every check holds; otherwise one line per failure, exit 1.
"""

import argparse
import json
import os
import pathlib
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

WIDTH, HEIGHT = 1280, 800


class Checker:
    def __init__(self, browser, out):
        self.browser = browser
        self.out = pathlib.Path(out)
        self.failures = []
        self.shots = []

    def expect(self, ok, what):
        print(("  ok    " if ok else "  FAIL  ") + what)
        if not ok:
            self.failures.append(what)

    def load(self, name, path, javascript=True):
        url = pathlib.Path(path).resolve().as_uri()
        page = self.browser.open_page(url, WIDTH, HEIGHT, javascript=javascript)
        # Let scripts that run on load finish, then collect what went wrong.
        page.evaluate("new Promise(r => setTimeout(r, 50))")
        problems = page.problems()
        self.expect(not problems, "%s: no console error or failed request%s" % (name, "".join("\n        " + p for p in problems)))
        return page

    def screenshots(self, name, page):
        """One 1280x800 screenshot per section (scrolled to it), and the top of the page."""
        ids = page.evaluate("Array.from(document.querySelectorAll('main section[id]')).map(s => s.id)") or []
        page.evaluate("window.scrollTo({top: 0, behavior: 'instant'})")
        path = self.out / ("%s-00-top.png" % name)
        page.screenshot(str(path))
        self.shots.append(path)
        for i, section in enumerate(ids, start=1):
            page.evaluate(
                "(() => { const s = document.getElementById(%s); window.scrollTo({top: s.getBoundingClientRect().top + window.scrollY - 38, behavior: 'instant'}); })()"
                % json.dumps(section)
            )
            path = self.out / ("%s-%02d-%s.png" % (name, i, section))
            page.screenshot(str(path))
            self.shots.append(path)

    def report(self, name, folder):
        folder = pathlib.Path(folder)
        summary = json.loads((folder / "summary.json").read_text())
        failing = []
        with open(folder / "cases.jsonl", encoding="utf-8") as f:
            for line in f:
                record = json.loads(line)
                if not record["pass"]:
                    failing.append(record)
        intents = len(summary["perIntent"])
        print("%s: %s (%d intents, %d failing turns)" % (name, folder / "report.html", intents, len(failing)))
        page = self.load(name, folder / "report.html")
        cells = page.evaluate("document.querySelectorAll('#heatmap td.hm').length")
        self.expect(cells == intents * intents, "%s: heatmap has %d cells, one per intent pair (%d x %d)" % (name, cells, intents, intents))
        rows = page.evaluate("document.querySelectorAll('#explorer tbody tr').length")
        self.expect(rows == len(failing), "%s: explorer has %d rows, one per failing turn (%d)" % (name, rows, len(failing)))
        ids = page.evaluate("Array.from(document.querySelectorAll('#explorer tbody tr .id')).map(td => td.firstChild.textContent)")
        wanted = ["%s#%d" % (r["case"], r["turn"]) for r in failing]
        self.expect(ids == wanted, "%s: explorer rows are the failing turns, in case order" % name)
        cards = page.evaluate("document.querySelectorAll('#headline .card svg circle').length")
        self.expect(cards > 0, "%s: headline cards draw their points and intervals (%d points)" % (name, cards))
        pairs = len(summary["parity"]["disagreeing"])
        shown = page.evaluate("new Set(Array.from(document.querySelectorAll('#pairs tbody tr td.id')).map(td => td.textContent.split('#')[0])).size")
        self.expect(shown == pairs, "%s: EN/FR section shows the %d pairs read differently (%d)" % (name, pairs, shown or 0))
        tags = page.evaluate("document.querySelectorAll('#by-tag tbody tr').length")
        self.expect(tags == len(summary["byTag"]), "%s: one bar per tag (%d)" % (name, tags))
        glossary = page.evaluate("document.querySelectorAll('dl.glossary dt').length")
        self.expect(glossary >= len(summary["metrics"]), "%s: the glossary defines every metric (%d)" % (name, glossary))
        empty = page.evaluate(
            "Array.from(document.querySelectorAll('main section')).filter(s => s.innerText.trim().split('\\n').length < 3).map(s => s.id)"
        )
        self.expect(not empty, "%s: every section is populated%s" % (name, (" (empty: %s)" % ", ".join(empty)) if empty else ""))
        # The filters, as a person uses them.
        if failing:
            fr = sum(1 for r in failing if r["locale"] == "fr")
            page.evaluate("(() => { const s = document.querySelector('[data-filter=locale]'); s.value = 'fr'; s.dispatchEvent(new Event('input')); })()")
            visible = page.evaluate("Array.from(document.querySelectorAll('#explorer tbody tr')).filter(r => !r.hidden).length")
            self.expect(visible == fr, "%s: filtering on French shows its %d failing turns (%d)" % (name, fr, visible))
            # A search for a French failing turn's first word, with French selected: the rows whose text holds it.
            target = next((r for r in failing if r["locale"] == "fr"), failing[0])
            word = max(re.findall(r"\w+", target["text"].lower()), key=len)
            page.evaluate(
                "(() => { const t = document.querySelector('[data-filter=text]'); t.value = %s; t.dispatchEvent(new Event('input')); })()"
                % json.dumps(word)
            )
            visible = page.evaluate("Array.from(document.querySelectorAll('#explorer tbody tr')).filter(r => !r.hidden).map(r => r.querySelector('.id').firstChild.textContent)")
            self.expect(
                "%s#%d" % (target["case"], target["turn"]) in visible and len(visible) <= fr,
                "%s: searching %r with French selected finds %s#%d among %d rows" % (name, word, target["case"], target["turn"], len(visible)),
            )
            page.evaluate("document.getElementById('explorer-reset').click()")
            visible = page.evaluate("Array.from(document.querySelectorAll('#explorer tbody tr')).filter(r => !r.hidden).length")
            self.expect(visible == len(failing), "%s: Clear shows every failing turn again" % name)
            # Sorting the tag table by accuracy puts the weakest first.
            page.evaluate("document.querySelector('#by-tag th:nth-child(4) button').click()")
            values = page.evaluate("Array.from(document.querySelectorAll('#by-tag tbody tr td:nth-child(4)')).map(td => parseFloat(td.dataset.v))")
            self.expect(values == sorted(values), "%s: sorting tags by turn accuracy orders them" % name)
            page.evaluate("document.querySelector('#by-tag th:nth-child(1) button').click()")
            page.evaluate("document.querySelector('#by-tag th:nth-child(1) button').click()")
            page.evaluate("document.querySelector('#by-tag th:nth-child(1) button').click()")
        problems = page.problems()
        self.expect(not problems, "%s: no console error after using the filters and sorting" % name)
        self.screenshots(name, page)

    def report_without_js(self, name, folder):
        folder = pathlib.Path(folder)
        page = self.load(name + "-nojs", folder / "report.html", javascript=False)
        # Scripts are off, so read the DOM through the protocol rather than by evaluating.
        doc = page.call("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        def count(selector):
            return len(page.call("DOM.querySelectorAll", {"nodeId": doc, "selector": selector})["nodeIds"])
        # By the turn's own verdict: a perturbed report's variants carry "pass" too.
        with open(folder / "cases.jsonl", encoding="utf-8") as f:
            failing = sum(1 for line in f if not json.loads(line)["pass"])
        self.expect(count("#explorer tbody tr") == failing, "%s: with JavaScript off, the explorer still lists every failing turn" % name)
        self.expect(count("table.metrics tbody tr") > 0, "%s: with JavaScript off, the metrics table is there" % name)
        self.expect(count("#heatmap td.hm") > 0, "%s: with JavaScript off, the heatmap is there" % name)
        path = self.out / ("%s-nojs-failures.png" % name)
        page.call("Runtime.enable")
        page.call("Page.navigate", {"url": (folder / "report.html").resolve().as_uri() + "#failures"})
        self.browser.wait_for("Page.loadEventFired", page.session)
        page.screenshot(str(path))
        self.shots.append(path)

    def diff(self, name, html, data):
        expected = json.loads(pathlib.Path(data).read_text())
        print("%s: %s (%d fixed, %d broken)" % (name, html, len(expected["fixed"]), len(expected["broken"])))
        page = self.load(name, html)
        fixed = page.evaluate("document.querySelectorAll('#fixed tbody tr').length")
        broken = page.evaluate("document.querySelectorAll('#broken tbody tr').length")
        self.expect(fixed == len(expected["fixed"]), "%s: one row per fixed turn (%d)" % (name, fixed))
        self.expect(broken == len(expected["broken"]), "%s: one row per broken turn (%d)" % (name, broken))
        metrics = page.evaluate("document.querySelectorAll('#metrics tbody tr').length")
        self.expect(metrics == len(expected["metrics"]), "%s: one row per metric (%d)" % (name, metrics))
        self.screenshots(name, page)

    def matrix(self, name, html, data):
        expected = json.loads(pathlib.Path(data).read_text())
        rows = expected["rows"]
        # The chart draws the rates (a share of turns): every metric with a value but the parity gap and the
        # lifts (points) and macro F1 (a score).
        charted = sorted(k for k in {k for r in rows for k, m in r["metrics"].items() if m.get("value") is not None}
                         if k not in ("parityGap", "intentMacroF1") and not k.startswith("lift"))
        print("%s: %s (%d reports)" % (name, html, len(rows)))
        page = self.load(name, html)
        lines = page.evaluate("document.querySelectorAll('#chart .series').length")
        self.expect(lines == len(charted), "%s: one line per charted metric (%d of %d)" % (name, lines, len(charted)))
        table = page.evaluate("document.querySelectorAll('#matrix tbody tr').length")
        self.expect(table == len(rows), "%s: one table row per report (%d)" % (name, table))
        self.screenshots(name, page)


def pairs(values, parts):
    out = []
    for value in values or []:
        name, _, rest = value.partition("=")
        fields = rest.split(":") if parts == 2 else [rest]
        if not name or len(fields) != parts or not all(fields):
            sys.exit("html-check: expected NAME=%s, got %r" % (":".join(["PATH"] * parts), value))
        out.append((name, *fields))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="folder for the screenshots")
    parser.add_argument("--report", action="append", metavar="NAME=DIR")
    parser.add_argument("--diff", action="append", metavar="NAME=PAGE:JSON")
    parser.add_argument("--matrix", action="append", metavar="NAME=PAGE:JSON")
    args = parser.parse_args()
    binary = cdp.find_chromium()
    if not binary:
        sys.exit("html-check: no chromium on PATH; `make html-check` installs the Debian package chromium")
    os.makedirs(args.out, exist_ok=True)
    for old in pathlib.Path(args.out).glob("*.png"):
        old.unlink()
    browser = cdp.Browser(binary)
    checker = Checker(browser, args.out)
    try:
        for name, folder in pairs(args.report, 1):
            checker.report(name, folder)
            checker.report_without_js(name, folder)
        for name, html, data in pairs(args.diff, 2):
            checker.diff(name, html, data)
        for name, html, data in pairs(args.matrix, 2):
            checker.matrix(name, html, data)
    finally:
        browser.close()
    print("html-check: %d screenshots (%dx%d) in %s" % (len(checker.shots), WIDTH, HEIGHT, args.out))
    if checker.failures:
        print("html-check: %d checks failed" % len(checker.failures))
        return 1
    print("html-check: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
