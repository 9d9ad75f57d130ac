# Voldétour: a játék összes szava. A kulcsok „voldetour-” előtaggal kezdődnek.

voldetour-seat-black = Fekete
voldetour-seat-white = Fehér
voldetour-seat-red = Piros
voldetour-seat-green = Zöld

## Az új játszma beállításai

voldetour-opt-note = A Voldétournak nincsenek változatai. Válassz 2 játékost, vagy 4-et a kiegészítőhöz: a Tornyok a b2, b9, i9 és i2 mezőn állnak, és minden Úr a sajátjával átlósan szemközti Toronyhoz siet.

## A tábla és a panelek

voldetour-board-label = Voldétour-tábla
# Az egyes színek elemein és Urán látható betűk, és a Torony betűje előtti jel (TFk: Fekete Tornya).
voldetour-letter-black = Fk
voldetour-letter-white = Fh
voldetour-letter-red = P
voldetour-letter-green = Z
voldetour-letter-tower = T
voldetour-piece-block = { $seat } { $number }. Blokkja ({ $size })
voldetour-piece-stair = { $seat } Lépcsője
voldetour-tower-of = { $seat } Tornya
voldetour-lord-of = { $seat } Ura
voldetour-stair-nested = fejjel lefelé, egy nyitott Lépcsőbe illesztve
voldetour-stair-rising = { $direction ->
        [north] észak
        [east] kelet
        [south] dél
       *[west] nyugat
    } felé emelkedik
voldetour-block-orientation = { $size } { $lying ->
        [standing] állítva
        [upright] felállítva
        [east-west] fektetve kelet–nyugat
        [north-south] fektetve észak–dél
       *[flat] laposan
    } (oszlop × sor × magasság)
