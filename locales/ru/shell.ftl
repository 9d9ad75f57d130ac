# Castellan – собственные экраны приложения. Слова каждой игры — в файле <игра>.ftl.

## Верхняя панель, язык, уведомления

app-home = Главная
app-language = Язык
app-dismiss = Закрыть
app-language-failed = Не удалось загрузить язык «{ $language }», поэтому Castellan остаётся на русском. Проверьте подключение и выберите язык ещё раз.
app-texts-failed = Не удалось загрузить часть текстов Castellan, поэтому некоторые места экрана показывают внутренние названия. Проверьте подключение и перезагрузите страницу.
app-link-opened = Открыта партия по ссылке. Теперь это партия на этом устройстве, её можно продолжить.
app-link-opened-existing = Эта ссылка — партия, которая у вас уже есть: она откроется там, куда указывает ссылка, и продолжится в том же сохранении.
app-shared-title = { $title } · по ссылке
app-player = Игрок { $number }

## Цвета мест

colour-red = Красный
colour-blue = Синий
colour-yellow = Жёлтый
colour-green = Зелёный

## Уровни ботов

level-easy = Лёгкий
level-normal = Средний
level-hard = Сложный

## Главная

home-title = Играть
home-saved-games = Сохранённые партии
home-continue = Продолжить: { $title }
home-review = Просмотреть: { $title }
home-picture = Доска игры { $game }
home-tagline-torres = Возводите замки вместе, поднимайтесь на них своими рыцарями и получайте очки за высоту — от 2 до 4 игроков.
home-tagline-torri = Прыгайте, захватывайте и складывайте башни, а потом уведите пленников домой — от 2 до 4 игроков.
home-tagline-voldetour = Постройте в воздухе дорогу из Блоков и Лестниц и приведите своего Лорда на вражескую Башню — 2 или 4 игрока.
home-tagline-fortaleza = Осадные шахматы для двоих: постройте Крепость, расставьте армию в Тумане Войны, а затем поставьте мат Королю или возьмите его Крепость осадой.
home-new-game = Новая партия
home-how-to-play = Правила
home-new-game-of = Новая партия: { $game }
home-how-to-play-of = Правила: { $game }
home-learn = Научиться играть
home-learn-of = Научиться играть в { $game }
home-footnote = Всё работает в вашем браузере, в том числе без интернета. Партии сохраняются на этом устройстве.

## Новая партия

new-game-title = Новая партия: { $game }
new-game-back = Назад
new-game-players = Игроки
new-game-player-count = Число игроков
new-game-seat-name = Имя игрока на месте { $seat }
new-game-seat-kind = Кто играет на месте { $seat }
new-game-human = Человек
new-game-bot-easy = Бот · Лёгкий
new-game-bot-normal = Бот · Средний
new-game-bot-hard = Бот · Сложный
new-game-you = Вы
new-game-bot-name = Бот ({ $colour })
new-game-variants = Варианты
new-game-seed = Зерно
new-game-seed-random = случайное
new-game-seed-help-cards = Одно и то же зерно и одни и те же ходы всегда дают одинаковую раздачу карт.
new-game-seed-help-dice = Одно и то же зерно и одни и те же ходы всегда дают одинаковые броски кубика.
new-game-seed-help-bots = В этой игре ничего не решает удача: зерно лишь определяет, какой из нескольких одинаково хороших вариантов выберут боты.
new-game-start = Начать
new-game-game-title = { $game } · { $players }
new-game-versus = —

## Экран игры

play-no-game = Сейчас нет партии.
play-share = Поделиться
play-share-title = Скопировать ссылку на эту партию
play-rules = Правила
play-rules-title = { $input ->
    [touch] Правила
   *[mouse] Правила (?)
}

