# Torres: a játék összes szava. A kulcsok „torres-” előtaggal kezdődnek.

## Az új játszma beállításai

torres-opt-cards = Akciókártyák
torres-opt-cards-personal = Saját pakli (3 lapból 1 marad)
torres-opt-cards-common = Közös pakli (a felső lapot húzod)
torres-opt-cards-off = Nélkülük (bevezető játék)
torres-opt-master = Mesterváltozat (a játékosok rakják le az alapokat, teljes kézzel, egy mesterkártyával)
torres-opt-master-card = Mesterkártya
torres-opt-master-card-random = Véletlenszerűen húzva

## Tábla és mezők

torres-board = Torres-tábla
torres-inspect-ground = { $square }: üres talaj
torres-inspect-ground-knight = { $square }: üres talaj, { $colour ->
    [red] piros lovag
    [blue] kék lovag
    [yellow] sárga lovag
   *[green] zöld lovag
} ({ $height }. szint)
torres-inspect-ground-king = { $square }: üres talaj, a király
torres-inspect-castle = { $square }: magasság { $height }, vár { $area } alapterülettel és { $castle_height } magassággal
torres-inspect-castle-knight = { $square }: magasság { $height }, vár { $area } alapterülettel és { $castle_height } magassággal, { $colour ->
    [red] piros lovag
    [blue] kék lovag
    [yellow] sárga lovag
   *[green] zöld lovag
} ({ $height }. szint)
torres-inspect-castle-king = { $square }: magasság { $height }, vár { $area } alapterülettel és { $castle_height } magassággal, a király

## Választás egy kattintás jelentései között

torres-choice-new-knight = Új lovag (2 AP)
torres-choice-block = Toronyelem lerakása (1 AP)
torres-choice-step = Lépés (1 AP)
torres-choice-through = Át a váron (1 AP)
torres-choice-under-from-turn = Elem ennek a körnek a kupacából
torres-choice-under-from-stack = Elem egy { $size } elemes kupacból
torres-choice-cancel = Mégse
torres-target-ask = { $input ->
    [touch] { $actions }: az első koppintás megmutatja, a második végrehajtja
   *[mouse] { $actions }: az első kattintás vagy Enter megmutatja, a második végrehajtja
}
torres-target-choose = { $input ->
    [touch] { $actions }: koppints a választáshoz
   *[mouse] { $actions }: kattints vagy nyomj Entert a választáshoz
}
torres-prompt-confirm = { $input ->
    [touch] { $action } ({ $square }): koppints rá még egyszer a végrehajtáshoz, vagy bárhová máshová a megszakításhoz.
   *[mouse] { $action } ({ $square }): kattints rá még egyszer vagy nyomj Entert a végrehajtáshoz, Escape-et a megszakításhoz.
}
torres-prompt-choose = { $input ->
    [touch] Mező ({ $square }): válaszd ki, mit teszel ott, vagy koppints máshová a megszakításhoz.
   *[mouse] Mező ({ $square }): válaszd ki, mit teszel ott, vagy nyomj Escape-et a megszakításhoz.
}
torres-refused = Ezen a mezőn ({ $square }) nem tehetsz semmit: { $reason }.
torres-refused-block-or-knight = Ide ({ $square }) nem tehetsz elemet: { $block }. Új lovagot sem: { $knight }.
torres-refused-knight = A lovag ({ $square }) nem léphet: { $reason }.

## Állapotsor és útmutatás

torres-handover-text = A tábla rejtve marad, hogy más ne lássa az akciókártyáidat.
torres-prompt-over = A játszma véget ért.
torres-end-reason = A harmadik szakasz után megtörtént a várak értékelése: a legtöbb pont nyer.
torres-prompt-foundation = { $player }: rakj le egy váralapot (legalább 3 lépésre a többitől).
torres-prompt-start-knight = { $player }: állíts egy lovagot egy üres alapra.
torres-prompt-start-king = { $player }: állítsd a királyt egy üres alapra.
torres-prompt-choose-stack = { $player }: válaszd ki ennek a körnek a toronyelem-kupacát.
torres-prompt-pick = { $player }: tarts meg egyet a megnézett lapok közül.
torres-prompt-put-back = { $player }: a többi lapot egyenként tedd vissza a paklid tetejére vagy aljára.
torres-prompt-spread = { $player }: { $blocks } le nem rakott elem – tedd a többi kupacodra, vagy add vissza a készletbe.
torres-prompt-king-move = { $player }: neked van a legkevesebb pontod, ezért a királyt egy kiemelt mezőre viheted, vagy a helyén hagyhatod.
torres-prompt-playing = { $you ->
    [yes] Te következel.
   *[no] { $player } következik.
}
torres-prompt-card-from = { $card }: hová innen: { $square }?
torres-prompt-move-block = { $input ->
    [touch] { $card }: koppints a felemelendő elemre, majd arra, ahová kerül.
   *[mouse] { $card }: kattints a felemelendő elemre, majd arra, ahová kerül.
}
torres-prompt-card = { $input ->
    [touch] { $card }: koppints egy kiemelt lovagra vagy mezőre.
   *[mouse] { $card }: kattints egy kiemelt lovagra vagy mezőre.
}
torres-prompt-knight-selected = { $input ->
    [touch] Lovag ({ $square }): koppints egy célmezőre (a szám az AP-költsége).
   *[mouse] Lovag ({ $square }): kattints egy célmezőre (a szám az AP-költsége).
}
torres-prompt-main = { $input ->
    [touch] { $player }: koppints egy lovagra, hogy lépj vele, vagy egy kiemelt mezőre, hogy építs vagy új lovagot tegyél le.
   *[mouse] { $player }: kattints egy lovagra, hogy lépj vele, vagy egy kiemelt mezőre, hogy építs vagy új lovagot tegyél le.
}
torres-prompt-only-end-turn = { $player }: nem maradt akciópontod – fejezd be a köröd.
torres-final-position = Végállás
torres-phase-round = { $phase }. fázis · { $round }. kör
torres-ap-left = AP { $points }
torres-blocks-left = Elem { $blocks }