voldetour-not-yours = { $piece } egy másik játékosé.
voldetour-piece-refused = { $piece }: { $reason }
voldetour-no-place = { $piece } most sehova sem tehető szabályosan.
voldetour-square = { $square }: magasság { $height }
voldetour-square-block = { $piece }, { $from }–{ $to }. szint
voldetour-square-stair = { $piece }, { $orientation }
voldetour-inspect-stuck = { $piece } nem mozdítható: { $reason }
voldetour-end-tower = { $winner } Ura megállt { $loser } Tornyán: { $winner } nyert.
voldetour-end-others-out = { $turn ->
    [one] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [5] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [50] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [51] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [52] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [53] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [54] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [55] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [56] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [57] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [58] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
    [59] Az összes többi Úr az { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
   *[other] Az összes többi Úr a { $turn }. kör után is a Tornyán maradt: { $winner } nyert.
}
voldetour-end-repetition = Ugyanaz az állás harmadszor is előfordult: döntetlen.
voldetour-end-turn-limit = Elérték a körök határát: döntetlen.
voldetour-end-over = A játszma véget ért.
voldetour-prompt-pick = { $left ->
    [bs] { $player }: válassz egy Blokkot vagy egy Lépcsőt.
    [b] { $player }: válassz egy Blokkot.
    [s] { $player }: válassz egy Lépcsőt.
    [be] { $player }: válassz egy Blokkot, vagy fejezd be a körödet.
    [se] { $player }: válassz egy Lépcsőt, vagy fejezd be a körödet.
    [e] { $player }: fejezd be a körödet.
    [bl] { $input ->
        [touch] { $player }: válassz egy Blokkot, vagy koppints az Uradra.
       *[mouse] { $player }: válassz egy Blokkot, vagy kattints az Uradra.
    }
    [sl] { $input ->
        [touch] { $player }: válassz egy Lépcsőt, vagy koppints az Uradra.
       *[mouse] { $player }: válassz egy Lépcsőt, vagy kattints az Uradra.
    }
    [l] { $input ->
        [touch] { $player }: koppints az Uradra.
       *[mouse] { $player }: kattints az Uradra.
    }
    [ble] { $input ->
        [touch] { $player }: válassz egy Blokkot, koppints az Uradra, vagy fejezd be a körödet.
       *[mouse] { $player }: válassz egy Blokkot, kattints az Uradra, vagy fejezd be a körödet.
    }
    [sle] { $input ->
        [touch] { $player }: válassz egy Lépcsőt, koppints az Uradra, vagy fejezd be a körödet.
       *[mouse] { $player }: válassz egy Lépcsőt, kattints az Uradra, vagy fejezd be a körödet.
    }
    [le] { $input ->
        [touch] { $player }: koppints az Uradra, vagy fejezd be a körödet.
       *[mouse] { $player }: kattints az Uradra, vagy fejezd be a körödet.
    }
   *[bsl] { $input ->
        [touch] { $player }: válassz egy Blokkot vagy egy Lépcsőt, vagy koppints az Uradra.
       *[mouse] { $player }: válassz egy Blokkot vagy egy Lépcsőt, vagy kattints az Uradra.
    }
}
voldetour-prompt = { $you ->
    [yes] Te következel.
   *[no] { $player } következik.
}
voldetour-chip-block = Blokk
voldetour-chip-stair = Lépcső
voldetour-chip-lord = Úr
voldetour-tower-warning = { $turn ->
    [one] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [5] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [50] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [51] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [52] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [53] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [54] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [55] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [56] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [57] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [58] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
    [59] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez az { $turn }. köröd).
   *[other] Uradnak el kell hagynia a Tornyot, mielőtt letelik { $limit } köröd (ez a { $turn }. köröd).
}
voldetour-holding = { $piece }: { $orientation }
voldetour-holding-lord = { $input ->
    [touch] Úr: koppints egy megjelölt mezőre (1–3 lépés).
   *[mouse] Úr: kattints egy megjelölt mezőre (1–3 lépés).
}
voldetour-rotate-title = { $input ->
    [touch] Az elem forgatása
   *[mouse] Az elem forgatása (R, Shift+R visszafelé)
}
voldetour-cancel = { $input ->
    [touch] Mégse
   *[mouse] Mégse (Esc)
}
voldetour-tap-again = { $what ->
    [lord] Koppints újra erre: { $square }, és az Urad odalép, vagy koppints egy másik jelölt mezőre.
   *[piece] Koppints újra erre: { $square }, és az elem oda kerül, vagy koppints egy másik jelölt mezőre.
}
voldetour-place = { $what ->
    [lord] Lépj ide
   *[piece] Tedd ide
}
voldetour-end-turn = Kör vége
voldetour-end-turn-loses = Ha most befejezed a köröd, azonnal elveszíted a játszmát: az Urad túl sokáig maradt a Tornyodon.
voldetour-end-turn-anyway = Kör befejezése és vereség
voldetour-keep-playing = Játék folytatása
voldetour-pass = Passz (semmi sem szabályos)
voldetour-turn-view = { $input ->
    [touch] Nézet forgatása
   *[mouse] Nézet forgatása (V)
}
voldetour-turn-view-title = { $input ->
    [touch] A tábla forgatása negyed fordulattal
   *[mouse] A tábla forgatása negyed fordulattal (V)
}
voldetour-view-toggle-title = { $input ->
    [touch] Váltás a 3D és a felülnézet között
   *[mouse] Váltás a 3D és a felülnézet között (T)
}
voldetour-view-top-down = { $input ->
    [touch] Felülnézet
   *[mouse] Felülnézet (T)
}
voldetour-view-3d = { $input ->
    [touch] 3D nézet
   *[mouse] 3D nézet (T)
}
voldetour-piece-placed-title = A táblán: válaszd ki az áthelyezéshez
voldetour-piece-reserve-title = A készletben
voldetour-reserve-stairs = Lépcső ×{ $count }
voldetour-reserve-heading = { $seat } · { $player }
voldetour-reserve-heading-out = { $seat } · { $player } — kiesett
voldetour-piece-on-board = { $piece }, mező: { $square }
voldetour-orient-short = { $direction ->
        [north] É
        [east] K
        [south] D
        [west] Ny
       *[nest] illesztve
    }
voldetour-legend-3d = A táblán { $block } { $seat } { $number }. Blokkját jelöli (a Blokkok méret szerint 1-től 5-ig vannak számozva, mint a tartalék gombjain), { $tower } pedig { $seat } Tornyát; a Lépcsőn a gazdája betűje áll, az egymásba illesztett páron mindkettőjüké.
voldetour-legend-top-down = A táblán { $block } { $seat } { $number }. Blokkját jelöli (a Blokkok méret szerint 1-től 5-ig vannak számozva, mint a tartalék gombjain), { $tower } pedig { $seat } Tornyát; a Lépcsőn a gazdája betűje áll, az egymásba illesztett páron mindkettőjüké. A mező sarkában álló szám a mező magassága kockában (½: egy Lépcső lejtőjének felénél).