play-thinking = Думает…
play-first = Начальная позиция
play-first-title = { $input ->
    [touch] Начальная позиция
   *[mouse] Начальная позиция (Home)
}
play-back = Назад
play-back-title = { $input ->
    [touch] Назад
   *[mouse] Назад (←)
}
play-forward = Вперёд
play-forward-title = { $input ->
    [touch] Вперёд
   *[mouse] Вперёд (→)
}
play-live = Текущая позиция
play-live-title = { $input ->
    [touch] Текущая позиция
   *[mouse] Текущая позиция (End)
}
play-undo = Отменить ход
play-undo-title = { $input ->
    [touch] Отменить ход
   *[mouse] Отменить ход (Ctrl+Z)
}
play-redo = Вернуть
play-redo-title = { $input ->
    [touch] Вернуть
   *[mouse] Вернуть (Ctrl+Y)
}
play-undo-title-many = { $count ->
    [one] Отменить: вернуться к своему ходу, отменив { $count } действие
    [few] Отменить: вернуться к своему ходу, отменив { $count } действия
    [many] Отменить: вернуться к своему ходу, отменив { $count } действий
   *[other] Отменить: вернуться к своему ходу, отменив { $count } действия
}
play-undo-refused-history = Вы смотрите прежнюю позицию: вернитесь к текущей, чтобы отменить ход.
play-undo-refused-nothing = Вам пока нечего отменять.
play-undo-refused-over = Партия окончена: её ходы остаются как были.
play-undo-refused-bot-revealed = Ответ на ваш ход показал всем бросок или скрытые фигуры, поэтому ваш ход остаётся.
play-undo-refused-seen = То, что вы выбросили или вытянули, остаётся: вы это уже видели.
play-undo-refused-turn-passed = Этот ход завершён: очередь перешла к следующему игроку.
play-undo-refused-bot-turn = Отмена сейчас сразу же дала бы снова ходить боту.
play-redo-title-many = { $count ->
    [one] Вернуть: снова сыграть { $count } отменённое действие
    [few] Вернуть: снова сыграть { $count } отменённых действия
    [many] Вернуть: снова сыграть { $count } отменённых действий
   *[other] Вернуть: снова сыграть { $count } отменённого действия
}
play-hint = Подсказка
play-hint-title = Предложить ход
play-hint-text = Подсказка: { $move }
# The hint with why its move is good ($reason: a clause of the game's file, "it captures the red tower of 3").
play-hint-text-why = Подсказка: { $move } — { $reason }
play-resign = Сдаться
play-resign-title = Сдать эту партию
play-resign-heading = { $you ->
    [yes] Сдать эту партию?
   *[no] Сдать партию за игрока { $name }?
}
play-resign-text-two = Партия сразу закончится, и победит { $name }.
play-resign-text-ranked = Партия сразу закончится: остальные игроки получат места по нынешнему счёту, победит лучший.
play-resign-text-shared = Партия сразу закончится, и остальные игроки разделят победу.
play-resign-confirm = Сдаться
play-resign-cancel = Играть дальше
play-pause = Пауза
play-resume = Продолжить
play-bot-speed = Скорость ботов
play-speed-slow = Медленно
play-speed-normal = Обычно
play-speed-fast = Быстро
play-speed-instant = Мгновенно
play-animations = Анимация
play-log = Сделанные ходы
play-announce = { $player }: { $move }
# Before the actions of a turn of several, listed one by one.
play-turn-by = { $player }:
play-no-moves-yet = Ходов пока не было.
play-announce-undone = { $you ->
    [yes] { $count ->
            [one] Отменено { $count } действие. Ваш ход.
            [few] Отменено { $count } действия. Ваш ход.
            [many] Отменено { $count } действий. Ваш ход.
           *[other] Отменено { $count } действия. Ваш ход.
        }
   *[no] { $count ->
            [one] Отменено { $count } действие. Ходит { $player }.
            [few] Отменено { $count } действия. Ходит { $player }.
            [many] Отменено { $count } действий. Ходит { $player }.
           *[other] Отменено { $count } действия. Ходит { $player }.
        }
}
play-announce-redone = { $count ->
    [one] Снова сыграно { $count } действие.
    [few] Снова сыграно { $count } действия.
    [many] Снова сыграно { $count } действий.
   *[other] Снова сыграно { $count } действия.
}
play-share-heading = Поделиться партией
play-share-link = Ссылка на эту партию
play-share-text = Любой, кто откроет эту ссылку, увидит именно эту партию и сможет продолжить её отсюда. Ссылка скопирована в буфер обмена.
play-share-done = Готово
play-handover-title = { $you ->
    [yes] Ваш ход: возьмите устройство
   *[no] Передайте устройство: { $name }
}
play-handover-text = Доска скрыта, пока устройство не окажется у следующего игрока.
play-handover-ready = { $you ->
    [yes] Это я: показать мой ход
   *[no] Я — { $name }: показать мой ход
}

