# Torri: a játék összes szava, a magyar szabálykönyv kifejezéseivel. A kulcsok „torri-” előtaggal kezdődnek.

## Az új játszma beállításai

torri-opt-height-limit = Magassági korlát
torri-opt-height = { $pieces } bábu
torri-opt-no-limit = Nincs korlát
torri-opt-dice-only = Csak kockadobással (torony magassága szerint nem lehet lépni)
torri-opt-two-dice = Két kocka (az 1–6-os és az 1–3-as kocka különbségét lépjük)
torri-opt-free-carry = Szabad hazavitel e magasság fölött
torri-opt-off = Ki
torri-opt-on = Be
torri-opt-colour-die = Színkocka (más játékos színe: kimaradsz a körből)
torri-opt-colour-again = Be, a saját szín újra dobhat
torri-opt-no-progress = Vége { $rounds } kör után, ha senki sem ejt zsákmányt, nem bont, nem visz haza és egy torony sem ér haza

## Tábla és mezők

torri-board = Torri-tábla
torri-square-empty = { $square }: üres
torri-square-stack = { $square }: { $pieces } bábu (alulról → felfelé): { $colours }
torri-square-stack-home = { $square }: { $pieces } bábu (alulról → felfelé): { $colours } – végleg biztonságban a házban

## Állapotsor és útmutatás

torri-prompt-over = A játszma véget ért.
torri-prompt-playing = { $you ->
    [yes] Te következel.
   *[no] { $player } következik.
}
torri-end-stuck = Egy játékosnak nem maradt mozgatható tornya, ezért a játszma azzal a körrel véget ért: az nyer, akinek a legtöbb korongja van.
torri-end-stuck-player = { $you ->
        [yes] Nem maradt mozgatható tornyod, ezért a játszma azzal a körrel véget ért: az nyer, akinek a legtöbb korongja van.
       *[no] { $player } játékosnak nem maradt mozgatható tornya, ezért a játszma azzal a körrel véget ért: az nyer, akinek a legtöbb korongja van.
    }
torri-end-no-progress = { $rounds } egymást követő körben nem volt ütés, szétválasztás, hazavitel és hazaérő torony sem, ezért a játszma véget ért: az nyer, akinek a legtöbb korongja van.
torri-prompt-colour-die = { $player }: dobj a színkockával.
torri-prompt-roll = { $player }: dobj a kockával.
torri-prompt-choose = { $input ->
    [touch] { $player }: dobj a kockával, vagy lépj egy toronnyal annyit, ahány bábuból áll (koppints rá).
   *[mouse] { $player }: dobj a kockával, vagy lépj egy toronnyal annyit, ahány bábuból áll (kattints rá).
}
torri-prompt-choose-after-six = { $input ->
    [touch] { $player }: hatos! Dobj újra, vagy lépj egy toronnyal annyit, ahány bábuból áll (koppints rá).
   *[mouse] { $player }: hatos! Dobj újra, vagy lépj egy toronnyal annyit, ahány bábuból áll (kattints rá).
}
torri-prompt-move = { $player }: lépj egy toronnyal pontosan { $squares } mezőt.
torri-prompt-split = { $player }: ez a torony túl magas ({ $square }), két részre kell bontani.
torri-prompt-bonus-roll = { $player }: a saját színed – dobhatsz újra, vagy itt abbahagyhatod.
torri-colour-die-blank = színkocka: üres
torri-colour-die-shows = színkocka: { $colour }
torri-last-round = Utolsó kör!
torri-quiet-last-round = Ebben a körben sem zsákmány, sem bontás, sem hazavitel, sem hazaérő torony: a játszma ezzel a körrel véget ér.
torri-quiet-rounds-left = Még { $rounds } kör, hacsak valaki zsákmányt nem ejt, nem bont, nem visz haza bábut, vagy nem ér haza egy toronnyal.

## Gombok

