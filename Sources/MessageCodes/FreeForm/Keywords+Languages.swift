/// Keywords of the languages added after the first fourteen: written from knowledge of how
/// banks, shops and services in each language word their messages, with the labels that mark
/// other numbers (orders, parcels, accounts, amounts, promotions, bookings) in the same words.
extension Keyword {
    static let dutch: [(String, Kind, Bool)] = [
        label("kvk", .reference, whole: true), label("btw", .reference, whole: true),
        label("productcode", .reference), label("sleutelkluis", .booking),
        label("is verlopen", .expired, .earlierInSentence), label("niet meer geldig", .expired, .earlierInSentence),
        label("ophaalcode", .orderOrTracking),
        // Instructions around the code ("Use 482913 to sign in").
        code("in te loggen", weak), code("om te bevestigen", weak), code("te verifiëren", weak),
        code("voer", weak, whole: true),
        code("verificatiecode", strong), code("bevestigingscode", strong), code("inlogcode", strong),
        code("beveiligingscode", strong), code("toegangscode", strong), code("activatiecode", strong),
        code("controlecode", strong), code("eenmalige code", strong), code("eenmalig wachtwoord", strong),
        code("sms-code", strong), code("smscode", strong), code("wachtwoord", weak), code("pincode", weak),
        label("bestelling", .orderOrTracking), label("bestelnummer", .orderOrTracking),
        label("ordernummer", .orderOrTracking), label("pakket", .orderOrTracking), label("zending", .orderOrTracking),
        label("volgnummer", .orderOrTracking), label("track & trace", .orderOrTracking),
        label("factuur", .reference), label("factuurnummer", .reference), label("klantnummer", .reference),
        label("dossiernummer", .reference), label("rekening", .cardDigits), label("rekeningnummer", .cardDigits),
        label("kaart", .cardDigits), label("pas", .cardDigits, whole: true), label("eindigend op", .cardDigits),
        label("eindigt op", .cardDigits),
        label("eindnummer", .cardDigits), label("betaalpas", .cardDigits), label("creditcard", .cardDigits),
        label("saldo", .amount), label("bedrag", .amount), label("betaling", .amount),
        label("kortingscode", .promoCode), label("korting", .promoCode), label("cadeaubon", .promoCode),
        label("cadeaukaart", .promoCode), label("tegoedbon", .promoCode), label("waardebon", .promoCode),
        label("actiecode", .promoCode), label("punten", .quantity, .preceding),
        label("bel", .phoneNumber, whole: true), label("telefoonnummer", .phoneNumber),
        label("boeking", .booking), label("boekingsnummer", .booking), label("reservering", .booking),
        label("reserveringsnummer", .booking), label("vlucht", .booking),
        label("bezorger", .handover, .both), label("koerier", .handover, .both), label("chauffeur", .handover, .both),
        label("uitnodiging", .promoCode, .both),
        code("aanmeldcode", strong), label("referentie", .reference),
        // A code expired or wrong ("Code 310942 is vervallen", "'code onjuist'"); a code asked for by what
        // it confirms ("Bevestig met 170354"); a modem's WPS PIN.
        label("is vervallen", .expired, .earlierInSentence), label("onjuist", .expired, .earlierInSentence),
        code("bevestig met", weak), label("wps-pin", .reference),
        code("bevestig je registratie", weak), label("onjuiste code", .expired), label("lidnummer", .reference),
        label("berichten als", .example),
        label("aanvraagnummer", .reference),
        // A network's name ("Netwerknaam GVN-7F21").
        label("netwerknaam", .reference),
        // A courier's handover code ("Afgiftecode: 7306"); a delivery address's postcode ("Leveringsadres:
        // Kerkstraat 14, 9712 BK"); a verification glued to its number ("Verificatie:820463").
        label("afgiftecode", .handover), label("leveringsadres", .reference), code("verificatie", normal, whole: true),
    ]

    static let swedish: [(String, Kind, Bool)] = [
        label("parkopplingskod", .reference), label("kontrollnummer", .reference),
        // The courier a code is handed to ("Budet kan be om kode 5521 ved overlevering").
        label("budet", .handover, .both, whole: true), label("chauffören", .handover, .both),
        code("engångsnyckel", strong),
        label("medlemsnummer", .reference), label("medlemsnr", .reference),
        // Instructions around the code ("Use 482913 to sign in").
        code("för att logga in", weak), code("logga in", weak), code("ange", weak, whole: true),
        code("kod", normal), code("verifieringskod", strong), code("verifikationskod", strong),
        code("bekräftelsekod", strong), code("engångskod", strong), code("säkerhetskod", strong),
        code("inloggningskod", strong), code("aktiveringskod", strong), code("engångslösenord", strong),
        code("sms-kod", strong), code("lösenord", weak), code("pinkod", weak),
        label("ordernummer", .orderOrTracking), label("beställning", .orderOrTracking),
        label("försändelse", .orderOrTracking), label("kollinummer", .orderOrTracking),
        label("spårningsnummer", .orderOrTracking), label("faktura", .reference), label("kundnummer", .reference),
        label("kontonummer", .cardDigits), label("kort", .cardDigits, whole: true), label("saldo", .amount),
        label("belopp", .amount), label("betalning", .amount), label("kr", .amount, .adjacent, whole: true),
        label("kr.", .amount, .adjacent), label("sek", .amount, .adjacent, whole: true),
        label("rabattkod", .promoCode), label("presentkort", .promoCode), label("kupong", .promoCode),
        label("poäng", .quantity, .preceding), label("minuter", .quantity, .preceding),
        label("ring", .phoneNumber, whole: true), label("bokning", .booking), label("bokningsnummer", .booking),
        label("flyg", .booking, whole: true), label("postnummer", .reference),
        label("har gått ut", .expired, .earlierInSentence), label("har löpt ut", .expired, .earlierInSentence),
        label("har redan använts", .expired, .earlierInSentence),
        // A SIM's PUK ("PUK-koden"), a case's number ("Ärendenummer 2024-5511").
        label("puk-kod", .reference), label("ärendenummer", .reference),
        // A bill's giro account ("Betala till bankgiro 5271-3308"); the control code BankID shows to
        // compare on screen, never typed ("Kontrollkod: 4921. Kontrollera att samma kod visas").
        label("bankgiro", .reference), label("plusgiro", .reference), label("kontrollkod", .reference),
        label("t.ex.", .example),
        // A code that did not work; the PIN given to the driver ("Uppge PIN 7382 för föraren").
        label("funkade inte", .expired, .earlierInSentence), label("för föraren", .handover, .earlierInSentence),
        label("till exempel", .example),
    ]

    static let norwegian: [(String, Kind, Bool)] = [
        label("koden til garasjen", .booking), label("garasje", .booking),
        label("budet", .handover, .both, whole: true), label("sjåfør", .handover, .both),
        label("overlevering", .handover, .both),
        code("engangsnøkkel", strong),
        label("medlemsnr", .reference), label("medlemsnummer", .reference),
        // Instructions around the code ("Use 482913 to sign in").
        code("for å logge inn", weak), code("logge inn", weak), code("skriv inn", weak),
        code("kode", normal), code("engangskode", strong), code("bekreftelseskode", strong),
        code("verifiseringskode", strong), code("verifikasjonskode", strong), code("sikkerhetskode", strong),
        code("innloggingskode", strong), code("aktiveringskode", strong), code("engangspassord", strong),
        code("passord", weak), code("pinkode", weak),
        label("bestilling", .orderOrTracking), label("ordrenummer", .orderOrTracking), label("pakke", .orderOrTracking),
        label("sending", .orderOrTracking, whole: true), label("sporingsnummer", .orderOrTracking),
        label("kundenummer", .reference), label("beløp", .amount), label("betaling", .amount),
        label("nok", .amount, .adjacent, whole: true), label("rabattkode", .promoCode), label("gavekort", .promoCode),
        label("poeng", .quantity, .preceding), label("minutter", .quantity, .preceding),
        label("bestillingsnummer", .booking), label("reservasjon", .booking), label("fly", .booking, whole: true),
        label("har utløpt", .expired, .earlierInSentence), label("er allerede brukt", .expired, .earlierInSentence),
        code("stadfestingskode", strong),
        label("ordrenr", .orderOrTracking),
    ]

    static let danish: [(String, Kind, Bool)] = [
        code("engangsnøgle", strong),
        label("buddet", .handover, .both, whole: true), label("chauffør", .handover, .both),
        // Instructions around the code ("Use 482913 to sign in").
        code("for at logge ind", weak), code("logge ind", weak), code("indtast", weak, whole: true),
        code("bekræftelseskode", strong), code("verifikationskode", strong), code("sikkerhedskode", strong),
        code("engangsadgangskode", strong), code("login-kode", strong), code("logonkode", strong),
        code("adgangskode", weak),
        label("ordre", .orderOrTracking), label("forsendelse", .orderOrTracking),
        label("pakkenummer", .orderOrTracking),
        label("beløb", .amount), label("dkk", .amount, .adjacent, whole: true), label("rabatkode", .promoCode),
        label("kupon", .promoCode), label("point", .quantity, .preceding, whole: true),
        label("bookingnummer", .booking), label("er udløbet", .expired, .earlierInSentence),
        label("er allerede brugt", .expired, .earlierInSentence), label("er nu brugt", .expired, .earlierInSentence),
        label("er brugt", .expired, .earlierInSentence), label("er forkert", .expired, .earlierInSentence),
        code("nøgle", weak, whole: true),
        label("ordrenr", .orderOrTracking),
        label("er nu ugyldig", .expired, .earlierInSentence),
        // A key box's code ("Nøgleboks-kode: 5260").
        label("nøgleboks", .booking),
    ]

    static let finnish: [(String, Kind, Bool)] = [
        code("kertakäyttöinen tunnusluku", strong), code("kertakäyttöinen koodi", strong),
        code("kertakäyttöinen salasana", strong),
        // Instructions around the code ("Use 482913 to sign in").
        code("kirjautuaksesi", weak), code("kirjautumiseen", weak), code("syötä", weak, whole: true),
        code("koodi", normal), code("vahvistuskoodi", strong), code("varmennuskoodi", strong),
        code("tunnistautumiskoodi", strong), code("tunnistuskoodi", strong), code("kirjautumiskoodi", strong),
        code("turvakoodi", strong), code("kertakäyttökoodi", strong),
        code("kertakäyttösalasana", strong), code("aktivointikoodi", strong), code("tekstiviestikoodi", strong),
        code("salasana", weak), code("pin-koodi", weak),
        label("tilaus", .orderOrTracking), label("tilausnumero", .orderOrTracking), label("paketti", .orderOrTracking),
        label("lähetys", .orderOrTracking), label("seurantakoodi", .orderOrTracking),
        label("seurantanumero", .orderOrTracking), label("lasku", .reference), label("asiakasnumero", .reference),
        label("tilinumero", .cardDigits), label("kortti", .cardDigits), label("summa", .amount),
        label("maksu", .amount), label("euroa", .amount, .preceding), label("alennuskoodi", .promoCode),
        label("alennus", .promoCode), label("lahjakortti", .promoCode), label("kuponki", .promoCode),
        label("pistettä", .quantity, .preceding), label("minuuttia", .quantity, .preceding),
        label("soita", .phoneNumber), label("puhelin", .phoneNumber), label("varaus", .booking),
        label("varausnumero", .booking), label("lento", .booking), label("postinumero", .reference),
        // A referral's code and its reward, later in the code's sentence ("Kun kaverisi käyttää
        // koodiasi MATTI7K2 …, saatte molemmat 10 €").
        label("kaverikoodi", .promoCode), label("suosituskoodi", .promoCode), label("noutokoodi", .orderOrTracking),
        label("saatte molemmat", .promoCode, .earlierInSentence),
        label("saatte kumpikin", .promoCode, .earlierInSentence),
        // A code no longer valid ("Koodi 550129 ei enää kelpaa").
        label("ei enää kelpaa", .expired, .earlierInSentence),
        label("esimerkiksi", .example), label("on jo käytetty", .expired, .earlierInSentence),
        label("kuljettajalle", .handover, .both),
        label("on vanhentunut", .expired, .earlierInSentence), label("vertailukoodi", .reference),
        label("palautuskoodi", .orderOrTracking),
    ]