## Конец партии

end-draw = Партия закончилась вничью.
end-you-win = Вы победили!
end-winner = Победа: { $name }!
end-shared-win = Общая победа: { $names }
end-resigned = { $you ->
    [yes] Вы сдались.
   *[no] Игрок { $name } сдался.
}
end-resigned-many = Сдались: { $names }.
end-bots-resigned = Боты сдались: они уже не могли выиграть.
end-review = Посмотреть доску
end-review-bot = Разобрать с ботом
end-new-game = Новая партия
end-home = Главная
end-kept = Законченная партия остаётся в сохранённых партиях.
chart-label = Очки по ходу партии
chart-moves = ходы

## Разбор законченной партии с ботом

review-heading = Разбор с ботом
review-intro = Бот заново рассматривает каждое решение одного игрока, зная только то, что этот игрок знал в тот момент, и отмечает те, что сильнее всего снизили его шансы на победу.
review-player = Игрок
review-start = Найти ошибки
review-again = Разобрать снова
review-progress = Решение { $done } из { $total }
review-cancel = Остановить
review-stopped = Разбор остановлен после решения { $done } из { $total }.
review-none = У этого игрока не было решений для разбора.
review-clean = Ни неточностей, ни ошибок, ни зевков: хорошо сыграно!
review-count-blunder = { $count ->
    [one] { $count } зевок
    [few] { $count } зевка
    [many] { $count } зевков
   *[other] { $count } зевка
}
review-count-mistake = { $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
    [many] { $count } ошибок
   *[other] { $count } ошибки
}
review-count-inaccuracy = { $count ->
    [one] { $count } неточность
    [few] { $count } неточности
    [many] { $count } неточностей
   *[other] { $count } неточности
}
review-blunder = Зевок
review-mistake = Ошибка
review-inaccuracy = Неточность
review-marked = Отмеченные решения
review-chart = { $name }: шансы на победу после каждого решения
review-percent = { $value }%
review-cost-blunder = Зевок: после этого хода шансы на победу — { $after }%, а лучший ход сохранял { $before }%.
review-cost-mistake = Ошибка: после этого хода шансы на победу — { $after }%, а лучший ход сохранял { $before }%.
review-cost-inaccuracy = Неточность: после этого хода шансы на победу — { $after }%, а лучший ход сохранял { $before }%.
review-better = Лучший ход: { $move }.
review-better-why = Лучший ход: { $move } — { $reason }.
review-fine = Хорошее решение: бот не нашёл ничего заметно лучше (шансы на победу — { $value }%).

## Сохранённые партии

saves-title = Сохранённые партии
saves-back = Назад
saves-empty = Сохранённых партий пока нет. Каждая ваша партия автоматически сохраняется здесь.
saves-summary = { $moves ->
    [one] { $game } · { $moves } ход · { $players }
    [few] { $game } · { $moves } хода · { $players }
    [many] { $game } · { $moves } ходов · { $players }
   *[other] { $game } · { $moves } хода · { $players }
}
saves-last-played = Последняя игра: { $date }
# A saved game as its buttons name it: its title and when it was last played (titles repeat).
saves-entry-name = { $title } ({ $date })
saves-resume = Продолжить
saves-review = Просмотреть
saves-new-name = Новое название
saves-rename = Переименовать
saves-delete = Удалить
saves-other-version = Из другой версии
saves-damaged = Повреждённое сохранение
saves-damaged-game = Повреждённое сохранение: { $game }
saves-other-version-text = Эту партию нельзя воспроизвести здесь: { $reason }.
saves-damaged-text = Эту запись невозможно прочитать: { $reason }.
saves-kept = Её данные сохранены как есть; их можно экспортировать.
saves-export = Экспорт
saves-resume-named = Продолжить «{ $title }»
saves-review-named = Просмотреть «{ $title }»
saves-rename-named = Переименовать «{ $title }»
saves-delete-named = Удалить «{ $title }»
saves-export-named = Экспорт «{ $title }»
# How a finished game ended, in the saved-games list and on the home screen.
result-you-won = Завершена: вы победили.
result-winner = Завершена, победитель: { $name }.
result-winners = Завершена, общая победа: { $names }.
result-draw = Завершена вничью.
result-score = Итоговый счёт: { $scores }.
result-score-entry = { $name } { $score }

