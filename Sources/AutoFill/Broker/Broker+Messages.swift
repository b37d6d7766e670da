import Domains
import Foundation
import MessageCodes

extension Broker {
    /// Takes in a message (an SMS or e-mail text) that arrived at `date`.
    ///
    /// The code is read domain-bound first, free-form second, and kept in ``codes`` for three
    /// minutes. Every focused one-time-code field it may be offered to gets a
    /// ``BrokerEvent/Kind/codeArrived`` event carrying the ready suggestion, at once; when no
    /// focused field may have it, one ``BrokerEvent/Kind/codeReceived`` event says it arrived.
    /// Returns nil when the message holds no code.
    ///
    /// A message whose sender a signature verified (`verifiedDomain`: a mail's DKIM domain)
    /// binds its code to that domain, and is refused when its own `@host #code` line names
    /// another site (`MessageCodeReader.code(in:verifiedDomain:)`).
    ///
    /// - Throws: ``ProviderError/Code/invalidMessage`` when the message binds its code to an
    ///   invalid host (such a message never yields an unbound code), or to another site than its
    ///   verified domain.
    @discardableResult
    public func receive(
        message: String, sender: String? = nil, verifiedDomain: HostName? = nil, at date: Date
    ) throws(ProviderError) -> ReceivedCode? {
        let code: MessageCode?
        do {
            code = try configuration.messageReader.code(in: message, verifiedDomain: verifiedDomain)
        } catch {
            throw ProviderError(.invalidMessage, "the message's code binding is not valid: \(error)")
        }
        guard let code else { return nil }
        let sender = sender.map { String(WireProtocol.sanitized($0).prefix(100)) }
        let received = codes.add(code, sender: sender, received: date)
        var pushed = false
        for field in focusedFields where field.kind == .oneTimeCode {
            guard let offer = codes.offer(received.id, in: field.context, at: date) else { continue }
            let suggestion = issue(
                identity: CredentialIdentity(offer, providerID: deliveredCodes.id), kind: .deliveredCode,
                providerName: deliveredCodes.name, for: field, now: date)
            publish(
                BrokerEvent(kind: .codeArrived, date: date, fieldID: field.id, suggestion: suggestion, code: received))
            pushed = true
        }
        if !pushed { publish(BrokerEvent(kind: .codeReceived, date: date, code: received)) }
        return received
    }
}
