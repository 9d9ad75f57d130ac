# Torres: все слова этой игры. Ключи начинаются с «torres-».

torres-tagline = Возводите замки вместе, поднимайтесь на них своими рыцарями и получайте очки за высоту — от 2 до 4 игроков.

## Настройки новой партии

torres-opt-cards = Карты действий
torres-opt-cards-personal = Своя колода (посмотреть 3, оставить 1)
torres-opt-cards-common = Общая колода (взять верхнюю карту)
torres-opt-cards-off = Без карт (вводная партия)
torres-opt-master = Мастер-версия (игроки ставят фундаменты, полная рука, одна мастер-карта)
torres-opt-master-card = Мастер-карта
torres-opt-master-card-random = Случайная
