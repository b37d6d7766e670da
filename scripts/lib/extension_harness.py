"""What the browser-extension checks share: a running `autofill serve` with a vault, test pages
served over HTTPS (and plain HTTP) on loopback under test host names, the native-messaging host
installed with `autofill browser install`, and Chromium with the extension loaded.

Nothing here is downloaded: Chromium and Playwright come from scripts/requirements, React from
Debian's node-react packages.
"""
import http.server
import json
import os
import signal
import socketserver
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGES = os.path.join(ROOT, "scripts", "lib", "extension-pages")
EXTENSION = os.path.join(ROOT, "extension")
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ID = "iibmjflbdogddadodlnicebcfabjalii"
PASSPHRASE = "correct horse battery staple"
VENDOR = {
    "/vendor/react.production.min.js": "/usr/share/nodejs/react/umd/react.production.min.js",
    "/vendor/react-dom.production.min.js": "/usr/share/nodejs/react-dom/umd/react-dom.production.min.js",
}


def autofill_bin():
    path = os.environ.get("AUTOFILL_BIN")
    if path and os.access(path, os.X_OK):
        return path
    out = subprocess.check_output(["swift", "build", "--show-bin-path"], cwd=ROOT, text=True).strip()
    return os.path.join(out, "autofill")


# ---- Test pages ---------------------------------------------------------------------------------


class Site:
    """HTTPS and HTTP servers on loopback; the page comes from the path, the host decides frames."""

    def __init__(self, work, extra_pages=None):
        self.work = work
        self.extra_pages = extra_pages or {}
        self.cert = os.path.join(work, "site.pem")
        self.key = os.path.join(work, "site.key")
        names = ["example.test", "*.example.test", "evil.test", "*.evil.test", "*.github.io", "*.shop.test"]
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=example.test",
             "-keyout", self.key, "-out", self.cert,
             "-addext", "subjectAltName=" + ",".join("DNS:" + name for name in names)],
            check=True, capture_output=True)
        site = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                site.serve(self)

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                site.serve(self)

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
            allow_reuse_address = True

            def handle_error(self, request, client_address):
                # A browser that closes a connection early, or abandons a TLS handshake, is not
                # an error of the page under test: no traceback for it.
                if isinstance(sys.exc_info()[1], (ConnectionError, ssl.SSLError)):
                    return
                super().handle_error(request, client_address)

        self.https = Server(("127.0.0.1", 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(self.cert, self.key)
        self.https.socket = context.wrap_socket(self.https.socket, server_side=True)
        self.http = Server(("127.0.0.1", 0), Handler)
        self.port = self.https.server_address[1]
        self.http_port = self.http.server_address[1]
        for server in (self.https, self.http):
            threading.Thread(target=server.serve_forever, daemon=True).start()

    def url(self, host, path, scheme="https"):
        return "%s://%s:%d%s" % (scheme, host, self.port if scheme == "https" else self.http_port, path)

    def serve(self, handler):
        path = urllib.parse.urlsplit(handler.path).path
        host = (handler.headers.get("Host") or "").split(":")[0]
        body, kind = self.page(host, path)
        if body is None:
            handler.send_response(404)
            handler.end_headers()
            return
        handler.send_response(200)
        handler.send_header("Content-Type", kind)
        handler.send_header("Cache-Control", "no-store")
        handler.end_headers()
        handler.wfile.write(body)

    def page(self, host, path):
        if path in self.extra_pages:
            return self.extra_pages[path](host)
        if path in VENDOR:
            with open(VENDOR[path], "rb") as handle:
                return handle.read(), "text/javascript"
        routes = {
            "/plain": "plain.html", "/stay": "stay.html", "/unlabelled": "unlabelled.html", "/id-first": "id-first.html",
            "/id-first/password": "id-first-password.html", "/id-first/code": "otp.html", "/otp": "otp.html",
            "/split": "split.html", "/split-number": "split-number.html", "/signup": "signup.html", "/shadow": "shadow.html", "/spa": "spa.html",
            "/react": "react.html", "/register": "register.html", "/signed-in": "signed-in.html",
            "/welcome": "signed-in.html", "/attacker": "attacker.html", "/clears": "clears-on-focus.html",
            "/clobbered": "clobbered.html",
        }
        if path in ("/frame-same", "/frame-cross"):
            with open(os.path.join(PAGES, "frame.html"), "rb") as handle:
                text = handle.read().decode()
            frame = "/plain" if path == "/frame-same" else "/stay"
            return text.replace("FRAME_SRC", self.url("login.example.test", frame)).encode(), "text/html"
        if path.endswith(".js") and os.path.exists(os.path.join(PAGES, path.lstrip("/"))):
            with open(os.path.join(PAGES, path.lstrip("/")), "rb") as handle:
                return handle.read(), "text/javascript"
        if path in routes:
            with open(os.path.join(PAGES, routes[path]), "rb") as handle:
                return handle.read(), "text/html; charset=utf-8"
        return None, None

    def stop(self):
        for server in (self.https, self.http):
            server.shutdown()


# ---- The service ----------------------------------------------------------------------------------


class Service:
    """`autofill serve` on a temporary state directory, its vault created and unlocked."""

    def __init__(self, work, log, vault=None):
        self.binary = autofill_bin()
        self.state = os.path.join(work, "state")
        self.vault = vault or os.path.join(work, "vault.sqlite")
        self.process = subprocess.Popen(
            [self.binary, "serve", "run", "--port", "0", "--json", "--state-dir", self.state, "--vault", self.vault,
             "--log-level", "warning"],
            stdout=subprocess.PIPE, stderr=log, text=True)
        ready = json.loads(self.process.stdout.readline())
        self.base = "http://127.0.0.1:%d" % ready["port"]
        with open(ready["tokenPath"]) as handle:
            self.token = handle.read().strip()
        if vault:
            self.api("POST", "/v1/vault/unlock", {"passphrase": PASSPHRASE})
        else:
            self.api("POST", "/v1/vault", {"passphrase": PASSPHRASE})

    def api(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Authorization", "Bearer " + self.token)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                raw = response.read()
                return response.status, json.loads(raw) if raw else None
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")

    def save_password(self, host, username, password):
        status, body = self.api("POST", "/v1/credentials",
                                {"pageURL": "https://%s/" % host, "username": username, "password": password})
        assert status == 201, (status, body)
        return body["id"]

    def attach_code(self, credential_id, url):
        status, body = self.api("POST", "/v1/codes", {"url": url, "credentialID": credential_id})
        assert status == 201, (status, body)

    def message(self, text):
        return self.api("POST", "/v1/messages", {"text": text})

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()


# ---- The browser ------------------------------------------------------------------------------------


def install_host(service, profile, home):
    """`autofill browser install` into the profile folder, as a person would run it."""
    environment = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, ".local", "share"))
    result = subprocess.run(
        [service.binary, "browser", "install", "--user-data-dir", profile, "--state-dir", service.state, "--json"],
        capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        raise RuntimeError("autofill browser install failed: " + result.stderr)
    return json.loads(result.stdout)


def install_firefox_host(service, home):
    """`autofill browser install --browser firefox` into `home` (Firefox reads native-messaging
    manifests from the home folder); the completed process, for the check to judge."""
    environment = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, ".local", "share"))
    return subprocess.run(
        [service.binary, "browser", "install", "--browser", "firefox", "--state-dir", service.state],
        capture_output=True, text=True, env=environment)


