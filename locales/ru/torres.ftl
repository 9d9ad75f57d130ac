# Torres: все слова этой игры. Ключи начинаются с «torres-».

## Настройки новой партии

torres-opt-cards = Карты действий
torres-opt-cards-personal = Своя колода (из 3 карт оставить 1)
torres-opt-cards-common = Общая колода (брать сверху)
torres-opt-cards-off = Без карт (вводная партия)
torres-opt-master = Мастер-версия (игроки ставят фундаменты, полная рука, одна мастер-карта)
torres-opt-master-card = Мастер-карта
torres-opt-master-card-random = Случайная

## Доска и клетки

torres-board = Доска Torres
torres-inspect-ground = { $square }: голая земля
torres-inspect-ground-knight = { $square }: голая земля, { $colour ->
    [red] красный рыцарь
    [blue] синий рыцарь
    [yellow] жёлтый рыцарь
   *[green] зелёный рыцарь
} на уровне { $height }
torres-inspect-ground-king = { $square }: голая земля, король
torres-inspect-castle = { $square }: высота { $height }, замок площадью { $area } и высотой { $castle_height }
torres-inspect-castle-knight = { $square }: высота { $height }, замок площадью { $area } и высотой { $castle_height }, { $colour ->
    [red] красный рыцарь
    [blue] синий рыцарь
    [yellow] жёлтый рыцарь
   *[green] зелёный рыцарь
} на уровне { $height }
torres-inspect-castle-king = { $square }: высота { $height }, замок площадью { $area } и высотой { $castle_height }, король

## Выбор между значениями одного щелчка

torres-choice-new-knight = Новый рыцарь (2 ОД)
torres-choice-block = Поставить блок (1 ОД)
torres-choice-step = Шаг (1 ОД)
torres-choice-through = Через замок (1 ОД)
torres-choice-under-from-turn = Блок из стопки этого хода
torres-choice-under-from-stack = Блок из стопки, где их { $size }
torres-choice-cancel = Закрыть
torres-target-ask = { $input ->
    [touch] { $actions }: первое касание покажет ход, второе его выполнит
   *[mouse] { $actions }: первый щелчок или Enter покажет ход, второй его выполнит
}
torres-target-choose = { $input ->
    [touch] { $actions }: коснитесь, чтобы выбрать
   *[mouse] { $actions }: щёлкните или нажмите Enter, чтобы выбрать
}
torres-prompt-confirm = { $input ->
    [touch] { $action } на { $square }: коснитесь { $square } ещё раз, чтобы выполнить, или любого другого места, чтобы отменить.
   *[mouse] { $action } на { $square }: щёлкните { $square } ещё раз или нажмите Enter, чтобы выполнить, Escape — чтобы отменить.
}
torres-prompt-choose = { $input ->
    [touch] { $square }: выберите, что сделать на этой клетке, или коснитесь любого другого места, чтобы отменить.
   *[mouse] { $square }: выберите, что сделать на этой клетке, или нажмите Escape, чтобы отменить.
}
torres-refused = На { $square } ничего сделать нельзя: { $reason }.
torres-refused-block-or-knight = Блок на { $square } поставить нельзя: { $block }. Нового рыцаря тоже: { $knight }.
torres-refused-knight = Рыцарь на { $square } не может ходить: { $reason }.

## Строка состояния и подсказки

