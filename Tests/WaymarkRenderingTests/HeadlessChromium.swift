import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WaymarkTestSupport

/// Debian's chromium, headless, driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// commands in on fd 3, replies and events out on fd 4, each message JSON ended by a NUL). The
/// page's console messages, uncaught exceptions and every network request it makes are logged
/// from the moment it is opened, so tests can assert there are none.
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private var pid: pid_t = 0
    private var toBrowser: Int32 = -1
    private var fromBrowser: Int32 = -1
    private var pending: [UInt8] = []
    private var nextID = 0
    private var session = ""
    private let profile: URL
    /// Every event the page sent, in order.
    private(set) var events: [[String: Any]] = []

    init(width: Int, height: Int) throws {
        try TestTool.require(.chromium)
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        // Keep our ends (and the child's sources) away from 3 and 4 so that dup2 always copies.
        func high(_ fd: Int32) -> Int32 { let h = fcntl(fd, F_DUPFD_CLOEXEC, 100); close(fd); return h }
        let childIn = high(input[0]), childOut = high(output[1])
        toBrowser = high(input[1]); fromBrowser = high(output[0])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childIn, 3)
        posix_spawn_file_actions_adddup2(&actions, childOut, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
                         "--disable-background-networking", "--disable-component-update", "--disable-sync",
                         "--hide-scrollbars", "--mute-audio", "--force-color-profile=srgb", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let rc = posix_spawnp(&pid, "chromium", &actions, nil, &argv, environ)
        close(childIn); close(childOut)
        guard rc == 0 else { throw Failure(description: "cannot start chromium (install Debian's chromium): \(String(cString: strerror(rc)))") }

        let target = try call("Target.createTarget", ["url": "about:blank"], inPage: false)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true], inPage: false)
        guard let sessionID = attached["sessionId"] as? String else { throw Failure(description: "not attached: \(attached)") }
        session = sessionID
        for domain in ["Page", "Runtime", "Log", "Network"] { _ = try call("\(domain).enable") }
        try resize(width: width, height: height)
    }

    deinit {
        if pid > 0 {
            _ = try? call("Browser.close", inPage: false, timeout: 5)
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == 0 { kill(pid, SIGKILL); waitpid(pid, &status, 0) }
        }
        close(toBrowser); close(fromBrowser)
        try? FileManager.default.removeItem(at: profile)
    }

    func resize(width: Int, height: Int) throws {
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    func prefersDark(_ dark: Bool) throws {
        _ = try call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]])
    }

    /// Opens a URL and waits for its load event.
    func open(_ url: URL) throws {
        events.removeAll()
        _ = try call("Page.navigate", ["url": url.absoluteString])
        _ = try waitForEvent("Page.loadEventFired")
    }

    /// Evaluates JavaScript in the page and returns its value (by value, promises awaited).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "script failed: \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A PNG of the viewport.
    func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        return data
    }

    /// Console errors and warnings, uncaught exceptions and error log entries, as text.
    var consoleProblems: [String] {
        events.compactMap { event -> String? in
            let params = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.consoleAPICalled":
                guard let type = params["type"] as? String, ["error", "warning", "assert"].contains(type) else { return nil }
                return "console.\(type): \(params["args"] ?? "")"
            case "Runtime.exceptionThrown": return "exception: \(params["exceptionDetails"] ?? "")"
            case "Log.entryAdded":
                let entry = params["entry"] as? [String: Any] ?? [:]
                guard ["error", "warning"].contains(entry["level"] as? String ?? "") else { return nil }
                return "log \(entry["level"] ?? ""): \(entry["text"] ?? "") \(entry["url"] ?? "")"
            default: return nil
            }
        }
    }

    /// Every URL the page asked for, the opened document itself included.
    var requestedURLs: [String] {
        events.compactMap { event in
            guard event["method"] as? String == "Network.requestWillBeSent" else { return nil }
            return ((event["params"] as? [String: Any])?["request"] as? [String: Any])?["url"] as? String
        }
    }

    // MARK: protocol

    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], inPage: Bool = true, timeout: Double = 30) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if inPage { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "chromium closed its pipe (\(method))") }
            written += n
        }
        while true {
            let reply = try nextMessage(timeout: timeout, waitingFor: method)
            if reply["id"] as? Int == id {
                if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            if reply["method"] != nil { events.append(reply) }
        }
    }

    private func waitForEvent(_ name: String, timeout: Double = 30) throws -> [String: Any] {
        if let seen = events.first(where: { $0["method"] as? String == name }) { return seen }
        while true {
            let message = try nextMessage(timeout: timeout, waitingFor: name)
            if message["method"] != nil { events.append(message) }
            if message["method"] as? String == name { return message }
        }
    }

    private func nextMessage(timeout: Double, waitingFor what: String) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = pending.firstIndex(of: 0) {
                let body = Data(pending[..<end])
                pending.removeSubrange(...end)
                guard let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] else { continue }
                return message
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "chromium did not answer \(what) within \(Int(timeout)) s") }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(fromBrowser, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "chromium closed its pipe while waiting for \(what)") }
            pending.append(contentsOf: chunk[0..<n])
        }
    }
}
