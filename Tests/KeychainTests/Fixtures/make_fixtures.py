#!/usr/bin/env python3
"""Writes the import fixtures of KeychainTests, written for this project.

Every secret here is a made-up test value. Salts, nonces and UUIDs come from a fixed seed so
that running the script again reproduces the committed files byte for byte:

    python3 Tests/KeychainTests/Fixtures/make_fixtures.py

Needs the `cryptography` package (scrypt, PBKDF2, AES-GCM).
"""
import base64
import hashlib
import json
import os
import random
import uuid

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240607)

AEGIS_PASSWORD = "aegis fixture password"
ANDOTP_PASSWORD = "andotp fixture password"
TWOFAS_PASSWORD = "2fas fixture password"

# Test secrets (Base32). None belongs to a real account.
S1 = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
S2 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
S3 = "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U"
S4 = "63BEDWCQZKTQWPESARIERL5DTTQFCJTK"
S5 = "KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF"
S6 = "ONSWG4TFOQQGM33SEBWWSZ3SMF2GS33O"


def rand(count):
    return bytes(RNG.getrandbits(8) for _ in range(count))


def rand_uuid():
    return str(uuid.UUID(bytes=rand(16), version=4))


def write(name, content):
    mode = "wb" if isinstance(content, bytes) else "w"
    with open(os.path.join(HERE, name), mode) as handle:
        handle.write(content)


def b32decode(text):
    text = text.upper().replace(" ", "")
    return base64.b32decode(text + "=" * (-len(text) % 8))


# --- otpauth list -----------------------------------------------------------------------------


def protobuf_varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def protobuf_field(number, wire_type, payload):
    key = protobuf_varint(number << 3 | wire_type)
    if wire_type == 0:
        return key + protobuf_varint(payload)
    return key + protobuf_varint(len(payload)) + payload


def otp_parameters(secret, name, issuer, algorithm, digits, kind, counter=None):
    message = protobuf_field(1, 2, b32decode(secret))
    message += protobuf_field(2, 2, name.encode())
    if issuer:
        message += protobuf_field(3, 2, issuer.encode())
    message += protobuf_field(4, 0, algorithm)
    message += protobuf_field(5, 0, digits)
    message += protobuf_field(6, 0, kind)
    if counter is not None:
        message += protobuf_field(7, 0, counter)
    return message


def migration_link(parameters, batch_size, batch_index, batch_id):
    payload = b"".join(protobuf_field(1, 2, p) for p in parameters)
    payload += protobuf_field(2, 0, 1)
    payload += protobuf_field(3, 0, batch_size)
    payload += protobuf_field(4, 0, batch_index)
    payload += protobuf_field(5, 0, batch_id)
    data = base64.b64encode(payload).decode()
    # Scanners hand the link over percent-encoded; '+' stays Base64.
    return "otpauth-migration://offline?data=" + data.replace("/", "%2F").replace("=", "%3D")


def write_google_authenticator():
    first = [
        otp_parameters(S1, "Example:alice@example.com", "Example", 1, 1, 2),
        otp_parameters(S2, "bob", "Big Bank", 2, 2, 2),
    ]
    second = [
        otp_parameters(S3, "Counter Co:carol", "", 1, 1, 1, counter=7),
        otp_parameters(S5, "legacy", "Old MD5", 4, 1, 2),
    ]
    batch_id = 1_234_567
    write(
        "google-authenticator.txt",
        migration_link(first, 2, 0, batch_id) + "\n" + migration_link(second, 2, 1, batch_id) + "\n",
    )
    write(
        "google-authenticator-incomplete.txt",
        migration_link(first, 3, 0, 42) + "\n" + migration_link(second, 3, 2, 42) + "\n",
    )
    payload = b"".join(protobuf_field(1, 2, p) for p in first)
    truncated = base64.b64encode(payload[:-5]).decode()
    write("google-authenticator-truncated.txt", "otpauth-migration://offline?data=" + truncated + "\n")
    write("google-authenticator-not-base64.txt", "otpauth-migration://offline?data=@@not*base64@@\n")


def write_otpauth_list():
    lines = [
        "# Exported for the keychain tests",
        "otpauth://totp/Example:alice@example.com?secret=" + S1 + "&issuer=Example",
        "",
        "otpauth://totp/Big%20Bank:bob?secret=" + S2 + "&issuer=Big%20Bank&algorithm=SHA256&digits=8&period=60",
        "otpauth://hotp/Counter%20Co:carol?secret=" + S3 + "&counter=7",
        "apple-otpauth://totp/Shop:dave@example.net?secret=" + S5 + "&issuer=shop.example.net",
        "steam://" + S4,
        "otpauth://totp/Broken:eve?secret=not*base32!",
        "otpauth://totp/NoSecret:frank?issuer=NoSecret",
        "https://example.com/not-an-otpauth-link",
    ]
    write("otpauth-list.txt", "\n".join(lines) + "\n")


