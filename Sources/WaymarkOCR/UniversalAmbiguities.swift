import CTesseractForwarding

extension TesseractEngine {
    /// Whether engines created from now on load tesseract's table of universal ambiguities.
    /// Off: the table serves the legacy engine's word search, which Waymark does not use, and
    /// parsing it was a large share of a stamp's reading (CTesseractForwarding's
    /// universal_ambiguities.c). On for the tests that read the same images both ways.
    /// Process-wide; set it before creating engines.
    ///
    ///     TesseractEngine.loadsUniversalAmbiguities = true
    ///     let engine = try TesseractEngine()   // parses the table, as tesseract alone does
    static var loadsUniversalAmbiguities: Bool {
        get { waymark_tesseract_loads_universal_ambiguities() != 0 }
        set { waymark_tesseract_load_universal_ambiguities(newValue ? 1 : 0) }
    }

    /// How many times tesseract has asked for the table in this process: one a model
    /// initialised, when the program's stand-in is the function tesseract calls.
    static var universalAmbiguityRequests: Int { Int(waymark_tesseract_universal_ambiguity_requests()) }
}
