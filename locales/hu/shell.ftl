# Castellan – az alkalmazás saját képernyői. Az egyes játékok szavai a <játék>.ftl fájlokban vannak.

## Felső sáv, nyelv, értesítések

app-home = Kezdőlap
app-language = Nyelv
app-dismiss = Bezárás
app-language-failed = A(z) { $language } nyelvet nem sikerült betölteni, ezért a Castellan magyarul marad. Ellenőrizd a kapcsolatot, és válaszd ki újra a nyelvet.
app-texts-failed = A Castellan néhány szövegét nem sikerült betölteni, ezért a képernyő egyes részein belső nevek látszanak. Ellenőrizd a kapcsolatot, és töltsd be újra az oldalt.
app-link-opened = Megnyitottad a megosztott játszmát. Mostantól helyi játszma, amelyet folytathatsz.
app-link-opened-existing = Ez a link egy itt már meglévő játszmád: ott nyílik meg, ahová a link mutat, és ugyanabban a mentésben folytatódik.
app-shared-title = { $title } · megosztott
app-player = { $number }. játékos

## A helyek színei

colour-red = Piros
colour-blue = Kék
colour-yellow = Sárga
colour-green = Zöld

## A gépi játékosok szintjei

level-easy = Könnyű
level-normal = Közepes
level-hard = Nehéz

## Kezdőlap

home-title = Játék
home-saved-games = Mentett játszmák
home-continue = Folytatás: { $title }
home-review = Visszanézés: { $title }
home-picture = A(z) { $game } táblája
home-tagline-torres = Építsetek közösen várakat, másszatok fel rájuk a lovagjaitokkal, és szerezzetek pontot a magasságért – 2–4 játékos.
home-tagline-torri = Ugorj, ejts zsákmányt, építs tornyot, aztán vidd haza a foglyaidat – 2–4 játékos.
home-tagline-voldetour = Építs utat Blokkokból és Lépcsőkből a levegőben, és vezesd Uradat az ellenfél Tornyára – 2 vagy 4 játékos.
home-tagline-fortaleza = Ostromsakk két játékosnak: építs Erődöt, állítsd fel seregedet a háború ködében, aztán adj mattot a Királynak, vagy éheztesd ki az Erődjét.
home-new-game = Új játszma
home-how-to-play = Játékszabály
home-new-game-of = Új játszma: { $game }
home-how-to-play-of = Játékszabály: { $game }
home-learn = Tanuld meg
home-learn-of = Tanuld meg: { $game }
home-footnote = Minden a böngésződben fut, és internet nélkül is működik. A játszmák ezen az eszközön mentődnek.

## Új játszma

new-game-title = Új játszma: { $game }
new-game-back = Vissza
new-game-players = Játékosok
new-game-player-count = Játékosok száma
new-game-seat-name = A(z) { $seat }. hely neve
new-game-seat-kind = { $seat ->
    [one] Ki játszik az { $seat }. helyen
    [5] Ki játszik az { $seat }. helyen
   *[other] Ki játszik a { $seat }. helyen
}
new-game-human = Ember
new-game-bot-easy = Gép · Könnyű
new-game-bot-normal = Gép · Közepes
new-game-bot-hard = Gép · Nehéz
new-game-you = Te
new-game-bot-name = Gép ({ $colour })
new-game-variants = Változatok
new-game-seed = Kezdőérték
new-game-seed-random = véletlen
new-game-seed-help-cards = Ugyanaz a kezdőérték és ugyanazok a lépések mindig ugyanazokat a lapokat osztják.
new-game-seed-help-dice = Ugyanaz a kezdőérték és ugyanazok a lépések mindig ugyanazokat a dobásokat adják.
new-game-seed-help-bots = Ebben a játékban semmi sem múlik szerencsén: a kezdőérték csak azt dönti el, hogy több egyformán jó lehetőség közül melyiket választja a gép.
new-game-start = Indítás
new-game-game-title = { $game } · { $players }
new-game-versus = –

## Játékképernyő