## Gombok

torres-choose-stack = { $size } elemes kupac
torres-spread-onto = Egyet egy { $size } elemes kupacra
torres-return-rest = A maradék vissza
torres-keep-king = A király marad
torres-one-ap = 1 AP
torres-take-card = Lap húzása (1)
torres-advance-score = Pont +1 (1)
torres-cancel-card = { $card } visszavonása
torres-end-turn = Kör vége
torres-view-toggle-title = Váltás a felülnézet és a 3D nézet között
torres-view-flat = Felülnézet
torres-view-3d = 3D nézet

## Lapok

torres-card-climb2 = Mászás 2
torres-card-block-under = Elem a lovag alá
torres-card-extra-block = Plusz elem
torres-card-secret-passage = Titkos átjáró
torres-card-diagonal = Átló
torres-card-ap6 = 6 AP
torres-card-ap7 = 7 AP
torres-card-move-block = Elem áthelyezése
torres-card-reposition = Átültetés
torres-card-jump = Ugrás
torres-card-climb2-text = Egy lovag szomszédos mezőre lép, legfeljebb 2 szinttel feljebb.
torres-card-block-under-text = Csúsztass egy elemet valamelyik kupacodból az egyik lovagod alá.
torres-card-extra-block-text = Rakj le egy elemet a közös készletből.
torres-card-secret-passage-text = Át egy váron, bent mászni is szabad; egy mellette lévő alacsonyabb mezőre lépsz ki.
torres-card-diagonal-text = Egy lovag átlósan lép egy mezőt (legfeljebb 1 szinttel feljebb).
torres-card-ap6-text = Egy plusz akciópont ebben a körben.
torres-card-ap7-text = Két plusz akciópont ebben a körben.
torres-card-move-block-text = Egy szabad mező legfelső elemét máshová teszed, akár új vár alapításához is.
torres-card-reposition-text = Egy lovagot oda teszel, ahol új lovag csatlakozhatna egy másik lovagodhoz.
torres-card-jump-text = Egyenesen átugrasz egy szomszédos lovagot a mögötte lévő üres mezőre.
torres-keep = Megtartom
torres-put-top = Felülre
torres-put-bottom = Alulra
torres-keep-card = Megtartom: { $card }
torres-put-top-card = Felülre: { $card }
torres-put-bottom-card = Alulra: { $card }
torres-pick-keep = Tarts meg egy lapot
torres-pick-put-back = Tedd vissza a többit
torres-card-fresh = Ebben a körben húztad: a következő körödtől játszható ki
torres-your-cards = A lapjaid ({ $colour })
torres-no-cards = Nincs lap a kezedben.

## Mesterkártyák

torres-master-card = { $number }. mesterkártya: { $text }
torres-master-1 = Mind a hat lovag különböző szinten a 3. fázis után: 40
torres-master-2 = Mind a hat lovag ugyanazon a szinten a 3. fázis után: 50
torres-master-3 = Mind a hat lovag egy sorban vagy oszlopban a 3. fázis után: 50
torres-master-4 = Négy lovag egy négyzet sarkain a 3. fázis után: 50
torres-master-5 = Lovagonként a szélső mezőkön 2/5/10 az 1./2./3. fázis után, +2/5/10 az egyértelműen legtöbbnek
torres-master-6 = Lovagok pontosan 4/5/6 váron az 1./2./3. fázis után: 5/15/30
torres-master-7 = Lovagonként egy főátlón 2/5/10 az 1./2./3. fázis után, +2/5/10 az egyértelműen legtöbbnek
torres-master-8 = Mind a hat lovag oldalasan összefüggő a 3. fázis után: 40

## Játékosok, készlet, pontsáv

torres-player-cards = lapok { $hand } · pakli { $deck } · kijátszva { $played }
torres-player-cards-yours = lapok { $hand } (a tieid) · pakli { $deck } · kijátszva { $played }
torres-player-stacks = kupacok { $stacks }
torres-player-knights = lovagok: { $board } a táblán, { $reserve } még kint
torres-supply = Készlet: { $blocks } elem · várak: { $castles }
torres-score-track = Pontsáv

## A pontozás összesítése

torres-summary-title = { $phase ->
    [one] Pontozás az { $phase }. fázis után
    [5] Pontozás az { $phase }. fázis után
   *[other] Pontozás a { $phase }. fázis után
}
torres-summary-castle = Vár
torres-summary-castle-row = { $square }… ({ $area } mező)
torres-summary-king = Királybónusz
torres-summary-master = Mesterkártya
torres-summary-total = A fázis összesen
torres-summary-after = Pontszám utána

## A napló (a jelölés jelei, a nyelv szavai)