# --- Aegis -------------------------------------------------------------------------------------


def aegis_entries():
    return [
        {
            "type": "totp", "uuid": rand_uuid(), "name": "alice@example.com", "issuer": "Example",
            "note": "primary account", "favorite": False, "icon": None,
            "info": {"secret": S1, "algo": "SHA1", "digits": 6, "period": 30},
        },
        {
            "type": "totp", "uuid": rand_uuid(), "name": "bob", "issuer": "Big Bank", "note": "",
            "favorite": True, "icon": None,
            "info": {"secret": S2, "algo": "SHA256", "digits": 8, "period": 60},
        },
        {
            "type": "hotp", "uuid": rand_uuid(), "name": "carol", "issuer": "Counter Co", "note": "",
            "favorite": False, "icon": None,
            "info": {"secret": S3, "algo": "SHA1", "digits": 6, "counter": 7},
        },
        {
            "type": "steam", "uuid": rand_uuid(), "name": "gamer", "issuer": "Steam", "note": "",
            "favorite": False, "icon": None,
            "info": {"secret": S4, "algo": "SHA1", "digits": 5, "period": 30},
        },
        {
            "type": "yandex", "uuid": rand_uuid(), "name": "ivan", "issuer": "Yandex", "note": "",
            "favorite": False, "icon": None,
            "info": {"secret": S6, "algo": "SHA256", "digits": 8, "period": 30, "pin": "1234"},
        },
        {
            "type": "totp", "uuid": rand_uuid(), "name": "mallory", "issuer": "Broken", "note": "",
            "favorite": False, "icon": None,
            "info": {"secret": "not base32!", "algo": "SHA1", "digits": 6, "period": 30},
        },
    ]