torri-roll-colour-die = Dobás a színkockával
torri-roll = Dobás
torri-stop-here = Itt abbahagyom
torri-pass = Passz (nincs szabályos lépés)
torri-free-carry = A torony tetejét haza
torri-split-question = Hány bábu maradjon alul?
torri-split-cut = { $keep } ({ $moves } elmegy)
torri-split-then = { $input ->
    [touch] Aztán koppints egy mellette lévő kiemelt mezőre.
   *[mouse] Aztán kattints egy mellette lévő kiemelt mezőre.
}

## A napló (a jelölés jelei, a nyelv szavai)

torri-log-pass = passz
torri-log-no-extra-roll = nincs újradobás
torri-log-roll = dobás { $distance }
torri-log-roll-two = dobás { $big }−{ $small } = { $distance }
torri-log-roll-nothing = dobás
torri-hint-roll = dobás
torri-hint-roll-two = dobás
torri-hint-roll-colour = színkocka
torri-log-colour-skip = színkocka: { $colour ->
    [red] piros
    [blue] kék
    [yellow] sárga
   *[green] zöld
} (kimarad)
torri-log-colour-own = színkocka: { $colour ->
    [red] piros
    [blue] kék
    [yellow] sárga
   *[green] zöld
} (saját)
torri-log-colour-blank = színkocka: üres
torri-log-move = { $from }-{ $to }
torri-log-capture = { $from }x{ $to } ({ $pieces } zsákmány)
torri-log-split = bontás: { $pieces } bábu { $from } → { $to }
torri-log-carry = { $pieces } bábu haza innen: { $from }

## A napló szavakkal, a tippekhez és a bejelentésekhez (minden `-words` ikerüzenet a saját sorának értékeit kapja)

torri-log-pass-words = nincs lépés: passz
torri-log-roll-words = kockadobás: { $distance }
torri-log-roll-two-words = dobás két kockával: { $big } mínusz { $small }, vagyis { $distance }
torri-log-roll-nothing-words = kockadobás
torri-hint-roll-words = dobj a kockával
torri-hint-roll-two-words = dobj a két kockával
torri-hint-roll-colour-words = dobj a színkockával
torri-log-colour-skip-words = színkocka: { $colour ->
    [red] piros
    [blue] kék
    [yellow] sárga
   *[green] zöld
} – más játékos színe, a kör elvész
torri-log-colour-own-words = színkocka: { $colour ->
    [red] piros
    [blue] kék
    [yellow] sárga
   *[green] zöld
} – a játékos saját színe
torri-log-move-words = torony { $from } mezőről { $to } mezőre
torri-log-capture-words = torony { $from } mezőről { $to } mezőre, zsákmány: { $pieces } bábu
torri-log-split-words = bontás: a felső { $pieces } bábu { $from } mezőről { $to } mezőre
torri-log-carry-words = hazavitel: a felső { $pieces } bábu { $from } mezőről

## Szabályhibák (kettőspont után állnak: kisbetűvel)

torri-error-game-over = a játszma véget ért
torri-error-must-roll-colour-die = előbb dobj a színkockával
torri-error-colour-die-not-now = a színkockával csak a kör elején lehet dobni
torri-error-must-split = előbb a magassági korlát fölötti tornyot kell két részre bontani
torri-error-already-rolled = már dobtál: lépj egy toronnyal pontosan { $distance } mezőt
torri-error-not-rolled-now = most nem dobhatsz
torri-error-must-roll-bonus = a saját színedet dobtad: dobj újra a kockával, vagy hagyd itt abba
torri-error-no-bonus-roll-to-decline = most nincs visszautasítható újradobás
torri-error-height-moves-disabled = a csak kockadobásos játékban nem lehet a torony magassága szerint lépni
torri-error-off-board = ez a mező a táblán kívül van
torri-error-empty-square = ezen a mezőn nincs torony
torri-error-not-your-stack = csak olyan tornyot léptethetsz, amelynek tetején a te színed van
torri-error-frozen-in-home = a saját házában álló, két vagy több bábuból álló torony már nem léphet
torri-error-captured-this-turn = a zsákmányt ejtő torony ebben a körben már nem léphet
torri-error-not-straight = a lépés egyenesen halad egy sor vagy oszlop mentén
torri-error-wrong-distance = ennek a lépésnek pontosan { $squares } mezőnyinek kell lennie
torri-error-own-stack = saját toronyra nem léphetsz rá
torri-error-other-home = ez a mező egy másik játékos házában van
torri-error-pass-not-allowed = csak akkor passzolhatsz, ha nincs szabályos lépésed
torri-error-nothing-to-move = nincs olyan tornyod, amely léphetne: passzolj
torri-error-no-split-now = most nincs kettébontandó torony
torri-error-bad-cut = a bontás mindkét részének tetején a te színednek kell lennie, és legfeljebb { $limit } bábuból állhat
torri-error-not-adjacent = a levált rész a torony melletti mezőre kerül
torri-error-free-carry-disabled = a szabad hazavitel nem része ennek a játszmának
torri-error-free-carry-not-now = a szabad hazavitel a kör elején az egész lépést helyettesíti
torri-error-already-home = ez a torony már a házadban van
torri-error-too-low-to-carry = csak { $height } bábunál magasabb torony vihet haza bábukat

