"""A throwaway `autofill serve` for the Python checks: started with a temporary state directory
and vault on a free loopback port, called over its JSON API and its CLI, stopped with its log.
Also the checks' `check` tally and `wait_for`.
"""
import json
import os
import subprocess
import time
import urllib.error
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

failures = []


def check(condition, what):
    print(("ok:   " if condition else "FAIL: ") + what, flush=True)
    if not condition:
        failures.append(what)
    return condition


def autofill_bin():
    path = os.environ.get("AUTOFILL_BIN")
    if path and os.access(path, os.X_OK):
        return path
    return os.path.join(subprocess.check_output(["swift", "build", "--show-bin-path"], cwd=ROOT, text=True).strip(),
                        "autofill")


def wait_for(predicate, seconds=10.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    return predicate()


class Service:
    def __init__(self, binary, work, extra=()):
        self.binary = binary
        self.state = os.path.join(work, "state")
        self.log = open(os.path.join(work, "serve.log"), "w+")
        self.outputs = []
        self.process = subprocess.Popen(
            [binary, "serve", "--port", "0", "--json", "--state-dir", self.state, "--vault",
             os.path.join(work, "vault.sqlite"), "--demo-domain", "none", *extra],
            stdout=subprocess.PIPE, stderr=self.log, text=True)
        ready = json.loads(self.process.stdout.readline())
        self.base = ready["url"].rstrip("/")
        with open(ready["tokenPath"]) as handle:
            self.token = handle.read().strip()

    def api(self, method, path, body=None, expect=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={
            "Authorization": "Bearer " + self.token, "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                status, text = response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            status, text = error.code, error.read().decode()
        if expect is not None and status != expect:
            raise RuntimeError(f"{method} {path}: HTTP {status} {text}")
        return status, (json.loads(text) if text else None)

    def cli(self, *arguments, input=None):
        result = subprocess.run([self.binary, *arguments, "--state-dir", self.state], capture_output=True, text=True,
                                timeout=60, input=input)
        self.outputs.append(result.stdout + result.stderr)
        return result

    def source(self, name):
        return next(s for s in self.api("GET", "/v1/sources", expect=200)[1]["sources"] if s["id"] == name)

    def focus(self, page):
        """A one-time-code field focused on `page`; its id."""
        return self.api("POST", "/v1/fields", {"pageURL": page, "field": {
            "tag": "input", "type": "text", "autocomplete": "one-time-code", "name": "otp"}}, expect=201)[1]["fieldID"]

    def delivered(self, field):
        """The codes from messages offered to `field`."""
        return [s for s in self.api("GET", f"/v1/fields/{field}", expect=200)[1]["all"] if s["kind"] == "deliveredCode"]

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=20)
        self.log.seek(0)
        return self.log.read()
