import ArgumentParser

struct SMSCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sms",
        abstract: "Read, write and measure one-time codes in text messages.",
        discussion: """
            Codes arrive in two forms. A domain-bound message ends with a line such as \
            '@example.com #123456' that ties the code to a website, so it is offered only there. \
            Any other message is searched for a free-form code ("Your GitHub code is 804921") in \
            67 languages.

            Examples:
              printf 'Your code is 123456\\n\\n@example.com #123456' | autofill sms parse
              autofill sms parse messages.jsonl --json
              echo 123456 | autofill sms compose --domain example.com --text 'Your Example code is {code}.'
              echo -n 'Ça coûte 5€' | autofill sms measure
              autofill sms app-hash --package com.example.app --certificate signing.der
              autofill sms eval Tests/MessageCodesTests/Corpus/messages.jsonl
            """,
        subcommands: [
            SMSParseCommand.self,
            SMSComposeCommand.self,
            SMSMeasureCommand.self,
            SMSAppHashCommand.self,
            SMSEvalCommand.self,
        ]
    )
}
