/// The words the classifier looks for, in English, German, French, Spanish, Portuguese,
/// Italian, Russian, Chinese, Japanese and Korean.
///
/// Patterns are written as people write them and normalised like the text they are matched
/// against (see ``TextNormalizer``). Latin and Cyrillic patterns match whole words; a `*` at
/// an end lets the word continue there (`парол*` matches `пароль`, `пароля`). Chinese,
/// Japanese and Korean patterns match anywhere, since those languages do not put spaces
/// between words (Korean attaches particles). When a longer keyword contains a shorter one
/// ("one-time password" and "password"), only the longer counts.
enum Keywords {
    static let table: [(Concept, [String])] = [
        (
            .username,
            [
                // en
                "username", "user name", "user", "userid", "user id", "uid", "uname", "usr", "login", "login id",
                "loginid", "login name", "logon", "logon id", "account", "account name", "account id",
                "account number", "member id", "member number", "customer number", "customer id", "client id",
                "identifier", "apple id", "sign in name", "screen name", "handle", "username or email",
                "email or username", "email or phone", "phone or email", "login or email", "nickname or email",
                "nickname", "nick", "library card", "library card number", "library barcode", "student number",
                "student id", "employee number", "employee id", "staff number", "staff id", "matrikelnummer",
                "personalnummer", "mitarbeiternummer", "membership card", "membership number", "member card",
                "mitgliedskarte", "numero d adherent", "carte d adherent", "numero de socio", "tarjeta de socio",
                "numero socio", "tessera socio", "kartu anggota", "nomor anggota", "کارت عضویت", "شماره عضویت",
                "رقم العضوية", "بطاقة العضوية",
                // An exam portal's application number, India's provident fund account number (UAN).
                "application number", "application no", "uan",
                // de
                "benutzername", "benutzer", "nutzername", "nutzer", "anmeldename", "benutzerkennung", "kennung",
                "kundennummer", "mitgliedsnummer", "zugangsnummer", "anmelde id", "benutzer id",
                // An Austrian bank's account holder number.
                "verfugernummer", "verfuegernummer",
                // tr: the customer number Turkish banks sign in with.
                "musteri no", "musteri numarasi", "musteri numaraniz",
                // fr
                "identifiant", "nom d utilisateur", "utilisateur", "pseudo", "numero client", "identifiant client",
                // es
                "usuario", "nombre de usuario", "nombre usuario", "id de usuario", "identificador",
                "numero de cliente",
                // pt
                "nome de usuario", "utilizador", "nome de utilizador", "cpf ou e mail", "numero de adesao",
                "numero da carteirinha",
                // it
                "nome utente", "utente", "id utente", "codice cliente", "matricola", "numero di matricola",
                // ru
                "логин", "логином", "имя пользователя", "пользовател*", "учетная запись", "учетной записи",
                "идентификатор",
                // zh
                "用户名", "用戶名", "账号", "帐号", "賬號", "帳號", "账户", "帐户", "賬戶", "登录名", "会员名",
                "使用者代號", "用戶代號", "用户代号", "使用者代码", "用户代码", "会员卡号", "會員卡號",
                // ja
                "ユーザー名", "ユーザ名", "ユーザーid", "ユーザid", "ログインid", "会員id", "会員番号", "お客様番号",
                "アカウント",
                // ko
                "아이디", "사용자 이름", "사용자이름", "사용자명", "계정",
                // nl, sv, no, da, fi, pl, cs, hu, ro, tr, id
                "gebruikersnaam", "gebruiker", "användarnamn", "anvandare", "brukernavn", "brugernavn",
                "kayttajatunnus", "kayttajanimi", "tunnus", "nazwa uzytkownika", "uzytkownik", "identyfikator",
                "uzivatelske jmeno",
                "uzivatel", "felhasznalonev", "felhasznalo", "nume de utilizator", "utilizator", "kullanici adi",
                "kullanici", "nama pengguna", "pengguna",
                // el, bg, uk, sk, hr, sl, lt, lv, et, vi, ar, he, fa, th, hi
                "ονομα χρηστη", "όνομα χρήστη", "потребител*", "ім я користувача", "користувач*", "pouzivatel*",
                "pouzivatelske meno", "korisnicko ime", "korisnik", "uporabnisko ime", "uporabnik", "vartotojo vardas",
                "vartotojas", "prisijungimo vardas", "lietotaja vards", "lietotajvards", "lietotajs", "kasutajanimi",
                "kasutaja", "tên đăng nhập",
                "tên người dùng", "اسم المستخدم", "שם משתמש", "نام کاربری", "*ชื่อผู้ใช้*", "उपयोगकर्ता नाम",
                // "User ID" written in Hindi, Punjabi and Bengali script.
                "यूज़र आईडी", "यूजर आईडी", "ਯੂਜ਼ਰ ਆਈਡੀ", "ইউজার আইডি",
            ]
        ),
        (
            .email,
            [
                "email", "e mail", "mail", "email address", "e mail address", "emailaddress", "mail address",
                "e mail adresse", "emailadresse", "mailadresse", "courriel", "adresse e mail", "adresse mail",
                "adresse electronique", "correo", "correo electronico", "direccion de correo",
                "direccion de correo electronico", "endereco de e mail", "endereco de email", "correio eletronico",
                "posta elettronica", "indirizzo email", "indirizzo e mail", "email*", "почта", "почту", "почты",
                "электронная почта", "электронной почты", "адрес электронной почты", "эл почта", "емейл", "имейл",
                "e post", "epost", "e postadresse", "e postadress", "sahkoposti", "emailadres", "e mailadres",
                "sahkoposti*", "ηλεκτρονικό ταχυδρομείο", "електронна пошта", "електронна поща", "ел пошта",
                "البريد الإلكتروني", "דואר אלקטרוני", "אימייל", "ایمیل", "*อีเมล*", "e posta adresi", "epasts",
                "e pasts", "el pastas", "el pasto adresas", "e pasto adresas",
                "adres e mail", "e mailova adresa", "e mail cim", "adresa de email", "e posta", "eposta",
                "邮箱", "郵箱", "信箱", "电子邮件", "電子郵件", "电子邮箱", "邮件地址", "电子邮件地址", "メールアドレス",
                "メール", "eメール", "電子メール", "이메일", "이메일 주소", "메일", "전자우편",
                // Hindi, Bengali and Tamil.
                "ईमेल", "ई मेल", "ইমেইল", "ই মেইল", "மின்னஞ்சல்",
            ]
        ),
        (
            .phone,
            [
                "phone", "phone number", "phonenumber", "mobile", "mobile number", "mobile phone", "cell",
                "cellphone", "cell phone", "tel", "telephone", "msisdn", "telefon*", "handy", "handynummer",
                "mobilnummer", "rufnummer", "mobiltelefon", "portable", "numero de telephone",
                "numero de portable", "telefono", "movil", "celular", "numero de telefono", "numero de celular",
                "telefone", "telemovel", "numero de telefone", "cellulare", "numero di telefono", "телефон*",
                "номер телефона", "мобильн*", "手机", "手機", "电话", "電話", "手机号", "手机号码", "电话号码",
                "携帯", "電話番号", "携帯番号", "전화", "휴대폰", "핸드폰", "전화번호", "휴대전화",
                // tr: "cep telefonu" (a mobile phone), not the Brazilian postal code "CEP".
                "cep telefon*", "cep numarasi", "cep no",
                // A phone number's area code, typed apart ("Código de área", Brazil's DDD).
                "codigo de area", "cod area", "area code", "ddd",
            ]
        ),
        (
            .password,
            [
                "password", "passwd", "pass", "pwd", "pw", "passphrase", "passwort", "kennwort", "mot de passe",
                "motdepasse", "mdp", "contrasena", "clave", "clave de acceso", "senha", "palavra passe",
                "parola d ordine", "wachtwoord", "losenord", "passord", "adgangskode", "salasana", "haslo", "heslo",
                "jelszo", "parola", "sifre", "kata sandi", "sandi", "парол*", "密码", "密碼", "口令", "パスワード",
                "salasana*", "hasl*", "hesl*", "jelszav*", "sifreniz", "κωδικός", "κωδικος", "гасло", "lozinka",
                "lozinku", "geslo", "slaptazodis", "slaptazodi", "parool", "parole", "mật khẩu", "كلمة المرور",
                "كلمة السر", "סיסמה", "סיסמא", "رمز عبور", "گذرواژه", "*รหัสผ่าน*", "पासवर्ड",
                "暗証番号", "비밀번호", "암호",
                "패스워드",
            ]
        ),
        (
            .newPassword,
            [
                "new", "new password", "newpassword", "new account password", "create password", "create a password",
                "choose a password",
                "choose password", "set password", "set a password", "pick a password", "neu", "neue", "neues",
                "neuen", "passwort festlegen", "passwort erstellen", "passwort wahlen", "nouveau", "nouvel",
                "nouvelle", "creer", "choisissez", "definir", "definissez", "nuevo", "nueva", "crear", "crea",
                "nieuw", "nieuwe", "ny", "nytt", "nya", "uusi", "nowe", "nowy", "nowa", "wybierz haslo", "nove", "novy",
                "নতুন", "नया", "नई", "புதிய",
                "novou", "uj",
                "noua",
                "yeni", "baru", "новий", "нова", "нове", "email moi", "mat khau moi",
                "elige", "establecer", "novo", "nova", "criar", "crie", "escolha", "defina", "nuovo", "nuova",
                "scegli", "imposta", "новый", "новая", "нового", "новой", "придумайте", "создайте", "задайте",
                "新密码", "新密碼", "设置密码", "設置密碼", "设定密码", "新しいパスワード", "新パスワード",
                "パスワードを設定", "パスワード設定", "새 비밀번호", "새비밀번호", "신규 비밀번호", "비밀번호 설정",
                "valj losenord",
                // A new e-mail address, in a form that changes it ("新しいメールアドレス").
                "新しいメールアドレス", "新しいメール", "新メールアドレス", "새 이메일", "新邮箱", "新郵箱",
            ]
        ),
        (
            .confirmation,
            [
                "confirm", "confirmation", "confirmed", "repeat", "retype", "re type", "re enter", "reenter", "again",
                "verify password", "confirm password", "password confirmation", "conf", "cpassword", "repassword",
                "re password", "password2", "bestatigen", "bestatigung", "wiederholen", "wiederholung", "erneut",
                "nochmal", "nochmals", "confirmer", "confirmez", "repeter", "ressaisir", "resaisir", "retapez",
                "confirmar", "confirmacion", "repetir", "repita", "repite", "vuelva a", "confirmacao", "confirme",
                "novamente", "conferma", "confermare", "ripeti", "ripetere", "di nuovo", "herhaal", "bevestig",
                "bekrafta", "gjenta", "bekreft", "gentag", "bekraeft", "vahvista", "uudelleen", "powtorz", "upprepa",
                "igen", "nogmaals", "toista", "ripetizione",
                "potwierdz", "zweryfikuj haslo", "zopakujte", "potvrzeni", "megerosites", "ismet", "confirma", "tekrar",
                "ulangi", "konfirmasi", "подтвержд*",
                "подтвердите", "повтор*", "еще раз", "确认", "確認", "再次", "重复", "重複", "再入力", "もう一度",
                "확인", "재입력", "다시",
            ]
        ),
        (
            .currentPassword,
            [
                "current", "old", "existing", "present", "previous", "current password", "old password", "aktuell*",
                // The password asked again to confirm who you are ("ご本人確認のため、パスワードを入力").
                "本人確認",
                "alt", "altes", "alte", "bisherig*", "derzeitig*", "actuel", "actuelle", "ancien", "ancienne",
                "actual", "anterior", "antigua", "antiguo", "atual", "antiga", "antigo", "corrente", "attuale",
                "vecchia", "vecchio", "текущ*", "стар*", "действующ*", "прежн*", "当前", "當前", "旧密码", "舊密碼",
                "原密码", "原密碼", "现有", "現在", "旧パスワード", "古いパスワード", "現在のパスワード", "현재", "기존",
                "이전",
                // nl, sv, no, da, fi, pl, cs, sk, hu, ro, el, uk, tr, id, vi, ar, he, fa, th, hi.
                "huidig*", "oude", "nuvarande", "gamla", "navarende", "nuvaerende", "gamle", "nykyinen",
                "vanha", "obecne", "aktualne", "stare", "wymagane haslo", "soucasne", "stavajici", "sucasne",
                "jelenlegi", "regi",
                "actuala", "veche", "τρεχων", "τρεχοντα", "παλιος", "παλιο", "поточн*", "mevcut", "eski",
                "saat ini", "kata sandi lama", "hien tai", "mat khau cu", "الحالية", "القديمة", "נוכחית", "ישנה",
                "فعلی",
                "قدیمی", "ปัจจุบัน", "เดิม", "वर्तमान", "पुराना",
            ]
        ),
        (
            .oneTimeCode,
            [
                // en
                "otp", "otp*", "totp", "hotp", "one time", "onetime", "one time code", "one time password",
                "one time passcode", "onetimecode", "2fa", "mfa", "tfa", "two factor", "2 factor", "two step",
                // The code an SMS brought, named so in a bank's password box: Hungarian "SMS-ben
                // kapott kód", Turkish "SMS şifresi".
                "sms ben kapott", "kapott kod", "sms kod", "sms kodu", "sms sifre", "sms sifresi", "sms sifreniz",
                "2 step", "multi factor", "verification code", "verificationcode", "auth code", "authcode",
                "authentication code", "authenticator",
                "authenticator code", "authenticator app", "sms code", "smscode", "text code", "email code",
                "login code", "sign in code", "signin code", "code sent",
                "digit code", "code we sent", "code we emailed", "code we texted",
                "2fa code", "mfa code", "otp code", "otpcode", "mobile otp", "email otp", "sms otp", "token code",
                "security token", "otc", "second password",
                "2nd password", "secondary password", "token password",
                // The number a bank's token shows ("Clave del Token", "clave dinámica").
                "clave del token", "clave de tu token", "clave token", "clave dinamica",
                "security key", "security key code", "rsa token", "securid", "hardware token",
                // A bank's hardware token answers with a response code ("Responscode", a Digipass).
                "tokencode", "response code", "responscode", "digipass", "e dentifier", "edentifier",
                // de
                "bestatigungscode", "verifizierungscode", "einmalcode", "einmalpasswort", "einmal passwort",
                "einmalkennwort", "tan", "mtan", "smstan", "mobiletan", "mobile tan",
                "sms tan", "authentifizierungscode", "anmeldecode", "freigabecode", "code aus der app",
                // fr
                "code de verification", "code a usage unique", "code unique", "mot de passe a usage unique", "code sms",
                "code recu",
                "code d authentification", "code de connexion", "code a 6 chiffres",
                // es
                "codigo de verificacion", "codigo de un solo uso", "codigo sms", "clave de un solo uso",
                "codigo de autenticacion",
                "codigo enviado", "codigo de inicio de sesion",
                // pt
                "codigo de verificacao", "codigo de autenticacao", "codigo recebido",
                // it
                "codice di verifica", "codice otp", "codice sms", "codice monouso", "codice di autenticazione",
                "codice ricevuto",
                // ru
                "код подтвержд*", "код верификации", "код из смс", "код из sms", "смс код", "sms код", "одноразов*",
                "двухфакторн*", "код из приложения",
                // zh
                "验证码", "驗證碼", "短信验证码", "短信驗證碼", "手机验证码", "手機驗證碼", "动态码", "动态密码", "動態密碼",
                "一次性密码", "一次性密碼", "两步验证", "兩步驗證",
                // Their English names in Chinese banks' markup ("DynamicPwd").
                "dynamic password", "dynamic pwd",
                // ja
                "認証コード", "ワンタイムパスワード", "ワンタイム", "認証番号", "二段階認証", "2段階認証",
                // ko
                "인증번호", "인증 번호", "인증코드", "인증 코드", "일회용", "2단계 인증", "otp 번호",
                // nl, sv, no, da, fi, pl, cs, sk, hu, ro, el, uk, he, fa, th, id, ms, vi, ar, tr, hi
                "verificatiecode", "eenmalige code", "verifieringskod", "engangskod", "engangskode",
                "bekreftelseskode", "bekraeftelseskode", "vahvistuskoodi", "kertakayttokoodi", "tunnistuskoodi",
                "kod weryfikacyjny", "kod sms", "kod jednorazowy", "haslo sms", "haslo z sms", "haslo jednorazowe",
                "overovaci kod", "jednorazovy kod", "kod z sms",
                "ellenorzo kod", "egyszer hasznalatos kod", "cod de verificare", "cod unic", "κωδικός επαλήθευσης",
                "код підтвердження", "קוד אימות", "کد تایید", "*รหัสยืนยัน*", "*รหัส otp*", "kode verifikasi",
                "kode otp", "kod pengesahan", "mã xác minh", "mã otp", "رمز التحقق", "dogrulama kodu", "सत्यापन कोड",
                // "Kód z e-mailu" (the code from the e-mail), in Czech, Slovak and Polish.
                "kod z e mailu", "kod z emailu", "kod z e maila", "kod z maila",
            ]
        ),
        (
            .code,
            [
                "code", "codes", "token", "pin", "codigo", "codice", "код", "кода", "コード", "코드", "代码", "番号",
                // "Enter code" is said of gift cards and promotions too.
                "enter code", "enter the code", "enter your code",
                "kod", "koden", "kode", "koodi", "cod", "codul", "קוד", "کد",
                // Greek "κωδικός" alone is a password; followed by what it is for, another code.
                "κωδικος κρατησης", "κωδικός κράτησης", "κωδικος επιβεβαιωσης", "κωδικός επιβεβαίωσης",
                // Codes that are one-time codes only in a form that verifies, or with a short
                // numeric shape: elsewhere they are CAPTCHAs, invitations, bookings, licences.
                "verify code", "verifycode", "passcode", "confirmation code", "activation code", "access code",
                "prufcode", "code de confirmation", "code d activation", "code d acces", "codigo de confirmacion",
                "codigo de acceso", "codigo de activacion", "codigo de confirmacao", "codigo de ativacao",
                "codigo de acesso", "codice di conferma", "codice di accesso", "codice di attivazione",
                "проверочный код", "код авторизации", "код доступа", "校验码", "校驗碼", "确认码", "確認碼", "认证码",
                "認證碼", "確認コード", "承認コード", "確認番号", "확인 코드", "확인코드", "승인번호",
            ]
        ),
        (
            .securityCode,
            [
                "security code", "securitycode", "sicherheitscode", "code de securite", "codigo de seguridad",
                "codigo de seguranca", "codice di sicurezza", "код безопасности", "安全码", "安全碼",
                "セキュリティコード", "セキュリティーコード", "보안 코드", "보안코드",
            ]
        ),
        (
            .search,
            [
                "search", "searchbox", "search*", "query", "q", "keyword", "keywords", "find", "lookup", "suche",
                "suchen", "suchbegriff", "recherche", "rechercher", "buscar", "busqueda", "busca", "pesquisar",
                "pesquisa", "cerca", "ricerca", "cerca nel sito", "поиск*", "найти", "искать", "搜索", "搜尋",
                "查找", "检索", "検索", "キーワード", "검색",
                // Vietnamese "tìm" (find) and "tra cứu" (look up): "Tìm sim số đẹp".
                "tìm", "tìm kiếm", "tra cứu",
            ]
        ),
        (
            .captcha,
            [
                "*captcha*", "security check", "characters in the image", "characters shown", "type the characters",
                "text in the image", "characters you see", "image code", "image text", "verify you are human",
                "exactly as you see", "as you see it", "exactly as it appears", "automated registrations",
                "seccode", "seccodeverify",
                // vBulletin's "humanverify"; "digits from the picture" ("Цифры с картинки").
                "humanverify", "human verification", "с картинки", "с изображения", "z obrazka", "z obrázku",
                "aus dem bild", "de l image", "de la imagen", "dell immagine", "nell immagine", "verifica immagine",
                "immagine di verifica", "imagestring",
                // A picture's code and "the digits on the right" in Chinese.
                "图片验证码", "圖片驗證碼", "图形验证码", "圖形驗證碼", "右方數字", "右方的數字", "右边的数字", "右侧数字",
                "not a robot", "in the image", "in the picture", "appears in the image", "shown in the image",
                "image verification", "verification image", "from the image", "shown above", "letters or digits",
                "letters and numbers shown", "can t read", "new image", "another image", "refresh image",
                "reload image",
                // phpBB's visual confirmation: "To prevent automated registrations the board requires
                // you to enter a confirmation code".
                "automatic registrations", "inscriptions automatiques",
                "automatische registrierungen", "registros automaticos", "registrazioni automatiche",
                "automatische registraties", "автоматических регистраций", "dans l image",
                "automatisierte registrierungen", "in dem bild", "im bild",
                "comme vous le voyez", "wie sie ihn sehen", "tal como lo ves", "como aparece en la imagen",
                "code shown", "the code shown", "code shown above", "code shown below", "enter the text shown",
                "image security", "security image", "imagecode", "captchacode", "img code", "imgcode", "verify img",
                // The address of a script that draws a code to copy, read from the picture beside
                // the field ("/webtrade/verifyCode.jsp?t=…", "checkcode.jpg").
                "*code jsp", "*code php", "*code aspx", "*code ashx", "*code do", "*code jpg", "*code png",
                "*code gif", "*code action", "*code cgi", "*code htm", "*codeimg", "الصورة", "изображени*",
                "word verification", "anti spam", "antispam", "spam protection",
                "audio challenge", "看不清", "换一张", "換一張", "刷新验证码", "en la imagen", "na imagem",
                "на картинке", "на изображении", "图中", "图片中", "画像に表示", "이미지", "zeichen im bild",
                "code de l image", "recopiez",
                "caracteres de la imagen", "caracteres da imagem", "caratteri nell immagine", "капча",
                "символы с картинки", "код с картинки", "код с изображения",
                "图形码", "人机验证", "画像認証", "画像の文字", "表示されている文字",
                "자동입력 방지", "자동입력방지", "보안문자", "보안 문자",
                // Copy the characters "as you see them": only a picture is read that way.
                "as you see them", "как вы его видите", "как вы их видите",
                "tel que vous le voyez", "tal y como lo ve",
                // phpBB 2's Polish: "Wpisz kod dokładnie tak, jak go widzisz na obrazku".
                "na obrazku", "jak go widzisz",
            ]
        ),
        (
            .cardSecurityCode,
            [
                "cvc", "cvv", "cvv2", "cvc2", "cvn", "csc", "cc csc", "card verification", "card verification code",
                "card security code", "card code", "kartenprufnummer", "prufnummer", "prufziffer", "cryptogramme",
                "cryptogramme visuel", "codigo de seguridad de la tarjeta", "codigo de seguranca do cartao",
                "codice di sicurezza della carta", "cvv код", "卡验证码", "カード確認番号", "카드 보안", "cvc 번호",
            ]
        ),
        (
            .paymentCard,
            [
                "card number", "cardnumber", "card no", "cc number", "ccnumber", "cc num", "ccnum", "credit card",
                "debit card", "expiry", "expiration", "expiration date", "exp date", "expdate", "mm yy", "cardholder",
                "card holder", "name on card", "cc exp", "cc name", "kartennummer", "ablaufdatum", "gultig bis",
                "numero de carte", "date d expiration", "numero de tarjeta", "tarjeta", "fecha de vencimiento",
                "numero do cartao", "cartao", "validade", "numero della carta", "carta di credito", "scadenza",
                "номер карты", "срок действия", "卡号", "卡號", "信用卡", "银行卡", "有效期", "カード番号",
                "有効期限", "카드번호", "카드 번호", "유효기간", "kart numarasi", "son kullanma tarihi",
                "numer karty", "cislo karty", "kaartnummer", "kortnummer", "korttinumero",
                // The last digits of a card asked to check who you are ("Ultime 4 cifre della carta").
                "ultime cifre", "ultime 4 cifre", "ostatnie cyfry", "ostatnie 4 cyfry", "letzten 4 ziffern",
                "derniers chiffres", "ultimos digitos", "ultimos 4 digitos", "laatste 4 cijfers",
                "laatste vier cijfers", "sista fyra siffrorna", "last 4 digits of your card",
            ]
        ),
        (
            .promoCode,
            [
                "promo", "promo code", "promocode", "promotion", "promotional", "promotion code", "coupon",
                "coupon code", "voucher", "discount", "discount code", "gift card", "giftcard", "gift code",
                "ajandekkartya", "ajandek kartya", "poukaz", "darkovy poukaz", "kod poukazu",
                "redeem", "redemption", "referral", "referral code", "referal", "kode referal", "invite code",
                "invitation code",
                "affiliate", "gutschein", "gutscheincode", "*rabatt*", "rabattcode", "aktionscode",
                "kortingscode", "cadeaubon", "rabattkod", "presentkort", "rabatkode", "gavekort", "alennuskoodi",
                "lahjakortti", "kod rabatowy", "rabat*", "bon podarunkowy", "slevovy kod", "zlavovy kod", "kupon*",
                "cod de reducere", "voucher cadou", "κουπόνι", "εκπτωση", "знижк*", "קופון", "کد تخفیف", "کارت هدیه",
                "kode promo",
                "kode voucher", "kod promosi", "mã giảm giá", "mã giới thiệu", "ma gioi thieu", "كود خصم",
                "indirim kodu", "hediye ceki",
                "einladungscode", "code promo", "bon de reduction", "code de reduction", "carte cadeau",
                "code parrain", "code de parrainage", "parrainage", "cupon", "codigo de referido",
                "codigo de indicacao",
                "empfehlungscode", "codice invito", "uitnodigingscode", "kod polecajacy", "carta regalo",
                "buono regalo", "geschenkkarte", "cadeaukaart", "cadeaupas", "卡密", "刮开", "cartao presente",
                "karta podarunkowa", "karty podarunkowe", "karty podarunkowej", "kart podarunkowych",
                "darkova karta", "darkove karty", "darkovou kartu", "darkovou kartou", "darcekova karta",
                "darcekovej karty", "hediye karti", "codigo promocional",
                "descuento", "codigo de descuento", "tarjeta regalo",
                "cupom", "desconto", "codigo de desconto", "vale presente", "codice sconto", "codice promozionale",
                "buono", "промокод", "купон", "скидк*", "подарочн*", "优惠码", "优惠券", "折扣码", "兑换码",
                "邀请码", "礼品卡", "優惠碼", "クーポン", "プロモーションコード", "割引", "招待コード", "ギフト",
                "쿠폰", "할인", "프로모션", "추천인", "초대 코드", "상품권",
                // A voucher's number and PIN ("Numer bonu", "Kod PIN bonu"); a Portuguese "cartão-oferta".
                "bonu", "numer bonu", "pin bonu", "kod bonu",
                "cartao oferta", "cartao de oferta",
                // A gift certificate's number and its PIN under the scratch-off layer ("Номер
                // сертификата", "PIN-код (под защитным слоем)").
                "номер сертификата", "защитным слоем",
                // A top-up card's serial and its code under the silver layer ("Số serial", "Mã số
                // dưới lớp bạc", Thai "รหัสบัตรเติมเงิน").
                "số serial", "lớp bạc", "mã thẻ cào", "บัตรเติมเงิน",
                // A store credit's PIN ("StoreCreditPin").
                "store credit", "storecredit",
            ]
        ),
        (
            .recoveryCode,
            [
                "recovery code", "recovery codes", "recoverycode", "backup code", "backup codes", "backupcode",
                // A TAN from a printed list, asked for by its number ("TAN Nr. 37"): a list's
                // entry like a backup code, which no message brings.
                "tan nr", "tan no", "tan liste", "tan list", "itan", "indizierte tan", "tan index",
                "scratch code", "emergency code", "recovery key", "rescue code", "wiederherstellungscode",
                "notfallcode", "sicherungscode", "backup-code", "code de recuperation", "code de secours",
                "codigo de recuperacion", "codigo de respaldo", "codigo de recuperacao", "codigo de backup",
                "codice di recupero", "codice di backup", "код восстановления", "резервный код", "резервные коды",
                "резервного кода", "恢复码", "恢復碼", "备用码", "備用碼", "备用验证码", "救援码",
                "リカバリーコード", "バックアップコード", "復旧コード", "복구 코드", "복구코드", "백업 코드", "백업코드",
                "codes de recuperation", "codes de secours", "codigos de recuperacion", "codigos de respaldo",
                "codigos de recuperacao", "codici di recupero", "codici di backup", "wiederherstellungscodes",
                "notfallcodes", "herstelcode*", "kody zapasowe", "kod zapasowy", "kody odzyskiwania", "reservkod*",
                "gendannelseskode*", "gjenopprettingskode*", "palautuskoodi*", "kurtarma kodu", "yedek kod*",
            ]
        ),
        (
            .postalCode,
            [
                "zip", "zipcode", "zip code", "postal", "postal code", "postalcode", "postcode", "post code",
                "postleitzahl", "plz", "пощенски код", "пощ код", "code postal", "codigo postal", "cep", "cap",
                "codice postale",
                "почтовый индекс", "индекс", "邮编", "邮政编码", "郵遞區號", "郵便番号", "우편번호",
                // India's postal code ("Delivery pincode"); not the Dutch "pincode", a PIN.
                "delivery pincode", "pincode of",
                // … and in India's scripts ("पिन कोड *" in an address, "পিন কোড লিখুন" to find a branch).
                "पिन कोड", "पिनकोड", "পিন কোড", "পিনকোড", "પિન કોડ", "పిన్ కోడ్", "பின் கோடு",
            ]
        ),
        (
            .personName,
            [
                "name", "first name", "last name", "full name", "given name", "family name", "surname",
                "firstname", "lastname", "fullname", "fname", "lname", "display name", "your name",
                "vorname", "nachname", "vollstandiger name", "nom", "prenom", "nom complet", "nom de famille",
                "nombre", "apellido", "apellidos", "nombre completo", "nome", "sobrenome", "nome completo",
                "cognome", "имя", "фамилия", "отчество", "姓名", "名字", "姓氏", "昵称", "お名前", "氏名", "名前",
                "이름", "성명", "닉네임",
                // nl, sv, no, da, fi, pl, cs, hu, ro, tr, el, uk, id, vi
                "voornaam", "achternaam", "fornamn", "efternamn", "fornavn", "etternavn", "efternavn", "etunimi",
                "sukunimi", "imie", "nazwisko", "jmeno", "prijmeni", "vezeteknev", "keresztnev", "prenume",
                "nume de familie", "soyad", "soyadi", "ονομα", "επωνυμο", "прізвище", "ім я", "nama depan",
                "nama belakang", "nama lengkap", "ho va ten", "họ và tên",
                // A name alone in Danish, Norwegian and Swedish ("Navn" in a newsletter's form; not Finnish
                // "nimi", the end of a maiden name in a security question).
                "navn", "namn",
                // Hungarian "Név" (never inside "felhasználónév", a user name).
                "nev",
            ]
        ),
        (
            .otherInformation,
            [
                "address", "street", "city", "country", "state", "region", "company", "organization",
                // A hint to remember a password by, shown as text: no password ("Master password
                // hint", "Dica da senha mestra"; not "Password (hint: 8+ characters)").
                "master password hint", "dica da senha", "pista de contrasena", "indice du mot de passe",
                "passwort hinweis", "suggerimento password", "подсказка", "パスワードのヒント",
                // A Japanese address's building and room number ("建物名・部屋番号").
                "建物名", "部屋番号",
                "organisation", "website", "url", "homepage", "sito web", "sitio web", "site web", "webseite",
                "strona www", "birthday", "birth", "date of birth", "dob", "age",
                "gender", "message", "comment", "comments", "subject", "amount", "quantity", "qty", "iban",
                "vat", "job title", "strasse", "stadt", "ort", "land", "firma", "unternehmen", "geburtsdatum",
                // A PIN a caller gives the telephone support, no sign-in's.
                "support pin", "telefon pin", "telephone pin", "phone support pin", "telefonpin",
                // Tax and national identity numbers.
                "tax id", "tax number", "taxpayer id", "vat number", "vat id",
                "steuernummer", "steuer id", "umsatzsteuer", "nif",
                "partita iva", "numero de tva", "инн", "снилс", "pesel", "nip", "regon",
                // A phrase typed to confirm an action ("Type delete my account to confirm").
                "delete my account", "type delete", "type permanently delete", "to confirm deletion",
                "close my account",
                // The name given to a device or an authenticator being set up ("Nome do dispositivo").
                // … and to a security key ("Key name", "e.g. Blue YubiKey").
                "key name", "security key name",
                "device name", "device nickname", "app nickname", "authenticator nickname", "name of the device",
                "nome do dispositivo", "nombre del dispositivo",
                "nom de l appareil", "nome del dispositivo", "geratename", "geratebezeichnung", "apparaatnaam",
                "nazwa urzadzenia", "enhetsnamn", "название устройства", "デバイス名", "设备名称", "기기 이름",
                // A charging point's identifier ("Latauspisteen tunnus").
                "charging point", "charge point", "charging station", "latauspisteen tunnus", "latauspiste",
                "ladepunkt", "ladestation", "borne de recharge", "punto de carga", "laddpunkt", "evse",
                // … and to an app password or a token ("App-navn", "Nytt namn för applikationslösenord").
                "app name", "app navn", "application name", "app password name", "application password name",
                "nome do app", "nome do aplicativo", "nome da aplicacao", "nombre de la app", "nom de l app",
                "naam van de app", "name der app", "nome dell app", "nazwa aplikacji",
                // A person to block, named on a privacy page ("Blokkeer iemand", "Block a user").
                "block a user", "block someone", "block user", "blocked users", "blokkeer", "geblokkeerde",
                "bloquer un utilisateur", "benutzer blockieren", "bloquear usuario", "bloquear a alguien",
                "blocca utente", "zablokuj", "blockera",
                "token name", "namn for applikationslosenord", "anwendungsname", "nom de l application",
                // … and to an authenticator being added ("Naam voor deze authenticator").
                "name for this authenticator", "authenticator name", "naam voor deze authenticator",
                "nom de l authentificateur", "nombre del autenticador", "name des authenticators",
                "nombre de la aplicacion",
                // Security questions and their answers: text, never the password itself.
                "security question", "secret question", "question", "answer",
                "sicherheitsfrage", "frage", "antwort", "question secrete", "reponse", "pregunta", "respuesta",
                "domanda", "risposta", "pergunta", "resposta", "вопрос", "ответ", "pytanie", "odpowiedz",
                "kerdes", "valasz", "otazka", "odpoved", "비밀번호 분실시", "질문", "답변", "秘密の質問", "質問",
                "答え", "密码提示", "密保问题", "答案",
                "nachricht", "kommentar", "betreff", "adresse", "ville", "pays", "societe", "entreprise",
                "date de naissance", "commentaire", "direccion", "ciudad", "pais", "empresa", "fecha de nacimiento",
                "mensaje", "comentario", "endereco", "cidade", "data de nascimento", "mensagem", "indirizzo",
                "citta", "paese", "azienda", "data di nascita", "messaggio", "commento", "адрес", "город", "страна",
                "компания", "дата рождения", "сообщение", "комментарий", "地址", "城市", "国家", "公司", "生日",
                "出生日期", "留言", "住所", "市区町村", "会社", "生年月日", "주소", "도시", "회사", "생년월일",
                "vastaus", "kysymys", "turvakysymys",
                // "Typ VERWIJDER ter bevestiging" (type DELETE to confirm), in Dutch and German.
                "typ verwijder", "typ verwijderen", "tippe loschen", "tippen sie loschen",
                "beveiligingsvraag", "antwoord", "sakerhetsfraga", "合言葉", "guvenlik sorusu", "cevap",
            ]
        ),
        (
            .order,
            [
                "order number", "order no", "order id", "orderid", "ordernumber", "order password", "주문번호", "주문서번호",
                "주문 시",
                "비회원주문", "주문 비밀번호", "注文番号", "订单号", "訂單編號", "bestellnummer", "numero de commande",
                "numero de pedido", "numero do pedido", "numero d ordine", "номер заказа", "siparis numarasi",
                "bestelnummer", "ordernummer", "numer zamowienia",
                // A certificate's or a result's reference, looked up with a birth date ("Referenční kód
                // (z potvrzení o očkování)").
                "reference code", "reference number", "referencni kod", "referenzcode", "referenznummer",
                "code de reference", "codigo de referencia", "codice di riferimento", "kod referencyjny",
                "referentiecode",
                // A medical report's pickup code ("Codice ritiro", with the codice fiscale).
                "codice ritiro", "codice di ritiro", "code retrait",
                // A parcel's pickup code, typed at a locker ("Kod odbioru", "Kód pro vyzvednutí").
                "pickup code", "pick up code", "kod odbioru", "kod pro vyzvednuti", "kod k vyzvednuti",
                "abholcode", "code de retrait", "codigo de recogida", "afhaalcode",
                // A booking's code, looked up to find a ticket bought without an account ("Code de
                // réservation", six characters from the confirmation e-mail).
                "booking code", "booking reference", "code de reservation", "codigo de reserva", "buchungscode",
                "codice di prenotazione", "reserveringscode",
                // A parcel's delivery code and its tracking number, to change a delivery ("Code de
                // livraison" beside "Numéro de suivi").
                "code de livraison", "numero de suivi", "delivery code", "tracking number", "codigo de entrega",
                // A guest's ("비회원", non-member) booking or order looked up with its own password
                // ("예매 비밀번호"), and a post's password on a board (Gnuboard's "글 비밀번호",
                // `wr_password`): no account's.
                "비회원", "nonmember", "non member", "예매번호", "예매 비밀번호", "글 비밀번호", "게시글 비밀번호",
                "wr password",
            ]
        ),
        (
            .signIn,
            [
                "sign in", "signin", "log in", "login", "log on", "logon", "sign on", "welcome back",
                // Java servlet containers sign in at "j_security_check".
                "j security check",
                // An identifier-first step that signs in or up by a link or a code ("Continue with
                // email" beside "Continue with Google").
                "continue with email", "continue with e mail", "sign in with email", "log in with email",
                // A sign-in by a passkey instead of the password ("Use a passkey instead").
                "use a passkey", "use your passkey", "with a passkey", "with your passkey", "sign in with passkey",
                "continue with phone", "continue with your phone", "continue with mobile", "continuar con tu telefono",
                "continuar con tu email", "continuar con tu correo", "continuar com telefone", "continuar com e mail",
                "continuer avec votre telephone", "continuer avec votre e mail", "weiter mit telefon",
                "weiter mit e mail",
                "access your account",
                // An account chooser ("Choose an account", "Use another account").
                "choose an account", "use another account", "sign in with a different account",
                "scegli un account", "usa un altro account", "elige una cuenta", "usar otra cuenta",
                "choisissez un compte", "choisir un compte", "utiliser un autre compte", "konto auswahlen",
                "anderes konto verwenden", "escolha uma conta", "usar outra conta", "kies een account",
                "ander account gebruiken", "valj ett konto", "wybierz konto", "uzyj innego konta",
                "выберите аккаунт", "アカウントを選択", "別のアカウント", "选择帐号", "选择账号", "계정 선택",
                // "Welcome back" over a sign-in, and a sign-in by a link sent by e-mail.
                "bem vindo de volta", "bienvenido de nuevo", "bon retour", "willkommen zuruck", "bentornato",
                "welkom terug", "valkommen tillbaka", "witaj ponownie", "с возвращением", "magic link", "login link",
                "sign in link", "link de acesso", "enlace de acceso", "lien de connexion", "anmelden", "anmeldung",
                "einloggen", "jetzt anmelden", "se connecter",
                "connexion", "connectez vous", "s identifier", "identifiez vous", "iniciar sesion", "inicia sesion",
                "entrar", "acceder", "ingresar", "ingresa", "fazer login", "acessar", "iniciar sessao",
                "inloggen", "aanmelden", "logga in", "logg inn", "log ind", "kirjaudu", "tunnistaudu*", "tunnistus",
                "tunnistautuminen", "zaloguj", "logowanie",
                "prihlasit", "prihlaseni", "bejelentkezes", "autentificare", "conectare", "giris yap", "giris",
                "oturum ac",
                "masuk",
                "log masuk", "prihlasenie", "prihlaste sa", "belepes", "intra in cont", "prijava", "prijavi se",
                "prisijungti", "prisijunkite", "pieteikties", "pieslegties", "ienakt", "logi sisse", "sisene",
                "sisselogimine", "innskra*", "σύνδεση", "συνδεση", "είσοδος", "увійти", "вхід",
                "влез", "вход в профила", "đăng nhập", "dangnhap", "تسجيل الدخول", "الدخول عبر", "התחברות", "התחבר",
                "ورود",
                "*เข้าสู่ระบบ*",
                "लॉग इन", "लॉगिन", "साइन इन", "inicia la sessio",
                "inicie sessao", "accedi", "accesso", "entra", "войти", "вход", "авторизац*", "登录", "登錄",
                "登入", "ログイン", "サインイン", "로그인",
                // Arabic "سجّل دخولك" (sign in), Portuguese "Entre com seu celular", Dutch ADFS's "Of meld u
                // aan met:", Turkish account chooser "Bir hesap seçin".
                "سجل دخولك", "سجل الدخول", "entre com", "bir hesap secin",
                "hesap secin", "hesabinizi secin",
            ]
        ),
        (
            .signUp,
            [
                "sign up", "signup", "register", "registration", "create account", "create an account",
                "create your account", "create my account", "join", "join now", "get started", "open an account",
                "new account", "enroll", "registrieren", "registrierung", "konto erstellen", "konto anlegen",
                "jetzt registrieren", "s inscrire", "inscription", "inscrivez vous", "creer un compte",
                "creer mon compte", "creer votre compte", "registrarse", "registrate", "registro", "crear cuenta",
                "registreren", "account aanmaken", "registrera", "skapa konto", "registrer", "opret konto",
                "rekisteroidy", "zarejestruj", "rejestracja", "registrace", "regisztracio", "inregistrare",
                "kayit ol", "daftar",
                "uye ol", "registracia", "zaregistrujte", "zaregistrovat", "zaloz konto", "zaloz*", "regisztral*",
                "creeaza cont", "creare cont", "luo tili", "bli medlem", "tilmeld*", "opprett konto",
                "registracija", "registriraj*", "registruotis", "registreeru*", "registreties", "εγγραφή", "εγγραφη",
                "реєстрац*", "зареєстр*", "регистрирай*", "đăng ký", "إنشاء حساب", "הרשמה", "ثبت نام",
                "*สมัครสมาชิก*", "रजिस्टर", "crea un compte", "registra t",
                "crear una cuenta", "crear mi cuenta", "cadastrar", "cadastre se", "cadastro", "criar conta",
                "criar uma conta", "criar minha conta", "registar", "registe se", "registrati", "registrazione",
                "crea account", "crea un account", "crea il tuo account", "зарегистрир*", "регистрац*",
                "создать аккаунт", "создать учетную запись", "注册", "註冊", "创建账号", "创建帐户", "创建账户",
                "新規登録", "会員登録", "アカウント作成", "アカウントを作成", "登録する", "회원가입", "가입",
                "계정 만들기",
                // An invitation accepted with a password: the account begins there ("/invite/accept").
                "invite accept", "accept invitation", "accept the invitation", "accept your invitation",
                "terima undangan", "einladung annehmen", "accepter l invitation", "aceptar invitacion",
                "aceitar convite", "accetta invito", "uitnodiging accepteren", "принять приглашение",
            ]
        ),
        (
            .accountCreation,
            [
                "create account", "create an account", "create your account", "create my account", "open an account",
                "new account", "register account", "konto erstellen", "konto anlegen", "kundenkonto",
                "gumawa ng account", "lumikha ng account", "magrehistro",
                "creer un compte", "creer mon compte", "creer votre compte", "ouvrir un compte", "crear cuenta",
                "creer mon espace", "creer votre espace", "creer un espace",
                "crear una cuenta", "crear mi cuenta", "criar conta", "criar uma conta", "criar minha conta",
                "crea account", "crea un account", "создать аккаунт", "создать учетную запись", "account aanmaken",
                "skapa konto", "opret konto", "opprett konto", "luo tili", "zaloz konto", "vytvorit ucet",
                "creeaza cont", "hesap olustur", "创建账号", "创建帐户", "创建账户", "新規登録", "会員登録",
                "アカウント作成", "アカウントを作成", "회원가입", "계정 만들기",
                "أنشئ حساب*", "إنشاء حساب",
            ]
        ),
        (
            .registration,
            [
                "register", "registration", "registrieren", "registrierung", "registrarse", "registro",
                "registrazione", "регистрац*", "registreren", "rejestracja", "registrace", "registracia",
                "regisztracio", "inregistrare", "εγγραφή", "реєстрац*", "注册", "註冊",
            ]
        ),
        (
            .changePassword,
            [
                "change password", "change your password", "update password", "update your password",
                "password change", "change", "update", "passwort andern", "kennwort andern", "andern", "wijzigen",
                "wijzig", "endre", "zmien", "zmenit",
                "aktualisieren", "changer", "modifier", "changer le mot de passe", "modifier le mot de passe",
                "changer mon mot de passe", "cambiar", "cambiar contrasena", "actualizar contrasena",
                "cambiar la contrasena", "alterar", "alterar senha", "mudar senha", "alterar a senha", "modifica",
                "cambia", "cambia password", "modifica password", "изменить", "изменить пароль", "сменить",
                "сменить пароль", "смена пароля", "修改", "更改", "修改密码", "更改密码", "修改密碼", "变更",
                "変更", "パスワード変更", "パスワードの変更", "変更する", "변경", "비밀번호 변경",
                // nl, sv, no, fi, pl, cs, sk, hu, ro, el, uk, tr, id, vi, ar, he, fa, th, hi: the verb with
                // the password, since the verb alone changes an e-mail address too.
                "wachtwoord wijzigen", "wijzig wachtwoord", "andra losenord", "byt losenord", "endre passord",
                "vaihda salasana", "zmien haslo", "zmiana hasla", "zmenit heslo", "zmena hesla",
                "jelszo modositasa", "jelszo modositas", "schimba parola", "αλλαγη κωδικου", "змінити пароль",
                "зміна пароля", "sifre degistir", "sifremi degistir", "sifre yenile", "sifremi yenile",
                "sifremi guncelle", "yeni sifre belirle", "ubah kata sandi", "ganti kata sandi", "doi mat khau",
                "thay doi mat khau", "تغيير كلمة المرور", "שינוי סיסמה", "تغییر رمز عبور", "เปลี่ยนรหัสผ่าน",
                "पासवर्ड बदलें",
            ]
        ),
        (
            .forgotPassword,
            [
                "forgot", "forgot password", "forgot your password", "forgotten", "reset", "reset password",
                // WordPress's actions ("wp-login.php?action=resetpass", "lostpassword").
                "resetpass", "lostpassword",
                // An account recovered by a backup address ("/recovery/backup-email").
                "account recovery", "recover your account", "recover account", "ανακτηση λογαριασμου",
                "ανάκτηση λογαριασμού",
                "recuperation du compte", "recuperar cuenta", "recuperar conta", "kontowiederherstellung",
                // A library card's PIN asked for again ("välja en ny PIN-kod", "Jaunā PIN koda saite").
                "ny pin", "jauna pin", "atjaunot pin",
                "vergeten", "glomt", "glemt", "unohtunut", "zapomniales", "zapomenute", "elfelejtett", "ai uitat",
                "ai pierdut parola", "parola pierduta", "reseteaza parola", "resetare parola", "recuperare parola",
                "lost password", "lost your password", "password recovery", "retrieve password", "retrieve username",
                "retrieve user name", "retrieve your password", "perdu", "recuperation",
                "request a new password", "request new password", "password request", "passwordrequest",
                "send me a new password", "send my password",
                "get new password", "get a new password", "send new password", "request password",
                "password reminder", "remind password", "forgotpassword", "resetpassword",
                "sendpassword", "neues passwort anfordern", "passwort anfordern", "ny adgangskode", "nytt passord",
                "nytt losenord", "nieuw wachtwoord aanvragen", "nieuw wachtwoord opvragen", "wachtwoord opvragen",
                "wachtwoord herstellen", "wachtwoord opnieuw instellen", "novo contrasinal", "nueva contrasena",
                "nova senha", "нова парола", "новый пароль", "отослать пароль", "slaptazodzio priminimas",
                "recuperer", "கடவுச்சொல்லை மீட்டமை*", "மறந்துவிட்டீர்களா", "unohdit*", "unohtui*", "palautuslinkki",
                "salasanan palautus", "palauta salasana",
                "nie pamietasz", "przypomnij", "odzyskaj", "odzyskiwanie",
                "zapomnel*", "obnova hesla", "obnoveni hesla", "obnovit heslo", "zabudli", "zabudnute", "zabudol",
                "obnovte",
                "obnovenie hesla", "elfelejtette*", "parola uitata", "recuperare", "resetare", "aterstall",
                "tilbakestill", "nulstil", "ξεχάσατε", "ξεχασατε", "ξέχασες", "επαναφορά", "забравена",
                "забравен*", "забравих", "възстанов*", "забули", "забув*", "відновити", "відновлення", "забыл*",
                "unuttunuz", "sifirla", "atur ulang", "quên", "نسيت", "استعادة", "استرجاع", "שכחת", "שחזור", "איפוס",
                "فراموشی", "فراموش کرده", "lostpass", "jelszo emlekezteto", "uj jelszo kerese", "jelszoemlekezteto",
                "بازیابی", "*ลืมรหัสผ่าน*", "ลืมรหัส pin", "पासवर्ड रीसेट", "पासवर्ड भूल", "ਪਾਸਵਰਡ ਰੀਸੈੱਟ",
                "পাসওয়ার্ড রিসেট", "পাসওয়ার্ড ভুলে", "zaboravili", "zaboravljen*", "pozabljen*", "pozabili", "visszaallit*",
                "pamirsote",
                "pamirsai", "aizmirsi", "aizmirsat", "unustasid", "unustasite", "has oblidat",
                "unuttum", "lupa", "quen mat khau", "quên mật khẩu", "lay mat khau", "lấy mật khẩu",
                "lay lai mat khau", "lấy lại mật khẩu",
                "reset your password", "recover", "recover password", "trouble signing in", "vergessen",
                "passwort vergessen", "zurucksetzen", "oublie", "mot de passe oublie", "reinitialiser",
                "reinitialisation", "olvidaste", "olvido", "olvidado", "olvidada", "restablecer", "recuperar",
                "esqueceu",
                "esqueci", "redefinir", "dimenticato", "dimenticata", "reimposta", "reimpostare", "recupera",
                "забыли", "сброс*", "восстановить пароль", "восстановление пароля", "восстановлени*", "восстановить",
                "忘记", "忘記", "重置", "找回",
                "お忘れ", "忘れた", "再設定", "リセット", "잊으셨", "찾기", "재설정",
                // An account locked by failed sign-ins, unlocked by its identifier ("Desbloquear mi cuenta").
                "unlock your account", "unlock account", "unlock my account", "desbloquear cuenta",
                "desbloquear mi cuenta",
                "desbloquear a conta", "debloquer mon compte", "debloquer votre compte", "konto entsperren",
                "sblocca account", "sblocca il tuo account", "account ontgrendelen", "odblokuj konto",
                // vBulletin's "login.php?do=lostpw" and "?do=emailpassword"; "definir uma nova senha".
                "emailpassword", "lostpw", "definir uma nova senha",
                // Drupal's button on "/user/password".
                "e-mail new password", "email new password",
                // Belarusian "Аднаўленне пароля"; Korean "계정 잠금 해제" (unlocking the account).
                "аднаўленне пароля", "аднавіць пароль", "잠금 해제",
            ]
        ),
        (
            .verification,
            [
                "verify", "verification", "two step verification", "2 step verification", "two factor", "2fa",
                "mfa", "authentication", "authenticate", "authenticator", "authenticator app", "confirm your identity",
                "confirm it s you", "verify it s you", "verify your identity", "enter the code", "enter code",
                "we sent", "sent a code", "sent you a code", "code sent", "text message", "one time", "security check",
                "bestatigen", "verifizieren", "verifizierung", "zwei faktor", "2 faktor", "authentifizierung",
                "code eingeben", "wir haben", "gesendet", "verifier", "authentification",
                "double authentification", "saisissez le code", "envoye", "verificar", "verificacion",
                "autenticacion", "dos pasos", "enviamos", "hemos enviado", "verificacao", "autenticacao",
                "duas etapas", "verifica", "autenticazione", "due fattori", "abbiamo inviato", "inviato",
                "подтвержд*", "подтверд*", "проверк*", "двухэтапн*", "двухфакторн*", "отправили", "验证", "驗證",
                "短信", "两步验证", "身份验证", "已发送", "認証", "送信しました", "二段階", "인증", "본인 확인", "발송",
                "we texted", "texted you", "texted a code", "we emailed", "check your phone", "check your email",
                "sent to your phone", "sent to your email", "verifieer", "bevestig", "hebben een code gestuurd",
                "verifiera", "bekrafta", "vi har skickat", "bekreft", "vi har sendt", "bekraeft", "vahvista",
                "lahetimme", "zweryfikuj", "potwierdz", "wyslalismy", "overit", "overeni", "overenie", "poslali jsme",
                "ellenorzes", "megerosites", "elkuldtuk", "verificare", "confirma", "am trimis", "επαλήθευση",
                "στείλαμε", "підтвердити", "підтвердження", "ми надіслали", "אימות", "שלחנו", "تایید", "ارسال شد",
                "*ยืนยัน*", "verifikasi", "kami mengirim", "pengesahan", "xác minh", "تحقق", "أرسلنا", "dogrula*",
                "gonderdik", "सत्यापन",
                // A button that sends the code is as good as saying so.
                "send code", "get code", "resend code", "send a new code", "resend", "code anfordern",
                "stuur opnieuw", "opnieuw versturen", "opnieuw verzenden", "send again", "wyslij ponownie",
                "skicka igen", "send igjen", "laheta uudelleen", "renvoyer", "reenviar", "reinvia",
                "code erneut senden", "envoyer le code", "renvoyer le code", "enviar codigo", "reenviar codigo",
                "invia codice", "отправить код", "получить код", "发送验证码", "获取验证码", "發送驗證碼",
                "獲取驗證碼", "重新发送", "コードを送信", "再送信", "인증번호 받기", "인증번호 전송", "코드 받기",
            ]
        ),
        (
            .newsletter,
            [
                "newsletter", "newsletters", "subscribe", "subscriber", "subscription", "mailing list", "stay in touch",
                "stay updated", "get updates", "sign up for", "blijf op de hoogte", "bleiben sie auf dem laufenden",
                "bleib auf dem laufenden", "restez informe", "mantente informado", "fique por dentro",
                "resta aggiornato", "abonnieren", "s abonner", "abonnez vous",
                "lettre d information", "suscribete", "suscribirse", "boletin", "assine", "assinar",
                "iscriviti alla newsletter", "подписаться", "подписк*", "рассылк*", "订阅", "訂閱", "メルマガ",
                "メールマガジン", "mailmag",
                // Consent to a mailing that may be ended ("jederzeit abbestellbar").
                "abbestell*", "unsubscribe", "desabonner", "desinscrib*", "disiscriv*", "cancelar a inscricao",
                "nieuwsbrief", "nyhetsbrev", "nyhedsbrev", "uutiskirje", "hirlevel", "bulten", "abone ol",
                // Compounds: "Clubnieuwsbrief", "Vereinsnewsletter".
                "*nieuwsbrief", "*newsletter",
                "abonare", "odber noviniek", "odber novinek", "newslettera", "newsletteru", "odebirat novinky",
                "odoberat novinky", "خبرنامه", "نشرة إخبارية", "ניוזלטר", "розсилк*", "бюлетин",
                "購読", "ニュースレター", "구독", "뉴스레터",
            ]
        ),
        (
            .eventOrProduct,
            [
                // Not "event" or "product" alone: event sites and shops sign people up too.
                "webinar", "webinars", "summit", "conference", "seminar", "workshop", "reserve your seat",
                "save your seat", "save my seat", "attendee", "product registration", "register your product",
                "product register", "warranty", "serial number", "produktregistrierung", "garantie", "garantia",
                "вебинар*", "製品", "セミナー", "保証", "研讨会", "세미나", "license key", "product key",
                // A security key registered to an account that exists ("Register key").
                "register key", "register a security key", "register security key",
                "your copy",
                // A security key, a passkey or a device registered to an account that exists.
                "security key", "new device", "register a device", "register device", "webauthn", "u2f", "passkey",
                // A business's, a vehicle's or a tax number's registration.
                "tax registration", "vat registration", "business registration", "company registration",
                "vehicle registration", "trade registration", "sim registration", "register your sim",
                "karte sim", "karty sim", "sim karte", "carte sim", "tarjeta sim", "sim card",
            ]
        ),
        (
            .withoutAccount,
            [
                "without signing in", "without logging in", "without login", "without an account",
                "without signing up", "no login required", "no account needed", "continue as guest",
                "continue as a guest", "ohne anmeldung", "ohne konto", "als gast", "sans connexion",
                "sans compte", "sin iniciar sesion", "sin cuenta", "sem login", "sem cadastro", "senza accedere",
                "senza registrazione", "без входа", "без регистрации", "โดยไม่ต้องเข้าสู่ระบบ", "ไม่ต้องเข้าสู่ระบบ",
                "无需登录", "無需登入", "ログインせずに", "로그인 없이", "ohne kundenkonto", "as a guest", "guest checkout",
                "会員登録せずに", "会員登録をせずに", "비회원", "en tant qu invite", "como invitado", "come ospite",
                "uye olmadan", "misafir olarak", "som gast", "som gaest", "jako host", "jako gosc",
                "بدون ورود", "بدون تسجيل الدخول", "ללא התחברות", "sin ingresar", "sin loguearte", "sans vous connecter",
                "sem entrar na conta",
                "ゲスト購入*",
            ]
        ),
        (
            .passwordRequirements,
            [
                "at least", "minimum", "characters", "must contain", "must be", "strong password",
                "password strength", "uppercase", "lowercase", "special character", "mindestens", "zeichen",
                "sonderzeichen", "grossbuchstaben", "au moins", "caracteres", "majuscule", "al menos", "minimo",
                "mayuscula", "pelo menos", "no minimo", "maiuscula", "almeno", "caratteri", "maiuscola",
                "не менее", "минимум", "символ*", "至少", "位字符", "字符", "大写字母", "大小写", "文字以上", "半角英数", "英数字",
                "자 이상", "특수문자", "영문",
            ]
        ),
        (
            .terms,
            [
                "terms", "agree", "privacy policy", "i accept", "agb", "einverstanden", "nutzungsbedingungen",
                "datenschutz", "conditions", "j accepte", "terminos", "acepto", "termos", "aceito", "concordo",
                "termini", "accetto", "соглас*", "условия", "同意", "条款", "协议", "協議", "利用規約", "약관", "동의",
            ]
        ),
        (
            .signOut,
            [
                // … or abandons a sign-in ("Annulla" posted to "/login/annulla").
                "cancel", "annulla", "abbrechen", "annuler", "cancelar", "annuleren", "avbryt", "peruuta", "anuluj",
                "zrusit", "отмена", "キャンセル", "취소",
                "log out", "logout", "sign out", "signout", "log off", "logoff", "abmelden", "ausloggen",
                "se deconnecter", "deconnexion", "cerrar sesion", "terminar sessao", "sair da conta", "esci",
                "disconnetti", "uitloggen", "afmelden", "logga ut", "logg ut", "log ud", "kirjaudu ulos",
                "logi valja", "izrakstities", "atsijungti", "wyloguj*", "odhlasit*", "kijelentkezes", "cikis yap",
                "выйти", "вийти", "ログアウト", "退出登录", "注销", "로그아웃", "keluar", "dang xuat",
            ]
        ),
        (
            .rememberMe,
            [
                "remember me", "keep me signed in", "stay signed in", "keep me logged in", "remember",
                "zustat prihlasen", "zustat prihlaseny", "zostat prihlaseny",
                "angemeldet bleiben", "eingeloggt bleiben", "se souvenir", "rester connecte", "recordarme",
                "mantener sesion", "lembrar", "manter conectado", "ricordami", "resta connesso", "запомнить",
                "记住", "自动登录", "ログイン状態を保持", "次回から", "로그인 상태 유지", "자동 로그인", "아이디 저장",
                "サインインの状態を維持", "サインインしたまま", "ログインしたまま", "保持登录状态", "保持登入",
                "로그인 상태를 유지", "zalogowany", "pozostac zalogowanym", "blijf aangemeld", "forbli palogget",
            ]
        ),
        (
            .parentalControl,
            [
                "parental control*", "parental pin", "child lock", "profile lock", "kids profile", "content lock",
                "blokada profilu", "pin profilu", "profil chroniony", "kontrola rodzicielska",
                // A SIM's PIN and PUK lock the card in a phone or a router.
                "sim pin", "pin der sim", "sim karten pin", "pin de la sim", "pin della sim", "pin do sim", "puk",
                "puk code", "sim puk",
                // A wallet's payment PIN locks its spending: "Vahvista lataus lompakon PIN-koodilla".
                "wallet pin", "payment pin", "lompakon pin", "wallet-pin", "zahlungs pin", "pin du portefeuille",
                "pin de pago", "pin de pagamento", "betaalpincode",
                // An app's own PIN, which unlocks it on this phone ("Novo PIN" at "/pin-aplicativo").
                "app pin", "pin aplicativo", "pin do aplicativo", "pin do app", "pin de la app", "pin de l application",
                "pin dell app", "app-pin", "app-pincode", "pin-code van de app",
                // A Korean account's transfer PIN ("계좌 비밀번호(4자리)").
                "계좌 비밀번호", "계좌비밀번호", "출금계좌 비밀번호",
                // … and a payment PIN for points or a wallet ("결제 비밀번호", "支付密碼").
                "결제 비밀번호", "결제비밀번호", "支付密碼", "支付密码",
                "kindersicherung", "jugendschutz", "elternkontrolle", "controle parental", "control parental",
                // A streaming profile's lock ("Profielvergrendeling", "verrouillage du profil").
                "profielvergrendeling", "profielpincode", "profiel pincode", "verrouillage du profil",
                "bloqueo de perfil", "blocco del profilo", "bloqueio de perfil",
                // A PIN that opens a voicemail box or a payment card, changed on its own page ("Change
                // voicemail PIN", "Byt PIN-kod – Kort"): no account's password either.
                "voicemail pin", "voicemail", "voice mail pin", "mailbox pin", "card pin", "change card pin",
                "pin for your card", "byt pin kod", "kortets pin kod", "karten pin", "pin der karte",
                "pin de la carte", "pin de votre carte", "pin de la tarjeta", "pin do cartao", "pin della carta",
                "卡片密碼", "卡片密码",
                "profiel te openen", "om het profiel", "ouvrir le profil", "abrir el perfil", "profil zu offnen",
                "unlock the profile",
                "unlock this profile",
                "profilsperre", "profil pin", "profilpin", "프로필 잠금", "プロフィールロック",
                "controllo parentale", "ouderlijk toezicht", "kinderslot", "foraldrakontroll", "foreldrekontroll",
                "foraeldrekontrol", "bornesikring", "profillas", "lapsilukko",
                "rodicovska kontrola", "szuloi felugyelet", "родительский контроль", "батьківський контроль",
                "ebeveyn denetimi", "ebeveyn kontrolu", "家长控制", "家长监护", "家長監護", "ペアレンタルコントロール",
                "자녀 보호", "자녀보호", "kiem soat cua phu huynh", "kontrol orang tua", "γονικος ελεγχος",
                // A card's own PIN, which a bank's unlock form asks for ("Kart şifresi").
                "kart sifresi",
                // A SIM card's serial number, typed to activate or swap it.
                "iccid",
            ]
        ),
        (
            .deviceLink,
            [
                "shown on your tv", "on your tv", "on your television", "displayed on your screen",
                "shown on your screen", "link a tv", "link your tv", "link a device", "link your device",
                "activate your tv", "activate your device", "tv code", "device code", "smart tv",
                "streaming device", "auf deinem fernseher", "auf ihrem fernseher", "sur votre televiseur",
                "sur votre tv", "en tu televisor", "en tu tv", "na sua tv", "no seu televisor", "sul tuo televisore",
                "op je tv", "pa din tv", "na telewizorze", "テレビに表示", "电视上显示", "tv에 표시", "テレビと接続",
                "テレビで見る", "接続コード",
                // "Introduce el código que aparece en la pantalla de tu televisor".
                "appears on your tv", "appears on your screen", "appears on the device", "shown on the device",
                "pantalla de tu televisor", "aparece en la pantalla", "aparece en tu pantalla",
                "affiche sur votre televiseur", "auf dem bildschirm deines fernsehers", "aparece na tela",
                // "Connecter votre téléviseur", "l'écran de votre téléviseur, console ou boîtier".
                "votre televiseur", "du televiseur", "connecter votre tv",
            ]
        ),
        (
            .meeting,
            [
                "meeting id", "meeting number", "meeting passcode", "meeting password", "join a meeting",
                // A course's enrolment key (Moodle's "enrolpassword"): it joins the course.
                "enrolment key", "enrollment key", "enrolpassword", "course key", "κλειδι εγγραφης",
                "einschreibeschlussel", "cle d inscription", "chiave di iscrizione", "clave de matriculacion",
                "inschrijfsleutel", "klucz zapisu",
                "join meeting", "webinar id", "webinar passcode", "besprechungs id", "meeting kennung",
                "id de reunion", "id de la reunion", "id da reuniao", "id riunione", "الاجتماع", "اجتماع",
                "会议号", "会议密码", "會議號", "ミーティングid", "ミーティングパスコード", "회의 id", "회의 암호",
                "motes id", "mote id", "anslut till mote", "mødeid", "mode id", "kokous id", "id spotkania",
                // A quiz game's PIN and a parking zone's number: they join or pay for something too.
                // (Not "zonecode", a Korean postcode's name in Daum's address search.)
                "game pin", "pin do jogo", "pin del juego", "pin de juego", "spiel pin", "pin du jeu", "code du jeu",
                "codice di gioco", "spelpin", "kod gry", "zone code", "omradekode", "zonenummer",
                "zone number", "parking zone", "parkeringszone", "codigo de zona", "numero de zone", "codice zona",
            ]
        ),
        (
            .optional,
            [
                "optional", "facultatif", "facultative", "optionnel", "opcional", "facoltativo", "optioneel",
                "valfritt", "valgfritt", "valgfri", "valinnainen", "opcjonalnie", "nepovinne", "необязательно",
                "необов язково", "任意", "可选", "選填", "선택사항", "isteğe bağlı", "istege bagli",
                // "Kod e-skierowania … jeśli dotyczy": asked only when it applies.
                "if applicable", "jesli dotyczy", "falls zutreffend", "si corresponde", "le cas echeant",
                "se applicabile", "indien van toepassing", "om tillampligt",
            ]
        ),
        (
            .network,
            [
                "ssid", "network name", "wifi password", "wi fi password", "wifi key", "wi fi key", "wlan key",
                "wlan schlussel", "wlan netzwerkschlussel", "netzwerkschlussel", "network key", "wpa key",
                "pre shared key", "psk", "apn", "apn user", "apn password", "wifi jelszo", "wi fi jelszo",
                "halozati kulcs", "mot de passe wifi", "cle wifi", "cle de securite reseau", "clave wifi",
                "contrasena wifi", "contrasena de la red", "senha wifi", "senha da rede", "password wifi",
                "chiave di rete", "ключ сети", "пароль wi fi", "имя сети", "wifi 密码", "无线密码", "wi fi 비밀번호",
            ]
        ),
        (
            .identityNumber,
            [
                "personnummer", "fodselsnummer", "fødselsnummer", "henkilotunnus", "kennitala", "tc kimlik",
                "kimlik no",
                "kimlik numarasi", "numero fiscal", "cpf", "national id", "national identity", "nationalid",
                "رقم الهوية", "الهوية الوطنية", "emirates id", "aadhaar",
                "תעודת זהות", "מספר זהות", "dni", "cedula", "curp", "cnp", "isikukood",
                "asmens kodas", "personas kods", "rodne cislo", "егн", "cnic", "amka", "can cuoc", "주민등록번호",
                "身份证号", "身份證", "เลขบัตรประชาชน", "codice fiscale", "ssn", "social security",
            ]
        ),
        (
            .honeypot,
            [
                "leave this field blank", "leave this field empty", "leave this empty", "leave blank",
                "should be left unchanged", "should be left blank", "left unchanged", "for validation purposes",
                "if you are human", "if you re human", "do not fill this", "don t fill this", "bot trap",
                "dieses feld leer lassen", "feld leer lassen", "laissez ce champ vide", "ne pas remplir",
                "deja este campo vacio", "no rellenar", "deixe este campo em branco", "lasciare vuoto",
                "laat dit veld leeg", "не заполняйте", "nevyplnujte", "nevyplnajte", "nie wypelniaj",
                "ne toltse ki", "lascia vuoto", "deixe em branco", "non compilare", "nicht ausfullen", "niet invullen",
                "do not fill", "don t fill", "trap",
                // "Ponechte toto pole prázdné" (MailPoet's trap), "Pozostaw to pole puste".
                "ponechte toto pole prazdne", "nechte toto pole prazdne", "pozostaw to pole puste",
                "lasciare vuoto questo campo", "lassen sie dieses feld leer",
                // MailPoet's "Veuillez laisser ce champ vide".
                "laisser ce champ vide",
            ]
        ),
        (
            .consent,
            [
                "cookie*", "accept all", "reject all", "decline all", "tout accepter", "tout refuser",
                "alle akzeptieren", "alle ablehnen", "aceptar todo", "rechazar todo", "accetta tutto", "rifiuta tutto",
                "aceitar tudo", "rejeitar tudo", "alles accepteren", "alles weigeren", "acceptera alla",
                "godkann alla", "zaakceptuj wszystkie", "odrzuc wszystkie", "принять все", "отклонить все",
                "すべて同意", "全部接受", "모두 동의",
            ]
        ),
        (
            .singleSignOn,
            [
                "sso", "single sign on", "saml", "shibboleth", "wayf", "adfs", "home organization",
                "home organisation", "your organization", "your organisation", "kotiorganisaatio*",
                "hemorganisation", "heimatorganisation", "heimateinrichtung", "haka", "edugain",
                "シングルサインオン", "ssoで*", "单点登录", "單一登入", "smartcard", "smart card",
                // National e-IDs, the public services' identity providers (a button "Cl@ve", "idCAT
                // Mòbil", "Autenticar com Cartão de Cidadão", "Se connecter avec FranceConnect").
                "cl ve", "idcat", "dnie", "cartao de cidadao", "chave movel digital", "eidas", "bakq",
                "spid", "franceconnect", "digid", "mitid",
                // The Baltic and Icelandic ones ("Smart-ID", "Mobiil-ID", "ID-kaart", "eParaksts",
                // "Rafræn skilríki").
                "smart id", "mobiil id", "mobile id", "id kaart", "eparaksts", "latvija lv", "rafraen skilriki",
                // A company's e-ID in the Netherlands.
                "eherkenning",
            ]
        ),
        (
            .socialProvider,
            [
                "google", "facebook", "apple", "apple id", "microsoft", "github", "gitlab", "twitter", "linkedin",
                "yahoo", "amazon", "discord", "twitch", "steam", "tiktok", "instagram", "paypal", "line", "kakao",
                "kakaotalk", "naver", "wechat", "weixin", "微信", "qq", "weibo", "微博", "vk", "vkontakte",
                "вконтакте", "yandex", "яндекс", "mail ru", "ok ru", "одноклассники",
                // China's other accounts for signing in elsewhere: DingTalk, Feishu, Alipay, Taobao, Douyin.
                "dingtalk", "钉钉", "feishu", "飞书", "alipay", "支付宝", "taobao", "淘宝", "douyin", "抖音",
                "xbox", "playstation", "playstation network", "nintendo", "epic games",
                // Glued to the particle after it: "LINEでログイン", "Amazonアカウントでログイン", "Apple로
                // 로그인"; Korean names in Hangul.
                "lineで*", "appleで*", "googleで*", "amazonアカウント*", "apple로*", "google로*", "카카오", "네이버",
                "구글", "페이스북",
            ]
        ),
        (
            .recoveryContact,
            [
                // A backup, an alternate or a secondary address, in the words sites use for it (not
                // "recovery email": see the concept).
                "backup email", "backup e mail", "alternate email", "alternate e mail", "alternative email",
                "alternative e mail", "secondary email", "secondary e mail", "correo alternativo",
                "correo secundario", "e mail alternativo", "e mail secundario", "e mail de secours",
                "adresse e mail de secours", "adresse de secours", "e mail alternativa", "email alternativa",
                "zapasowy adres e mail", "резервный адрес", "резервная почта", "резервный e mail", "備用電子郵件",
                "備用信箱", "备用邮箱", "备用电子邮件", "予備のメールアドレス", "yedek e posta",
                "البريد الإلكتروني البديل", "البريد الاحتياطي", "อีเมลสำรอง",
                // An address the site writes to ("Correo electrónico para notificaciones").
                "email for notifications", "notification email", "correo electronico para notificaciones",
                "correo para notificaciones", "e mail para notificacoes", "e mail pour les notifications",
                "e mail fur benachrichtigungen",
            ]
        ),
        (
            .apiKey,
            [
                "api key", "apikey", "api token", "api secret", "personal access token", "access key id",
                "secret access key", "client secret", "webhook secret", "signing secret", "api schlussel",
                "api zugangsschlussel", "cle api", "cle d api", "clave api", "clave de api", "chave api",
                "chave de api", "chiave api", "api sleutel", "api nyckel", "api nokkel", "klucz api", "ключ api",
                "api ключ", "api キー", "apiキー", "api 密钥", "api 키",
                // An app password the site generated, shown once to copy ("Senha de app gerada").
                "generated app password", "senha de app gerada", "contrasena de aplicacion generada",
                "mot de passe d application genere", "generiertes app passwort",
            ]
        ),
        (
            .checkout,
            [
                "checkout", "check out", "place order", "complete order", "kasse", "zur kasse", "caisse", "kassa",
                "expresskassa", "kassen",
                "passer la commande", "finalizar compra", "finalizar pedido", "realizar pedido", "cassa",
                "procedi all ordine", "effettua ordine", "afrekenen", "do kasy", "оформление заказа",
                "оформить заказ", "结算", "提交订单", "購入手続き", "ご注文手続き", "주문하기", "결제하기",
                "siparisi tamamla", "thanh toan", "objednavka", "pokladna", "encomenda", "finalizar encomenda",
                // The cart the checkout starts from.
                "cart", "shopping cart", "basket", "warenkorb", "panier", "carrito", "carrinho", "carrello",
                "winkelwagen", "koszyk", "корзина", "購物車", "购物车", "カート", "장바구니", "sepet", "keranjang",
            ]
        ),
    ]

