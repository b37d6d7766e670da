import Testing

@testable import MessageCodes

/// Issue 16: languages added after the first fourteen, codes written in groups, keywords glued
/// to codes, short instructions, messages that are only a code, services with digits in their
/// names, and the decoys that must stay out. Vectors as data: message, code as shown, digits.
@Suite struct FreeFormRecognitionTests {
    static let detector = FreeFormDetector()

    struct Vector: Sendable, CustomTestStringConvertible {
        let message: String
        let code: String
        let digits: String?
        var testDescription: String { String(message.prefix(50)) }

        init(_ message: String, _ code: String, digits: String? = nil) {
            self.message = message
            self.code = code
            self.digits = digits
        }
    }

    static let languages: [Vector] = [
        Vector("Je verificatiecode is 482913.", "482913"),
        Vector("Jou eenmalige wagwoord is 482913. Moet dit met niemand deel nie.", "482913"),
        Vector("Gebruik 482913 om aan te meld by Acme", "482913"),
        Vector("Nambari yako ya uthibitisho ni 482913", "482913"),
        Vector("Nambari yako ya siri ni 482913", "482913"),
        Vector("Din verifieringskod är 482913", "482913"),
        Vector("El teu codi de verificació és 482913", "482913"),
        // A number sign after a code keyword is no order's; a whole card number in another
        // sentence leaves the one-time code alone.
        Vector("Your control panel verification code is #774015.", "774015"),
        Vector("Your card 4111 1111 1111 1111 was charged. Your OTP is 482913", "482913"),
        Vector("თქვენი ერთჯერადი კოდია 482913", "482913"),
        Vector("Ձեր հաստատման կոդն է 482913։", "482913"),
        Vector("የማረጋገጫ ኮድዎ 482913 ነው።", "482913"),
        Vector("ඔබගේ සත්‍යාපන කේතය 482913 වේ.", "482913"),
        Vector("အတည်ပြုကုဒ်မှာ ၄၈၂၉၁၃ ဖြစ်ပါသည်။", "482913"),
        // Shown alone on its line after the line that announces it, as e-mails do.
        Vector("Hi Lena,\n\nEnter the code below to sign in.\n\nhT7qW2\n\nThanks, the team", "hT7qW2"),
        Vector("Mot de passe à usage unique (OTP) 902146.", "902146"),
        // A pointer to the line below, however long the paragraph before it; a ZIP code is not one.
        Vector(
            "We noticed a sign-in attempt on your account. If this was you, enter the number below on the "
                + "sign-in page. Never share it with anyone, including our employees.\n\n739204", "739204"),
        Vector("To confirm your change of address to ZIP 94110, enter verification code 381745.", "381745"),
        Vector("Din engangskode er 482913", "482913"),
        Vector("Din bekræftelseskode er 482913", "482913"),
        Vector("Vahvistuskoodisi on 482913", "482913"),
        Vector("Twój kod weryfikacyjny to 482913", "482913"),
        Vector("Haslo: 48291377", "48291377"),
        Vector("smsKod: 48291377 przelew na rachunek", "48291377"),
        Vector("Váš ověřovací kód je 482913", "482913"),
        Vector("Váš overovací kód je 482913", "482913"),
        Vector("Az ellenőrző kódod: 482913", "482913"),
        Vector("Codul tău de verificare este 482913", "482913"),
        Vector("Ο κωδικός επαλήθευσης είναι 482913", "482913"),
        Vector("ΚΩΔΙΚΟΣ ΕΠΙΒΕΒΑΙΩΣΗΣ: 482913", "482913"),
        Vector("Ваш код підтвердження: 482913", "482913"),
        Vector("קוד האימות שלך הוא 482913", "482913"),
        Vector("کد تایید شما: 482913", "482913"),
        Vector("کد ورود: ۴۸۲۹۱۳", "482913"),
        Vector("รหัส OTP ของคุณคือ 482913 (รหัสอ้างอิง: KQTR)", "482913"),
        Vector("รหัสยืนยันของคุณคือ 482913", "482913"),
        Vector("Kode verifikasi Anda adalah 482913", "482913"),
        Vector("Kod pengesahan anda ialah 482913", "482913"),
        Vector("TAC anda ialah 482913", "482913"),
        Vector("Ang kodigo mo ay 482913", "482913"),
        Vector("আপনার যাচাইকরণ কোড ৪৮২৯১৩", "482913"),
        Vector("آپ کا تصدیقی کوڈ 482913 ہے", "482913"),
        Vector("Msimbo wako wa uthibitisho ni 482913", "482913"),
    ]

