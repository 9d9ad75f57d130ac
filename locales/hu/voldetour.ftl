# Voldétour: a játék összes szava. A kulcsok „voldetour-” előtaggal kezdődnek.

voldetour-tagline = Építs utat Blokkokból és Lépcsőkből a levegőben, és vezesd Uradat az ellenfél Tornyára – 2 vagy 4 játékos.
voldetour-seat-black = Fekete
voldetour-seat-white = Fehér
voldetour-seat-red = Piros
voldetour-seat-green = Zöld

## Az új játszma beállításai

voldetour-opt-note = A Voldétournak nincsenek változatai. Válassz 2 játékost, vagy 4-et a kiegészítőhöz: a Tornyok a b2, b9, i9 és i2 mezőn állnak, és minden Úr a sajátjával átlósan szemközti Toronyhoz siet.
