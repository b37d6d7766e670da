#!/usr/bin/env python3
"""A throwaway authoritative DNS server on loopback for the mail tests: answers TXT questions
from a JSON file {"name.": ["txt", ...]} (read again on every question, so tests can add keys),
NXDOMAIN for other names. UDP, and TCP for answers that do not fit (the TC bit is set over UDP
when an answer exceeds 512 bytes and the question carried no EDNS0).

    dns_server.py ZONE.json PORTFILE [--until-killed]
        binds 127.0.0.1 on a free port, writes it to PORTFILE; ends when its standard input
        closes, or (--until-killed) when it is killed
"""
import json, os, socket, socketserver, sys, threading

import dns.flags, dns.message, dns.rcode, dns.rdatatype, dns.rrset

zone_path, port_path = sys.argv[1], sys.argv[2]


def answer(wire, over_tcp):
    query = dns.message.from_wire(wire)
    response = dns.message.make_response(query)
    response.flags |= dns.flags.AA | dns.flags.RA
    question = query.question[0]
    name = question.name.to_text().lower()
    with open(zone_path) as f:
        zone = {k.lower(): v for k, v in json.load(f).items()}
    if name not in zone:
        response.set_rcode(dns.rcode.NXDOMAIN)
    elif question.rdtype == dns.rdatatype.TXT:
        texts = []
        for text in zone[name]:
            data = text.encode()
            chunks = [data[i:i + 255] for i in range(0, len(data), 255)] or [b""]
            texts.append(" ".join('"%s"' % c.decode().replace("\\", "\\\\").replace('"', '\\"') for c in chunks))
        response.answer.append(dns.rrset.from_text(question.name, 60, "IN", "TXT", *texts))
    wire = response.to_wire(max_size=65535)
    limit = 65535 if over_tcp else (query.payload if query.edns >= 0 else 512)
    if len(wire) > limit:
        response.answer = []
        response.flags |= dns.flags.TC
        wire = response.to_wire(max_size=65535)
    return wire


class UDPHandler(socketserver.BaseRequestHandler):
    def handle(self):
        data, sock = self.request
        try:
            sock.sendto(answer(data, False), self.client_address)
        except Exception as error:  # a malformed question: no answer
            print("dns_server:", error, file=sys.stderr)


class TCPHandler(socketserver.BaseRequestHandler):
    def handle(self):
        length = int.from_bytes(self.request.recv(2), "big")
        data = b""
        while len(data) < length:
            chunk = self.request.recv(length - len(data))
            if not chunk:
                return
            data += chunk
        wire = answer(data, True)
        self.request.sendall(len(wire).to_bytes(2, "big") + wire)


def bind_both():
    """A port free for both UDP and TCP. The system picks a free UDP port; the same number may
    be taken over TCP (another test's connection), so try again with another one."""
    for _ in range(100):
        udp = socketserver.ThreadingUDPServer(("127.0.0.1", 0), UDPHandler)
        try:
            return udp, socketserver.ThreadingTCPServer(("127.0.0.1", udp.server_address[1]), TCPHandler)
        except OSError:
            udp.server_close()
    sys.exit("dns_server: no loopback port was free for both UDP and TCP after 100 tries")


udp, tcp = bind_both()
port = udp.server_address[1]
threading.Thread(target=tcp.serve_forever, daemon=True).start()
with open(port_path + ".tmp", "w") as f:
    f.write(str(port))
os.rename(port_path + ".tmp", port_path)
if sys.argv[3:] == ["--until-killed"]:
    udp.serve_forever()
# Ends when its parent closes stdin (the test process ending never leaves it behind).
threading.Thread(target=udp.serve_forever, daemon=True).start()
sys.stdin.read()
