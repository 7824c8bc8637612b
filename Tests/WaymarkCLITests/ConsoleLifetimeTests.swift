@testable import WaymarkCLI
@testable import WaymarkCommandKit
import XCTest

/// What a command hands to its console (`keep`) lives exactly as long as the console: for the
/// process's console that is until exit, and a test's console frees it when the test drops it.
final class ConsoleLifetimeTests: XCTestCase {
    private final class Index {}

    func testKeptObjectsLiveAsLongAsTheConsole() {
        weak var kept: Index?
        weak var notKept: Index?
        var console: Console? = Console(out: { _ in }, err: { _ in })
        do {
            let index = Index(), other = Index()
            console?.keep(index)
            kept = index
            notKept = other
        }
        XCTAssertNil(notKept, "an object nobody keeps is freed at the end of its scope")
        XCTAssertNotNil(kept, "a kept object outlives the scope that made it")
        console = nil
        XCTAssertNil(kept, "and is freed with its console")
    }
}