    static let shapes: [Vector] = [
        // Groups separated by spaces, hyphens or dots; the digits fill the field.
        Vector("Your code is 491 872", "491 872", digits: "491872"),
        Vector("Your code is 55 12 09", "55 12 09", digits: "551209"),
        Vector("Your code is 63-91-07", "63-91-07", digits: "639107"),
        Vector("Your code is 491.872", "491.872", digits: "491872"),
        // Spelled out a character at a time; letters among them after a heading keyword.
        Vector("Your code is 4 8 2 9 1 7", "4 8 2 9 1 7", digits: "482917"),
        Vector(
            "Handy-Signatur für\n eid.example.gv.at\nVergleichswert\n v 7 n M Z S S H 6 l\nTAN\n a u 8 k u f\n(5 Min. gültig)",
            "a u 8 k u f"),
        // Keywords glued to the code.
        Vector("VerifyCode:736136", "736136"),
        // A code sent again: the last one, whichever the message names first.
        Vector(
            "Banco Alcor: Tu código de verificación es 482 016.\n\nBanco Alcor: Se ha generado un nuevo código: 915 337. El código anterior ya no es válido.",
            "915 337", digits: "915337"),
        Vector(
            "Fernway: 118204 is your code.\nFernway: 472850 is your code. Only the most recent code will work.",
            "472850"),
        Vector("Poprzedni kod wygasł. Nowy kod weryfikacyjny Allezakupy: 308 441.", "308 441", digits: "308441"),
        Vector("OTP482913 is your code", "482913"),
        Vector("Code736136", "736136"),
        // Short instructions and bare codes.
        Vector("Please enter 7712 to confirm", "7712"),
        Vector("482913", "482913"),
        Vector(" 55 12 09 \n", "55 12 09", digits: "551209"),
        // Service names with digits are not the code.
        Vector("Your 1Password code is 482913", "482913"),
        Vector("7-Eleven verification code: 482913", "482913"),
        Vector("Web3Auth: 603118 is your login code", "603118"),
        Vector("Your code for 23andMe is 771204", "771204"),
        // Alphanumeric codes.
        Vector("Your code is R7KX2Q", "R7KX2Q"),
        Vector("TeamViewer verification code: QGFDAE", "QGFDAE"),
        Vector("Code is: RKJ-YP6", "RKJ-YP6"),
        Vector("Bestätigungscode ABC4", "ABC4"),
        // The sender's name and the code, alone or before a link alone; a code between arrows.
        Vector("HillTop CU: 482019\nhttps://hilltopcu.example.com/verify", "482019"),
        Vector("Halyard SSO\n270954\nhttps://sso.halyard.example/verify", "270954"),
        Vector("Vendilo: 184920", "184920"),
        Vector("Ihre TAN für die Überweisung:\n\n▶ 418 206 ◀\n\nGültig 5 Minuten.", "418 206", digits: "418206"),
        // Groups of letters and digits in one case: three, small letters, dots, a space, a prefix.
        Vector("Your Zenora code: K7Q-92M-4TX. It expires in 10 minutes.", "K7Q-92M-4TX"),
        Vector("Tu código de verificación es: 8jx-4pq\nCaduca en 5 minutos.", "8jx-4pq"),
        Vector("Your Skyloom code: 7QK.29X.M4 - enter it within 10 min.", "7QK.29X.M4"),
        Vector("TAN für Überweisung 450,00 EUR: 7KQ 29M. Gültig 5 Min.", "7KQ 29M"),
        Vector("Koodhkaaga xaqiijinta waa BQ-7K42.", "BQ-7K42"),
        // A value a keyword introduces after a bank's details.
        Vector("Kod autoryzacyjny dla przelewu z rachunku 35 XXX 615, na kwote 232,12 to: 98765432", "98765432"),
        Vector("40404 - Confirmation code: 635589. Enter this code in your app.", "635589"),
        Vector("Autorizačný kód pre platbu 45,00 EUR: 77-05-94", "77-05-94", digits: "770594"),
        // In brackets after the keyword, at the end of the message.
        Vector("Your code is [345821]", "345821"),
        // Only a code the message calls spent is left out; one that will expire is offered.
        Vector("Your code 482913 expires in 10 minutes.", "482913"),
        Vector("Your previous code 482913 has expired. Your new code is 771204.", "771204"),
        Vector("you code is [G-345821]", "G-345821", digits: "345821"),
        // An instruction around the code, no code keyword.
        Vector("Use 482913 to sign in to Acme", "482913"),
        Vector("Gebruik 482913 om in te loggen bij Bol.com", "482913"),
        Vector("Tumia 482913 kuingia kwenye akaunti yako", "482913"),
        // A label before a comma labels nothing after it.
        Vector("Dear Customer, 482913 is your One Time Password (OTP). Do not share it.", "482913"),
        // Letters and digits that a strong keyword and a colon introduce.
        Vector("Verification code: 6rgbmk", "6rgbmk"),
        // A generic code word is a one-time code alone, after a particle or a purpose ("用"), or
        // in a one-time-code compound of its own.
        Vector("【Acme】コード：482913", "482913"),
        Vector("ログイン用コード：482913", "482913"),
        Vector("ワンタイムコード：482913", "482913"),
        Vector("로그인코드 482913", "482913"),
        // Neither a long-vowel spelling, a pointer to the text ("下記", "以下") nor Korean "용"
        // ("for") makes another kind of code (found in review).
        Vector("セキュリティーコード：482913", "482913"),
        Vector("下記コード：482913", "482913"),
        Vector("以下コード：482913", "482913"),
        Vector("アクセスコード：482913", "482913"),
        Vector("인증용코드 482913", "482913"),
        Vector("Nhập mã 482913 để xác thực giao dịch", "482913"),
        // An IBAN's first group is not a candidate that outranks the code after the colon.
        Vector("Ihre mobileTAN für 120,00 EUR an DE12 3456 7890 1234 5678 90 lautet: 482913", "482913"),
        // A whole-word keyword with the code glued after it.
        Vector("Your PIN1234 for the app", "1234"),
        // A label word inside the sender's name; a strong code word naming the account, with a colon.
        Vector("Driver & Vehicle Online: your security code is 482913. Do not share it.", "482913"),
        Vector("رمز تفعيل حسابك في مسار: 6019", "6019"),
        Vector("Use TAN123456 to confirm", "123456"),
        // A link that verifies with the code names it, when no keyword does.
        Vector("hi 4821-9930\n\napp://verify/48219930", "4821-9930", digits: "48219930"),
        // The code after the transaction's details, in the keyword's sentence, over the weaker
        // "to approve" between.
        Vector(
            "Acme Bank: Your one-time passcode to approve a payment of USD 1,120.50 to card ending 0937 on 11/26 is 73920481. Do not share it.",
            "73920481"),
        Vector("Ihre TAN für die Überweisung von 89,00 EUR an K. Braun (IBAN endet auf 2210) lautet 553018.", "553018"),
        // An equals sign after a word standing alone assigns a value; in a link it does not.
        Vector("<Acme> OTP=771024 (Ref.AJWZ) for a transfer of 1,500.00", "771024"),
        // A warning may hold the code in its own sentence.
        Vector("Do not share OTP 482913 with anyone.", "482913"),
        // A falling pair ending in 00 is no range, and no crash (found by FuzzFreeFormCode).
        Vector("Código so: 32-00. ^", "32-00", digits: "3200"),
        // Found in review: another field's "=" value, an abbreviation before a number, a Russian
        // "expires in", "the code for getting access", a bare code after a warning.
        Vector("OTP for txn Amt=5000 at Merchant=AMAZON is 482913", "482913"),
        Vector("OTP FOR TXN OF RS. 5000 ON CARD NO. XX1234 IS 482913", "482913"),
        Vector("Ваш код 4821 истекает через 5 минут", "4821"),
        Vector("Код подтверждения: 4821. Истекает через 5 минут.", "4821"),
        Vector("Код для получения доступа: 4821", "4821"),
        Vector("Do not share this OTP with anyone. 482913 is valid for 5 min.", "482913"),
        Vector("Never share your OTP with anyone.\n482913", "482913"),
        // A device's activation code in two groups of capitals.
        Vector("Go to tv.example/activate and enter BXQR-TMWN to sign in on your TV.", "BXQR-TMWN"),
        // A numbered password of a bank's list; letters shaped as a code after the colon that
        // ends an instruction; "verification number"; "use … to continue".
        Vector("Przelew na kwote: 99.00 Haslo nr1: 6rgbmk", "6rgbmk"),
        Vector("Enter this code to verify your email: K4T9-W2XZ", "K4T9-W2XZ"),
        Vector("Verification number: 300817 (valid until 18:05). Stackpoint", "300817"),
        Vector("Someone is trying to log in to your account. If it's you, use 918273 to continue.", "918273"),
        // A pointer to the code below, over the lines of details between.
        Vector(
            "Type the code below to finish signing in.\n\nDevice: Firefox 123 on Linux\nTime: 2025-03-02 06:31 UTC\n\nH3N9-QP2L\n\nAcme, 160 Spear Street, San Francisco, CA 94105",
            "H3N9-QP2L"),
        Vector("请在登录页面输入以下验证码完成验证：\n\n305 829\n\n北京市海淀区中关村大街27号 100080", "305 829", digits: "305829"),
        // An authorization code before a purchase is still a code.
        Vector("Your authorization code for this purchase is 482913.", "482913"),
        // A temporary password; Arabizi, whose words carry digits; a Zulu prefix before groups.
        Vector("Free Mobile : votre mot de passe provisoire est hT4v9KqZ.", "hT4v9KqZ"),
        Vector("Ramz el ta2keed beta3ak le Vodafone Cash howa 7291. Matedihosh le 7ad.", "7291"),
        Vector("FNB: i-OTP yakho ngu-418 305. Ungabelani ngayo nomuntu.", "418 305", digits: "418305"),
        Vector("Код для отримання доступу: 4821", "4821"),
        // An instruction after the code on its own line; a verification code about a parcel.
        Vector("CommBank NetCode: 482901\nUse it to approve your transfer of $1,250.00 to J SMITH.", "482901"),
        Vector("DPD: your verification code is 482913. Use it to change your parcel's delivery.", "482913"),
        Vector("Sign in with 482913 to turn off 2FA", "482913"),
        Vector("Код для получения доступа к приложению: 4821", "4821"),
        // A linking word run into the code; sentences run together after the code.
        Vector("Your Twitch code is918273. Valid for 5 minutes.", "918273"),
        Vector("Code:660193.Valid 5 min.Do not share.-Revolut", "660193"),
        Vector("Arion banki: Auðkenniskóði þinn er 417220.", "417220"),
        // A linking word gives the keyword's sentence its value, however long the sentence.
        Vector("Ihre TAN für die Überweisung von EUR 450,00 an MARIA HUBER lautet 82K4P9. Gültig 5 Minuten.", "82K4P9"),
        Vector("Your code for the transfer of $450.00 to MARIA HUBER is 82K4P9.", "82K4P9"),
        // A numbered code keyword; a quoted value to type; Japanese and Korean senders' English.
        Vector("Kinsei Securities: Authentication No. 381-402 for online login.", "381-402", digits: "381402"),
        Vector("Your OTP No. 482913 for login", "482913"),
        // A label word at the start of a brand ("BayadNow": "bayad" is Filipino for a payment), a
        // code word inside a name ("Credit Union").
        Vector("Hi! Your BayadNow code is 0483. Use it to confirm your cash-in of PHP 1,000.", "0483"),
        Vector("Maple Credit Union: Use 7319 to confirm the transfer of $250.00 to J. Tremblay.", "7319"),
        Vector(
            "Banca Dolomiti: il codice per accedere all'app è 30 91 58 27. Non comunicarlo a nessuno.", "30 91 58 27"),
        Vector(
            "OTP Bank: Az Ön egyszer használatos jelszava: 615 204. Senkinek ne adja meg!", "615 204", digits: "615204"),
        Vector("Type \"HF93KQ\" into the Hollowfield app to confirm your email address.", "HF93KQ"),
        Vector("Saisissez ce code pour continuer :\n\n7H4K-2P\n\nAppareil : Firefox sur Ubuntu", "7H4K-2P"),
        // An advertisement in another sentence leaves the code alone.
        Vector("Your Swiggy code is 482913. Get 50% off your next order with SWIGGY50", "482913"),
        // A code alone after its sender's tag, or with a host and a path under it.
        Vector("[GoiXe] 106482", "106482"),
        Vector("402188\n\nquillpad.example.io/verify", "402188"),
        // A phone masked after a space is no code beside the real one.
        Vector(
            "Mobilfunknummer ändern (neu: 0171 ••• ••29).\n\nIhr Bestätigungscode: 774 018", "774 018", digits: "774018"
        ),
    ]

