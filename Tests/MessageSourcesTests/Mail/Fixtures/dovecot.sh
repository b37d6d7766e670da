#!/usr/bin/env bash
# A throwaway Dovecot IMAP server for the mail tests: loopback ports, a passwd-file with one
# user (alice, password from $DOVECOT_TEST_PASSWORD), a Maildir, a throwaway certificate.
#
#   dovecot.sh start DIR [noidle]   writes DIR/dovecot.conf, starts it, prints "IMAP_PORT IMAPS_PORT"
#   dovecot.sh stop DIR             stops it
#
# DIR/cert.pem is the certificate to trust (CN and SAN localhost, 127.0.0.1); alice's INBOX is
# the Maildir DIR/mail/alice. With "noidle" the server does not advertise IDLE.
set -euo pipefail
command=$1 dir=$2 variant=${3:-}
conf=$dir/dovecot.conf

if [ "$command" = stop ]; then
    # The master removes its pid file as it starts shutting down: wait on the process itself
    # (the caller deletes DIR next, and a master whose base_dir is gone never finishes), and
    # kill it when it has not ended within 5 s. A left-over master holds the test's pipes open.
    [ -f "$dir/run/master.pid" ] || exit 0
    pid=$(cat "$dir/run/master.pid")
    kill "$pid" 2>/dev/null || exit 0
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || exit 0; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    exit 0
fi

command -v dovecot >/dev/null || { echo "dovecot is not installed (apt-get install dovecot-imapd; scripts/test installs it)" >&2; exit 1; }
mkdir -p "$dir/run" "$dir/state" "$dir/mail/alice"/{cur,new,tmp}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
imap_port=$(free_port); imaps_port=$(free_port)
while [ "$imaps_port" = "$imap_port" ]; do imaps_port=$(free_port); done

openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" -keyout "$dir/key.pem" -out "$dir/cert.pem" 2>/dev/null

if [ "$(id -u)" = 0 ]; then
    # Mail processes never run as root: the mailbox belongs to nobody; Debian's package made
    # the dovecot and dovenull users for the rest.
    mail_uid=$(id -u nobody); mail_gid=$(id -g nobody)
    users="default_internal_user = dovecot
default_login_user = dovenull"
    chown -R "$mail_uid:$mail_gid" "$dir/mail"
    chmod 755 "$dir"
else
    mail_uid=$(id -u); mail_gid=$(id -g)
    users="default_internal_user = $(id -un)
default_login_user = $(id -un)
default_internal_group = $(id -gn)"
fi
printf 'alice:{PLAIN}%s:%s:%s::%s/mail/alice::\n' "${DOVECOT_TEST_PASSWORD:-secret}" "$mail_uid" "$mail_gid" "$dir" > "$dir/passwd"
chmod 644 "$dir/passwd"

capability=""
if [ "$variant" = noidle ]; then
    capability="imap_capability = IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE LITERAL+ UIDPLUS NAMESPACE UNSELECT"
fi

cat > "$conf" <<CONF
base_dir = $dir/run
state_dir = $dir/state
instance_name = autofill-test-$(basename "$dir")
log_path = $dir/dovecot.log
protocols = imap
listen = 127.0.0.1
$users
first_valid_uid = 1
last_valid_uid = 0
ssl = yes
ssl_cert = <$dir/cert.pem
ssl_key = <$dir/key.pem
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = yes
auth_mechanisms = plain login
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $dir/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%u $dir/passwd
}
mail_location = maildir:~
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $imap_port
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = $imaps_port
    ssl = yes
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
$capability
CONF
# Its daemon must not hold the caller's pipes open.
dovecot -c "$conf" </dev/null >/dev/null 2>&1
for _ in $(seq 1 100); do
    if python3 -c "import socket,sys; s=socket.create_connection(('127.0.0.1',$imaps_port),0.2); s.close()" 2>/dev/null; then
        echo "$imap_port $imaps_port"
        exit 0
    fi
    sleep 0.1
done
echo "dovecot did not start; see $dir/dovecot.log" >&2
cat "$dir/dovecot.log" >&2 || true
exit 1
