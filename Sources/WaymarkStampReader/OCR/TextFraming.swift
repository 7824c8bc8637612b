import WaymarkOCR

extension GrayImage {
    /// The image cut to its ink with a white margin all round, added where the ink reaches the
    /// edge: tesseract drops letters that touch the image's border ("FLAVIKURFLUGVOLL" for
    /// KEFLAVIKURFLUGVOLLUR), and a tight frame is also less to read. Ink is anything visibly
    /// darker than white (`inkBelow`): a faded or unevenly inked stamp's pale letters are ink
    /// too, and cutting the frame at mid-grey cut them off ("AEROPUERTO TOC" of TOCUMEN).
    func framed(margin: Int, inkBelow: UInt8 = 250) -> GrayImage {
        var left = width, right = -1, top = height, bottom = -1
        pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let row = y * width
                var x = 0
                while x < width {
                    if p[row + x] < inkBelow {
                        if x < left { left = x }
                        if x > right { right = x }
                        if y < top { top = y }
                        bottom = y
                    }
                    x += 1
                }
            }
        }
        guard right >= left, bottom >= top else { return self }
        return window(left: left - margin, top: top - margin, width: right - left + 1 + 2 * margin,
                      height: bottom - top + 1 + 2 * margin, showing: (0, 0, width - 1, height - 1))
    }

    /// The `w × h` window of the image whose top-left corner is at (`x0`, `y0`), which may lie
    /// outside the image: the image's pixels where the window holds the `shown` rectangle, white
    /// everywhere else (beyond the image's edges too).
    private func window(left x0: Int, top y0: Int, width w: Int, height h: Int,
                        showing shown: (left: Int, top: Int, right: Int, bottom: Int)) -> GrayImage {
        let fromX = max(0, x0, shown.left), toX = min(width, x0 + w, shown.right + 1)
        let fromY = max(0, y0, shown.top), toY = min(height, y0 + h, shown.bottom + 1)
        var out = [UInt8](repeating: 255, count: w * h)
        if fromX < toX, fromY < toY {
            pixels.withUnsafeBufferPointer { p in
                out.withUnsafeMutableBufferPointer { o in
                    for y in fromY..<toY {
                        for x in fromX..<toX { o[(y - y0) * w + (x - x0)] = p[y * width + x] }
                    }
                }
            }
        }
        return GrayImage(width: w, height: h, pixels: out)
    }
}

extension GrayImage {
    /// The image with the given boxes (lines already read) painted white.
    func whitened(_ boxes: [TesseractEngine.TextBox]) -> GrayImage {
        var out = self
        for box in boxes {
            let (x0, x1) = (max(0, box.left), min(width, box.right + 1))
            let (y0, y1) = (max(0, box.top), min(height, box.bottom + 1))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { out.pixels.replaceSubrange(y * width + x0..<y * width + x1, with: repeatElement(255, count: x1 - x0)) }
        }
        return out
    }
}

extension GrayImage {
    /// The part of the image holding the given boxes (lines read), with `pad` pixels of the
    /// image round them (a line's box can cut off accents and descenders) and a white `margin`
    /// beyond that: a small image, cheap to read again. Only the boxes and their pad are kept;
    /// between them it is white, since what lies there (a frame's pieces, specks, the lines read
    /// surely and whitened) is not what is to be read again, and every model that reads the
    /// image would spend time on it. Nil when no box lies in the image.
    func cropped(to boxes: [TesseractEngine.TextBox], pad: Int, margin: Int) -> GrayImage? {
        let inside = boxes.filter { $0.right >= 0 && $0.bottom >= 0 && $0.left < width && $0.top < height && $0.left <= $0.right && $0.top <= $0.bottom }
        guard let first = inside.first else { return nil }
        var (left, top, right, bottom) = (first.left, first.top, first.right, first.bottom)
        for box in inside.dropFirst() {
            (left, top, right, bottom) = (min(left, box.left), min(top, box.top), max(right, box.right), max(bottom, box.bottom))
        }
        let (x0, y0) = (max(0, left - pad), max(0, top - pad))
        let (x1, y1) = (min(width - 1, right + pad), min(height - 1, bottom + pad))
        return keeping(inside, pad: pad).window(left: x0 - margin, top: y0 - margin, width: x1 - x0 + 1 + 2 * margin,
                                                height: y1 - y0 + 1 + 2 * margin, showing: (x0, y0, x1, y1))
    }

    /// The image white everywhere but inside the given boxes, each widened by `pad` pixels.
    private func keeping(_ boxes: [TesseractEngine.TextBox], pad: Int) -> GrayImage {
        var out = [UInt8](repeating: 255, count: pixels.count)
        for box in boxes {
            let (x0, x1) = (max(0, box.left - pad), min(width, box.right + pad + 1))
            let (y0, y1) = (max(0, box.top - pad), min(height, box.bottom + pad + 1))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { out.replaceSubrange(y * width + x0..<y * width + x1, with: pixels[y * width + x0..<y * width + x1]) }
        }
        return GrayImage(width: width, height: height, pixels: out)
    }
}