## A napló

voldetour-log-block = { $moved ->
        [yes] { $number }. Blokk { $from }>{ $to } { $size }
       *[no] +{ $number }. Blokk { $to } { $size }
    }
voldetour-log-stair = { $moved ->
        [yes] Lépcső { $from }>{ $to } { $direction ->
            [north] É
            [east] K
            [south] D
            [west] Ny
           *[nest] illesztve
        }
       *[no] +Lépcső { $to } { $direction ->
            [north] É
            [east] K
            [south] D
            [west] Ny
           *[nest] illesztve
        }
    }
voldetour-log-lord = Úr { $from }-{ $to }
voldetour-log-end-turn = kör vége
voldetour-log-pass = passz

## A napló szavakkal, a tippekhez és a bejelentésekhez (minden `-words` ikerüzenet a saját sorának értékeit kapja)

voldetour-log-block-words = { $moved ->
        [yes] { $number }. Blokk ({ $size }) áthelyezve { $from } mezőről { $to } mezőre
       *[no] { $number }. Blokk ({ $size }) { $to } mezőn
    }
voldetour-log-stair-words = { $moved ->
        [yes] Lépcső áthelyezve { $from } mezőről { $to } mezőre, { $direction ->
            [north] észak felé emelkedve
            [east] kelet felé emelkedve
            [south] dél felé emelkedve
            [west] nyugat felé emelkedve
           *[nest] fejjel lefelé egy nyitott Lépcsőbe illesztve
        }
       *[no] Lépcső { $to } mezőn, { $direction ->
            [north] észak felé emelkedve
            [east] kelet felé emelkedve
            [south] dél felé emelkedve
            [west] nyugat felé emelkedve
           *[nest] fejjel lefelé egy nyitott Lépcsőbe illesztve
        }
    }
voldetour-log-lord-words = Úr { $from } mezőről { $to } mezőre

## Szabályhibák (kettőspont után: kisbetűvel)

voldetour-error-game-over = a játszma véget ért
voldetour-error-no-such-square = nincs ilyen mező a táblán
voldetour-error-no-such-piece = nincs ilyen elemed, vagy így nem tehető le
voldetour-error-block-used = ebben a körben már letettél vagy áthelyeztél egy Blokkot
voldetour-error-stair-used = ebben a körben már letettél vagy áthelyeztél egy Lépcsőt
voldetour-error-lord-moved = miután az Úr lépett, már nem tehető le elem
voldetour-error-piece-blocked = ez az elem be van szorulva: valami van rajta, vagy minden oldala takarva van
voldetour-error-off-board = az elem kilógna a tábláról
voldetour-error-too-high = semmi sem lehet magasabb egy Toronynál
voldetour-error-not-level = egy elem minden kockájának ugyanazon a szinten kell feküdnie: alatta nem maradhat üreg
voldetour-error-not-on-full-cube = elem csak a táblán vagy teli kockákon fekhet, nyitott lejtőn soha
voldetour-error-over-lord-or-tower = Úr vagy Torony fölé nem lehet építeni
voldetour-error-nothing-to-nest = Lépcső fejjel lefelé csak egy nyitott Lépcső lejtőjébe kerülhet
voldetour-error-same-place = egy elemet pontosan a helyére visszatenni nem lépés
voldetour-error-next-stair-first = a készlet Lépcsői sorban következnek: a következőt használd
voldetour-error-lord-cannot-reach = az Urad 1–3 lépésben nem éri el ezt a mezőt
voldetour-error-cannot-stop-there = az Urad átmehet ezen a Tornyon, de meg nem állhat rajta
voldetour-error-nothing-done-yet = a kör befejezése előtt tegyél legalább egy dolgot
voldetour-error-must-play = van még szabályos lépésed, így még nem fejezheted be a kört
voldetour-error-cannot-pass = passzolni csak akkor lehet, ha semmi sem szabályos

## A szabályoldal

