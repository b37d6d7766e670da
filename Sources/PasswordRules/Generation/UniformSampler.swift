#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws strings uniformly from all strings of one length over an alphabet that contain a
/// character of every required set and repeat no character more than a limit in a row.
///
/// Rather than "place one character from each required set, fill, shuffle, retry" (which makes
/// some passwords likelier than others and can loop for long on tight rules), it counts the valid
/// completions of every prefix state by dynamic programming and picks each next character with
/// probability proportional to the completions it leaves. Every valid string is then equally
/// likely (up to floating-point rounding, below 2⁻⁵⁰), no draw is ever rejected, and the entropy is
/// exactly log2 of the number of valid strings.
///
/// A state after some characters is the set of required sets hit so far (a bit mask) and, when a
/// run limit applies, the last character's *atom* (the characters that belong to the same
/// required sets behave alike) and the length of its run.
struct UniformSampler: Sendable {
    struct Atom: Sendable {
        var signature: UInt32
        var characters: [UInt8]
    }

    let length: Int
    let atoms: [Atom]
    let fullMask: UInt32
    let maxRun: Int?
    /// `layers[i][state]`: the number of valid completions of positions `i..<length` from `state`,
    /// scaled per layer (only ratios within a layer are used to sample).
    private let layers: [[Double]]
    /// log2 of the number of valid strings.
    let entropy: Double

    // The fast path: draw whole strings uniformly, several characters per random number, and
    // reject those that break a rule. Every valid string stays equally likely, and when most
    // strings are valid this costs a few draws per string instead of two per character.
    private let characters: [UInt8]
    private let signatures: [UInt32]  // by byte value, 0 outside the alphabet
    private let charactersPerDraw: Int
    private let drawBound: UInt64  // characters.count ^ charactersPerDraw
    /// The share of uniformly drawn strings that are valid.
    let acceptance: Double

    /// The most work (state transitions) a sampler may take to build; beyond it the rules are
    /// refused as unsupported rather than stalling the caller.
    static let workLimit = 50_000_000
    /// The most table entries (8 bytes each) a sampler may hold.
    static let tableLimit = 4_000_000

