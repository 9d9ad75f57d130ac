# Fortaleza: a játék összes szava. A kulcsok „fortaleza-” előtaggal kezdődnek.

fortaleza-seat-first = Első játékos
fortaleza-seat-second = Második játékos

## Az új játszma beállításai

fortaleza-opt-note = A Fortalezának nincsenek változatai: két játékos. Az első játékos a játékban választja ki a területét és a színeit, aztán titokban épít és állít fel; a második vakon állít fel.

## A játék szavai

fortaleza-unit = { $unit ->
        [king] Király
        [rabble] Csőcselék
        [lancer] Lándzsás
        [archer] Íjász
        [light-cavalry] Könnyűlovasság
        [heavy-cavalry] Nehézlovasság
        [elephant] Elefánt
        [dragon] Sárkány
        [trebuchet] Hajítógép
       *[scorpion] Skorpió
    }
# Az egyes egységek korongján álló betű, seregen belül egyedi (az 1–9, 0 billentyűk hely szerint választanak, bármi a betű).
fortaleza-letter = { $unit ->
        [king] K
        [rabble] Cs
        [lancer] L
        [archer] Í
        [light-cavalry] Kö
        [heavy-cavalry] N
        [elephant] E
        [dragon] S
        [trebuchet] H
       *[scorpion] Sk
    }
# A seregek színeinek jele a játékosok listájában, a naplóban és az eredményben (V: Vörös-arany, F: Fekete-ezüst).
fortaleza-army-letter = { $colours ->
        [red-gold] V
       *[black-silver] F
    }
fortaleza-colours = { $colours ->
        [red-gold] Vörös-arany
       *[black-silver] Fekete-ezüst
    }
fortaleza-territory = { $territory ->
        [south] Dél
       *[north] Észak
    }
fortaleza-unit-of = { $unit } ({ $colours })
fortaleza-player = { $number }. játékos
fortaleza-army-title = { $player } · { $colours } · { $territory }

## A tábla és a panelek

fortaleza-board-label = Fortaleza-tábla
fortaleza-square-unit = { $unit }
fortaleza-square-unit-on-enemy-ring = { $unit } (az ellenséges Kijárati gyűrűn)
fortaleza-square-water = víz
fortaleza-square-mountain = Hegy
fortaleza-square-fortress = Erőd ({ $colours })
fortaleza-square-land = üres föld
fortaleza-square-ring = Kijárati gyűrű ({ $colours })
fortaleza-square-territory = Terület ({ $colours })
fortaleza-handover-text = A tábla rejtve marad, hogy más ne lássa, hová vonul fel a sereged.
fortaleza-end-over = A játszma véget ért.
fortaleza-end-checkmate = Matt: { $loser } nem tud elmenekülni. { $you ->
        [yes] Nyertél.
       *[no] { $winner } nyert.
    }
fortaleza-end-king-taken = { $loser } Királyát leütötték. { $you ->
        [yes] Nyertél.
       *[no] { $winner } nyert.
    }
fortaleza-end-stalemate = A soron lévő játékosnak nincs szabályos lépése, és Királya biztonságban van: döntetlen.
fortaleza-end-stalemate-player = { $you ->
        [yes] Nincs szabályos lépésed, és Királyod biztonságban van: döntetlen.
       *[no] { $player } játékosnak nincs szabályos lépése, és Királya biztonságban van: döntetlen.
    }