voldetour-diagram-blocks = Blokkok: Fekete 5. Blokkja (1×2×3) állítva e5–e6-on, Fehér 4. Blokkja (1×2×2) laposan fektetve f5–g6-on. Minden kocka a táblán vagy teli kockákon fekszik, sosem a 3-as magasság fölött.
voldetour-diagram-stairs = Lépcsők: egy Lépcső az e5-ön, észak felé emelkedve (a nyíl felfelé mutat), és egy másik egy 2 magas Blokkon az f5-ön, nyugat felé emelkedve: a magas oldala 3-as magasságban van.
voldetour-diagram-nested = Egymásba illesztett pár az e5-ön: Fehér Lépcsője fejjel lefelé Fekete Lépcsőjébe illesztve teli kockát ad (a fuga mutatja, hol találkoznak), amelyre építeni és állni lehet, mint a mellette lévő fehér Blokkra.
voldetour-diagram-road = Fekete Ura a c3-as Tornyáról három egymás után fektetett Lépcsőn (2., 1. és 0. szint) jön le: átkelni rajtuk egy lépésnek számít, és a g3-ra érkezik.
voldetour-keys = A táblán: a nyilak a kurzort mozgatják, az Enter felvesz vagy letesz; 1–5 egy Blokkot választ, S egy Lépcsőt, L az Uradat; R forgatja az elemet (Shift+R visszafelé); Esc leteszi; V negyed fordulattal forgatja a nézetet; T vált a 3D és a felülnézet között.

voldetour-rules-help =
    VOLDÉTOUR — építs utat a levegőben, és vezesd Uradat az ellenséges Toronyra.

    A JÁTÉK CÉLJA
    Elsőként megállítani az Uradat az ellenséges Torony tetején.

    A KÖRÖD (legalább egy az alábbiak közül, ezekkel a korlátokkal)
    • Egy Blokk-akció: vegyél el egy Blokkot a készletedből és tedd le, vagy emeld fel egyik
      Blokkodat a tábláról és tedd máshová (vagy fordítsd el).
    • Egy Lépcső-akció: ugyanígy, egy Lépcsővel. A Blokk és a Lépcső tetszőleges sorrendben jöhet.
    • Ezután, ha akarod, lépj az Uraddal 1, 2 vagy 3 lépést. Az Úr lépése után már nem lehet
      építeni.
    Ha nem lépsz az Úrral, magad jelentsd be a kör végét.

    A TÁBLA
    10×10 mezős tábla, a–j oszlopok, 1–10 sorok. Két játékosnál a Tornyok a c3-on (Fekete) és a
    h8-on (Fehér) állnak; négynél a b2-n, b9-en, i9-en és i2-n, és az ellenséged a tiéddel
    átlósan szemközti Torony. Minden Torony három kocka magas, és ennél magasabbra soha semmit sem
    lehet építeni. Minden Úr a saját Tornya tetején kezd.

    AZ ELEMEID
    Öt Blokk (1×1×1, 1×1×2, 1×1×3, 1×2×2 és 1×2×3 kockából, fektetve vagy állítva bármely irányban)
    és öt Lépcső (egy kockányi ék). A Lépcső lejtővel felfelé kerül le, vagy fejjel lefelé egy
    másik Lépcső lejtőjébe: a pár így teli kockát ad, amelyen állni és építeni lehet.
    @blocks
    @stairs

    ÉPÍTÉS
    Egy elem vagy a táblán, vagy teli kockákon fekszik, egyik része alatt sem maradhat üreg; bárki
    elemeire építhetsz. Úr vagy Torony fölé soha nem lehet építeni. Az elemek soha nem kerülnek
    vissza a készletbe. Egy táblán lévő elem be van szorulva, ha valami van rajta (elem vagy Úr),
    vagy ha minden oldalát teljes magasságban szomszédos elemek vagy egy Torony takarják; a Lépcső
    csak a magas végével takar oldalt, és a tábla szélén lévő oldal sosincs takarva. Beszorult
    elem nem mozdítható. Egy elemet pontosan a helyére visszatenni nem számít lépésnek.
    @nested

    AZ ÚR
    Egy lépés a szomszédos mezőre visz, előre, hátra, balra vagy jobbra, azonos magasságban.
    Magasságot csak Lépcsőkön lehet váltani: ha az Úr a megfelelő magasságban áll egy lejtő alsó
    vagy felső oldala előtt, átmegy rajta (és a mögötte sorakozó Lépcsőkön) a következő mezőre,
    és ez is csak egy lépésnek számít. Az Úr soha nem áll meg lejtőn, soha nem osztozik mezőn egy
    másik Úrral, és soha nem lép át rajta. Átmehet Tornyokon, de megállni csak az ellenséges
    Tornyon állhat meg.
    A harmadik köröd végéig el kell hagynia a saját Tornyát, különben vesztettél (négy
    játékosnál kiesel: az Urad lekerül a tábláról, az elemeid maradnak, és a játék nélküled
    folytatódik); oda többé soha nem állhat vissza. Az Úr, amely még a saját Tornyán áll, mindenki
    elől elzárja azt.
    @road

    A JÁTÉK VÉGE
    Aki eléri az ellenséges Tornyot, azonnal nyer. Ha semmit sem tudsz tenni, passzolsz. Ugyanaz
    az állás háromszor ugyanazzal a soron lévő játékossal, vagy összesen 200 kör: döntetlen.

