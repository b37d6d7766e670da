extension GaloisField {
    /// The multiplicative inverse of a non-zero element.
    static func inverse(_ a: UInt8) -> UInt8 {
        precondition(a != 0, "zero has no inverse")
        return exponentials[255 - logarithms[Int(a)]]
    }

    /// a / b for b ≠ 0.
    static func divide(_ a: UInt8, _ b: UInt8) -> UInt8 {
        precondition(b != 0, "division by zero")
        if a == 0 { return 0 }
        return exponentials[logarithms[Int(a)] + 255 - logarithms[Int(b)]]
    }
}

/// Corrects errors in a Reed-Solomon block made by ``ReedSolomonEncoder``: the generator's roots
/// are α⁰…αⁿ⁻¹, so a valid block evaluates to zero at each of them.
///
/// The steps are the textbook ones: syndromes, the error locator by Berlekamp-Massey, its roots by
/// trying every position (Chien search), and the error values by Forney's formula. A result is
/// accepted only when the locator has exactly as many roots in the block as its degree, the
/// degree is within `maximumErrors`, and the corrected block has zero syndromes.
struct ReedSolomonDecoder: Sendable {
    /// Error correction codewords per block.
    let degree: Int

    init(degree: Int) {
        precondition(degree >= 1 && degree <= 254, "a Reed-Solomon degree must be 1-254")
        self.degree = degree
    }

    /// Corrects `block` (data then error correction codewords, first codeword the highest power
    /// of x) in place and returns how many codewords were changed, or nil when the block has more
    /// errors than it can correct (it is then left as it was).
    ///
    /// - Parameter maximumErrors: at most `degree / 2`; ISO/IEC 18004 asks for less in the
    ///   smallest symbols, keeping some codewords to detect rather than correct errors.
    func correct(_ block: inout [UInt8], maximumErrors: Int) -> Int? {
        let length = block.count
        guard length > degree, length <= 255 else { return nil }
        let limit = min(maximumErrors, degree / 2)
        let syndromes = Self.syndromes(of: block, count: degree)
        guard syndromes.contains(where: { $0 != 0 }) else { return 0 }
        guard limit > 0 else { return nil }

        let locator = Self.errorLocator(syndromes: syndromes)
        let errorCount = locator.count - 1
        guard errorCount >= 1, errorCount <= limit else { return nil }

        // Chien search: position i (counted from the end, so the power of x) is in error when
        // Λ(α⁻ⁱ) = 0.
        var positions: [Int] = []
        for power in 0..<length where Self.evaluate(locator, at: GaloisField.power(255 - power)) == 0 {
            positions.append(power)
        }
        guard positions.count == errorCount else { return nil }

        // Ω(x) = S(x)·Λ(x) mod x^degree.
        var evaluator = [UInt8](repeating: 0, count: degree)
        for (i, s) in syndromes.enumerated() where s != 0 {
            for (j, l) in locator.enumerated() where i + j < degree {
                evaluator[i + j] ^= GaloisField.multiply(s, l)
            }
        }
        // Λ'(x): in characteristic 2 only the odd powers survive differentiation.
        var derivative = [UInt8](repeating: 0, count: max(1, locator.count - 1))
        for power in stride(from: 1, to: locator.count, by: 2) { derivative[power - 1] = locator[power] }

        var corrected = block
        for power in positions {
            let x = GaloisField.power(power)  // Xₖ
            let xInverse = GaloisField.power(255 - power)
            let denominator = Self.evaluate(derivative, at: xInverse)
            guard denominator != 0 else { return nil }
            // Forney with the first root α⁰: eₖ = Xₖ·Ω(Xₖ⁻¹) / Λ'(Xₖ⁻¹).
            let magnitude = GaloisField.multiply(
                x, GaloisField.divide(Self.evaluate(evaluator, at: xInverse), denominator))
            guard magnitude != 0 else { return nil }
            corrected[length - 1 - power] ^= magnitude
        }
        guard !Self.syndromes(of: corrected, count: degree).contains(where: { $0 != 0 }) else { return nil }
        block = corrected
        return errorCount
    }

    /// Sᵢ = r(αⁱ) for i in 0..<count, by Horner's rule.
    static func syndromes(of block: [UInt8], count: Int) -> [UInt8] {
        (0..<count).map { index in
            let point = GaloisField.power(index)
            var value: UInt8 = 0
            for codeword in block { value = GaloisField.multiply(value, point) ^ codeword }
            return value
        }
    }

    /// Berlekamp-Massey: the shortest linear feedback register that generates the syndromes,
    /// as Λ(x) with Λ₀ = 1, lowest power first and trailing zeros removed.
    static func errorLocator(syndromes: [UInt8]) -> [UInt8] {
        var current: [UInt8] = [1]  // Λ
        var previous: [UInt8] = [1]  // the register before the last length change
        var length = 0
        var shift = 1
        var previousDiscrepancy: UInt8 = 1
        for n in syndromes.indices {
            var discrepancy = syndromes[n]
            for i in 1..<min(current.count, length + 1) where n - i >= 0 {
                discrepancy ^= GaloisField.multiply(current[i], syndromes[n - i])
            }
            if discrepancy == 0 {
                shift += 1
                continue
            }
            let factor = GaloisField.divide(discrepancy, previousDiscrepancy)
            var updated = current
            if updated.count < previous.count + shift {
                updated += [UInt8](repeating: 0, count: previous.count + shift - updated.count)
            }
            for (i, coefficient) in previous.enumerated() {
                updated[i + shift] ^= GaloisField.multiply(factor, coefficient)
            }
            if 2 * length <= n {
                previous = current
                length = n + 1 - length
                previousDiscrepancy = discrepancy
                shift = 1
            } else {
                shift += 1
            }
            current = updated
        }
        while current.count > 1 && current.last == 0 { current.removeLast() }
        // A register longer than its polynomial's degree means the syndromes do not come from
        // that many errors; pad so that the caller sees the register's length as the degree.
        if current.count - 1 < length { current += [UInt8](repeating: 0, count: length - (current.count - 1)) }
        return current
    }

    /// p(x) for p given lowest power first.
    static func evaluate(_ polynomial: [UInt8], at x: UInt8) -> UInt8 {
        var value: UInt8 = 0
        for coefficient in polynomial.reversed() { value = GaloisField.multiply(value, x) ^ coefficient }
        return value
    }
}