torres-handover-text = Доска скрыта, чтобы никто другой не увидел ваши карты действий.
torres-prompt-over = Партия окончена.
torres-end-reason = После третьей фазы замки подсчитаны: побеждает наибольшая сумма очков.
torres-prompt-foundation = { $player }: поставьте фундамент замка (не ближе 3 шагов к остальным).
torres-prompt-start-knight = { $player }: поставьте рыцаря на свободный фундамент.
torres-prompt-start-king = { $player }: поставьте короля на свободный фундамент.
torres-prompt-choose-stack = { $player }: выберите стопку блоков на этот ход.
torres-prompt-pick = { $player }: оставьте себе одну из просматриваемых карт.
torres-prompt-put-back = { $player }: положите каждую из остальных карт наверх или вниз своей колоды.
torres-prompt-spread = { $blocks ->
    [one] { $player }: { $blocks } блок не поставлен — положите его на другие свои стопки или верните в запас.
    [few] { $player }: { $blocks } блока не поставлены — положите их на другие свои стопки или верните в запас.
    [many] { $player }: { $blocks } блоков не поставлено — положите их на другие свои стопки или верните в запас.
   *[other] { $player }: { $blocks } блока не поставлено — положите их на другие свои стопки или верните в запас.
}
torres-prompt-king-move = { $player }: у вас меньше всех очков, поэтому вы можете переставить короля на подсвеченную клетку или оставить его.
torres-prompt-playing = { $you ->
    [yes] Ваш ход.
   *[no] Ходит { $player }.
}
torres-prompt-card-from = { $card }: куда из { $square }?
torres-prompt-move-block = { $input ->
    [touch] { $card }: коснитесь блока, который поднимаете, затем места, куда он встанет.
   *[mouse] { $card }: щёлкните блок, который поднимаете, затем место, куда он встанет.
}
torres-prompt-card = { $input ->
    [touch] { $card }: коснитесь подсвеченного рыцаря или клетки.
   *[mouse] { $card }: щёлкните подсвеченного рыцаря или клетку.
}
torres-prompt-knight-selected = { $input ->
    [touch] Рыцарь на { $square }: коснитесь цели (число — её стоимость в ОД).
   *[mouse] Рыцарь на { $square }: щёлкните цель (число — её стоимость в ОД).
}
torres-prompt-main = { $input ->
    [touch] { $player }: коснитесь рыцаря, чтобы пойти им, или подсвеченной клетки, чтобы строить или добавить рыцаря.
   *[mouse] { $player }: щёлкните рыцаря, чтобы пойти им, или подсвеченную клетку, чтобы строить или добавить рыцаря.
}
torres-prompt-only-end-turn = { $player }: очков действия не осталось — завершите ход.
torres-final-position = Итоговая позиция
torres-phase-round = Фаза { $phase } · раунд { $round }
torres-ap-left = ОД { $points }
torres-blocks-left = Блоки { $blocks }

## Кнопки

torres-choose-stack = Стопка из { $size }
torres-spread-onto = Один на стопку из { $size }
torres-return-rest = Вернуть остаток
torres-keep-king = Оставить короля
torres-one-ap = 1 ОД
torres-take-card = Взять карту (1)
torres-advance-score = Очки +1 (1)
torres-cancel-card = Отменить «{ $card }»
torres-end-turn = Закончить ход
torres-view-toggle-title = Переключить вид сверху и 3D-вид
torres-view-flat = Вид сверху
torres-view-3d = 3D-вид

## Карты

torres-card-climb2 = Подъём на 2
torres-card-block-under = Блок под рыцаря
torres-card-extra-block = Лишний блок
torres-card-secret-passage = Тайный ход
torres-card-diagonal = Диагональ
torres-card-ap6 = 6 ОД
torres-card-ap7 = 7 ОД
torres-card-move-block = Перенос блока
torres-card-reposition = Перестановка
torres-card-jump = Прыжок
torres-card-climb2-text = Рыцарь шагает на соседнюю клетку не более чем на 2 уровня выше.
torres-card-block-under-text = Подсуньте блок из одной из своих стопок под одного из своих рыцарей.
torres-card-extra-block-text = Поставьте один блок из общего запаса.
torres-card-secret-passage-text = Через замок, внутри можно подниматься; выход на более низкую клетку рядом.
torres-card-diagonal-text = Рыцарь ходит на одну клетку по диагонали (не более чем на 1 уровень вверх).
torres-card-ap6-text = Одно лишнее очко действия в этот ход.
torres-card-ap7-text = Два лишних очка действия в этот ход.
torres-card-move-block-text = Перенесите верхний блок свободной клетки в другое место, даже чтобы заложить замок.
torres-card-reposition-text = Переставьте рыцаря туда, где новый рыцарь мог бы примкнуть к другому вашему.
torres-card-jump-text = Прыжок по прямой через соседнего рыцаря на пустую клетку за ним.
torres-keep = Оставить
torres-put-top = Наверх
torres-put-bottom = Вниз
torres-keep-card = Оставить: { $card }
torres-put-top-card = Наверх: { $card }
torres-put-bottom-card = Вниз: { $card }
torres-pick-keep = Оставьте одну карту
torres-pick-put-back = Верните остальные
torres-card-fresh = Взята в этот ход: её можно сыграть со следующего хода
torres-your-cards = Ваши карты ({ $colour })
torres-no-cards = На руке нет карт.

## Мастер-карты

