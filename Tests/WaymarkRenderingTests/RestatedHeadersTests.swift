import RsvgPangoHeaderCheck
import XCTest

/// CRsvgPangoForwarding restates the librsvg, cairo, pango and GLib prototypes it forwards. The
/// check itself happens when RsvgPangoHeaderCheck is compiled: it declares them again after the
/// real headers, so a difference is a compile error and this test target does not build.
final class RestatedHeadersTests: XCTestCase {
    func testTheRestatedPrototypesWereCompiledAgainstTheRealHeaders() {
        XCTAssertEqual(waymark_rsvg_pango_prototypes_checked(), 1)
    }
}
