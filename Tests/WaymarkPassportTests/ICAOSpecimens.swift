/// The specimen MRZs printed in ICAO Doc 9303 (8th edition): Part 4 Appendix B (TD3), Part 5
/// (TD1), Part 6 (TD2), Part 7 (MRV-A, MRV-B), and the worked examples of Part 11 Appendix D
/// (D.1: the basic access key example; D.2: a TD1 document number longer than nine characters).
enum ICAOSpecimens {
    static let td3 = """
        P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<
        L898902C36UTO7408122F1204159ZE184226B<<<<<10
        """
    static let td1 = """
        I<UTOD231458907<<<<<<<<<<<<<<<
        7408122F1204159UTO<<<<<<<<<<<6
        ERIKSSON<<ANNA<MARIA<<<<<<<<<<
        """
    static let td2 = """
        I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<
        D231458907UTO7408122F1204159<<<<<<<6
        """
    static let mrvA = """
        V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<
        L8988901C4XXX4009078F96121096ZE184226B<<<<<<
        """
    static let mrvB = """
        V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<
        L8988901C4XXX4009078F9612109<<<<<<<<
        """
    /// Part 11 D.1: MRZ information "L898902C<369080619406236", K_seed 239AB9CB282DAF66231DC5A4DF6BFBAE.
    static let part11BasicAccess = """
        P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<
        L898902C<3UTO6908061F9406236ZE184226B<<<<<14
        """
    /// Part 11 D.2: MRZ information "D23145890734934071279507122",
    /// SHA-1 b366ad857ddca2b08c0e2998117147300fa5d581.
    static let part11LongNumber = """
        I<UTOD23145890<7349<<<<<<<<<<<
        3407127M9507122UTO<<<<<<<<<<<2
        STEVENSON<<PETER<JOHN<<<<<<<<<
        """
    /// The same holder on a TD2, the long number continuing in the optional data (Part 6 §4.2.4).
    static let td2LongNumber = """
        I<UTOSTEVENSON<<PETER<JOHN<<<<<<<<<<
        D23145890<UTO3407127M95071227349<<<8
        """
}

/// Check digits computed here, apart from the parser's own code, straight from Part 3 §4.9.
enum IndependentCheckDigit {
    static func of(_ text: Substring) -> Int {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var total = 0
        for (i, c) in text.enumerated() {
            let value = c == "<" ? 0 : alphabet.firstIndex(of: c)!
            total += value * [7, 3, 1][i % 3]
        }
        return total % 10
    }

    /// Line `line` (0-based), columns `from`..<`to` (0-based), as the parser never sees them.
    static func slice(_ mrz: String, _ line: Int, _ from: Int, _ to: Int) -> Substring {
        let l = mrz.split(separator: "\n")[line]
        return l[l.index(l.startIndex, offsetBy: from)..<l.index(l.startIndex, offsetBy: to)]
    }

    static func digit(_ mrz: String, _ line: Int, _ column: Int) -> Int {
        Int(String(slice(mrz, line, column, column + 1)))!
    }
}