torres-master-card = Мастер-карта { $number }: { $text }
torres-master-1 = Все шесть рыцарей на разных уровнях после фазы 3: 40
torres-master-2 = Все шесть рыцарей на одном уровне после фазы 3: 50
torres-master-3 = Все шесть рыцарей в одной строке или одном столбце после фазы 3: 50
torres-master-4 = Четыре рыцаря в углах квадрата после фазы 3: 50
torres-master-5 = За рыцаря на краевой клетке 2/5/10 после фазы 1/2/3, +2/5/10 за строгое большинство
torres-master-6 = Рыцари ровно на 4/5/6 замках после фазы 1/2/3: 5/15/30
torres-master-7 = За рыцаря на главной диагонали 2/5/10 после фазы 1/2/3, +2/5/10 за строгое большинство
torres-master-8 = Все шесть рыцарей связаны по сторонам клеток после фазы 3: 40

## Игроки, запас, трек очков

torres-player-cards = карты: { $hand } · колода: { $deck } · сыграно: { $played }
torres-player-cards-yours = карты: { $hand } (ваши) · колода: { $deck } · сыграно: { $played }
torres-player-stacks = стопки: { $stacks }
torres-player-knights = рыцари: { $board } на доске, { $reserve } в запасе
torres-supply = { $blocks ->
    [one] Запас: { $blocks } блок · замков: { $castles }
    [few] Запас: { $blocks } блока · замков: { $castles }
    [many] Запас: { $blocks } блоков · замков: { $castles }
   *[other] Запас: { $blocks } блока · замков: { $castles }
}
torres-score-track = Трек очков

## Итоги подсчёта

torres-summary-title = Подсчёт после фазы { $phase }
torres-summary-castle = Замок
torres-summary-castle-row = { $square }… (клеток: { $area })
torres-summary-king = Бонус короля
torres-summary-master = Мастер-карта
torres-summary-total = Итого за фазу
torres-summary-after = Очки после

## Журнал (знаки записи, слова языка)

torres-log-foundation = фундамент { $square }
torres-log-start-knight = Р { $square }
torres-log-start-king = король { $square }
torres-log-stack = стопка { $size }
torres-log-new-knight = +Р { $square }
torres-log-step = Р { $from }-{ $to }
torres-log-through = Р { $from }⇒{ $to } (замок)
torres-log-block = Б { $square } (в{ $height })
torres-log-take-card = берёт карту
torres-log-keep-card = оставляет карту
torres-log-put-back = { $end ->
    [top] карта наверх
   *[bottom] карта вниз
}
torres-log-keep-card-named = оставляет { $card }
torres-log-put-back-named = { $end ->
    [top] { $card } наверх
   *[bottom] { $card } вниз
}
torres-log-card = карта: { $card }
torres-log-card-knight = карта: { $card } Р { $from }-{ $to }
torres-log-card-passage = карта: { $card } Р { $from }⇒{ $to }
torres-log-card-reposition = карта: { $card } Р { $from }→{ $to }
torres-log-card-move-block = карта: { $card } { $from }→{ $to }
torres-log-card-block = карта: { $card } Б { $square } (в{ $height })
torres-log-card-under-from-turn = карта: { $card } Р { $square } (из стопки этого хода)
torres-log-card-under-from-stack = карта: { $card } Р { $square } (из стопки, где их { $size })
torres-log-score = очки +{ $points }
torres-log-end-turn = конец хода
torres-log-spread = раскладывает → { $size }
torres-log-return = возвращает { $blocks }
torres-log-king = король { $square }
torres-log-king-stays = король остаётся

## Журнал словами, для подсказок и объявлений (каждый двойник `-words` берёт значения своей строки)

