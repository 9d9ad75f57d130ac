# Torres: a játék összes szava. A kulcsok „torres-” előtaggal kezdődnek.

torres-tagline = Építsetek közösen várakat, másszatok fel rájuk a lovagjaitokkal, és szerezzetek pontot a magasságért – 2–4 játékos.

## Az új játszma beállításai

torres-opt-cards = Akciókártyák
torres-opt-cards-personal = Saját pakli (3 lapot megnézel, 1-et megtartasz)
torres-opt-cards-common = Közös pakli (a felső lapot húzod)
torres-opt-cards-off = Nélkülük (bevezető játék)
torres-opt-master = Mesterváltozat (a játékosok rakják le az alapokat, teljes kézzel, egy mesterkártyával)
torres-opt-master-card = Mesterkártya
torres-opt-master-card-random = Véletlenszerűen húzva
