import Foundation
import StagecraftRender
import StagecraftScenario
import Synchronization

/// The gallery's cards (GA2.5): each scenario's player, thumbnail and GIF, rendered by whichever
/// thread is free while later files still run. Results are queued in the order the suite reports
/// them (file order), so file names are made unique the same way on every run; the workers render
/// what is queued before they run another file, so few traces wait at a time.
final class GalleryCards: Sendable {
    private struct Queued {
        var index: Int
        var result: ScenarioResult
        var base: String
    }

    private struct State {
        var queue: [Queued?] = []
        var head = 0
        var taken = Set<String>()
        var reported = 0
        var outcomes: [Int: Result<GalleryPage.Scenario, any Error>] = [:]
    }

    private let state = Mutex(State())
    let out: String
    let scale: Double
    let noGif: Bool

    init(out: String, scale: Double, noGif: Bool) {
        self.out = out
        self.scale = scale
        self.noGif = noGif
    }

    /// Queues a file's results, in report order. File names come from the file and scenario names,
    /// made unique here (two names can differ only in punctuation), so no two renders write one file.
    func add(_ results: [ScenarioResult]) {
        state.withLock { state in
            for result in results {
                let base = GalleryPage.slug(ScenarioRunner.scenarioName(of: result.file) + "-" + result.name)
                var unique = base, n = 1
                while !state.taken.insert(unique).inserted {
                    n += 1
                    unique = "\(base)-\(n)"
                }
                state.queue.append(Queued(index: state.reported, result: result, base: unique))
                state.reported += 1
            }
        }
    }

    /// Renders queued results until none is left; any number of threads at once.
    func renderQueued() {
        while let next = take() {
            let outcome = Result { try render(next.result, base: next.base) }
            state.withLock { $0.outcomes[next.index] = outcome }
        }
    }

    /// Renders what is still queued on `jobs` threads, then the cards in report order; the first
    /// error in that order is thrown.
    func finish(jobs: Int) throws -> [GalleryPage.Scenario?] {
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in renderQueued() }
        return try state.withLock { state in try (0..<state.reported).map { try state.outcomes[$0]?.get() } }
    }

    private func take() -> Queued? {
        state.withLock { state in
            guard state.head < state.queue.count else { return nil }
            // The slot is emptied, so the queue holds no trace already taken.
            let next = state.queue[state.head].take()
            state.head += 1
            if state.head == state.queue.count { (state.queue, state.head) = ([], 0) }
            return next
        }
    }

    private func render(_ result: ScenarioResult, base: String) throws -> GalleryPage.Scenario {
        let status: GalleryPage.Scenario.Status = result.skipped != nil ? .skip : result.passed ? .pass : .fail
        var card = GalleryPage.Scenario(name: result.name, status: status, line: result.line, player: nil, still: nil, gif: nil)
        guard let trace = result.trace, !trace.frames.isEmpty else { return card }
        try OutputFile.write(HTMLPlayer(trace: trace, title: result.name).html(), to: "\(out)/\(base).html")
        card.player = "\(base).html"
        if let frame = ThumbnailMoment.frame(in: trace, requested: result.gallery.moment) {
            let still = try FrameRenderer(options: RenderOptions(scale: scale)).render(frame).pngData()
            try OutputFile.write(Data(still), to: "\(out)/\(base).png")
            card.still = "\(base).png"
        }
        // A one-frame trace has nothing to play: its still is the whole story.
        if !noGif, trace.frames.count > 1 {
            let gif = try TraceRenderer(trace: trace, options: RenderOptions(scale: scale)).gif()
            try OutputFile.write(Data(gif), to: "\(out)/\(base).gif")
            card.gif = "\(base).gif"
        }
        return card
    }
}
