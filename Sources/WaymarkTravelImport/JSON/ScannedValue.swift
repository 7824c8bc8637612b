import WaymarkTextInput

extension JSONScanner {
    /// The string in hand read as an ISO 8601 instant.
    var instant: Int64? { InstantParser.seconds(bytes) }
}