torres-log-foundation = alap { $square }
torres-log-start-knight = L { $square }
torres-log-start-king = király { $square }
torres-log-stack = kupac { $size }
torres-log-new-knight = +L { $square }
torres-log-step = L { $from }-{ $to }
torres-log-through = L { $from }⇒{ $to } (vár)
torres-log-block = E { $square } (m{ $height })
torres-log-take-card = lapot húz
torres-log-keep-card = megtart egy lapot
torres-log-put-back = { $end ->
    [top] lap felülre
   *[bottom] lap alulra
}
torres-log-keep-card-named = megtartja: { $card }
torres-log-put-back-named = { $end ->
    [top] { $card } felülre
   *[bottom] { $card } alulra
}
torres-log-card = lap: { $card }
torres-log-card-knight = lap: { $card } L { $from }-{ $to }
torres-log-card-passage = lap: { $card } L { $from }⇒{ $to }
torres-log-card-reposition = lap: { $card } L { $from }→{ $to }
torres-log-card-move-block = lap: { $card } { $from }→{ $to }
torres-log-card-block = lap: { $card } E { $square } (m{ $height })
torres-log-card-under-from-turn = lap: { $card } L { $square } (ennek a körnek a kupacából)
torres-log-card-under-from-stack = lap: { $card } L { $square } (egy { $size } elemes kupacból)
torres-log-score = pont +{ $points }
torres-log-end-turn = kör vége
torres-log-spread = szétoszt → { $size }
torres-log-return = visszaad { $blocks }
torres-log-king = király { $square }
torres-log-king-stays = a király marad

## A napló szavakkal, a tippekhez és a bejelentésekhez (minden `-words` ikerüzenet a saját sorának értékeit kapja)

torres-log-foundation-words = váralap { $square } mezőn
torres-log-start-knight-words = lovag { $square } mezőn
torres-log-start-king-words = a király { $square } mezőn
torres-log-stack-words = { $size } elemes kupac erre a körre
torres-log-new-knight-words = új lovag { $square } mezőn
torres-log-step-words = lovag { $from } mezőről { $to } mezőre
torres-log-through-words = lovag { $from } mezőről a váron át { $to } mezőre
torres-log-block-words = elem { $square } mezőn, { $height }. szint
torres-log-take-card-words = akciókártya húzása a pakliból
torres-log-keep-card-words = egy lap megtartása
torres-log-put-back-words = { $end ->
    [top] a másik lap a pakli tetejére
   *[bottom] a másik lap a pakli aljára
}
torres-log-keep-card-named-words = „{ $card }” akciókártya megtartása
torres-log-put-back-named-words = { $end ->
    [top] „{ $card }” akciókártya vissza a pakli tetejére
   *[bottom] „{ $card }” akciókártya vissza a pakli aljára
}
torres-log-card-words = „{ $card }” akciókártya
torres-log-card-knight-words = „{ $card }” akciókártya: lovag { $from } mezőről { $to } mezőre
torres-log-card-passage-words = „{ $card }” akciókártya: lovag { $from } mezőről a váron át { $to } mezőre
torres-log-card-reposition-words = „{ $card }” akciókártya: lovag { $from } mezőről { $to } mezőre
torres-log-card-move-block-words = „{ $card }” akciókártya: elem { $from } mezőről { $to } mezőre
torres-log-card-block-words = „{ $card }” akciókártya: elem { $square } mezőn, { $height }. szint
torres-log-card-under-from-turn-words = „{ $card }” akciókártya: elem ennek a körnek a kupacából a lovag alá { $square } mezőn
torres-log-card-under-from-stack-words = „{ $card }” akciókártya: elem egy { $size } elemes kupacból a lovag alá { $square } mezőn
torres-log-score-words = a pontjelző léptetése, +{ $points }
torres-log-end-turn-words = a kör vége
torres-log-spread-words = egy le nem rakott elem egy { $size } elemes kupacra
torres-log-return-words = a le nem rakott elemek vissza a készletbe ({ $blocks })
torres-log-king-words = a király { $square } mezőre
torres-log-king-stays-words = a király a helyén marad

## Szabályhibák (kettőspont után állnak: kisbetűvel)

torres-error-game-over = a játszma véget ért
torres-error-wrong-time = ez a kör ezen pontján nem lehetséges
torres-error-no-such-square = ilyen mező nincs
torres-error-not-your-knight = ezen a mezőn nincs lovagod
torres-error-square-occupied = ezen a mezőn lovag vagy a király áll
torres-error-not-adjacent = a lovagok oldalasan lépnek és csatlakoznak, egyszerre egy mezőt
torres-error-not-diagonal = ez a mező nem átlósan szomszédos a lovaggal
torres-error-climb-too-high = egy lovag ennyi szintet nem mászhat
torres-error-not-enough-ap = nincs elég akciópont
torres-error-no-knights-left = mind a hat lovagod a táblán van már
torres-error-new-knight-too-high = az új lovagnak egy lovagod mellé kell kerülnie, ugyanazon vagy alacsonyabb szintre
torres-error-castle-too-tall = egy vár nem lehet magasabb az alapterületénél
torres-error-joins-castles = ez az elem két várat kötne össze
torres-error-new-castle = az elemnek egy meglévő várat kell bővítenie
torres-error-block-under-piece = elem nem kerülhet lovag vagy a király alá
torres-error-stack-empty = abban a kupacban nem maradt elem
torres-error-no-such-stack = ilyen kupacod nincs
torres-error-stack-full = egy kupacban legfeljebb három elem lehet
torres-error-no-through-path = egy váron át sem vezet út erre a mezőre
torres-error-not-a-foundation = a kezdő figurák üres váralapra kerülnek
torres-error-foundation-too-close = egy alapnak legalább 3 mezőre kell lennie minden másiktól
torres-error-not-a-castle-square = a királynak üres várbeli mezőn kell állnia
torres-error-two-cards-per-turn = egy körben legfeljebb két lapot lehet húzni
torres-error-deck-empty = a pakli üres
torres-error-no-draw-in-master = a mesterváltozatban nem húzunk lapot
torres-error-cards-off = ez a játszma akciókártyák nélkül folyik
torres-error-card-not-held = ez a lap nincs nálad
torres-error-card-taken-this-turn = egy lapot nem lehet abban a körben kijátszani, amelyben húztad
torres-error-one-card-per-turn = egy körben csak egy lapot lehet kijátszani
torres-error-card-not-shown = ez a lap nincs a megnézett lapok között
torres-error-supply-empty = a közös készlet üres
torres-error-no-knight-to-jump = ugráshoz egy szomszédos lovag kell, amelyet átugorhatsz
torres-error-splits-castle = egy várat nem lehet kettéválasztani
torres-error-too-few-castles = legalább 6 várnak maradnia kell
torres-error-no-block-to-move = csak figura nélküli mező legfelső eleme helyezhető át
torres-error-nothing-to-return = nincs szétosztható elem
torres-error-same-square = a figurának másik mezőre kell kerülnie

