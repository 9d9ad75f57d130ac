# Torri: все слова этой игры. Ключи начинаются с «torri-».

torri-tagline = Прыгайте, захватывайте и складывайте башни, а потом уведите пленников домой — от 2 до 4 игроков.

## Настройки новой партии

torri-opt-height-limit = Предел высоты
torri-opt-height = { $pieces ->
    [one] { $pieces } фишка
    [few] { $pieces } фишки
    [many] { $pieces } фишек
   *[other] { $pieces } фишки
}
torri-opt-no-limit = Без предела
torri-opt-dice-only = Только кубик (без ходов по высоте)
torri-opt-two-dice = Два кубика (ход на разность кубиков 1–6 и 1–3)
torri-opt-free-carry = Свободно уносить домой выше высоты
torri-opt-off = Выкл.
torri-opt-on = Вкл.
torri-opt-colour-die = Цветной кубик (цвет другого игрока: пропуск хода)
torri-opt-colour-again = Вкл., свой цвет бросает ещё раз
torri-opt-no-progress = Конец после { $rounds } кругов без взятия, разделения, переноса или башни, дошедшей домой