play-no-game = Nincs folyamatban játszma.
play-share = Megosztás
play-share-title = Hivatkozás másolása erre a játszmára
play-rules = Szabályok
play-rules-title = { $input ->
    [touch] Szabályok
   *[mouse] Szabályok (?)
}

play-thinking = Gondolkodik…
play-first = Kezdőállás
play-first-title = { $input ->
    [touch] Kezdőállás
   *[mouse] Kezdőállás (Home)
}
play-back = Vissza
play-back-title = { $input ->
    [touch] Vissza
   *[mouse] Vissza (←)
}
play-forward = Előre
play-forward-title = { $input ->
    [touch] Előre
   *[mouse] Előre (→)
}
play-live = Jelenlegi állás
play-live-title = { $input ->
    [touch] Jelenlegi állás
   *[mouse] Jelenlegi állás (End)
}
play-undo = Visszavonás
play-undo-title = { $input ->
    [touch] Visszavonás
   *[mouse] Visszavonás (Ctrl+Z)
}
play-redo = Újra
play-redo-title = { $input ->
    [touch] Újra
   *[mouse] Újra (Ctrl+Y)
}
play-undo-title-many = Visszavonás: vissza a körödhöz, { $count } művelet visszavonásával
play-undo-refused-history = Egy korábbi állást nézel: lépj az aktuálisra, ha vissza akarsz vonni egy lépést.
play-undo-refused-nothing = Még nincs mit visszavonnod.
play-undo-refused-over = A játszma véget ért: a lépései úgy maradnak, ahogy megtörténtek.
play-undo-refused-bot-revealed = A lépésedre adott válasz mindenkinek megmutatott egy dobást vagy rejtett bábukat, ezért a lépésed marad.
play-undo-refused-seen = Amit dobtál vagy húztál, az marad: már láttad.
play-undo-refused-turn-passed = Az a kör véget ért: a következő játékos jön.
play-undo-refused-bot-turn = Ha most visszavonnál, azonnal megint egy gép lépne.
play-redo-title-many = Újra: a visszavont { $count } művelet újbóli végrehajtása
play-hint = Tipp
play-hint-title = Lépés javaslása
play-hint-text = Tipp: { $move }
# The hint with why its move is good ($reason: a clause of the game's file, "it captures the red tower of 3").
play-hint-text-why = Tipp: { $move } — { $reason }
play-resign = Feladás
play-resign-title = A játszma feladása
play-resign-heading = { $you ->
    [yes] Feladod ezt a játszmát?
   *[no] Feladod a játszmát { $name } helyett?
}
play-resign-text-two = A játszma most véget ér, és { $name } nyer.
play-resign-text-ranked = A játszma most véget ér: a többi játékos a jelenlegi pontszáma szerint kerül sorrendbe, és a legjobb nyer.
play-resign-text-shared = A játszma most véget ér, és a többi játékos osztozik a győzelmen.
play-resign-confirm = Feladom
play-resign-cancel = Játszom tovább
play-pause = Szünet
play-resume = Folytatás
play-bot-speed = A gép tempója
play-speed-slow = Lassú
play-speed-normal = Közepes
play-speed-fast = Gyors
play-speed-instant = Azonnali
play-animations = Animációk
play-log = Lépések
play-announce = { $player }: { $move }
# Before the actions of a turn of several, listed one by one.
play-turn-by = { $player }:
play-no-moves-yet = Még nem volt lépés.
play-announce-undone = { $you ->
    [yes] { $count } művelet visszavonva. Te következel.
   *[no] { $count } művelet visszavonva. { $player } következik.
}
play-announce-redone = { $count } művelet újra végrehajtva.
play-share-heading = A játszma megosztása
play-share-link = Hivatkozás erre a játszmára
play-share-text = Aki megnyitja ezt a hivatkozást, pontosan ezt a játszmát látja, és innen folytathatja. A hivatkozás a vágólapra került.
play-share-done = Kész
play-handover-title = { $you ->
    [yes] Te következel: vedd át az eszközt
   *[no] Add át az eszközt neki: { $name }
}
play-handover-text = A tábla rejtve marad, amíg a következő játékos kezébe nem kerül az eszköz.
play-handover-ready = { $you ->
    [yes] Én vagyok: mutasd a lépésemet
   *[no] { $name } vagyok: mutasd a lépésemet
}

