/// A level of a resolver's answer that a diff compares, in the order reports list them. JSON
/// writes the raw value, as a value and as a key of `AnswerSetChanges.byLevel`.
public enum AnswerLevel: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable, CustomStringConvertible {
    /// The levels of the chain, widest first.
    case country, region, city, airport
    /// The section of a city a point lies in ("Gesundbrunnen"), where the city has sections.
    case locality

    /// The level's name as JSON writes it ("country", "locality").
    public var description: String { rawValue }
}