    static let polish: [(String, Kind, Bool)] = [
        label("nip", .reference, whole: true), label("regon", .reference, whole: true),
        label("krs", .reference, whole: true),
        label("kod produktu", .reference), label("kod parowania", .reference),
        code("kod do zalogowania", strong),
        // Instructions around the code ("Use 482913 to sign in").
        code("aby się zalogować", weak), code("zalogować", weak), code("wpisz", weak, whole: true),
        code("wprowadź", weak, whole: true),
        code("kod weryfikacyjny", strong), code("kod potwierdzający", strong), code("kod autoryzacyjny", strong),
        code("kod sms", strong), code("kod jednorazowy", strong), code("kod dostępu", strong),
        code("kod aktywacyjny", strong), code("kod zabezpieczający", strong), code("kod logowania", strong),
        code("kod do logowania", strong), code("hasło jednorazowe", strong), code("hasło sms", strong),
        // A numbered password of a bank's list is one-time ("Hasło nr 3", "Haslo nr1").
        code("hasło", normal), code("hasło nr", strong), code("smskod", strong), code("kodsms", strong),
        label("zamówieni", .orderOrTracking), label("przesyłk", .orderOrTracking), label("paczk", .orderOrTracking),
        label("numer przesyłki", .orderOrTracking), label("kod odbioru", .orderOrTracking), label("faktur", .reference),
        label("numer klienta", .reference),
        label("rachunek", .cardDigits), label("rach", .cardDigits, whole: true), label("rachunku", .cardDigits),
        label("rach.", .cardDigits),
        label("kart", .cardDigits), label("kwot", .amount), label("przelew", .amount), label("płatnoś", .amount),
        label("pln", .amount, .adjacent, whole: true), label("zł", .amount, .adjacent, whole: true),
        label("kod rabatowy", .promoCode), label("rabat", .promoCode), label("bon", .promoCode, whole: true),
        label("minut", .quantity, .preceding), label("zadzwoń", .phoneNumber), label("infolini", .phoneNumber),
        label("rezerwacj", .booking), label("kod pocztowy", .reference),
        label("kurier", .handover, .both), label("kierowc", .handover, .both),
        label("zaproszeni", .promoCode, .both), label("polecając", .promoCode, .both),
        // "Kod SMS 551903 … stracił ważność": a spent code.
        label("stracił ważność", .expired, .earlierInSentence), label("utracił ważność", .expired, .earlierInSentence),
        label("wygasł", .expired, .earlierInSentence),
        // "Transakcja nr 77120493", "Numer zgłoszenia: 88103245": a transaction's or a case's number.
        label("nr", .reference, whole: true), label("transakcj", .reference), label("zgłoszeni", .reference),
        label("został użyty", .expired, .earlierInSentence),
        // A gate's or a door's code ("kod do bramy to 2580").
        label("do bramy", .booking), label("do drzwi", .booking), label("do domofonu", .booking),
        // An example ("kod BLIK, np. 123456"); a meeting's and a ticket's codes; the code given to the
        // courier ("Podaj kod 7281 dostawcy"); a code the reader says is wrong ("pisze że błędny").
        label("np.", .example, whole: true), label("kod spotkania", .reference), label("kod biletu", .reference),
        label("dostawcy", .handover, .both), label("błędny", .expired, .earlierInSentence),
        // A key safe, a parking code, a text to send for a contest, a code
        // refused or replaced ("błędny kod SMS (882104)", "Poprzedni kod (338104) jest już nieważny").
        label("kod do sejfu", .booking), label("kod parkowania", .booking),
        label("o treści", .reference), label("błędny kod", .expired),
        label("jest już nieważny", .expired, .earlierInSentence),
        code("kod do wypłaty", strong), code("kod do wyplaty", strong), label("kod do kłódki", .reference),
        label("kod do klodki", .reference),
        label("został już użyty", .expired, .earlierInSentence),
        label("zostal juz uzyty", .expired, .earlierInSentence),
        code("bez karty", weak),
    ]

    static let czech: [(String, Kind, Bool)] = [
        label("kód dokladu", .reference), label("kód rezervace", .booking), label("výdejní kód", .orderOrTracking),
        label("ičo", .reference, whole: true), label("dič", .reference, whole: true),
        label("kód produktu", .reference),
        // Instructions around the code ("Use 482913 to sign in").
        code("pro přihlášení", weak), code("k přihlášení", weak), code("zadejte", weak, whole: true),
        code("ověřovací kód", strong), code("potvrzovací kód", strong), code("autorizační kód", strong),
        code("přihlašovací kód", strong), code("jednorázový kód", strong), code("jednorázové heslo", strong),
        code("bezpečnostní kód", strong), code("aktivační kód", strong), code("heslo", weak),
        label("objednávk", .orderOrTracking), label("zásilk", .orderOrTracking), label("balík", .orderOrTracking),
        label("sledování", .orderOrTracking), label("účet", .cardDigits), label("účtu", .cardDigits),
        label("zůstatek", .amount), label("částk", .amount), label("platba", .amount),
        label("kč", .amount, .adjacent, whole: true), label("czk", .amount, .adjacent, whole: true),
        label("slevový kód", .promoCode), label("slev", .promoCode), label("poukaz", .promoCode),
        label("volejte", .phoneNumber), label("rezervac", .booking), label("psč", .reference),
        // The driver's forms as whole words: folded, "ridic" would take Romanian "ridicare" (pickup).
        label("kurýr", .handover, .both), label("řidič", .handover, .both, whole: true),
        label("řidiči", .handover, .both, whole: true), label("řidiče", .handover, .both, whole: true),
        label("řidičem", .handover, .both, whole: true), label("řidičovi", .handover, .both, whole: true),
        // A holiday let's door ("Kód ke vstupním dveřím: 4821#").
        label("ke vstupním dveřím", .booking), label("kód ke dveřím", .booking), label("kód od dveří", .booking),
        label("vstupní kód", .booking),
        // "Objednávka č. 481903722", "eRecept": a numbered thing, a prescription's code.
        label("č.", .reference),
        label("kód jízdenky", .booking), label("již není platný", .expired, .earlierInSentence),
        code("kód pro ověření", strong), label("kód pro kontrolu", .reference), label("párovací", .reference),
        label("zasedačk", .booking), label("od branky", .booking), label("od brány", .booking),
        // The PIN told at the handover ("Při předání mu sdělte PIN 4821"); a box's opening PIN; an
        // example ("kód jako 123456"); a meeting's code; a code asked for by what it verifies ("Použijte
        // 385 772 k ověření").
        label("při předání", .handover), label("pro otevření", .orderOrTracking), label("kód jako", .example),
        label("kód schůzky", .reference), code("k ověření", weak),
        label("nesprávný", .expired), label("např.", .example), label("například", .example),
        label("doručovateli", .handover, .both),
        label("byl již použit", .expired, .earlierInSentence),
        // An example ("kód typu 123456"); a code whose validity ran out ("… kódu 559021 vypršela");
        // a router's WPS PIN.
        label("kód typu", .example), label("vypršela", .expired, .earlierInSentence), label("pro wps", .reference),
    ]

    static let slovak: [(String, Kind, Bool)] = [
        // Instructions around the code ("Use 482913 to sign in").
        code("na prihlásenie", weak), code("pre prihlásenie", weak), code("zadajte", weak, whole: true),
        code("overovací kód", strong), code("potvrdzovací kód", strong), code("autorizačný kód", strong),
        code("prihlasovací kód", strong), code("jednorazový kód", strong), code("jednorazové heslo", strong),
        code("bezpečnostný kód", strong), code("aktivačný kód", strong),
        label("zásielk", .orderOrTracking), label("zostatok", .amount), label("suma", .amount, whole: true),
        label("zľavový kód", .promoCode), label("zľav", .promoCode), label("poukážk", .promoCode),
        label("volajte", .phoneNumber),
        // "Potvrdenie rezervácie č. 58213047", "Kód eReceptu: 8H3K-77MQ".
        label("č.", .reference), label("rezerváci", .booking), label("zľavu", .promoCode, .earlierInSentence),
        code("kód na potvrdenie", strong), code("kód pre potvrdenie", strong), code("kód", normal),
        label("kód na otvorenie", .orderOrTracking), code("kód na overenie", strong), label("párovacie", .reference),
        // A code already used ("Kód 771203 už bol použitý").
        label("už bol použitý", .expired, .earlierInSentence),
        label("nesprávny", .expired), label("napr.", .example), label("napríklad", .example),
        // A PIN for the driver; a signature's code ("Podpisový kód k zmluve").
        label("pre vodiča", .handover, .both), code("podpisový kód", strong),
    ]

    static let hungarian: [(String, Kind, Bool)] = [
        label("eseményazonosító", .reference), code("megerősítéséhez", weak),
        // A holiday let's key box; a university's student code ("Neptun-kód").
        label("kulcsdoboz", .booking), label("kulcsszéf", .booking), label("neptun-kód", .reference),
        label("neptun kód", .reference),
        // Instructions around the code ("Use 482913 to sign in").
        code("a bejelentkezéshez", weak), code("bejelentkezéshez", weak), code("add meg", weak), code("adja meg", weak),
        code("kód", normal), code("ellenőrző kód", strong), code("megerősítő kód", strong),
        code("azonosító kód", strong), code("biztonsági kód", strong), code("egyszer használatos kód", strong),
        code("egyszeri kód", strong), code("egyszeri jelszó", strong), code("belépési kód", strong),
        // "jelszó", "jelszava" (its possessive), "jelszót".
        code("egyszer használatos jelsz", strong), code("egyszeri jelsz", strong),
        code("aktiváló kód", strong), code("jelszó", weak), code("jelszava", weak),
        label("rendelés", .orderOrTracking), label("csomag", .orderOrTracking), label("küldemény", .orderOrTracking),
        label("nyomkövetési", .orderOrTracking), label("számla", .reference), label("ügyfélszám", .reference),
        label("kártya", .cardDigits), label("egyenleg", .amount), label("összeg", .amount), label("fizetés", .amount),
        label("ft", .amount, .adjacent, whole: true), label("huf", .amount, .adjacent, whole: true),
        label("kuponkód", .promoCode), label("kedvezmény", .promoCode), label("ajándékkártya", .promoCode),
        label("pont", .quantity, .preceding, whole: true), label("hívja", .phoneNumber), label("foglalás", .booking),
        label("járat", .booking), label("irányítószám", .reference),
        // "Azonosító: 77-40918" (an identifier, unless a code's "azonosító kód"); a parcel's
        // collection code.
        label("azonosító", .reference, whole: true), label("átvételi kód", .orderOrTracking),
        label("futárnak", .handover, .both), label("felhasználásra került", .expired, .earlierInSentence),
        // A code expired or refused ("(384120) lejárt", "azt írja hibás"); an example ("(pl. 123456)"); a
        // courier's code at the door ("Az átvételhez add meg neki"); a parcel sent from a machine
        // ("Feladáshoz szükséges kód"); a group's invitation ("Csatlakozási kód"); a short number to text
        // ("küldje el az 1220-ra").
        label("lejárt", .expired, .earlierInSentence), label("hibás", .expired, .earlierInSentence),
        label("(pl.", .example), label("átvételhez", .handover), label("feladáshoz", .orderOrTracking),
        label("csatlakozási kód", .promoCode), label("küldje el", .phoneNumber),
        label("például", .example), label("futár számára", .handover, .both),
        // A sign-in code ("Bejelentkezési kód"); a gate's code ("Kapukód: 5906").
        code("bejelentkezési kód", strong), label("kapukód", .booking),
    ]