fortaleza-end-repetition = Ugyanaz az állás harmadszor is előfordult: döntetlen.
fortaleza-end-no-progress = 100 akció ütés, felállítás és ostrom nélkül: döntetlen.
fortaleza-prompt-build = { $input ->
    [touch] Építsd fel az Erődödet: koppints egy megjelölt mezőre (a bal alsó sarkára). Az Erődnek és Kijárati gyűrűjének a saját Területeden ({ $territory }) kell lennie.
   *[mouse] Építsd fel az Erődödet: kattints egy megjelölt mezőre (a bal alsó sarkára). Az Erődnek és Kijárati gyűrűjének a saját Területeden ({ $territory }) kell lennie.
}
fortaleza-still-mountains = Még hátravan: további { $count } Hegy lerakása.
fortaleza-still-unit = Még hátravan: legalább egy egység felállítása a Kijárati gyűrűdre.
fortaleza-still-mountains-and-unit = Még hátravan: további { $count } Hegy lerakása; legalább egy egység felállítása a Kijárati gyűrűdre.
fortaleza-placing-mountain = { $input ->
    [touch] Hegy lerakása: koppints a Területed egy megjelölt mezőjére.
   *[mouse] Hegy lerakása: kattints a Területed egy megjelölt mezőjére.
}
fortaleza-deploying = { $input ->
    [touch] Felállítás: { $unit }. Koppints a Kijárati gyűrűd egy megjelölt mezőjére.
   *[mouse] Felállítás: { $unit }. Kattints a Kijárati gyűrűd egy megjelölt mezőjére.
}
fortaleza-click-to-end-deployment = { $input ->
    [touch] Koppints az Erődödre a felállítás befejezéséhez (a Tartalékban maradt egységek benne maradnak).
   *[mouse] Kattints az Erődödre a felállítás befejezéséhez (a Tartalékban maradt egységek benne maradnak).
}
fortaleza-click-to-lift = { $input ->
    [touch] Ha most az Erődödre koppintasz, felemeled, hogy máshol építsd fel.
   *[mouse] Ha most az Erődödre kattintasz, felemeled, hogy máshol építsd fel.
}
fortaleza-click-to-take-back = { $input ->
    [touch] Koppints egy felállított egységre, hogy visszavedd.
   *[mouse] Kattints egy felállított egységre, hogy visszavedd.
}
# The deployment's sentences (what is still to do) after the seat's name.
fortaleza-prompt-deploy = { $player }: { $todo }
fortaleza-prompt-choose = { $player }: válaszd ki a Területedet és a színeidet.
fortaleza-prompt-deploys = { $you ->
    [yes] A háború ködében állítod fel seregedet.
   *[no] { $player } a háború ködében állítja fel seregét.
}
fortaleza-prompt-march = { $player }: Erőltetett menet — lépj egy másik Csőcselékkel, vagy fejezd be a menetet.
fortaleza-prompt-rescue = { $player }: az ostrom végrehajtva. Szabadítsd ki egyik egységedet az ellenséges Tömlöcből.
fortaleza-prompt-save = { $player }: ments meg egy egységet a Tartalékodból — válaszd ki, majd a gyűrűd egy megjelölt mezőjét.
fortaleza-prompt-unit = { $input ->
    [touch] { $player }: { $unit } ({ $square }) — koppints egy megjelölt mezőre.
   *[mouse] { $player }: { $unit } ({ $square }) — kattints egy megjelölt mezőre.
}
fortaleza-prompt-to-play = { $you ->
    [yes] Te következel.
   *[no] { $player } következik.
}
fortaleza-prompt-to-play-live = { $input ->
    [touch] { $player }: koppints egy egységre, vagy állíts fel egyet a Tartalékodból.
   *[mouse] { $player }: kattints egy egységre, vagy állíts fel egyet a Tartalékodból.
}
fortaleza-king-threatened = A Királyod fenyegetve van!
fortaleza-choice = { $territory } ({ $rows }. sor), { $colours }
fortaleza-end-march = Menet vége
fortaleza-execute-siege = Ostrom végrehajtása
fortaleza-end-deployment = Felállítás vége
fortaleza-free = Kiszabadítás: { $unit }
fortaleza-save-kept = Megtartás: { $unit } (nincs szabad mező)
fortaleza-save = Megmentés: { $unit }
fortaleza-siege-yours = { $input ->
    [touch] Az ostromod áll ({ $count } egység az ellenséges Kijárati gyűrűn): koppints az ellenséges Erődre vagy az Ostrom végrehajtása gombra.
   *[mouse] Az ostromod áll ({ $count } egység az ellenséges Kijárati gyűrűn): kattints az ellenséges Erődre vagy az Ostrom végrehajtása gombra.
}
fortaleza-siege-theirs = { $you ->
    [yes] Ostromlod az ellenséges Erődöt innen: { $squares }.
   *[no] { $player } ostromolja az Erődödet innen: { $squares }. Törd meg az ostromot ebben a körben (kettőnél kevesebb maradjon belőlük a gyűrűdön).
}
fortaleza-help-squares-shown = Zöld: ahová léphet (piros szegély: ütés vagy lövés); áthúzott piros: ami megállítja.
fortaleza-help-keep-still = { $input ->
    [touch] Tartsd rajta az ujjad 3 mp-ig, hogy lásd a mezőit.
   *[mouse] Maradj mozdulatlan 3 mp-ig (vagy nyomd meg újra a H-t), hogy lásd a mezőit.
}
fortaleza-help-idle = { $input ->
    [touch] Tartsd az ujjad egy egységen a súgójáért; 3 mp után a mezői is látszanak.
   *[mouse] Tartsd a mutatót 1 mp-ig egy egységen (érintőképernyőn hosszan nyomva, billentyűzeten H a kurzoron) a súgójáért; 3 mp után a mezői is látszanak.
}
fortaleza-reserve = Tartalék
fortaleza-dungeon = Tömlöc
fortaleza-reserve-hidden = a háború ködébe rejtve
fortaleza-reserve-unit-title = { $input ->
    [touch] { $unit } a Tartalékban
   *[mouse] { $unit } a Tartalékban ({ $key } billentyű)
}
fortaleza-mountains-title = { $input ->
    [touch] Lerakandó Hegyek
   *[mouse] Lerakandó Hegyek (M billentyű)
}
fortaleza-mountains = Hegy ×{ $count }
fortaleza-dungeon-empty = üres
fortaleza-prisoner-free-title = A fogoly kiszabadítása
fortaleza-prisoner-held-title = A Tömlöcben raboskodik
fortaleza-unit-stuck = Ennek az egységnek ({ $unit }) most nincs szabályos lépése vagy lövése.

## Az egyes egységek súgója

fortaleza-help-moves = { $unit ->
        [king] Egy mezőt a nyolc irány bármelyikébe.
        [rabble] Egy mezőt egy sor vagy oszlop mentén.
        [lancer] Egy mezőt egy sor vagy oszlop mentén.
        [archer] Egy mezőt átlósan.
        [light-cavalry] Két átlós lépés, majd egy oldalra forduló átlós lépés (három mező az egyik, egy a másik irányba).
        [heavy-cavalry] Két lépés egy sor vagy oszlop mentén, majd egy lépés oldalra.
        [elephant] Bármennyit egy sor vagy oszlop mentén.
        [dragon] Bármennyit egyenes vonalban, a nyolc irány bármelyikébe.
        [trebuchet] Egy mezőt átlósan, üres mezőre. Vagy lép, vagy lő, a kettőt sosem egyszerre.
       *[scorpion] Egy mezőt egy sor vagy oszlop mentén, üres mezőre. Vagy lép, vagy lő, a kettőt sosem egyszerre.
    }
fortaleza-help-blocked = { $unit ->
        [king] Nem léphet saját egységre, vízre, Hegyre, Erődre vagy fenyegetett mezőre.
        [rabble] Nem léphet saját egységre, vízre, Hegyre vagy Erődre.
        [lancer] Nem léphet vízre, Hegyre vagy Erődre.
        [archer] Nem léphet saját egységre, vízre, Hegyre vagy Erődre.
        [light-cavalry] Útja nem keresztezhet vizet, Hegyet vagy Erődöt.
        [heavy-cavalry] Útja nem keresztezhet ellenséget, vizet, Hegyet vagy Erődöt.
        [elephant] Megáll bármely egységnél, víznél, Hegynél vagy Erődnél (az ellenséget, amelynél megáll, leütheti).
        [dragon] Megáll bármely egységnél vagy Erődnél.
        [trebuchet] Lövését a Hegyek és az Erődök állítják meg.
       *[scorpion] Lövését a saját egységeid, a Hegyek és az Erődök állítják meg.
    }
fortaleza-help-special = { $unit ->
        [king] A kulcsfigura: ha elveszted, elveszted a játszmát.
        [rabble] Erőltetett menet: miután egy Csőcselék lépett, egy másik Csőcselék is léphet ugyanabban a körben (vagy itt megállsz).
        [lancer] Váltás: ha saját egységére lép, helyet cserélnek.
        [archer] Nagy hatótáv: két mezőt átlósan, hogy leüssön egy ellenséget, egy üres földmező fölött.
        [light-cavalry] Ugrás: átugorja mindkét fél egységeit.
        [heavy-cavalry] Elsőbbség: áthalad a saját egységein.
        [elephant] Vastag bőr: csak Sárkány ütheti le, vagy olyan támadó, akit egy második, a mezőjét szintén támadó egység támogat — lövéssel is.
        [dragon] Repülés: átrepül víz és Hegyek fölött (sosem száll le rájuk), és egyedül is leüt egy Elefántot.
        [trebuchet] Íves lövés: a sora vagy oszlopa mentén bármilyen messzire lő, egységek és víz fölött, az általad választott ellenségre.
       *[scorpion] Átlósan lő bármilyen messzire a víz fölött, és az első ellenséget találja el. Nyárs: ha egy második ellenség egy vagy két mezővel mögötte áll (köztük üres föld vagy víz), mindkettőt leütheti.
    }

