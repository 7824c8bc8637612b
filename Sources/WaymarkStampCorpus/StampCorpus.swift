import Foundation
import WaymarkSamples
import WaymarkStampReader

/// A stamp text with its known answer: the corpus the stamp reader is measured on, generated from
/// `StampCorpusSites` (real airports, ports and border posts, named the way their own country
/// names them) by a fixed set of templates, some of them damaged the way worn stamps and OCR
/// damage them.
public struct StampCorpusCase: Sendable {
    /// What kind of stamp this is: `airport_local`, `airport_town`, `damaged_start`,
    /// `damaged_end`, `port`, `border` or `endonym`.
    public var category: String
    public var country: String
    /// The IATA code of the airport the stamp is from, when it is an airport's.
    public var airport: String?
    /// The town of a port or border post, as the gazetteer names it.
    public var place: String?
    public var mode: EntryMode
    /// The writing system the place's words are in ("Latin", "Cyrillic", "Arabic", …).
    public var script: String
    public var text: String
}

public enum StampCorpus {
    struct Site {
        var country, script, endonym, sign, entry, airportWord, iata, airportName, town: String
        var portWord, portTown, portPlace, borderWord, borderTown, borderPlace: String

        init(_ line: String) {
            let f = line.split(separator: "|", omittingEmptySubsequences: false).map { $0 == "-" ? "" : String($0) }
            precondition(f.count == 15, "a corpus site has 15 fields: \(line)")
            (country, script, endonym, sign, entry, airportWord, iata, airportName, town) = (f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8])
            (portWord, portTown, portPlace, borderWord, borderTown, borderPlace) = (f[9], f[10], f[11], f[12], f[13], f[14])
        }

        var wordFollows: Bool { airportWord.hasPrefix("~") }
        var word: String { wordFollows ? String(airportWord.dropFirst()) : airportWord }

        func airportLine(_ name: String) -> String { wordFollows ? "\(name) \(word)" : "\(word) \(name)" }
    }

    static var sites: [Site] { StampCorpusSites.lines.map(Site.init) }

    /// The same date written the ways stamps write dates, chosen by the case's number.
    static func date(_ n: Int) -> String {
        let day = 1 + (n * 7) % 28, month = 1 + (n * 5) % 12, year = 2008 + n % 18
        let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        switch n % 4 {
        case 0: return String(format: "%02d.%02d.%02d", day, month, year % 100)
        case 1: return String(format: "%02d %@ %d", day, months[month - 1], year)
        case 2: return String(format: "%02d-%02d-%d", day, month, year)
        default: return String(format: "%d.%02d.%02d", year, month, day)
        }
    }

    /// `name` with `count` letters lost at its start or end (a worn rim, a stamp half off the page).
    static func damaged(_ name: String, losing count: Int, atStart: Bool) -> String {
        atStart ? String(name.dropFirst(count)) : String(name.dropLast(count))
    }

    /// Every case, in a fixed order.
    public static func cases() -> [StampCorpusCase] {
        var out: [StampCorpusCase] = []
        for (k, s) in sites.enumerated() {
            func add(_ category: String, _ lines: [String], airport: String? = nil, place: String? = nil, mode: EntryMode) {
                let text = lines.filter { !$0.isEmpty }.joined(separator: "\n")
                out.append(StampCorpusCase(category: category, country: s.country, airport: airport, place: place, mode: mode, script: s.script, text: text))
            }
            let sign = k % 2 == 0 ? s.sign : ""
            if !s.iata.isEmpty {
                add("airport_local", [s.entry, s.airportLine(s.airportName), date(k), sign], airport: s.iata, mode: .air)
                // A town named like its country ("SINGAPORE", "GUATEMALA") could be either: no
                // answer is right, so no such case.
                if !s.town.isEmpty, StampCorpusTally.key(s.town) != StampCorpusTally.key(s.endonym) {
                    add("airport_town", [s.entry, s.town, date(k + 1), s.sign], airport: s.iata, mode: .air)
                }
                let letters = s.airportName.filter(\.isLetter).count
                if letters >= 6 {
                    let lost = letters >= 10 ? 3 : 2
                    if k % 2 == 0 {
                        // The rim wore away the first letters; a compound language runs the words together.
                        let name = damaged(s.airportName, losing: lost, atStart: true)
                        let line = s.wordFollows && !name.contains(" ") ? name + s.word : s.airportLine(name)
                        add("damaged_start", [line, date(k + 2)], airport: s.iata, mode: .air)
                    } else {
                        let line = damaged(s.airportLine(s.airportName), losing: lost, atStart: false)
                        add("damaged_end", [s.entry, line, date(k + 2)], airport: s.iata, mode: .air)
                    }
                }
            }
            if !s.portTown.isEmpty {
                add("port", [s.sign, "\(s.portWord) \(s.portTown)", date(k + 3)], place: s.portPlace, mode: .sea)
            }
            if !s.borderTown.isEmpty {
                add("border", [s.borderWord, s.borderTown, date(k + 4), s.sign], place: s.borderPlace, mode: .land)
            }
            add("endonym", [s.endonym, s.entry, date(k + 5)], mode: .unknown)
        }
        return out
    }
}

