import Testing

@testable import _AutoFillSupport

@Suite("LogBudget")
struct LogBudgetTests {
    @Test("lines beyond the budget are left out and counted in the next line written")
    func budget() {
        let budget = LogBudget(linesPerInterval: 3, interval: .seconds(60))
        #expect((0..<3).map { budget.admit("refused", now: Double($0)) } == [0, 0, 0])
        for second in 3..<1000 { #expect(budget.admit("refused", now: Double(second % 59)) == nil) }
        // Another kind has its own budget.
        #expect(budget.admit("failed", now: 10) == 0)
        // A new minute: one line, saying how many were left out.
        #expect(budget.admit("refused", now: 61) == 997)
        #expect(budget.admit("refused", now: 62) == 0)
    }

    @Test("a flood of a million refusals writes a bounded number of lines")
    func flood() {
        let budget = LogBudget(linesPerInterval: 10, interval: .seconds(60))
        var written = 0
        for index in 0..<1_000_000 where budget.admit("refused", now: Double(index) / 1000) != nil {
            written += 1
        }
        // 1 000 seconds: 17 windows of ten lines.
        #expect(written == 170)
    }
}
