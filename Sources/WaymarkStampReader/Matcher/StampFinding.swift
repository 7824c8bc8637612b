/// One reading of part of the text as a place, before findings are gathered into candidates.
struct StampFinding: Hashable {
    enum Signal: String, CaseIterable {
        case iataCode = "iata_code"
        case airportName = "airport_name"
        case airportTown = "airport_town"
        case countryName = "country_name"
        case countryCode = "country_code"
        case vehicleSign = "vehicle_sign"
        case cityName = "city_name"
        /// A town named on a port or border stamp lies on its country's outline (`OutlineNearness`).
        case nearOutline = "near_outline"
        /// An airport, port or border word only one country prints (`WordLanguageCountry`).
        case wordLanguage = "word_language"
        /// The border authority's name, or a condition of entry, only one country prints (`AuthorityCountries`).
        case authorityName = "authority_name"
        /// A land border crossing's name (`BorderCrossings`), read for the town it is filed under.
        case crossingName = "crossing_name"
        /// A region's name read whole (`RegionNames`): "SABAH", "BALI".
        case regionName = "region_name"

        /// Independent kinds of signal: agreement between two kinds is what makes a suggestion strong.
        var family: Int {
            switch self {
            case .iataCode: return 0
            case .airportName, .airportTown, .cityName, .nearOutline, .crossingName, .regionName: return 1
            case .countryName, .countryCode, .vehicleSign, .wordLanguage, .authorityName: return 2
            }
        }

        var isCountryLevel: Bool { family == 2 }
    }

    enum Target: Hashable, Comparable {
        case country(String)
        case city(Int)
        /// An index into `StampPlaceIndex.airports`.
        case airport(Int)
        /// A region (its rowid), named by itself: as specific as a town, and after one on a tie.
        case region(Int)

        var specificity: Int {
            switch self {
            case .country: return 0
            case .city, .region: return 1
            case .airport: return 2
            }
        }
    }

    var signal: Signal
    var target: Target
    var weight: Double
    var text: String
    var detail: String
    /// Read with one letter taken as another, or with letters lost at an end.
    var misread = false
    /// Not read but inferred (a town's airport): a candidate with nothing else of its own is never strong.
    var inferred = false
    /// The tokens an airport's or a town's name was read from, so that a reading inside a longer
    /// airport name read there gives way to it.
    var tokens: ClosedRange<Int>? = nil
    /// A town (or one word of a country's longer name) read by one of its alternate names, not the
    /// name it goes by.
    var byAlternateName = false
    /// Read with a short ending after the name, taken for an inflection ("ÍSLANDS" of Ísland).
    var withEnding = false
    /// One word of an airport's longer name ("MOSCOW" of Pullman Moscow Regional Airport).
    var wordOfLongerName = false
    /// A town's name read where it ends inside a longer word that is neither an airport word
    /// nor an ending ("ARANYA" of ARANYAPRATHE): the word may be another name altogether.
    var insideWord = false
}

extension ClosedRange where Bound == Int {
    /// Whether `inner` lies wholly inside this range of tokens. (`clamped(to:)` is no test for
    /// this: a range clamped to one it does not meet becomes a point of that range.)
    func holds(_ inner: ClosedRange<Int>) -> Bool {
        lowerBound <= inner.lowerBound && inner.upperBound <= upperBound
    }
}
