import XCTest
@testable import WaymarkRendering

final class ThemeTests: XCTestCase {
    /// Known WCAG figures: black on white is 21:1; #767676 is the lightest grey that passes AA on
    /// white (4.54:1) and #777777 just fails it.
    func testContrastRatioMatchesWCAGFigures() {
        XCTAssertEqual(RGBColor(0x000000).contrast(with: RGBColor(0xffffff)), 21, accuracy: 1e-9)
        XCTAssertEqual(RGBColor(0x767676).contrast(with: RGBColor(0xffffff)), 4.54, accuracy: 0.01)
        XCTAssertLessThan(RGBColor(0x777777).contrast(with: RGBColor(0xffffff)), 4.5)
        XCTAssertEqual(RGBColor(0x123456).contrast(with: RGBColor(0x123456)), 1)
        XCTAssertEqual(RGBColor(0x0a0b0c).description, "#0a0b0c")
    }

    func testEveryThemeTextMeetsWCAGAAAndMapFillsStandApartFromUnvisitedLand() {
        for theme in [Theme.light, Theme.dark] {
            for pair in theme.textPairs {
                XCTAssertGreaterThanOrEqual(pair.text.contrast(with: pair.background), 4.5, "\(theme.name): \(pair.text) on \(pair.background)")
            }
            XCTAssertGreaterThanOrEqual(theme.visited.contrast(with: theme.land), 3, "\(theme.name) visited")
            XCTAssertGreaterThanOrEqual(theme.transit.contrast(with: theme.land), 3, "\(theme.name) transit")
        }
    }
}
