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

## Leckék („Tanulj meg játszani”: minden lépés feladata és tanulsága, aztán hogy miért nem fogadjuk el a rossz lépést)

torri-lesson-goal-title = A cél
torri-lesson-goal-summary = A játszma végén nálad legyen a legtöbb bábu; a torony azé, akinek a színe legfelül van.
torri-lesson-goal-start = Te vagy a Piros: a bábuid a házadban kezdenek, a két alsó sorban. Az nyer, akié a végén a legtöbb bábu. A körödben az egyik tornyoddal lépsz, és egy magányos bábu dobás nélkül is léphet egy mezőt: lépj ki egy bábuval a házadból.
torri-lesson-goal-start-done = A bábud kint van a nyílt játéktéren, ahol a játék zajlik: itt zsákmányul ejthet kék tornyokat, de őt is zsákmányul ejthetik.
torri-lesson-goal-owner = Az egy mezőn álló bábuk tornyot alkotnak, és a torony az összes bábujával együtt azé, akinek a színe legfelül van. Nézd: { $square } mezőn piros van felül, az a te tornyod; { $theirs } mezőn kék. A torony mindig egészben lép, annyi mezőt, ahány bábuból áll: lépj a tiéddel.
torri-lesson-goal-owner-done = A torony { $pieces } bábuja együtt lépett, a kékek is: neked számítanak, amíg piros marad felül.
torri-lesson-goal-task = Több toronyban is van piros bábu. Keresd meg azt a tornyot, amelyik a tiéd, és a legtöbb bábuból áll, aztán lépj vele.
torri-lesson-goal-task-done = Így van: piros van felül, tehát a torony { $pieces } bábuja mind a tiéd. A torony { $theirs } mezőn tele van piros bábukkal, de kék van felül, így Kéké.

torri-lesson-moving-title = Lépés
torri-lesson-moving-summary = A torony egyenesen lép, pontosan annyi mezőt, ahány bábuból áll, és átugorja, ami közben van.
torri-lesson-moving-single = Egy magányos bábu egy mezőt lép: előre, hátra, balra vagy jobbra, átlósan soha. Lépj a bábuddal { $from } mezőről { $target } mezőre.
torri-lesson-moving-single-done = A lépés mindig egy sor vagy egy oszlop mentén halad, és hátra vagy oldalra is szabad lépni.
torri-lesson-moving-jump = Dobás nélkül a torony pontosan annyi mezőt lép, ahány bábuból áll, és átugorja mindazt, ami közben áll. Lépj a tornyoddal, amely { $pieces } bábuból áll, { $from } mezőről { $target } mezőre, át a kék bábukon.
torri-lesson-moving-jump-done = Átugrotta mindkét kék bábut: ami közben áll, sosem akadályozza a lépést. Csak az a mező számít, ahová érkezel.
torri-lesson-moving-task = Nem léphetsz a saját tornyodra, nem hagyhatod el a táblát, és nem léphetsz Kék házába, a két felső sorba. Érkezz az egyik tornyoddal pontosan { $target } mezőre.
torri-lesson-moving-task-done = A tornyod, amely { $pieces } bábuból áll, átugrotta a saját bábudat és egy kéket, és pontosan { $target } mezőre érkezett.

torri-lesson-capture-title = Zsákmányszerzés
torri-lesson-capture-summary = Érkezz pontosan egy kék toronyra, és zsákmányul ejted: minden bábuja a tiéd lesz.
torri-lesson-capture-first = Zsákmányt úgy ejtesz, hogy pontosan egy más játékos tornyára érkezel: a te tornyod kerül a tetejére, és az egész torony a tiéd lesz. Ejtsd zsákmányul a kék bábut { $target } mezőn.
torri-lesson-capture-first-done = Most piros van felül, így mindkét bábu neked számít. A zsákmányt ejtő torony a köröd hátralévő részében helyben marad.
torri-lesson-capture-tall = A magasság nem védi meg a tornyot: aki ráérkezik, az egészet megkapja. Ejtsd zsákmányul a kék tornyot { $target } mezőn, amely { $pieces } bábuból áll, a tornyoddal { $from } mezőről.
torri-lesson-capture-tall-done = A kis tornyod egészben megszerezte a magasat: most { $pieces } bábu a tiéd. Kék csak úgy szerezheti vissza őket, ha rájuk érkezik.
torri-lesson-capture-task = Itt többféleképpen is ejthetsz zsákmányt. Keresd meg azt, amelyik a legtöbb bábut hozza.
torri-lesson-capture-task-done = A legnagyobb zsákmány: annak a toronynak { $pieces } bábuja most már neked számít.

