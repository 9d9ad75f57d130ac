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
fortaleza-reason-capture = ezzel leütöd { $unit } ({ $square })
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