## Правила (вокруг текста каждой игры)

rules-title = Как играть в { $game }
rules-back = Назад
rules-keys = УПРАВЛЕНИЕ
rules-keys-history = ← / → — шаг по партии, Home / End — к началу или к текущей позиции.
rules-keys-undo = Ctrl+Z отменяет ваше последнее действие в этом ходу (но не бросок кубика и не увиденную карту); в игре с ботами, когда ваш ход уже закончен, отменяет этот ход вместе с ответами ботов за один шаг. Ctrl+Y возвращает.
rules-keys-help = ? открывает эти правила.
board-zoom = Масштаб
board-zoom-in = { $input ->
    [touch] Приблизить
   *[mouse] Приблизить (+)
}
board-zoom-out = { $input ->
    [touch] Отдалить
   *[mouse] Отдалить (−)
}
board-zoom-reset = { $input ->
    [touch] Вся доска
   *[mouse] Вся доска (0)
}
rules-keys-zoom = В 3D-виде + и − приближают и отдаляют, 0 снова показывает всю доску.
rules-keys-targets = На доске клавиша A сообщает, где сейчас можно действовать (для экранного диктора: клетки для хода, перечисленные, если их немного).
rules-keys-touch = На сенсорном экране: коснитесь фигуры, затем места, куда она пойдёт; задержите палец на клетке, чтобы увидеть, что на ней стоит, не делая хода; сведите или разведите два пальца на 3D-виде, чтобы изменить масштаб, а в приближенном виде двигайте его одним пальцем.
rules-keys-touch-flat = На сенсорном экране: коснитесь фигуры, затем места, куда она пойдёт; задержите палец на клетке, чтобы увидеть, что на ней стоит, не делая хода.

## Сообщения игроку о проблемах

app-error-bot-move = Ход бота отклонён: { $reason }.
app-error-nothing-to-undo = В этом ходу нечего отменять.
app-error-nothing-to-redo = Нечего возвращать.
app-error-game-changed = Партия тем временем изменилась; ход не сделан.
app-error-resume = Не удалось продолжить вашу последнюю партию. { $reason } Она остаётся в сохранённых партиях, откуда её можно экспортировать.
app-error-rename = Не удалось переименовать партию. { $reason }
app-error-link = { $reason } Ваши сохранённые партии не затронуты.
app-error-bad-seed = Зерно должно быть целым числом (или оставьте поле пустым для случайной партии).
app-error-options = С этими настройками партию начать нельзя: { $reason }.
app-error-export = Браузер не смог подготовить файл для загрузки.
app-error-crashed = В прошлый раз Castellan остановился из-за ошибки, поэтому партия не была продолжена. Она остаётся в сохранённых партиях.
app-error-bot-unavailable = Не удалось запустить ботов, поэтому сейчас ни один бот не может сделать ход или дать подсказку. Проверьте подключение и перезагрузите страницу; партия сохранена.

storage-full = Хранилище браузера заполнено, поэтому эта партия не сохраняется. Игра продолжается; удалите старые партии, чтобы освободить место.
storage-unavailable = Этот браузер не позволяет сохранять партии, поэтому прогресс не сохраняется.
storage-missing = Этой сохранённой партии больше нет.
storage-damaged = Эту сохранённую партию нельзя открыть: { $reason }.

