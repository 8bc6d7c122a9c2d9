import Foundation
import StagecraftRender

/// MP4 through the system's `ffmpeg` (optional: only when it is on PATH): the PNG frames piped in
/// at the output rate, H.264 in yuv420p so that every player opens it.
enum MP4Export {
    /// The ffmpeg executable on PATH, or nil.
    static func ffmpeg() -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("ffmpeg") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Encodes `frames` (PNG bytes) at `fps` into `destination`: ffmpeg writes a temporary file,
    /// which `OutputFile` puts in place only when ffmpeg succeeded (so a FIFO or a device given to
    /// --out is written into, not replaced, and nothing is made beside it).
    static func write(_ frames: [TraceRenderer.Output], fps: Double, to destination: URL) throws {
        guard let ffmpeg = ffmpeg() else {
            throw RenderFailure("mp4 needs ffmpeg on PATH (Debian: apt-get install ffmpeg); gif, png, svg and html need nothing more")
        }
        let partial = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).partial.mp4")
        defer { try? FileManager.default.removeItem(at: partial) }
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-y", "-f", "image2pipe", "-framerate", String(fps), "-c:v", "png", "-i", "-",
            // H.264 in yuv420p needs even sides.
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart", partial.path,
        ]
        // ffmpeg's messages go to a file: nothing to drain while frames are written.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-ffmpeg-\(getpid()).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let logHandle = try? FileHandle(forWritingTo: log) else {
            throw RenderFailure("cannot create \(log.path) for ffmpeg's messages")
        }
        defer {
            try? logHandle.close()
            try? FileManager.default.removeItem(at: log)
        }
        let input = Pipe()
        process.standardInput = input
        process.standardError = logHandle
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw RenderFailure("cannot start \(ffmpeg.path): \(error.localizedDescription)")
        }
        // If ffmpeg exits early, a write fails with EPIPE instead of the signal ending this process.
        signal(SIGPIPE, SIG_IGN)
        for frame in frames {
            do {
                try input.fileHandleForWriting.write(contentsOf: Data(frame.bytes))
            } catch {
                break  // ffmpeg stopped reading; its exit status and messages say why.
            }
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let messages = (try? Data(contentsOf: log)) ?? Data()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: partial)
            let text = String(decoding: messages, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw RenderFailure("ffmpeg failed (exit \(process.terminationStatus)): \(text.suffix(400))")
        }
        guard let video = try? Data(contentsOf: partial) else { throw RenderFailure("ffmpeg wrote no video to \(partial.path)") }
        do throws(OutputError) { try OutputFile.write(video, to: destination.path) } catch { throw RenderFailure(error.description) }
    }
}