## Miért jó egy lépés
# Mellékmondat a lépés után, gondolatjel mögött („Tipp: Úr c3-e3 — így az Urad elhagyja a Tornyát”).
# $owner, $seat: egy játékos színe; $yours: yes, ha a megnevezett Torony a játékos sajátja; $steps, $squares: számok.

voldetour-reason-win = így nyersz: az Urad megáll { $owner } Tornyán
voldetour-reason-reach-now = így az Urad még ebben a körben elérheti { $owner } Tornyát
voldetour-reason-leave-in-time = így az Urad elhagyja a Tornyát, ahogy e kör végéig el is kell hagynia
voldetour-reason-exit-in-time = így az Urad elhagyhatja a Tornyát, ahogy e kör végéig el is kell hagynia
voldetour-reason-stops-threat = { $yours ->
        [yes] így elállod { $seat } Urának útját, aki egy körben elérhette volna a Tornyodat
       *[no] így elállod { $seat } Urának útját, aki egy körben elérhette volna { $owner } Tornyát
    }
voldetour-reason-one-move = így az Urad innen egyetlen körben elérheti { $owner } Tornyát
voldetour-reason-road-complete = így elkészül az Urad útja { $owner } Tornyáig: { $steps } lépés
voldetour-reason-road-cut = { $yours ->
        [yes] így elvágod { $seat } útját a Tornyodig
       *[no] így elvágod { $seat } útját { $owner } Tornyáig
    }
voldetour-reason-road-shorter = így az Urad útja { $owner } Tornyáig { $steps } lépéssel rövidebb lesz
voldetour-reason-road-longer = { $yours ->
        [yes] így { $seat } útja a Tornyodig { $steps } lépéssel hosszabb lesz
       *[no] így { $seat } útja { $owner } Tornyáig { $steps } lépéssel hosszabb lesz
    }
voldetour-reason-steps-closer = így az Urad az útján { $steps } lépéssel közelebb kerül { $owner } Tornyához
voldetour-reason-off-tower = így az Urad elhagyja a Tornyát
voldetour-reason-off-tower-exit = így az Urad elhagyhatja a Tornyát
voldetour-reason-way-nearer = így az Urad által bejárható út { $squares } mezővel közelebb ér { $owner } Tornyához
voldetour-reason-squares-nearer = így az Urad { $squares } mezővel közelebb kerül { $owner } Tornyához
voldetour-reason-locks = { $kind ->
        [stair] így { $seat } Lépcsője ({ $square }) beszorul
       *[block] így { $seat } { $number }. Blokkja ({ $square }) beszorul
    }
voldetour-reason-builds = így az Urad { $owner } Tornyához vezető útjának egy részét építed
voldetour-reason-hinders = { $yours ->
        [yes] így akadályt teszel { $seat } Urának útjába a Tornyod felé
       *[no] így akadályt teszel { $seat } Urának útjába { $owner } Tornya felé
    }

## Leckék
# „Tanulj játszani” (crates/voldetour/src/lessons): a tanuló Feketével játszik Fehér elemei ellen.
# $square, $target: mezőnevek; $top, $height, $first, $second: magasságok kockában; $squares, $best: számok;
# $direction, $wanted: north, east, south vagy west; $route: a mezők, amelyeken egy Úr átmegy, kötőjellel összefűzve („e3–d3–c3”).