## A napló

fortaleza-log-hidden = csapatok mozognak a ködben
fortaleza-log-deploy = { $unit }@{ $square }
fortaleza-log-unit = { $unit } { $move }
fortaleza-log-choose = { $territory ->
        [south] Dél
       *[north] Észak
    }, { $colours ->
        [red-gold] Vörös-arany
       *[black-silver] Fekete-ezüst
    }
fortaleza-log-fortress = Erőd { $square }
fortaleza-log-lift = Erőd felemelve
fortaleza-log-mountain = Hegy { $square }
fortaleza-log-take-back = { $unit } { $square } vissza
fortaleza-log-end-deployment = felállítás vége
fortaleza-log-end-march = menet vége
fortaleza-log-siege = ostrom végrehajtva
fortaleza-log-free = kiszabadítva: { $unit }
fortaleza-log-save = megmentve: { $unit }@{ $square }
fortaleza-log-save-kept = megmentve: { $unit } (Tartalékban)

## A napló szavakkal, a tippekhez és a bejelentésekhez (minden `-words` ikerüzenet a saját sorának értékeit kapja;
## az egység betűje helyett a neve áll)

fortaleza-letter-words = { $unit ->
        [king] Király
        [rabble] Csőcselék
        [lancer] Lándzsás
        [archer] Íjász
        [light-cavalry] Könnyűlovasság
        [heavy-cavalry] Nehézlovasság
        [elephant] Elefánt
        [dragon] Sárkány
        [trebuchet] Hajítógép
       *[scorpion] Skorpió
    }
fortaleza-log-deploy-words = { $unit } felállítva { $square } mezőre
fortaleza-log-take-back-words = { $unit } { $square } mezőről vissza a Tartalékba
fortaleza-log-lift-words = az Erőd felemelve, hogy máshol épüljön fel
fortaleza-log-save-words = { $unit } megmentve a Tartalékból { $square } mezőre
fortaleza-log-save-kept-words = { $unit } megmentve, de a Tartalékban marad (nincs szabad mező)
fortaleza-log-free-words = { $unit } kiszabadítva az ellenséges Tömlöcből
fortaleza-log-unit-words = { $kind ->
        [move] { $unit } { $from } mezőről { $to } mezőre
        [capture] { $unit } { $from } mezőről üt { $to } mezőn
        [relay] { $unit } { $from } mezőn helyet cserél a szövetségessel, aki { $to } mezőn áll
        [shoot] { $unit } { $from } mezőről lő { $to } mezőre
       *[skewer] { $unit } { $from } mezőről Nyárssal üt: { $first } és { $to } mező
    }

## Szabályhibák (kettőspont után: kisbetűvel)

fortaleza-move-rule = { $unit ->
        [king] egy mezőt lép bármely irányba
        [rabble] egy mezőt lép egy sor vagy oszlop mentén
        [lancer] egy mezőt lép egy sor vagy oszlop mentén, vagy helyet cserél az ott álló szövetségessel
        [archer] egy mezőt lép átlósan, vagy kettőt átlósan, ha üt
        [light-cavalry] három mezőt ugrik az egyik, egyet a másik irányba, két átlós lépéssel és egy fordulattal
        [heavy-cavalry] két mezőt ugrik egy sor vagy oszlop mentén és egyet oldalra
        [elephant] bármennyit lép egy sor vagy oszlop mentén
        [dragon] bármennyit lép egyenes vonalban, a nyolc irány bármelyikébe
        [trebuchet] egy mezőt lép átlósan, üres mezőre
       *[scorpion] egy mezőt lép egy sor vagy oszlop mentén, üres mezőre
    }
fortaleza-error-not-in-reserve = a Tartalékodban nincs „{ $unit }” egység
fortaleza-error-cannot-reach = az egység („{ $unit }”) nem léphet oda: { $rule }
fortaleza-error-path-blocked = az egység („{ $unit }”) útja oda el van zárva
fortaleza-error-no-such-prisoner = az ellenséges Tömlöcben nincs egy „{ $unit }” egységed sem
fortaleza-error-out-of-line-trebuchet = a Hajítógép a sora vagy oszlopa mentén lő
fortaleza-error-out-of-line-scorpion = a Skorpió az átlói mentén lő
fortaleza-error-game-over = a játszma véget ért
fortaleza-error-off-board = ez a mező a táblán kívül esik
fortaleza-error-choose-first = előbb válaszd ki a Területedet és a színeidet
fortaleza-error-already-chosen = a Terület és a színek már ki vannak választva
fortaleza-error-deployment-only = ez csak a felállítás alatt lehetséges
fortaleza-error-battle-only = ez csak a csata kezdete után lehetséges
fortaleza-error-build-fortress-first = előbb építsd fel az Erődödet
fortaleza-error-fortress-built = az Erődöd már áll; előbb emeld fel, ha máshol akarod felépíteni
fortaleza-error-fortress-outside = az Erődnek és a körülötte lévő tizenkét mezőnek a Területeden belül kell lennie
fortaleza-error-fortress-over-mountain = Erőd nem épülhet Hegyre
fortaleza-error-cannot-lift = az Erőd csak addig emelhető fel, amíg egyetlen egységed sincs felállítva
fortaleza-error-no-mountains-left = az összes Hegyedet már leraktad
fortaleza-error-mountain-outside = a Hegyek a saját Területedre kerülnek
fortaleza-error-mountain-not-free = a Hegynek szabad földmező kell: nem víz, nem Erőd, nem másik Hegy és nem egység
fortaleza-error-not-on-ring = az egységek csak az Erődöd körüli tizenkét mezőn léphetnek a táblára
fortaleza-error-square-taken = ez a mező nem szabad föld
fortaleza-error-nothing-to-take-back = ott nem áll visszavehető egységed
fortaleza-error-cannot-end-deployment = a felállítás befejezéséhez rakd le az összes Hegyedet, és állíts fel legalább egy egységet
fortaleza-error-no-unit-there = ezen a mezőn nincs egység
fortaleza-error-not-your-unit = ez az egység nem a tiéd
fortaleza-error-own-unit-there = ott a saját egységed áll
fortaleza-error-terrain-there = egység nem állhat vízen, Hegyen vagy Erődön
fortaleza-error-siege-weapon-moves = az ostromgépek csak üres mezőre lépnek; lövéssel ütnek
fortaleza-error-long-range = az Íjász csak ütéshez léphet két mezőt, egy üres földmező fölött
fortaleza-error-thick-skin = Elefántot csak Sárkány üthet le, vagy ha egy másik egységed is támadja a mezőjét
fortaleza-error-not-a-siege-weapon = csak Hajítógép vagy Skorpió lőhet
fortaleza-error-no-enemy-there = ott nincs eltalálható ellenséges egység
fortaleza-error-shot-blocked = a lövés nem juthat oda: a Hegyek és az Erődök megállítják, a Skorpió lövését pedig a saját egységeid és az első ellenség is
fortaleza-error-no-skewer = a Nyárshoz kell egy második ellenség egy vagy két mezővel az első mögött, köztük üres földdel vagy vízzel
fortaleza-error-king-threatened = így a Királyod fenyegetve maradna
fortaleza-error-finish-march = fejezd be az Erőltetett menetet: lépj egy másik Csőcselékkel, vagy állj meg
fortaleza-error-no-march = nincs megállítható Erőltetett menet
fortaleza-error-same-rabble = az Erőltetett menet egy másik Csőcseléket léptet
fortaleza-error-no-siege = nincs álló ostromod, amelyet végrehajthatnál
fortaleza-error-choose-rescue = válaszd ki a foglyot, akit kiszabadítasz az ellenséges Tömlöcből
fortaleza-error-no-rescue = most nincs kiszabadítható fogoly
fortaleza-error-choose-save = a védő maga választja ki, melyik egységét menti meg a Tartalékából
fortaleza-error-no-save = most nincs megmenthető egység
fortaleza-error-save-must-be-placed = ez az egység felállítható a gyűrűdön: a megmentett egység csak akkor marad a Tartalékban, ha nem állítható fel