/// A rendered corpus stamp: the specimen to draw, the case it shows, and the conditions it is
/// counted under in the report.
public struct StampCorpusImage: Sendable {
    public var specimen: StampSpecimen
    public var stamp: StampCorpusCase
    public var conditions: [String]
}

extension StampCorpus {
    /// Scripts whose letters keep their shape when set one by one (joined scripts do not).
    static let separateLetters: Set<String> = ["Latin", "Cyrillic", "Greek"]

    /// How a stamp turned `degrees` is reported: level within 15°, upside down within 15° of a
    /// half-turn, turned otherwise.
    static func angleCondition(_ degrees: Double) -> String {
        abs(degrees) <= 15 ? "level" : abs(degrees) >= 165 ? "upside_down" : "turned"
    }

    /// `count` images of corpus stamps (airport, port, border and endonym stamps, spread over
    /// every country), each with its own frame, ink, angle (anywhere in −180°…180°) and damage:
    /// curved text on round stamps, double rings, faded or uneven ink, a patterned page, a second
    /// stamp overlapping, a stamp partly off the page; half of them JPEG.
    public static func images(count: Int = 220) -> [StampCorpusImage] {
        let eligible = cases().filter { !$0.category.hasPrefix("damaged") }
        let shapes: [StampSpecimen.Shape] = [.round, .oval, .rectangle, .doubleOval]
        return (0..<count).map { i in
            let c = eligible[(i * 37) % eligible.count]
            let other = eligible[(i * 37 + 11) % eligible.count]
            var conditions: [String] = []
            let shape = shapes[i % shapes.count]
            conditions.append("frame_\(shape.rawValue)")
            let curved = shape == .round && i % 3 != 0 && separateLetters.contains(c.script)
            if curved { conditions.append("curved") }
            let faded = i % 5 == 2, uneven = i % 5 == 4, page = i % 4 == 1, overlap = i % 7 == 3, crop = i % 6 == 5
            if faded { conditions.append("faded") }
            if uneven { conditions.append("uneven_ink") }
            if page { conditions.append("page") }
            if overlap { conditions.append("overlap") }
            if crop { conditions.append("partial") }
            let degrees = Double((i * 73) % 360 - 180)
            conditions.append(angleCondition(degrees))
            if !faded && !uneven && !page && !overlap && !crop { conditions.append("clean") }
            conditions.append("script_\(c.script)")
            let specimen = StampSpecimen(
                name: String(format: "corpus-%03d-%@", i, c.country.lowercased()), country: c.country, lines: c.text.components(separatedBy: "\n"),
                shape: shape, ink: StampSpecimen.Ink.coloured[i % 4], degrees: degrees, faded: faded, patternedPage: page,
                overprint: overlap ? Array(other.text.components(separatedBy: "\n").prefix(2)) : nil, format: i % 2 == 0 ? "png" : "jpg",
                curved: curved, unevenInk: uneven, cropShare: crop ? 0.2 : 0)
            return StampCorpusImage(specimen: specimen, stamp: c, conditions: conditions)
        }
    }

    /// `count` images of stamps as an ink pad leaves them (the set `images` does not hold): every
    /// other stamp in black ink, the rest in the coloured inks; three in four blotchy (the ink
    /// thinned to a sixth to a third in round patches a few letters wide), every other one on a
    /// patterned page, every third beside the corner of a fresher stamp (in another ink, cut off
    /// by the picture's edges; the coloured ones among them faded), at any angle, in every frame;
    /// half of them JPEG. Other stamps than `images` takes first (another stride through the
    /// same cases).
    public static func padImages(count: Int = 40) -> [StampCorpusImage] {
        let eligible = cases().filter { !$0.category.hasPrefix("damaged") }
        let shapes: [StampSpecimen.Shape] = [.rectangle, .round, .doubleOval, .oval]
        return (0..<count).map { i in
            let c = eligible[(i * 53 + 5) % eligible.count]
            let other = eligible[(i * 53 + 29) % eligible.count]
            let shape = shapes[i % shapes.count]
            let ink: StampSpecimen.Ink = i % 2 == 0 ? .black : StampSpecimen.Ink.coloured[(i / 2) % 4]
            let blotchy = i % 4 != 3, page = (i / 2) % 2 == 1, neighbour = i % 3 == 1, faded = neighbour && ink != .black
            let curved = shape == .round && separateLetters.contains(c.script)
            let degrees = Double((i * 67) % 360 - 180)
            var conditions = ["frame_\(shape.rawValue)", ink == .black ? "black_ink" : "coloured_ink"]
            if curved { conditions.append("curved") }
            if blotchy { conditions.append("blotchy") }
            if page { conditions.append("page") }
            if neighbour { conditions.append("neighbour") }
            if faded { conditions.append("faded") }
            conditions.append(angleCondition(degrees))
            conditions.append("script_\(c.script)")
            let specimen = StampSpecimen(
                name: String(format: "pad-%03d-%@", i, c.country.lowercased()), country: c.country, lines: c.text.components(separatedBy: "\n"),
                shape: shape, ink: ink, degrees: degrees, faded: faded, patternedPage: page, overprint: nil, format: (i / 4) % 2 == 0 ? "png" : "jpg",
                curved: curved, blotchyInk: blotchy, neighbour: neighbour ? Array(other.text.components(separatedBy: "\n").prefix(2)) : nil)
            return StampCorpusImage(specimen: specimen, stamp: c, conditions: conditions)
        }
    }

