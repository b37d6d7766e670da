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
    case varElement
    case wbr
    case xmp
    case annotationXML

    init(hash: UInt64) {
        switch hash {
        case 0xaf63_dc4c_8601_ec8c: self = .a
        case 0x1737_f69e_334c_12b3: self = .address
        case 0xf263_6842_cc89_3ff1: self = .applet
        case 0x8950_2e84_3ec2_b8c4: self = .area
        case 0xaaa9_f11a_deb0_7af9: self = .article
        case 0xe8bf_73bc_4316_61a7: self = .aside
        case 0xaf63_df4c_8601_f1a5: self = .b
        case 0x9a7c_e19b_aa54_c278: self = .base
        case 0x449a_48f2_0d71_c2e5: self = .basefont
        case 0x94cd_406a_66d7_e235: self = .bgsound
        case 0x0054_1119_134f_d259: self = .big
        case 0xb2ca_a549_0c9d_4f3e: self = .blockquote
        case 0xcd4d_e79b_c6c9_3295: self = .body
        case 0x08a6_4607_b54d_f055: self = .br
        case 0x1aa9_c45c_0f9e_f371: self = .button
        case 0x5daa_28eb_864c_02a5: self = .caption
        case 0x6f4b_7ec4_dcaa_8ac4: self = .center
        case 0x0bb5_1791_194b_4414: self = .code
        case 0xf604_f319_0d01_6791: self = .col
        case 0x2f25_5835_8864_9748: self = .colgroup
        case 0x0891_5407_b53b_ac15: self = .dd
        case 0xa5ea_ef67_427c_a780: self = .desc
        case 0xb951_5701_b1f5_fc65: self = .details
        case 0xdca4_36da_1ef6_ed59: self = .dialog
        case 0xcaa8_3e18_f46e_5f54: self = .dir
        case 0xcaa8_3a18_f46e_5888: self = .div
        case 0x0891_5c07_b53b_b9ad: self = .dl
        case 0x0891_4407_b53b_90e5: self = .dt
        case 0x088e_3707_b539_44f7: self = .em
        case 0x0b0e_48b4_160d_ca6e: self = .embed
        case 0x661a_ece5_5308_0bdd: self = .fieldset
        case 0x9721_54f9_56b0_f895: self = .figcaption
        case 0x6675_e27e_dfa8_5d49: self = .figure
        case 0xdd0e_f679_0c22_b410: self = .font
        case 0xea90_5771_9fad_3a72: self = .footer
        case 0x0783_be64_a4f9_5b68: self = .foreignObject
        case 0xdd1d_0f79_0c2f_1be7: self = .form
        case 0xd8d4_3356_28b3_5226: self = .frame
        case 0x3563_7307_b906_f07e: self = .frameset
        case 0x08ba_8707_b55f_07d2: self = .h1
        case 0x08ba_8607_b55f_061f: self = .h2
        case 0x08ba_8507_b55f_046c: self = .h3
        case 0x08ba_8407_b55f_02b9: self = .h4
        case 0x08ba_8307_b55f_0106: self = .h5
        case 0x08ba_8207_b55e_ff53: self = .h6
        case 0x0a8f_12cc_5f9a_0c03: self = .head
        case 0x3a50_6cb5_0176_1960: self = .header
        case 0xf78f_9723_c25a_05fe: self = .hgroup
        case 0x08ba_4607_b55e_995f: self = .hr
        case 0x888b_b1cc_15ef_7930: self = .html
        case 0xaf63_e44c_8601_fa24: self = .i
        case 0xcd81_7337_396f_4881: self = .iframe
        case 0x2b9c_ee19_2bd2_7584: self = .img
        case 0x1ebb_ae8f_5810_b65b: self = .input
        case 0x43bf_cc33_c310_2ad6: self = .keygen
        case 0x39f7_fcec_8fcb_623d: self = .label
        case 0xbb4f_178c_82a8_5104: self = .legend
        case 0x08ad_3707_b553_f586: self = .li
        case 0xbf4b_9bad_694f_4809: self = .link
        case 0x54a5_299c_32f4_61ff: self = .listing
        case 0x1f59_62a2_ce98_03c8: self = .main
        case 0xd04a_010c_d84c_c22b: self = .marquee
        case 0x1f4f_66a2_ce8f_b60f: self = .math
        case 0x42ff_01a2_e311_ee9a: self = .menu
        case 0x4320_e9a2_e32e_ac38: self = .meta
        case 0x08a9_5307_b550_3c43: self = .mi
        case 0x08a9_5807_b550_44c2: self = .mn
        case 0x08a9_5907_b550_4675: self = .mo
        case 0x08a9_4d07_b550_3211: self = .ms
        case 0xf38e_e038_cb11_05df: self = .mtext
        case 0x212b_c419_2567_0ff2: self = .nav
        case 0x3c1b_04ba_d175_728e: self = .nobr
        case 0x9623_409c_fdc2_1d47: self = .noembed
        case 0xe4d0_4d98_199d_27c8: self = .noframes
        case 0xf521_efd0_12d6_d3d1: self = .noscript
        case 0x8dfe_af99_50df_0ffa: self = .object
        case 0x08b0_5a07_b556_66d6: self = .ol
        case 0xa8c6_d3fc_d743_92cd: self = .optgroup
        case 0x03c1_19c7_2669_2754: self = .option
        case 0xaf63_ed4c_8602_096f: self = .p
        case 0x0c11_93a7_a1c3_63d2: self = .param
        case 0x5d2d_d947_2a9b_a0a0: self = .plaintext
        case 0x77fd_5119_56a1_edc6: self = .pre
        case 0xbfc4_de1f_6f35_4d2d: self = .ruby
        case 0xaf63_ee4c_8602_0b22: self = .s
        case 0xacfc_8229_3c04_634a: self = .script
        case 0x220b_cce2_7242_e1e9: self = .search
        case 0xa699_eae1_563f_e6ec: self = .section
        case 0xbd76_100b_d58c_9c0d: self = .select
        case 0x7d6c_e172_e098_998c: self = .small
        case 0x76db_dc22_8f78_2db8: self = .source
        case 0x8b7d_c019_093c_d0e1: self = .span
        case 0x703a_eed8_faa1_a0ef: self = .strike
        case 0xa5e9_f6d9_1985_a3da: self = .strong
        case 0xbf72_82ad_bc70_13f6: self = .style
        case 0x8271_9d19_5d0f_c2f5: self = .sub
        case 0xa3c2_813b_cd78_0513: self = .summary
        case 0x8271_8b19_5d0f_a45f: self = .sup
        case 0x8267_a819_5d07_8121: self = .svg
        case 0x7720_3729_b376_a83f: self = .table
        case 0xe1cb_381f_1f50_1fab: self = .tbody
        case 0x08c8_3407_b56a_b825: self = .td
        case 0x3360_9a5e_9eb9_2f4b: self = .template
        case 0xeb8e_bfa0_bd37_d89b: self = .textarea
        case 0xe444_4542_7473_91bb: self = .tfoot
        case 0x08c8_3807_b56a_bef1: self = .th
        case 0xeb21_8f72_5ddd_9b79: self = .thead
        case 0xda31_296c_0c1b_6029: self = .title
        case 0x08c8_3e07_b56a_c923: self = .tr
        case 0xdec5_98a6_c4eb_90bc: self = .track
        case 0x08c8_4407_b56a_d355: self = .tt
        case 0xaf63_e84c_8602_00f0: self = .u
        case 0x08c4_5607_b567_0914: self = .ul
        case 0x6904_1819_4ed1_5d3e: self = .varElement
        case 0x5ea3_f719_4874_7a2a: self = .wbr
        case 0xbfb0_bc19_7fed_45ea: self = .xmp
        case 0x4cd8_6228_7f96_9d9c: self = .annotationXML
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
        case .varElement: "var"
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
    case classAttribute
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
    case forAttribute
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
        case 0xa794_39ef_7bfa_9c2d: self = .type
        case 0xc4bc_adba_8e63_1b86: self = .name
        case 0x08b7_2e07_b55c_3ac0: self = .id
        case 0xd116_5595_2fcb_ab9f: self = .classAttribute
        case 0x8f5a_09c8_aa39_e42d: self = .autocomplete
        case 0x615e_79d9_82d9_f0fa: self = .placeholder
        case 0xe3fe_b65b_656b_78b7: self = .ariaLabel
        case 0xdf03_1697_8049_4f95: self = .ariaLabelledby
        case 0xedb8_e6c1_fb19_440b: self = .ariaDescribedby
        case 0xda31_296c_0c1b_6029: self = .title
        case 0x4634_ea38_9c4c_0b44: self = .inputmode
        case 0x002d_94a5_e0f4_fdb7: self = .minlength
        case 0x8c8e_64d5_dd59_7ec1: self = .maxlength
        case 0x4dea_9618_e618_ae3c: self = .size
        case 0x0b7a_1e4b_ea69_5f89: self = .pattern
        case 0x728a_3cd2_1830_2d6f: self = .passwordrules
        case 0xdd1d_0f79_0c2f_1be7: self = .form
        case 0xdcb2_7818_fed9_da90: self = .forAttribute
        case 0xa000_c4df_2315_28b9: self = .hidden
        case 0xbf72_82ad_bc70_13f6: self = .style
        case 0x0fa3_391d_b68e_4425: self = .disabled
        case 0x9e0e_9729_2823_6e97: self = .readonly
        case 0x7ce4_fd94_30e8_0cea: self = .value
        case 0xa358_ec1f_f0c8_33b9: self = .role
        case 0xe6f0_a319_0519_e83c: self = .alt
        case 0x6568_640b_035a_56df: self = .action
        case 0x230c_05e5_fb04_33b0: self = .method
        case 0x4a65_9505_ca10_5ae1: self = .multiple
        case 0x77f5_c18e_246c_6638: self = .color
        case 0xef23_5979_1696_c97c: self = .face
        case 0x0149_534a_a332_2051: self = .dataTestid
        case 0x56e3_1eae_91f4_a8dc: self = .dataTest
        case 0x6997_6ad4_74ac_f8ce: self = .dataTestId
        case 0x072d_bbb0_097d_81de: self = .dataQa
        case 0x076a_bfb0_09b1_36c8: self = .dataCy
        case 0x0c98_df24_52b4_e673: self = .dataAutomationId
        case 0x90f2_5d7c_ab3a_df94: self = .dataField
        case 0xba5d_4002_048f_ea1b: self = .dataName
        case 0xa777_0bb2_d290_95eb: self = .formcontrolname
        case 0x050a_191b_98c2_d5b2: self = .ngModel
        case 0xf8ee_cff7_4169_f9b9: self = .vModel
        case 0xaa0d_561a_1844_40cb: self = .xModel
        case 0x1837_7abb_1aba_adf3: self = .wireModel
        case 0x4904_c125_a98b_faaf: self = .dataBind
        default: self = .other
        }
    }

    var name: String {
        switch self {
        case .other: ""
        case .type: "type"
        case .name: "name"
        case .id: "id"
        case .classAttribute: "class"
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
        case .forAttribute: "for"
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