## A szabályoldal

fortaleza-diagram = { $unit }: { $moves }
fortaleza-keys = A táblán: a nyilak a kurzort mozgatják, az Enter cselekszik, az Esc elveti a kijelölést, a H megmutatja a kurzor alatti egység súgóját, az M egy Hegyet, az 1–9, 0 egy egységet választ a Tartalékból.

fortaleza-rules-help =
    FORTALEZA

    CÉL
    Leütni az ellenséges Királyt. Vagy bezárod a táblán úgy, hogy ne tudjon elmenekülni
    (matt), vagy addig ostromlod az Erődjét, amíg el nem veszít mindent, amit benne őriz.

    EGY KÖR
    Egy akció. Lépés egy egységgel, lövés egy ostromgéppel, egy egység behozása a
    Tartalékodból a gyűrűd egy szabad földmezőjére, vagy egy ostrom végrehajtása. Egy egység úgy üt,
    hogy ellenségre lép; a leütött egységek a leütő Tömlöcébe kerülnek.
    Az első kör előtt mindkét játékos felállítja a seregét (FELÁLLÍTÁS, lejjebb).

    TÁBLA
    12 × 12 mező. A Déli Terület az 1–6. sor, az Északi a 7–12. sor. Néhány mező víz.
    Egység soha nem áll vízen, Hegyen vagy Erődön.

    SEREGEK
    Minden játékosnak van egy Királya, 4 Csőcseléke, 2 Lándzsása, 2 Íjásza, egy
    Könnyűlovassága, egy Nehézlovassága, 2 Elefántja, egy Sárkánya, egy Hajítógépe és egy Skorpiója
    (16 egység), továbbá 3 Hegye és egy Erődje.

    FELÁLLÍTÁS
    Az első játékos kiválasztja a Területét és a színeit (Vörös-arany vagy
    Fekete-ezüst); a másik játékos kapja a maradékot. Ezután felépíti az Erődjét, egy 2 × 2-es
    tömböt, amely vízen is állhat; az Erődnek és a körülötte lévő tizenkét mezőnek (a Kijárati
    gyűrűnek) a Területén belül kell lennie. Amíg egyik egysége sincs kint, felemelheti és újra
    felépítheti. Ezután lerakja 3 Hegyét a Területe bármely szabad földmezőjére (a gyűrű mezőire
    is), és egységeket hoz a Tartalékából a gyűrűje szabad földmezőire; az egységek visszavehetők.
    Ami nem jön ki, a Tartalékban, az Erődben vár. A felállítást az Erődje kiválasztásával fejezi
    be, amihez minden Hegynek lerakva és legalább egy egységnek kint kell lennie. Ekkor a serege
    rejtve marad, és a második játékos ugyanígy állít fel, anélkül hogy látná. Ha mindketten
    végeztek, minden láthatóvá válik, és az első játékos lép elsőként.

    AZ EGYSÉGEK
    Minden ábrán az egység az e4-en áll egy szövetséges Csőcselék (c4), két ellenséges Csőcselék
    (g4, g6), egy Hegy (e2) és az e6, f6 és g7 vize mellett. Zöld mezők: ahová léphet (piros
    szegély: ütés vagy lövés). Áthúzott piros mezők: ami megállítja.
      - Király: egy mező bármely irányba. Fenyegetett mezőre soha.
    @king
      - Csőcselék: egy mező egy sor vagy oszlop mentén. Erőltetett menet: miután egy Csőcselék
        lépett, egy másik Csőcselék is léphet ugyanabban a körben, vagy ott megállsz.
    @rabble
      - Lándzsás: egy mező egy sor vagy oszlop mentén. Váltás: ha a saját egységedre lép, helyet
        cserélnek.
    @lancer
      - Íjász: egy mező átlósan; ütéshez két mező átlósan, egy üres földmező fölött.
    @archer
      - Könnyűlovasság: két átlós lépés és egy oldalra forduló átlós lépés; bármely egységet
        átugrik, de vizet, Hegyet és Erődöt nem.
    @light-cavalry
      - Nehézlovasság: két lépés egy sor vagy oszlop mentén és egy oldalra; áthalad a saját
        egységein, de ellenségen, vízen, Hegyen és Erődön nem.
    @heavy-cavalry
      - Elefánt: bármennyit egy sor vagy oszlop mentén, bármi megállítja. Vastag bőr: csak Sárkány
        ütheti le, vagy egy támadó, ha ugyanannak a félnek egy másik egysége is támadja a mezőjét.
        Ez lövések ellen is érvényes.
    @elephant
      - Sárkány: bármennyit a nyolc irány bármelyikébe, víz és Hegyek fölött átrepülve (sosem száll
        le rájuk); egységek és Erődök megállítják. Egyedül is leüti az Elefántot.
    @dragon
      - Hajítógép: egy mezőt lép átlósan egy üres mezőre, vagy a sora vagy oszlopa mentén lő
        bármilyen messzire, egységek és víz fölött, bármely ellenségre az első Hegy vagy Erőd előtt.
    @trebuchet
      - Skorpió: egy mezőt lép egy sor vagy oszlop mentén egy üres mezőre, vagy átlósan lő
        bármilyen messzire a víz fölött; a saját egységeid, a Hegyek és az Erődök megállítják, és az
        első ellenséget találja el. Nyárs: ha egy második ellenség egy vagy két mezővel az első
        mögött áll (köztük csak üres föld vagy víz), egyszerre mindkettőt leütheti.
    @scorpion
    Az ostromgépek lépéssel sosem ütnek, és egy kör vagy lépés, vagy lövés.

    FENYEGETÉS
    Egy mező fenyegetett, ha egy ellenséges egység a következő akciójával ott üthetne.
    Egyetlen akció sem hagyhatja fenyegetve a saját Királyodat (Erőltetett menetben minden
    Csőcselék után). Ha egyáltalán nem tudsz cselekedni, vesztesz, ha a Királyod fenyegetve van
    (matt), egyébként a játszma döntetlen. A Tartalékban őrzött Királyt nem lehet fenyegetni, de az
    ostromok veszélybe sodorják.

    OSTROMOK
      1. Ha köröd úgy ér véget, hogy két vagy több egységed áll az ellenséges Kijárati gyűrűn,
         ostromot kezdtél.
      2. A védőnek egy köre van, hogy megtörje: utána kettőnél kevesebbnek kell ott maradnia.
      3. Ha még áll, következő akcióddal végrehajthatod az Erődje kiválasztásával.
      4. Az egységeid a gyűrűjéről visszatérnek a Tartalékodba. Ha a Tömlöcében vannak egységeid,
         egyet választásod szerint kiszabadítasz, ő pedig ezután egy általa választott egységet
         megment a Tartalékából a gyűrűje egy szabad mezőjére (Királyt nem fenyegetett mezőre; ha
         nincs hely, a Tartalékban marad); Tartalékának többi része a Tömlöcödbe kerül. Ha a
         Tömlöce üres volt, a teljes Tartaléka a Tömlöcödbe kerül. Az így elvesztett Király a
         játszma elvesztését jelenti. Ezután a védő játssza a körét.

    DÖNTETLEN
    Ugyanaz az állás harmadszor, vagy 100 egymást követő akció ütés, felállítás vagy
    ostrom-végrehajtás nélkül.

    A HÁBORÚ KÖDE
    A második játékos vakon állít fel, így egy Király a csata elején ki lehet téve
    az első játékos nyitó ütésének.
