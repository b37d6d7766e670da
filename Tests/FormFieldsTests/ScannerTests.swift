import Testing

@testable import FormFields

@Suite struct ScannerTests {
    func scan(_ html: String) -> HTMLPage { HTMLFormScanner().scan(html, pageURL: "https://example.com/") }

    @Test func findsAFormWithLabelsButtonsAndHeading() throws {
        let page = scan(
            """
            <!doctype html><html><head><title>Sign in &ndash; Example</title></head><body>
            <h1>Welcome back</h1>
            <form action="/session" method="POST" id="login">
              <label for="user">Email address</label>
              <input id="user" name="email" type="email" autocomplete="username">
              <label>Password <input type="password" name="pw" autocomplete="current-password"></label>
              <p>Forgot your password? <a href="/reset">Reset it</a></p>
              <button type="submit">Sign in</button>
            </form></body></html>
            """)
        #expect(page.title == "Sign in – Example")
        let form = try #require(page.forms.first)
        #expect(page.forms.count == 1)
        #expect(form.isFormElement)
        #expect(form.actionURL == "/session")
        #expect(form.method == "post")
        #expect(form.id == "login")
        #expect(form.pageURL == "https://example.com/")
        #expect(form.pageTitle == "Sign in – Example")
        #expect(form.headings == ["Welcome back"])
        #expect(form.buttons == ["Sign in"])
        #expect(form.texts == ["Forgot your password?", "Reset it"])
        #expect(form.fields.map(\.type) == ["email", "password"])
        #expect(form.fields.map(\.label) == ["Email address", "Password"])
        #expect(form.fields[0].autocomplete == "username")
        #expect(form.fields[1].name == "pw")
    }

    @Test func attributesInEveryQuotingStyleAndReferences() throws {
        let page = scan(
            #"<form><input name=user-name id='a"b' placeholder="Nom d&apos;utilisateur &amp; e&#8209;mail" title=x&amp;y data-qa="login&#x2d;field" maxlength=" 6" minlength="+4x" size=0 inputmode=NUMERIC></form>"#
        )
        let field = try #require(page.forms.first?.fields.first)
        #expect(field.name == "user-name")
        #expect(field.id == "a\"b")
        #expect(field.placeholder == "Nom d'utilisateur & e\u{2011}mail")
        #expect(field.title == "x&y")
        #expect(field.hints == ["login-field"])
        #expect(field.maxLength == 6)
        #expect(field.minLength == 4)
        #expect(field.size == nil)
        #expect(field.inputMode == "numeric")
        #expect(field.type == "text")
    }

    @Test func minAndMaxAreNumbersOrNothing() throws {
        let page = scan(
            #"<form><input type=number min="0" max=" 9 "><input type=number min=-1.5 max=1e3><input type=date min="2024-01-01" max="Infinity"><input max="0x10" min=""></form>"#
        )
        let fields = try #require(page.forms.first?.fields)
        #expect(fields.map(\.minimum) == [0, -1.5, nil, nil])
        #expect(fields.map(\.maximum) == [9, 1000, nil, nil])
    }

    @Test(arguments: [
        ("&amp;", "&"), ("&amp", "&"), ("&AMP;", "&"), ("&notin;", "∉"), ("&notit;", "¬it;"), ("&copy2024", "©2024"),
        ("&#65;&#x42;&#X43", "ABC"), ("&#0;", "\u{FFFD}"), ("&#x110000;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"),
        ("&#128;", "€"), ("&#x9F;", "Ÿ"), ("&#;", "&#;"), ("&#x;", "&#x;"), ("&unknown;", "&unknown;"), ("& b", "& b"),
        ("&lang;&rang;", "⟨⟩"), ("a&nbsp;b", "a\u{A0}b"),
    ])
    func characterReferencesInText(source: String, expected: String) throws {
        let page = scan("<label for=f>\(source)</label><input id=f>")
        #expect(page.forms.first?.fields.first?.label == expected)
    }

