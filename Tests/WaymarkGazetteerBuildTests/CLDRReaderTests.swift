import Foundation
import XCTest
@testable import WaymarkGazetteerBuild

final class CLDRReaderTests: XCTestCase {
    func testGermanTerritoryNames() throws {
        let url = try fixture("cldr/main/de.xml")
        let file = try CLDRReader.territories(url: url)
        XCTAssertEqual(file.language, "de")
        XCTAssertEqual(file.locale, "de")
        XCTAssertNil(file.territory)

        let names = try CLDRReader.territoryNames(url: url)
        XCTAssertEqual(names, file.names)
        // Numeric UN M.49 regions are dropped; language names elsewhere in the file are not territories.
        XCTAssertFalse(names.contains { $0.code == "001" || $0.code == "419" || $0.code == "150" })
        XCTAssertFalse(names.contains { $0.name == "Deutsch" })
        XCTAssertTrue(names.contains(CLDRName(code: "DE", name: "Deutschland", alt: nil)))
        XCTAssertTrue(names.contains(CLDRName(code: "GB", name: "Vereinigtes Königreich")))
        XCTAssertTrue(names.contains(CLDRName(code: "GB", name: "UK", alt: "short")))
        XCTAssertTrue(names.contains(CLDRName(code: "US", name: "USA", alt: "short")))
        XCTAssertTrue(names.contains(CLDRName(code: "CI", name: "Côte d’Ivoire")))
        XCTAssertTrue(names.contains(CLDRName(code: "CI", name: "Elfenbeinküste", alt: "variant")))
        XCTAssertTrue(names.contains(CLDRName(code: "NA", name: "Namibia")))
        XCTAssertEqual(names.filter { $0.code == "US" }.count, 2)
        XCTAssertEqual(names.count, 21)
    }

    func testLocaleVariantWithIdentityTerritoryAndEntities() throws {
        let file = try CLDRReader.territories(url: fixture("cldr/main/en_GB.xml"))
        XCTAssertEqual(file.language, "en")
        XCTAssertEqual(file.territory, "GB")
        XCTAssertEqual(file.locale, "en_GB")
        // The identity's <territory type="GB"/> is not a name.
        XCTAssertEqual(file.names, [
            CLDRName(code: "KN", name: "St Kitts & Nevis"),
            CLDRName(code: "PM", name: "St Pierre & Miquelon"),
            CLDRName(code: "SH", name: "St Helena"),
        ])
    }

    func testSubdivisionNames() throws {
        let url = try fixture("cldr/subdivisions/en.xml")
        let file = try CLDRReader.subdivisions(url: url)
        XCTAssertEqual(file.language, "en")
        let names = try CLDRReader.subdivisionNames(url: url)
        XCTAssertEqual(names.count, 17)
        XCTAssertTrue(names.contains(CLDRName(code: "deby", name: "Bavaria")))
        XCTAssertTrue(names.contains(CLDRName(code: "usca", name: "California")))
        XCTAssertTrue(names.contains(CLDRName(code: "frpm", name: "St. Pierre & Miquelon")))
        // Elements followed by a comment on the same line.
        XCTAssertTrue(names.contains(CLDRName(code: "cvta", name: "Tarrafal")))
        XCTAssertTrue(names.contains(CLDRName(code: "itfi", name: "Florence")))
        // en.xml also lists some whole territories under their ISO 3166-1 code.
        XCTAssertTrue(names.contains(CLDRName(code: "AS", name: "American Samoa")))
        // The trailing comment names "frh", "nzs", … — those must not appear.
        XCTAssertFalse(names.contains { $0.code == "frh" || $0.code == "fryt" })
    }

    func testSubdivisionCodeToISO() {
        XCTAssertEqual(CLDRReader.iso3166_2(subdivisionCode: "deby"), "DE-BY")
        XCTAssertEqual(CLDRReader.iso3166_2(subdivisionCode: "it52"), "IT-52")
        XCTAssertEqual(CLDRReader.iso3166_2(subdivisionCode: "gbeng"), "GB-ENG")
        XCTAssertNil(CLDRReader.iso3166_2(subdivisionCode: "AS"))
        XCTAssertNil(CLDRReader.iso3166_2(subdivisionCode: "de"))
        XCTAssertNil(CLDRReader.iso3166_2(subdivisionCode: "1abc"))
    }

    private let entityDocument = """
    <?xml version="1.0" encoding="UTF-8" ?>
    <!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd" [ <!ENTITY x "y"> ]>
    <ldml>
    \t<localeDisplayNames>
    \t\t<territories>
    \t\t\t<territory type='AG'>Antigua &amp; Barbuda &lt;&gt; &quot;q&quot; &apos;a&apos;</territory>
    \t\t\t<territory type="CI">C&#244;te d&#x2019;Ivoire</territory>
    \t\t\t<territory type="XX"><![CDATA[Raw & <text>]]></territory>
    \t\t\t<territory type="YY">A &unknown; B</territory>
    \t\t\t<territory type="ZZ" alt="short" draft="contributed">
    \t\t\t\tSpread
    \t\t\t</territory>
    \t\t\t<territory type="SZ">\u{200B}\u{200B}Eswatini</territory>
    \t\t\t<territory type="QO"/>
    \t\t</territories>
    \t</localeDisplayNames>
    </ldml>
    """

    func testEntitiesCDATAAndFileNameFallbackForLanguage() throws {
        let file = try CLDRReader.territories(data: Data(entityDocument.utf8), file: "/x/pt_BR.xml")
        XCTAssertEqual(file.language, "pt")
        XCTAssertEqual(file.locale, "pt_BR")
        XCTAssertEqual(file.names, [
            CLDRName(code: "AG", name: "Antigua & Barbuda <> \"q\" 'a'"),
            CLDRName(code: "CI", name: "Côte d\u{2019}Ivoire"),
            CLDRName(code: "XX", name: "Raw & <text>"),
            CLDRName(code: "YY", name: "A &unknown; B"),
            CLDRName(code: "ZZ", name: "Spread", alt: "short"),
            // CLDR 41's fr.xml and lo.xml really have names starting with zero-width spaces.
            CLDRName(code: "SZ", name: "Eswatini"),
        ])
    }

    func testMismatchedTagNamesLine() {
        let xml = "<ldml>\n<localeDisplayNames>\n<territories>\n<territory type=\"DE\">Deutschland</territories>\n</ldml>\n"
        let error = sourceError { _ = try CLDRReader.territories(data: Data(xml.utf8), file: "bad.xml") }
        XCTAssertEqual(error?.file, "bad.xml")
        XCTAssertEqual(error?.line, 4)
    }

    func testUnterminatedCommentAndTruncatedFile() {
        let comment = "<ldml>\n<!-- never closed\n"
        XCTAssertEqual(sourceError { _ = try CLDRReader.territories(data: Data(comment.utf8), file: "c.xml") }?.line, 2)
        let truncated = "<ldml>\n<localeDisplayNames>\n<territories>\n"
        let error = sourceError { _ = try CLDRReader.territories(data: Data(truncated.utf8), file: "t.xml") }
        XCTAssertTrue(error?.message.contains("end of file") ?? false, error?.message ?? "")
    }

    func testNotLDML() {
        let error = sourceError { _ = try CLDRReader.territories(data: Data("<html></html>".utf8), file: "x.xml") }
        XCTAssertEqual(error?.line, 1)
        XCTAssertTrue(error?.message.contains("LDML") ?? false, error?.message ?? "")
    }
}
