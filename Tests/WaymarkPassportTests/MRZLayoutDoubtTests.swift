import XCTest
@testable import WaymarkPassport

/// A filler `<` is worth what A, K and U are under every check-digit weight, and no check digit
/// covers a name or a state code: where the layout says only a filler may stand, or a code must
/// be one ICAO lists, a reading that breaks it is doubtful (not accepted) though every check
/// digit agrees. The MRZs are ICAO's specimens with one character changed, the check digits
/// recomputed here by `IndependentCheckDigit` where the change touches what they cover.
final class MRZLayoutDoubtTests: XCTestCase {
    let parser = MRZParser(calendar: MRZCalendar(today: "2026-11-30"))
    var line2: String { String(ICAOSpecimens.td3.split(separator: "\n")[1]) }

    func td3(name: String, issuer: String = "UTO", line2: String? = nil) -> String {
        "P<" + issuer + (name + String(repeating: "<", count: 39)).prefix(39) + "\n" + (line2 ?? self.line2)
    }

    func assertDoubtful(_ mrz: String, _ field: MRZField, _ words: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try parser.parse(mrz)
        XCTAssertTrue(r.checks.allSatisfy(\.passed), "every check digit agrees", file: file, line: line)
        XCTAssertEqual(r.status, .doubtful, mrz, file: file, line: line)
        XCTAssertFalse(r.status.isAccepted, file: file, line: line)
        XCTAssertTrue(r.doubts.contains { $0.field == field && $0.message.contains(words) }, "\(r.doubts)", file: file, line: line)
    }

    func testTheSpecimensAsPrintedRaiseNoDoubt() throws {
        for mrz in [ICAOSpecimens.td3, ICAOSpecimens.td1, ICAOSpecimens.td2, ICAOSpecimens.mrvA, ICAOSpecimens.mrvB,
                    ICAOSpecimens.part11BasicAccess, ICAOSpecimens.part11LongNumber, ICAOSpecimens.td2LongNumber] {
            let r = try parser.parse(mrz)
            XCTAssertEqual(r.status, .valid, mrz)
            XCTAssertEqual(r.doubts, [], mrz)
        }
        XCTAssertEqual(try parser.parse(td3(name: "SMITH<<JOHN<A<BRIAN")).status, .valid, "an initial between single fillers is a name's")
        XCTAssertEqual(try parser.parse(td3(name: "MUELLER<<KAI", issuer: "D<<")).status, .valid, "Germany's one-letter code")
    }

    /// Fillers read as letters after the name has ended: two letters, so not a lone one.
    func testLettersAfterThreeFillersStandWhereTheNameHasEnded() throws {
        try assertDoubtful(td3(name: "ERIKSSON<<ANNA<MARIA<<<KK"), .name, "after 3 fillers running")
        try assertDoubtful(td3(name: "ERIKSSON<<ANNA<<MARIA"), .name, "after a second '<<'")
    }

    func testAStateCodeICAODoesNotListIsDoubtful() throws {
        try assertDoubtful(td3(name: "ERIKSSON<<ANNA<MARIA", issuer: "UTQ"), .issuingState, "'UTQ' is no state")
        try assertDoubtful(td3(name: "ERIKSSON<<ANNA<MARIA", issuer: "D<K"), .issuingState, "'D<K'")
        // The nationality of ICAO's TD3 read as UT0 is repaired to UTO by its field type; read as
        // UTQ it is no code at all.
        var characters = Array(line2)
        characters[12] = "Q"
        try assertDoubtful(td3(name: "ERIKSSON<<ANNA<MARIA", line2: String(characters)), .nationality, "nationality 'UTQ'")
    }

    /// Part 11 D.1's eight-character number `L898902C<` with a filler of its padding read as K
    /// after the first one: K is 20, so every weight leaves the check digits as they were.
    func testACharacterAfterTheNumbersFillersIsDoubtful() throws {
        let printed = String(ICAOSpecimens.part11BasicAccess.split(separator: "\n")[1])
        XCTAssertEqual(IndependentCheckDigit.of("L898902<<"), IndependentCheckDigit.of("L898902<K"), "K weighs as a filler does")
        // L898902<< with its digit and a composite computed here, then its last filler read as K.
        let number = "L898902<<" + "\(IndependentCheckDigit.of("L898902<<"))"
        let rest = printed.dropFirst(10)
        let body = number + rest.dropLast()
        let composite = IndependentCheckDigit.of(Substring(number + IndependentCheckDigit.slice(body, 0, 13, 20) + IndependentCheckDigit.slice(body, 0, 21, 43)))
        let clean = td3(name: "ERIKSSON<<ANNA<MARIA", line2: body + "\(composite)")
        XCTAssertEqual(try parser.parse(clean).status, .valid, "as printed")
        var misread = Array(body + "\(composite)")
        misread[8] = "K"
        try assertDoubtful(td3(name: "ERIKSSON<<ANNA<MARIA", line2: String(misread)), .documentNumber, "after the number's fillers")
    }

    /// A 0 where only letters stand may be O, Q or D. In a state code the one letter that makes
    /// a code ICAO lists is taken; in a name none is chosen, and the reading is doubtful.
    func testAZeroWhereOnlyLettersStandIsRepairedOnlyWhereOneLetterFits() throws {
        let issuer = try parser.parse(td3(name: "ERIKSSON<<ANNA<MARIA", issuer: "UT0"))
        XCTAssertEqual(issuer.issuingState, "UTO", "UTO is a code; UTQ and UTD are not")
        XCTAssertEqual(issuer.status, .repaired)
        try assertDoubtful(td3(name: "ERIKSSON<<ANNA<0UISPE"), .name, "a 0 may be O, Q or D")
        let r = try parser.parse(td3(name: "ERIKSSON<<ANNA<0UISPE"))
        XCTAssertEqual(r.givenNames, "ANNA 0UISPE", "left as read")
        XCTAssertEqual(r.repairs, [])
        try assertDoubtful(td3(name: "ERIK4SON<<ANNA<MARIA"), .name, "'4' stands in the name")
    }
}
