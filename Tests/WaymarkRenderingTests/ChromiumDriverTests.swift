import Foundation
import XCTest

/// The browser checks only mean something if the logs they read catch what they look for: a
/// page that fetches and a page that logs an error must be seen doing so.
final class ChromiumDriverTests: XCTestCase {
    func testTheDriverSeesARequestAndAConsoleErrorWhenAPageMakesThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("driver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("noisy.html")
        try """
            <!doctype html><html><body><img src="http://127.0.0.1:9/pixel.png"><script>console.error("broken on purpose")</script></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
        let browser = try HeadlessChromium(width: 400, height: 300)
        try browser.open(page)
        XCTAssertTrue(browser.requestedURLs.contains("http://127.0.0.1:9/pixel.png"), "\(browser.requestedURLs)")
        XCTAssertTrue(browser.consoleProblems.contains { $0.contains("broken on purpose") }, "\(browser.consoleProblems)")
        XCTAssertEqual(try browser.evaluate("1 + 2") as? Int, 3)
    }
}