## A szabályoldal ábrái

torres-diagram-castle = Egy vár: 5 oldalukkal összefüggő mező, tehát az alapterülete 5; a legmagasabb mezőjén 3 elem van, tehát a magassága 3. Egy vár sosem lehet magasabb az alapterületénél.
torres-diagram-through = Át a váron (1 AP): a talajon álló lovag belép egy magasabb mezőre, bent mászás nélkül halad (a számok a magasságok), és a túloldalon olyan szinten lép ki, amelyet elérhet.
torres-diagram-scoring = Pontozás: ennek a várnak 5 az alapterülete. Piros legmagasabb lovagja a 3. szinten áll → 5 × 3 = 15; Kéké a 2. szinten → 5 × 2 = 10.

## Szabálysúgó (saját szavainkkal; formátum: docs/i18n.md)

torres-rules-help =
    TORRES — közösen építünk várakat, egyedül mászunk fel rájuk.

    CÉL
    Három fázison át pontot kapsz minden várért, amelyen az egyik lovagod áll: a vár alapterülete
    (hány mezőt fed le) szorozva az ott álló legmagasabb lovagod szintjével. A harmadik pontozás
    után a legtöbb pont nyer.

    ÍGY ZAJLIK EGY KÖR
    5 akciópontod van a lovagjaidra (új lovag, lépések, átjárás a várakon), ennek a körnek a
    kupacából vett elemekre, a lapokra és a pontjelződ léptetésére. Minden kör elhasználja az egyik
    elemkupacodat. Minden fázis utolsó köre után minden várat pontozunk.

    A TÁBLA
    8×8 mezős építési terület, a mezők neve a sakktábláé (a1 bal alul). Egy mező magassága a rajta
    lévő elemek száma; az ott álló figura ezen a szinten van (0 = puszta talaj). A vár oldalukkal
    összefüggő, beépített mezők csoportja. Várak csak a sarkukkal érintkezhetnek, és egy vár sosem
    lehet magasabb az alapterületénél.
    @castle

    ELŐKÉSZÜLETEK
    Nyolc különálló elem a várak alapja (d8 c6 f6 h5 a4 c3 f3 e1). Ülésrendben minden játékos egy
    lovagot állít egy üres alapra; ezután az utolsó játékos a királyt egy másikra állítja.

    FÁZISOK ÉS ELEMEK
    Az 1. fázis 4 körig tart, a 2. és 3. fázis 3-ig (két játékosnál mindegyik 4-ig). Minden fázis
    elején elemkupacokat kapsz: 2 játékos 4 kupacot 3-mal; 3 játékos 3,3,2,2, később 3,3,2; négy
    játékos 2,2,2,2, később 2,2,2. Minden kör elhasznál egy általad választott kupacot, akkor is, ha
    semmit sem építesz. A le nem rakott elemeket a többi kupacodra teheted (kupaconként legfeljebb
    3); a maradék visszakerül a készletbe, ahogy minden, ami a fázis végén megmarad.

    A KÖRÖD: 5 AKCIÓPONT (tetszőleges sorrendben és keverésben)
    • Új lovag (2): egy lovagod melletti üres mezőre, nem magasabbra nála.
    • Lépés (1): egy mezőt oldalirányban egy üres mezőre, legfeljebb egy szinttel feljebb, lefelé
      akármennyit.
    • Át a váron (1): lépj be egy magasabb szomszédos várbeli mezőre, és haladj a vár belsejében
      (sosem felfelé, lefelé szabadon), majd lépj ki egy bejárt mező melletti üres mezőre, amely
      nem magasabb annál a szintnél, amelyen haladsz. A tetőkön álló figurák nem zavarnak.
    • Elem (1, ennek a körnek a kupacából): puszta talajra pontosan egy vár mellé, vagy egy üres
      várbeli mező tetejére. Sosem köthetsz össze két várat, nem alapíthatsz újat, nem takarhatsz
      le figurát, és nem teheted a várat magasabbá az alapterületénél.
    • Lap húzása (1, körönként legfeljebb kettő).
    • Lap kijátszása (ingyenes, körönként legfeljebb egy, és nem az ebben a körben húzott).
    • Pontozás (1): lépj egyet a pontjelződdel. Ha egy másik jelzőre érkezne, a következő szabad
      helyre ugrik (ez minden pontozás után is így van); a 0-n több jelző is állhat.
    Befejezheted a kört fel nem használt pontokkal is.
    @through

    LAPOK (beállítás)
    Nélkülük, Saját pakli (alapértelmezett: tíz lapod van; húzáskor megnézed a felső hármat,
    egyet megtartasz, a többit egyenként tetszés szerint felülre vagy alulra teszed vissza) vagy
    Közös pakli (negyven összekevert lap; húzáskor a felsőt kapod). A kézben tartott lapok titkosak.
     1. Mászás 2 — egy lovag szomszédos üres mezőre lép, legfeljebb két szinttel feljebb.
     2. Elem a lovag alá — végy egy elemet egyik kupacodból, és csúsztasd az egyik lovagod alá
       (akár puszta talajon új várat is alapíthat; sosem köt össze két várat, és sosem teszi a
       várat magasabbá az alapterületénél).
     3. Plusz elem — rakj le egy elemet a közös készletből a szokásos szabályok szerint.
     4. Titkos átjáró — mint az áthaladás a váron, de bent mászhatsz is: a vár bármely mezőjéről
       kiléphetsz egy nála alacsonyabb üres szomszédos mezőre.
     5. Átló — egy lovag átlósan lép egy mezőt (legfeljebb egy szinttel feljebb).
     6. 6 AP — eggyel több akciópont ebben a körben.
     7. 7 AP — kettővel több akciópont ebben a körben.
     8. Elem áthelyezése — egy figura nélküli mező legfelső elemét bárhová teheted, ahová egy
       szokásos elem kerülhetne, vagy puszta talajra minden vártól távol (új vár). Várat nem
       vághatsz ketté, utána egy vár sem lehet magasabb az alapterületénél, és sosem maradhat 6-nál
       kevesebb vár.
     9. Átültetés — egy lovagot bárhová teszel, ahová új lovag kerülhetne egy másik lovagod mellé.
    10. Ugrás — egyenesen átugrasz egy szomszédos lovagot a mögötte lévő üres mezőre (legfeljebb egy
       szinttel feljebb).

    PONTOZÁS (minden fázis után)
    Minden játékos a körsorrendben: minden várért alapterület × az ott álló legmagasabb lovagjának
    szintje. Csak miután mindenki pontozta a várait, jönnek a királybónuszok, ismét körsorrendben: egy
    lovag a király várának pontosan 1. / 2. / 3. szintjén az 1. / 2. / 3. fázis után 5 / 10 / 15
    pontot ér (egyszer). A mesterkártya pontjai jönnek utoljára. Minden hozzáadás külön lépés a
    sávon, így egy másikra érkező jelző minden alkalommal a következő szabad helyre ugrik. Ezután a
    legkevesebb pontú játékos (egyenlőségnél a körsorrendben korábbi) a királyt bármely üres
    várbeli mezőre áthelyezheti, és ő kezdi a következő fázist.
    Ha többen osztoznak a legmagasabb végső pontszámon, a győzelmen is osztoznak.
    @scoring

    MESTERVÁLTOZAT (beállítás)
    A játékosok maguk rakják le a 8 alapot, mindegyiket legalább 3 lépésre (oldalirányban) a
    többitől. Mindenki kezdettől a kezében tartja tíz lapját; lapot húzni nem lehet. Egy (húzott
    vagy választott) mesterkártya pluszpontokat kínál. Egy fázis második körétől minden kört az
    éllovas kezd.
    A mesterkártyák („vég” = a 3. fázis után pontozzuk):
     1. Hat lovag hat különböző szinten (vég): 40.
     2. Mind a hat egy szinten (vég): 50.
     3. Mind a hat egy sorban vagy oszlopban (vég): 50.
     4. Négy lovag egy négyzet sarkain (vég): 50.
     5. Lovagok a szélén: darabonként 2/5/10 az 1./2./3. fázis után, és még egyszer ugyanennyi az
       egyértelműen legtöbbnek.
     6. Lovagok pontosan 4/5/6 váron az 1./2./3. fázis után: 5/15/30.
     7. Lovagok egy hosszú átlón: mint az 5. lap.
     8. Mind a hat lovag oldalukkal összefüggően (vég): 40.