    /// The worn set: `count` images of old stamps on a well-used passport (`StampSpecimen.wornInk`:
    /// the ink at a third to a half of its strength, blotched and broken into specks), two in
    /// three on a patterned page, every fourth in black ink and the rest in the coloured inks,
    /// each ink in every frame, at any angle; half of them JPEG. The other sets fade no stamp
    /// below about half its strength. Other stamps than the other sets take first (another
    /// stride through the same cases).
    public static func wornImages(count: Int = 40) -> [StampCorpusImage] {
        let eligible = cases().filter { !$0.category.hasPrefix("damaged") }
        let shapes: [StampSpecimen.Shape] = [.oval, .round, .rectangle, .doubleOval]
        return (0..<count).map { i in
            let c = eligible[(i * 43 + 17) % eligible.count]
            // The coloured inks step on by one every four stamps and the frames every eight, so
            // each ink, black too, meets every frame; runs of four alternate JPEG and PNG.
            let shape = shapes[(i + i / 8) % shapes.count]
            let ink: StampSpecimen.Ink = i % 4 == 3 ? .black : StampSpecimen.Ink.coloured[(i + i / 4) % 4]
            let page = i % 3 != 2
            let curved = shape == .round && separateLetters.contains(c.script)
            let degrees = Double((i * 59) % 360 - 180)
            let conditions = ["frame_\(shape.rawValue)", ink == .black ? "black_ink" : "coloured_ink", "worn"]
                + [("curved", curved), ("page", page)].filter(\.1).map(\.0) + [angleCondition(degrees), "script_\(c.script)"]
            let specimen = StampSpecimen(
                name: String(format: "worn-%03d-%@", i, c.country.lowercased()), country: c.country, lines: c.text.components(separatedBy: "\n"),
                shape: shape, ink: ink, degrees: degrees, faded: false, patternedPage: page, overprint: nil, format: (i / 4) % 2 == 0 ? "jpg" : "png",
                curved: curved, wornInk: true)
            return StampCorpusImage(specimen: specimen, stamp: c, conditions: conditions)
        }
    }

    /// The photo set: stamps as a phone photographs them on a page lit from one side (the paper
    /// darkening across the picture until its dark side is darker than the ink's pale side),
    /// every third one with the desk under the page showing along two edges (a wooden desk,
    /// or a pale one beyond the passport cover's burgundy edge, in turn),
    /// every other one a black stamp with its date struck in red from a pad of its own (a date
    /// band), some worn or on a patterned page, at any angle. Texts from the corpus (not the
    /// damaged ones: the picture is the damage here).
    public static func photoImages(count: Int = 30) -> [StampCorpusImage] {
        let eligible = cases().filter { !$0.category.hasPrefix("damaged") && $0.text.contains(where: \.isNumber) }
        let shapes: [StampSpecimen.Shape] = [.rectangle, .oval, .round, .doubleOval]
        return (0..<count).map { i in
            let c = eligible[(i * 61 + 11) % eligible.count]
            let shape = shapes[i % shapes.count]
            let dateBand = i % 2 == 0
            let ink: StampSpecimen.Ink = dateBand ? .black : StampSpecimen.Ink.coloured[(i / 2) % 4]
            let faded = i % 3 == 0, page = i % 5 == 2
            let desk: StampSpecimen.Desk? = i % 3 != 2 ? nil : i % 6 == 2 ? .wooden : .paleBeyondCover
            let curved = shape == .round && separateLetters.contains(c.script)
            let degrees = Double((i * 71) % 360 - 180)
            let conditions = ["frame_\(shape.rawValue)", "lit_from_one_side", dateBand ? "black_ink_red_date" : "coloured_ink"]
                + [("curved", curved), ("faded", faded), ("page", page), ("on_a_desk", desk != nil),
                   ("beyond_the_cover", desk == .paleBeyondCover)].filter(\.1).map(\.0)
                + [angleCondition(degrees), "script_\(c.script)"]
            let specimen = StampSpecimen(
                name: String(format: "photo-%03d-%@", i, c.country.lowercased()), country: c.country, lines: c.text.components(separatedBy: "\n"),
                shape: shape, ink: ink, degrees: degrees, faded: faded, patternedPage: page, overprint: nil, format: i % 3 == 1 ? "png" : "jpg",
                curved: curved, dateInk: dateBand ? .red : nil, litFromOneSide: true, desk: desk)
            return StampCorpusImage(specimen: specimen, stamp: c, conditions: conditions)
        }
    }
}
