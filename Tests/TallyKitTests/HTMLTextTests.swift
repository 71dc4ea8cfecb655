import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

@Suite("HTMLText: markup escaped by construction")
struct HTMLTextTests {
    @Test(
        "text interpolated into markup is escaped; markup and numbers are not",
        arguments: [
            ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
            ("Dépenses \"chez\" H&M", "Dépenses &quot;chez&quot; H&amp;M"),
            ("< 1e-300", "&lt; 1e-300"),
            ("bell\u{7}", "bell\\u{7}"),
        ])
    func textIsEscaped(text: String, shown: String) {
        let cell: HTMLText = "<td title=\"\(text)\">\(text)</td>"
        #expect(cell.markup == "<td title=\"\(shown)\">\(shown)</td>")
    }

    @Test("markup built by a helper stays markup, whatever it is nested in")
    func markupIsKept() {
        let mark = HTML.mark(true)
        let row: HTMLText = "<tr><td>\(mark)</td><td>\(42)</td><td>\([mark, mark])</td></tr>"
        #expect(
            row.markup
                == "<tr><td><span class=\"ok\" title=\"right\">✓</span></td><td>42</td><td><span class=\"ok\" title=\"right\">✓</span><span class=\"ok\" title=\"right\">✓</span></td></tr>"
        )
        #expect(([HTMLText("<a>"), "<b>"].joined(separator: ", ")).markup == "<a>, <b>")
    }

    @Test("a page's title and navigation are text; its subtitle and body are markup")
    func page() {
        let page = HTML.page(
            title: "v1 <rules>", subtitle: "<b>bold</b>", nav: [("a", "A & B")], body: "<p>body</p>"
        ).markup
        #expect(page.contains("<title>v1 &lt;rules&gt;</title>"))
        #expect(page.contains("<p class=\"meta\"><b>bold</b></p>"))
        #expect(page.contains("<nav><a href=\"#a\">A &amp; B</a></nav>"))
        #expect(page.contains("<main>\n<p>body</p></main>"))
    }
}