# Правила, воспроизведение и сохранения: эти тексты идут после двоеточия и начинаются со строчной буквы.
error-game-over = партия уже окончена
error-no-such-choice = нет допустимого действия с номером { $number } (всего { $choices })
error-wrong-game = это действие относится к другой игре
replay-past-the-end = ходы продолжаются после конца партии
replay-illegal = ход нарушает правила ({ $rule })
replay-bad-index = ходы больше не подходят к партии (ход { $move })
replay-truncated = ходы обрываются (ход { $move })
replay-trailing-data = после последнего хода есть что-то ещё
replay-bad-resignation = записанная сдача невозможна
replay-unsettled = бросок не определён (ход { $move })
replay-not-dealt = карты этой партии нельзя раздать так, как записано
load-unreadable-options = настройки партии невозможно прочитать ({ $problem })
load-options = недопустимые настройки партии: { $reason }
load-older-rules = она создана по более старой версии правил { $game } (версия { $made }; это приложение играет по версии { $current }), поэтому её нельзя точно воспроизвести
load-newer-rules = она создана по более новой версии правил { $game } (версия { $made }; это приложение играет по версии { $current }): обновите приложение, чтобы открыть её
save-unreadable = сохранённые данные повреждены ({ $problem })
save-unreadable-game = сохранённые данные повреждены ({ $game }: { $problem })
data-garbled = текст искажён в строке { $line }, символ { $column }
data-cut-short = текст обрывается в строке { $line }, символ { $column }
data-wrong-content = в строке { $line }, символ { $column }, чего-то не хватает или значение неверно
data-write-failed = Не удалось записать партию, поэтому это не получилось (внутренняя ошибка). Партия продолжается как прежде.
options-player-count = число игроков должно быть { $needed }, а не { $players }
options-player-range = число игроков должно быть от { $min } до { $max }, а не { $players }
options-player-choice = число игроков должно быть { $one } или { $other }, а не { $players }
options-height-limit-too-low = предел высоты должен быть не меньше { $min } (а не { $limit })
options-free-carry-too-low = высота свободного переноса домой должна быть не меньше { $min } (а не { $height })
options-master-needs-own-decks = мастер-версия играется собственными десятью картами каждого игрока
options-master-card-without-master = мастер-карта возможна только в мастер-версии
options-master-card-range = мастер-карты пронумерованы от { $min } до { $max } (а не { $card })
options-rules-version = версия правил { $version } не поддерживается
save-unknown-format = сохранено в неизвестной версии формата { $version }
save-unknown-game = неизвестная игра «{ $game }»
save-seat-count = { $recorded ->
    [one] записано { $recorded } место для игры на { $needed } игроков
    [few] записано { $recorded } места для игры на { $needed } игроков
    [many] записано { $recorded } мест для игры на { $needed } игроков
   *[other] записано { $recorded } места для игры на { $needed } игроков
}

## Ссылки на партии

link-not-a-game = В этой ссылке нет партии.
link-missing = Ссылка на партию неполная (не хватает: { $field }).
link-unknown-game = Эта ссылка на игру, которую мы не знаем («{ $game }»).
link-other-version = Эта ссылка создана другой версией Castellan (формат ссылки { $version }).
link-damaged-field = Ссылка на партию повреждена ({ $field }: { $problem }).
link-altered = Ссылка на партию обрезана или изменена, поэтому ей нельзя доверять.
link-other-rules = Эту ссылку на партию нельзя открыть: { $reason }.
link-illegal-moves = Эту ссылку на партию нельзя открыть: { $reason }.
link-damaged = Ссылка на партию повреждена: { $reason }.
link-field-game = название игры
link-field-format = версия формата
link-field-rules = версия правил
link-field-seed = зерно
link-field-options = настройки партии
link-field-count = число ходов
link-field-actions = список ходов
link-field-check = контрольный код
link-field-ply = номер позиции
link-field-seats = игроки
link-field-id = идентификатор партии
link-field-owners = устройства
link-field-commitments = обязательства
link-field-reveals = раскрытия
link-field-pending = ход, оставленный другому устройству
link-field-dice = доли бросков
link-field-roll = запрос броска
link-field-decks = колоды карт
link-field-resigned = сдача
link-field-sender = отправившее устройство
link-problem-not-a-number = не число
link-problem-not-base64 = недопустимый base64
link-problem-not-text = не текст
link-problem-too-large = неправдоподобно большое значение
link-problem-past-the-end = указывает дальше последнего хода
link-problem-not-players = не список игроков
link-problem-player-count = не по одному игроку на место
link-problem-player-name = имя пустое, слишком длинное или не простой текст
link-problem-player-kind = неизвестный вид игрока