## Szabálysúgó (saját szavainkkal; formátum: docs/i18n.md)

torri-rules-help =
    TORRI

    CÉL
    A játszma végén a legtöbb bábu legyen a házadban. Bármilyen színű bábu számít: minden
    torony, amely a végén a tiéd, neked számít.

    ÍGY ZAJLIK EGY KÖR
    Dobj a kockával, és lépj az egyik tornyoddal pontosan annyi mezőt egyenesen, vagy dobás nélkül
    lépj egy toronnyal annyi mezőt, ahány bábuból áll. Ha más játékos tornyára érkezel, zsákmányul
    ejted. Dobott 6-os után folytatod.

    TÁBLA
    10 × 10 mező. Minden játékosnak van egy háza, amely kezdetben tele van az egyes bábuival.
    • 2 játékos: a déli az 1–2. sort, az északi a 9–10. sort birtokolja (fejenként 20 bábu).
    • 3–4 játékos: minden ház egy oldal közepén lévő 2 × 6 mezős tömb (fejenként 12 bábu); a négy
      sarki tömb senkié. 3 játékosnál a keleti ház közönséges nyílt játéktér.

    TORNYOK
    Az egy mezőn álló bábuk tornyot alkotnak. Azé, akinek a színe legfelül van, és mindig
    egészben lép.

    A KÖRÖD
    Vagy
      - dobsz a kockával, és az egyik tornyoddal pontosan annyi mezőt lépsz, vagy
      - dobás nélkül az egyik tornyoddal pontosan annyi mezőt lépsz, ahány bábuból áll (egy
        magányos bábu 1-et, egy háromszintes torony 3-at).
    Ha már dobtál, nem térhetsz át a torony magassága szerinti lépésre. A lépés egyenesen halad egy
    sor vagy oszlop mentén, és átugorja a közbeeső bábukat és tornyokat. Léphetsz üres mezőre vagy
    más tornyára: ekkor zsákmányul ejted, a te tornyod kerül a tetejére. Sosem léphetsz a saját
    tornyodra, nem hagyhatod el a táblát, és nem léphetsz más játékos házába. Ha van szabályos
    lépésed, lépned kell; ha a dobás után nincs, passzolsz.

    ZSÁKMÁNY
    A zsákmányt éppen ejtő torony a köröd hátralévő részében helyben marad.

    HATOSOK
    Egy dobott 6-os lépés után folytatod: dobsz újra, vagy bármelyik tornyoddal a
    magassága szerint lépsz. Ez minden dobott 6-os után ismétlődik. (A magasság szerinti 6-os lépés
    nem számít hatosnak.) A fel nem használható hatos egyszerűen elvész: passzolsz, és véget ér a
    köröd.

    HÁZAK
    A házad biztonságos, más nem léphet be. Egy magányos bábu ki-be járhat a házadba, és
    benne is lépegethet. A két vagy több bábuból álló torony, amely a házadba ér, végleg ott marad.

    MAGASSÁGI KORLÁT (általában 12)
    A korlátnál magasabb tornyot a tulajdonosa azonnal két részre
    bontja. Úgy válassz vágást, hogy mindkét rész tetején a te színed legyen, és egyik se lépje túl
    a korlátot; az alsó rész helyben marad, a felső egy szomszédos (fölötte, alatta, balra vagy
    jobbra lévő) mezőre kerül, amely üres vagy ellenfélé, de sosem más játékos házába. Ha ettől egy
    másik torony lesz túl magas, azt is két részre kell bontani. Ha nincs megfelelő vágás vagy mező,
    a torony úgy marad.

    VÉGE
    Amint egy játékosnak nincs több olyan tornya, amely még léphet (minden tornya beragadt a
    házába, vagy semmije sincs), a folyamatban lévő kört végig kell játszani (ülésrendben az utolsó
    játékosig). Ezután minden torony a tulajdonosának számít, és ehhez jönnek a hazavitt bábuk. A
    legtöbb bábu nyer; az élen azonos számmal állók osztoznak a győzelmen.

    VÉGE ELŐRELÉPÉS NÉLKÜL (be van kapcsolva, hacsak kezdéskor ki nem kapcsolják)
    Ha sok teljes kör
    telik el egymás után zsákmány, bontás, szabad hazavitel vagy a tulajdonosa házába érő, két vagy
    több bábuból álló torony nélkül, a játszma az adott kör után véget ér, és a szokásos módon
    számolunk. A tábla mutatja, hány kör van hátra, ha már ötnél kevesebb.

    VÁLTOZATOK (játék előtt megbeszélve)
      - Magassági korlát: más szám, vagy semmilyen korlát.
      - Csak kockadobással: nincs magasság szerinti lépés; hatos után egyszerűen újra dobsz.
      - Szabad hazavitel: ha valamelyik házadon kívüli tornyod magasabb a megbeszélt magasságnál, a
        köröd lépése helyett az e magasság fölötti bábukat egyenesen a házadba emelheted. Ott
        biztonságban vannak, neked számítanak, és végleg ott maradnak (akár egyetlen bábu is). A
        visszamaradó rész azé, akinek a színe most legfelül van.
      - Két kocka (1–6 és 1–3): a kettő különbségét lépjük. A 0 különbség azt jelenti, hogy nincs
        lépés. A különbség sosem 6, így hatos-bónusz sincs.
      - Színkocka: minden kör a színkockával kezdődik (játékosonként egy oldal, a többi üres). Más
        játékos színe: kimaradsz ebből a körből. Üres vagy a saját színed: a szokásos módon
        játszol. „A saját szín újra dobhat” változatban a saját színed azt is lehetővé teszi, hogy a
        köröd végén még egyszer dobj a számkockával, ha akarsz; ott abba is hagyhatod.