## A játszma vége

end-draw = A játszma döntetlen.
end-you-win = Nyertél!
end-winner = { $name } nyert!
end-shared-win = Megosztott győzelem: { $names }
end-resigned = { $you ->
    [yes] Feladtad.
   *[no] { $name } feladta.
}
end-resigned-many = Feladták: { $names }.
end-bots-resigned = A gépek feladták: már nem nyerhettek.
end-review = A tábla megtekintése
end-review-bot = Elemzés a géppel
end-new-game = Új játszma
end-home = Kezdőlap
end-kept = A befejezett játszma a mentett játszmák között marad.
chart-label = Pontszámok a játszma során
chart-moves = lépés

## Befejezett játszma elemzése a géppel

review-heading = Elemzés a géppel
review-intro = A gép újra végignézi egy játékos minden döntését, és közben csak azt tudja, amit az a játékos akkor tudott; megjelöli azokat, amelyekkel a legtöbbet veszített a nyerési esélyéből.
review-player = Játékos
review-start = Hibák keresése
review-again = Újraelemzés
review-progress = Döntés: { $done } / { $total }
review-cancel = Leállítás
review-stopped = Az elemzés leállt: { $total } döntésből { $done } átnézve.
review-none = Ennek a játékosnak nem volt átnézhető döntése.
review-clean = Se pontatlanság, se hiba, se durva hiba: szép játék!
review-count-blunder = { $count } durva hiba
review-count-mistake = { $count } hiba
review-count-inaccuracy = { $count } pontatlanság
review-blunder = Durva hiba
review-mistake = Hiba
review-inaccuracy = Pontatlanság
review-marked = Megjelölt döntések
review-chart = { $name }: nyerési esély minden döntés után
review-percent = { $value }%
review-cost-blunder = Durva hiba: ezután { $after }% maradt a nyerési esély, a jobb lépéssel { $before }% maradt volna.
review-cost-mistake = Hiba: ezután { $after }% maradt a nyerési esély, a jobb lépéssel { $before }% maradt volna.
review-cost-inaccuracy = Pontatlanság: ezután { $after }% maradt a nyerési esély, a jobb lépéssel { $before }% maradt volna.
review-better = Jobb lett volna: { $move }.
review-better-why = Jobb lett volna: { $move } — { $reason }.
review-fine = Jó döntés: a gép nem talált egyértelműen jobbat (nyerési esély: { $value }%).

## Mentett játszmák

saves-title = Mentett játszmák
saves-back = Vissza
saves-empty = Még nincs mentett játszma. Minden játszmád automatikusan ide mentődik.
saves-summary = { $game } · { $moves } lépés · { $players }
saves-last-played = Utoljára játszva: { $date }
# A saved game as its buttons name it: its title and when it was last played (titles repeat).
saves-entry-name = { $title } ({ $date })
saves-resume = Folytatás
saves-review = Visszanézés
saves-new-name = Új név
saves-rename = Átnevezés
saves-delete = Törlés
saves-other-version = Másik verzióból
saves-damaged = Sérült mentés
saves-damaged-game = Sérült mentés: { $game }
saves-other-version-text = Ez a játszma itt nem játszható vissza: { $reason }.
saves-damaged-text = Ez a bejegyzés nem olvasható: { $reason }.
saves-kept = Az adatai változatlanul megmaradnak; exportálhatod őket.
saves-export = Exportálás
saves-resume-named = Folytatás: „{ $title }”
saves-review-named = Visszanézés: „{ $title }”
saves-rename-named = Átnevezés: „{ $title }”
saves-delete-named = Törlés: „{ $title }”
saves-export-named = Exportálás: „{ $title }”
# How a finished game ended, in the saved-games list and on the home screen.
result-you-won = Véget ért: nyertél.
result-winner = Véget ért: { $name } nyert.
result-winners = Véget ért: { $names } osztoznak a győzelmen.
result-draw = Véget ért: döntetlen.
result-score = Végeredmény: { $scores }.
result-score-entry = { $name } { $score }