    static let romanian: [(String, Kind, Bool)] = [
        label("cod mandat", .reference),
        label("cutiei cu chei", .booking), label("cutia cu chei", .booking), label("cod bilet", .booking),
        label("cod programare", .booking), label("codul programării", .booking),
        // A code handed to the courier ("Codul de predare pentru curier este 4582").
        label("cod de predare", .handover), label("codul de predare", .handover),
        label("pentru curier", .handover, .both),
        // Instructions around the code ("Use 482913 to sign in").
        code("pentru autentificare", weak), code("pentru a te autentifica", weak),
        code("introduceți", weak, whole: true), code("introdu", weak, whole: true),
        // Whole, with its inflections ("codul", "codului", "coduri"): not the start of "codex".
        code("cod", normal, whole: true), code("codul", normal), code("coduri", normal),
        code("cod de verificare", strong), code("cod de confirmare", strong),
        code("cod de autentificare", strong), code("cod de securitate", strong), code("cod de acces", strong),
        code("cod de activare", strong), code("cod unic", strong), code("parolă unică", strong),
        code("parola de unică folosință", strong), code("parolă", weak),
        label("comandă", .orderOrTracking), label("comanda", .orderOrTracking), label("comenzi", .orderOrTracking),
        label("colet", .orderOrTracking), label("expedier", .orderOrTracking), label("awb", .orderOrTracking),
        label("contul", .cardDigits), label("cont", .cardDigits, whole: true), label("sold", .amount, whole: true),
        label("suma", .amount), label("plată", .amount), label("plata", .amount),
        label("lei", .amount, .adjacent, whole: true), label("ron", .amount, .adjacent, whole: true),
        label("cod promoțional", .promoCode), label("cod de reducere", .promoCode), label("reducere", .promoCode),
        label("puncte", .quantity, .preceding), label("minute", .quantity, .preceding, whole: true),
        label("sunați", .phoneNumber), label("rezervare", .booking), label("zbor", .booking),
        label("cod poștal", .reference), label("cod client", .reference), label("loc de consum", .reference),
        label("codul de ridicare", .orderOrTracking), label("cod de ridicare", .orderOrTracking),
        label("codul de configurare", .reference), label("cod de configurare", .reference),
        code("codul de verificare", strong), code("codul de confirmare", strong),
        label("deja utilizat", .expired, .earlierInSentence), label("deja folosit", .expired, .earlierInSentence),
        label("cod cerere", .reference),
        // A code that expired; an example ("(de ex. 123456)").
        label("a expirat", .expired, .earlierInSentence), label("de ex.", .example),
        label("codul de livrare", .handover), label("cod de livrare", .handover), label("curierului", .handover, .both),
        code("codul de activare", strong), code("codul tău de activare", strong), label("locul de consum", .reference),
        label("cod greșit", .expired),
        // An example ("de exemplu: 123456"); an invitation's code.
        label("de exemplu", .example), label("codul tău de invitație", .promoCode),
    ]

    static let greek: [(String, Kind, Bool)] = [
        label("κωδικός κράτησης", .booking), label("κωδικό κράτησης", .booking),
        // Greeklish, as Greek banks write SMS in Latin letters: "O kwdikos sas einai 729104".
        code("kwdiko", normal), code("kodiko", normal),
        // Instructions around the code ("Use 482913 to sign in").
        code("για σύνδεση", weak), code("για να συνδεθείτε", weak), code("εισάγετε", weak, whole: true),
        code("κωδικό", normal), code("κώδικα", normal), code("κωδικός επαλήθευσης", strong),
        code("κωδικό επαλήθευσης", strong), code("κωδικός επιβεβαίωσης", strong), code("κωδικός ασφαλείας", strong),
        code("κωδικός μιας χρήσης", strong), code("κωδικός μίας χρήσης", strong), code("κωδικός ενεργοποίησης", strong),
        code("κωδικός σύνδεσης", strong), code("κωδικός πρόσβασης", weak), code("συνθηματικό", weak),
        label("παραγγελί", .orderOrTracking), label("δέμα", .orderOrTracking), label("αποστολ", .orderOrTracking),
        label("αριθμός παρακολούθησης", .orderOrTracking), label("τιμολόγι", .reference),
        label("λογαριασμ", .cardDigits), label("κάρτ", .cardDigits), label("υπόλοιπο", .amount),
        label("ποσό", .amount), label("πληρωμ", .amount), label("ευρώ", .amount, .preceding),
        label("κουπόνι", .promoCode), label("εκπτωτικός κωδικός", .promoCode), label("έκπτωσ", .promoCode),
        label("πόντους", .quantity, .preceding), label("λεπτά", .quantity, .preceding), label("καλέστε", .phoneNumber),
        label("τηλέφων", .phoneNumber), label("κράτησ", .booking), label("πτήσ", .booking),
        label("ταχυδρομικός κώδικας", .reference), label("κωδικός πελάτη", .reference),
        label("κωδικός παραλαβής", .orderOrTracking),
        label("κωδικό πελάτη", .reference),
        code("πληκτρολογήστε", weak, whole: true),
        label("κωδικός αιτήματος", .reference),
        // An example ("κωδικό όπως 123456"); a code that expired; the code given or told to a courier or a
        // driver ("δώστε στον", "Πες του", "Ο διανομέας θα σου ζητήσει").
        label("όπως", .example), label("έληξε", .expired, .earlierInSentence), label("δώστε στον", .handover),
        label("πες του", .handover), label("διανομέας", .handover, .both),
        label("έχει λήξει", .expired, .earlierInSentence), label("στον οδηγό", .handover, .both),
        label("κωδικό συμβάντος", .reference),
        label("δώσε στον", .handover),
        // Codes of other kinds in e-mails: a delivery's for the courier, a locker's, a return's pickup, an
        // application's, a referral's; a reference number beside a code; a previous code cancelled, an
        // invalid or used one; a service contract's number.
        label("κωδικός παράδοσης", .handover), label("pin παράδοσης", .handover),
        label("στον διανομέα", .handover, .both),
        label("κωδικός ξεκλειδώματος", .orderOrTracking), label("κωδικό παραλαβής", .orderOrTracking),
        label("κωδικός αίτησης", .reference), label("κωδικό σύστασης", .promoCode),
        label("αριθμός αναφοράς", .reference),
        label("ο προηγούμενος κωδικός", .expired), label("ακυρώθηκε", .expired, .earlierInSentence),
        label("δεν είναι έγκυρος", .expired, .earlierInSentence),
        label("έχει ήδη χρησιμοποιηθεί", .expired, .earlierInSentence), label("αριθμός σύμβασης", .reference),
    ]

    static let ukrainian: [(String, Kind, Bool)] = [
        label("код від дверей", .booking), label("код від під'їзду", .booking),
        // A company's registration and tax numbers in an e-mail's footer ("Код ЄДРПОУ 43812076").
        label("код єдрпоу", .reference), label("єдрпоу", .reference), label("іпн", .reference, whole: true),
        label("поштомат", .orderOrTracking),
        // Instructions around the code ("Use 482913 to sign in").
        code("для входу", weak), code("введіть", weak, whole: true),
        code("код підтвердження", strong), code("код перевірки", strong), code("код доступу", strong),
        code("код для входу", strong), code("одноразовий код", strong), code("одноразовий пароль", strong),
        code("код авторизації", strong), code("код верифікації", strong), code("код безпеки", strong),
        label("недійсний", .expired, .earlierInSentence), label("вже використаний", .expired, .earlierInSentence),
        label("замовлен", .orderOrTracking), label("посилк", .orderOrTracking), label("відправлен", .orderOrTracking),
        label("накладн", .orderOrTracking), label("ттн", .orderOrTracking, whole: true),
        label("рахун", .cardDigits), label("картк", .cardDigits), label("сума", .amount), label("залишок", .amount),
        label("грн", .amount, .adjacent, whole: true), label("uah", .amount, .adjacent, whole: true),
        label("знижк", .promoCode), label("хвилин", .quantity, .preceding), label("зателефонуйте", .phoneNumber),
        label("бронюванн", .booking),
        label("кур'єр", .handover, .both), label("водій", .handover, .both), label("водієві", .handover, .both),
        // "Ваш код 5521 вже використано", "Номер звернення: 74119".
        label("вже використано", .expired, .earlierInSentence), label("використано", .expired, .earlierInSentence),
        label("номер звернення", .reference), label("звернення", .reference),
        label("код запрошення", .promoCode), label("код сполучення", .reference), label("код послуги", .reference),
        label("код видачі", .orderOrTracking), code("відновлення пароля", weak),
        // A code no longer valid; a guest's code at the door; a parking session's code; the code named to
        // the pharmacist.
        label("більше не дійсний", .expired, .earlierInSentence), label("гостьовий код", .booking),
        label("код сесії", .reference), label("фармацевту", .handover, .both),
        // An example ("(наприклад, 123456)"), a wrong code, a locker's cell; "Підтвердження
        // номера: 338107" (a code).
        label("наприклад", .example), label("невірний код", .expired),
        label("відкриття комірки", .orderOrTracking), code("підтвердження номера", normal),
        label("код виїзду", .booking),
        label("на кшталт", .example),
        // A code whose time ran out ("Термін дії коду 304917 минув").
        label("минув", .expired, .earlierInSentence),
    ]

    // Hebrew, Persian, Urdu and Thai keywords match anywhere (prefixes and particles attach to
    // words, and Thai has no spaces); the longer keyword hides the shorter inside it ("מיקוד",
    // a postal code, hides "קוד").
    static let hebrew: [(String, Kind, Bool)] = [
        label("קוד לשער", .booking), label("קוד לדלת", .booking), label("כספת המפתחות", .booking),
        // A prescription's, a number port's, a device's and an offer's codes, a card's permanent PIN.
        label("קוד מרשם", .reference), label("קוד ניוד", .reference), label("קוד ההתאמה", .reference),
        label("קוד ההצעה", .promoCode), label("הקוד הסודי הקבוע", .reference),
        label("מזהה פגישה", .reference), label("קוד איסוף", .orderOrTracking),
        // Instructions around the code ("Use 482913 to sign in").
        code("להתחברות", weak), code("הזן", weak, whole: true), code("הזינו", weak, whole: true),
        code("קוד", normal), code("קוד אימות", strong), code("קוד האימות", strong), code("קוד אישור", strong),
        code("קוד חד פעמי", strong), code("קוד חד-פעמי", strong), code("קוד כניסה", strong),
        code("קוד הכניסה", strong), code("קוד גישה", strong), code("קוד הזדהות", strong), code("קוד סודי", normal),
        code("סיסמה חד פעמית", strong), code("סיסמ", weak),
        label("הזמנה", .orderOrTracking), label("הזמנת", .orderOrTracking), label("משלוח", .orderOrTracking),
        label("חבילה", .orderOrTracking), label("מעקב", .orderOrTracking), label("חשבונית", .reference),
        label("חשבון", .cardDigits), label("כרטיס", .cardDigits), label("יתרה", .amount), label("סכום", .amount),
        label("תשלום", .amount), label("ש\"ח", .amount, .adjacent), label("שקל", .amount, .preceding),
        label("קופון", .promoCode), label("קוד קופון", .promoCode), label("קוד הנחה", .promoCode),
        label("הנחה", .promoCode), label("שובר", .promoCode), label("נקודות", .quantity, .preceding),
        label("דקות", .quantity, .preceding), label("התקשר", .phoneNumber), label("טלפון", .phoneNumber),
        label("טיסה", .booking), label("מיקוד", .reference),
        label("כבר נוצל", .expired, .earlierInSentence),
        label("כרטיס המתנה", .promoCode), label("כרטיס מתנה", .promoCode),
        label("קוד המסירה", .handover), label("לשליח", .handover, .both),
        // An example ("קוד כמו 123456"); a code expired, wrong or replaced ("פג תוקף", "(4412) שגוי",
        // "אינו בתוקף עוד"); a car park's exit code; the code handed to the driver ("מסור לנהג").
        label("קוד כמו", .example), label("פג תוקף", .expired, .earlierInSentence),
        label("שגוי", .expired, .earlierInSentence), label("אינו בתוקף עוד", .expired, .earlierInSentence),
        label("קוד יציאה", .booking), label("מסור לנהג", .handover),
        label("קוד הבניין", .reference), label("קוד היציאה", .booking), label("קוד למימוש", .promoCode),
        label("קוד לאיסוף", .orderOrTracking),
        label("קוד הזמנה", .booking),
        // An invitation's code, a remote's pairing code, an insurance agent's code.
        label("קוד ההזמנה", .promoCode), label("קוד הצימוד", .reference), label("קוד סוכן", .reference),
    ]