## The page outside the app (tab title, description)

app-page-title-home = Castellan — игры с башнями и замками
app-page-title = { $screen } — Castellan
app-page-description = Настольные игры с башнями и замками в браузере: играйте с друзьями на одном устройстве или с локальным ботом, полностью офлайн.

## Boards, for screen readers: a cell's name and the targets said in the live region

board-cell-action = { $cell } — { $action }
board-cell-target = { $cell } — сюда можно сходить
board-cell-pick = { $cell } — можно выбрать
board-targets = { $count ->
    [one] { $count } клетка для хода: { $squares }.
    [few] { $count } клетки для хода: { $squares }.
    [many] { $count } клеток для хода: { $squares }.
   *[other] { $count } клетки для хода: { $squares }.
}
board-targets-many = { $count ->
    [one] { $count } клетка для хода; перемещайте курсор, чтобы услышать её.
    [few] { $count } клетки для хода; перемещайте курсор, чтобы услышать их.
    [many] { $count } клеток для хода; перемещайте курсор, чтобы услышать их.
   *[other] { $count } клетки для хода; перемещайте курсор, чтобы услышать их.
}
board-picks = { $count ->
    [one] { $count } клетка на выбор: { $squares }.
    [few] { $count } клетки на выбор: { $squares }.
    [many] { $count } клеток на выбор: { $squares }.
   *[other] { $count } клетки на выбор: { $squares }.
}
board-picks-many = { $count ->
    [one] { $count } клетка на выбор; перемещайте курсор, чтобы услышать её.
    [few] { $count } клетки на выбор; перемещайте курсор, чтобы услышать их.
    [many] { $count } клеток на выбор; перемещайте курсор, чтобы услышать их.
   *[other] { $count } клетки на выбор; перемещайте курсор, чтобы услышать их.
}
board-targets-none = Сейчас на доске делать нечего.

## Игра с другом по ссылке (каждое устройство ведёт свои места; ссылки переносят ходы)

remote-limit-cards = В Torres с общей колодой нельзя играть по ссылке: эта колода ничья, и никто не мог бы хранить её порядок в тайне. Чтобы играть по ссылке, выберите собственную колоду для каждого игрока, игру без карт действий или мастер-версию.
remote-different-game = Эта ссылка — от другой партии, а не от той, которую это устройство ведёт под тем же идентификатором.
remote-older = Это более старая ссылка этой партии: все ходы из неё уже есть на этом устройстве.
remote-nothing-new = Все ходы из этой ссылки уже есть на этом устройстве.
remote-rewritten = Ходы в этой ссылке отличаются от тех, что уже есть на этом устройстве: историю партии изменить нельзя.
remote-foreign-moves = В этой ссылке есть ходы за место { $seat }, а за него играют на этом устройстве.
remote-seat-taken = За место { $seat } в этой партии уже играют на другом устройстве.
remote-not-offered = В эту партию нельзя играть по ссылке.
remote-unsettled = В этой ссылке есть бросок кубика без долей, которые его определяют: попросите самую свежую ссылку этой партии.
remote-own-link = Это ссылка, которую отправило это устройство: в ней нет ничего от вашего друга. Дождитесь его ссылки.
remote-unknown-sender = Эта ссылка пришла с устройства, которое не играет ни за одно место в этой партии, поэтому она не используется.
remote-bad-commitment = Эта ссылка скрывает ходы, которые ей нельзя скрывать, поэтому она не используется.
remote-cannot-hide = Нельзя составить ссылку, которая скроет ваши скрытые ходы, поэтому она не отправляется.

## Play a friend by link

