"""A small client for headless Chromium's DevTools protocol over a pipe (Python's standard library only).

Chromium started with --remote-debugging-pipe reads protocol messages from file descriptor 3 and writes its
answers and events to file descriptor 4, each message a JSON text ended by a NUL byte. No WebSocket, no port,
no third-party package.
"""

import base64
import fcntl
import json
import os
import subprocess
import threading
import time


class ProtocolError(Exception):
    pass


class Chromium:
    """One headless browser with one page; `call` sends a command to the page and waits for its answer."""

    def __init__(self, binary, extra_arguments=(), timeout=30):
        self.timeout = timeout
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()

        def connect():
            # Descriptors 3 and 4 in the child, whatever numbers the pipes got here.
            read_end = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
            write_end = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        arguments = [
            binary,
            "--headless",
            "--remote-debugging-pipe",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-gpu",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            "--font-render-hinting=none",
            *extra_arguments,
            "about:blank",
        ]
        if os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")
        self.process = subprocess.Popen(
            arguments,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(3, 4),
            preexec_fn=connect,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.output = os.fdopen(to_browser_write, "wb", buffering=0)
        self.input = os.fdopen(from_browser_read, "rb", buffering=0)
        self.next_id = 0
        self.answers = {}
        self.events = []
        self.lock = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.session = None
        targets = self.call("Target.getTargets", session=False)["targetInfos"]
        page = next(target for target in targets if target["type"] == "page")
        self.session = self.call(
            "Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}, session=False
        )["sessionId"]

    def _read(self):
        buffer = b""
        while True:
            chunk = self.input.read(1 << 16)
            if not chunk:
                with self.lock:
                    self.answers[None] = "closed"
                    self.lock.notify_all()
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                data = json.loads(message)
                if "id" in data:
                    with self.lock:
                        self.answers[data["id"]] = data
                        self.lock.notify_all()
                else:
                    with self.lock:
                        self.events.append(data)
                        self.lock.notify_all()

    def call(self, method, params=None, session=True):
        """Sends `method` (to the page unless `session` is false) and returns its result."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self.output.write(json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        with self.lock:
            while self.next_id not in self.answers:
                if None in self.answers:
                    raise ProtocolError("Chromium closed the pipe")
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise ProtocolError(f"no answer to {method} in {self.timeout} s")
                self.lock.wait(remaining)
            answer = self.answers.pop(self.next_id)
        if "error" in answer:
            raise ProtocolError(f"{method}: {answer['error'].get('message')}")
        return answer.get("result", {})

    def wait_for_event(self, method, since, timeout=None):
        """The first event `method` received after the first `since` events; waits for it."""
        deadline = time.monotonic() + (timeout or self.timeout)
        with self.lock:
            while True:
                for event in self.events[since:]:
                    if event.get("method") == method:
                        return event
                remaining = deadline - time.monotonic()
                if remaining <= 0 or None in self.answers:
                    raise ProtocolError(f"no {method} event in time")
                self.lock.wait(remaining)

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (promises are awaited)."""
        result = self.call(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True, "userGesture": True},
        )
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise ProtocolError(f"script error: {text}")
        return result["result"].get("value")

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close", session=False)
        except ProtocolError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