    /// The service is a name in the message, never a pronoun or the code itself.
    @Test(
        arguments: [
            ("Uw verificatiecode is 482913", nil),
            ("Din kod är 482913", nil),
            ("Twój kod weryfikacyjny to 482913", nil),
            ("Váš ověřovací kód je 482913", nil),
            ("Code: 55 12 09", nil),
            ("Je inlogcode is 482913. Deel deze code met niemand.", nil),
            ("Your code is [345821]", nil),
            ("인증번호 [4410]", nil),
            // A clause is not a name: Han runs with function characters, particles, numbers.
            ("您正在登录，校验码482913", nil),
            ("验证码：4829。如非本人操作请忽略", nil),
            ("Sua senha temporária é 902716. Ela expira em 10 minutos.", nil),
            ("הקוד שלך: 482913", nil),
            ("Przelew na kwotę 120,00 zł. Kod SMS: 48291376", nil),
            ("New sign-in from Chrome on Windows. Code: 482913", nil),
            ("Verify code: 482913", nil),
            ("عزيزي العميل: رمز التحقق 6620", nil),
            ("שלום: הקוד שלך הוא 482913", nil),
            ("下記コード：482913", nil),
            ("Bank of Foo: your code is 482913", "Bank of Foo"),
            // An e-mail's footer names its sender: after the copyright sign, or before a legal
            // form, without the words that say what the company does; a count names nothing.
            (
                "Réinitialisation de votre mot de passe\nBonjour Camille,\nVotre code : 482913\n"
                    + "Ce code expire dans 10 minutes. Si vous n'avez rien demandé, ignorez ce message.\n"
                    + "© 2024 Crédit Loirette",
                "Crédit Loirette"
            ),
            (
                "Je inlogcode\nHoi Sanne,\nJe code is 482913. Hij is 15 minuten geldig.\n"
                    + "Heb je niet geprobeerd in te loggen? Wijzig dan je wachtwoord.\n"
                    + "Fietsbaan Logistics B.V. · Oudegracht 145, Utrecht",
                "Fietsbaan"
            ),
            (
                "Subject: Your code\n\nHi Sam,\n\nYour code is 482913. It expires in ten minutes.\n\n"
                    + "Thanks for using our service today; we hope to see you again soon.\n\n"
                    + "Blue Plate Inc. dba Blue Apron · 5 Main St",
                "Blue Apron"
            ),
            // A bank's name on the last line in a script without case, over a merchant's.
            (
                "عميلنا العزيز، الرمز 7781 صالح لعملية شراء بقيمة 230.00 درهم لدى Zaytoon Market. لا تشاركه.\n"
                    + "بنك الخليج الوطني الجديد",
                "بنك الخليج الوطني الجديد"
            ),
            // A Slavic company's name in small letters before "d.d."; not a sentence before "Ltd".
            (
                "Predmet: Aktivacija m-tokena\n\nPoštovana gospođo Horvat,\n\nzaprimili smo zahtjev za "
                    + "aktivaciju mobilnog tokena. Za dovršetak aktivacije unesite aktivacijski kod:\n\n"
                    + "K7Q-92M-4TX\n\nKod vrijedi 10 minuta.\n\nSrdačno,\nJadranska štedna banka d.d.",
                "Jadranska štedna banka"
            ),
            (
                "Subject: Sign in\n\nHi Sam,\n\nYour code is 482913. It expires in ten minutes.\n\n"
                    + "You are receiving this email as a customer of our Ltd.",
                nil
            ),
            ("件名：【メルカリ】認証番号のお知らせ\n\n認証番号：573018\n有効期限：10分", "メルカリ"),
            ("Use this code to sign in:\n\nK7P2QX", nil),
            ("il tuo codice OTP è 44819027. Inseriscilo entro 3 minuti.", nil),
            ("Banco do Foo: o seu código é 482913", "Banco do Foo"),
            ("Googleの確認コードは G-204918 です。", "Google"),
            ("確認コードは 602214 です。メルカリ", "メルカリ"),
            ("أبشر: رمز التحقق 6620", "أبشر"),
            ("[Chase] Your code is 482913", "Chase"),
            // After a possessive, and after the Dutch and Scandinavian "for".
            ("Use 482913 to sign in to your Acme account.", "Acme"),
            ("Je eenmalige code voor ING is 482913.", "ING"),
            ("Din engangskode til MitID er 482913", "MitID"),
            ("Din kod till BankID är 482913", "BankID"),
            ("Nambari yako ya siri ni 482913", nil),
            ("Citi Alert: Your one-time PIN is 40917283.", "Citi"),
            ("Alert: your code is 482913", nil),
            ("Security alert: if it was you, enter 482913.", nil),
            ("Your code is 482913 [Chase]", "Chase"),
            // A host name that is a brand, digits that start one, Greek capitals after "for the",
            // the Filipino "sa"; not an amount glued to its currency, nor a sentence in capitals.
            ("Example.gov: your one-time code is 482913.", "Example.gov"),
            ("1Password: your sign-in code is 482913", "1Password"),
            ("Ο κωδικός σας για την Πειραιώς είναι 482913", "Πειραιώς"),
            ("Ang iyong code sa Acme ay 482913", "Acme"),
            ("RM0 Maybank2u: TAC anda ialah 482913", "Maybank2u"),
            ("JANGAN BERIKAN KODE INI KE SIAPA PUN. Kode verifikasi Acme kamu: 4829.", "Acme"),
            ("BANK OF AMERICA: your code is 482913", "BANK OF AMERICA"),
            // A message all in capitals shouts nothing: its names stay names.
            ("ICICI BANK OTP 482913 FOR LOGIN", "ICICI BANK"),
            // Not across a sentence end, nor before a possessive ("Change your password"); the
            // value of a label, a header's address and an app hash are no names; a possessive
            // may open a signature; Swahili "ya" leads to the name.
            ("Use code [bX94kL] to sign in to Canva. Didn't try to sign in? Change your password", "Canva"),
            ("Use code [bX94kL] now. Change your password if this wasn't you", nil),
            ("รหัส OTP ของคุณคือ 615084 (Ref: KXPD) ห้ามบอกรหัสนี้กับผู้อื่น", nil),
            ("FRM:no-reply@example.com\nSUBJ:Your sign-in code\nMSG:Acme sign-in code: 604418.", "Acme"),
            ("<#> Kode verifikasi: 2918. Jangan berikan kode ini. FA+9qCX9VSu", nil),
            ("Your one-time code is 77310442. Valid for 5 minutes. Commerzbank", "Commerzbank"),
            ("Ihre mTAN lautet: 734921. Die mTAN ist 5 Minuten gültig. Ihre Sparkasse", "Sparkasse"),
            ("Nambari yako ya uthibitisho ya M-PESA ni 4827.", "M-PESA"),
            ("938271\n- Venmo", "Venmo"),
            // A title before a spaced bar; Bengali "your" before a name; a caseless name holding a
            // detail's word; a sentence signed after a dash, read last; a verb is no name.
            ("رجاسیر | کد ورود: ۳۱۸۷ برای خرید بلیت قطار", "رجاسیر"),
            ("3390 আপনার পথিক ভেরিফিকেশন কোড। ধন্যবাদ।", "পথিক"),
            ("টাকাবাক্স: আপনার ভেরিফিকেশন কোড ৪৮২৯১৭।", "টাকাবাক্স"),
            ("প্রিয় নাগরিক, লগইনের ওটিপি 846201 । ১০ মিনিটের মধ্যে ব্যবহার করুন। - ভূমি সহায়ক", "ভূমি সহায়ক"),
            ("Reset code for Halcyon Health: 28190. Enter it within 10 minutes.", "Halcyon Health"),
            ("Zusendung eines Bestätigungscodes angefordert: 774 018", nil),
            // A sender signing the end after a dash beats the purpose after "for"; a team signs
            // for its company.
            (
                "OTP for FASTag (Vehicle MH12AB3456) KYC update is 990174. Valid for 10 mins. -Highway Pay",
                "Highway Pay"
            ),
            ("Use 4471 to verify your mobile. Team ShaadiBandhan", "ShaadiBandhan"),
            ("Hi,\n\nTo continue, enter the verification code below:\n\n739204\n\nKind regards", nil),
            // A sign-off is read before a merchant after "в"; hiragana between words is a clause.
            ("Никому не сообщайте код 73920! Покупка 3 450р в OZON.RU, карта *5521. СберБанк", "СберБанк"),
            ("PayPayをご利用いただきありがとうございます。\n\n確認コード\n618 240", "PayPay"),
            // Caseless scripts: a colon that opens the message, a first line of its own; a Latin
            // word in small letters opening a message in another script; a Thai run is a clause,
            // not one plain word before the keyword.
            ("საქართველოს ბანკი: შეიყვანეთ კოდი 739204. ობიექტი: WOLT.", "საქართველოს ბანკი"),
            ("مصرف الراجحي\nرمز التحقق: 5519\nلدى: NOON", "مصرف الراجحي"),
            ("telebirr: የማረጋገጫ ኮድዎ 460381 ነው። ይህንን ኮድ ለማንም አያጋሩ።", "telebirr"),
            ("รหัส OTP คือ 950427 ที่ Shopee ห้ามบอกรหัสนี้แก่ผู้อื่น - KBank", "KBank"),
            ("Din engangskode fra Vipps er 5820. Aldri oppgi koden til andre.", "Vipps"),
            ("Use PIN 4821 at the ATM. PIN2 code 5566", nil),
            // A host name in small letters before the colon; a caseless name after an Arabic or
            // Persian preposition, right before the code's colon, kept as written (with its
            // zero-width non-joiner).
            ("acme.io: 528104 é o seu código de verificação.", "acme.io"),
            ("رمز التحقق الخاص بك في أبشر: 7392", "أبشر"),
            ("کد تایید شما در دیجی‌کالا: ۵۸۲۱۴۷", "دیجی‌کالا"),
            // A label alone on a line inside the message is not a signature.
            (
                "Handy-Signatur für\n eid.example.gv.at\nVergleichswert\n v 7 n M Z S S H 6 l\nTAN\n a u 8 k u f\n(5 Min. gültig)",
                nil
            ),
            // An app-hash line is not a signature.
            ("hi 4821-9930\n\napp://verify/48219930\n\naAbBcCdDeEf", nil),
            // A number that counts, an imperative, a detail's value, a particle glued to the keyword.
            ("Hasło nr 3 do operacji: 48213", nil),
            ("Type the code below to sign in.\n\n482913", nil),
            // The scripts of India are caseless too; Danish "til", Czech "na", Polish "w" lead to
            // a name; a word that opens Estonian sentences is none.
            ("आरोग्य पोर्टल: आपका लॉगिन OTP 482913 है। इसे किसी के साथ साझा न करें।", "आरोग्य पोर्टल"),
            ("Din bekræftelseskode til Rejsekompasset er 905 362.", "Rejsekompasset"),
            ("Kod SMS do potwierdzenia wypłaty w Zonda: 837410.", "Zonda"),
            ("Teie ühekordne kood: 540926. Ärge jagage seda kellegagi. Pärnu Pank", "Pärnu Pank"),
            // A mail preview's sender line; a verified sender's button written out is no name.
            ("Mail\nSoleo <compte@soleo.fr>\nRéinitialisation\nVotre code : 482913", "Soleo"),
            ("Tu código de verificación es 804512\nVálido durante 5 min\nCopiar", nil),
            // An app's name after the word for an app; a greeting that opens a mail is no name.
            ("Código de adesão à app Atlântida: 662019. Introduza-o no ecrã de ativação.", "Atlântida"),
            ("Bonjour,\n\nVoici votre code de confirmation : 482913", nil),
            // A capitalised label inside a name before the colon, beside a name word of its own;
            // alone it names nothing.
            ("Billetera Plata: Tu código de verificación es 415 903.", "Billetera Plata"),
            ("Saldo: 1234 EUR. Your code 482913.", nil),
            ("Code de confirmation de votre paiement de 89,90 € chez BOUTIK : 71830264.", "BOUTIK"),
            ("您的账号正在新设备上登录：\n设备：HUAWEI Mate 60\n请输入以下验证码：\n\n305829", nil),
            ("새 기기에서 로그인이 요청되었습니다. 아래 코드를 입력하여 로그인을 완료하세요.\n\n604728", nil),
            // Capitals beyond Latin-1 open names too; a legal form's letters after "A." or "A/"
            // follow no preposition.
            ("Česká spořitelna: Váš přihlašovací kód je 481 220.", "Česká spořitelna"),
            ("Żappka: Kod weryfikacyjny do aplikacji: 6381.", "Żappka"),
            ("Engangskode: 7302 9145\n\nMed venlig hilsen\nNordvik A/S\nStrandvejen 15", nil),
            // The company a warning says will never ask for the code.
            ("Your code is 550621. Don't share it, even with Rockpool staff.", "Rockpool"),
            ("Use 739 204 to verify your account. Cobalt Pay will never call you about it.", "Cobalt Pay"),
            // India's sender headers: the name the header abbreviates, as far as it spells it.
            ("VM-HDFCBK\nOTP 482913 for txn of INR 2,349.00 at AMAZON on HDFC Bank Card XX4410.", "HDFC Bank"),
            ("AD-YESBNK\nUse OTP 940251 to authorise IMPS from your YES BANK account.", "YES BANK"),
            ("VM-IOBCHN\nOTP 720481 for NEFT from Indian Overseas Bank A/c XX2210.", "Indian Overseas Bank"),
            // A name in quotation marks on the code's line; not one on another line.
            ("كود تفعيل محفظة «كاش بلس» هو ٨٣٠٥٢٦", "كاش بلس"),
            ("Код для входу в «Мій Зв'язок»: 7702. Дійсний 3 хв.", "Мій Зв'язок"),
            ("رمز التحقق: ٧٢٠٤٥١\nلعملية شراء من متجر «أناقة»", nil),
            // The account or service word before a name; a mail header's field name is no part
            // of the sender.
            ("Kode OTP untuk masuk ke akun Dompetku: 847291.", "Dompetku"),
            ("Use 815027 to verify your Harrow & Finch account. Expires in 10 mins.", "Harrow & Finch"),
            ("From: Dropbox <no-reply@dropbox.com>\nYour security code is: 805 331", "Dropbox"),
            // A plain-text mail in Japanese or Korean titled by its sender; not a chat's first line.
            ("ミドリ通販 ログイン認証のお知らせ\n\n以下のコードを入力してください。\n\n認証コード:604218", "ミドリ通販"),
            ("한결은행 기기지정 서비스 인증번호\n\n인증번호: 105738", "한결은행"),
            ("동창 모임\n\n준호: [Web발신]\n[바로마켓] 인증번호 [739104]를 입력해주세요.", "바로마켓"),
            // A mail's brand line under its subject, a name at the head of its subject or of its
            // first line; not a capitalised noun before a dash.
            ("Subject: Your sign-in code\n\nHOLLIS & CRANE\n\nEnter the code below.\n\n38207", "HOLLIS & CRANE"),
            ("Subject: Tandem Bank: Confirm it's you\n\nYour one-time code is 481207.", "Tandem Bank"),
            ("Pożyczkomat – podpis umowy\n\nKod do podpisania umowy: 742 118.", "Pożyczkomat"),
            ("Betreff: Neues Gerät – Bestätigung erforderlich\n\nIhr Freigabecode: 481207", nil),
            // A device named after "your" is where the code is typed, not who sent it.
            ("Enter 4KXR-9T on your TV to sign in to your Thiraii Play account.", "Thiraii Play"),
        ] as [(String, String?)])
    func namesTheService(_ message: String, _ service: String?) throws {
        let found = try #require(Self.detector.code(in: message))
        #expect(found.service == service)
    }