    static let persian: [(String, Kind, Bool)] = [
        // Persian in Latin letters ("Ramze pouya: 58203917").
        code("ramze pouya", strong), code("ramz pouya", strong), code("ramze yekbar masraf", strong),
        code("code taeid", strong), code("kode taeid", strong),
        label("کد پیگیری", .orderOrTracking),
        label("کد تحویل", .handover), label("مامور", .handover, .both), label("پیک", .handover, .both),
        // Instructions around the code ("Use 482913 to sign in").
        code("برای ورود", weak), code("وارد کنید", weak),
        code("کد", normal), code("کد تایید", strong), code("کد تأیید", strong), code("کد ورود", strong),
        code("کد فعال سازی", strong), code("کد فعالسازی", strong), code("کد امنیتی", strong),
        code("کد یکبار مصرف", strong), code("رمز یکبار مصرف", strong), code("رمز پویا", strong),
        code("کد اعتبارسنجی", strong), code("کد احراز هویت", strong), code("کد تاییدیه", strong),
        code("رمز عبور", weak),
        // A prepaid top-up's PIN and its serial number ("رمز شارژ", "سریال").
        label("رمز شارژ", .promoCode), label("سریال", .reference),
        label("رمز ارز", .reference), label("رمز-ارز", .reference), label("رمزارز", .reference),
        label("سفارش", .orderOrTracking), label("مرسوله", .orderOrTracking), label("کد رهگیری", .orderOrTracking),
        label("سفارش شما با کد", .orderOrTracking), label("کد سفارش", .orderOrTracking),
        label("شماره پیگیری", .reference), label("پیگیری", .reference), label("فاکتور", .reference),
        label("کارت", .cardDigits), label("موجودی", .amount), label("تومان", .amount, .preceding),
        label("برداشت", .amount), label("واریز", .amount), label("کد تخفیف", .promoCode), label("تخفیف", .promoCode),
        label("امتیاز", .quantity), label("دقیقه", .quantity, .preceding), label("تماس", .phoneNumber),
        label("تلفن", .phoneNumber), label("پشتیبانی", .phoneNumber), label("رزرو", .booking), label("پرواز", .booking),
        label("کد پستی", .reference),
        // A group's code in an invitation ("کد گروه: 982145").
        label("کد گروه", .reference),
        // A device's pairing code, a bank's branch, a ride's number, a national ID.
        label("کد جفت", .reference), label("شعبه", .reference), label("کد سفر", .booking), label("کد ملی", .reference),
        // An example in a warning ("کدی مانند 000000"); a parcel's receipt code shown at the counter.
        label("کدی مانند", .example), label("کد دریافت", .orderOrTracking),
        // A code expired or invalid ("کد ۵۸۲۹۱ منقضی شده است", "میگه نامعتبره"); a referral's, a
        // ticket's and a lab's admission codes; a smart box's opening code; a gym gate's code.
        label("منقضی شده", .expired, .earlierInSentence), label("نامعتبره", .expired, .earlierInSentence),
        label("کد معرف", .promoCode), label("کد بلیت", .reference), label("کد پذیرش", .reference),
        label("کد باز کردن", .orderOrTracking), label("ورود به گیت", .booking),
        // A user name given with a first password; a code refused ("زد کد اشتباهه", "نادرست است"); a
        // hotel's Wi-Fi and door codes; a locker's pick-up code; a remittance ("حواله شما با کود");
        // Instagram's "از 381 520 برای تأیید حساب … استفاده کنید".
        label("نام کاربری", .reference), label("اشتباهه", .expired, .earlierInSentence),
        label("نادرست است", .expired, .earlierInSentence), label("رمز وای‌فای", .reference),
        label("رمز وای فای", .reference), label("کد درب", .reference), label("کد برداشت", .orderOrTracking),
        label("حواله", .reference), code("برای تأیید حساب", normal),
        label("کد نوبت", .booking),
        // A subscription's number ("شماره اشتراک: ۸۸۲۱۰۴۹").
        label("شماره اشتراک", .reference),
    ]

    static let urdu: [(String, Kind, Bool)] = [
        label("ہینڈ اوور کوڈ", .handover), label("رائیڈر کو", .handover, .both),
        label("ہیلپ لائن", .phoneNumber),
        // Instructions around the code ("Use 482913 to sign in").
        code("لاگ ان کرنے کے لیے", weak),
        code("کوڈ", normal), code("تصدیقی کوڈ", strong), code("تصدیق کوڈ", strong), code("او ٹی پی", strong),
        code("ون ٹائم پاس ورڈ", strong), code("خفیہ کوڈ", normal), code("پاس ورڈ", weak),
        code("ون ٹائم پن", strong), code("ون ٹائم کوڈ", strong),
        label("آرڈر", .orderOrTracking), label("پارسل", .orderOrTracking), label("ٹریکنگ", .orderOrTracking),
        label("اکاؤنٹ", .cardDigits), label("کارڈ", .cardDigits), label("بیلنس", .amount), label("رقم", .amount),
        label("روپے", .amount, .preceding), label("کوپن", .promoCode), label("رعایت", .promoCode),
        label("ڈسکاؤنٹ", .promoCode), label("منٹ", .quantity, .preceding), label("کال کریں", .phoneNumber),
        label("فون", .phoneNumber), label("بکنگ", .booking),
        // An example in a warning ("کوڈ (مثلاً 123456)"); the OTP told to a rider ("rider ko OTP 4402
        // batayein").
        label("مثلاً", .example), label("rider ko", .handover),
        // Sindhi, which has no table of its own, writes the code word with its own letter
        // ("تصديقي ڪوڊ 880314", "لاگ ان ڪوڊ").
        code("ڪوڊ", normal), code("تصديقي ڪوڊ", strong), code("لاگ ان ڪوڊ", strong),
        // Roman Urdu: a code already used or expired ("istemal ho chuka", "expire ho chuka"), an example
        // ("(jaise 123456)").
        label("istemal ho chuka", .expired, .earlierInSentence), label("expire ho chuka", .expired, .earlierInSentence),
        label("(jaise", .example),
        // A number to call, before the verb ("0800-32524 par call karein").
        label("par call", .phoneNumber, .preceding),
        // A parcel's pickup code (Punjabi in Shahmukhi, "پک اپ کوڈ"), a prize scam's code, a rider to hand a
        // code to (Sindhi "رائيڊر کي").
        label("پک اپ کوڈ", .orderOrTracking), label("انعامی کوڈ", .promoCode), label("رائيڊر کي", .handover, .both),
    ]

    static let thai: [(String, Kind, Bool)] = [
        label("รหัสรับพัสดุ", .orderOrTracking),
        label("รหัสการจอง", .booking),
        // Instructions around the code ("Use 482913 to sign in").
        code("เพื่อเข้าสู่ระบบ", weak),
        code("รหัส", normal), code("โค้ด", normal), code("รหัสยืนยัน", strong), code("รหัสยืนยันตัวตน", strong),
        code("รหัสผ่านแบบใช้ครั้งเดียว", strong), code("รหัสผ่านครั้งเดียว", strong), code("รหัสเข้าสู่ระบบ", strong),
        code("รหัสความปลอดภัย", strong), code("รหัสตรวจสอบ", strong), code("รหัสผ่าน", weak),
        label("รหัสอ้างอิง", .reference), label("อ้างอิง", .reference), label("คำสั่งซื้อ", .orderOrTracking),
        label("พัสดุ", .orderOrTracking), label("ติดตาม", .orderOrTracking), label("บัญชี", .cardDigits),
        label("บัตร", .cardDigits), label("ยอดเงิน", .amount), label("จำนวนเงิน", .amount), label("ยอด", .amount),
        label("บาท", .amount, .preceding), label("thb", .amount, .adjacent, whole: true), label("คูปอง", .promoCode),
        label("โค้ดส่วนลด", .promoCode), label("ส่วนลด", .promoCode, .both), label("คะแนน", .quantity),
        label("แต้ม", .quantity, .preceding), label("นาที", .quantity, .preceding), label("โทร", .phoneNumber),
        label("การจอง", .booking), label("เที่ยวบิน", .booking),
        label("รหัสกลุ่ม", .reference),
        // "ปีภาษี 2567", "พ.ศ. 2567": a year of the Buddhist era.
        label("ปีภาษี", .date), label("พ.ศ.", .date),
        // A month's abbreviation before its year ("เม.ย. 2568").
        label("ม.ค.", .date, .adjacent), label("ก.พ.", .date, .adjacent), label("มี.ค.", .date, .adjacent),
        label("เม.ย.", .date, .adjacent), label("พ.ค.", .date, .adjacent), label("มิ.ย.", .date, .adjacent),
        label("ก.ค.", .date, .adjacent), label("ส.ค.", .date, .adjacent), label("ก.ย.", .date, .adjacent),
        label("ต.ค.", .date, .adjacent), label("พ.ย.", .date, .adjacent), label("ธ.ค.", .date, .adjacent),
        // A door's and a device's codes, a friend's referral code, a call centre, a rider.
        label("รหัสประตู", .booking), label("รหัสจับคู่", .reference), label("รหัสแนะนำ", .promoCode),
        label("รหัสลูกค้า", .reference),
        label("คอลเซ็นเตอร์", .phoneNumber), label("ไรเดอร์", .handover, .both),
        // A code expired, no longer usable, wrong or used ("รหัส OTP 604118 ของคุณหมดอายุแล้ว", "ใช้ไม่ได้แล้ว",
        // "ไม่ถูกต้อง", "ถูกใช้ไปแล้ว").
        label("หมดอายุแล้ว", .expired, .earlierInSentence), label("ใช้ไม่ได้แล้ว", .expired, .earlierInSentence),
        label("ไม่ถูกต้อง", .expired, .earlierInSentence), label("ถูกใช้ไปแล้ว", .expired, .earlierInSentence),
        // A PUK, an example ("เช่น 123456"), a visitor's parking code, a used code, a student's ID, a code
        // for the courier or a visitor, a Wi-Fi code; a cardless withdrawal's code (a code).
        label("รหัส puk", .reference), label("เช่น", .example), label("รหัสจอดรถ", .booking),
        label("ถูกใช้งานแล้ว", .expired, .earlierInSentence), label("รหัสนักศึกษา", .reference),
        label("แก่พนักงาน", .handover, .both), label("ให้ผู้มาติดต่อ", .handover, .both), label("รหัส wifi", .reference),
        code("รหัสถอนเงิน", strong),
        code("รหัสถอนเงินไม่ใช้บัตร", strong),
        // A game room and its code ("เข้าห้อง 4417 รหัสห้อง 9090").
        label("เข้าห้อง", .booking), label("รหัสห้อง", .booking),
    ]

    static let indonesian: [(String, Kind, Bool)] = [
        label("kode redeem", .promoCode), label("kode penukaran", .promoCode),
        // A ride's PIN, said to the driver at pick-up ("PIN perjalanan kamu 3918. Sebutkan ke
        // pengemudi saat dijemput").
        label("pin perjalanan", .handover), label("ke pengemudi", .handover, .both),
        // Instructions around the code ("Use 482913 to sign in").
        code("untuk masuk", weak),
        code("kode verifikasi", strong), code("kode konfirmasi", strong), code("kode keamanan", strong),
        code("kode akses", strong), code("kode aktivasi", strong), code("kode masuk", strong),
        code("kode rahasia", normal), code("kata sandi sekali pakai", strong), code("kata sandi", weak),
        code("masukkan", weak, whole: true),
        label("pesanan", .orderOrTracking), label("pengiriman", .orderOrTracking),
        label("resi", .orderOrTracking, whole: true),
        label("tagihan", .reference), label("kartu", .cardDigits), label("jumlah", .amount),
        label("pembayaran", .amount), label("rp", .amount, .adjacent, whole: true), label("rp.", .amount, .adjacent),
        label("idr", .amount, .adjacent, whole: true), label("kode promo", .promoCode), label("diskon", .promoCode),
        label("kode referral", .promoCode), label("kode referal", .promoCode), label("kode undangan", .promoCode),
        label("poin", .quantity, .preceding, whole: true), label("menit", .quantity, .preceding),
        label("hubungi", .phoneNumber), label("telepon", .phoneNumber), label("pemesanan", .booking),
        label("penerbangan", .booking), label("kode booking", .booking), label("kode pos", .reference),
        label("kurir", .handover, .both), label("pengemudi", .handover, .both),
        label("undangan", .promoCode, .both), label("referal", .promoCode, .both),
        label("sudah tidak berlaku", .expired, .earlierInSentence),
        label("tidak berlaku lagi", .expired, .earlierInSentence),
        label("sudah kedaluwarsa", .expired, .earlierInSentence),
        label("telah kedaluwarsa", .expired, .earlierInSentence),
        label("sudah digunakan", .expired, .earlierInSentence), label("telah digunakan", .expired, .earlierInSentence),
        label("kode bayar", .reference),
        label("info", .phoneNumber, whole: true), label("kamar", .booking, whole: true),
        // A code entered wrongly ("Kode yang Anda masukkan (730215) salah"); a car park's exit code.
        label("salah", .expired, .earlierInSentence, whole: true), label("kode keluar", .booking),
        label("kode pemenang", .promoCode), label("kode akses tamu", .reference),
        label("pin pengantaran", .handover),
        // A handover code for the courier, a pickup code.
        label("kode serah terima", .handover), label("kode pengambilan", .orderOrTracking),
    ]