    /// - Returns: `nil` when the tables would exceed ``workLimit``.
    init?(alphabet: PasswordCharacterClass, required: [PasswordCharacterClass], length: Int, maxRun: Int?) {
        precondition(required.count <= 16 && length >= 1 && !alphabet.isEmpty)
        var atoms: [Atom] = []
        for byte in alphabet.asciiBytes {
            var signature: UInt32 = 0
            for (index, set) in required.enumerated() where set.contains(ascii: byte) { signature |= 1 << index }
            if let index = atoms.firstIndex(where: { $0.signature == signature }) {
                atoms[index].characters.append(byte)
            } else {
                atoms.append(Atom(signature: signature, characters: [byte]))
            }
        }
        let maxRun = maxRun.flatMap { $0 < length ? $0 : nil }
        let masks = 1 << required.count
        let stateCount = masks * (maxRun.map { $0 * atoms.count } ?? 1)
        guard stateCount * (atoms.count + 1) * length <= Self.workLimit,
            stateCount * (length + 1) <= Self.tableLimit
        else { return nil }

        self.length = length
        self.atoms = atoms
        self.fullMask = UInt32(masks - 1)
        self.maxRun = maxRun

        var layers = [[Double]](repeating: [], count: length + 1)
        var scale = 0.0  // log2 of the factor layer i was divided by, accumulated from the end
        var last = [Double](repeating: 0, count: stateCount)
        for state in 0..<stateCount where Self.mask(of: state, maxRun: maxRun, atomCount: atoms.count) == fullMask {
            last[state] = 1
        }
        layers[length] = last
        let firstComputed = maxRun == nil ? 0 : 1
        var position = length - 1
        while position >= firstComputed {
            var layer = [Double](repeating: 0, count: stateCount)
            let next = layers[position + 1]
            for state in 0..<stateCount {
                layer[state] = Self.completions(
                    from: state, next: next, atoms: atoms, maxRun: maxRun, fullMask: UInt32(masks - 1))
            }
            let largest = layer.max() ?? 0
            if largest > 0 {
                for index in layer.indices { layer[index] /= largest }
                scale += log2(largest)
            }
            layers[position] = layer
            position -= 1
        }
        // Without a run limit layer 0 holds the count from the empty prefix; with one, the first
        // character has no predecessor, so its choices are summed over layer 1.
        let total =
            maxRun == nil
            ? layers[0][0]
            : atoms.enumerated().reduce(0.0) { sum, element in
                let state = Self.state(
                    mask: element.element.signature, atom: element.offset, run: 1, maxRun: maxRun,
                    atomCount: atoms.count)
                return sum + Double(element.element.characters.count) * layers[1][state]
            }
        self.layers = layers
        self.entropy = total > 0 ? log2(total) + scale : -.infinity

        let characters = atoms.flatMap(\.characters)
        var signatures = [UInt32](repeating: 0, count: 128)
        for atom in atoms { for character in atom.characters { signatures[Int(character)] = atom.signature } }
        var perDraw = 0
        var bound: UInt64 = 1
        while perDraw < length {
            let (next, overflow) = bound.multipliedReportingOverflow(by: UInt64(characters.count))
            if overflow { break }
            bound = next
            perDraw += 1
            if characters.count == 1 { break }
        }
        self.characters = characters
        self.signatures = signatures
        self.charactersPerDraw = perDraw
        self.drawBound = bound
        self.acceptance = total > 0 ? exp2(self.entropy - Double(length) * log2(Double(characters.count))) : 0
    }

    /// Whether any string satisfies the constraints.
    var isSatisfiable: Bool { entropy > -.infinity }

    // MARK: State encoding

    // Without a run limit a state is the mask. With one it is (mask, atom, run - 1), run in 1...maxRun.
    private static func state(mask: UInt32, atom: Int, run: Int, maxRun: Int?, atomCount: Int) -> Int {
        guard let maxRun else { return Int(mask) }
        return (Int(mask) * atomCount + atom) * maxRun + (run - 1)
    }

    private static func mask(of state: Int, maxRun: Int?, atomCount: Int) -> UInt32 {
        guard let maxRun else { return UInt32(state) }
        return UInt32(state / maxRun / atomCount)
    }

    private static func completions(
        from state: Int, next: [Double], atoms: [Atom], maxRun: Int?, fullMask: UInt32
    ) -> Double {
        guard let maxRun else {
            var sum = 0.0
            for atom in atoms { sum += Double(atom.characters.count) * next[Int(UInt32(state) | atom.signature)] }
            return sum
        }
        let run = state % maxRun + 1
        let atom = (state / maxRun) % atoms.count
        let mask = UInt32(state / maxRun / atoms.count)
        var sum = run < maxRun ? next[state + 1] : 0
        for (index, other) in atoms.enumerated() {
            let choices = other.characters.count - (index == atom ? 1 : 0)
            guard choices > 0 else { continue }
            let target = Self.state(
                mask: mask | other.signature, atom: index, run: 1, maxRun: maxRun, atomCount: atoms.count)
            sum += Double(choices) * next[target]
        }
        return sum
    }

    // MARK: Sampling

    /// Writes one string of ``length`` bytes into `output`.
    enum Method {
        /// Rejection when at least one draw in eight is valid, else sequential.
        case automatic
        case rejection
        case sequential
    }

