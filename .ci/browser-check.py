"""Opens a report page in headless Chromium over the Chrome DevTools Protocol and checks it.

    python3 .ci/browser-check.py PAGE.html AXE.min.js [SCREENSHOT-DIR]

Checks, at a 1280 px desktop window and a 390 px phone screen, in the light and the dark colour
scheme: axe-core reports no violation at any impact; the page does not scroll sideways (its
document is no wider than the viewport); no text of an SVG picture reaches past the picture's
edges; and nothing is logged as an error on the console (or thrown). Prints one line per check
and a closing "N passed, N failed"; exits 1 when any check fails.

Only the standard library and Debian's python3-websocket; Chromium is Debian's chromium.
"""

import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket

PAGE, AXE = sys.argv[1], sys.argv[2]
SHOTS = sys.argv[3] if len(sys.argv) > 3 else None
VIEWS = [("desktop", 1280, 900, False), ("phone", 390, 844, True)]
SCHEMES = ["light", "dark"]


class Browser:
    """One headless Chromium and a DevTools connection to its page."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="layout-audit-chromium-")
        command = [
            "chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--remote-debugging-port=0",
            "--remote-allow-origins=*", f"--user-data-dir={self.profile}", "about:blank",
        ]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while not os.path.exists(port_file) or not open(port_file).read().strip():
            if time.time() > deadline or self.process.poll() is not None:
                raise SystemExit("browser-check: error: Chromium did not start (apt-get install -y chromium)")
            time.sleep(0.1)
        port = open(port_file).read().split()[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=120)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, event, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, message in enumerate(self.events):
                if message.get("method") == event:
                    del self.events[index]
                    return message
            self.events.append(json.loads(self.socket.recv()))
        raise RuntimeError(f"timed out waiting for {event}")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluation failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def errors(self):
        """Console errors, uncaught exceptions and error log entries seen so far."""
        found = []
        for message in self.events:
            method, params = message.get("method"), message.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console." + params["type"] + ": " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Runtime.exceptionThrown":
                found.append("exception: " + params["exceptionDetails"].get("text", ""))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append("log: " + params["entry"].get("text", "") + " " + params["entry"].get("url", ""))
        return found

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)


# Every text of every SVG picture, with how far it reaches past the picture's box (px).
CLIPPED_TEXT = """
(() => {
  const out = [];
  for (const svg of document.querySelectorAll('svg')) {
    const box = svg.viewBox.baseVal;
    const width = box && box.width ? box.width : svg.width.baseVal.value;
    const height = box && box.height ? box.height : svg.height.baseVal.value;
    for (const text of svg.querySelectorAll('text')) {
      const b = text.getBBox();
      const over = Math.max(0, -b.x, b.x + b.width - width, -b.y, b.y + b.height - height);
      if (over > 0.5) out.push(`${(svg.getAttribute('aria-label') || '').slice(0, 60)} | "${text.textContent}" overflows by ${over.toFixed(1)} px`);
    }
  }
  return out;
})()
"""

AXE_RUN = """
axe.run(document, { resultTypes: ['violations'] }).then(r => ({
  version: axe.version,
  violations: r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' — ' + (n.failureSummary || '').split('\\n').slice(1, 2).join('')) ,
    count: v.nodes.length }))
}))
"""


def main():
    axe_source = open(AXE, encoding="utf-8").read()
    url = "file://" + os.path.abspath(PAGE)
    passed, failed = 0, 0

    def check(name, ok, details=()):
        nonlocal passed, failed
        print(("browser-check: ok: " if ok else "browser-check: FAILED: ") + name, flush=True)
        for line in list(details)[:12]:
            print("    " + line)
        if ok:
            passed += 1
        else:
            failed += 1

    browser = Browser()
    try:
        for domain in ("Page", "Runtime", "Log"):
            browser.call(f"{domain}.enable")
        for scheme in SCHEMES:
            browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
            for name, width, height, mobile in VIEWS:
                browser.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile)
                started = time.time()
                browser.call("Page.navigate", url=url)
                browser.wait_for("Page.loadEventFired")
                label = f"{name} {width} px, {scheme}"
                widths = browser.evaluate("({ page: document.documentElement.scrollWidth, viewport: window.innerWidth, body: document.body.scrollWidth })")
                # A phone's layout viewport grows to fit a page that is too wide: compare with the screen.
                check(f"{label}: no horizontal scroll (the page is {widths['page']} px wide on a {width} px screen)",
                      widths["page"] <= width)
                clipped = browser.evaluate(CLIPPED_TEXT)
                check(f"{label}: no SVG text past its picture's edges", not clipped, clipped)
                browser.evaluate(axe_source + "; true")
                result = browser.evaluate(AXE_RUN)
                violations = result["violations"]
                lines = [f"{v['impact']} {v['id']} ({v['count']} nodes): {v['help']}" + "".join("\n      " + n for n in v["nodes"]) for v in violations]
                check(f"{label}: axe-core {result['version']}: {len(violations)} violations ({time.time() - started:.1f} s)", not violations, lines)
                if SHOTS:
                    os.makedirs(SHOTS, exist_ok=True)
                    full = browser.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)
                    with open(os.path.join(SHOTS, f"report-{name}-{scheme}.png"), "wb") as f:
                        f.write(base64.b64decode(full["data"]))
        errors = browser.errors()
        check("no console error, exception or error log entry", not errors, errors)
    finally:
        browser.close()
    print(f"browser-check: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