    static let malay: [(String, Kind, Bool)] = [
        // Instructions around the code ("Use 482913 to sign in").
        code("untuk log masuk", weak), code("masukkan", weak, whole: true),
        code("kod pengesahan", strong), code("kod verifikasi", strong), code("kod keselamatan", strong),
        code("kod akses", strong), code("kod log masuk", strong), code("kata laluan sekali guna", strong),
        code("kata laluan", weak), code("tac", strong, whole: true),
        // "Kod pengesahan tempahan: KLH7X92": a booking's confirmation code.
        label("kod pengesahan tempahan", .booking), label("tempahan", .booking),
        label("bungkusan", .orderOrTracking), label("penghantaran", .orderOrTracking), label("akaun", .cardDigits),
        label("kad", .cardDigits, whole: true), label("baki", .amount), label("bayaran", .amount),
        label("rm", .amount, .adjacent, whole: true), label("myr", .amount, .adjacent, whole: true),
        label("kod promosi", .promoCode), label("diskaun", .promoCode), label("baucar", .promoCode),
        label("minit", .quantity, .preceding), label("poskod", .reference),
        label("telah tamat tempoh", .expired, .earlierInSentence),
        label("sudah tamat tempoh", .expired, .earlierInSentence),
        label("telah digunakan", .expired, .earlierInSentence),
        label("kod pengambilan", .orderOrTracking), label("bilik", .booking, whole: true),
        label("kepada pemandu", .handover, .both),
        label("kod keluar", .booking),
        // A code for the deliverer ("Berikan kod 7741 kepada penghantar").
        label("kepada penghantar", .handover, .both),
        // A biller's code for JomPAY; a delivery's OTP for the rider ("OTP penghantaran", "kepada penunggang").
        label("kod biller", .reference), label("otp penghantaran", .handover),
        label("kepada penunggang", .handover, .both),
    ]

    static let filipino: [(String, Kind, Bool)] = [
        // Instructions around the code ("Use 482913 to sign in").
        code("para mag-log in", weak), code("ilagay", weak, whole: true),
        code("para i-confirm", weak), code("para ma-confirm", weak), code("para i-verify", weak),
        code("para ma-verify", weak),
        code("kodigo", normal), code("code ng beripikasyon", strong), code("code sa pagpapatunay", strong),
        code("code ng pagpapatunay", strong),
        label("padala", .orderOrTracking), label("parsela", .orderOrTracking), label("balanse", .amount),
        label("halaga", .amount), label("bayad", .amount), label("php", .amount, .adjacent, whole: true),
        label("piso", .amount, .preceding), label("diskwento", .promoCode), label("tawagan", .phoneNumber),
        label("tumawag", .phoneNumber),
        // A ride's PIN and a rider to give a code to ("ibigay mo lang kay rider").
        label("ride pin", .booking), label("kay rider", .handover, .both), label("sa rider", .handover, .both),
        // A code already used or expired ("ay nagamit na", "ay nag-expire na").
        label("nagamit na", .expired, .earlierInSentence), label("nag-expire na", .expired, .earlierInSentence),
        // "Expired na ang OTP na 338201".
        label("expired na", .expired),
        label("ay expired", .expired, .earlierInSentence), label("invalid na", .expired, .earlierInSentence),
        label("halimbawa", .example),
        // A code typed wrongly ("OTP na in-enter: 440291").
        label("na in-enter", .expired),
    ]

    static let bengali: [(String, Kind, Bool)] = [
        label("হেল্পলাইন", .phoneNumber),
        // Instructions around the code ("Use 482913 to sign in").
        code("লগইন করতে", weak),
        code("কোড", normal), code("ওটিপি", strong), code("যাচাইকরণ কোড", strong), code("যাচাই কোড", strong),
        code("ভেরিফিকেশন কোড", strong), code("নিশ্চিতকরণ কোড", strong), code("ওয়ান টাইম পাসওয়ার্ড", strong),
        code("পাসওয়ার্ড", weak), code("পিন", weak, whole: true),
        // "ডেলিভারির সময় পোস্টম্যানকে ওটিপি 2741 জানান": the OTP told to the postman.
        label("পোস্টম্যানকে", .handover, .both), label("ডেলিভারির সময়", .handover, .both),
        label("অর্ডার", .orderOrTracking), label("পার্সেল", .orderOrTracking), label("ট্র্যাকিং", .orderOrTracking),
        label("অ্যাকাউন্ট", .cardDigits), label("হিসাব", .cardDigits), label("কার্ড", .cardDigits),
        label("ব্যালেন্স", .amount), label("টাকা", .amount, .preceding), label("পরিমাণ", .amount),
        label("কুপন", .promoCode), label("ছাড়", .promoCode), label("প্রোমো কোড", .promoCode),
        label("মিনিট", .quantity, .preceding), label("কল করুন", .phoneNumber), label("যোগাযোগ", .phoneNumber),
        label("বুকিং", .booking), label("ফ্লাইট", .booking),
        // "Give this OTP to the delivery man" ("ডেলিভারি ম্যানকে এই OTP দিন").
        label("ডেলিভারি ম্যানকে", .handover),
        // A code expired or no longer working ("ওটিপি 448120 এর মেয়াদ শেষ হয়ে গেছে", "আগের কোড 219330 আর কাজ
        // করবে না"); a router's setup PIN.
        label("মেয়াদ শেষ হয়ে গেছে", .expired, .earlierInSentence), label("আর কাজ করবে না", .expired, .earlierInSentence),
        label("সেটআপ পিন", .reference),
        // A code for the rider at the door ("ডেলিভারি কোড", "Delivery man ke OTP"), one expired, wrong or
        // used ("meyad shesh", "ভুল কোড", "ইতিমধ্যে ব্যবহৃত"), an example ("'১২৩৪৫৬' এর মতো"), a gate pass.
        label("ডেলিভারি কোড", .handover), label("delivery man ke", .handover),
        label("meyad shesh", .expired, .earlierInSentence), label("ভুল কোড", .expired, .earlierInSentence),
        label("ইতিমধ্যে ব্যবহৃত", .expired, .earlierInSentence), label("এর মতো", .example, .preceding),
        label("গেট পাস", .reference),
        label("এজেন্টকে", .handover, .both), label("বাতিল করা হয়েছে", .expired, .earlierInSentence),
        // Assamese, read through this table: a code whose time ran out ("ৰ ম্যাদ উকলি গৈছে").
        label("ম্যাদ উকলি", .expired, .earlierInSentence),
    ]

    static let swahili: [(String, Kind, Bool)] = [
        // Instructions around the code ("Use 482913 to sign in").
        code("nambari ya kuthibitisha", strong), code("kuthibitisha", weak), code("kuingia", weak),
        code("tumia", weak, whole: true),
        code("msimbo", normal), code("msimbo wa uthibitisho", strong), code("nambari ya uthibitisho", strong),
        code("namba ya uthibitisho", strong),
        // With a possessive between ("nambari yako ya uthibitisho", "msimbo wako wa uthibitisho").
        code("ya uthibitisho", normal), code("wa uthibitisho", normal), code("nambari ya siri", weak),
        code("namba ya siri", weak), code("yako ya siri", weak), code("wako wa siri", normal),
        code("msimbo wa siri", normal), code("neno la siri", weak), code("nenosiri", weak), code("nywila", weak),
        label("agizo", .orderOrTracking), label("oda", .orderOrTracking, whole: true),
        label("msimbo wa kupokea", .orderOrTracking), label("msafirishaji", .handover, .both),
        label("kifurushi", .orderOrTracking), label("akaunti", .cardDigits), label("kadi", .cardDigits, whole: true),
        label("salio", .amount), label("kiasi", .amount), label("malipo", .amount),
        label("ksh", .amount, .adjacent, whole: true), label("kes", .amount, .adjacent, whole: true),
        label("tsh", .amount, .adjacent, whole: true), label("tzs", .amount, .adjacent, whole: true),
        label("punguzo", .promoCode), label("kuponi", .promoCode), label("piga simu", .phoneNumber),
        label("tiketi", .booking), label("muamala", .reference),
        code("ya kuthibitisha", strong),
        // A code to give the courier ("Mpe msimbo 4826 atakapofika"), one cancelled ("Msimbo 119304
        // umefutwa"), a verification number with a possessive ("nambari yako ya uthibitishaji"), an
        // approval ("Ili kuidhinisha, ingiza nambari 550217").
        label("mpe msimbo", .handover), label("umefutwa", .expired, .earlierInSentence),
        code("ya uthibitishaji", normal), code("kuidhinisha", weak), code("ingiza nambari", normal),
    ]

    static let afrikaans: [(String, Kind, Bool)] = [
        // Instructions around the code ("Gebruik 482913 om aan te meld").
        code("om aan te meld", weak), code("om in te teken", weak), code("om te bevestig", weak),
        code("om te verifieer", weak), code("gebruik", weak, whole: true),
        code("kode", normal), code("verifikasiekode", strong), code("bevestigingskode", strong),
        code("aanmeldkode", strong), code("intekenkode", strong), code("sekuriteitskode", strong),
        code("veiligheidskode", strong), code("toegangskode", strong), code("aktiveringskode", strong),
        code("eenmalige kode", strong), code("eenmalige wagwoord", strong), code("eenmalige pin", strong),
        code("wagwoord", weak), code("pinkode", weak),
        label("bestelling", .orderOrTracking), label("bestelnommer", .orderOrTracking),
        label("pakkie", .orderOrTracking), label("nasporingsnommer", .orderOrTracking),
        label("faktuur", .reference), label("verwysing", .reference), label("verwysingsnommer", .reference),
        label("kliëntnommer", .reference), label("rekeningnommer", .cardDigits), label("kaart", .cardDigits),
        label("eindig op", .cardDigits), label("saldo", .amount), label("bedrag", .amount),
        label("betaling", .amount), label("afslag", .promoCode), label("afslagkode", .promoCode),
        label("koepon", .promoCode), label("geskenkbewys", .promoCode), label("punte", .quantity, .preceding),
        label("bel", .phoneNumber, whole: true), label("telefoonnommer", .phoneNumber),
        label("bespreking", .booking), label("besprekingsnommer", .booking), label("vlug", .booking, whole: true),
    ]

    // Scripts without word-initial matching (Georgian, Armenian, Ethiopic, Sinhala, Myanmar):
    // keywords match inside words, so a stem finds its inflections ("კოდია", "կոդն", "ኮድዎ").
    static let georgian: [(String, Kind, Bool)] = [
        code("კოდ", normal), code("ერთჯერადი კოდ", strong), code("დადასტურების კოდ", strong),
        code("ვერიფიკაციის კოდ", strong), code("ერთჯერადი პაროლ", strong), code("პაროლ", weak),
        label("ბალანს", .amount), label("ლარ", .amount, .adjacent), label("gel", .amount, .adjacent, whole: true),
        label("შეკვეთ", .orderOrTracking), label("ამანათ", .orderOrTracking), label("ანგარიშ", .cardDigits),
        label("ვადაგასულია", .expired, .earlierInSentence), label("ვადა გაუვიდა", .expired, .earlierInSentence),
        // A parcel's collection code ("ამოღების კოდი").
        label("ამოღების კოდ", .orderOrTracking),
        label("უკვე გამოყენებულია", .expired, .earlierInSentence), label("კურიერს", .handover, .both),
        label("კარის კოდი", .booking),
    ]

    static let armenian: [(String, Kind, Bool)] = [
        code("կոդ", normal), code("հաստատման կոդ", strong), code("միանգամյա կոդ", strong),
        code("միանգամյա գաղտնաբառ", strong), code("գաղտնաբառ", weak),
        label("դրամ", .amount, .adjacent), label("amd", .amount, .adjacent, whole: true), label("մնացորդ", .amount),
        label("պատվեր", .orderOrTracking), label("ծանրոց", .orderOrTracking), label("հաշիվ", .cardDigits),
        // A parcel's collection code at a pick-up point ("Ստացման կոդ", "ստացման կետ").
        label("ստացման կոդ", .orderOrTracking), label("ստացման կետ", .orderOrTracking),
        // A code already used ("Կոդը 662014 արդեն օգտագործվել է"); the code told to the courier.
        label("արդեն օգտագործվել", .expired, .earlierInSentence), label("առաքիչին", .handover),
        label("դռան կոդը", .booking), label("zhamketanc", .expired, .earlierInSentence),
    ]

