import ArgumentParser

struct DomainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "domain",
        abstract: "Normalise hosts, look them up in the Public Suffix List, and compare sites.",
        discussion: """
            Every comparison of hosts in AutoFill goes through the same rules: hosts are \
            normalised (lower case, IDNA to ASCII, no trailing dot, IP addresses in one form) and \
            compared by site, where a site is a registrable domain from the Public Suffix List, \
            private section included (so alice.github.io and bob.github.io are different sites).

            The built-in list is a snapshot; use --psl-file or set AUTOFILL_PSL_FILE to use a newer \
            public_suffix_list.dat.

            Examples:
              autofill domain info 'https://user@Login.Example.co.uk:8443/path'
              autofill domain info bücher.example --json
              autofill domain match login.example.com example.com
              autofill domain match https://bob.github.io alice.github.io
              cut -d, -f1 hosts.csv | autofill domain info --batch
            """,
        subcommands: [DomainInfoCommand.self, DomainMatchCommand.self])
}
