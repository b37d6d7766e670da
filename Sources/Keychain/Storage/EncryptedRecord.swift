import Foundation

/// A record as it is stored and as it will travel to a sync server: everything but the
/// identifier and the revision is opaque without the vault key.
///
/// - `id` is made by the client (a random UUID), so devices never need the server to name
///   records.
/// - `revision` grows by one with every change, deletes included; it is bound into the
///   ciphertext, so a stored row cannot be paired with another revision's ciphertext.
/// - A delete leaves a tombstone (`isDeleted`, no ciphertext) so that other devices learn of it.
/// - `formatVersion` names the plaintext layout; a reader refuses versions newer than it knows
///   instead of dropping fields it does not understand.
struct EncryptedRecord: Sendable, Hashable {
    /// The record's identifier, made by the client that created it.
    var id: UUID
    /// How many times the record has changed: 1 when created.
    var revision: UInt64
    /// The plaintext layout version.
    var formatVersion: Int
    /// The identifier of the vault key that wraps ``wrappedKey``.
    var keyID: UUID
    /// The record's own AES-256 key, sealed with AES-GCM under a key derived from the vault key.
    var wrappedKey: [UInt8]
    /// The nonce, the AES-GCM ciphertext of the padded plaintext, and the tag; empty for a
    /// tombstone.
    var ciphertext: [UInt8]
    /// Whether this is a tombstone left by a delete.
    var isDeleted: Bool
}