def write_aegis():
    content = {"version": 2, "entries": aegis_entries(), "groups": []}
    write(
        "aegis-plain.json",
        json.dumps({"version": 1, "header": {"slots": None, "params": None}, "db": content}, indent=4) + "\n",
    )

    master_key = rand(32)
    salt = rand(32)
    derived = Scrypt(salt=salt, length=32, n=2**15, r=8, p=1).derive(AEGIS_PASSWORD.encode())
    slot_nonce = rand(12)
    wrapped = AESGCM(derived).encrypt(slot_nonce, master_key, None)
    biometric_nonce = rand(12)
    biometric = AESGCM(rand(32)).encrypt(biometric_nonce, master_key, None)
    db_nonce = rand(12)
    sealed = AESGCM(master_key).encrypt(db_nonce, json.dumps(content).encode(), None)
    header = {
        "slots": [
            {
                "type": 2, "uuid": rand_uuid(), "key": biometric[:-16].hex(),
                "key_params": {"nonce": biometric_nonce.hex(), "tag": biometric[-16:].hex()},
            },
            {
                "type": 1, "uuid": rand_uuid(), "key": wrapped[:-16].hex(),
                "key_params": {"nonce": slot_nonce.hex(), "tag": wrapped[-16:].hex()},
                "n": 2**15, "r": 8, "p": 1, "salt": salt.hex(), "repaired": True, "is_backup": False,
            },
        ],
        "params": {"nonce": db_nonce.hex(), "tag": sealed[-16:].hex()},
    }
    encrypted = {"version": 1, "header": header, "db": base64.b64encode(sealed[:-16]).decode()}
    write("aegis-encrypted.json", json.dumps(encrypted, indent=4) + "\n")

    # One bit of the ciphertext flipped: the slot opens, the data does not authenticate.
    tampered = bytearray(sealed[:-16])
    tampered[len(tampered) // 2] ^= 0x01
    encrypted["db"] = base64.b64encode(bytes(tampered)).decode()
    write("aegis-encrypted-tampered.json", json.dumps(encrypted, indent=4) + "\n")

    plain = json.dumps({"version": 1, "header": {"slots": None, "params": None}, "db": content}, indent=4)
    write("aegis-truncated.json", plain[: len(plain) // 2])


# --- 2FAS --------------------------------------------------------------------------------------


def twofas_services():
    return [
        {
            "name": "Example", "secret": S1, "updatedAt": 1_700_000_000_000,
            "otp": {
                "label": "Example:alice@example.com", "account": "alice@example.com", "issuer": "Example",
                "digits": 6, "period": 30, "algorithm": "SHA1", "tokenType": "TOTP", "source": "Link",
            },
            "order": {"position": 0}, "icon": {"selected": "Label", "label": {"text": "EX", "backgroundColor": "Orange"}},
        },
        {
            "name": "Big Bank", "secret": S2, "updatedAt": 1_700_000_000_000,
            "otp": {
                "account": "bob", "issuer": "Big Bank", "digits": 8, "period": 60, "algorithm": "SHA256",
                "tokenType": "TOTP", "source": "Manual",
            },
            "order": {"position": 1},
        },
        {
            "name": "Counter Co", "secret": S3, "updatedAt": 1_700_000_000_000,
            "otp": {"account": "carol", "digits": 6, "algorithm": "SHA1", "tokenType": "HOTP", "counter": 7},
            "order": {"position": 2},
        },
        {
            "name": "Steam", "secret": S4, "updatedAt": 1_700_000_000_000,
            "otp": {"account": "gamer", "digits": 5, "period": 30, "algorithm": "SHA1", "tokenType": "STEAM"},
            "order": {"position": 3},
        },
        {
            "name": "Broken", "secret": "not base32!", "updatedAt": 1_700_000_000_000,
            "otp": {"account": "mallory", "digits": 6, "period": 30, "algorithm": "SHA1", "tokenType": "TOTP"},
            "order": {"position": 4},
        },
    ]


def write_twofas():
    base = {
        "groups": [], "updatedAt": 1_700_000_000_000, "schemaVersion": 4, "appVersionCode": 5_000_012,
        "appVersionName": "5.0.12", "appOrigin": "android",
    }
    write("2fas-plain.2fas", json.dumps(dict(base, services=twofas_services()), indent=2) + "\n")

    salt = rand(256)
    key = PBKDF2HMAC(algorithm=hashes.SHA256(), length=32, salt=salt, iterations=10_000).derive(
        TWOFAS_PASSWORD.encode()
    )
    iv = rand(12)
    sealed = AESGCM(key).encrypt(iv, json.dumps(twofas_services()).encode(), None)
    reference_iv = rand(12)
    reference = AESGCM(key).encrypt(reference_iv, b"reference text for the password check", None)

    def packed(ciphertext, nonce):
        return ":".join(base64.b64encode(part).decode() for part in (ciphertext, salt, nonce))

    write(
        "2fas-encrypted.2fas",
        json.dumps(
            dict(base, services=[], servicesEncrypted=packed(sealed, iv), reference=packed(reference, reference_iv)),
            indent=2,
        )
        + "\n",
    )
    write("2fas-not-json.2fas", "2FAS backup? no: this is plain text.\n")


# --- andOTP ------------------------------------------------------------------------------------


def write_andotp():
    entries = [
        {"secret": S1, "issuer": "Example", "label": "alice@example.com", "digits": 6, "type": "TOTP",
         "algorithm": "SHA1", "thumbnail": "Default", "last_used": 1_700_000_000_000, "used_frequency": 3,
         "period": 30, "tags": ["work"]},
        {"secret": S2, "issuer": "Big Bank", "label": "bob", "digits": 8, "type": "TOTP", "algorithm": "SHA256",
         "thumbnail": "Default", "last_used": 0, "used_frequency": 0, "period": 60, "tags": []},
        {"secret": S3, "issuer": "Counter Co", "label": "carol", "digits": 6, "type": "HOTP", "algorithm": "SHA1",
         "thumbnail": "Default", "last_used": 0, "used_frequency": 0, "counter": 7, "tags": []},
        {"secret": S4, "issuer": "Steam", "label": "gamer", "digits": 5, "type": "STEAM", "algorithm": "SHA1",
         "thumbnail": "Steam", "last_used": 0, "used_frequency": 0, "period": 30, "tags": []},
        {"secret": "not base32!", "issuer": "Broken", "label": "mallory", "digits": 6, "type": "TOTP",
         "algorithm": "SHA1", "thumbnail": "Default", "last_used": 0, "used_frequency": 0, "period": 30, "tags": []},
    ]
    write("andotp.json", json.dumps(entries, indent=2) + "\n")

    iterations = 150_000
    salt = rand(12)
    iv = rand(12)
    key = PBKDF2HMAC(algorithm=hashes.SHA1(), length=32, salt=salt, iterations=iterations).derive(
        ANDOTP_PASSWORD.encode()
    )
    sealed = AESGCM(key).encrypt(iv, json.dumps(entries).encode(), None)
    write("andotp.json.aes", iterations.to_bytes(4, "big") + salt + iv + sealed)


# --- Bitwarden --------------------------------------------------------------------------------


def write_bitwarden():
    def login(name, uris, username, password, totp, notes=None, history=None, deleted=None):
        return {
            "passwordHistory": history, "revisionDate": "2024-01-02T03:04:05.678Z",
            "creationDate": "2023-05-06T07:08:09.000Z", "deletedDate": deleted, "id": rand_uuid(),
            "organizationId": None, "folderId": None, "type": 1, "reprompt": 0, "name": name, "notes": notes,
            "favorite": False,
            "login": {
                "fido2Credentials": [], "uris": [{"match": None, "uri": uri} for uri in uris],
                "username": username, "password": password, "totp": totp,
            },
            "collectionIds": None,
        }

    items = [
        login(
            "Example", ["https://login.example.com/signin", "androidapp://com.example.app"], "alice@example.com",
            "bitwarden-password-1", S1.lower(), notes="recovery codes: 1111 2222",
            history=[{"lastUsedDate": "2023-12-01T00:00:00.000Z", "password": "older-password-0"}],
        ),
        login(
            "Big Bank", ["bigbank.example.org"], "bob", "bitwarden-password-2",
            "otpauth://totp/Big%20Bank:bob?secret=" + S2 + "&issuer=Big%20Bank&algorithm=SHA256&digits=8&period=60",
        ),
        login("Steam", ["https://store.steampowered.com"], "gamer", "bitwarden-password-3", "steam://" + S4),
        login("Broken TOTP", ["https://broken.example.com"], "mallory", "bitwarden-password-4", "not base32!"),
        login("No code", ["weird-scheme://x", "https://nocode.example.com"], "nina", "bitwarden-password-5", None),
        login("Deleted", ["https://gone.example.com"], "oscar", "bitwarden-password-6", None,
              deleted="2024-02-02T00:00:00.000Z"),
        {"id": rand_uuid(), "type": 2, "name": "A secure note", "notes": "not a login", "secureNote": {"type": 0}},
        {"id": rand_uuid(), "type": 3, "name": "A card", "card": {"number": "4111111111111111"}},
    ]
    write(
        "bitwarden.json",
        json.dumps({"encrypted": False, "folders": [], "items": items}, indent=2) + "\n",
    )
    write(
        "bitwarden-encrypted.json",
        json.dumps(
            {
                "encrypted": True, "passwordProtected": True, "salt": base64.b64encode(rand(16)).decode(),
                "kdfType": 0, "kdfIterations": 600000, "encKeyValidation_DO_NOT_EDIT": "2.abc|def|ghi",
                "data": "2.abc|def|ghi",
            },
            indent=2,
        )
        + "\n",
    )


# --- KeePassXC ---------------------------------------------------------------------------------


def write_keepassxc():
    header = '"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"'
    rows = [
        [
            "Root/Web", "Example", "alice@example.com", 'keepass "quoted", with comma',
            "https://login.example.com", "line one\nline two",
            "otpauth://totp/Example:alice@example.com?secret=" + S1 + "&period=30&digits=6&issuer=Example",
            "0", "2024-01-02T03:04:05Z", "2023-05-06T07:08:09Z",
        ],
        ["Root", "Big Bank", "bob", "keepass-password-2", "bigbank.example.org", "", "", "0",
         "2024-01-02T03:04:05Z", "2023-05-06T07:08:09Z"],
        ["Root", "Broken", "mallory", "keepass-password-3", "https://broken.example.com", "", "otpauth://totp/x",
         "0", "2024-01-02T03:04:05Z", "2023-05-06T07:08:09Z"],
        ["Root/Recycle Bin", "Old", "trent", "keepass-password-4", "https://old.example.com", "", "", "0",
         "2024-01-02T03:04:05Z", "2023-05-06T07:08:09Z"],
    ]

    def quote(field):
        return '"' + field.replace('"', '""') + '"'

    body = "\n".join(",".join(quote(field) for field in row) for row in rows)
    write("keepassxc.csv", header + "\n" + body + "\n")
    write("keepassxc-unterminated.csv", header + '\n"Root","Oops","u","p","https://x.example","unterminated\n')


if __name__ == "__main__":
    write_otpauth_list()
    write_google_authenticator()
    write_aegis()
    write_twofas()
    write_bitwarden()
    write_keepassxc()
    write_andotp()
    digest = hashlib.sha256()
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".py"):
            continue
        with open(os.path.join(HERE, name), "rb") as handle:
            digest.update(name.encode() + b"\0" + handle.read())
    print("fixtures written; digest", digest.hexdigest()[:16])