    func sample(
        into output: UnsafeMutableBufferPointer<UInt8>, using generator: inout some RandomNumberGenerator,
        method: Method = .automatic
    ) {
        // After 64 rejections (which a working generator reaches with probability below
        // 0.875^64 < 2^-12 in the worst case allowed) the exact sequential method takes over,
        // which is uniform too.
        if method == .rejection || (method == .automatic && acceptance >= 0.125) {
            for _ in 0..<64 {
                drawUniformly(into: output, using: &generator)
                if isValid(output) { return }
            }
        }
        sampleSequentially(into: output, using: &generator)
    }

    private func drawUniformly(
        into output: UnsafeMutableBufferPointer<UInt8>, using generator: inout some RandomNumberGenerator
    ) {
        let radix = UInt64(characters.count)
        var position = 0
        while position < length {
            // A uniform number below radix^k, read as k base-radix digits: each digit is uniform
            // and independent of the others (this is not `random % n`, which would be biased).
            var value = UniformRandom.below(drawBound, using: &generator)
            for _ in 0..<min(charactersPerDraw, length - position) {
                output[position] = characters[Int(value % radix)]
                value /= radix
                position += 1
            }
        }
    }

    private func isValid(_ string: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        var mask: UInt32 = 0
        var run = 0
        var previous: UInt8 = 0
        for byte in string {
            mask |= signatures[Int(byte)]
            run = byte == previous ? run + 1 : 1
            previous = byte
            if let maxRun, run > maxRun { return false }
        }
        return mask == fullMask
    }

    /// The exact method: each character with probability proportional to the valid completions
    /// it leaves.
    private func sampleSequentially(
        into output: UnsafeMutableBufferPointer<UInt8>, using generator: inout some RandomNumberGenerator
    ) {
        var weights = [Double](repeating: 0, count: atoms.count + 1)
        var mask: UInt32 = 0
        var lastAtom = -1
        var lastCharacter: UInt8 = 0
        var run = 0
        for position in 0..<length {
            let next = layers[position + 1]
            // Choice 0 repeats the last character; choice 1 + i draws from atom i.
            weights[0] = 0
            if let maxRun, lastAtom >= 0, run < maxRun {
                weights[0] =
                    next[Self.state(mask: mask, atom: lastAtom, run: run + 1, maxRun: maxRun, atomCount: atoms.count)]
            }
            for (index, atom) in atoms.enumerated() {
                let choices = atom.characters.count - (maxRun != nil && index == lastAtom ? 1 : 0)
                let target = Self.state(
                    mask: mask | atom.signature, atom: index, run: 1, maxRun: maxRun, atomCount: atoms.count)
                weights[index + 1] = choices > 0 ? Double(choices) * next[target] : 0
            }
            let choice = Self.weightedChoice(weights, using: &generator)
            if choice == 0 {
                run += 1
                output[position] = lastCharacter
                continue
            }
            let atomIndex = choice - 1
            let characters = atoms[atomIndex].characters
            var character: UInt8
            if maxRun != nil && atomIndex == lastAtom {
                // Any character of the atom but the last one.
                let lastIndex = characters.firstIndex(of: lastCharacter) ?? characters.count
                var pick = UniformRandom.below(characters.count - 1, using: &generator)
                if pick >= lastIndex { pick += 1 }
                character = characters[pick]
            } else {
                character = characters[UniformRandom.below(characters.count, using: &generator)]
            }
            run = 1
            mask |= atoms[atomIndex].signature
            lastAtom = atomIndex
            lastCharacter = character
            output[position] = character
        }
    }

    /// An index drawn with probability proportional to its weight. The uniform real number comes
    /// from 53 random bits; no index of weight 0 is ever returned.
    private static func weightedChoice(_ weights: [Double], using generator: inout some RandomNumberGenerator) -> Int {
        let total = weights.reduce(0, +)
        let point = Double(generator.next() >> 11) * 0x1p-53 * total
        var cumulative = 0.0
        var lastPositive = 0
        for (index, weight) in weights.enumerated() where weight > 0 {
            cumulative += weight
            lastPositive = index
            if point < cumulative { return index }
        }
        return lastPositive
    }
}
