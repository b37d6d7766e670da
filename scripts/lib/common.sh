# Shared helpers for the project's scripts. Source it; do not run it.

# Where tests keep their output (screenshots, logs) for people to look at afterwards.
TEST_OUTPUT="${TEST_OUTPUT:-$PWD/test-output}"
mkdir -p "$TEST_OUTPUT"
export TEST_OUTPUT

step() { printf '\n==> %s\n' "$*"; }

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
        echo "need root to run: $*" >&2; return 1; fi
}

# Installs the Debian packages listed in FILE (one per line, # comments) that are missing.
install_apt_requirements() {
    local file=$1 missing=() package
    [ -f "$file" ] || return 0
    while read -r package; do
        package=${package%%#*}; package=${package// /}
        [ -n "$package" ] || continue
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done < "$file"
    [ ${#missing[@]} -gt 0 ] || return 0
    echo "installing Debian packages: ${missing[*]}"
    as_root apt-get update -q >/dev/null
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}

# Installs the Python packages listed in FILE (pip requirement syntax) that are missing.
install_pip_requirements() {
    local file=$1
    [ -f "$file" ] || return 0
    grep -qvE '^\s*(#|$)' "$file" || return 0
    if ! python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore -r "$file" >/dev/null 2>&1; then
        python3 -m pip install --disable-pip-version-check -r "$file"
    fi
}

# The autofill binary the checks run: $AUTOFILL_BIN, else the debug build.
autofill_bin() {
    if [ -n "${AUTOFILL_BIN:-}" ] && [ -x "$AUTOFILL_BIN" ]; then echo "$AUTOFILL_BIN"; return; fi
    echo "$(swift build --show-bin-path)/autofill"
}
