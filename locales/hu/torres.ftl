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
