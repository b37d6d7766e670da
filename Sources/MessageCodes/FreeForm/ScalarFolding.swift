/// How the detector reads characters: digits of every script as ASCII digits, full-width forms
/// as ASCII, and (for keyword matching) lower case without diacritics.
///
/// These are table lookups and range tests on scalar values, so the hot loop never touches
/// Foundation or the Unicode property tables.
enum ScalarFolding {
    /// Scalars that carry nothing the detector needs and are removed before anything else:
    /// combining marks, Arabic vowel signs and tatweel, zero-width characters, variation selectors.
    @inline(__always)
    static func isIgnorable(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x064B...0x065F, 0x0670, 0x0640, 0x200B...0x200F, 0x2060...0x2064, 0xFEFF,
            0xFE00...0xFE0F, 0x20D0...0x20FF, 0x00AD:
            true
        default: false
        }
    }

    /// The zero of every decimal-digit block the detector folds to ASCII.
    static let digitZeros: [UInt32] = [
        0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6,
        0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0,
        0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xAA50, 0xABF0, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC,
        0x1D7F6,
    ]

    /// Digits to ASCII, full-width ASCII to ASCII, the many spaces, box-drawing lines and symbols to
    /// U+0020, a few separators to their ASCII forms. Case and letters are kept.
    @inline(__always)
    static func display(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return value }
        switch value {
        // Full-width forms to ASCII, except the full-width comma and full stop: in Chinese and
        // Japanese text they end clauses ("839201，5分钟内有效"), they do not group digits.
        case 0xFF0C, 0xFF0E: return value
        case 0xFF01...0xFF5E: return value - 0xFEE0
        case 0x3000, 0x00A0, 0x2000...0x200A, 0x202F, 0x205F: return 0x20
        // Box-drawing lines around a code in a mail ("│  730194  │") frame it like spaces, and so
        // do arrows, shapes and dingbats set beside it ("▶ 418 206 ◀", "✦ 71 58 29 ✦").
        case 0x2190...0x21FF, 0x2500...0x27BF: return 0x20
        case 0x2010, 0x2011, 0x2212, 0xFE63: return 0x2D  // hyphens and minus to '-'
        case 0x066B: return 0x2E  // Arabic decimal separator
        case 0x066C, 0x060C: return 0x2C  // Arabic thousands separator and comma
        case 0x2024: return 0x2E
        default: break
        }
        // Most text outside ASCII is in blocks without digits: answer those at once.
        if value < 0x0660 || (value >= 0x1C5A && value < 0xA620) || (value > 0xABF9 && value < 0x1D7CE) {
            return value
        }
        for zero in digitZeros where value >= zero && value < zero + 10 { return 0x30 + (value - zero) }
        return value
    }

    /// `display`, then lower case and without diacritics, for keyword matching and word tests.
    @inline(__always)
    static func keyword(_ displayed: UInt32) -> UInt32 {
        let value = displayed
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) ? value | 0x20 : value
        }
        if value < 0x250 { return latin[Int(value - 0x80)] }
        switch value {
        case 0x0410...0x042F: return value + 0x20  // А-Я
        case 0x0451, 0x0401: return 0x0435  // ё, Ё -> е
        case 0x0400...0x040F: return value + 0x50
        case 0x0490: return 0x0491  // Ґ -> ґ
        case 0x0531...0x0556: return value + 0x30  // Armenian capitals to small letters
        // Greek: capitals to small letters, accented vowels to plain ones, final sigma to sigma.
        case 0x0391...0x03A9: return greekSmall(value + 0x20)
        case 0x0386, 0x03AC: return 0x03B1
        case 0x0388, 0x03AD: return 0x03B5
        case 0x0389, 0x03AE: return 0x03B7
        case 0x038A, 0x03AF, 0x03CA, 0x0390, 0x03AA: return 0x03B9
        case 0x038C, 0x03CC: return 0x03BF
        case 0x038E, 0x03CD, 0x03CB, 0x03B0, 0x03AB: return 0x03C5
        case 0x038F, 0x03CE: return 0x03C9
        case 0x03C2: return 0x03C3
        // Persian and Urdu letter forms to the Arabic ones: keheh to kaf, Farsi yeh to yeh,
        // heh goal to heh.
        case 0x06A9: return 0x0643
        case 0x06CC: return 0x064A
        case 0x06C1: return 0x0647
        case 0x0622, 0x0623, 0x0625, 0x0671: return 0x0627  // alef forms -> bare alef
        case 0x0649: return 0x064A  // alef maksura -> yeh
        case 0x1EA0...0x1EB7: return 0x61  // Vietnamese a
        case 0x1EB8...0x1EC7: return 0x65  // e
        case 0x1EC8...0x1ECB: return 0x69  // i
        case 0x1ECC...0x1EE3: return 0x6F  // o
        case 0x1EE4...0x1EF1: return 0x75  // u
        case 0x1EF2...0x1EF9: return 0x79  // y
        case 0x2019, 0x2018, 0x02BC: return 0x27  // apostrophes
        default: return value
        }
    }

    @inline(__always)
    private static func greekSmall(_ value: UInt32) -> UInt32 { value == 0x03C2 ? 0x03C3 : value }

    /// U+0080 to U+024F, folded: lower case, base letter.
    static let latin: [UInt32] = {
        var table = (0x80..<0x250).map { UInt32($0) }
        func set(_ scalars: String, _ base: Character) {
            for scalar in scalars.unicodeScalars { table[Int(scalar.value) - 0x80] = base.unicodeScalars.first!.value }
        }
        set("ÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎǺǻ", "a")
        set("ÆæǼǽ", "a")
        set("ÇçĆćĈĉĊċČč", "c")
        set("ÐðĎďĐđ", "d")
        set("ÈÉÊËèéêëĒēĔĕĖėĘęĚě", "e")
        set("ĜĝĞğĠġĢģ", "g")
        set("ĤĥĦħ", "h")
        set("ÌÍÎÏìíîïĨĩĪīĬĭĮįİıǏǐ", "i")
        set("Ĵĵ", "j")
        set("Ķķĸ", "k")
        set("ĹĺĻļĽľĿŀŁł", "l")
        set("ÑñŃńŅņŇňŉŊŋ", "n")
        set("ÒÓÔÕÖØòóôõöøŌōŎŏŐőƠơǑǒǾǿ", "o")
        set("Œœ", "o")
        set("ŔŕŖŗŘř", "r")
        set("ßŚśŜŝŞşŠšſȘș", "s")
        set("ŢţŤťŦŧȚț", "t")
        set("ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųƯưǓǔǕǖǗǘǙǚǛǜ", "u")
        set("Ŵŵ", "w")
        set("ÝýÿŶŷŸ", "y")
        set("ŹźŻżŽž", "z")
        return table
    }()

    /// Letters of the scripts whose keywords must start a word: Latin, Greek, Cyrillic,
    /// Devanagari and Bengali. (Digits are not letters here.)
    @inline(__always)
    static func isWordLetter(_ folded: UInt32) -> Bool {
        switch folded {
        case 0x61...0x7A, 0x41...0x5A: true
        case 0xC0...0x24F: folded != 0xD7 && folded != 0xF7
        case 0x0370...0x052F: true
        case 0x0900...0x097F: folded != 0x0964 && folded != 0x0965
        case 0x0980...0x09E5: true
        case 0x1E00...0x1EFF: true
        default: false
        }
    }

    /// Scripts written without spaces or with attached particles, whose keywords match anywhere.
    @inline(__always)
    static func matchesAnywhere(_ folded: UInt32) -> Bool {
        switch folded {
        case 0x0600...0x06FF, 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x9FFF, 0xAC00...0xD7AF,
            0xF900...0xFAFF:
            true
        default: false
        }
    }

    /// Characters that end a sentence.
    @inline(__always)
    static func isSentenceEnd(_ value: UInt32) -> Bool {
        switch value {
        // … and the full stops of Armenian (։), Ethiopic (።), Myanmar (။) and Khmer (។).
        case 0x2E, 0x21, 0x3F, 0x0A, 0x3002, 0xFF01, 0xFF0E, 0xFF1F, 0x0964, 0x061F, 0x06D4, 0xFF61, 0x0589, 0x1362,
            0x104B, 0x17D4:
            true
        default: false
        }
    }

    /// Chinese, Japanese and Korean units written right after a number: 年 月 日 号 時 分 秒 円 元 块
    /// 원 년 월 일 시 분 개 건 명 점 位 次 件 人 個 歳 회 番 万 億 만 千 百 点 台 张 張 本 便 回 枚.
    @inline(__always)
    static func isCJKUnit(_ value: UInt32) -> Bool {
        switch value {
        case 0x5E74, 0x6708, 0x65E5, 0x53F7, 0x6642, 0x65F6, 0x5206, 0x79D2, 0x5186, 0x5143, 0x5757, 0xC6D0, 0xB144,
            0xC6D4, 0xC77C, 0xC2DC, 0xBD84, 0xAC1C, 0xAC74, 0xBA85, 0xC810, 0x4F4D, 0x6B21, 0x4EF6, 0x4EBA, 0x500B,
            0x6B73, 0xD68C, 0x756A, 0x4E07, 0x5104, 0xB9CC, 0x5343, 0x767E, 0x70B9, 0x53F0, 0x5F20, 0x5F35, 0x672C,
            0x4FBF, 0x56DE, 0x679A:
            true
        default: false
        }
    }

    /// Currency signs.
    @inline(__always)
    static func isCurrencySign(_ value: UInt32) -> Bool {
        switch value {
        case 0x24, 0xA2, 0xA3, 0xA4, 0xA5, 0x20A0...0x20CF, 0xFDFC, 0x0E3F, 0x17DB, 0x09F3: true
        default: false
        }
    }
}