    @Test(arguments: languages + shapes)
    func findsTheCode(_ vector: Vector) throws {
        let found = try #require(Self.detector.code(in: vector.message))
        #expect(found.code.unredacted == vector.code)
        if let digits = vector.digits { #expect(found.digitsOnly?.unredacted == digits) }
    }

    @Test func noLanguageListsAWordTwice() {
        // A word written twice in one language's table is work done twice at every match, and
        // its two entries may drift apart.
        for language in MessageLanguage.all {
            var seen = Set<String>()
            for keyword in Keyword.table(for: language) where keyword.language == language {
                #expect(seen.insert(keyword.text).inserted, "\(language): \(keyword.text)")
            }
        }
    }

    @Test func everyContextWordReachesTheMatcher() {
        // The matcher keeps the first keyword of each text over all languages: a context word
        // written under another language than the table that lists its text is lost there.
        let matcher = KeywordMatcher(languages: MessageLanguage.all)
        var kept: [String: Keyword] = [:]
        for keyword in matcher.keywords where kept[keyword.text] == nil { kept[keyword.text] = keyword }
        for language in MessageLanguage.all {
            for keyword in Keyword.table(for: language)
            where keyword.marks != nil || keyword.referenceIn != nil || keyword.pointsBelow {
                let found = kept[keyword.text]
                #expect(
                    found?.marks == keyword.marks && found?.referenceIn == keyword.referenceIn
                        && found?.pointsBelow == keyword.pointsBelow, "\(language): \(keyword.text)")
            }
        }
    }