torri-lesson-towers-title = Tornyok
torri-lesson-towers-summary = A zsákmányból tornyok nőnek: azé, akinek a színe felül van, és a túl magas tornyot két részre kell bontani.
torri-lesson-towers-back = A torony azé, akinek a színe legfelül van, ezért egyetlen bábu is visszaszerezhet egy egész tornyot. Kék egyik bábuja { $pieces } bábudon ül { $target } mezőn: érkezz erre a toronyra a bábuddal.
torri-lesson-towers-back-done = Újra mind a tiéd, összesen { $pieces } bábu. A tornyok újra meg újra gazdát cserélnek; az számít, kinek a színe van felül a végén.
torri-lesson-towers-far = Minél magasabb a torony, annál messzebbre jut a magassága szerinti lépéssel: a tornyod, amely { $pieces } bábuból áll, { $pieces } mezőt lép. Ejtsd vele zsákmányul a kék tornyot { $target } mezőn.
torri-lesson-towers-far-done = A magas torony messziről csap le, de nagy zsákmány is: minden bábuja azé lesz, aki ráérkezik.
torri-lesson-towers-task = Egy torony legfeljebb { $limit } bábuból állhat (ha a játékosok a játszma előtt másképp nem egyeztek meg). A magasabbat azonnal két részre bontod: kiválasztod, hány bábu marad alul, a többit pedig egy szomszédos mezőre teszed; mindkét rész tetején piros legyen. Ejts zsákmányt { $target } mezőn, aztán bontsd a felső részt a kék bábura { $blue } mezőn.
torri-lesson-towers-task-done = A felső részed a kék bábura érkezett, és azt is zsákmányul ejtette: két zsákmány egy körben, és mindkét torony a tiéd.

torri-lesson-dice-title = A kocka
torri-lesson-dice-summary = Dobj, és lépj pontosan annyit, amennyit dobtál; hatos után folytathatod.
torri-lesson-dice-roll = A torony magassága szerinti lépés helyett dobhatsz is: ekkor az egyik tornyod, bármilyen magas, pontosan annyi mezőt lép, amennyit dobtál. Ha már dobtál, nem gondolhatod meg magad. Dobj a „Dobás” gombbal, aztán lépj, és ejts zsákmányt, ha a szám engedi.
torri-lesson-dice-roll-done = A kocka döntötte el, milyen messzire mész, nem a torony magassága, és a dobott szám épp jó volt egy zsákmányhoz.
torri-lesson-dice-any = A kockán { $roll } áll. Most bármelyik tornyod pontosan { $roll } mezőt lép, bármilyen magas. Ejts zsákmányt az egyikkel.
torri-lesson-dice-any-done = A magányos bábud { $roll } mezőt lépett: dobás után a kis torony ugyanolyan messzire jut, mint a magas.
torri-lesson-dice-task = Hatost dobtál. Egy dobott hatos lépése után folytatod: dobsz újra, vagy bármelyik tornyoddal a magassága szerint lépsz. A zsákmányt ejtő torony a kör hátralévő részében helyben marad. Ejts kétszer zsákmányt ebben a körben.
torri-lesson-dice-task-done = Két zsákmány egy körben: a hatos második lépést adott. Minden dobott hatos újabbat ad.

torri-lesson-home-title = A ház
torri-lesson-home-summary = A házadba más nem léphet be: a torony, amely odaér, végleg biztonságban van.
torri-lesson-home-stack = A házad, a két alsó sor, biztonságos: más nem léphet be. A két vagy több bábuból álló torony, amely ott fejezi be a lépését, végleg ott marad: senki sem ejtheti zsákmányul, és többé nem lép. Vidd haza a tornyodat { $from } mezőről.
torri-lesson-home-stack-done = Végleg biztonságban: a jelvény mutatja, hogy többé nem lép. Mindkét bábuja, a kék is, a végén neked számít.
torri-lesson-home-single = Egy magányos bábu beléphet a házadba, járkálhat benne, és újra kiléphet. Lépj ki a bábuddal { $from } mezőről, és ejtsd zsákmányul a kék bábut { $target } mezőn.
torri-lesson-home-single-done = Kilépett, és zsákmányt ejtett. Most már kétszintes torony: ha hazamegy, végleg ott marad.
torri-lesson-home-task = Egyetlen lépéssel vigyél haza annyi bábut, amennyit csak tudsz. Egy torony csak akkor ér haza, ha a lépése pontosan a házadban végződik.
torri-lesson-home-task-done = Ez { $pieces } bábu, végleg biztonságban. A torony { $short } mezőn nem érhetett haza: a magassága szerinti lépése egy mezővel a házad előtt ér véget.