    static let amharic: [(String, Kind, Bool)] = [
        code("ኮድ", normal), code("ኮዱ", normal), code("ማረጋገጫ ኮድ", strong), code("የአንድ ጊዜ", strong),
        code("የይለፍ ቃል", weak),
        label("ብር", .amount, .adjacent), label("etb", .amount, .adjacent, whole: true), label("ቀሪ ሂሳብ", .amount),
        label("ሂሳብ", .cardDigits),
        label("አድራሹ", .handover, .both), label("ቫውቸር", .promoCode),
        // A code expired or typed wrongly ("ያስገቡት ኮድ 481273 ትክክል አይደለም"); an agent's number ("ወኪል 22871").
        label("ጊዜው አልፎበታል", .expired, .earlierInSentence), label("ትክክል አይደለም", .expired, .earlierInSentence),
        label("ወኪል", .reference),
    ]

    static let sinhala: [(String, Kind, Bool)] = [
        code("කේත", normal), code("සත්‍යාපන කේත", strong), code("තහවුරු කිරීමේ කේත", strong),
        code("එක් වරක්", strong), code("මුරපද", weak),
        label("රු", .amount, .adjacent), label("ශේෂ", .amount), label("ගිණුම", .cardDigits),
        // The code told to the deliverer ("බෙදාහරින්නාට 7731 කේතය පවසන්න"); a locker; a settled
        // payment's approval code; a card's last digits ("අවසන් අංක 7731"). (A card's PIN to keep,
        // "එය මතක තබාගෙන", is a context word.)
        label("බෙදාහරින්නාට", .handover, .both), label("ලොකරය", .orderOrTracking),
        label("අනුමත කේතය", .reference), label("අවසන් අංක", .cardDigits),
    ]

    static let burmese: [(String, Kind, Bool)] = [
        code("ကုဒ်", normal), code("အတည်ပြုကုဒ်", strong), code("တစ်ကြိမ်သုံး", strong), code("စကားဝှက်", weak),
        label("ကျပ်", .amount, .adjacent), label("mmk", .amount, .adjacent, whole: true), label("လက်ကျန်", .amount),
        label("အကောင့်", .cardDigits),
        // An example in a warning ("'၁၂၃၄၅၆' ကဲ့သို့"); the code told to the deliverer.
        label("ကဲ့သို့", .example, .preceding), label("ပို့ဆောင်သူ", .handover, .both),
    ]

    // Seventh round: the languages whose messages the blind batches found without keywords.
    static let icelandic: [(String, Kind, Bool)] = [
        code("kóði", normal), code("kóða", normal), code("öryggiskóð", strong), code("staðfestingarkóð", strong),
        code("auðkenningarkóð", strong), code("auðkenniskóð", strong), code("innskráningarkóð", strong),
        code("einnota kóð", strong),
        code("lykilorð", weak),
        label("pöntun", .orderOrTracking), label("sending", .orderOrTracking), label("afsláttarkóð", .promoCode),
        label("kort", .cardDigits), label("reikning", .cardDigits), label("inneign", .amount),
        label("kr", .amount, .adjacent, whole: true), label("isk", .amount, .adjacent, whole: true),
        label("mínút", .quantity, .preceding),
        code("auðkenningarnúmer", strong),
        // Faroese, read through this table ("Tín eingangskota er 551 902", "Váttanarkotan fyri flyting").
        code("eingangskota", strong), code("váttanarkota", strong), code("tín kota", normal),
        // Faroese codes in their other cases ("Skriva kotuna 841329", "Tín innritanarkota … er 601847",
        // "Kotan, vit sendu áðan, er ógildig").
        code("kotuna", normal), code("kotan", normal), code("innritanarkota", strong), label("er ógildig", .expired),
        label("er longu brúkt", .expired, .earlierInSentence),
        // An example in a warning ("kóða á borð við 123456").
        label("á borð við", .example),
    ]

    static let irish: [(String, Kind, Bool)] = [
        // "cód" itself folds to the Romanian "cod"; Irish mutates it after "do", "bhur", "ár".
        code("chód", normal, whole: true), code("gcód", normal, whole: true), code("cód aonuaire", strong),
        code("chód aonuaire", strong), code("cód fíoraithe", strong), code("chód fíoraithe", strong),
        code("cód slándála", strong), code("chód slándála", strong), code("cód deimhnithe", strong),
        code("pasfhocal", weak),
        label("ordú", .orderOrTracking), label("beart", .orderOrTracking, whole: true), label("cárta", .cardDigits),
        label("nóiméad", .quantity, .preceding), label("cód lascaine", .promoCode),
        // Welsh, read through this table ("Defnyddiwch 268 113 i gadarnhau eich taliad").
        code("i gadarnhau", weak), code("defnyddiwch", weak, whole: true),
        // A code for the driver ("Tabhair an cód 5819 don tiománaí"); a code used already ("Úsáideadh
        // an cód 902741 cheana féin").
        label("don tiománaí", .handover, .both), label("cheana féin", .expired, .earlierInSentence),
    ]

    static let luxembourgish: [(String, Kind, Bool)] = [
        code("sécherheetscode", strong), code("bestätegungscode", strong), code("verifikatiounscode", strong),
        code("aloggcode", strong), code("eemolege code", strong), code("passwuert", weak),
        label("bestellung", .orderOrTracking), label("rabattcode", .promoCode), label("kaart", .cardDigits),
        label("minutten", .quantity, .preceding),
        code("confirmatiounscode", strong), code("aktivéierungscode", normal),
    ]

    static let hausa: [(String, Kind, Bool)] = [
        code("lambar tabbatarwa", strong), code("lambar shiga", strong), code("lambar sirri", normal),
        code("lambar otp", strong), code("kalmar sirri", weak),
        label("oda", .orderOrTracking, whole: true), label("kaya", .orderOrTracking, whole: true),
        label("naira", .amount, .preceding), label("ngn", .amount, .adjacent, whole: true), label("katin", .cardDigits),
        label("minti", .quantity, .preceding),
        // "Enter the number" ("shigar da lambar 6632 a shafin").
        code("shigar da lambar", weak),
        code("lambar tsaro", strong),
    ]

    static let zulu: [(String, Kind, Bool)] = [
        // A card's last digits ("ikhadi lakho … eliphela ngo-7702").
        label("eliphela ngo", .cardDigits), label("ikhadi", .cardDigits),
        code("ikhodi", normal), code("yokuqinisekisa", strong), code("yokungena", strong), code("ukuqinisekisa", weak),
        code("ikhodi yemfihlo", normal), code("iphasiwedi", weak), code("i-otp", strong),
        label("i-oda", .orderOrTracking), label("iphasela", .orderOrTracking),
        label("ibhalansi", .amount), label("imizuzu", .quantity, .preceding),
        // Xhosa, read through this table ("Ikhowudi yakho yexesha elinye ngu-61930724").
        code("ikhowudi", normal), code("yexesha elinye", strong),
        label("nika umqhubi", .handover), code("khowudi", normal), code("ngekhowudi", normal),
        label("nika iarhente", .handover),
    ]

    static let malagasy: [(String, Kind, Bool)] = [
        // A spent code, predicate first: "Efa lany daty ny kaody fanamarinana 592047" (the
        // verification code … has expired), "efa nampiasaina ny kaody" (already used).
        label("efa lany daty ny kaody", .expired), label("efa nampiasaina ny kaody", .expired),
        code("kaody", normal), code("kaody fanamarina", strong), code("kaody fidirana", strong),
        code("kaody miafina", normal), code("teny miafina", weak),
        label("baiko", .orderOrTracking), label("entana", .orderOrTracking), label("ariary", .amount, .preceding),
        label("mga", .amount, .adjacent, whole: true), label("karatra", .cardDigits),
        label("minitra", .quantity, .preceding),
    ]

    // Khmer writes no spaces between words: its keywords match anywhere.
    static let khmer: [(String, Kind, Bool)] = [
        code("លេខកូដ", normal), code("កូដ", normal), code("លេខកូដផ្ទៀងផ្ទាត់", strong), code("កូដផ្ទៀងផ្ទាត់", strong),
        code("លេខកូដសម្ងាត់", normal), code("ពាក្យសម្ងាត់", weak),
        label("ការបញ្ជាទិញ", .orderOrTracking), label("កញ្ចប់", .orderOrTracking), label("រៀល", .amount, .preceding),
        label("khr", .amount, .adjacent, whole: true), label("សមតុល្យ", .amount), label("កាត", .cardDigits),
        label("នាទី", .quantity, .preceding),
        // The code told to the deliverer or the driver; a code entered wrongly ("(551028)
        // មិនត្រឹមត្រូវ").
        label("អ្នកដឹកជញ្ជូន", .handover, .both), label("អ្នកបើកបរ", .handover, .both),
        label("មិនត្រឹមត្រូវ", .expired, .earlierInSentence),
        // A booking's code ("លេខកូដកក់ K4TW9B").
        label("លេខកូដកក់", .booking),
    ]

    // Lao writes no spaces between words: its keywords match anywhere.
    static let lao: [(String, Kind, Bool)] = [
        code("ລະຫັດ", normal), code("ລະຫັດຢືນຢັນ", strong), code("ລະຫັດຜ່ານຄັ້ງດຽວ", strong),
        code("ລະຫັດເຂົ້າສູ່ລະບົບ", strong), code("ລະຫັດຜ່ານ", weak),
        label("ຄຳສັ່ງຊື້", .orderOrTracking), label("ພັດສະດຸ", .orderOrTracking), label("ກີບ", .amount, .preceding),
        label("lak", .amount, .adjacent, whole: true), label("ຍອດເງິນ", .amount), label("ບັດ", .cardDigits),
        label("ນາທີ", .quantity, .preceding), label("ໝົດອາຍຸແລ້ວ", .expired, .earlierInSentence),
        // The code told to the delivery staff; a key box; a code cancelled before a new one
        // ("ລະຫັດ 774120 … ຖືກຍົກເລີກແລ້ວ").
        label("ພະນັກງານສົ່ງເຄື່ອງ", .handover, .both), label("ກ່ອງກະແຈ", .booking),
        label("ຖືກຍົກເລີກແລ້ວ", .expired, .earlierInSentence),
        label("ລະຫັດຮັບເຄື່ອງ", .orderOrTracking), label("ລະຫັດ wifi", .reference),
        label("ຖືກຍົກເລີກ", .expired, .earlierInSentence),
    ]

    static let estonian: [(String, Kind, Bool)] = [
        code("ühekordne salasõna", strong), code("salasõna", weak),
        code("kood", normal), code("kinnituskood", strong), code("turvakood", strong), code("ühekordne kood", strong),
        code("sisselogimiskood", strong), code("parool", weak),
        label("avamiskood", .orderOrTracking), label("pakk", .orderOrTracking), label("tellimus", .orderOrTracking),
        label("kaart", .cardDigits), label("saldo", .amount), label("minutit", .quantity, .preceding),
        label("on aegunud", .expired, .earlierInSentence), label("on juba kasutatud", .expired, .earlierInSentence),
        // The control code Smart-ID and Mobiil-ID show to compare on screen, never typed
        // ("Kontrollkood: 7301", "rakenduses kuvatav kood on 6120").
        label("kontrollkood", .reference), label("kuvatav kood", .reference),
        label("kullerile", .handover, .both), label("saadetis", .orderOrTracking),
    ]

    static let latvian: [(String, Kind, Bool)] = [
        code("kods", normal), code("kodu", normal, whole: true), code("verifikācijas kods", strong),
        code("apstiprinājuma kods", strong), code("vienreizējais kods", strong), code("vienreizējā parole", strong),
        code("pieslēgšanās kods", strong), code("drošības kods", strong), code("parole", weak),
        code("ievadiet", weak, whole: true), code("ievadi", weak, whole: true),
        label("pasūtījum", .orderOrTracking), label("sūtījum", .orderOrTracking),
        label("konts", .cardDigits, whole: true),
        label("konta", .cardDigits, whole: true), label("kartes", .cardDigits), label("karte", .cardDigits),
        label("atlikums", .amount), label("summa", .amount), label("minūtes", .quantity, .preceding),
        label("minūtēm", .quantity, .preceding), label("rezervācij", .booking),
        label("vairs nav derīgs", .expired, .earlierInSentence),
        label("vairs nestrādā", .expired, .earlierInSentence), label("ir beidzies", .expired, .earlierInSentence),
        // The control code Smart-ID shows to compare on screen, never typed ("Kontrolkods: 4821").
        label("kontrolkods", .reference), label("kontroles kods", .reference),
    ]

