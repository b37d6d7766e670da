extension SampledSymbol {
    /// What a symbol read the right way round holds.
    struct Contents: Sendable, Hashable {
        var message: DataStreamDecoder.Message
        var version: SymbolVersion
        var correction: ErrorCorrection
        var correctedCodewords: Int
    }

    /// The version its version information names (versions 7 and up), or nil when it has none or
    /// neither copy is within ``InformationCodes/correctableBits`` of a valid word.
    var decodedVersion: SymbolVersion? {
        guard dimension >= 45 else { return nil }
        let (first, second) = versionInformation
        let a = InformationCodes.nearestVersion(to: first)
        let b = InformationCodes.nearestVersion(to: second)
        let best = a.distance <= b.distance ? a : b
        return best.distance <= InformationCodes.correctableBits ? best.version : nil
    }

    /// Reads the symbol: format information, codewords, error correction, segments.
    ///
    /// - Throws: ``QRCodeError/Code/unreadable`` when the format information or a block has too
    ///   many errors, ``QRCodeError/Code/unsupported`` for data the reader does not implement.
    func decode() throws(QRCodeError) -> Contents {
        guard dimension >= 21, dimension <= 177, (dimension - 17) % 4 == 0 else {
            throw QRCodeError(.unreadable, "a QR code is 21-177 modules wide in steps of 4, not \(dimension)")
        }
        let version = SymbolVersion((dimension - 17) / 4)
        // Both copies, the nearer first; the second is tried too if it names another format.
        let (first, second) = formatInformation
        var formats = [InformationCodes.nearestFormat(to: first), InformationCodes.nearestFormat(to: second)]
            .filter { $0.distance <= InformationCodes.correctableBits }
            .sorted { $0.distance < $1.distance }
        if formats.count == 2 && formats[0].level == formats[1].level && formats[0].mask == formats[1].mask {
            formats.removeLast()
        }
        guard !formats.isEmpty else {
            throw QRCodeError(.unreadable, "the QR code's format information is damaged beyond correction")
        }
        var failure = QRCodeError(.unreadable, "the QR code has more damaged codewords than it can correct")
        for format in formats {
            do throws(QRCodeError) {
                return try decode(version: version, correction: format.level, mask: format.mask)
            } catch  where error.code == .unreadable {
                failure = error
            }
        }
        throw failure
    }

    private func decode(version: SymbolVersion, correction: ErrorCorrection, mask: Int) throws(QRCodeError) -> Contents
    {
        let codewords = codewords(version: version, mask: mask)
        let lengths = version.dataBlockLengths(correction)
        let errorCorrectionLength = version.errorCorrectionCodewordsPerBlock(correction)
        // Undo the interleaving: data codewords were taken one from each block in turn (the
        // shorter blocks dropping out at the end), then the error correction codewords likewise.
        var blocks = lengths.map { length -> [UInt8] in
            var block: [UInt8] = []
            block.reserveCapacity(length + errorCorrectionLength)
            return block
        }
        var next = 0
        for index in 0..<(lengths.max() ?? 0) {
            for block in blocks.indices where index < lengths[block] {
                blocks[block].append(codewords[next])
                next += 1
            }
        }
        for _ in 0..<errorCorrectionLength {
            for block in blocks.indices {
                blocks[block].append(codewords[next])
                next += 1
            }
        }

        let decoder = ReedSolomonDecoder(degree: errorCorrectionLength)
        let correctable = version.correctableErrorsPerBlock(correction)
        var data: [UInt8] = []
        data.reserveCapacity(version.dataCodewords(correction))
        var corrected = 0
        for index in blocks.indices {
            guard let changed = decoder.correct(&blocks[index], maximumErrors: correctable) else {
                throw QRCodeError(
                    .unreadable,
                    "the QR code (version \(version.number)-\(correction)) has more damaged codewords than it can "
                        + "correct")
            }
            corrected += changed
            data += blocks[index].prefix(lengths[index])
        }
        let message = try DataStreamDecoder.decode(data, version: version)
        return Contents(message: message, version: version, correction: correction, correctedCodewords: corrected)
    }
}
