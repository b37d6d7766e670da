"""A private dbus-daemon and python-dbusmock for the sources checks.

python-dbusmock comes from PyPI (Debian's 0.28 has no ModemManager template), installed with
`pip install --target .build-checks/pydeps`; it runs on the system Python, which has Debian's
python3-dbus and python3-gi (scripts/requirements/apt.txt).
"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PYDEPS = os.path.join(ROOT, ".build-checks", "pydeps")
DBUSMOCK = "python-dbusmock==0.38.1"


def import_dbusmock():
    marker = os.path.join(PYDEPS, ".installed-" + DBUSMOCK)
    if not os.path.exists(marker):
        os.makedirs(PYDEPS, exist_ok=True)
        subprocess.check_call(["pip", "install", "-q", "--no-deps", "--target", PYDEPS, DBUSMOCK])
        open(marker, "w").close()
    if PYDEPS not in sys.path:
        sys.path.insert(0, PYDEPS)
    os.environ["PYTHONPATH"] = PYDEPS + os.pathsep + os.environ.get("PYTHONPATH", "")
    import dbusmock  # noqa: F401
    return dbusmock


class PrivateBus:
    """dbus-daemon with a throwaway configuration on a Unix socket in a temporary directory."""

    def __init__(self):
        self.directory = tempfile.mkdtemp(prefix="af-dbus-")
        self.address = "unix:path=" + os.path.join(self.directory, "bus")
        configuration = os.path.join(self.directory, "bus.conf")
        # One configuration for the Python checks and the Swift tests.
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "private-bus.conf")) as template:
            text = template.read().replace("@LISTEN@", self.address)
        with open(configuration, "w") as handle:
            handle.write(text)
        self.process = subprocess.Popen(["dbus-daemon", "--config-file=" + configuration, "--nofork", "--nopidfile",
                                         "--print-address"], stdout=subprocess.PIPE, text=True)
        # The daemon prints its address once it listens (the socket file exists a little earlier).
        if not self.process.stdout.readline():
            raise RuntimeError("dbus-daemon did not start")
        # Both roles on the one bus: ModemManager's (system) and the notification daemon's (session).
        os.environ["DBUS_SYSTEM_BUS_ADDRESS"] = self.address
        os.environ["DBUS_SESSION_BUS_ADDRESS"] = self.address

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.directory, ignore_errors=True)