voldetour-lesson-goal-title = A játék célja
voldetour-lesson-goal-summary = Vezesd Uradat az ellenséges Toronyra, miután levezetted a sajátodról.
voldetour-lesson-goal-win-task = Feketével játszol, és akkor nyersz, ha az Urad megáll Fehér Tornyán, a h8-on. Az Úr egy körben 1–3 lépést tesz, mindegyiket egy vele azonos magasságú szomszédos mezőre. A tiéd egy 3 magas úton áll, a Tornyok magasságában: vezesd a h8-ra.
voldetour-lesson-goal-win-done = Nyertél! Minden Voldétour-játszma verseny azért, hogy ki épít előbb ilyen utat az ellenséges Toronyig.
voldetour-lesson-goal-leave-task = Minden Úr a saját, 3 kocka magas Tornyán kezd, és a harmadik köre végéig el kell hagynia, különben a játékosa veszít. Egy körben letehetsz egy Blokkot és egy Lépcsőt, aztán léphetsz az Uraddal. Tegyél egy 3 magas Blokkot a Tornyod (c3) mellé, aztán vezesd rá az Uradat.
voldetour-lesson-goal-leave-done = Az Urad elhagyta a Tornyát. Később átmehet rajta, de megállni soha többé nem állhat meg rajta.
voldetour-lesson-goal-third-task = A harmadik köröd: az Uradnak most kell elhagynia a Tornyát, különben vesztesz. A körülötte lévő mezők már 1 magasak, és egy elem arra fekszik rá, ami alatta van. Keress egy Blokkot, amellyel lesz egy 3 magas mező, ahová léphet, aztán lépj le a Toronyról.
voldetour-lesson-goal-third-done = Épp időben. A magasságok összeadódnak: egy 2 magas Blokk egy 1 magas mezőn 3 magas mezőt ad.
voldetour-lesson-blocks-title = Blokkok
voldetour-lesson-blocks-summary = Tegyél le Blokkokat állítva vagy fektetve, a táblára vagy más elemekre, és helyezd át a sajátjaidat.
voldetour-lesson-blocks-stack-task = Bármelyik elemre építhetsz, a tiédre vagy Fehérére is: a Blokk ráfekszik, és a magasságok összeadódnak, de semmi sem lehet 3-nál magasabb. Állítsd az 1×1×2-es Blokkodat Fehér Blokkjára az e3-on, aztán vezesd rá az Uradat.
voldetour-lesson-blocks-stack-done = Az e3 most 1 + 2 = 3 magas, mint a d3, így az Urad át tudott lépni.
voldetour-lesson-blocks-move-task = Új elem helyett felemelheted egyik táblán lévő elemedet, és máshová teheted, hacsak nincs beszorulva: valami van rajta, vagy minden oldala takarva van. A készletedben maradt Blokkok túl alacsonyak: tedd át az 1×2×3-as Blokkodat az a8-ról az Urad mellé, aztán lépj rá.
voldetour-lesson-blocks-move-done = Az áthelyezés volt ebben a körben a Blokk-akciód. Az f5-ön lévő 1×2×2-es Blokkodat nem tudtad volna áthelyezni: Fehér Blokkja van rajta.
voldetour-lesson-blocks-pair-task = Juttasd el az Uradat ebben a körben az f3-ra egyetlen Blokkal. Egy Blokk bármilyen irányban állhat vagy feküdhet, de minden kockájának ugyanazon a szinten kell feküdnie, üreg nélkül.
voldetour-lesson-blocks-pair-done = Az e3-on és az f3-on álló 1×2×2-es Blokkod egyszerre emelte mindkét mezőt 1-ről 3-ra.
voldetour-lesson-stairs-title = Lépcsők
voldetour-lesson-stairs-summary = Mássz fel Lépcsőkön, fordítsd őket jó irányba, és illessz kettőt egy kockává.
voldetour-lesson-stairs-climb-task = A Lépcső egy egykockás ék, amely két, egy kockányi magasságkülönbségű mezőt köt össze. Az Urad a lejtő mentén kel át rajta, fel vagy le, a mögötte lévő mezőre, egyetlen lépésben; az oldalain soha, és sosem áll meg rajta. Menj fel a d5-ön lévő Lépcsőn az e5-re.
voldetour-lesson-stairs-climb-done = Egy szinttel feljebb egy lépésben. Az Úr csak Lépcsőn változtathat magasságot.
voldetour-lesson-stairs-place-task = Most tegyél le te egy Lépcsőt: a d5-re, kelet felé, az e5 felé emelkedő lejtővel. Aztán vezesd fel rajta az Uradat az e5-re.
voldetour-lesson-stairs-place-done = Az alsó oldala az Urad magassága felé néz, a felső a kockával magasabb mező felé: így kell egy Lépcsőt fordítani.
voldetour-lesson-stairs-nest-task = Az e5-ön lévő Lépcső észak felé emelkedik, így az Urad nem kelhet át rajta kelet felé, nyitott lejtőre pedig nem lehet építeni. Illessz bele egy Lépcsőt fejjel lefelé: együtt teli kockát adnak, az Urad szintjén. Aztán menj az f5-re.
voldetour-lesson-stairs-nest-done = Az egymásba illesztett pár teli kocka: az Urak átmehetnek rajta, és építeni is lehet rá.
voldetour-lesson-stairs-run-task = Az egy egyenes vonalban egymás után sorakozó Lépcsőkön egyben, egyetlen lépéssel lehet átkelni. Egyetlen Lépcsővel juttasd fel az Uradat a 2 kocka magas f5-re.
voldetour-lesson-stairs-run-done = Két Lépcső egymás után: két szinttel feljebb egyetlen lépésben.
voldetour-lesson-walk-title = Az Úr útja
voldetour-lesson-walk-summary = Körönként egy–három lépés, útközben Lépcsőkön át, Tornyokon keresztül.
voldetour-lesson-walk-free-task = Minden lépés a szomszédos mezőre visz előre, hátra, balra vagy jobbra, átlósan soha, és a lépések között az Urad irányt válthat. A Lépcsőn átvezető lépés a mögötte lévő mezőn ér véget. Vezesd az Uradat egy körben a g6-ra.
voldetour-lesson-walk-free-done = A c5-ről az e5-re, az e5-ről a g5-re, a g5-ről a g6-ra: három lépés öt mezőért, a Lépcsőknek köszönhetően.
voldetour-lesson-walk-tower-task = Ha már elhagyta, az Urad átmehet a saját Tornyán, de meg nem állhat rajta. Egy Úr sem osztozhat mezőn egy másikkal, és nem léphet át rajta. Menj a b3-ról a Tornyodon át az e3-ra.
voldetour-lesson-walk-tower-done = b3, c3, d3, e3: egy Tornyon átkelni ugyanolyan lépés, mint bármelyik másik.
voldetour-lesson-walk-near-task = Vezesd az Uradat ebben a körben olyan közel Fehér Tornyához (h8), amennyire csak tudod; a mezőket a sorok és oszlopok mentén számold.
voldetour-lesson-walk-near-done = A h7 egy mezőre van a h8-tól: fel a d7-en lévő Lépcsőn, át a Blokkon, és le a g7-en lévő Lépcsőn. Fehér Ura a h6-on elzárta a g6 felé vezető lejáratot.
voldetour-lesson-reach-title = A Torony elérése
voldetour-lesson-reach-summary = Érkezz 3-as magasságban vagy Lépcsőn, és kerüld meg a másik Urat.
voldetour-lesson-reach-stair-task = A Toronyra vezető utolsó emelkedő lehet egy Lépcső is. Az Urad 2-es magasságban áll: tegyél egy Lépcsőt a g8-ra, kelet felé, a h8 felé emelkedve, aztán menj fel Fehér Tornyára.
voldetour-lesson-reach-stair-done = Nyertél! Egy 2 magas mezőn, a Torony mellett álló Lépcső egyenesen a Toronyra vezet.
voldetour-lesson-reach-block-task = Nyerj ebben a körben egyetlen Blokkal: az Uradnak 3 magas mezők kellenek egészen a h8-ig, legfeljebb három lépésnyire.
voldetour-lesson-reach-block-done = Nyertél! Az f8-on és a g8-on álló 1×2×3-as Blokkod adta meg az Uradnak a hiányzó két mezőt.
voldetour-lesson-reach-round-task = Nyerj ebben a körben egyetlen elemmel. Fehér Ura a g8-on áll, a Tornya előtt, és egy Úr sem léphet át egy másikon: keress másik utat.
voldetour-lesson-reach-round-done = Nyertél! Fehér Urát megkerülve a g7-en és a h7-en át, délről a h8-ra.
voldetour-lesson-defend-title = Az út elzárása
voldetour-lesson-defend-summary = Állítsd meg az ellenfél Urát, ha egy körre van a Tornyodtól.
voldetour-lesson-defend-lift-task = Fehér Ura az e3-on a következő körében a d3-on lévő Blokkodon át a Tornyodra léphetne. A saját elemeidet áthelyezheted: vedd el azt a Blokkot a d3-ról.
voldetour-lesson-defend-lift-done = Mivel a d3 már nem 3 magas, Fehér Urának nincs útja a Tornyodig, hacsak előbb nem épít újat.
voldetour-lesson-defend-stand-task = Fehér megint a Tornyodat fenyegeti, de a d3-on lévő Blokk az övé: nem helyezheted át, és a tetejére semmi sem fér. Két Úr soha nem osztozik mezőn, és nem lép át egymáson: állítsd az Uradat a d3-ra.
voldetour-lesson-defend-stand-done = Az Urad elállja az utat, és Fehér Ura nem juthat át rajta.
voldetour-lesson-defend-choose-task = Fehér Ura az f3-on a következő körében felmehetne az e3-on lévő Lépcsődön, és a Tornyodra léphetne. Állítsd meg egyetlen akcióval; több módja is van.
voldetour-lesson-defend-choose-done = Megállítva. Az Urad az útjában, a Lépcsőd áthelyezve vagy elfordítva, vagy egy belé illesztett Lépcső, amely teli kockát ad: bármelyik elzárja az utat.
voldetour-lesson-stop-on = Az Urad itt állna meg: { $square }, pedig ebben a körben ezt is elérheti: { $target }. Menj el egészen odáig.
voldetour-lesson-build-first = Ha az Uraddal lépsz, véget ér a köröd, ezt a mezőt pedig még nem érheti el: { $target }. Előbb építsd meg az útját.
voldetour-lesson-no-end-turn = Még ne fejezd be a kört: az Uradnak még lépnie kell.
voldetour-lesson-no-build = Nem kell többet építened: az Urad már elérheti ezt a mezőt: { $target }. Vezesd oda.
voldetour-lesson-walk-now = Az út nyitva, nem kell többet építened: lépj az Uraddal.
voldetour-lesson-use-block = Ehhez Blokk kell: az Uradnak a saját magasságában lévő mező kell, ahol megállhat, Lépcsőn pedig sosem áll meg.
voldetour-lesson-use-stair = Ehhez Lépcső kell: az Urad csak Lépcsőn mehet fel vagy le.
voldetour-lesson-block-top = Ennek a Blokknak a teteje { $top } magasan lenne, az Urad viszont { $height } magasan áll: csak azonos magasságú mezők között lép.
voldetour-lesson-not-beside = Ez a Blokk az Urad szintjén van, de nem éri el: csak szomszédos mezőre léphet.
voldetour-lesson-no-way = Így sem érheti el az Urad ebben a körben ezt a mezőt: { $target }.
voldetour-lesson-stair-square = A Lépcsőt ide tedd: { $square }, az Urad és ez a mező közé: { $target }.
voldetour-lesson-stair-dir = Ez a Lépcső { $direction ->
        [north] észak
        [east] kelet
        [south] dél
       *[west] nyugat
    } felé emelkedne; hogy az Urad felmehessen ide: { $target }, a lejtőjének { $wanted ->
        [north] észak
        [east] kelet
        [south] dél
       *[west] nyugat
    } felé kell emelkednie.
voldetour-lesson-nest-here = Csak egy fejjel lefelé illesztett Lépcső ad teli kockát, amelyen az Urad átmehet; a nyitott Lépcső itt van: { $square }.
voldetour-lesson-build-on = Erre a mezőre építs, a rajta lévő elemre: { $square }. A magasságok összeadódnak.
voldetour-lesson-pair-heights = Ezután az e3 { $first }, az f3 { $second } magas lenne: mindkettőnek 3 magasnak kell lennie, mint az Urad szintje.
voldetour-lesson-nearer = Innen ({ $square }) az Urad { $squares } mezőre lenne Fehér Tornyától, de ebben a körben { $best } mezőnyire is megközelítheti.
voldetour-lesson-walk-only = Itt csak lépni kell: lépj az Uraddal, és ne építs semmit.
voldetour-lesson-threat-lord = Innen ({ $square }) az Urad nem állja el az utat: Fehér Ura így is végigmehetne ezen az úton: { $route }, és megállhatna a Tornyodon.
voldetour-lesson-threat-piece = Így nyitva marad az út: Fehér Ura végigmehetne ezen az úton: { $route }, és megállhatna a Tornyodon.