    @Test func everyLanguageHasKeywords() {
        #expect(MessageLanguage.all.count >= 72)
        for language in MessageLanguage.all {
            let keywords = Keyword.table(for: language).filter { $0.language == language }
            #expect(keywords.contains { if case .code = $0.kind { true } else { false } }, "\(language)")
        }
        #expect(MessageLanguage(code: "nb") == .norwegian)
        #expect(MessageLanguage(code: "fil") == .filipino)
        #expect(MessageLanguage(code: "ckb") == .kurdish && MessageLanguage(code: "kmr") == .kurdish)
    }

    @Test(arguments: [
        "Your code is 12-05-24",  // a date in pairs
        "Press 1 2 3 4 on the keypad",  // characters spelled out, no code keyword
        "New in the video codec: build 482913",  // "code" and "cod" are whole words
        // Handover codes in more languages, before and after the person they are for.
        "Code à donner au livreur : 7295. Gérez votre livraison sur chronopost.fr",
        "Kod dla kuriera: 7295",
        "Код для курьера: 7295",
        "Code für den Zusteller: 7295",
        // An invitation's code, a card's PIN after its whole number, a handover word inflected.
        "Seu código de convite é MARI15X7. Compartilhe com amigos.",
        "Your eGift card: Card number 6340 1122 9087 4410 PIN: 4471.",
        "Card no. 6135 4410 2287 9043, security code 71930. Redeem online.",
        "При получении назовите курьеру код 7731.",
        "Sort code 20-45-77, account ending 3391.",
        "Give the driver this delivery code: 7402.",
        // A time of day written with "h".
        "Livraison entre 11h15 et 12h15",
        // Only a dash signs a bare code.
        "2024\nHappy new year",
        "Your code is 55 20-50",  // pairs with two kinds of separator (found by FuzzFreeFormCode)
        "Your door code for tonight is 4829#",
        "Your locker code is 482913. Pick up by Friday.",
        "Your car wash code is 4829. Enter it at the keypad.",
        "Your parking code for today: 482913",
        "Enter 4829 at the pump to start fuelling",
        "WiFi password: 48291376",
        "Your order code is 4520.",
        "Tracking code: 883104.",
        "Reservation code 123456",
        "ご注文番号 987654。注文コード: 123456",
        // A generic code word glued to another noun names another kind of code.
        "招待コード：483920",
        "店舗コード：1234",
        "쿠폰코드 482913",
        "Invite code: 482913",
        "Jou bestelling 482913 is gestuur",
        "Your Zoom meeting passcode: 482913",
        "To confirm your order 482913 reply YES",
        "Use code SAVE2024 for 25% off",
        "Zmiana kodu PIN karty numer 5102 59** **** 9358",
        "Przesyłka czeka w paczkomacie. Kod odbioru: 482015",
        "Call 0800 123 456 to confirm your appointment",
        "Reply YES to confirm your booking for 4 people",
        "Your order 8837261 has shipped",
        "Nhập mã giảm giá 482913 để được giảm 50%",
        // A word and an amount in thousands is a promotion, whatever the instruction before it.
        "Enter code SAVE50K at checkout",
        "Nhap ma GIAM50K de duoc giam 50K cho don tu 200K.",
        "Nhập mã khuyến mãi 482913 khi thanh toán",
        // Two runs with digits joined by a hyphen are one identifier, not a code and a tail.
        "Your Signal verification code: 1337-1337XXX",
        "Reference 20931-58812764",
        // A code the message calls spent.
        "Your code 482913 has expired. Request a new one in the app.",
        "The verification code 482913 was already used.",
        "Ваше замовлення 48120034 відправлено. ТТН 20450012345678.",
        "Kártyás fizetés: 12 990 Ft, egyenleg: 84 210 Ft.",
        "סכום לתשלום: 249 ש\"ח",
        // A rising pair of days is a range; a link that tracks is no verification.
        "Use code FREESHIP! Valid 12-15 June.",
        "Thanks 482913 https://x.example/track/482913",
        // A warning's keyword speaks of codes in general; an acronym ends a sentence ("OTP."),
        // and a label after it labels its own number.
        "Acme never asks for your OTP. Never share your OTP. Report fraud at 1930.",
        "Never share your OTP. Call us at 1930.",
        // A code handed to a courier or a driver, a parcel locker's pickup code.
        "Share OTP 7391 with the delivery associate when your parcel arrives.",
        "Your ride is confirmed. Share PIN 2604 with your driver to start the trip.",
        "Код получения: 631907. Срок хранения до 29.11.",
        // Words in capitals spell a promotion; an error code is no sign-in code.
        "Use code FREE-SHIP at checkout",
        "ERROR CODE=4417. Please retry",
        // A SIM's PUK, a pairing code, a code called spent further on in its sentence.
        "Acme Mobile: Your SIM PUK code is 49201837. Enter it only if your phone asks for it.",
        "Acme Mobile : votre code PUK est 28105573.",
        "Enter pairing code 8R3-7KP in the Acme Home app.",
        "The code 514208 you requested has expired. Request a new one in the app.",
        "Acme: код 418230 вже недійсний. Щоб увійти, запросіть новий код.",
        // A payment reported done names its approval number; a meeting's passcode; a support PIN;
        // an order's confirmation code; a promotion announced on its own line.
        "Оплата 1 890 ₽ прошла успешно. Карта *4417. Код авторизации 083915. Баланс: 23 506,14 ₽",
        "Santander: Compra aprobada por $45.990 con tarjeta terminada en 3307. Cód. autorización 604128.",
        "Join the meeting\nMeeting ID: 845 2291 0347\nPasscode: 619204",
        "ID riunione: 930 1827 4461\nPasscode: 774019",
        "If you didn't change your password, call us and give this support PIN:\n\nSupport PIN: 58203",
        "Your order confirmation code is ORD-55821. We'll text you when it ships.",
        "Take 25% off everything with code:\n\nSPRING25\n\nOffer valid until April 6.",
        // Pickup codes of parcel lockers and post offices; a courier after a preposition.
        "Correos: Tu envío ya está en el Citypaq. Código de recogida: 583920. Tienes hasta el 18/10.",
        "Mondial Relay : votre colis est disponible. Code de retrait : 839201.",
        "Correios: Objeto aguardando retirada. Apresente o código de retirada 4832 e um documento.",
        "Нова пошта: посилка у поштоматі. Код для отримання: 748291.",
        "【ヤマト運輸】お荷物をお預けしました。\n受取パスワード：285013",
        "Amazon: il tuo ordine sarà consegnato oggi. Comunica il codice 482913 al corriere.",
        "Aras Kargo: gönderiniz bugün teslim edilecektir. Teslimat kodu: 8821. Lütfen kuryeye iletiniz.",
        "دیجی‌کالا\nکد تحویل: ۴۵۱۲\nاین کد را فقط هنگام دریافت کالا به مامور ارسال بگویید.",
        // Ordinary code words in a parcel's message; the person a code is for, before its
        // keyword; spent codes in German and Russian.
        "InPost: Your parcel is waiting in locker LON-CAM04. Collect by 21/06 using code 937201.",
        "Hrvatska pošta: Vaša pošiljka čeka u paketomatu Zagreb. PIN za otvaranje: 581730.",
        "Please tell the delivery person this OTP: 3391",
        "Invite friends to Zoomcab! Share your code ZOOM-RK48 and you each get $10 off.",
        "Ihre Sparkasse: Der Bestätigungscode 448210 ist abgelaufen. Bitte fordern Sie einen neuen Code an.",
        "Код 448210 истек. Запросите новый код.",
        // Spent codes, over a date between; handover codes; warnings with a helpline.
        "The code 558120 has already been used. Request a new code to continue.",
        "Kod SMS 551903 do operacji z dnia 10.04.2025 stracil waznosc.",
        "受取時に認証番号「3391」を配達員にお伝えください。",
        "يرجى تزويد المندوب برمز التسليم 7731 عند الاستلام.",
        "बैंक कभी भी फ़ोन पर OTP या PIN नहीं माँगता। शिकायत के लिए 1930 पर कॉल करें।",
        "بانک: هرگز رمز پویا را در اختیار دیگران قرار ندهید. پشتیبانی: ۰۲۱-۸۴۴۳۰",
        // A code for the person who brings the order; a host name with a number in it; a word
        // in small letters that is not a linking word stays glued to its digits.
        "DoorDash: Your Dasher is on the way! Give this code to your Dasher at drop-off: 2294",
        "Your code expires soon. Visit 163.com for help",
        "Your code ab482913 was sent.",
        "Tokopedia: Kode verifikasi 518204 sudah tidak berlaku. Silakan minta kode baru di aplikasi.",
        // A promotion's code in its sentence; a ride's PIN for the driver; a delivery PIN.
        "DoorDash: Hungry? Get 40% off your next 2 orders with code SAVE40NOW. Ends Sunday.",
        "Uber: Your driver Marcus is arriving in a silver Toyota Camry. Tell him your PIN 7402 to start the trip.",
        "Uber Eats: Your delivery PIN is 3391. Share it with your courier at drop-off.",
        "Your Freshcart delivery is on the way. Give this code to your driver: 4412",
        // A gift card's PIN; a meeting's password; a Swedish spent code.
        "Layla sent you a $50 gift card!\nGift card code: GC7K-2M99-QXR4\nPIN: 4821\nTo redeem, enter both at checkout.",
        "会议号：582 104 993\n会议密码：4821",
        "Koden 310874 som vi skickade till dig har gått ut och kan inte längre användas.",
        // A bank whose name holds a code word; a SIM's PIN.
        "OTP Bank: Kártyás vásárlás 12 490 Ft, SPAR 0412 BUDAPEST, kártya ***8812. Egyenleg: 214 335 Ft.",
        "Your replacement SIM is now active. The default SIM PIN is 0000; your PUK is printed on the card holder.",
        // A booking's code, a biller's code, a building's door code, a spent Georgian code, a
        // Japanese meeting's passcode.
        "Aerolíneas Cóndor: Tu vuelo AC 1452 sale a las 07:20. Código de reserva: XK4P7R.",
        "Southern Cross Energy: Your bill of $312.40 is due 28/03/2026. Pay with BPAY biller code 64719.",
        "Správa budovy: Nový kód na vstupné dvere od 1.4.2026 je 4719. Kód nezdieľajte s cudzími osobami.",
        "კავკასია ბანკი: თქვენი კოდი 7742 ვადაგასულია. გთხოვთ, მოითხოვოთ ახალი კოდი.",
        "【東都大学】オンライン説明会：ミーティングID 812 4471 9023、パスコード 663018。",
        "Banque Lémanique : le code 804 229 a déjà été utilisé. Appelez le 021 555 01 20.",
        "Kalevi Jõusaal: kood 662019 on aegunud. Palun küsi rakenduses uus kood.",
        // A holiday let's door code; a parcel in a Czech box.
        "Kode til døren: 2580. Velkommen! Innsjekk fra kl. 15. Hilsen Kari",
        "Balíkov: Zásilka č. 4412098833 je připravena v boxu Náměstí Míru. Kód pro vyzvednutí: 662 710.",
        // The kind of message speaks of a code whose word comes after it; a code cancelled
        // before its replacement in another message; an example "such as"; a French law's name.
        "Siparişin yolda! Kuryen Mehmet teslimatta senden 6390 kodunu isteyecek.",
        "Your last attempt failed: 302 118 is not a valid code.",
        "Scammers may call and ask for an OTP such as 123456. We will NEVER ask for your OTP.",
        "Entreprise régie par le Code des assurances – 9 rue d'Alsace-Lorraine, 31000 Toulouse",
        // A label the clause opens with names the number over a card's digits; a number in a
        // link's path without a scheme; a label inside the sender's name opening the message
        // (below, in findsTheCode).
        "Your PUK for SIM ending 4411 is 83720194. If you enter it wrongly 10 times the SIM is blocked.",
        "Созвон по проекту в 15:00. Ссылка: meet.example/kd-4418, код конференции 803 221 447.",
        // A keyword in an earlier sentence, far away, does not reach the number.
        "Never share your code with anyone, not even with our staff or with people who call you and ask for it. Lucky draw winner 482913!",
        // Three groups of four are a gift card's or a product's key; a postcode's halves; a
        // maintenance window; a phone's model.
        "Your gift card code: GHX7-4M2Q-91LP. Balance 50 EUR.",
        "Council: bins out by 7am. Post code SA31 4RT, round 18B.",
        "Maintenance will enter unit 4B on Tue 10am-12pm. Code of conduct applies.",
    ])
    func findsNothing(_ message: String) {
        #expect(Self.detector.code(in: message) == nil, "\(Self.detector.candidates(in: message))")
    }
}