## What acting on a target does (a board cell's name for screen readers)

fortaleza-target-fortress = ide építed az Erődöt
fortaleza-target-mountain = ide teszel Hegyet
fortaleza-target-deploy = ide állítod fel
fortaleza-target-move = ide lépsz
fortaleza-target-capture = itt ütsz
fortaleza-target-relay = helyet cserélsz ezzel az egységgel
fortaleza-target-shoot = ide lősz

## Miért jó egy lépés (a tipp és az elemzés indoka: tagmondat egy gondolatjel után, kisbetűvel)

# Egy egység egy indok tárgyaként („ezzel leütöd a Sárkányt (e7)”), névelővel, tárgyragos alakban.
fortaleza-reason-unit = { $unit ->
        [king] a Királyt
        [rabble] a Csőcseléket
        [lancer] a Lándzsást
        [archer] az Íjászt
        [light-cavalry] a Könnyűlovasságot
        [heavy-cavalry] a Nehézlovasságot
        [elephant] az Elefántot
        [dragon] a Sárkányt
        [trebuchet] a Hajítógépet
       *[scorpion] a Skorpiót
    }
fortaleza-reason-checkmate = ezzel mattot adsz az ellenséges Királynak
fortaleza-reason-king-captured = ezzel leütöd az ellenséges Királyt, és nyersz
fortaleza-reason-siege-wins = ezzel nyersz: az ellenséges Király a Tartalékával együtt elvész
fortaleza-reason-siege-takes = ezzel elviszed az ellenség teljes Tartalékát: { $count } egységet
fortaleza-reason-siege-rescue = ezzel kiszabadítod egyik egységedet, az ellenség pedig { $count } egységet veszít a Tartalékából
fortaleza-reason-siege-rescue-only = ezzel kiszabadítod egyik egységedet az ellenséges Tömlöcből
fortaleza-reason-break-siege = ezzel megtöröd az Erődöd ellenséges ostromát
fortaleza-reason-capture = ezzel leütöd { $unit }
fortaleza-reason-skewer = ezzel leütöd { $unit } ({ $square }) és { $other } ({ $behind })
fortaleza-reason-check = ezzel sakkot adsz az ellenséges Királynak
fortaleza-reason-out-of-check = ezzel kimented a Királyodat a fenyegetésből
fortaleza-reason-lay-siege = ezzel ostrom alá veszed az ellenséges Erődöt: { $count } egységed áll a Kijárati gyűrűjén
fortaleza-reason-escape = ezzel biztonságba helyezed { $unit }
fortaleza-reason-threat = ezzel fenyegeted { $unit } ({ $square })
fortaleza-reason-ring = ezzel eléred az ellenséges Kijárati gyűrűt: még egy egység ott, és ostrom alá veszed
fortaleza-reason-rescue-best = ezzel a legértékesebb foglyodat szabadítod ki
fortaleza-reason-save-king = ezzel megmented a Királyodat: a Tartalékban maradva vele együtt elveszne
fortaleza-reason-save-best = ezzel a Tartalékod legértékesebb egységét mented meg

## Lessons (the "Learn to play" steps: a task, why a wrong move is refused, what the right one showed)