    /// Normalises a pattern and applies its word-boundary markers.
    static func compile(_ pattern: String) -> [UInt8] {
        var text = Substring(pattern)
        let openStart = text.hasPrefix("*")
        let openEnd = text.hasSuffix("*")
        text = text.drop { $0 == "*" }
        while text.hasSuffix("*") { text = text.dropLast() }
        var bytes = TextNormalizer.normalize(String(text))
        let anywhere = text.unicodeScalars.contains { $0.value >= 0x1100 }
        if openStart || anywhere { bytes.removeFirst() }
        if (openEnd || anywhere) && !bytes.isEmpty { bytes.removeLast() }
        return bytes
    }

    struct Entry: Sendable {
        var concept: Concept
        var pattern: String
    }

    static let entries: [Entry] = table.flatMap { concept, patterns in
        patterns.map { Entry(concept: concept, pattern: $0) }
    }

    static let automaton = KeywordAutomaton(keywords: entries.map { compile($0.pattern) })

    /// Per entry: a word that names whose attribute an identifier holds rather than the
    /// attribute itself, when another keyword follows it (`user_email`, `account_nickname`).
    static let isGenericObject: [Bool] = entries.map {
        $0.concept == .username
            && [
                "user", "usr", "account", "member", "customer", "login", "utilisateur", "usuario",
                "benutzer", "nutzer",
            ].contains($0.pattern)
    }
}