## Szabályok (az egyes játékok szövege körül)

rules-title = A(z) { $game } szabályai
rules-back = Vissza
rules-keys = IRÁNYÍTÁS
rules-keys-history = A ← / → lépked a játszmában, a Home / End a kezdetre vagy a jelenlegi állásra ugrik.
rules-keys-undo = A Ctrl+Z visszavonja az utolsó műveletedet ebben a körben (kockadobást vagy látott lapot soha); botok ellen, ha a köröd már véget ért, egy lépésben visszavonja azt a kört a botok válaszaival együtt. A Ctrl+Y újra végrehajtja.
rules-keys-help = A ? megnyitja ezeket a szabályokat.
board-zoom = Nagyítás
board-zoom-in = { $input ->
    [touch] Nagyítás
   *[mouse] Nagyítás (+)
}
board-zoom-out = { $input ->
    [touch] Kicsinyítés
   *[mouse] Kicsinyítés (−)
}
board-zoom-reset = { $input ->
    [touch] Az egész tábla
   *[mouse] Az egész tábla (0)
}
rules-keys-zoom = 3D nézetben a + és a − nagyít és kicsinyít, a 0 ismét az egész táblát mutatja.
rules-keys-targets = A táblán az A megmondja, hol léphetsz most (képernyőolvasóval: a mezők, ahol léphetsz, felsorolva, ha kevés van).
rules-keys-touch = Érintőképernyőn: koppints egy bábura, majd oda, ahová lép; tartsd az ujjad egy mezőn, és lépés nélkül megmutatja, mi áll ott; két ujjal nagyíthatod a 3D nézetet, nagyítva pedig egy ujjal húzva mozgathatod.
rules-keys-touch-flat = Érintőképernyőn: koppints egy bábura, majd oda, ahová lép; tartsd az ujjad egy mezőn, és lépés nélkül megmutatja, mi áll ott.

## A játékosnak jelzett hibák

app-error-bot-move = A gép lépését a szabályok elutasították: { $reason }.
app-error-nothing-to-undo = Ebben a körben nincs mit visszavonni.
app-error-nothing-to-redo = Nincs mit újra végrehajtani.
app-error-game-changed = A játszma közben megváltozott; nem történt lépés.
app-error-resume = Az utolsó játszmádat nem sikerült folytatni. { $reason } A mentett játszmák között marad, ahonnan exportálhatod.
app-error-rename = A játszmát nem sikerült átnevezni. { $reason }
app-error-link = { $reason } A mentett játszmáid érintetlenek.
app-error-bad-seed = A kezdőérték csak egész szám lehet (vagy hagyd üresen egy véletlen játszmához).
app-error-options = Ezekkel a beállításokkal nem indulhat játszma: { $reason }.
app-error-export = A böngésző nem tudta előkészíteni a fájlt a letöltéshez.
app-error-crashed = A Castellan legutóbb hibával leállt, ezért a játszmádat nem folytattuk. A mentett játszmák között megtalálod.
app-error-bot-unavailable = A botokat nem sikerült elindítani, ezért most egyik bot sem tud lépni vagy tippet adni. Ellenőrizd a kapcsolatot, és töltsd újra az oldalt; a játszma megmarad.

storage-full = A böngésző tárhelye megtelt, ezért ez a játszma nem mentődik. A játék folytatódik; törölj régi játszmákat, hogy legyen hely.
storage-unavailable = Ez a böngésző nem engedi a játszmák mentését, ezért az állás nem marad meg.
storage-missing = Ez a mentett játszma már nem létezik.
storage-damaged = Ez a mentett játszma nem nyitható meg: { $reason }.

