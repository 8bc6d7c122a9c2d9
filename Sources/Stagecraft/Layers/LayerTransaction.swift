/// An open `CATransaction`: the duration and timing function explicit animations added inside it
/// take when they set none, and a completion that runs once every animation added after it was
/// set has ended — or right after the commit when none was added (L1.9).
public final class LayerTransaction {
    public var animationDuration = 0.25
    public var timingFunction: TimingFunction?
    /// Recorded for scripts that set it; Stagecraft has no implicit layer actions to disable.
    public var disableActions = false
    public var completion: (() -> Void)?
    var pending = 0
    var committed = false

    /// One of the transaction's animations ended.
    func animationEnded(on engine: Engine) {
        pending -= 1
        finishIfDone(on: engine)
    }

    func finishIfDone(on engine: Engine) {
        guard committed, pending <= 0, let work = completion else { return }
        completion = nil
        engine.async(work)
    }
}

extension Engine {
    /// `CATransaction.begin()`.
    public func beginTransaction() { transactionStack.append(LayerTransaction()) }

    /// The innermost open transaction, if any.
    public var currentTransaction: LayerTransaction? { transactionStack.last }

    /// `CATransaction.commit()`; a commit without a begin is reported and ignored.
    public func commitTransaction() {
        guard let transaction = transactionStack.popLast() else {
            return report(Diagnostic(kind: .animationMisuse, message: "CATransaction.commit() without a matching begin() was ignored"))
        }
        transaction.committed = true
        transaction.finishIfDone(on: self)
    }
}