fortaleza-lesson-why-deploy = Ezzel egy egységet hozol be a Tartalékodból, ami az egész körödet elviszi; ez a lépés mást kér.
fortaleza-lesson-why-other-unit = Ez a lépés nem erről az egységről szól ({ $square }): azt használd, amelyik { $wanted } mezőn áll.
fortaleza-lesson-why-other-target = Ezzel leütöd ezt az egységet ({ $square }); itt azt kell leütni, amelyik { $target } mezőn áll.
fortaleza-lesson-why-empty-square = Ezzel üres mezőre érkezel: ütéshez az ellenségen fejezd be a lépést, { $target } mezőn.
fortaleza-lesson-why-not-asked = Nem ez a kért akció: keresd azt, amelyik leüti az ellenséget { $target } mezőn.

fortaleza-lesson-goal-title = A cél
fortaleza-lesson-goal-summary = Az ellenséges Király leütésével győzöl, körönként egy akcióval.
fortaleza-lesson-goal-capture-task = Az ellenséges Király leütésével győzöl, és minden körben pontosan egy akciót hajtasz végre. Egy egység úgy üt, hogy ellenségre lép; az Elefánt bármennyit léphet egy sor vagy oszlop mentén. Üsd le az ellenséges Csőcseléket { $to } mezőn az Elefántoddal, amely { $from } mezőn áll.
fortaleza-lesson-goal-capture-done = Leütve: a Csőcselék a Tömlöcödbe kerül. Ez a lépés volt az egész köröd; most a másik játékos jön.
fortaleza-lesson-goal-deploy-task = Lépés helyett egy körben egy egységet is behozhatsz a Tartalékodból, amely az Erődödben vár, a Kijárati gyűrűd egy szabad földmezőjére: az Erőd körüli tizenkét mező egyikére. Hozd be a Sárkányodat.
fortaleza-lesson-goal-deploy-why-kind = Ez nem a Sárkány: válaszd a Sárkányt a Tartalékodban, aztán a gyűrűd egy szabad mezőjét.
fortaleza-lesson-goal-deploy-why-move = Ezzel egy már táblán álló egységgel lépsz; most hozd be a Sárkányt a Tartalékodból.
fortaleza-lesson-goal-deploy-done = A Sárkány a gyűrűdön áll, harcra készen. A Tartalékban maradt egységeket nem lehet leütni, de egy ostrom mindet elviheti.
fortaleza-lesson-goal-king-task = Az ellenséges Király leütése azonnal megnyeri a játszmát. A Királya { $king } mezőn áll, az egyik Elefántod hatókörében: találd meg, melyikében, és üsd le a Királyt.
fortaleza-lesson-goal-king-why-capture = Ezzel leütöd ezt az egységet ({ $square }), de a Király ({ $king }) marad, pedig az ő leütése győzelmet hozott volna.
fortaleza-lesson-goal-king-why-quiet = Ezzel semmit sem ütsz le, és a Király ({ $king }) még mindig leüthető: kövesd végig minden Elefánt sorát és oszlopát.
fortaleza-lesson-goal-king-done = Győztél: az ellenséges Királyt leütötted. Egy óvatos játékos elérhetetlen helyen tartja a Királyát, ezért a legtöbb játszmát matt vagy ostrom dönti el.

fortaleza-lesson-foot-title = Gyalogság
fortaleza-lesson-foot-summary = A Csőcselék, a Lándzsás és az Íjász: rövid lépések, mindegyiknek saját fogással.
fortaleza-lesson-foot-march-task = A Csőcselék egy mezőt lép egy sor vagy oszlop mentén. Erőltetett menet: miután egy Csőcselék lépett, egy másik Csőcselék is léphet ugyanabban a körben. Léptesd előre mindkét Csőcselékedet egy mezővel, az ellenség felé.
fortaleza-lesson-foot-march-why-way = Ez a lépés nem előre visz: minden Csőcseléket egy mezővel feljebb léptess a táblán.
fortaleza-lesson-foot-march-why-stop = Ha itt megállsz, a köröd egyetlen Csőcselék lépésével ér véget; az Erőltetett menet a másiknak is megengedi a lépést.
fortaleza-lesson-foot-march-why-unit = Csak a Csőcselékek menetelnek együtt: a két Csőcselékeddel lépj.
fortaleza-lesson-foot-march-done = Két Csőcselék lépett egy körben. Erre csak a Csőcselék képes, és a második mindig egy másik.
fortaleza-lesson-foot-relay-task = A Lándzsás is egy mezőt lép egy sor vagy oszlop mentén. Váltás: ha a saját egységedre lép, ők ketten helyet cserélnek. Léptesd a Lándzsásodat ({ $from }) az Íjászodra ({ $to }).
fortaleza-lesson-foot-relay-why-empty = Ez egyszerű lépés egy üres mezőre; a Váltáshoz lépj az Íjászodra ({ $to }).
fortaleza-lesson-foot-relay-done = Helyet cseréltek: a Lándzsás előrement, az Íjász hátra. A Váltással kimenthetsz egy társat a veszélyből, vagy előrehozhatsz egyet.
fortaleza-lesson-foot-archer-task = Az Íjász egy mezőt lép átlósan. Nagy hatótáv: ütéshez két mezőt is mehet átlósan, egy üres földmező fölött. Üsd le az Íjászoddal az ellenséges Lándzsást { $to } mezőn.
fortaleza-lesson-foot-archer-why-step = Ez egymezős lépés egy üres mezőre; a Lándzsás ({ $to }) két mezőnyire van, ekkora utat pedig az Íjász csak ütéshez tesz meg.
fortaleza-lesson-foot-archer-done = Két mezőnyi távolságból leütve. Víz, Hegy vagy bármilyen egység a köztes mezőn megállította volna az Íjászt.
fortaleza-lesson-foot-task = Használd, amit tanultál: üss le két ellenséges egységet ebben az egyetlen körben.
fortaleza-lesson-foot-task-why-one = Ezzel egy egységet ütsz le, és véget ér a köröd; két Csőcselék ugyanabban a körben egyet-egyet üthet le.
fortaleza-lesson-foot-task-why-step = Ez a Csőcselék üres mezőre lép: csak úgy üt, hogy ellenségre lép.
fortaleza-lesson-foot-task-why-stop = Ha most megállsz, csak egy egységet nyersz: a másik Csőcseléked még üthet.
fortaleza-lesson-foot-task-why-else = Ezzel semmit sem ütsz le: keress két Csőcseléket, amelyek mellett egy-egy ellenség áll.
fortaleza-lesson-foot-task-done = Két egység leütve egy körben: az Erőltetett menet mindkét Csőcseléknek csapást engedett.