## Miért jó egy lépés: tagmondat a „Tipp: <lépés> — ” után, kisbetűvel; a pontok úgy, mintha most pontoznánk a fázist

torres-reason-score = így { $points } ponttal többet kapsz a következő pontozáskor
torres-reason-score-king = így { $points } ponttal többet kapsz a következő pontozáskor, a királybónusszal együtt
torres-reason-score-master = így { $points } ponttal többet kapsz a következő pontozáskor, a mesterkártya bónuszával együtt
torres-reason-king-bonus = így megkapod a következő pontozáskor a királybónuszt ({ $points } pont)
torres-reason-takes = így { $colour ->
        [red] Piros
        [blue] Kék
        [yellow] Sárga
       *[green] Zöld
    } { $points } ponttal kevesebbet kap a következő pontozáskor
torres-reason-takes-king = így { $colour ->
        [red] Piros
        [blue] Kék
        [yellow] Sárga
       *[green] Zöld
    } elveszti a királybónuszt ({ $points } pont)
torres-reason-blocks = így elzársz egy lépést, amely { $points } ponttal többet hozott volna { $colour ->
        [red] Pirosnak
        [blue] Kéknek
        [yellow] Sárgának
       *[green] Zöldnek
    } a következő pontozáskor
torres-reason-prepares = így előkészítesz egy lépést, amely { $points } ponttal többet hozna neked a következő pontozáskor
torres-reason-hop = így { $points } pontot kapsz: a pontjelződ átugrik egy másikat
torres-reason-lead = így az élre kerülsz, és a következő kört az éllovas kezdi
torres-reason-keeps-king = így megtartod a királybónuszt ({ $points } pont)

