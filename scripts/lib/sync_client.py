"""A small client of the sync protocol (docs/sync.md) and a handle on `autofill sync-server`
processes, for the sync checks and the load script. Python standard library only.

The client speaks the wire format byte for byte but does no encryption: ciphertext here is
opaque bytes the checks make up, which is all the server ever sees anyway.
"""
import base64, http.client, json, os, signal, subprocess, threading, time, uuid

AUTOFILL = os.environ.get("AUTOFILL_BIN") or ".build/debug/autofill"
KDF = {"algorithm": "scrypt", "salt": base64.b64encode(b"s" * 16).decode(), "n": 1024, "r": 8, "p": 1}


def b64(data):
    return base64.b64encode(data).decode()


class Server:
    """An `autofill sync-server` process on a free loopback port."""

    def __init__(self, db, *extra, env=None, log=None):
        self.db = db
        self.extra = list(extra)
        self.env = dict(os.environ, **(env or {}))
        self.log = log
        self.process = None
        self.port = None

    def start(self, timeout=60):
        arguments = [AUTOFILL, "sync-server", "--port", "0", "--json", "--log-level", "warning",
                     "--account-rate", "0", "--address-rate", "0", "--sign-ins-per-minute", "0", *self.extra]
        environment = dict(self.env)
        if self.db.startswith("postgres"):
            environment["AUTOFILL_SYNC_DB"] = self.db  # never on the command line
        else:
            arguments += ["--db", self.db]
        stderr = open(self.log, "ab") if self.log else subprocess.DEVNULL
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=stderr, env=environment)
        line = self._read_line(timeout)
        self.port = json.loads(line)["port"]
        return self

    def _read_line(self, timeout):
        result = {}
        reader = threading.Thread(target=lambda: result.setdefault("line", self.process.stdout.readline()))
        reader.daemon = True
        reader.start()
        reader.join(timeout)
        line = result.get("line", b"")
        if not line:
            self.process.kill()
            raise RuntimeError(f"sync-server did not start (exit {self.process.poll()}); see {self.log}")
        return line

    def kill(self):
        """kill -9: no chance to flush or clean up."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self, timeout=30):
        """SIGTERM, then wait for a graceful exit; returns the exit status."""
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return None

    def client(self, token=None):
        return Client(self.port, token)


class HTTPFailure(Exception):
    pass


class Client:
    """One keep-alive connection to a server, optionally with a session token."""

    def __init__(self, port, token=None, timeout=30):
        self.port = port
        self.token = token
        self.timeout = timeout
        self.connection = None

    def request(self, method, path, body=None):
        """Returns (status, decoded JSON or None); raises HTTPFailure when the connection fails."""
        headers = {"Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = "Bearer " + self.token
        data = json.dumps(body).encode() if body is not None else None
        for attempt in (1, 2):
            try:
                if self.connection is None:
                    self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
                self.connection.request(method, path, data, headers)
                response = self.connection.getresponse()
                payload = response.read()
                return response.status, (json.loads(payload) if payload else None)
            except (OSError, http.client.HTTPException) as error:
                self.close()
                # A kept-alive connection the server closed is retried once on a new one; a
                # request that may have reached the server is never repeated silently.
                if attempt == 2 or not isinstance(error, (http.client.RemoteDisconnected, BrokenPipeError)) \
                        or method != "GET":
                    raise HTTPFailure(str(error)) from error

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    # Accounts

    def create_account(self, name, auth_key, device="device"):
        status, body = self.request("POST", "/v1/accounts", {
            "account": name, "authKey": b64(auth_key), "kdf": KDF, "keyBundle": b64(b"bundle"),
            "device": {"name": device}})
        if status == 201:
            self.token = body["token"]
        return status, body

    def sign_in(self, name, auth_key, device="device", device_id=None):
        registration = {"name": device}
        if device_id:
            registration["id"] = device_id
        status, body = self.request("POST", "/v1/sessions", {"account": name, "authKey": b64(auth_key),
                                                             "device": registration})
        if status == 201:
            self.token = body["token"]
        return status, body

    # Records

    def push(self, writes):
        """writes: [(uuid string, base revision, bytes or None for a delete)]."""
        return self.request("POST", "/v1/records", {"writes": [
            {"id": record_id, "baseRevision": base, "deleted": data is None, "ciphertext": b64(data or b"")}
            for record_id, base, data in writes]})

    def changes(self, since=0, limit=500):
        return self.request("GET", f"/v1/records?since={since}&limit={limit}")

    def everything(self):
        """Every record's latest version: {id: (revision, deleted, ciphertext bytes)}, and the
        account's revision."""
        records, since, latest = {}, 0, 0
        while True:
            status, page = self.changes(since)
            if status != 200:
                raise HTTPFailure(f"changes answered {status}: {page}")
            for record in page["records"]:
                records[record["id"].lower()] = (record["revision"], record["deleted"], base64.b64decode(record["ciphertext"]))
            since, latest = page["nextSince"], page["latestRevision"]
            if not page["hasMore"]:
                return records, latest


def new_id():
    """A record identifier, lower case (the server answers identifiers in upper case: compare with
    `.lower()`)."""
    return str(uuid.uuid4())
