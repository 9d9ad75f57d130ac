# Fortaleza: a játék összes szava. A kulcsok „fortaleza-” előtaggal kezdődnek.

fortaleza-tagline = Ostromsakk két játékosnak: építs Erődöt, állítsd fel seregedet a háború ködében, aztán adj mattot a Királynak, vagy éheztesd ki az Erődjét.
fortaleza-seat-first = Első játékos
fortaleza-seat-second = Második játékos

## Az új játszma beállításai

fortaleza-opt-note = A Fortalezának nincsenek változatai: két játékos. Az első játékos a játékban választja ki a területét és a színeit, aztán titokban épít és állít fel; a második vakon állít fel.
