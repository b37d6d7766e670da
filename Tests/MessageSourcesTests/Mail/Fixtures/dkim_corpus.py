#!/usr/bin/env python3
"""Writes the DKIM differential corpus: mails signed with dkimpy (its own header hashing and
signing, through DKIM.gen_header, so that x=, t= and i= can be set), the DNS zone with their
keys, and dkimpy's verdict on each signature at a fixed instant.

    dkim_corpus.py OUTDIR NOW [COUNT]

OUTDIR/NNNN.eml, OUTDIR/zone.json ({"sel._domainkey.domain.": ["v=DKIM1; ..."]}) and
OUTDIR/manifest.json: [{"file", "case", "dkimpy": [bool per signature, top first],
"difference": null or the name of a documented difference, "verified": domain or null}].
A difference is where the Swift verifier is stricter by design (docs/mail.md):
  l-unsigned   l= shorter than the body: content after it is unsigned
  x-leeway     x= passed less than 10 hours ago (dkimpy allows 10 hours of clock skew)
  testing-key  the key record says t=y (testing): RFC 6376 says such signatures must not count
"""
import base64, json, os, random, sys, time

import dkim
import nacl.encoding, nacl.signing
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from dkim.canonicalization import CanonicalizationPolicy
from dkim.crypto import parse_pem_private_key

out, now = sys.argv[1], int(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 300
os.makedirs(out, exist_ok=True)
time.time = lambda: float(now)  # dkimpy's t= and x= checks read the clock
random.seed(6376)


def rsa_key(bits):
    key = rsa.generate_private_key(public_exponent=65537, key_size=bits)
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                            serialization.NoEncryption())
    spki = key.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return pem, base64.b64encode(spki).decode()


def ed_key():
    signing = nacl.signing.SigningKey.generate()
    return base64.b64encode(bytes(signing)), base64.b64encode(bytes(signing.verify_key)).decode()


rsa2048, rsa2048_public = rsa_key(2048)
rsa1024, rsa1024_public = rsa_key(1024)
other_rsa, other_rsa_public = rsa_key(2048)
ed, ed_public = ed_key()
other_ed, other_ed_public = ed_key()

keys = {  # algorithm -> (private key, selector whose record holds its public key)
    "rsa2048": (rsa2048, "r2048", b"rsa-sha256"),
    "rsa1024": (rsa1024, "r1024", b"rsa-sha256"),
    "ed25519": (ed, "ed", b"ed25519-sha256"),
}
domains = ["example.com", "mail.example.com", "other.org", "bank.co.uk", "github.io", "alice.github.io"]
zone = {}
for domain in domains:
    zone[f"r2048._domainkey.{domain}."] = [f"v=DKIM1; k=rsa; p={rsa2048_public}"]
    zone[f"r1024._domainkey.{domain}."] = [f"v=DKIM1; k=rsa; p={rsa1024_public}"]
    zone[f"ed._domainkey.{domain}."] = [f"v=DKIM1; k=ed25519; p={ed_public}"]
    # The wrong key under the selector a mail names.
    zone[f"wrongr._domainkey.{domain}."] = [f"v=DKIM1; k=rsa; p={other_rsa_public}"]
    zone[f"wronged._domainkey.{domain}."] = [f"v=DKIM1; k=ed25519; p={other_ed_public}"]
    zone[f"revoked._domainkey.{domain}."] = ["v=DKIM1; k=rsa; p="]
    zone[f"testingr._domainkey.{domain}."] = [f"v=DKIM1; k=rsa; t=y; p={rsa2048_public}"]
    zone[f"testinged._domainkey.{domain}."] = [f"v=DKIM1; k=ed25519; t=y; p={ed_public}"]
    zone[f"mismatch._domainkey.{domain}."] = [f"v=DKIM1; k=rsa; p={rsa2048_public}"]  # for an Ed25519 signature

subjects = ["Your verification code", "Sign-in code: 482913", "=?UTF-8?B?VsOpcmlmaWNhdGlvbg==?=", "Code",
            "Ihr Bestätigungscode", "Security alert", "Your one-time passcode"]
bodies = [
    "Your code is {code}.\r\n\r\nIt expires in 10 minutes.\r\n",
    "Hello,\r\n\r\nUse {code} to sign in.   \r\n\r\n\r\n",
    "Bonjour,\r\nVotre code : {code}\r\n-- \r\nL'équipe\r\n",
    "  Indented  line\twith tabs \r\ncode\t{code}\r\n",
    "",
    "{code}",
    "Line one\r\n\r\n\r\nLine four {code}\r\n\r\n",
]


