/// Why an image could not be read, or tesseract could not start. Every case names the file (or
/// the Debian package to install).
public enum OCRError: Error, CustomStringConvertible, Equatable {
    case missingFile(String)
    case emptyFile(String)
    case notAnImage(String)
    case corrupt(String, String)
    case tooLarge(String, megapixels: Int, limit: Int)
    case missingLanguageData(language: String, directory: String, package: String)
    case engineFailed(String)
    /// Tesseract's or Leptonica's shared library could not be opened (the reason names it and its package).
    case libraryMissing(String)

    public var description: String {
        switch self {
        case .missingFile(let path): return "\(path): no such file"
        case .emptyFile(let path): return "\(path): empty file (0 bytes), not an image"
        case .notAnImage(let path): return "\(path): not an image (no JPEG, PNG, TIFF, BMP, GIF or WebP header)"
        case .corrupt(let path, let why): return "\(path): cannot decode the image (\(why))"
        case .tooLarge(let path, let megapixels, let limit):
            return "\(path): \(megapixels) megapixels is more than this format can be read in bounded memory (\(limit) MP; JPEG of any size is read at reduced scale); downscale it first"
        case .missingLanguageData(let language, let directory, let package):
            return "tesseract language data '\(language)' is not installed in \(directory); install the Debian package \(package) (or set TESSDATA_PREFIX)"
        case .engineFailed(let why): return "tesseract could not start: \(why); install the Debian packages tesseract-ocr and tesseract-ocr-eng"
        case .libraryMissing(let why): return why
        }
    }
}