## Leckék

torres-lesson-goal-title = A cél
torres-lesson-goal-summary = A lovagjaid azokért a várakért kapnak pontot, amelyeken állnak: alapterület szorozva a szinttel.
torres-lesson-goal-up-task = Egy vár pontot ad a rajta álló lovagoknak: az alapterületét (hány mezőt fed le) szorozva a lovag szintjével (hány elemen áll). A lovagod { $from } mezőn áll, { $level }. szinten, egy { $area } alapterületű váron. Lépj vele feljebb, { $to } mezőre: egy lépés 1 akciópontba kerül az 5-ből, és legfeljebb egy szinttel visz feljebb.
torres-lesson-goal-up-done = { $level }. szint egy { $area } alapterületű váron: { $area } × { $level } = { $points } pont a következő pontozáskor.
torres-lesson-goal-grow-task = Egy elem puszta talajon egy vár mellett eggyel nagyobbá teszi a várat, és így minden rajta álló lovag több pontot kap. Rakj le egy elemet (1 akciópont) puszta talajra a lovagod vára mellé.
torres-lesson-goal-grow-done = A vár alapterülete most { $area }, így a lovagod, amely { $level }. szinten áll, { $area } × { $level } = { $points } pontot ér.
torres-lesson-goal-pick-task = A puszta talajon (0. szinten) álló lovag nem kap pontot. Lépj a lovagoddal arra a várra, ahol több pontot szerez.
torres-lesson-goal-pick-done = { $area } × 1 = { $points } pont: ugyanazon a szinten a nagyobb vár többet ér.
torres-lesson-ap-title = Akciópontok
torres-lesson-ap-summary = Minden körben 5 akciópontod van új lovagokra, lépésekre és elemekre.
torres-lesson-ap-knight-task = Egy új lovag 2 akciópontba kerül. Valamelyik lovagod melletti üres mezőre kerül, ugyanarra a szintre vagy lejjebb. Állíts be egy új lovagot olyan magasra, amilyen magasra csak lehet.
torres-lesson-ap-knight-done = Az új lovagod { $level }. szinten áll, ugyanolyan magasan, mint a lovag, amelyhez csatlakozott. 2 akciópontba került, így ebben a körben még { $left } maradt.
torres-lesson-ap-stack-task = Minden kör elhasználja az egyik elemkupacodat, és minden elem 1 akciópontba kerül. Még 1 akciópontod és 2 elemed van: rakj le egy elemet puszta talajra a várad mellé, fejezd be a köröd, majd tedd a fel nem használt elemet a 2 elemes kupacodra (egy kupacban legfeljebb 3 elem lehet).
torres-lesson-ap-stack-done = A 2 elemes kupacodban most 3 elem van a fázis egy későbbi körére. Az az elem, amelynek nem jut hely a kupacaidon, visszakerül a készletbe.
torres-lesson-ap-stairs-task = Elem egy üres várbeli mező tetejére is kerülhet, ettől a mező magasabb lesz. 5 akciópontod és 3 elemed van: juttasd fel a lovagodat még ebben a körben { $level }. szintre.
torres-lesson-ap-stairs-done = { $level }. szint egyetlen kör alatt: három elem felépítette a lépcsőt, két lépés felmászott rajta, mind az 5 akciópont.
torres-lesson-building-title = Építés
torres-lesson-building-summary = Az elemek nagyobbá vagy magasabbá teszik a várakat, de sosem magasabbá az alapterületüknél, és sosem kötnek össze két várat.
torres-lesson-building-tall-task = Egy vár sosem lehet magasabb az alapterületénél. Ennek alapterülete { $area }, és { $square } mező már { $area } magas, ezért oda még nem kerülhet újabb elem. Előbb rakj le egy elemet puszta talajra a vár mellé, aztán egyet { $square } mező tetejére.
torres-lesson-building-tall-done = { $square } mező most { $height } magas, egy { $area } alapterületű váron: ennél magasabb nem lehet, amíg a vár újra nem nő.
torres-lesson-building-join-task = Várak csak a sarkukkal érintkezhetnek: egy elem sosem köthet össze két várat, és új várat sem alapíthat. Növeld eggyel nagyobbra a lovagod várát.
torres-lesson-building-join-done = A várad úgy nőtt, hogy nem ért hozzá egy másikhoz. Egy elem { $first } vagy { $second } mezőn összekötötte volna azzal a várral, amelyhez { $castle } mező tartozik, ezért ezek a mezők zárva voltak.
torres-lesson-building-best-task = Még 1 akciópontod és 1 elemed van. Oda rakd az elemet, ahol a legtöbbet hozza a következő pontozáskor: minden vár az alapterületét szorozva a rajta álló legmagasabb lovagod szintjével adja.
torres-lesson-building-best-done = A lovagod várának alapterülete most { $area }: mivel a lovag { $level }. szinten áll, ez az egy elem { $gain } pontot hoz, többet, mint bárhol máshol.
torres-lesson-climbing-title = Mászás
torres-lesson-climbing-summary = A lovagok lépésenként egy szintet másznak, bármilyen mélyre lelépnek, és át tudnak haladni a várakon.
torres-lesson-climbing-steps-task = Egy lépés oldalirányban visz egy szomszédos üres mezőre, sosem átlósan. Legfeljebb egy szinttel visz feljebb, lefelé viszont akármennyit. Mássz fel két lépésben { $to } mezőre ({ $height } magas).
torres-lesson-climbing-steps-done = { $level }. szint, lépésenként egy szinttel. Lefelé sosincs korlát: onnan fentről egyetlen lépés egyenesen a talajra viheti a lovagot.
torres-lesson-climbing-through-task = 1 akciópontért egy lovag át is haladhat egy váron: belép a vár egy szomszédos mezőjére, amely magasabb a saját szintjénél, bent mászás nélkül halad, majd kilép egy bejárt mező melletti üres mezőre, amely nem magasabb annál a szintnél, amelyen haladt. Haladj át a váron egyetlen lépéssel { $target } mezőre.
torres-lesson-climbing-through-done = Az egész út 1 akciópontért: a várat megkerülve { $steps } lépés kellett volna.
torres-lesson-climbing-trip-task = Még 2 akciópontod van. Juttasd a lovagodat a kör végéig arra a várra, amelyhez { $castle } mező tartozik.
torres-lesson-climbing-trip-done = Át a váron a túloldalára, aztán egy szinttel feljebb: az egész út 2 akciópontba került.
torres-lesson-scoring-title = Pontozás
torres-lesson-scoring-summary = Minden fázis után minden vár az alapterületét szorozva a rajta álló legmagasabb lovagod szintjével adja.
torres-lesson-scoring-once-task = Egy vár csak egyszer ad neked pontot: csak a rajta álló legmagasabb lovagod számít. Lovagod { $square } mezőn semmit sem ad hozzá, mert a másik lovagod magasabban áll ugyanezen a váron. 2 akciópontoddal juttasd át arra a várra, amelyhez { $castle } mező tartozik.
torres-lesson-scoring-once-done = Most mindkét lovag pontot kap: { $area } × { $level } = { $points } az első váron, { $area2 } × { $level2 } = { $points2 } a másikon.
torres-lesson-scoring-end-task = Amikor egy fázis az utolsó köre után véget ér, minden várat pontozunk. Ez a 2. fázis utolsó köre: lépj fel a lovagoddal { $from } mezőről { $to } mezőre, aztán fejezd be a köröd.
torres-lesson-scoring-end-done = A 2. fázist pontoztuk: a lovagod, amely { $level }. szinten áll egy { $area } alapterületű váron, { $area } × { $level } = { $points } pontot szerzett. A 3. fázis után jön az utolsó pontozás, és a legtöbb pont nyer.
torres-lesson-scoring-best-task = Már csak egy akciópontod van: melyik lovag lépjen feljebb? Egy szint annyi pontot ér, amekkora a vára alapterülete. Azt a lépést tedd meg, amely a legtöbbet hozza a következő pontozáskor.
torres-lesson-scoring-best-done = Egy szinttel feljebb azon a váron, amelynek alapterülete { $area }, { $area } pontot hoz; azon, amelynek alapterülete { $small }, csak { $small } pontot hozna. Ott mássz, ahol nagyok a várak.
torres-lesson-king-title = A királybónusz
torres-lesson-king-summary = Egy lovag a király várának pontosan 1., 2. vagy 3. szintjén bónuszt kap az 1., 2. vagy 3. fázis után.
torres-lesson-king-add-task = A vár, amelyen a király áll, bónuszt fizet: az 1. fázis után { $bonus } pontot minden játékosnak, akinek lovagja pontosan az 1. szintjén áll. A lovagod ott a 2. szinten áll, és a várért kap pontot. 2 akciópontoddal szerezd meg a bónuszt is.
torres-lesson-king-add-done = Két lovag, két jutalom: amelyik { $level }. szinten áll, a várért kap pontot ({ $area } × { $level } = { $points }), amelyik az 1. szinten, az a királybónuszt kapja ({ $bonus } pont).
torres-lesson-king-move-task = Minden pontozás után a legkevesebb pontot szerzett játékos a királyt bármelyik üres várbeli mezőre áthelyezheti, vagy a helyén hagyhatja. Most te vagy az. Jön a 2. fázis, amelynek királybónusza { $bonus } pont annak a lovagnak, amely pontosan { $level }. szinten áll a király várán. Tedd a királyt oda, ahol neked segít.
torres-lesson-king-move-done = A király most a lovagod várán áll: ha ez a lovag a 2. fázis végén még mindig { $level }. szinten áll, { $bonus } ponttal többet kapsz.
torres-lesson-king-best-task = A 3. fázis ennek a körnek a végén véget ér, és a királybónusza { $bonus } pont annak a lovagnak, amely pontosan { $level }. szinten áll a király várán. Utolsó akciópontoddal azt a lépést tedd meg, amely a legtöbbet hozza a végső pontozáskor.
torres-lesson-king-best-done = Egy szinttel lejjebb, mégis { $gain } ponttal több: a vár most { $area } × { $to } pontot ad { $area } × { $from } helyett, és a királybónusz még { $bonus } pontot hozzátesz.
torres-lesson-cards-title = Akciókártyák
torres-lesson-cards-summary = Húzz lapot 1 akciópontért, és játssz ki körönként egyet ingyen.
torres-lesson-cards-take-task = Az akciókártyák meghajlítják a szabályokat. Egy lap húzása 1 akciópontba kerül, körönként legfeljebb kettő: megnézed a paklid felső három lapját, egyet megtartasz, a többit egyenként tetszés szerint felülre vagy alulra teszed vissza. Húzz egy lapot.
torres-lesson-cards-take-done = A megtartott lap a kezedben van, a többiek nem látják. A következő körödtől kijátszhatod, abban a körben sosem, amelyben húztad.
torres-lesson-cards-climb-task = Egy lap kijátszása nem kerül akciópontba, de körönként csak egy lapot játszhatsz ki. A Mászás 2 egy lovagot legfeljebb 2 szinttel magasabb szomszédos mezőre visz. Játszd ki, hogy a lovagod { $from } mezőről { $to } mezőre jusson ({ $height } magas).
torres-lesson-cards-climb-done = Az 1. szintről a 3. szintre egyetlen lépéssel, és még mindig megvan minden akciópontod.
torres-lesson-cards-diagonal-task = Nincs több akciópontod, de két lap van a kezedben. Juttasd a lovagodat arra a várra, amelyhez { $castle } mező tartozik, és amely csak egy sarokkal érinti a tiédet.
torres-lesson-cards-diagonal-done = Az Átló átvisz azon a sarkon, ahol két vár összeér: a lovagod most { $level }. szinten áll azon a váron, amelyhez { $castle } mező tartozik.
torres-lesson-why-end-turn = Még ne: amint befejezed a köröd, a másik játékos jön, és ez a feladat megoldatlan marad.
torres-lesson-why-score = A pontjelző léptetése mezőnként 1 akciópontba kerül; ez a feladat mást kér.
torres-lesson-why-take-card = Egy új lap 1 akciópontba kerül, és ebben a körben nem játszható ki; ehhez a feladathoz nem kell.
torres-lesson-to-ground = { $square } mezőn a lovagod puszta talajon, 0. szinten állna, ahol nem kap pontot.
torres-lesson-down = { $square } mezőn a lovagod lejjebb kerülne, { $level }. szintre.
torres-lesson-same-level = { $square } mezőn a lovagod továbbra is { $level }. szinten állna, nem magasabban, mint most.
torres-lesson-gain-less = Ez { $gain } pontot hoz a következő pontozáskor, egy másik lépés viszont { $best } pontot.
torres-lesson-gain-none = Ez semmit sem hoz a következő pontozáskor, egy másik lépés viszont { $best } pontot.
torres-lesson-gain-loss = Ez { $loss } pontodba kerül a következő pontozáskor, egy másik lépés viszont { $best } pontot hoz.
torres-lesson-else-step-up = Ez nem mozdítja a lovagodat: lépj vele { $from } mezőről feljebb, { $to } mezőre.
torres-lesson-block-taller = Ez az elem magasabbá teszi { $square } mezőt, de a lovagod várának alapterülete { $area } marad, így a lovagod nem kap több pontot. Az elemet puszta talajra rakd a vár mellé.
torres-lesson-block-other-castle = Ez az elem azt a várat növeli, amelyhez { $square } mező tartozik, nem azt, amelyen a lovagod áll.
torres-lesson-else-block = Ez nem építés: rakj le egy elemet puszta talajra a lovagod vára mellé.
torres-lesson-new-knight-lower = { $square } mezőn az új lovag { $level }. szinten állna; { $best } mező, szintén a lovagod mellett, magasabb.
torres-lesson-else-new-knight = Ez nem új lovag: állíts be egyet (2 akciópont) a lovagod mellé.
torres-lesson-why-return = Így az elem visszakerül a készletbe; a 2 elemes kupacodon a tiéd marad egy későbbi körre.
torres-lesson-stairs-stuck = Ezután a lovagod ebben a körben már nem jut fel { $level }. szintre: ehhez három elem kell a várára és két lépés, mind az 5 akciópont.
torres-lesson-else-grow-first = Előbb növeld meg a várat: rakj le egy elemet puszta talajra mellé.
torres-lesson-now-tower = A várad alapterülete most { $area }, így { $square } mező { $height } magasra nőhet: oda rakd az elemet.
torres-lesson-else-climb = Ez nem mozdítja a lovagodat: mássz fel lépésenként { $to } mezőre.
torres-lesson-through-elsewhere = Ez az áthaladás a váron { $square } mezőn ér véget; a feladat { $target } mező, a túloldalon.
torres-lesson-through-not-step = Egy lépés csak egy mezőt visz; a váron át ugyanazért az 1 akciópontért eljutsz { $target } mezőre.
torres-lesson-else-through = Ez nem mozdítja a lovagodat: vezesd át a váron { $target } mezőre.
torres-lesson-cannot-reach = Ezután a lovagod a maradék akciópontokkal már nem jut el arra a várra, amelyhez { $castle } mező tartozik.
torres-lesson-keep-high = Ezért a várért az a lovagod kap pontot, amely { $square } mezőn áll: a másikkal lépj.
torres-lesson-end-now = Most fejezd be a köröd: ezzel véget ér a fázis, és pontozzuk a várakat.
torres-lesson-step-before-scoring = Még ne: előbb lépj feljebb. A pontozás azokat a szinteket számolja, amelyeken a lovagjaid a fázis végén állnak.
torres-lesson-king-theirs = Ha ott állna a király, az ellenfeled { $level }. szinten álló lovagja kapná a bónuszt, nem te.
torres-lesson-king-none = Egyik lovagod sem áll { $level }. szinten azon a váron, amelyhez { $square } mező tartozik: ott a király nem hoz neked bónuszt.
torres-lesson-take-a-card = Ez a feladat a lapokról szól: húzz egyet 1 akciópontért.
torres-lesson-card-not-step = Egy lépés legfeljebb egy szinttel visz feljebb; a Mászás 2 akciópont nélkül viszi a lovagodat { $to } mezőre.
torres-lesson-else-card = Ez nem juttatja a lovagodat { $to } mezőre: játszd ki a Mászás 2 lapot.
torres-lesson-climb2-edge = A Mászás 2 csak oldalirányban lép, és az a vár, amelyhez { $castle } mező tartozik, csak egy sarokkal érinti a tiédet.
