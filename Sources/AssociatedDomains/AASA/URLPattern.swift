/// A universal-links pattern: `*` matches any run of characters (also none), `?` exactly one,
/// `$(name)` any one value of a substitution variable; everything else matches itself.
///
/// Patterns compile to a small automaton that is run over the text's Unicode scalars, so a
/// match takes time proportional to the text times the pattern, however many `*` it has (a
/// backtracking matcher can be made to take exponential time by a hostile file).
public struct URLPattern: Hashable, Sendable, CustomStringConvertible {
    enum Instruction: Hashable, Sendable {
        case scalar(Unicode.Scalar)
        case any
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// The pattern as written.
    public let source: String
    /// Whether letters must match in case.
    public let isCaseSensitive: Bool
    /// Variables the pattern names that are not defined; such a reference matches its own text.
    public let undefinedVariables: [String]
    /// Whether the pattern expands to more than ``maximumSize`` steps (say, thousands of
    /// `$(region)`), in which case it matches nothing rather than using unbounded memory.
    public let isTooComplex: Bool
    let program: [Instruction]

    /// The most automaton steps a pattern may compile to.
    public static let maximumSize = 100_000

    /// Compiles `source`, expanding `$(name)` with `variables` (the file's substitution
    /// variables and the predefined ones).
    public init(
        _ source: String, caseSensitive: Bool = true, variables: [String: [String]] = SubstitutionVariables.predefined
    ) {
        self.source = source
        isCaseSensitive = caseSensitive
        var program: [Instruction] = []
        var undefined: [String] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var tooComplex = false
        while index < scalars.count {
            if program.count > Self.maximumSize {
                tooComplex = true
                break
            }
            let scalar = scalars[index]
            if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "(",
                let close = scalars[(index + 2)...].firstIndex(of: ")")
            {
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                if let values = variables[name], !values.isEmpty {
                    Self.emitAlternatives(values, caseSensitive: caseSensitive, into: &program)
                    index = close + 1
                    continue
                }
                undefined.append(name)
            }
            Self.emit(scalar, caseSensitive: caseSensitive, wildcards: true, into: &program)
            index += 1
        }
        if tooComplex {
            program = [.scalar("\u{FFFF}"), .match]  // a noncharacter URLs never hold
        } else {
            program.append(.match)
        }
        self.program = program
        isTooComplex = tooComplex
        undefinedVariables = undefined
    }

    private static func emit(
        _ scalar: Unicode.Scalar, caseSensitive: Bool, wildcards: Bool, into program: inout [Instruction]
    ) {
        switch scalar {
        case "*" where wildcards:
            // L: split(L+1, L+3); L+1: any; L+2: jump L; L+3: ...
            let start = program.count
            program.append(.split(start + 1, start + 3))
            program.append(.any)
            program.append(.jump(start))
        case "?" where wildcards:
            program.append(.any)
        default:
            program.append(.scalar(caseSensitive ? scalar : scalar.folded))
        }
    }

    /// One of `values` (each may hold `*` and `?`, not variables).
    private static func emitAlternatives(_ values: [String], caseSensitive: Bool, into program: inout [Instruction]) {
        var jumpsToEnd: [Int] = []
        for (offset, value) in values.enumerated() {
            let isLast = offset == values.count - 1
            var splitIndex = -1
            if !isLast {
                splitIndex = program.count
                program.append(.split(0, 0))
            }
            let branchStart = program.count
            for scalar in value.unicodeScalars {
                emit(scalar, caseSensitive: caseSensitive, wildcards: true, into: &program)
            }
            if !isLast {
                jumpsToEnd.append(program.count)
                program.append(.jump(0))
                program[splitIndex] = .split(branchStart, program.count)
            }
        }
        let end = program.count
        for index in jumpsToEnd { program[index] = .jump(end) }
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: some StringProtocol) -> Bool {
        // A Pike VM without captures: the set of states alive after each scalar.
        var marks = [Int](repeating: -1, count: program.count)
        var generation = 0
        var list: [Int] = []
        var nextList: [Int] = []
        addState(0, generation: generation, marks: &marks, list: &list)
        for scalar in text.unicodeScalars {
            let scalar = isCaseSensitive ? scalar : scalar.folded
            generation += 1
            for state in list {
                switch program[state] {
                case .scalar(let expected) where expected == scalar:
                    addState(state + 1, generation: generation, marks: &marks, list: &nextList)
                case .any:
                    addState(state + 1, generation: generation, marks: &marks, list: &nextList)
                default:
                    break
                }
            }
            if nextList.isEmpty { return false }
            swap(&list, &nextList)
            nextList.removeAll(keepingCapacity: true)
        }
        return list.contains { program[$0] == .match }
    }

    private func addState(_ state: Int, generation: Int, marks: inout [Int], list: inout [Int]) {
        var stack = [state]
        while let state = stack.popLast() {
            if marks[state] == generation { continue }
            marks[state] = generation
            switch program[state] {
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .jump(let target):
                stack.append(target)
            default:
                list.append(state)
            }
        }
    }

    public var description: String { source }
}

extension Unicode.Scalar {
    /// Simple lower-case folding, one scalar to one scalar, for case-insensitive patterns.
    var folded: Unicode.Scalar {
        if isASCII {
            return value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value + 0x20)! : self
        }
        let lower = properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : self
    }
}
