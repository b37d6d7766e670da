import NIOSSL

/// TEST ONLY certificates for the loopback HTTPS server the fetcher tests start: a root, and a
/// certificate it signed for `localhost`, `127.0.0.1` and `::1` (with its key), both valid
/// 2020-2120. Made with `openssl ca` (P-256). The tests trust the root in developer mode;
/// never trust it anywhere else.
enum TestCertificate {
    static let rootPEM = """
        -----BEGIN CERTIFICATE-----
        MIIBkjCCATegAwIBAgIBATAKBggqhkjOPQQDAjAvMS0wKwYDVQQDDCRzd2lmdC1h
        dXRvZmlsbCB0ZXN0IHJvb3QgKFRFU1QgT05MWSkwIBcNMjAwMTAxMDAwMDAwWhgP
        MjEyMDAxMDEwMDAwMDBaMC8xLTArBgNVBAMMJHN3aWZ0LWF1dG9maWxsIHRlc3Qg
        cm9vdCAoVEVTVCBPTkxZKTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABI0GjwU6
        WCrxHKeIgpnZxazv36vnzvK9E5GvRVx4V2VeeVCumaNTS3070sxW3Ua33IQeStb6
        mFoyWY/9G2iI11GjQjBAMA8GA1UdEwEB/wQFMAMBAf8wDgYDVR0PAQH/BAQDAgEG
        MB0GA1UdDgQWBBTsRwkIBuz2CWCo0Cdc8wIqqw4KPjAKBggqhkjOPQQDAgNJADBG
        AiEAtJS+RQhwd9Y4C+0HE1dUSRw8T4mVJ78VClhAch2ruC0CIQDY+YSK8ANNQFUO
        5bEm9oRyWV/e8iBqJbR0xzVSpiJypQ==
        -----END CERTIFICATE-----
        """

    static let serverPEM = """
        -----BEGIN CERTIFICATE-----
        MIIB2TCCAX+gAwIBAgIBAjAKBggqhkjOPQQDAjAvMS0wKwYDVQQDDCRzd2lmdC1h
        dXRvZmlsbCB0ZXN0IHJvb3QgKFRFU1QgT05MWSkwIBcNMjAwMTAxMDAwMDAwWhgP
        MjEyMDAxMDEwMDAwMDBaMBQxEjAQBgNVBAMMCWxvY2FsaG9zdDBZMBMGByqGSM49
        AgEGCCqGSM49AwEHA0IABAV2k7e6NBm677CuftIqXSDhYu1Igi1oEcT9q17focX+
        b/nuWCzDb8afde7k3YB+epOR7vWHRAT3usG46iohUZSjgaQwgaEwLAYDVR0RBCUw
        I4IJbG9jYWxob3N0hwR/AAABhxAAAAAAAAAAAAAAAAAAAAABMAwGA1UdEwEB/wQC
        MAAwDgYDVR0PAQH/BAQDAgeAMBMGA1UdJQQMMAoGCCsGAQUFBwMBMB8GA1UdIwQY
        MBaAFOxHCQgG7PYJYKjQJ1zzAiqrDgo+MB0GA1UdDgQWBBQZinhoiJ2VoIRQewr5
        wGcAiBrabTAKBggqhkjOPQQDAgNIADBFAiEAgPNkojyHZpwnH6y2M2guuohlYUh7
        HacU4KWJJ7wPtfICIDky4xT70JxzvZn1yDOapoFw267iGSXuA371cGjcFgpi
        -----END CERTIFICATE-----
        """

    static let serverKeyPEM = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgtp/l7u85+IYlZ9ac
        PiXREZwEhClQ/rZ055fuyrfYB5OhRANCAAQFdpO3ujQZuu+wrn7SKl0g4WLtSIIt
        aBHE/ate36HF/m/57lgsw2/Gn3Xu5N2AfnqTke71h0QE97rBuOoqIVGU
        -----END PRIVATE KEY-----
        """

    static func root() throws -> NIOSSLCertificate {
        try NIOSSLCertificate(bytes: Array(rootPEM.utf8), format: .pem)
    }

    static func server() throws -> NIOSSLCertificate {
        try NIOSSLCertificate(bytes: Array(serverPEM.utf8), format: .pem)
    }

    static func serverKey() throws -> NIOSSLPrivateKey {
        try NIOSSLPrivateKey(bytes: Array(serverKeyPEM.utf8), format: .pem)
    }
}