# A seat's kind in the new-game dialog: a friend who plays on their own device, by links.
new-game-friend = Друг · по ссылке
# Beside a friend's name among the players: that seat is played on another device.
play-by-link = по ссылке
app-error-not-your-turn-by-link = Сейчас не ваш ход: эта партия ждёт ссылку от вашего друга.
app-error-no-secure-random = Этот браузер не может создать секретные числа, нужные для игры по ссылке, поэтому в нём нельзя играть по ссылке.
app-error-by-link-needs-you = Для игры по ссылке на этом устройстве нужен игрок: выберите «Человек» для одного из мест.
play-undo-refused-by-link = На устройстве вашего друга этот ход, возможно, уже есть: в игре по ссылке можно отменить только тот ход, который вы сейчас делаете.
link-your-turn = Ваш ход. Когда он закончится, партия даст вам ссылку, которую нужно отправить игроку { $name }.
link-send-move = Ваш ход окончен. Отправьте эту ссылку игроку { $name }.
link-send-invite = Отправьте эту ссылку игроку { $name } как приглашение в эту партию.
link-send-end = Партия окончена. Отправьте эту последнюю ссылку игроку { $name }, чтобы и там был виден конец партии.
link-send-roll = Для вашего броска нужна доля кубиков от игрока { $name }: отправьте эту ссылку, а затем, чтобы бросить, откройте ссылку, которая придёт в ответ.
link-send-share = Бросает { $name }: отправьте эту ссылку обратно, чтобы бросок состоялся.
link-send-card = Для вашей карты нужна доля вашей колоды от игрока { $name }: отправьте эту ссылку, а затем, чтобы взять карту, откройте ссылку, которая придёт в ответ.
link-send-deck = { $name } берёт карту: отправьте эту ссылку обратно, чтобы его колоду можно было перетасовать.
link-send-complete = Отправьте эту ссылку игроку { $name }: ваш ход зависит от того, что видно только на другом устройстве, и будет завершён там.
link-waiting = Ждём хода игрока { $name }. Когда придёт ссылка, откройте её: коснитесь её или вставьте сюда.
link-forfeited = Ссылка от игрока { $name } не соответствует обещанному ходу: игроку { $name } засчитано поражение, и партия окончена.
link-ended = Партия окончена, её последняя ссылка отправлена игроку { $name }.
link-forfeit = Ссылка от игрока { $name } нарушила правила игры по ссылке (скрытый ход или бросок кубика не совпадают с обещанным): игроку { $name } засчитано поражение.
link-received = { $count ->
    [0] Пришла ссылка от игрока { $name }.
    [one] Пришла ссылка от игрока { $name }: { $count } новый ход.
    [few] Пришла ссылка от игрока { $name }: { $count } новых хода.
    [many] Пришла ссылка от игрока { $name }: { $count } новых ходов.
   *[other] Пришла ссылка от игрока { $name }: { $count } нового хода.
}
link-send = Отправить ссылку
link-send-again = Отправить ссылку ещё раз
link-copied = Ссылка скопирована: вставьте её в сообщение другу.
link-url = Ссылка для отправки
link-paste = Ссылка от друга
link-open = Открыть
link-join-heading = { $name } приглашает вас сыграть в { $game }
link-join-you = Вы
link-join-open = Свободное место
link-join-bot = { $name } · бот, { $level }
link-join-text = Вы играете, отправляя ссылки: после каждого вашего хода партия даёт вам ссылку для друга, а чтобы продолжить, вы открываете ссылку, которую он пришлёт в ответ. Партия хранится на этом устройстве.
link-join-name = Ваше имя
link-join = Присоединиться
link-join-later = Не сейчас
saves-link-your-turn = Ваш ход
saves-link-send = Ваша ссылка ещё не отправлена
saves-link-waiting = Ждём ссылку от игрока { $name }
saves-link-forfeited = Игроку { $name } засчитано поражение
saves-link-ended = Последняя ссылка отправлена

## Lessons ("Learn to play")

lessons-title = Обучение: { $game }
lessons-intro = Короткие уроки на настоящей доске. Сделайте ход, о котором просит каждый шаг: неверный ход не делается, и вы узнаете почему, а «Показать» открывает верный. Каждый урок заканчивается небольшим заданием.
lessons-done = Пройден
lesson-title = Урок { $number }: { $title }
lesson-step = Шаг { $step } из { $steps }
lesson-final-task = Ваше задание
lesson-show = Показать
lesson-again = Начать шаг заново
lesson-next-step = Следующий шаг
lesson-next = Следующий урок
lesson-all = Все уроки
lesson-complete = Урок пройден. На этом устройстве он отмечен как пройденный.