    static let lithuanian: [(String, Kind, Bool)] = [
        code("kodas", normal), code("kodą", normal, whole: true), code("patvirtinimo kodas", strong),
        code("vienkartinis kodas", strong), code("vienkartinis slaptažodis", strong),
        code("prisijungimo kodas", strong), code("saugos kodas", strong), code("slaptažodis", weak),
        code("įveskite", weak, whole: true), code("įvesk", weak, whole: true),
        label("užsakym", .orderOrTracking), label("siunt", .orderOrTracking), label("sąskait", .cardDigits),
        label("kortel", .cardDigits), label("likutis", .amount), label("suma", .amount),
        label("minučių", .quantity, .preceding), label("minutes", .quantity, .preceding),
        label("rezervacij", .booking),
        label("nebegalioja", .expired, .earlierInSentence), label("jau panaudotas", .expired, .earlierInSentence),
        // Smart-ID's control code ("Kontrolinis kodas: 4821"), never typed.
        label("kontrolinis kodas", .reference), label("patikros kodas", .reference),
        // A stairwell's code, an order's pickup code, a referral code.
        label("laiptinės kod", .booking), label("atsiėmimo kod", .orderOrTracking),
        label("rekomendacijos kod", .promoCode),
        label("surink", .phoneNumber),
    ]

    static let albanian: [(String, Kind, Bool)] = [
        code("kodi", normal), code("kodin", normal), code("kodit", normal), code("kodi i konfirmimit", strong),
        code("kodi i verifikimit", strong), code("kod njëpërdorimsh", strong), code("kodi njëpërdorimsh", strong),
        code("fjalëkalimi njëpërdorimsh", strong), code("fjalëkalim", weak), code("vendosni", weak, whole: true),
        code("kodi i portimit", normal),
        label("kodi i klientit", .reference), label("porosi", .orderOrTracking), label("gjurmimi", .orderOrTracking),
        label("pakoja", .orderOrTracking), label("korrierit", .handover, .both),
        label("kartës", .cardDigits), label("kartelen", .cardDigits), label("minuta", .quantity, .preceding),
        label("lekë", .amount, .preceding), label("nuk po punon", .expired, .earlierInSentence),
        label("i pasaktë", .expired, .earlierInSentence), label("ka skaduar", .expired, .earlierInSentence),
        // An example ("një kod si 123456", "p.sh. 123456").
        label("kod si", .example), label("p.sh.", .example),
    ]

    static let mongolian: [(String, Kind, Bool)] = [
        // In Cyrillic and in the Latin letters texts use: a one-time password, a verification code.
        code("нэг удаагийн нууц үг", strong), code("neg udaagiin nuuts ug", strong),
        code("баталгаажуулах код", strong), code("batalgaajuulah kod", strong), code("нууц үг", weak),
        label("захиалг", .orderOrTracking), label("илгээмж", .orderOrTracking), label("данс", .cardDigits),
        label("картын", .cardDigits), label("төгрөг", .amount, .preceding), label("минут", .quantity, .preceding),
        // A code already used or expired ("код аль хэдийн ашиглагдсан", "кодын хугацаа дууссан"),
        // the code told to the driver or the delivery staff, an example ("123456 гэх мэт").
        label("аль хэдийн ашиглагдсан", .expired, .earlierInSentence),
        label("хугацаа дууссан", .expired, .earlierInSentence), label("жолоочид", .handover, .both),
        label("хүргэлтийн ажилтанд", .handover, .both), label("гэх мэт", .example, .preceding),
        // A phone number to call ("1800-2211 дугаарт").
        label("дугаарт", .phoneNumber, .preceding),
    ]

    static let somali: [(String, Kind, Bool)] = [
        code("lambarka xaqiijinta", strong), code("koodka xaqiijinta", strong), code("koodka", normal),
        code("koodh", normal), code("lambarka sirta", normal),
        label("haraag", .amount), label("dalab", .orderOrTracking), label("xisaab", .cardDigits),
        label("daqiiqo", .quantity, .preceding),
        label("ku dhammaada", .cardDigits),
        // "To confirm" ("Si aad u xaqiijiso, ku qor 9302 app-ka").
        code("si aad u xaqiijiso", weak),
    ]

    static let igbo: [(String, Kind, Bool)] = [
        code("koodu", normal), code("koodu nkwenye", strong), code("paswọọdụ", weak),
        label("onye nnyefe", .handover, .both), label("onye nnọchite", .reference),
        label("ego", .amount, whole: true), label("akaụntụ", .cardDigits), label("nkeji", .quantity, .preceding),
        label("onye na-ebu", .handover, .both),
    ]

    static let yoruba: [(String, Kind, Bool)] = [
        code("kóòdù", normal), code("kóòdù ìjẹ́rìísí", strong), code("ọ̀rọ̀ aṣínà", weak),
        label("iye owó", .amount), label("àkáǹtì", .cardDigits), label("ìṣẹ́jú", .quantity, .preceding),
        label("káàdì ẹ̀bùn", .promoCode), label("kóòdù booking", .booking),
        label("ẹni tí ó gbé", .handover, .both),
    ]

    static let kazakh: [(String, Kind, Bool)] = [
        code("растау коды", strong), code("бір реттік код", strong), code("бір реттік құпиясөз", strong),
        code("құпиясөз", weak), code("кодты", normal),
        label("тапсырыс", .orderOrTracking), label("сәлемдеме", .orderOrTracking), label("карта", .cardDigits),
        label("теңге", .amount, .preceding), label("kzt", .amount, .adjacent, whole: true),
        label("минут", .quantity, .preceding),
        // A one-time password ("бір реттік құпия сөзіңіз 184092").
        code("бір реттік құпия сөз", strong),
        label("алу коды", .orderOrTracking),
        label("жүргізушіге", .handover, .both), label("чыгуу коду", .booking),
    ]

    static let pashto: [(String, Kind, Bool)] = [
        code("کوډ", normal), code("د تصدیق کوډ", strong), code("تصدیق کوډ", strong), code("پټنوم", weak),
        label("افغانۍ", .amount, .preceding), label("حساب", .cardDigits), label("دقیقې", .quantity, .preceding),
        // The code told to a courier or a driver ("هغه ته د سپارلو کوډ 7085 ووایاست", "چلوونکي ته دا PIN
        // ووایاست"); a code whose time ran out ("OTP (390112) … وخت یې تېر شوی دی").
        label("د سپارلو کوډ", .handover), label("چلوونکي ته", .handover),
        label("وخت یې تېر شوی", .expired, .earlierInSentence),
        label("پای ته رسېدلی", .expired, .earlierInSentence),
    ]

    static let azerbaijani: [(String, Kind, Bool)] = [
        code("təsdiq kodu", strong), code("birdəfəlik şifrə", strong), code("birdəfəlik kod", strong),
        code("giriş kodu", strong), code("şifrə", weak),
        label("balans", .amount), label("azn", .amount, .adjacent, whole: true), label("sifariş", .orderOrTracking),
        label("kart", .cardDigits), label("dəqiqə", .quantity, .preceding),
        label("abonent kodu", .reference),
        // "5KJ8R2L FİN kodlu şəxsiyyət vəsiqəniz": an identity card's personal number.
        label("fin kod", .reference, .preceding),
        // A code expired ("4471 kodunun müddəti bitib"), a door's code.
        label("müddəti bitib", .expired, .earlierInSentence), label("qapının kodu", .booking),
        label("ləğv olundu", .expired, .earlierInSentence), label("sürücüyə", .handover, .both),
        // A parcel locker's opening code ("Xananın açılış kodu"); an example ("məs. 000000").
        label("açılış kodu", .orderOrTracking), label("məs.", .example),
    ]

    // Tamil: keywords match anywhere, like the scripts without word-initial matching.
    static let tamil: [(String, Kind, Bool)] = [
        code("குறியீடு", normal), code("சரிபார்ப்பு குறியீடு", strong), code("ஒருமுறை கடவுச்சொல்", strong),
        // The accusative and the doubled consonant of sandhi: "சரிபார்ப்புக் குறியீடு", "குறியீட்டை".
        code("சரிபார்ப்புக் குறியீடு", strong), code("குறியீட்டை", normal),
        code("கடவுச்சொல்", weak),
        label("டெலிவரி நபர", .handover, .both), label("ஆர்டர்", .orderOrTracking), label("இருப்பு", .amount),
        label("கணக்கு", .cardDigits), label("நிமிட", .quantity, .preceding),
        // Malayalam, which has no table of its own ("സ്ഥിരീകരണ കോഡ്: 5528").
        code("കോഡ്", normal), code("സ്ഥിരീകരണ കോഡ്", strong), code("പരിശോധനാ കോഡ്", strong),
        // A one-time password; an OTP made void before a new one ("OTP 553190 അസാധുവാക്കി"); the
        // OTP told to the delivery partner ("OTP 9021 അദ്ദേഹത്തോട് പറയുക").
        code("ഒറ്റത്തവണ പാസ്‌വേഡ്", strong), code("ഒടിപി", strong),
        label("അസാധുവാക്കി", .expired, .earlierInSentence), label("പറയുക", .handover, .earlierInSentence),
        // An example in a warning ("(எ.கா. 123456)"); an OTP that expired ("OTP 551937
        // காலாவதியாகிவிட்டது").
        label("எ.கா.", .example), label("காலாவதியாகிவிட்ட", .expired, .earlierInSentence),
        label("செல்லாது", .expired, .earlierInSentence),
    ]

    // South Slavic and Bulgarian: "kod"/"код" alone is already a keyword of Polish, Czech and
    // Russian; these add the phrases and the labels.
    static let croatian: [(String, Kind, Bool)] = [
        label("šifra za ulazna vrata", .booking), label("ulazna vrata", .booking),
        label("kod za uparivanje", .reference),
        code("potvrdni kod", strong), code("jednokratnu lozinku", strong),
        code("jednokratni kod", strong), code("verifikacijski kod", strong), code("kod za prijavu", strong),
        code("sigurnosni kod", strong), code("jednokratna lozinka", strong), code("lozinka", weak),
        code("jednokratna zaporka", strong), code("zaporka", weak),
        label("narudžb", .orderOrTracking), label("pošiljk", .orderOrTracking), label("kartic", .cardDigits),
        label("iznos", .amount), label("stanje", .amount), label("minut", .quantity, .preceding),
        label("broj prijave", .reference), label("broj rezervacije", .booking),
        // A code reported spent ("Jednokratni kod 518204 iskorišten je za prijavu").
        label("iskorišten", .expired, .earlierInSentence), label("istekao", .expired, .earlierInSentence),
        // A code for the delivery man or the driver, a ride's PIN, an example ("kod poput 123456").
        label("dostavljaču", .handover, .both), label("vozaču", .handover, .both), label("pin vožnje", .handover),
        label("kod poput", .example),
        label("već iskorišćen", .expired, .earlierInSentence), label("već iskorišten", .expired, .earlierInSentence),
        code("jednokratna šifra", strong),
        // A bill's number and its payment reference ("račun br. 440217", "poziv na broj").
        label("račun br", .reference), label("poziv na broj", .reference), label("autorizacijski broj", .reference),
        // Waste ("odvoz otpada"), which holds "otp".
        ("otpad", .name, false),
    ]

    static let serbian: [(String, Kind, Bool)] = [
        // Macedonian, which has no table of its own: a card's last digits ("картичка што завршува
        // на 7702").
        label("завршува на", .cardDigits), label("картичка", .cardDigits),
        // A parcel machine's pickup and opening codes ("Код за подигање", "Код за отварање"); Macedonian
        // "кодот" (the code).
        label("код за подигање", .orderOrTracking), label("код за отварање", .orderOrTracking), code("кодот", normal),
        code("kod za verifikaciju", strong), code("verifikacioni kod", strong), code("jednokratna lozinka", strong),
        code("код за верификацију", strong), code("верификациони код", strong), code("једнократна лозинка", strong),
        code("једнократни код", strong), code("лозинка", weak),
        label("porudžbin", .orderOrTracking), label("поруџбин", .orderOrTracking), label("пошиљк", .orderOrTracking),
        label("рсд", .amount, .adjacent, whole: true), label("rsd", .amount, .adjacent, whole: true),
        label("картиц", .cardDigits), label("минут", .quantity, .preceding),
        label("broj prijave", .reference), label("број пријаве", .reference),
        // A code to tell the delivery man or the courier ("reci mu kod", "саопштите куриру код"), Macedonian
        // "Кодот за доставувачот".
        label("reci mu kod", .handover), label("куриру", .handover, .both), label("за доставувачот", .handover),
        label("е поништен", .expired, .earlierInSentence), code("користете", weak, whole: true),
        // A code typed wrongly or cancelled ("Претходни код 554019 је поништен"), a settled
        // payment's authorisation number, a courier's check code ("питати за контролни код 3381").
        label("није исправан", .expired, .earlierInSentence), label("је поништен", .expired, .earlierInSentence),
        label("autorizacioni broj", .reference), label("за контролни код", .handover),
    ]

