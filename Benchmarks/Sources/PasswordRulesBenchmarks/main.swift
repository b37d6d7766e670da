import BenchmarkSupport
import PasswordRules
import Secrets

let chase =
    "minlength: 8; maxlength: 32; max-consecutive: 2; required: lower, upper; required: digit; required: [!#$%+/=@~];"
let chaseRules = PasswordRules(parsingCompatibly: chase)
let typeable = try! PasswordGenerator()
let classic = try! PasswordGenerator(rules: PasswordRules(parsing: "maxlength: 16"))
let random = try! PasswordGenerator(rules: chaseRules)
let password = SecretText("Abcdefgh1!xyz")

// Release builds have been miscompiled before (see OneTimeCodes): check what this build makes
// before timing it.
var check = SystemRandomNumberGenerator()
for generator in [typeable, classic, random] {
    for _ in 0..<10_000 where !generator.rules.isSatisfied(by: generator.generate(using: &check)) {
        fatalError("\(generator.format) made a password that breaks its rules")
    }
}

func passwords(_ generator: PasswordGenerator) -> @Sendable (Int) -> Void {
    { iterations in
        var system = SystemRandomNumberGenerator()
        for _ in 0..<iterations { blackHole(generator.generate(using: &system)) }
    }
}

runBenchmarks([
    Benchmark("default-format (typeable) passwords", target: 200_000, body: passwords(typeable)),
    Benchmark("classic passwords (maxlength: 16)", body: passwords(classic)),
    Benchmark("random-format passwords (chase.com rules)", body: passwords(random)),
    Benchmark("plan a generator (chase.com rules)") { iterations in
        for _ in 0..<iterations { blackHole(try! PasswordGenerator(rules: chaseRules)) }
    },
    Benchmark("parse rules, compatible (chase.com)") { iterations in
        for _ in 0..<iterations { blackHole(PasswordRules.parse(chase, mode: .compatible)) }
    },
    Benchmark("parse rules, strict (chase.com)") { iterations in
        for _ in 0..<iterations { blackHole(PasswordRules.parse(chase, mode: .strict)) }
    },
    Benchmark("canonical form (chase.com)") { iterations in
        for _ in 0..<iterations { blackHole(chaseRules.canonicalForm) }
    },
    Benchmark("validate a password (chase.com)") { iterations in
        for _ in 0..<iterations { blackHole(chaseRules.violations(of: password)) }
    },
])
