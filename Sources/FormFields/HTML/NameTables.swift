// Generated names: FNV-1a hashes (see `FNV`) of lower-case tag and attribute names, so the
// scanner can switch on constants. `NameTableTests` checks every value against `FNV.hash`.

/// The HTML tags the scanner treats specially; everything else is `.other`.
enum TagID: UInt8, CaseIterable {
    case other
    case a
    case address
    case applet
    case area
    case article
    case aside
    case b
    case base
    case basefont
    case bgsound
    case big
    case blockquote
    case body
    case br
    case button
    case caption
    case center
    case code
    case col
    case colgroup
    case dd
    case desc
    case details
    case dialog
    case dir
    case div
    case dl
    case dt
    case em
    case embed
    case fieldset
    case figcaption
    case figure
    case font
    case footer
    case foreignObject
    case form
    case frame
    case frameset
    case h1
    case h2
    case h3
    case h4
    case h5
    case h6
    case head
    case header
    case hgroup
    case hr
    case html
    case i
    case iframe
    case img
    case input
    case keygen
    case label
    case legend
    case li
    case link
    case listing
    case main
    case marquee
    case math
    case menu
    case meta
    case mi
    case mn
    case mo
    case ms
    case mtext
    case nav
    case nobr
    case noembed
    case noframes
    case noscript
    case object
    case ol
    case optgroup
    case option
    case p
    case param
    case plaintext
    case pre
    case ruby
    case s
    case script
    case search
    case section
    case select
    case small
    case source
    case span
    case strike
    case strong
    case style
    case sub
    case summary
    case sup
    case svg
    case table
    case tbody
    case td
    case template
    case textarea
    case tfoot
    case th
    case thead
    case title
    case tr
    case track
    case tt
    case u
    case ul
    case var_
    case wbr
    case xmp
    case annotationXML