    @Test(arguments: [("&copy2024", "&copy2024"), ("&copy=", "&copy="), ("&copy;2", "©2"), ("&copy-", "©-")])
    func legacyReferencesInAttributes(source: String, expected: String) throws {
        let page = scan("<input placeholder=\"\(source)\">")
        #expect(page.forms.first?.fields.first?.placeholder == expected)
    }

    @Test func rawTextAndCommentsHideMarkup() throws {
        let page = scan(
            """
            <script>document.write("<input name=fake1>"); if (a < b) {}</script>
            <style>input[name="x"] > a { }</style>
            <!-- <input name=fake2> -->
            <!--> <input name=real1>
            <textarea><input name=fake3></textarea>
            <title>t</title><noscript><input name=fake4></noscript>
            <template><input name=fake5></template>
            <script><!--<script></script><input name=fake6>--></script>
            <iframe><input name=fake7></iframe>
            <input name=real2>
            """)
        let names = page.forms.flatMap(\.fields).map(\.name)
        #expect(names == ["real1", "", "real2"])  // the empty name is the textarea
    }

    @Test func formOwnersFollowTheFormPointer() throws {
        let page = scan(
            """
            <form id=a><input name=one><form id=nested><input name=two></form><input name=three>
            <table><tr><form id=b><td><input name=four></td></form></tr></table><input name=five form=a>
            <input name=six form=missing>
            """)
        let byForm = page.forms.map { ($0.id, $0.fields.map(\.name)) }
        #expect(byForm.count == 4)
        #expect(byForm[0].0 == "a" && byForm[0].1 == ["one", "two", "five"])
        #expect(byForm[1].0 == "" && byForm[1].1 == ["three"])
        #expect(byForm[2].0 == "b" && byForm[2].1 == ["four"])
        // A `form` attribute that names no form leaves the field without an owner.
        #expect(byForm[3].1 == ["six"] && !page.forms[3].isFormElement)
    }

    @Test func formlessFieldsAreGroupedByButtonsHeadingsAndLandmarks() throws {
        let page = scan(
            """
            <header><input type=search name=q placeholder=Search><button>Go</button></header>
            <div class=card><h2>Sign in</h2>
              <div><span>Email</span><div><input name=email></div></div>
              <div><input type=password name=pass><button type=button aria-label="Show password"></button></div>
              <div><button>Continue</button></div><a class="btn">Create account</a>
              <div>Keep me posted</div><input name=newsletter><button>Subscribe</button>
            </div>
            """)
        #expect(page.forms.count == 3)
        #expect(page.forms.allSatisfy { !$0.isFormElement })
        #expect(page.forms[0].fields.map(\.name) == ["q"])
        #expect(page.forms[0].buttons == ["Go"])
        #expect(page.forms[1].fields.map(\.name) == ["email", "pass"])
        #expect(page.forms[1].headings == ["Sign in"])
        #expect(page.forms[1].buttons == ["Show password", "Continue", "Create account"])
        #expect(page.forms[1].fields[0].nearbyText == "Email")
        #expect(page.forms[2].fields.map(\.name) == ["newsletter"])
        #expect(page.forms[2].texts == ["Keep me posted"])
    }

    @Test func resetButtonsAreNotRead() throws {
        let page = scan(
            """
            <form><input name=email><textarea name=message></textarea>
            <input type=reset value="Zurücksetzen"><button type="RESET">Reset</button><button>Send</button></form>
            """)
        #expect(page.forms.first?.buttons == ["Send"])
    }

    @Test func aButtonsAriaLabelIsReadWithItsText() throws {
        let page = scan(
            """
            <form action="/choix"><input name=q><button aria-label="Se connecter avec impots.gouv.fr">impots.gouv.fr</button>
            <button aria-label="continue">Continue</button><button aria-label="Close"></button></form>
            """)
        #expect(page.forms.first?.buttons == ["impots.gouv.fr Se connecter avec impots.gouv.fr", "Continue", "Close"])
    }