# Szabályok, visszajátszás és mentések: ezek kettőspont után állnak, ezért kisbetűvel kezdődnek.
error-game-over = a játszmának már vége
error-no-such-choice = nincs { $number }. számú szabályos lépés (csak { $choices } van)
error-wrong-game = ez a lépés egy másik játékhoz tartozik
replay-past-the-end = a lépések a játszma vége után is folytatódnak
replay-illegal = egy lépés szabálytalan ({ $rule })
replay-bad-index = a lépések már nem illenek a játszmához ({ $move }. lépés)
replay-truncated = a lépések megszakadnak ({ $move }. lépés)
replay-trailing-data = az utolsó lépés után még van valami
replay-bad-resignation = a rögzített feladás nem lehetséges
replay-unsettled = a dobás nincs eldöntve ({ $move }. lépés)
replay-not-dealt = a játszma lapjait nem lehet úgy kiosztani, ahogy a mentés mondja
load-unreadable-options = a játszma beállításai nem olvashatók ({ $problem })
load-options = érvénytelen játékbeállítások: { $reason }
load-older-rules = a { $game } szabályainak egy régebbi változatával készült (változat: { $made }; ez az alkalmazás változata: { $current }), ezért nem játszható vissza pontosan
load-newer-rules = a { $game } szabályainak egy újabb változatával készült (változat: { $made }; ez az alkalmazás változata: { $current }): frissítsd az alkalmazást a megnyitásához
save-unreadable = a mentett adatok sérültek ({ $problem })
save-unreadable-game = a mentett adatok sérültek ({ $game }: { $problem })
data-garbled = a szöveg hibás ({ $line }. sor, { $column }. karakter)
data-cut-short = a szöveg megszakad ({ $line }. sor, { $column }. karakter)
data-wrong-content = valami hiányzik vagy hibás ({ $line }. sor, { $column }. karakter)
data-write-failed = A játszmát nem sikerült leírni, ezért ez nem sikerült (belső hiba). A játszma ugyanúgy folytatódik.
options-player-count = a játék { $needed } játékosra való, nem { $players } játékosra
options-player-range = a játék { $min }–{ $max } játékosra való, nem { $players } játékosra
options-player-choice = a játék { $one } vagy { $other } játékosra való, nem { $players } játékosra
options-height-limit-too-low = a magassági korlát legalább { $min } legyen (nem { $limit })
options-free-carry-too-low = a szabad hazavitel magassága legalább { $min } legyen (nem { $height })
options-master-needs-own-decks = a mesterváltozatot mindenki a saját tíz lapjával játssza
options-master-card-without-master = mesterlap csak a mesterváltozatban választható
options-master-card-range = a mesterlapok száma { $min } és { $max } között van (nem { $card })
options-rules-version = a szabályok { $version }. változata nem támogatott
save-unknown-format = ismeretlen formátumváltozattal mentve ({ $version })
save-unknown-game = ismeretlen játék: „{ $game }”
save-seat-count = { $recorded } hely van rögzítve egy { $needed } személyes játszmához

## Megosztott hivatkozások

link-not-a-game = Ez a hivatkozás nem tartalmaz játszmát.
link-missing = Ez a játszmahivatkozás hiányos (hiányzik: { $field }).
link-unknown-game = Ez a hivatkozás egy általunk nem ismert játékhoz tartozik („{ $game }”).
link-other-version = Ez a hivatkozás a Castellan egy másik változatával készült (hivatkozásformátum: { $version }).
link-damaged-field = Ez a játszmahivatkozás sérült ({ $field }: { $problem }).
link-altered = Ezt a játszmahivatkozást megcsonkították vagy megváltoztatták, ezért nem megbízható.
link-other-rules = Ez a játszmahivatkozás nem nyitható meg: { $reason }.
link-illegal-moves = Ez a játszmahivatkozás nem nyitható meg: { $reason }.
link-damaged = Ez a játszmahivatkozás sérült: { $reason }.
link-field-game = a játék neve
link-field-format = formátumváltozat
link-field-rules = szabályváltozat
link-field-seed = kezdőérték
link-field-options = játékbeállítások
link-field-count = lépések száma
link-field-actions = lépéslista
link-field-check = ellenőrző kód
link-field-ply = állás sorszáma
link-field-seats = játékosok
link-field-id = játszmaazonosító
link-field-owners = eszközök
link-field-commitments = ígéretek
link-field-reveals = felfedések
link-field-pending = a másik eszközre hagyott lépés
link-field-dice = dobásrészek
link-field-roll = dobáskérés
link-field-decks = kártyapaklik
link-field-resigned = feladás
link-field-sender = küldő eszköz
link-problem-not-a-number = nem szám
link-problem-not-base64 = nem érvényes base64
link-problem-not-text = nem szöveg
link-problem-too-large = valószínűtlenül nagy
link-problem-past-the-end = az utolsó lépésen túlra mutat
link-problem-not-players = nem játékosok listája
link-problem-player-count = nem jut minden helyre egy játékos
link-problem-player-name = egy név üres, túl hosszú vagy nem egyszerű szöveg
link-problem-player-kind = ismeretlen fajta játékos