    init(hash: UInt64) {
        switch hash {
        case 0xaf63dc4c8601ec8c: self = .a
        case 0x1737f69e334c12b3: self = .address
        case 0xf2636842cc893ff1: self = .applet
        case 0x89502e843ec2b8c4: self = .area
        case 0xaaa9f11adeb07af9: self = .article
        case 0xe8bf73bc431661a7: self = .aside
        case 0xaf63df4c8601f1a5: self = .b
        case 0x9a7ce19baa54c278: self = .base
        case 0x449a48f20d71c2e5: self = .basefont
        case 0x94cd406a66d7e235: self = .bgsound
        case 0x00541119134fd259: self = .big
        case 0xb2caa5490c9d4f3e: self = .blockquote
        case 0xcd4de79bc6c93295: self = .body
        case 0x08a64607b54df055: self = .br
        case 0x1aa9c45c0f9ef371: self = .button
        case 0x5daa28eb864c02a5: self = .caption
        case 0x6f4b7ec4dcaa8ac4: self = .center
        case 0x0bb51791194b4414: self = .code
        case 0xf604f3190d016791: self = .col
        case 0x2f25583588649748: self = .colgroup
        case 0x08915407b53bac15: self = .dd
        case 0xa5eaef67427ca780: self = .desc
        case 0xb9515701b1f5fc65: self = .details
        case 0xdca436da1ef6ed59: self = .dialog
        case 0xcaa83e18f46e5f54: self = .dir
        case 0xcaa83a18f46e5888: self = .div
        case 0x08915c07b53bb9ad: self = .dl
        case 0x08914407b53b90e5: self = .dt
        case 0x088e3707b53944f7: self = .em
        case 0x0b0e48b4160dca6e: self = .embed
        case 0x661aece553080bdd: self = .fieldset
        case 0x972154f956b0f895: self = .figcaption
        case 0x6675e27edfa85d49: self = .figure
        case 0xdd0ef6790c22b410: self = .font
        case 0xea9057719fad3a72: self = .footer
        case 0x0783be64a4f95b68: self = .foreignObject
        case 0xdd1d0f790c2f1be7: self = .form
        case 0xd8d4335628b35226: self = .frame
        case 0x35637307b906f07e: self = .frameset
        case 0x08ba8707b55f07d2: self = .h1
        case 0x08ba8607b55f061f: self = .h2
        case 0x08ba8507b55f046c: self = .h3
        case 0x08ba8407b55f02b9: self = .h4
        case 0x08ba8307b55f0106: self = .h5
        case 0x08ba8207b55eff53: self = .h6
        case 0x0a8f12cc5f9a0c03: self = .head
        case 0x3a506cb501761960: self = .header
        case 0xf78f9723c25a05fe: self = .hgroup
        case 0x08ba4607b55e995f: self = .hr
        case 0x888bb1cc15ef7930: self = .html
        case 0xaf63e44c8601fa24: self = .i
        case 0xcd817337396f4881: self = .iframe
        case 0x2b9cee192bd27584: self = .img
        case 0x1ebbae8f5810b65b: self = .input
        case 0x43bfcc33c3102ad6: self = .keygen
        case 0x39f7fcec8fcb623d: self = .label
        case 0xbb4f178c82a85104: self = .legend
        case 0x08ad3707b553f586: self = .li
        case 0xbf4b9bad694f4809: self = .link
        case 0x54a5299c32f461ff: self = .listing
        case 0x1f5962a2ce9803c8: self = .main
        case 0xd04a010cd84cc22b: self = .marquee
        case 0x1f4f66a2ce8fb60f: self = .math
        case 0x42ff01a2e311ee9a: self = .menu
        case 0x4320e9a2e32eac38: self = .meta
        case 0x08a95307b5503c43: self = .mi
        case 0x08a95807b55044c2: self = .mn
        case 0x08a95907b5504675: self = .mo
        case 0x08a94d07b5503211: self = .ms
        case 0xf38ee038cb1105df: self = .mtext
        case 0x212bc41925670ff2: self = .nav
        case 0x3c1b04bad175728e: self = .nobr
        case 0x9623409cfdc21d47: self = .noembed
        case 0xe4d04d98199d27c8: self = .noframes
        case 0xf521efd012d6d3d1: self = .noscript
        case 0x8dfeaf9950df0ffa: self = .object
        case 0x08b05a07b55666d6: self = .ol
        case 0xa8c6d3fcd74392cd: self = .optgroup
        case 0x03c119c726692754: self = .option
        case 0xaf63ed4c8602096f: self = .p
        case 0x0c1193a7a1c363d2: self = .param
        case 0x5d2dd9472a9ba0a0: self = .plaintext
        case 0x77fd511956a1edc6: self = .pre
        case 0xbfc4de1f6f354d2d: self = .ruby
        case 0xaf63ee4c86020b22: self = .s
        case 0xacfc82293c04634a: self = .script
        case 0x220bcce27242e1e9: self = .search
        case 0xa699eae1563fe6ec: self = .section
        case 0xbd76100bd58c9c0d: self = .select
        case 0x7d6ce172e098998c: self = .small
        case 0x76dbdc228f782db8: self = .source
        case 0x8b7dc019093cd0e1: self = .span
        case 0x703aeed8faa1a0ef: self = .strike
        case 0xa5e9f6d91985a3da: self = .strong
        case 0xbf7282adbc7013f6: self = .style
        case 0x82719d195d0fc2f5: self = .sub
        case 0xa3c2813bcd780513: self = .summary
        case 0x82718b195d0fa45f: self = .sup
        case 0x8267a8195d078121: self = .svg
        case 0x77203729b376a83f: self = .table
        case 0xe1cb381f1f501fab: self = .tbody
        case 0x08c83407b56ab825: self = .td
        case 0x33609a5e9eb92f4b: self = .template
        case 0xeb8ebfa0bd37d89b: self = .textarea
        case 0xe4444542747391bb: self = .tfoot
        case 0x08c83807b56abef1: self = .th
        case 0xeb218f725ddd9b79: self = .thead
        case 0xda31296c0c1b6029: self = .title
        case 0x08c83e07b56ac923: self = .tr
        case 0xdec598a6c4eb90bc: self = .track
        case 0x08c84407b56ad355: self = .tt
        case 0xaf63e84c860200f0: self = .u
        case 0x08c45607b5670914: self = .ul
        case 0x690418194ed15d3e: self = .var_
        case 0x5ea3f71948747a2a: self = .wbr
        case 0xbfb0bc197fed45ea: self = .xmp
        case 0x4cd862287f969d9c: self = .annotationXML
        default: self = .other
        }
    }

