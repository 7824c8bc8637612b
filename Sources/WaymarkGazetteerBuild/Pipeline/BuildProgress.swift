import Foundation
import WaymarkFiles

/// Reports build stages as they start and finish, with elapsed seconds, on standard error.
///
/// ```swift
/// let progress = BuildProgress()   // "[  12.3s] reading Natural Earth boundaries…" on standard error
/// let quiet = BuildProgress.silent
/// ```
public final class BuildProgress {
    let started = Date()
    let output: (String) -> Void
    var stageStart = Date()

    /// Reports through `output`, one line at a time; standard error by default.
    public init(output: @escaping (String) -> Void = { _ = DescriptorWrite.all(Data(($0 + "\n").utf8), to: STDERR_FILENO) }) {
        self.output = output
    }

    /// Reports nothing. A new one each time: a progress keeps the time its stage started.
    public static var silent: BuildProgress { BuildProgress(output: { _ in }) }

    func stage(_ name: String) {
        stageStart = Date()
        output(String(format: "[%6.1fs] %@…", Date().timeIntervalSince(started), name))
    }

    func done(_ detail: String) {
        output(String(format: "[%6.1fs]   %@ (%.1fs)", Date().timeIntervalSince(started), detail, Date().timeIntervalSince(stageStart)))
    }
}