## The page outside the app (tab title, description)

app-page-title-home = Castellan — tornyos és váras társasjátékok
app-page-title = { $screen } — Castellan
app-page-description = Tornyos és váras társasjátékok a böngészőben: játssz a barátaiddal egy eszközön vagy egy helyi bot ellen, teljesen offline.

## Boards, for screen readers: a cell's name and the targets said in the live region

board-cell-action = { $cell } — { $action }
board-cell-target = { $cell } — ide léphetsz
board-cell-pick = { $cell } — kiválaszthatod
board-targets = { $count } mező, ahová léphetsz: { $squares }.
board-targets-many = { $count } mező, ahová léphetsz; mozgasd a kurzort, hogy halld őket.
board-picks = { $count } kiválasztható mező: { $squares }.
board-picks-many = { $count } kiválasztható mező; mozgasd a kurzort, hogy halld őket.
board-targets-none = Most nincs teendő a táblán.

## Játék egy baráttal hivatkozással (minden eszköz a saját helyeit játssza; a hivatkozások viszik a lépéseket)

remote-limit-cards = A közös paklis Torres nem játszható hivatkozással: a pakli senkié, így senki sem tarthatná titokban a sorrendjét. Ha hivatkozással szeretnél játszani, válassz saját paklit minden játékosnak, akciókártyák nélküli játékot vagy a mesterváltozatot.
remote-different-game = Ez a hivatkozás egy másik játszmához tartozik, mint amelyet ez az eszköz ugyanezzel az azonosítóval játszik.
remote-older = Ez a játszma egy régebbi hivatkozása: ez az eszköz már ismeri a benne lévő összes lépést.
remote-nothing-new = Ez az eszköz már ismeri a hivatkozás összes lépését.
remote-rewritten = A hivatkozás lépései eltérnek azoktól, amelyek már megvannak ezen az eszközön: egy játszma története nem változtatható meg.
remote-foreign-moves = Ez a hivatkozás a játszma { $seat }. helyének lépéseit tartalmazza, pedig azon a helyen ezen az eszközön játszanak.
remote-seat-taken = A játszma { $seat }. helyén már egy másik eszközön játszanak.
remote-not-offered = Ez a játszma nem játszható hivatkozással.
remote-unsettled = Ez a hivatkozás egy kockadobást tartalmaz az azt eldöntő részek nélkül: kérd el a játszma legújabb hivatkozását.
remote-own-link = Ezt a linket ez az eszköz küldte: semmit sem hoz a barátodtól. Várd meg az ő linkjét.
remote-unknown-sender = Ez a link olyan eszközről jött, amely egyik helyet sem játssza ebben a játszmában, ezért nem használjuk.
remote-bad-commitment = Ez a link olyan lépéseket rejt el, amelyeket nem rejthet el, ezért nem használjuk.
remote-cannot-hide = Nem írható olyan link, amely rejtve tartaná a rejtett lépéseidet, ezért nem küldünk semmit.

## Play a friend by link