torres-log-foundation-words = фундамент замка на { $square }
torres-log-start-knight-words = рыцарь на { $square }
torres-log-start-king-words = король на { $square }
torres-log-stack-words = стопка из { $size } на этот ход
torres-log-new-knight-words = новый рыцарь на { $square }
torres-log-step-words = рыцарь с { $from } на { $to }
torres-log-through-words = рыцарь с { $from } через замок на { $to }
torres-log-block-words = блок на { $square }, уровень { $height }
torres-log-take-card-words = карта действия из колоды
torres-log-keep-card-words = одна карта оставлена на руке
torres-log-put-back-words = { $end ->
    [top] другая карта — наверх колоды
   *[bottom] другая карта — под колоду
}
torres-log-keep-card-named-words = карта действия «{ $card }» оставлена на руке
torres-log-put-back-named-words = { $end ->
    [top] карта действия «{ $card }» — обратно наверх колоды
   *[bottom] карта действия «{ $card }» — обратно под колоду
}
torres-log-card-words = карта действия «{ $card }»
torres-log-card-knight-words = карта действия «{ $card }»: рыцарь с { $from } на { $to }
torres-log-card-passage-words = карта действия «{ $card }»: рыцарь с { $from } через замок на { $to }
torres-log-card-reposition-words = карта действия «{ $card }»: рыцарь с { $from } на { $to }
torres-log-card-move-block-words = карта действия «{ $card }»: блок с { $from } на { $to }
torres-log-card-block-words = карта действия «{ $card }»: блок на { $square }, уровень { $height }
torres-log-card-under-from-turn-words = карта действия «{ $card }»: блок из стопки этого хода под рыцаря на { $square }
torres-log-card-under-from-stack-words = карта действия «{ $card }»: блок из стопки, где их { $size }, под рыцаря на { $square }
torres-log-score-words = фишка счёта вперёд, +{ $points }
torres-log-end-turn-words = конец хода
torres-log-spread-words = непоставленный блок на стопку из { $size }
torres-log-return-words = непоставленные блоки обратно в запас ({ $blocks })
torres-log-king-words = король — на { $square }
torres-log-king-stays-words = король остаётся на месте

## Ошибки правил (идут после двоеточия: со строчной буквы)

torres-error-game-over = партия окончена
torres-error-wrong-time = в этот момент хода так нельзя
torres-error-no-such-square = такой клетки нет
torres-error-not-your-knight = на этой клетке нет вашего рыцаря
torres-error-square-occupied = эту клетку занимает рыцарь или король
torres-error-not-adjacent = рыцари ходят и примыкают по сторонам клеток, по одной клетке
torres-error-not-diagonal = эта клетка не соседствует с рыцарем по диагонали
torres-error-climb-too-high = рыцарь не может подняться на столько уровней
torres-error-not-enough-ap = не хватает очков действия
torres-error-no-knights-left = все шесть ваших рыцарей уже на доске
torres-error-new-knight-too-high = новый рыцарь должен стоять рядом с вашим на том же уровне или ниже
torres-error-castle-too-tall = замок не может быть выше своей площади
torres-error-joins-castles = этот блок соединил бы два замка
torres-error-new-castle = блок должен расширять существующий замок
torres-error-block-under-piece = блок нельзя ставить под рыцаря или короля
torres-error-stack-empty = в этой стопке не осталось блоков
torres-error-no-such-stack = у вас нет такой стопки
torres-error-stack-full = в стопке может быть не больше трёх блоков
torres-error-no-through-path = через замок к этой клетке пути нет
torres-error-not-a-foundation = стартовые фигуры ставятся на свободный фундамент замка
torres-error-foundation-too-close = фундамент должен быть не ближе 3 клеток к любому другому
torres-error-not-a-castle-square = король должен стоять на свободной клетке замка
torres-error-two-cards-per-turn = за ход можно взять не больше двух карт
torres-error-deck-empty = колода пуста
torres-error-no-draw-in-master = в мастер-версии карты не берут
torres-error-cards-off = эта партия играется без карт действий
torres-error-card-not-held = у вас нет этой карты
torres-error-card-taken-this-turn = карту нельзя сыграть в тот же ход, когда её взяли
torres-error-one-card-per-turn = за ход можно сыграть только одну карту
torres-error-card-not-shown = этой карты нет среди просматриваемых
torres-error-supply-empty = общий запас пуст
torres-error-no-knight-to-jump = для прыжка нужен соседний рыцарь, через которого прыгают
torres-error-splits-castle = замок нельзя разделять
torres-error-too-few-castles = должно остаться не меньше 6 замков
torres-error-no-block-to-move = переносить можно только верхний блок клетки без фигуры
torres-error-nothing-to-return = нет блоков, чтобы их раскладывать
torres-error-same-square = фигура должна перейти на другую клетку

## Схемы на странице правил

torres-diagram-castle = Замок: 5 клеток, соединённых сторонами, поэтому его площадь 5; на самой высокой клетке 3 блока, поэтому его высота 3. Замок никогда не может быть выше своей площади.
torres-diagram-through = Через замок (1 ОД): рыцарь с земли входит на более высокую клетку, идёт внутри, не поднимаясь (числа — высоты), и выходит с другой стороны на уровень, которого может достичь.
torres-diagram-scoring = Подсчёт: площадь этого замка 5. Самый высокий рыцарь Красного стоит на уровне 3 → 5 × 3 = 15; у Синего — на уровне 2 → 5 × 2 = 10.

