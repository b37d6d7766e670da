extension TagID {
    /// Elements that never have contents (no end tag, never on the stack).
    var isVoid: Bool {
        switch self {
        case .area, .base, .basefont, .bgsound, .br, .col, .embed, .frame, .hr, .img, .input, .keygen, .link, .meta,
            .param, .source, .track, .wbr:
            true
        default: false
        }
    }

    /// The WHATWG "special" category: an end tag for another element does not close these.
    var isSpecial: Bool {
        switch self {
        case .address, .applet, .area, .article, .aside, .base, .basefont, .bgsound, .blockquote, .body, .br, .button,
            .caption, .center, .col, .colgroup, .dd, .details, .dir, .div, .dl, .dt, .embed, .fieldset, .figcaption,
            .figure, .footer, .form, .frame, .frameset, .h1, .h2, .h3, .h4, .h5, .h6, .head, .header, .hgroup, .hr,
            .html, .iframe, .img, .input, .keygen, .li, .link, .listing, .main, .marquee, .menu, .meta, .nav, .noembed,
            .noframes, .noscript, .object, .ol, .p, .param, .plaintext, .pre, .script, .search, .section, .select,
            .source, .style, .summary, .table, .tbody, .td, .template, .textarea, .tfoot, .th, .thead, .title, .tr,
            .track, .ul, .wbr, .xmp:
            true
        default: false
        }
    }

    /// Elements that bound "has an element in scope".
    var isScopeBoundary: Bool {
        switch self {
        case .applet, .caption, .html, .table, .td, .th, .marquee, .object, .template: true
        default: false
        }
    }

    /// Formatting elements, closed by the adoption agency algorithm (approximated).
    var isFormatting: Bool {
        switch self {
        case .a, .b, .big, .code, .em, .font, .i, .nobr, .s, .small, .strike, .strong, .tt, .u: true
        default: false
        }
    }

    /// HTML start tags that end foreign (SVG, MathML) content.
    var breaksOutOfForeignContent: Bool {
        switch self {
        case .b, .big, .blockquote, .body, .br, .center, .code, .dd, .div, .dl, .dt, .em, .embed, .h1, .h2, .h3, .h4,
            .h5, .h6, .head, .hr, .i, .img, .li, .listing, .menu, .meta, .nobr, .ol, .p, .pre, .ruby, .s, .small,
            .span, .strong, .strike, .sub, .sup, .table, .tt, .u, .ul, .varElement:
            true
        default: false
        }
    }

    /// Start tags that close an open `<p>` (in button scope) before they are inserted.
    var closesParagraph: Bool {
        switch self {
        case .address, .article, .aside, .blockquote, .center, .details, .dialog, .dir, .div, .dl, .fieldset,
            .figcaption, .figure, .footer, .header, .hgroup, .main, .menu, .nav, .ol, .p, .search, .section,
            .summary, .ul, .h1, .h2, .h3, .h4, .h5, .h6, .pre, .listing, .form, .plaintext, .table, .hr, .xmp, .li,
            .dd, .dt:
            true
        default: false
        }
    }

    /// Phrasing elements whose text runs on without a break (`Pass<b>word</b>`).
    var isInline: Bool {
        switch self {
        case .a, .b, .big, .code, .em, .font, .i, .label, .nobr, .s, .small, .span, .strike, .strong, .sub, .sup, .tt,
            .u, .varElement, .ruby, .wbr, .other:
            true  // unknown and custom elements are inline too
        default: false
        }
    }

    var isHeading: Bool {
        switch self {
        case .h1, .h2, .h3, .h4, .h5, .h6: true
        default: false
        }
    }

    /// Elements whose start and end split form-less fields into separate groups.
    var isLandmark: Bool {
        switch self {
        case .header, .nav, .footer, .aside, .main, .section, .article, .dialog, .search, .form: true
        default: false
        }
    }

    /// Rows and sections of a table, where a `<form>` is inserted and closed at once.
    var isTablePart: Bool {
        switch self {
        case .table, .tbody, .thead, .tfoot, .tr: true
        default: false
        }
    }

    /// Sections, rows and cells of a table: the parser implies and closes them.
    var isTableStructure: Bool {
        switch self {
        case .tbody, .thead, .tfoot, .tr, .td, .th: true
        default: false
        }
    }
}