    static let slovenian: [(String, Kind, Bool)] = [
        label("članska številka", .reference), label("koda za omarico", .booking),
        label("dostavljavcu", .handover, .both),
        code("enkratna koda", strong), code("potrditvena koda", strong), code("varnostna koda", strong),
        code("enkratno geslo", strong), code("geslo", weak),
        label("naročil", .orderOrTracking), label("kartic", .cardDigits), label("znesek", .amount),
        label("minut", .quantity, .preceding),
        label("je potekla", .expired, .earlierInSentence),
        // A door's code.
        label("koda za vrata", .booking),
        // Cash without a card ("Koda za dvig … brez kartice: 318 227"): no card's digits.
        ("brez kartice", .marker, false),
        // A friend's invitation code; a code that no longer worked.
        label("koda za povabilo", .promoCode),
        label("ni več delovala", .expired, .earlierInSentence), label("ni več veljavna", .expired, .earlierInSentence),
    ]

    static let bulgarian: [(String, Kind, Bool)] = [
        code("код за потвърждение", strong), code("еднократен код", strong), code("еднократна парола", strong),
        code("код за достъп", normal), code("парола", weak),
        label("поръчка", .orderOrTracking), label("пратка", .orderOrTracking), label("лв", .amount, .adjacent),
        label("сметка", .cardDigits), label("карта", .cardDigits), label("минути", .quantity, .preceding),
        // Macedonian, read through this table: "Кодот 481 902 е истечен", "Еднократна лозинка".
        label("изтекъл", .expired, .earlierInSentence), label("истечен", .expired, .earlierInSentence),
        code("еднократна лозинка", strong),
        label("код на заявката", .reference), label("на куриера", .handover, .both),
        // A code used or cancelled ("вече го използвах", "Код 118402 е анулиран"); a building's entrance
        // code.
        label("вече го използвах", .expired, .earlierInSentence), label("е анулиран", .expired, .earlierInSentence),
        label("входният код", .booking),
        // A code no longer valid ("Кодът 614 220 … вече не е валиден").
        label("вече не е валиден", .expired, .earlierInSentence),
    ]

    // Telugu, Gujarati and Gurmukhi keywords match anywhere, like Tamil; Marathi and Nepali
    // ones start words, like Hindi (whose "कोड", "ओटीपी" and "पासवर्ड" they share).
    static let telugu: [(String, Kind, Bool)] = [
        code("కోడ్", normal), code("ధృవీకరణ కోడ్", strong), code("వెరిఫికేషన్ కోడ్", strong),
        code("నిర్ధారణ కోడ్", strong), code("లాగిన్ కోడ్", strong), code("వన్ టైమ్ పాస్‌వర్డ్", strong),
        code("ఓటీపీ", strong), code("పాస్‌వర్డ్", weak), code("పిన్", weak),
        label("ఆర్డర్", .orderOrTracking), label("డెలివరీ", .handover, .both), label("మొత్తం", .amount),
        label("బ్యాలెన్స్", .amount), label("రూ", .amount, .adjacent), label("ఖాతా", .cardDigits),
        label("గడువు ముగిసింది", .expired, .earlierInSentence),
        label("ఇప్పటికే ఉపయోగించబడింది", .expired, .earlierInSentence), label("నిమిష", .quantity, .preceding),
        // Kannada, which has no table of its own ("ಸೈನ್ ಇನ್ ಮಾಡಲು ಕೋಡ್: 739-204").
        code("ಕೋಡ್", normal), code("ಪರಿಶೀಲನಾ ಕೋಡ್", strong), code("ಒಟಿಪಿ", strong),
        code("ಒಂದು ಬಾರಿಯ ಪಾಸ್‌ವರ್ಡ್", strong),
        label("ಹಸ್ತಾಂತರ ಕೋಡ್", .handover), label("ಜೋಡಣೆ ಕೋಡ್", .reference), label("ವಿಷಯ ಕೋಡ್", .reference),
        // The PIN or OTP told to a driver or a delivery partner ("డ్రైవర్‌కు PIN 6318 చెప్పండి").
        label("చెప్పండి", .handover, .earlierInSentence),
        label("పని చేయలేదు", .expired, .earlierInSentence),
    ]

    static let marathi: [(String, Kind, Bool)] = [
        code("पडताळणी कोड", strong), code("सत्यापन कोड", strong), code("लॉगिन कोड", strong),
        code("एक-वेळ पासवर्ड", strong), code("सांकेतांक", normal), code("संकेतशब्द", weak),
        label("ऑर्डर क्रमांक", .orderOrTracking), label("पिकअप कोड", .orderOrTracking), label("क्रमांक", .reference),
        label("रक्कम", .amount), label("हेल्पलाइन", .phoneNumber),
        label("शिल्लक", .amount), label("खाते", .cardDigits), label("डिलिव्हरी", .handover, .both),
        label("कालबाह्य झाला", .expired, .earlierInSentence), label("मुदत संपली", .expired, .earlierInSentence),
        label("आधीच वापरला", .expired, .earlierInSentence), label("मिनिट", .quantity, .preceding),
        label("चालकाला", .handover, .both), label("सारखा", .example, .both),
    ]

    static let gujarati: [(String, Kind, Bool)] = [
        code("કોડ", normal), code("ચકાસણી કોડ", strong), code("વેરિફિકેશન કોડ", strong), code("પુષ્ટિ કોડ", strong),
        code("લૉગિન કોડ", strong), code("વન ટાઇમ પાસવર્ડ", strong), code("ઓટીપી", strong), code("પાસવર્ડ", weak),
        code("પિન", weak),
        label("ઓર્ડર", .orderOrTracking), label("પિકઅપ કોડ", .orderOrTracking), label("પાર્સલ", .orderOrTracking),
        label("રકમ", .amount), label("બેલેન્સ", .amount), label("રૂ", .amount, .adjacent), label("ખાતા", .cardDigits),
        label("ડિલિવરી", .handover, .both), label("સમાપ્ત થઈ ગયો", .expired, .earlierInSentence),
        label("પહેલેથી વપરાઈ", .expired, .earlierInSentence), label("મિનિટ", .quantity, .preceding),
        label("ખોટો છે", .expired, .earlierInSentence),
    ]

    static let punjabi: [(String, Kind, Bool)] = [
        label("ਬੁਕਿੰਗ", .booking),
        label("ਕਰਮਚਾਰੀ ਕੋਡ", .reference),
        code("ਕੋਡ", normal), code("ਪੁਸ਼ਟੀਕਰਨ ਕੋਡ", strong), code("ਤਸਦੀਕ ਕੋਡ", strong), code("ਵੈਰੀਫਿਕੇਸ਼ਨ ਕੋਡ", strong),
        code("ਲੌਗਇਨ ਕੋਡ", strong), code("ਵਨ ਟਾਈਮ ਪਾਸਵਰਡ", strong), code("ਓਟੀਪੀ", strong), code("ਪਾਸਵਰਡ", weak),
        code("ਪਿੰਨ", weak),
        label("ਆਰਡਰ", .orderOrTracking), label("ਰਕਮ", .amount), label("ਬਕਾਇਆ", .amount), label("ਰੁ", .amount, .adjacent),
        label("ਖਾਤਾ", .cardDigits), label("ਖਾਤੇ", .cardDigits), label("ਡਿਲੀਵਰੀ", .handover, .both),
        label("ਮਿਆਦ ਪੁੱਗ", .expired, .earlierInSentence), label("ਪਹਿਲਾਂ ਹੀ ਵਰਤਿਆ", .expired, .earlierInSentence),
        label("ਮਿੰਟ", .quantity, .preceding),
        label("ਕੇਂਦਰ ਕੋਡ", .reference),
        // An exam centre's or a market's code ("ਸੈਂਟਰ ਕੋਡ 40219", "ਮੰਡੀ ਕੋਡ 0214"); an example ("ਜਿਵੇਂ 482913").
        label("ਸੈਂਟਰ ਕੋਡ", .reference), label("ਮੰਡੀ ਕੋਡ", .reference), label("ਜਿਵੇਂ", .example),
    ]

    static let nepali: [(String, Kind, Bool)] = [
        code("प्रमाणीकरण कोड", strong), code("भेरिफिकेसन कोड", strong), code("पुष्टि कोड", strong),
        code("लगइन कोड", strong), code("गोप्य शब्द", weak),
        label("अर्डर", .orderOrTracking), label("रकम", .amount), label("मौज्दात", .amount), label("खाता", .cardDigits),
        label("रु", .amount, .adjacent, whole: true), label("रू", .amount, .adjacent, whole: true),
        label("डेलिभरी", .handover, .both), label("म्याद सकि", .expired, .earlierInSentence),
        label("प्रयोग भइसकेको", .expired, .earlierInSentence), label("मिनेट", .quantity, .preceding),
        // An example in a warning ("'123456' जस्तो"); a gate's code.
        label("जस्तो", .example, .preceding), label("गेटको कोड", .booking),
    ]

    // Kurdish: Sorani in Arabic letters (its keywords match anywhere, like Arabic) and
    // Kurmanji in Latin letters.
    static let kurdish: [(String, Kind, Bool)] = [
        code("کۆد", normal), code("کۆدی پشتڕاستکردنەوە", strong), code("کۆدی دڵنیاکردنەوە", strong),
        code("کۆدی چوونەژوورەوە", strong), code("کۆدی یەکجاری", strong), code("وشەی نهێنی", weak),
        code("koda piştrastkirinê", strong), code("koda erêkirinê", strong), code("koda têketinê", strong),
        code("koda yekcarî", strong), code("şîfreya yekcarî", strong), code("şîfre", weak),
        label("داواکاری", .orderOrTracking), label("دینار", .amount, .preceding), label("باڵانس", .amount),
        label("بەسەرچووە", .expired, .earlierInSentence), label("خولەک", .quantity, .preceding),
        label("siparîş", .orderOrTracking), label("bakiye", .amount), label("deqe", .quantity, .preceding),
        label("derbas bû", .expired, .earlierInSentence), label("koda wergirtinê", .orderOrTracking),
        label("nexebitî", .expired, .earlierInSentence), label("koda vekirina", .orderOrTracking),
    ]

    // Uzbek, in Latin and Cyrillic letters.
    static let uzbek: [(String, Kind, Bool)] = [
        label("markazi kodi", .reference),
        code("tasdiqlash kodi", strong), code("bir martalik parol", strong), code("bir martalik kod", strong),
        code("kirish kodi", strong), code("kodi", normal), code("kodni", normal), code("parol", weak),
        code("тасдиқлаш коди", strong), code("бир марталик парол", strong), code("бир марталик код", strong),
        code("кириш коди", strong), code("коди", normal),
        label("olish kodi", .orderOrTracking), label("олиш коди", .orderOrTracking),
        label("buyurtma", .orderOrTracking),
        label("буюртма", .orderOrTracking), label("so'm", .amount, .preceding), label("сўм", .amount, .preceding),
        label("uzs", .amount, .adjacent, whole: true), label("summa", .amount), label("balans", .amount),
        label("karta", .cardDigits), label("daqiqa", .quantity, .preceding), label("дақиқа", .quantity, .preceding),
        label("muddati tugagan", .expired, .earlierInSentence),
        label("muddati tugadi", .expired, .earlierInSentence), label("муддати тугади", .expired, .earlierInSentence),
        label("allaqachon ishlatilgan", .expired, .earlierInSentence),
        // A code whose time ran out ("381027 kodining muddati o'tgan"); the PIN told to the driver
        // ("ҳайдовчига PIN: 3917 ни айтинг").
        label("muddati o'tgan", .expired, .earlierInSentence), label("ҳайдовчига", .handover),

    ]
}
