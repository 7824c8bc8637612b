import WaymarkAtlas
import WaymarkMemories
import WaymarkPassport

/// The report's memory sections: On This Day, Then & Now with thumbnails, and the stamp gallery.
/// Plain HTML and CSS like the rest of the page; thumbnails are `data:` URIs.
enum ReportMemorySections {
    static func onThisDay(_ report: OnThisDayReport, photos: [String: EmbeddedImage]) -> String {
        var html = "<section class=\"card\" id=\"on-this-day\"><h2>On this day · \(esc(report.date.monthDay.spelledOut))</h2>"
        if report.includesLeapDay {
            html += "<p class=\"muted\">With 29 February: \(report.date.year) has no 29 February, so its memories show today.</p>"
        }
        if report.memories.isEmpty {
            let nearest = [report.previousDateWithMemories, report.nextDateWithMemories].compactMap { $0 }.map(\.monthDay.spelledOut)
            html += "<p class=\"muted\">No memory on this day."
                + (nearest.isEmpty ? "" : " The nearest days with memories: \(esc(nearest.joined(separator: " and "))).") + "</p>"
        } else {
            html += "<ul class=\"memories\">"
            for (memory, shown) in zip(report.memories, ReportThumbnails.shownPhotos(report)) {
                let ago = memory.yearsAgo == 1 ? "1 year ago" : "\(memory.yearsAgo) years ago"
                let count = memory.gallery.count == 1 ? "1 photo" : "\(StatsCard.grouped(memory.gallery.count)) photos"
                let chips = memory.chips.map(\.name).joined(separator: " · ")
                let days = report.includesLeapDay ? " · " + memory.dates.map(\.monthDay.spelledOut).joined(separator: " and ") : ""
                html += "<li><span class=\"year\">\(memory.year)</span><div><p><strong>\(esc(memory.headline))</strong> "
                    + "<span class=\"muted\">\(ago)\(esc(days))\(chips.isEmpty ? "" : " · " + esc(chips))\(memory.gallery.isEmpty ? "" : " · " + count)</span></p>"
                if !memory.gallery.isEmpty {
                    html += "<ul class=\"gallery\">"
                    for photo in shown {
                        let when = photo.timeText(withDay: report.includesLeapDay)
                        let place = photo.placeFrom == .sameDay ? "\(photo.place) · that day" : photo.place
                        html += "<li><figure>"
                        if let image = photos[photo.path] {
                            html += "<img src=\"\(image.dataURI)\" width=\"\(image.width)\" height=\"\(image.height)\" alt=\"\(esc(place)), \(esc(when))\">"
                        } else {
                            html += "<div class=\"missing\">photo not found</div>"
                        }
                        html += "<figcaption>\(esc(when)) · \(esc(place))</figcaption></figure></li>"
                    }
                    let more = memory.gallery.count - shown.count
                    if more > 0 { html += "<li class=\"more\">+\(StatsCard.grouped(more)) more</li>" }
                    html += "</ul>"
                }
                html += "</div></li>"
            }
            html += "</ul>"
        }
        return html + "</section>\n"
    }

    static func thenAndNow(_ pairs: [ReportMemories.Pair]) -> String {
        var html = "<section class=\"card\" id=\"then-and-now\"><h2>Then &amp; Now</h2>"
            + "<p class=\"muted small\">Numbered as <code>waymark card then-and-now N</code> and <code>waymark open waymark://then-and-now/N</code> take them.</p><ol class=\"pairs\">"
        for item in pairs {
            let card = ThenAndNowCard(pair: item.pair)
            let number = item.pair.number.map { "<span class=\"number\">\($0)</span> " } ?? ""
            let home = item.pair.atHome == true ? " <span class=\"tag\">home</span>" : ""
            html += "<li><p>\(number)<strong>\(esc(card.placeName))</strong>\(home) <span class=\"muted\">\(esc(card.span))</span></p><div class=\"photos\">"
            for (label, shot, image) in [("Then", item.pair.then, item.then), ("Now", item.pair.now, item.now)] {
                html += "<figure>"
                if let image {
                    html += "<img src=\"\(image.dataURI)\" width=\"\(image.width)\" height=\"\(image.height)\" alt=\"\(label), \(esc(ThenAndNowCard.day(shot.localTime)))\">"
                } else {
                    html += "<div class=\"missing\">photo not found</div>"
                }
                html += "<figcaption>\(label) · \(esc(ThenAndNowCard.day(shot.localTime)))</figcaption></figure>"
            }
            html += "</div></li>"
        }
        return html + "</ol></section>\n"
    }