def launch_chromium(playwright, profile):
    """Chromium with the extension, headless, every test host mapped to loopback."""
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=False, ignore_https_errors=True,
        viewport={"width": 1100, "height": 800},
        args=["--headless=new", "--disable-extensions-except=" + EXTENSION, "--load-extension=" + EXTENSION,
              "--host-resolver-rules=MAP *.test 127.0.0.1, MAP *.github.io 127.0.0.1",
              "--ignore-certificate-errors", "--no-first-run", "--no-default-browser-check", "--disable-gpu"])
    worker = context.service_workers[0] if context.service_workers else context.wait_for_event("serviceworker", timeout=30000)
    return context, worker


def launch_chromium_everywhere(playwright, profile):
    """Chromium with the extension for pages at their real addresses: the check answers every
    request itself (Playwright routing), so nothing is resolved or fetched."""
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=False, ignore_https_errors=True,
        viewport={"width": 1200, "height": 900},
        args=["--headless=new", "--disable-extensions-except=" + EXTENSION, "--load-extension=" + EXTENSION,
              "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost", "--ignore-certificate-errors",
              "--no-first-run", "--no-default-browser-check", "--disable-gpu"])
    worker = context.service_workers[0] if context.service_workers else context.wait_for_event("serviceworker", timeout=30000)
    return context, worker


def new_work_dir(prefix):
    return tempfile.mkdtemp(prefix=prefix)