## Miért jó egy lépés (tagmondat a lépés neve után a tippben és az elemzésben: kisbetűvel)

torri-reason-capture-piece = ezzel zsákmányul ejtesz egy { $colour ->
    [red] piros
    [blue] kék
    [yellow] sárga
   *[green] zöld
} bábut, amely mostantól neked számít
torri-reason-capture = ezzel zsákmányul ejted a { $colour ->
    [red] piros
    [blue] kék
    [yellow] sárga
   *[green] zöld
}, { $pieces } bábuból álló tornyot, és mostantól minden bábuja neked számít
torri-reason-home = ezzel hazaviszed a tornyodat, és { $pieces } bábuja végleg biztonságban lesz
torri-reason-split-home = ezzel a felső { $pieces } bábu a házadba kerül, végleg biztonságban
torri-reason-carry = ezzel { $pieces } bábu végleg biztonságba kerül a házadban
torri-reason-threat-piece = ezzel fenyegetsz egy { $colour ->
    [red] piros
    [blue] kék
    [yellow] sárga
   *[green] zöld
} bábut: a torony magassága szerinti lépéssel zsákmányul ejtheted
torri-reason-threat = ezzel fenyegeted a { $colour ->
    [red] piros
    [blue] kék
    [yellow] sárga
   *[green] zöld
}, { $pieces } bábuból álló tornyot: a torony magassága szerinti lépéssel zsákmányul ejtheted
torri-reason-single-home = ezzel a bábud hazaér, ahol senki sem ejtheti zsákmányul
