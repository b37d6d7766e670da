/// Lets at most `width` slow hashes run at once; the others wait their turn.
actor HashGate {
    private let width: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        self.width = width
    }

    func enter() async {
        if running < width {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            // The slot passes straight to the next waiter.
            waiting.removeFirst().resume()
        }
    }
}