torri-lesson-end-title = A játszma vége
torri-lesson-end-summary = Ha egy játékosnak nincs több léphető tornya, a kört befejezik, és minden tornyot megszámolnak.
torri-lesson-end-last = A játszma akkor ér véget, amikor egy játékosnak már nincs olyan tornya, amely léphet: a kört végig kell játszani, aztán minden torony annak számít, akinek a színe legfelül van. Az állás { $yours }:{ $theirs } a javadra. Vidd haza az utolsó szabad tornyodat, ahol a számolásig semmi sem érheti el.
torri-lesson-end-last-done = Már semmid sem léphet, így ez az utolsó kör: Kék még egyszer lép, aztán jön a számolás, és { $yours }:{ $theirs } arányban nyersz.
torri-lesson-end-task = Kéknek már csak egy tornya léphet; az összes többi végleg otthon van. Neked { $yours } bábud van, Kéknek { $theirs }. Nyerd meg a játszmát egyetlen lépéssel.
torri-lesson-end-task-done = Kéknek már semmije sem léphet, így a játszma ezzel a körrel véget ér: { $yours }:{ $theirs } arányban nyersz.

torri-lesson-why-roll = Ezzel dobnál a kockával, és a számot nem te választod: itt a torony magassága szerinti lépés is megteszi.
torri-lesson-why-height = Ez a torony magassága szerinti lépés, annyi mezőt, ahány bábuból áll. Ez a feladat a kockáról szól: először dobj a „Dobás” gombbal.
torri-lesson-why-other-stack = Ez is a tiéd, de a feladat a tornyodról szól { $square } mezőn.
torri-lesson-why-smaller = Ez a torony a tiéd, de csak { $pieces } bábuból áll; egy másik tornyod { $best } bábuból.
torri-lesson-why-elsewhere = Egy torony, amely { $pieces } bábuból áll, pontosan { $pieces } mezőt lép: ez { $to } mezőre érkezik, nem { $target } mezőre.
torri-lesson-why-empty = Ez { $to } mezőre érkezik, amely üres: zsákmányt csak úgy ejthetsz, ha pontosan egy kék toronyra érkezel.
torri-lesson-why-fewer = Ez csak { $pieces } bábut hoz; egy másik zsákmány { $best } bábut ér.
torri-lesson-why-split-empty = Így a felső rész { $to } mezőre kerül, amely üres: tedd a kék bábura { $target } mezőn, hogy azt is zsákmányul ejtsd.
torri-lesson-why-roll-elsewhere = Ha { $roll } a dobás, minden torony pontosan { $roll } mezőt lép, bármilyen magas: ez { $to } mezőre érkezik, amely üres.
torri-lesson-why-gamble = Egy új dobás bármilyen számot hozhat, a torony magassága szerinti lépéssel viszont most rögtön zsákmányt ejthetsz.
torri-lesson-why-field = Így a tornyod { $to } mezőn, kint a nyílt játéktéren áll meg, ahol még zsákmányul ejthetik. A házad a két alsó sor.
torri-lesson-why-fewer-home = Ez { $pieces } bábut visz haza; a tornyod { $square } mezőn { $best } bábut vihet.
torri-lesson-why-not-last = Így a tornyod a nyílt játéktéren marad ({ $to }), ahol még zsákmányul ejthetik, és a játszma folytatódik.
torri-lesson-why-end-behind = Akkor már semmid sem léphet: Kék még egy utolsót lép, és a számolás { $theirs }:{ $yours } lesz Kék javára.
torri-lesson-why-blue-free = Kék tornya { $square } mezőn még léphet, így a játszma folytatódik, és Kék vezet { $theirs }:{ $yours } arányban.
torri-lesson-why-other = Nem ez a kért lépés: olvasd el újra a feladatot, vagy használd a „Mutasd meg” gombot.
