"""A small client for Firefox's Marionette protocol (the one WebDriver for Firefox speaks
underneath): enough to install an extension temporarily, open pages, find elements, run a
script, click, type keys, read values and take screenshots. Firefox comes from Debian
(`firefox-esr`); nothing is downloaded.

Messages are `LENGTH:JSON`; a command is `[0, id, name, parameters]`, its answer
`[1, id, error, result]`.
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"
KEYS = {"ArrowDown": "\ue015", "ArrowUp": "\ue013", "Enter": "\ue007", "Tab": "\ue004", "Escape": "\ue00c"}


class MarionetteError(Exception):
    pass


class Firefox:
    def __init__(self, binary="firefox-esr", home=None, prefs=None):
        self.profile = tempfile.mkdtemp(prefix="af-firefox-")
        self.port = _free_port()
        settings = {
            "marionette.port": self.port,
            "browser.shell.checkDefaultBrowser": False,
            "browser.startup.homepage_override.mstone": "ignore",
            "datareporting.policy.dataSubmissionEnabled": False,
            "toolkit.telemetry.reportingpolicy.firstRun": False,
            "extensions.autoDisableScopes": 0,
            "security.enterprise_roots.enabled": False,
            "network.dns.localDomains": "",
        }
        settings.update(prefs or {})
        with open(os.path.join(self.profile, "user.js"), "w") as handle:
            for key, value in settings.items():
                handle.write("user_pref(%s, %s);\n" % (json.dumps(key), json.dumps(value)))
        environment = dict(os.environ, MOZ_HEADLESS="1")
        if home:
            environment["HOME"] = home
        self.process = subprocess.Popen(
            [binary, "--headless", "--marionette", "--no-remote", "--profile", self.profile],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
        self.socket = None
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                self.socket = socket.create_connection(("127.0.0.1", self.port), timeout=5)
                break
            except OSError:
                time.sleep(0.25)
        if self.socket is None:
            self.close()
            raise MarionetteError("Firefox did not open Marionette on port %d" % self.port)
        self.socket.settimeout(60)
        self._buffer = b""
        self._read()  # the greeting
        self._id = 0
        self.command("WebDriver:NewSession", {"acceptInsecureCerts": True})

    def _read(self):
        while b":" not in self._buffer:
            self._buffer += self._receive()
        length, _, rest = self._buffer.partition(b":")
        length = int(length)
        while len(rest) < length:
            rest += self._receive()
        self._buffer = rest[length:]
        return json.loads(rest[:length])

    def _receive(self):
        chunk = self.socket.recv(65536)
        if not chunk:
            raise MarionetteError("Firefox closed the Marionette connection")
        return chunk

    def command(self, name, parameters=None):
        self._id += 1
        data = json.dumps([0, self._id, name, parameters or {}]).encode()
        self.socket.sendall(str(len(data)).encode() + b":" + data)
        while True:
            message = self._read()
            if message[0] == 1 and message[1] == self._id:
                if message[2]:
                    raise MarionetteError("%s: %s %s" % (name, message[2].get("error", ""), message[2].get("message", "")))
                result = message[3]
                return result.get("value", result) if isinstance(result, dict) else result

    # WebDriver conveniences

    def install_addon(self, path):
        return self.command("Addon:Install", {"path": path, "temporary": True})

    def navigate(self, url):
        self.command("WebDriver:Navigate", {"url": url})

    def find(self, selector):
        return self.command("WebDriver:FindElement", {"using": "css selector", "value": selector})[ELEMENT]

    def execute(self, script, args=()):
        """Runs `script` as a function body in the page (`arguments[0]`...); elements go in and
        come out as `{ELEMENT: id}`."""
        return self.command("WebDriver:ExecuteScript", {"script": script, "args": list(args)})

    def window_size(self, width, height):
        self.command("WebDriver:SetWindowRect", {"width": width, "height": height})

    def page_load_timeout(self, milliseconds):
        self.command("WebDriver:SetTimeouts", {"pageLoad": milliseconds})

    def _element(self, target):
        """A CSS selector, or an element that `execute` returned."""
        return target[ELEMENT] if isinstance(target, dict) else self.find(target)

    def click(self, target):
        self.command("WebDriver:ElementClick", {"id": self._element(target)})

    def press(self, target, key):
        self.command("WebDriver:ElementSendKeys", {"id": self._element(target), "text": KEYS.get(key, key)})

    def value(self, target):
        return self.command("WebDriver:GetElementProperty", {"id": self._element(target), "name": "value"})

    def displayed(self, target):
        return self.command("WebDriver:IsElementDisplayed", {"id": self._element(target)})

    def screenshot(self, path):
        data = self.command("WebDriver:TakeScreenshot", {"full": False})
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(data))

    def close(self):
        try:
            if self.socket:
                self.command("Marionette:Quit", {"flags": ["eForceQuit"]})
        except (MarionetteError, OSError):
            pass
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