fortaleza-lesson-riders-title = Lovasok és fenevadak
fortaleza-lesson-riders-summary = Az ugró lovasság, a repülő Sárkány és az Elefánt Vastag bőre.
fortaleza-lesson-riders-light-task = A Könnyűlovasság ugrik: két mezőt átlósan, aztán még egy átlós lépést oldalra fordulva. Bármely egységet átugrik, de vizet, Hegyet és Erődöt nem. Üsd le az ellenséges Hajítógépet { $to } mezőn a Könnyűlovasságoddal, amely { $from } mezőn áll.
fortaleza-lesson-riders-light-done = Átugrotta a saját Csőcselékedet. Csak víz, Hegy vagy Erőd az útjában állíthatta volna meg.
fortaleza-lesson-riders-heavy-task = A Nehézlovasság két mezőt megy egy sor vagy oszlop mentén, aztán egyet oldalra. Áthalad a saját egységeiden, de ellenségen, vízen, Hegyen és Erődön nem. Üsd le az ellenséges Skorpiót { $to } mezőn a Nehézlovasságoddal, amely { $from } mezőn áll.
fortaleza-lesson-riders-heavy-done = Egyenesen áthaladt a Lándzsásodon. Egy ellenség ugyanott elállta volna az útját.
fortaleza-lesson-riders-dragon-task = A Sárkány bármennyit léphet a nyolc irány bármelyikébe, és átrepül víz és Hegyek fölött, de sosem száll le rájuk. Az Elefántnak Vastag bőre van, de a Sárkány egyedül is leüti. Üsd le a Sárkányoddal az ellenséges Elefántot { $to } mezőn.
fortaleza-lesson-riders-dragon-done = A Sárkány átrepült a víz fölött, és leütötte az Elefántot. Bármely más egységnek segítség kell egy Elefánt ellen, ahogy a feladat is mutatja.
fortaleza-lesson-riders-task = Vastag bőr: a Sárkányon kívül egy egység csak akkor üthet le Elefántot, ha egy másik egységed is támadja az Elefánt mezőjét. A Sárkányod a Tartalékban van: üss le mégis egy ellenséges Elefántot.
fortaleza-lesson-riders-task-why-quiet = Ezzel semmit sem ütsz le: keresd meg azt az Elefántot, amelynek a mezőjét két egységed is támadja, és üsd le bármelyikkel.
fortaleza-lesson-riders-task-done = Leütve, a második egység támogatásával. Elefánt ellen vigyél két egységet, vagy a Sárkányt.

fortaleza-lesson-shooters-title = Ostromgépek
fortaleza-lesson-shooters-summary = A Hajítógép és a Skorpió sosem üt lépéssel: messziről lőnek.
fortaleza-lesson-shooters-trebuchet-task = Az ostromgépek csak lövéssel ütnek, és egy körben vagy lépnek, vagy lőnek. A Hajítógép a sora vagy oszlopa mentén lő bármilyen messzire, egységek és víz fölött, az általad választott ellenségre; csak a Hegyek és az Erődök állítják meg. Lőj az ellenséges Sárkányra { $to } mezőn.
fortaleza-lesson-shooters-why-move = Ezzel csak lépteted a gépet, és amelyik gép lép, az ugyanabban a körben már nem lőhet: inkább lőj.
fortaleza-lesson-shooters-trebuchet-done = A Sárkány találatot kapott, a Hajítógép pedig a helyén maradt. A lövése a Csőcselék fölött szállt el az általad választott célig.
fortaleza-lesson-shooters-scorpion-task = A Skorpió átlósan lő bármilyen messzire, a víz fölött is, és az első ellenséget találja el a vonalán; a saját egységeid elállják a lövését. Lőj az ellenséges Nehézlovasságra { $to } mezőn.
fortaleza-lesson-shooters-scorpion-done = Találat a víz fölött. A Csőcselék ({ $safe }) elérhetetlen volt: azt a vonalat a saját Csőcseléked zárta el.
fortaleza-lesson-shooters-task = Nyárs: ha egy második ellenség egy vagy két mezővel az első mögött áll a Skorpió vonalán, köztük csak üres földdel vagy vízzel, a Skorpió mindkettőt leütheti; a másodikra célozz. Szerezz két ellenséges egységet egyetlen lövéssel.
fortaleza-lesson-shooters-why-one = Ez a lövés csak ezt az egységet viszi el ({ $square }); a Skorpió egyszerre kettőt is leüthet.
fortaleza-lesson-shooters-task-done = Két egység egyetlen lövéssel. A Skorpió átlóján szorosan álló ellenségek valóságos ajándékok.

fortaleza-lesson-fog-title = Felállítás a ködben
fortaleza-lesson-fog-summary = Építsd fel az Erődödet, rakd le a Hegyeidet, és állíts fel egy sereget, amelyet az ellenség nem lát.
fortaleza-lesson-fog-build-task = A csata előtt minden játékos felépít egy Erődöt: egy 2 × 2 mezős tömböt. Az Erődnek és a körülötte lévő tizenkét mezőnek, a Kijárati gyűrűnek, a Területeden kell lennie, Délen (1–6. sor). Építsd fel bármelyik megjelölt mezőn.
fortaleza-lesson-fog-build-why = Előbb építsd fel az Erődödet: válassz egy megjelölt mezőt.
fortaleza-lesson-fog-build-done = Az Erődöd áll. Az egységeid a Kijárati gyűrűjére jönnek ki; amelyeket visszatartasz, bent várnak, a Tartalékban.
fortaleza-lesson-fog-mountains-task = Most rakd le a három Hegyedet szabad földre, bárhová a Területeden. Hegyen egység nem állhat, és csak a Sárkány repül át fölötte, így a Hegyek támadási vonalakat zárnak el. Rakd le mind a hármat.
fortaleza-lesson-fog-why-lift = Ezzel felemeled az Erődödet, hogy máshol építsd fel; hagyd a helyén.
fortaleza-lesson-fog-mountains-why-deploy = Az egységek csak ezután jönnek: előbb rakd le a három Hegyedet.
fortaleza-lesson-fog-mountains-done = A Hegyeid az egész játszma alatt a helyükön maradnak: semmi sem mozdíthatja el őket.
fortaleza-lesson-fog-units-task = Hozz egységeket a Tartalékodból a Kijárati gyűrűd szabad mezőire; a felállítás alatt vissza is veheted őket. A másik játékos nem fogja látni őket. Ha legalább egy egység kint van, válaszd ki az Erődödet a felállítás befejezéséhez.
fortaleza-lesson-fog-units-done = A sereged most rejtve van. A második játékos úgy állít fel, hogy nem látja; aztán minden láthatóvá válik, és te lépsz elsőként.
fortaleza-lesson-fog-task = Most te vagy a második játékos, és az ellenséges sereg rejtve van. A felállítás nem számol a fenyegetésekkel, ezért a fedezék nélkül hagyott Királyt már az első körben leüthetik. Állítsd a Királyodat a gyűrűd egyik mezőjére közvetlenül az Erődöd mögé, hogy a falai közte és az ellenség között legyenek, aztán fejezd be a felállítást.
fortaleza-lesson-fog-why-open = Ezen a mezőn ({ $square }) az Erődöd egyik fala sem áll a Királyod és az ellenség oldala között: rejtett egységek onnan elérhetik.
fortaleza-lesson-fog-why-king-first = Előbb a Királyodat állítsd fel; a többi egység jöhet utána.
fortaleza-lesson-fog-why-king-back = Ezzel visszaveszed a Királyodat a Tartalékba; hagyd az Erőd mögött, és fejezd be a felállítást.
fortaleza-lesson-fog-task-done = Mindkét sereg láthatóvá vált, és kezdődik a csata. A falak mögött, miközben a Hegyeid elzárják a hátsó sort, a Királyodat sokkal nehezebb elérni, mint előttük.