    @Test func ariaReferencesAndVisibility() throws {
        let page = scan(
            """
            <div id=l1>One-time <b>code</b></div><span id=l2 aria-label="from your app">ignored</span>
            <form><input aria-labelledby="l1 l2 nothing" aria-describedby=help>
            <p id=help>6 digits</p>
            <input type=hidden name=csrf><input name=trap style="display: none">
            <div style="position:absolute; left:-10000px"><input name=honeypot></div>
            <div style="display:none"><input name=later></div><input name=h hidden></form>
            """)
        let fields = try #require(page.forms.first?.fields)
        #expect(fields[0].ariaLabelledBy == "One-time code from your app")
        #expect(fields[0].ariaDescribedBy == "6 digits")
        #expect(fields.map(\.isVisible) == [true, false, false, false, true, false])
    }

    @Test func aUserNameKeptOffscreenForPasswordManagersIsNoTrap() throws {
        let page = scan(
            """
            <form><input name=trap style="position:absolute;left:-9999px" autocomplete=off>
            <input name=login style="position:absolute;left:-9999px" autocomplete=username tabindex=-1>
            <input name=later style="display:none" autocomplete=username>
            <input name=both style="position:absolute;left:-9999px;display:none" autocomplete=username>
            <input type=password autocomplete=current-password></form>
            """)
        let fields = try #require(page.forms.first?.fields)
        #expect(fields.map(\.isVisible) == [false, true, false, false, true])
    }

    @Test func containersThatSayTheyTrapRobotsHideTheirFields() throws {
        let page = scan(
            """
            <form><div class="gfield gform_validation_container"><input name=input_5 autocomplete=new-password></div>
            <div class="hp-wrap"><input name=website class="form-Honeypot"></div><input name=email type=email></form>
            """)
        let fields = try #require(page.forms.first?.fields)
        #expect(fields.map(\.isVisible) == [false, false, true])
    }

    @Test func unclosedAndBrokenMarkupIsTolerated() throws {
        let inputs = [
            "<form><input name=a", "<form><input name='a>", "<input name=a /><inp", "</>", "<!", "</", "<", "&",
            "<a<b<c", "<!--", "<!-- a --!>", "<script>", "<svg><input name=x></svg><input name=y>",
            "<math><mi><input name=z></mi></math>", "\u{FEFF}<input name=bom>", "<input name=a\0b>",
        ]
        for input in inputs {
            _ = scan(input)
        }
        #expect(scan("<svg><input name=x></svg><input name=y>").forms.flatMap(\.fields).map(\.name) == ["y"])
        #expect(scan("<math><mi><input name=z></mi></math>").forms.flatMap(\.fields).map(\.name) == ["z"])
        #expect(scan("<form><input name=a").forms.isEmpty)  // cut off: browsers drop the tag too
        #expect(scan("<input name=a\0b>").forms.first?.fields.first?.name == "a\u{FFFD}b")
    }

    @Test func wrappedLabelTakesTheFirstLabelableDescendant() throws {
        let page = scan(
            """
            <label>Remember me <input type=checkbox name=remember></label>
            <label>Code <button type=button>?</button><input name=code></label>
            <label for=later>Later</label><input id=later name=later>
            """)
        let fields = page.forms.flatMap(\.fields)
        #expect(fields.map(\.label) == ["Remember me", "", "Later"])
    }

    @Test(arguments: [
        ("<label for=f>Pass<b>word</b></label><input id=f>", "Password"),
        ("<label for=f><span>Email</span> <span>address</span></label><input id=f>", "Email address"),
        ("<label for=f><div>Email</div><div>address</div></label><input id=f>", "Email address"),
        ("<label for=f>One<custom-tag>Time</custom-tag></label><input id=f>", "OneTime"),
        ("<label for=f>E<br>mail</label><input id=f>", "E mail"),
        ("<label for=f>a</p>b</label><input id=f>", "a b"),
        ("<label for=f>Code <img alt='(6 digits)'></label><input id=f>", "Code (6 digits)"),
    ])
    func labelTextJoinsRunsLikeABrowser(html: String, expected: String) {
        #expect(scan(html).forms.first?.fields.first?.label == expected)
    }

