/// `bytes` as an array, copied in one go where they are contiguous (a native string's UTF-8).
///
/// The generic functions of this module start here: `package` generics are not specialised in
/// the calling module, so a loop over `some Collection<UInt8>` would run through witness tables
/// (a call per byte); over the array it runs on concrete bytes.
func contiguousArray(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    bytes.withContiguousStorageIfAvailable { Array($0) } ?? Array(bytes)
}