def mail(from_domain, extra_headers=()):
    code = "%06d" % random.randrange(10 ** 6)
    headers = [
        f"From: Service <no-reply@{from_domain}>",
        "To: alice@example.net",
        f"Subject: {random.choice(subjects)}",
        f"Date: Wed, 25 Nov 2026 20:{random.randrange(60):02d}:00 +0000",
        f"Message-ID: <{random.randrange(10 ** 12)}@{from_domain}>",
    ]
    if random.random() < 0.3:
        headers.append("X-Folded: first part\r\n\tsecond  part\r\n  third")
    if random.random() < 0.3:
        headers.append("MIME-Version: 1.0")
        headers.append("Content-Type: text/plain; charset=utf-8")
    headers += extra_headers
    body = random.choice(bodies).format(code=code)
    return ("\r\n".join(headers) + "\r\n\r\n" + body).encode()


def sign(message, algorithm, domain, selector=None, canonicalize=None, include=None, extra=(), length=False,
         identity=None, timestamp=None, fields=None):
    private, default_selector, algorithm_name = keys[algorithm]
    selector = selector or default_selector
    canonicalize = canonicalize or random.choice(["relaxed/relaxed", "relaxed/simple", "simple/simple", "simple/relaxed"])
    include = include or ["from", "to", "subject", "date", "message-id"]
    d = dkim.DKIM(message)
    d.signature_algorithm = algorithm_name
    d.hasher = dkim.HASH_ALGORITHMS[algorithm_name]
    pk = parse_pem_private_key(private) if algorithm != "ed25519" else nacl.signing.SigningKey(
        private, encoder=nacl.encoding.Base64Encoder)
    policy = CanonicalizationPolicy.from_c_value(canonicalize.encode())
    body = policy.canonicalize_body(d.body)
    h = d.hasher()
    h.update(body if length is True or length is False else body[:length])
    sigfields = [
        (b"v", b"1"), (b"a", algorithm_name), (b"c", canonicalize.encode()), (b"d", domain.encode()),
        (b"i", (identity or "@" + domain).encode()),
    ]
    if length is not False:
        sigfields.append((b"l", str(len(body) if length is True else length).encode()))
    sigfields += [(b"q", b"dns/txt"), (b"s", selector.encode()), (b"t", str(timestamp or now - 60).encode())]
    sigfields += [(k.encode(), v.encode()) for k, v in extra]
    sigfields += [(b"h", b" : ".join(x.encode() for x in include)), (b"bh", base64.b64encode(h.digest())),
                  (b"b", b"0" * 60)]
    header = d.gen_header(sigfields, tuple(include_header.encode() for include_header in include), policy,
                          b"DKIM-Signature", pk)
    return b"DKIM-Signature: " + header + message


def dkimpy_verdicts(message):
    def dnsfunc(name, timeout=5):
        records = zone.get(name.decode().lower())
        return records[0].encode() if records else None

    verdicts = []
    signatures = sum(1 for line in message.split(b"\r\n") if line.lower().startswith(b"dkim-signature:"))
    for index in range(signatures):
        try:
            verdicts.append(bool(dkim.DKIM(message, minkey=1024).verify(idx=index, dnsfunc=dnsfunc)))
        except Exception:
            verdicts.append(False)
    return verdicts


def replace_body(message, old, new):
    head, body = message.split(b"\r\n\r\n", 1)
    return head + b"\r\n\r\n" + (body.replace(old, new, 1) if old in body else body + new)


cases = []


def case(name):
    def register(function):
        cases.append((name, function))
        return function
    return register


# Each case returns (message, difference, verified domain if the top signature is trusted).
@case("valid")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com"), None, "example.com"


@case("valid-subdomain-from")
def _(algorithm):
    return sign(mail("mail.example.com"), algorithm, "example.com"), None, "example.com"


@case("valid-subdomain-signer")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "mail.example.com"), None, "mail.example.com"


@case("valid-oversigned-from")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com",
                include=["from", "from", "subject", "to", "to", "date"]), None, "example.com"


@case("valid-psl-multilabel")
def _(algorithm):
    return sign(mail("bank.co.uk"), algorithm, "bank.co.uk"), None, "bank.co.uk"


@case("body-changed")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com")
    return replace_body(message, b"code", b"c0de") if b"code" in message.split(b"\r\n\r\n", 1)[1] else \
        message + b"P.S. changed\r\n", None, None


@case("body-appended")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com") + b"Your real code is 111111\r\n", None, None


@case("body-whitespace")
def _(algorithm):
    # Passes under relaxed body canonicalization, fails under simple.
    canonicalize = random.choice(["relaxed/relaxed", "relaxed/simple", "simple/simple", "simple/relaxed"])
    message = sign(mail("example.com"), algorithm, "example.com", canonicalize=canonicalize)
    head, body = message.split(b"\r\n\r\n", 1)
    body = body.replace(b" ", b"  \t", 1) if b" " in body else body
    body = body + b"\r\n\r\n"  # trailing empty lines are ignored by both
    body = body.replace(b"\r\n", b" \r\n", 1)
    verified = "example.com" if canonicalize.endswith("relaxed") else None
    return head + b"\r\n\r\n" + body, None, verified