    /// The tag's name, for checking the table.
    var name: String {
        switch self {
        case .other: ""
        case .a: "a"
        case .address: "address"
        case .applet: "applet"
        case .area: "area"
        case .article: "article"
        case .aside: "aside"
        case .b: "b"
        case .base: "base"
        case .basefont: "basefont"
        case .bgsound: "bgsound"
        case .big: "big"
        case .blockquote: "blockquote"
        case .body: "body"
        case .br: "br"
        case .button: "button"
        case .caption: "caption"
        case .center: "center"
        case .code: "code"
        case .col: "col"
        case .colgroup: "colgroup"
        case .dd: "dd"
        case .desc: "desc"
        case .details: "details"
        case .dialog: "dialog"
        case .dir: "dir"
        case .div: "div"
        case .dl: "dl"
        case .dt: "dt"
        case .em: "em"
        case .embed: "embed"
        case .fieldset: "fieldset"
        case .figcaption: "figcaption"
        case .figure: "figure"
        case .font: "font"
        case .footer: "footer"
        case .foreignObject: "foreignobject"
        case .form: "form"
        case .frame: "frame"
        case .frameset: "frameset"
        case .h1: "h1"
        case .h2: "h2"
        case .h3: "h3"
        case .h4: "h4"
        case .h5: "h5"
        case .h6: "h6"
        case .head: "head"
        case .header: "header"
        case .hgroup: "hgroup"
        case .hr: "hr"
        case .html: "html"
        case .i: "i"
        case .iframe: "iframe"
        case .img: "img"
        case .input: "input"
        case .keygen: "keygen"
        case .label: "label"
        case .legend: "legend"
        case .li: "li"
        case .link: "link"
        case .listing: "listing"
        case .main: "main"
        case .marquee: "marquee"
        case .math: "math"
        case .menu: "menu"
        case .meta: "meta"
        case .mi: "mi"
        case .mn: "mn"
        case .mo: "mo"
        case .ms: "ms"
        case .mtext: "mtext"
        case .nav: "nav"
        case .nobr: "nobr"
        case .noembed: "noembed"
        case .noframes: "noframes"
        case .noscript: "noscript"
        case .object: "object"
        case .ol: "ol"
        case .optgroup: "optgroup"
        case .option: "option"
        case .p: "p"
        case .param: "param"
        case .plaintext: "plaintext"
        case .pre: "pre"
        case .ruby: "ruby"
        case .s: "s"
        case .script: "script"
        case .search: "search"
        case .section: "section"
        case .select: "select"
        case .small: "small"
        case .source: "source"
        case .span: "span"
        case .strike: "strike"
        case .strong: "strong"
        case .style: "style"
        case .sub: "sub"
        case .summary: "summary"
        case .sup: "sup"
        case .svg: "svg"
        case .table: "table"
        case .tbody: "tbody"
        case .td: "td"
        case .template: "template"
        case .textarea: "textarea"
        case .tfoot: "tfoot"
        case .th: "th"
        case .thead: "thead"
        case .title: "title"
        case .tr: "tr"
        case .track: "track"
        case .tt: "tt"
        case .u: "u"
        case .ul: "ul"
        case .var_: "var"
        case .wbr: "wbr"
        case .xmp: "xmp"
        case .annotationXML: "annotation-xml"
        }
    }
}

/// The attributes the scanner reads; everything else is `.other`.
enum AttributeID: UInt8, CaseIterable {
    case other
    case type
    case name
    case id
    case class_
    case autocomplete
    case placeholder
    case ariaLabel
    case ariaLabelledby
    case ariaDescribedby
    case title
    case inputmode
    case minlength
    case maxlength
    case size
    case pattern
    case passwordrules
    case form
    case for_
    case hidden
    case style
    case disabled
    case readonly
    case value
    case role
    case alt
    case action
    case method
    case multiple
    case color
    case face
    case dataTestid
    case dataTest
    case dataTestId
    case dataQa
    case dataCy
    case dataAutomationId
    case dataField
    case dataName
    case formcontrolname
    case ngModel
    case vModel
    case xModel
    case wireModel
    case dataBind