    static func stamps(_ gallery: StampGallery, thumbnails: [Int: EmbeddedImage]) -> String {
        var html = "<section class=\"card\" id=\"stamps\"><h2>Stamps</h2><p class=\"muted\">\(gallery.count == 1 ? "1 stamp" : "\(StatsCard.grouped(gallery.count)) stamps")</p>"
        func add(_ groups: [StampGallery.Group], depth: Int) {
            for group in groups {
                let tag = depth == 0 ? "h3" : "h4"
                html += "<\(tag)>\(esc(group.name)) <span class=\"muted\">(\(group.count))</span></\(tag)>"
                if let inner = group.groups { add(inner, depth: depth + 1) }
                if let stamps = group.stamps {
                    html += "<ul class=\"stamps\">"
                    for stamp in stamps {
                        html += "<li>"
                        if let image = thumbnails[stamp.id] {
                            html += "<img src=\"\(image.dataURI)\" width=\"\(image.width)\" height=\"\(image.height)\" alt=\"Stamp of \(esc(stamp.label))\">"
                        } else {
                            html += "<div class=\"missing\">no image</div>"
                        }
                        var details = stamp.date.description
                        if let direction = stamp.direction { details += " · \(direction.rawValue)" }
                        if stamp.favourite { details += " · ★" }
                        html += "<span>\(esc(stamp.label))</span><span class=\"muted small\">\(esc(details))</span></li>"
                    }
                    html += "</ul>"
                }
            }
        }
        add(gallery.groups, depth: 0)
        return html + "</section>\n"
    }

    static let style = """
        .memories{list-style:none;padding:0;margin:0}.memories>li{display:grid;grid-template-columns:64px minmax(0,1fr);gap:12px;margin:0 0 16px}
        .memories .year{font-weight:700}.memories p{margin:0 0 8px}
        .gallery{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(128px,1fr));gap:8px}
        .gallery li{min-width:0}.gallery figure{margin:0}.gallery img{display:block;width:100%;height:auto;border-radius:6px}
        .gallery figcaption{font-size:13px;color:var(--muted)}.gallery .more{display:flex;align-items:center;justify-content:center;color:var(--muted)}
        @media (max-width:600px){.memories>li{grid-template-columns:1fr;gap:2px}.gallery{grid-template-columns:repeat(3,minmax(0,1fr));gap:6px}}
        .pairs{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:20px}
        .pairs li{min-width:0}.pairs p{margin:0 0 8px}
        .number{display:inline-block;min-width:1.8em;padding:0 6px;margin-right:4px;border-radius:8px;background:var(--accent);color:var(--page);font-weight:700;text-align:center}.photos{display:grid;grid-template-columns:1fr 1fr;gap:8px}
        .photos figure{margin:0;min-width:0}.photos img{display:block;width:100%;height:auto;border-radius:8px}
        .photos figcaption{font-size:14px;color:var(--muted)}
        .missing{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;border:1px dashed var(--muted);border-radius:8px;color:var(--muted);font-size:13px;text-align:center}
        #stamps h3{font-size:18px;margin:16px 0 4px}#stamps h4{font-size:16px;margin:10px 0 6px}
        .stamps{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:12px}
        .stamps li{display:flex;flex-direction:column;gap:2px;min-width:0}.stamps img{display:block;max-width:100%;height:auto;align-self:center}
        .stamps .missing{aspect-ratio:1}
        """

    private static func esc(_ text: String) -> String { SVGMarkup.escape(text) }
}