## Справка по правилам (своими словами; формат — в docs/i18n.md)

torres-rules-help =
    TORRES — строим замки вместе, покоряем их поодиночке.

    ЦЕЛЬ
    За три фазы вы получаете очки за каждый замок, на котором стоит ваш рыцарь: площадь замка
    (сколько клеток он занимает), умноженная на уровень вашего самого высокого рыцаря на нём. Больше
    всех очков после третьего подсчёта — победа.

    КАК ПРОХОДИТ ХОД
    У вас 5 очков действия: на рыцарей (новый рыцарь, шаги, проход через замки), на блоки из стопки
    этого хода, на карты и на продвижение фишки счёта. Каждый ход расходует одну из ваших стопок
    блоков. После последнего раунда каждой фазы подсчитываются все замки.

    ДОСКА
    Стройплощадка 8×8 клеток с названиями, как на шахматной доске (a1 внизу слева). Высота клетки —
    число блоков на ней; фигура на ней стоит на этом уровне (0 = голая земля). Замок — группа
    застроенных клеток, соединённых сторонами. Замки могут касаться только углами, и замок никогда
    не может быть выше своей площади.
    @castle

    ПОДГОТОВКА
    Восемь одиночных блоков — фундаменты замков (d8 c6 f6 h5 a4 c3 f3 e1). По порядку мест каждый
    игрок ставит рыцаря на свободный фундамент; затем последний игрок ставит короля на другой.

    ФАЗЫ И БЛОКИ
    Фаза 1 длится 4 раунда, фазы 2 и 3 — по 3 (при двух игроках — по 4). В начале каждой фазы вы
    получаете стопки блоков: 2 игрока — 4 стопки по 3; 3 игрока — 3,3,2,2, затем 3,3,2; четыре
    игрока — 2,2,2,2, затем 2,2,2. Каждый ход расходует одну стопку на ваш выбор, даже если вы
    ничего не строите. Непоставленные блоки можно переложить на другие свои стопки (не больше 3 на
    стопку); остальное возвращается в запас, как и всё, что осталось в конце фазы.

    ВАШ ХОД: 5 ОЧКОВ ДЕЙСТВИЯ (в любом порядке и сочетании)
    • Новый рыцарь (2): на свободную клетку рядом с одним из ваших рыцарей, не выше его.
    • Шаг (1): на одну клетку через сторону на свободную клетку, вверх не больше чем на уровень,
      вниз сколько угодно.
    • Через замок (1): войдите на более высокую соседнюю клетку замка и идите внутри замка (никогда
      не поднимаясь, спускаться можно), затем выйдите на свободную клетку рядом с пройденной, не
      выше уровня, на котором вы идёте. Фигуры на крышах не мешают.
    • Блок (1, из стопки этого хода): на голую землю рядом ровно с одним замком или поверх
      свободной клетки замка. Никогда не соединяйте два замка, не закладывайте новый, не
      накрывайте фигуру и не делайте замок выше его площади.
    • Взять карту (1, не больше двух за ход).
    • Сыграть карту (бесплатно, не больше одной за ход и не взятую в этот ход).
    • Очко (1): продвиньте свою фишку счёта на одно деление. Если она попадает на другую фишку, то
      перескакивает на следующее свободное деление (так же после каждого подсчёта); на 0 фишки
      могут стоять вместе.
    Можно закончить ход с неиспользованными очками.
    @through

    КАРТЫ (настройка)
    Без карт, Своя колода (по умолчанию: у вас десять карт; взяв карту, вы смотрите три верхние,
    оставляете одну и кладёте каждую из остальных наверх или вниз, как хотите) или Общая колода
    (сорок карт, перемешанных вместе; взяв карту, вы берёте верхнюю). Карты на руке держатся в
    тайне.
     1. Подъём на 2 — рыцарь шагает на соседнюю свободную клетку не более чем на два уровня выше.
     2. Блок под рыцаря — возьмите блок из своей стопки и подсуньте его под своего рыцаря (можно даже
       заложить новый замок на голой земле; никогда не соединяет два замка и не делает замок выше
       его площади).
     3. Лишний блок — поставьте блок из общего запаса по обычным правилам.
     4. Тайный ход — как проход через замок, но внутри можно подниматься: выйдите с любой клетки
       замка на соседнюю свободную клетку ниже её.
     5. Диагональ — рыцарь ходит на одну клетку по диагонали (вверх не больше чем на уровень).
     6. 6 ОД — на одно очко действия больше в этот ход.
     7. 7 ОД — на два очка действия больше в этот ход.
     8. Перенос блока — перенесите верхний блок клетки без фигуры в любое место, куда можно
       поставить обычный блок, или на голую землю вдали от всех замков (новый замок). Не разделять
       замок, после переноса ни один замок не выше своей площади, и никогда меньше 6 замков.
     9. Перестановка — переставьте рыцаря в любое место, куда можно было бы добавить нового рыцаря
       рядом с другим вашим.
    10. Прыжок — прыгните по прямой через соседнего рыцаря на пустую клетку за ним (вверх не больше
       чем на уровень).

    ПОДСЧЁТ (после каждой фазы)
    Каждый игрок по порядку хода: за каждый замок — площадь × уровень его самого высокого рыцаря
    там. Только когда все подсчитали свои замки, идут бонусы короля, снова по порядку хода: рыцарь
    ровно на уровне 1 / 2 / 3 замка короля после фазы 1 / 2 / 3 приносит 5 / 10 / 15 (один раз). Очки
    мастер-карты идут последними. Каждое начисление — отдельный шаг по треку, поэтому фишка, попавшая
    на другую, каждый раз перескакивает на следующее свободное деление. Затем игрок с наименьшим
    числом очков (при равенстве — первый по порядку хода) может переставить короля на любую
    свободную клетку замка и начинает следующую фазу.
    Если несколько игроков делят высший итоговый счёт, они делят и победу.
    @scoring

    МАСТЕР-ВЕРСИЯ (настройка)
    Игроки сами ставят 8 фундаментов, каждый не ближе 3 шагов (по сторонам клеток) к остальным. У
    каждого с самого начала на руке его десять карт; карты не берут. Одна мастер-карта (вытянутая
    или выбранная) даёт дополнительные очки. Со второго раунда фазы каждый раунд начинает лидер.
    Мастер-карты («конец» = считается после фазы 3):
     1. Шесть рыцарей на шести разных уровнях (конец): 40.
     2. Все шесть на одном уровне (конец): 50.
     3. Все шесть в одной строке или одном столбце (конец): 50.
     4. Четыре рыцаря в углах квадрата (конец): 50.
     5. Рыцари на краю: по 2/5/10 после фазы 1/2/3 и ещё столько же за строгое большинство.
     6. Рыцари ровно на 4/5/6 замках после фазы 1/2/3: 5/15/30.
     7. Рыцари на длинной диагонали: как карта 5.
     8. Все шесть рыцарей связаны по сторонам клеток (конец): 40.