    init(hash: UInt64) {
        switch hash {
        case 0xa79439ef7bfa9c2d: self = .type
        case 0xc4bcadba8e631b86: self = .name
        case 0x08b72e07b55c3ac0: self = .id
        case 0xd11655952fcbab9f: self = .class_
        case 0x8f5a09c8aa39e42d: self = .autocomplete
        case 0x615e79d982d9f0fa: self = .placeholder
        case 0xe3feb65b656b78b7: self = .ariaLabel
        case 0xdf03169780494f95: self = .ariaLabelledby
        case 0xedb8e6c1fb19440b: self = .ariaDescribedby
        case 0xda31296c0c1b6029: self = .title
        case 0x4634ea389c4c0b44: self = .inputmode
        case 0x002d94a5e0f4fdb7: self = .minlength
        case 0x8c8e64d5dd597ec1: self = .maxlength
        case 0x4dea9618e618ae3c: self = .size
        case 0x0b7a1e4bea695f89: self = .pattern
        case 0x728a3cd218302d6f: self = .passwordrules
        case 0xdd1d0f790c2f1be7: self = .form
        case 0xdcb27818fed9da90: self = .for_
        case 0xa000c4df231528b9: self = .hidden
        case 0xbf7282adbc7013f6: self = .style
        case 0x0fa3391db68e4425: self = .disabled
        case 0x9e0e972928236e97: self = .readonly
        case 0x7ce4fd9430e80cea: self = .value
        case 0xa358ec1ff0c833b9: self = .role
        case 0xe6f0a3190519e83c: self = .alt
        case 0x6568640b035a56df: self = .action
        case 0x230c05e5fb0433b0: self = .method
        case 0x4a659505ca105ae1: self = .multiple
        case 0x77f5c18e246c6638: self = .color
        case 0xef2359791696c97c: self = .face
        case 0x0149534aa3322051: self = .dataTestid
        case 0x56e31eae91f4a8dc: self = .dataTest
        case 0x69976ad474acf8ce: self = .dataTestId
        case 0x072dbbb0097d81de: self = .dataQa
        case 0x076abfb009b136c8: self = .dataCy
        case 0x0c98df2452b4e673: self = .dataAutomationId
        case 0x90f25d7cab3adf94: self = .dataField
        case 0xba5d4002048fea1b: self = .dataName
        case 0xa7770bb2d29095eb: self = .formcontrolname
        case 0x050a191b98c2d5b2: self = .ngModel
        case 0xf8eecff74169f9b9: self = .vModel
        case 0xaa0d561a184440cb: self = .xModel
        case 0x18377abb1abaadf3: self = .wireModel
        case 0x4904c125a98bfaaf: self = .dataBind
        default: self = .other
        }
    }

    var name: String {
        switch self {
        case .other: ""
        case .type: "type"
        case .name: "name"
        case .id: "id"
        case .class_: "class"
        case .autocomplete: "autocomplete"
        case .placeholder: "placeholder"
        case .ariaLabel: "aria-label"
        case .ariaLabelledby: "aria-labelledby"
        case .ariaDescribedby: "aria-describedby"
        case .title: "title"
        case .inputmode: "inputmode"
        case .minlength: "minlength"
        case .maxlength: "maxlength"
        case .size: "size"
        case .pattern: "pattern"
        case .passwordrules: "passwordrules"
        case .form: "form"
        case .for_: "for"
        case .hidden: "hidden"
        case .style: "style"
        case .disabled: "disabled"
        case .readonly: "readonly"
        case .value: "value"
        case .role: "role"
        case .alt: "alt"
        case .action: "action"
        case .method: "method"
        case .multiple: "multiple"
        case .color: "color"
        case .face: "face"
        case .dataTestid: "data-testid"
        case .dataTest: "data-test"
        case .dataTestId: "data-test-id"
        case .dataQa: "data-qa"
        case .dataCy: "data-cy"
        case .dataAutomationId: "data-automation-id"
        case .dataField: "data-field"
        case .dataName: "data-name"
        case .formcontrolname: "formcontrolname"
        case .ngModel: "ng-model"
        case .vModel: "v-model"
        case .xModel: "x-model"
        case .wireModel: "wire:model"
        case .dataBind: "data-bind"
        }
    }
}