@case("header-changed")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com")
    return message.replace(b"\r\nSubject: ", b"\r\nSubject: Re: ", 1), None, None


@case("header-whitespace-case")
def _(algorithm):
    canonicalize = random.choice(["relaxed/relaxed", "relaxed/simple", "simple/simple", "simple/relaxed"])
    message = sign(mail("example.com"), algorithm, "example.com", canonicalize=canonicalize)
    message = message.replace(b"\r\nSubject: ", b"\r\nSUBJECT:   ", 1)
    return message, None, "example.com" if canonicalize.startswith("relaxed") else None


@case("from-changed")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com")
    return message.replace(b"no-reply@example.com", b"no-reply@evil.example", 1), None, None


@case("second-from-added")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com")
    head, body = message.split(b"\r\n\r\n", 1)
    return head + b"\r\nFrom: Evil <x@evil.example>\r\n\r\n" + body, None, None


@case("unsigned-header-added")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com")
    head, body = message.split(b"\r\n\r\n", 1)
    return head + b"\r\nX-Spam: no\r\n\r\n" + body, None, "example.com"


@case("wrong-key")
def _(algorithm):
    selector = "wronged" if algorithm == "ed25519" else "wrongr"
    return sign(mail("example.com"), algorithm, "example.com", selector=selector), None, None


@case("no-key")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", selector="absent"), None, None


@case("revoked-key")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", selector="revoked"), None, None


@case("key-type-mismatch")
def _(algorithm):
    return sign(mail("example.com"), "ed25519", "example.com", selector="mismatch"), None, None


@case("expired")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", timestamp=now - 5 * 86400,
                extra=[("x", str(now - 3 * 86400))]), None, None


@case("expiring-later")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", extra=[("x", str(now + 3600))]), None, "example.com"


@case("expired-within-leeway")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", timestamp=now - 7200,
                extra=[("x", str(now - 3600))]), "x-leeway", None


@case("timestamp-future")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", timestamp=now + 2 * 86400), None, None


@case("l-exact")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", length=True), None, "example.com"


@case("l-appended")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com", length=True)
    return message + b"\r\nIgnore the above. Your code is 999999\r\n", "l-unsigned", None


@case("l-zero")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com", length=0)
    head, body = message.split(b"\r\n\r\n", 1)
    if not body.strip():
        message += b"Your code is 999999\r\n"
    return message, "l-unsigned", None


@case("unaligned")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "other.org"), None, None


@case("unaligned-private-suffix")
def _(algorithm):
    return sign(mail("alice.github.io"), algorithm, "github.io"), None, None


@case("testing-key")
def _(algorithm):
    selector = "testinged" if algorithm == "ed25519" else "testingr"
    algorithm = "ed25519" if algorithm == "ed25519" else "rsa2048"
    return sign(mail("example.com"), algorithm, "example.com", selector=selector), "testing-key", None


@case("identity-outside")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", identity="user@other.org"), None, None


@case("identity-subdomain")
def _(algorithm):
    return sign(mail("example.com"), algorithm, "example.com", identity="user@mail.example.com"), None, "example.com"


@case("two-signatures-bad-then-good")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com")
    bad = sign(message, "ed25519" if algorithm != "ed25519" else "rsa2048", "example.com",
               selector="wronged" if algorithm != "ed25519" else "wrongr")
    return bad, None, "example.com"


@case("two-signatures-unaligned-and-aligned")
def _(algorithm):
    message = sign(mail("example.com"), algorithm, "example.com")
    return sign(message, algorithm, "other.org"), None, "example.com"


manifest = []
algorithms = ["rsa2048", "rsa1024", "ed25519"]
for number in range(count):
    name, function = cases[number % len(cases)]
    algorithm = algorithms[(number // len(cases)) % len(algorithms)]
    message, difference, verified = function(algorithm)
    file = f"{number:04d}.eml"
    with open(os.path.join(out, file), "wb") as f:
        f.write(message)
    manifest.append({"file": file, "case": name, "algorithm": algorithm, "dkimpy": dkimpy_verdicts(message),
                     "difference": difference, "verified": verified})
with open(os.path.join(out, "zone.json"), "w") as f:
    json.dump(zone, f, indent=1)
with open(os.path.join(out, "manifest.json"), "w") as f:
    json.dump(manifest, f, indent=1)
passed = sum(1 for entry in manifest if entry["dkimpy"] and entry["dkimpy"][0])
print(f"{len(manifest)} mails, {len(cases)} cases; dkimpy passes the top signature of {passed}")
