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