fortaleza-lesson-checkmate-title = Sakk és matt
fortaleza-lesson-checkmate-summary = A fenyegetett Királyt azonnal meg kell menteni; akit már nem lehet, az mattot kapott.
fortaleza-lesson-checkmate-escape-task = Egy mező fenyegetett, ha egy ellenséges egység a következő akciójával ott üthetne. Az Elefánt ({ $attacker }) fenyegeti a Királyodat, és egyetlen akció sem hagyhatja fenyegetve. Mentsd meg: lépj félre vele, zárd el a vonalat, vagy üsd le a támadót.
fortaleza-lesson-checkmate-escape-done = A Királyod biztonságban van. A játék sosem engedi, hogy fenyegetve hagyd a Királyodat, vagy fenyegetett mezőre lépj vele.
fortaleza-lesson-checkmate-check-task = Az ellenséges Király fenyegetését sakknak hívják: azonnal válaszolnia kell rá. Adj sakkot az ellenséges Királynak az Elefántoddal.
fortaleza-lesson-checkmate-check-why = Ezután az ellenséges Királyt semmi sem fenyegeti: olyan sorban vagy oszlopban fejezd be az Elefánt lépését, amely akadály nélkül vezet hozzá.
fortaleza-lesson-checkmate-check-done = Sakk! Ki kell lépnie a vonalból, el kell zárnia, vagy le kell ütnie a támadót. Ha nem tudja, az matt.
fortaleza-lesson-checkmate-task = A matt olyan sakk, amelyre az ellenség nem tud válaszolni: nem marad szabályos akciója, és veszít. A Királya egyedül maradt. Találd meg a lépést, amely mattot ad neki.
fortaleza-lesson-checkmate-why-escape = Ez sakk, de a Királya még elléphet { $square } mezőre.
fortaleza-lesson-checkmate-why-answer = Ez sakk, de még tud rá válaszolni.
fortaleza-lesson-checkmate-why-stalemate = Ezzel nem marad szabályos akciója, de a Királyát semmi sem fenyegeti: ez döntetlen, nem győzelem.
fortaleza-lesson-checkmate-why-no-check = Ez nem fenyegeti az ellenséges Királyt, a matt pedig sakkal kezdődik.
fortaleza-lesson-checkmate-task-done = Matt: a Királya nem tud elmenekülni, és megnyerted a játszmát.

fortaleza-lesson-siege-title = Az ostrom
fortaleza-lesson-siege-summary = Két egység az ellenséges Kijárati gyűrűn azzal fenyeget, hogy mindent elvisz, ami az Erődjében van.
fortaleza-lesson-siege-lay-task = Ha a köröd úgy ér véget, hogy két vagy több egységed áll az ellenséges Kijárati gyűrűn, az Erődje körüli tizenkét mezőn, ostromot kezdesz. A Lándzsásod már a gyűrűjén áll: vigyél oda egy második egységet.
fortaleza-lesson-siege-lay-why = Ezután kettőnél kevesebb egységed áll a gyűrűjén: nincs ostrom.
fortaleza-lesson-siege-lay-done = Az ostrom megkezdődött. A védőnek egy köre van, hogy megtörje; ha még áll, a következő körödben végrehajthatod.
fortaleza-lesson-siege-break-task = Két ellenséges egység áll a Kijárati gyűrűdön: ostromot kezdett. Csak ez az egy köröd van arra, hogy kettőnél kevesebb maradjon ott belőlük, különben végrehajthatja az ostromot, és elviheti az egész Tartalékodat, benne a Királyoddal. Törd meg az ostromot.
fortaleza-lesson-siege-break-why = Ezután még { $count } egysége áll a gyűrűdön, és a körében végrehajthatja az ostromot: elvesztenéd a Tartalékodat a Királyoddal együtt.
fortaleza-lesson-siege-break-done = Az ostrom megtört: ha kettőnél kevesebb egysége áll a gyűrűdön, nem hajthatja végre.
fortaleza-lesson-siege-execute-task = Az előző körödben ostromot kezdtél, és a védő nem törte meg. Hajtsd végre: válaszd ki az ellenséges Erődöt. A gyűrűjén álló egységeid visszatérnek a Tartalékodba, az ő Tartalékában lévő összes egység pedig a Tömlöcödbe kerül.
fortaleza-lesson-siege-execute-why = Az ostromod most áll: válaszd ki az ellenséges Erődöt a végrehajtáshoz. Bármi más időt ad neki, hogy megtörje.
fortaleza-lesson-siege-execute-done = Az egész Tartaléka a Tömlöcödbe került, és benne volt a Királya is: győztél. Ha a Tömlöcében lettek volna egységeid, előbb kiszabadítottál volna egyet, ő pedig megmentett volna egy egységet.
fortaleza-lesson-siege-task = Három ellenséges egység áll a Kijárati gyűrűdön. Egy ütés nem elég: a köröd végén kettőnél kevesebbnek kell maradnia. Törd meg az ostromot.
fortaleza-lesson-siege-task-done = Két ütés egy körben, az Erőltetett menetnek köszönhetően: egyetlen ellenséges egység maradt a gyűrűdön, és az ostrom megtört.
