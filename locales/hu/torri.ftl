# Torri: a játék összes szava, a magyar szabálykönyv kifejezéseivel. A kulcsok „torri-” előtaggal kezdődnek.

torri-tagline = Ugorj, ejts zsákmányt, építs tornyot, aztán vidd haza a foglyaidat – 2–4 játékos.

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
