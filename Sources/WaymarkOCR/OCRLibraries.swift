import CTesseractForwarding

/// Tesseract and Leptonica are opened by the first call that needs them, not linked
/// (docs/stamps.md, "Libraries"). The entry points that can throw open them first, so a missing
/// library is an error that names it and the package to install; `waymark resolve` and every
/// other command that reads no image never opens them.
enum OCRLibraries {
    static func openTesseract() throws { try open(waymark_tesseract_open) }
    static func openLeptonica() throws { try open(waymark_leptonica_open) }

    private static func open(_ opener: (UnsafeMutablePointer<CChar>?, Int) -> Int32) throws {
        var message = [CChar](repeating: 0, count: 512)
        guard opener(&message, message.count) != 0 else { return }
        throw OCRError.libraryMissing(message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }
}