# A seat's kind in the new-game dialog: a friend who plays on their own device, by links.
new-game-friend = Barát · linkkel
# Beside a friend's name among the players: that seat is played on another device.
play-by-link = linkkel
app-error-not-your-turn-by-link = Nem te lépsz: ez a játszma a barátod linkjére vár.
app-error-no-secure-random = Ez a böngésző nem tudja előállítani a linkes játszmához szükséges titkos számokat, ezért benne nem lehet linkkel játszani.
app-error-by-link-needs-you = A linkes játszmához kell egy játékos ezen az eszközön: az egyik helyen válaszd az „Ember” lehetőséget.
play-undo-refused-by-link = Lehet, hogy a barátod eszközén már megvan az a lépés: linkes játszmában csak az a kör vonható vissza, amelyet éppen játszol.
link-your-turn = Te lépsz. Ha véget ért a köröd, a játszma ad egy linket, amelyet el kell küldened neki: { $name }.
link-send-move = A köröd véget ért. Küldd el ezt a linket neki: { $name }.
link-send-invite = Küldd el ezt a linket, hogy meghívd ebbe a játszmába: { $name }.
link-send-end = A játszma véget ért. Küldd el ezt az utolsó linket, hogy ő is lássa a végét: { $name }.
link-send-roll = A dobásodhoz kell { $name } része is a kockákból: küldd el ezt a linket, aztán a dobáshoz nyisd meg azt, amelyik visszajön.
link-send-share = { $name } dob: küldd vissza ezt a linket, hogy el lehessen dobni a kockákat.
link-send-card = A lapodhoz kell { $name } része is a paklidból: küldd el ezt a linket, aztán a lap felvételéhez nyisd meg azt, amelyik visszajön.
link-send-deck = { $name } lapot húz: küldd vissza ezt a linket, hogy a paklija megkeverhető legyen.
link-send-complete = Küldd el ezt a linket neki: { $name }. Az ő eszköze fejezi be a lépésedet, mert az olyasmin múlik, amit csak ott lehet látni.
link-waiting = Várakozás { $name } lépésére. Ha megjön a linkje, nyisd meg: koppints rá, vagy illeszd be ide.
link-forfeited = { $name } linkje nem tartotta be egy megígért lépését: { $name } szabálysértés miatt elveszti a játszmát, és a játszma véget ért.
link-ended = A játszma véget ért, az utolsó linkje elment neki: { $name }.
link-forfeit = { $name } linkje megszegte a linkes játszma szabályait (rejtett lépés vagy olyan kocka, amely nem egyezik a megígérttel): { $name } szabálysértés miatt elveszti a játszmát.
link-received = { $count ->
    [0] Megjött { $name } linkje.
    [one] Megjött { $name } linkje: egy új lépés.
   *[other] Megjött { $name } linkje: { $count } új lépés.
}
link-send = Link küldése
link-send-again = Link újraküldése
link-copied = A link a vágólapra került: illeszd be egy üzenetbe a barátodnak.
link-url = Elküldendő link
link-paste = A barátod linkje
link-open = Megnyitás
link-join-heading = { $name } meghív egy { $game } játszmára
link-join-you = Te
link-join-open = Szabad hely
link-join-bot = { $name } · gép, { $level }
link-join-text = Linkek küldésével játszotok: minden köröd után a játszma ad egy linket, amelyet elküldesz a barátodnak, a folytatáshoz pedig megnyitod azt a linket, amelyet ő küld vissza. A játszma ezen az eszközön marad meg.
link-join-name = A neved
link-join = Csatlakozás a játszmához
link-join-later = Most nem
saves-link-your-turn = Te lépsz
saves-link-send = A linkedet még el kell küldeni
saves-link-waiting = Várakozás { $name } linkjére
saves-link-forfeited = { $name } szabálysértés miatt vesztett
saves-link-ended = Az utolsó linkje elküldve

## Lessons ("Learn to play")

lessons-title = { $game } – tanulás
lessons-intro = Rövid leckék a valódi táblán. Lépd azt, amit az adott lépés kér: a rossz lépést nem hajtjuk végre, és megmondjuk, miért; a „Mutasd meg” megmutatja a jót. Minden lecke egy kis feladattal zárul.
lessons-done = Kész
lesson-title = { $number }. lecke: { $title }
lesson-step = { $step }. lépés / { $steps }
lesson-final-task = A feladatod
lesson-show = Mutasd meg
lesson-again = A lépés újrakezdése
lesson-next-step = Következő lépés
lesson-next = Következő lecke
lesson-all = Összes lecke
lesson-complete = Lecke teljesítve. Ezen az eszközön késznek jelöltük.