## Почему ход хорош: часть фразы после «Подсказка: <ход> — », со строчной буквы; очки — как если бы фазу подсчитали сейчас

torres-reason-score = так ваш следующий подсчёт вырастет на { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
torres-reason-score-king = так ваш следующий подсчёт вырастет на { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }, включая бонус короля
torres-reason-score-master = так ваш следующий подсчёт вырастет на { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }, включая бонус мастер-карты
torres-reason-king-bonus = так вы получите при следующем подсчёте бонус короля в { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
torres-reason-takes = так { $colour ->
        [red] Красный
        [blue] Синий
        [yellow] Жёлтый
       *[green] Зелёный
    } потеряет { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } при следующем подсчёте
torres-reason-takes-king = так { $colour ->
        [red] Красный
        [blue] Синий
        [yellow] Жёлтый
       *[green] Зелёный
    } лишится бонуса короля в { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
torres-reason-blocks = так вы перекроете шаг, который добавил бы { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } к следующему подсчёту { $colour ->
        [red] Красного
        [blue] Синего
        [yellow] Жёлтого
       *[green] Зелёного
    }
torres-reason-prepares = так вы подготовите шаг, который добавил бы { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } к вашему следующему подсчёту
torres-reason-hop = так вы получите { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }: ваша фишка перепрыгнет через другую
torres-reason-lead = так вы выйдете вперёд, а следующий раунд начинает лидер
torres-reason-keeps-king = так вы сохраните бонус короля в { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