    @Test func paragraphsCloseAtBlocksAndSelectsIgnoreMostTags() {
        // `<div>` closes the open `<p>`, and with it the label inside the paragraph.
        let closed = scan("<p><label>Name <div>Email</div><input name=a>")
        #expect(closed.forms.first?.fields.first?.label == "")
        // Inside a select a `<form>` tag is ignored; the input closes the select.
        let select = scan("<select><form id=f><input name=x></select>")
        #expect(select.forms.first?.isFormElement == false)
        #expect(scan("<select><noscript><input name=y>").forms.first?.fields.map(\.name) == ["", "y"])
    }

    @Test func enumeratedAttributesAreNotTrimmed() {
        #expect(scan("<input type=' password '>").forms.first?.fields.first?.type == "text")
        #expect(scan("<input type=PassWord>").forms.first?.fields.first?.type == "password")
    }

    @Test func followingTextIsHelpTextNotTheNextLabel() throws {
        let page = scan(
            """
            <div><span>Password</span><input type=password name=a><small>At least 8 characters</small></div>
            <div><span>Code</span><input name=b></div><div><input name=c><img alt="Can't read it? New image"></div>
            """)
        let fields = try #require(page.forms.first?.fields)
        #expect(fields.map(\.nearbyText) == ["Password", "Code", ""])
        #expect(fields.map(\.followingText) == ["At least 8 characters", "", "Can't read it? New image"])
    }

    /// A CAPTCHA's picture beside its box is not the words of the next field when that field
    /// names itself; a field with no words of its own still reads an image before it.
    @Test func anImageBetweenFieldsBelongsToTheFirstWhenTheSecondNamesItself() throws {
        let page = scan(
            """
            <form><input name=imgCode placeholder="请输入图形验证码"><img src="/api/img?t=1" alt="图形验证码">
            <input name=smsCode placeholder="请输入短信验证码" maxlength=6><img src="/x.png" alt="Code">
            <input name=bare></form>
            """)
        let fields = try #require(page.forms.first?.fields)
        #expect(fields.map(\.nearbyText) == ["", "", "Code"])
        #expect(fields[0].followingText == "图形验证码")
        let verdicts = FieldClassifier().classify(try #require(page.forms.first)).fields.map(\.kind)
        #expect(verdicts[0] == FieldKind.none)
        #expect(verdicts[1] == .oneTimeCode)
    }

    /// An image whose address draws a CAPTCHA says so, whatever its alt text ("验证码" is both a
    /// CAPTCHA and a one-time code in Chinese).
    @Test func aCaptchaImageAddressIsText() throws {
        let page = scan(
            """
            <form><label for=v>验证码：</label><input id=v name=vcode maxlength=4>
            <img src="/Captcha.jpg?r=2281" alt="验证码"><a href="#">看不清？换一张</a>
            <label for=w>验证码：</label><input id=w name=vcode2 maxlength=4><img src="/logo.png" alt="验证码"></form>
            """)
        let fields = try #require(page.forms.first?.fields)
        #expect(fields.map(\.followingText) == ["/Captcha.jpg?r=2281 验证码", "验证码"])
        let kinds = FieldClassifier().classify(page).first?.fields.map(\.kind)
        #expect(kinds == [.none, .oneTimeCode])
    }

    @Test func aPicturesAltTextComesWithTheTextAfterItAndItsTitle() throws {
        let page = scan(
            """
            <form><label for=a>验证码：</label><input id=a name=verifycode maxlength=5>
            <img src="/img.gif" alt="验证码"> <a href="#">换一张</a>
            <label for=b>验证码：</label><input id=b name=vcode maxlength=4>
            <img src="/account/vcode.php" alt="验证码" title="看不清？点击换一张"></form>
            """)
        let fields = try #require(page.forms.first?.fields)
        #expect(fields.map(\.followingText) == ["验证码 换一张", "验证码 看不清？点击换一张"])
        let kinds = FieldClassifier().classify(page).first?.fields.map(\.kind)
        #expect(kinds == [.none, .none])
    }
}
