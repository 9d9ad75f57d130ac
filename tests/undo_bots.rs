//! Undo against bots (the undo policy in `castellan::core::game_match`): one step takes back the
//! bots' replies and the human's last turn, never past a roll, a card or a reveal the human saw
//! (a bot's card drawn into its own hidden hand goes with the rest), and always ends on the
//! human's turn; between humans undo stays within the turn; when nothing may go, the match says
//! why. Each game's own engine.

use castellan::core::{legal_vec, Effect, Game, Match, Rng, Seat, TakeBackRefusal};
use castellan::games::fortaleza::{Fortaleza, FortalezaAction, FortalezaOptions};
use castellan::games::torres::{CardMode, Torres, TorresAction, TorresOptions};
use castellan::games::torri::{ColourDie, Torri, TorriAction, TorriOptions};
use castellan::games::voldetour::{VAction, Voldetour, VoldetourOptions};
use castellan::registry::AnyOptions;

/// Seat 0 is the human at the device, every other seat a bot.
fn seat_0(seat: Seat) -> bool {
    seat == 0
}

/// Hot-seat: every seat human.
fn everyone(_: Seat) -> bool {
    true
}

/// The first legal action `what` accepts.
fn pick<G: Game>(m: &Match<G>, what: impl Fn(&G::Action) -> bool) -> G::Action {
    let legal = legal_vec(m.current());
    match legal.iter().find(|a| what(a)) {
        Some(a) => *a,
        None => panic!("no such action among {legal:?}\n{}", m.current().position_text()),
    }
}

fn play<G: Game>(m: &mut Match<G>, what: impl Fn(&G::Action) -> bool) -> Effect {
    let a = pick(m, what);
    m.play(a).unwrap()
}

/// Everything about the position, the RNG that decides the next dice and cards included.
fn exact<G: Game>(g: &G) -> String {
    format!("{g:?}")
}

/// Takes back what `is_human` allows and checks every promise of the policy; then redoes and
/// checks that exactly the same game is back. Returns how many actions went, or `None`.
fn take_back_and_redo<G: Game>(m: &mut Match<G>, is_human: fn(Seat) -> bool) -> Option<usize> {
    let n = m.take_back_len(is_human)?;
    let ply = m.ply();
    // Within one's own turn undo goes one action at a time, as between humans.
    let in_turn = m.records().last().is_some_and(|r| is_human(r.seat)) && m.can_undo();
    let target = ply - n;
    let before = (m.action_indices(), exact(m.current()), m.encode_actions());
    let expected = exact(m.state_at(target));
    let popped: Vec<(Seat, Effect)> = m.records()[target..].iter().map(|r| (r.seat, r.effect)).collect();
    let below =
        target.checked_sub(1).map(|i| (m.records()[i].seat, m.records()[i].effect, m.state_at(i).turn_number()));

    assert_eq!(m.take_back(is_human), Some(n));
    assert_eq!(m.ply(), target);
    assert_eq!(exact(m.current()), expected, "back exactly where the match was {n} actions ago");
    assert_eq!(m.action_indices(), before.0[..target], "the saved action list is the one from before");
    assert!(
        popped.iter().all(|(s, e)| !e.revealed || (e.private && !is_human(*s))),
        "nothing a human saw was taken back (only a bot's own hidden draw): {popped:?}"
    );
    let seat = m.current().to_move().expect("a take-back never ends the game");
    assert!(is_human(seat), "a take-back ends on a human's turn, never a bot's");
    assert!(popped.iter().any(|(s, _)| *s == seat), "the human's own action went too");
    assert!(
        popped.iter().skip_while(|(s, _)| *s == seat).all(|(s, _)| !is_human(*s)),
        "only this human's turn and bots' replies: {popped:?}"
    );
    // As far back as the policy allows: the action before is a reveal, another seat's or another
    // turn's.
    if let Some((s, e, turn)) = below.filter(|_| !in_turn) {
        assert!(e.revealed || s != seat || turn != m.current().turn_number(), "stopped early at ply {target}");
    }
    // A save or a link of it replays to the same game.
    let replay = Match::<G>::from_indices(m.options(), m.seed(), &m.action_indices()).unwrap();
    assert_eq!(exact(replay.current()), expected);

    assert_eq!(m.redo_len(), n, "redo restores the step as one");
    assert!(m.redo());
    assert_eq!(m.ply(), ply);
    assert_eq!((m.action_indices(), exact(m.current()), m.encode_actions()), before, "redo restores it exactly");
    assert!(!m.can_redo());
    Some(n)
}

/// Random play with seat 0 human and bots elsewhere: at every ply a take-back, if offered, keeps
/// the policy, and between humans undo is the old one-action undo. Returns the lengths offered.
fn random_game<G: Game>(options: &G::Options, seed: u64, plies: usize) -> Vec<usize> {
    let mut m = Match::<G>::new(options, seed).unwrap();
    let mut rng = Rng::new(seed);
    let mut offered = Vec::new();
    for _ in 0..plies {
        assert_eq!(m.take_back_len(everyone), m.can_undo().then_some(1), "hot-seat undo is unchanged");
        offered.extend(take_back_and_redo(&mut m, seat_0));
        let legal = legal_vec(m.current());
        if legal.is_empty() {
            break;
        }
        m.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
    }
    offered
}

#[test]
fn random_games_keep_the_policy_in_every_game() {
    let torres = TorresOptions { players: 3, ..TorresOptions::default() };
    let torri = TorriOptions { players: 3, ..TorriOptions::default() };
    let runs = [
        ("torres", random_game::<Torres>(&torres, 3, 400)),
        ("torres off", random_game::<Torres>(&TorresOptions { cards: CardMode::Off, ..torres }, 4, 400)),
        ("torri", random_game::<Torri>(&torri, 5, 600)),
        ("voldetour", random_game::<Voldetour>(&VoldetourOptions { players: 2 }, 6, 300)),
        ("voldetour 4", random_game::<Voldetour>(&VoldetourOptions { players: 4 }, 7, 300)),
        ("fortaleza", random_game::<Fortaleza>(&FortalezaOptions::default(), 8, 300)),
    ];
    for (game, offered) in runs {
        assert!(offered.iter().any(|n| *n > 1), "{game}: some take-back over a bot's reply was offered: {offered:?}");
    }
}

// ------------------------------------------------------------------------------------ Voldétour

fn is_block(a: &VAction) -> bool {
    matches!(a, VAction::Block { .. })
}

#[test]
fn voldetour_a_take_back_over_the_bots_reply_goes_back_to_the_start_of_the_turn() {
    let mut m = Match::<Voldetour>::new(&VoldetourOptions { players: 2 }, 1).unwrap();
    assert_eq!(m.take_back_len(seat_0), None, "nothing to take back at the start");
    play(&mut m, is_block);
    assert_eq!(m.take_back_len(seat_0), Some(1), "within one's own turn: one action at a time");
    play(&mut m, |a| *a == VAction::EndTurn);
    // The bot is thinking: the human's turn may still go, whole.
    assert_eq!(m.take_back_len(seat_0), Some(2));
    assert_eq!(m.take_back_len(everyone), None, "between humans the turn is over");
    play(&mut m, is_block);
    assert_eq!(m.take_back_len(seat_0), Some(3), "the bot's reply, half played, goes with it");
    play(&mut m, |a| *a == VAction::EndTurn);
    assert_eq!(m.current().to_move(), Some(0));
    assert_eq!(m.take_back_len(everyone), None, "hot-seat: nothing of the last turn");
    let start = exact(m.state_at(0));
    let indices = m.action_indices();
    assert_eq!(take_back_and_redo(&mut m, seat_0), Some(4));

    // For real now: one step back to the start, and the human moves differently.
    assert_eq!(m.take_back(seat_0), Some(4));
    assert_eq!(exact(m.current()), start);
    assert_eq!(m.current().to_move(), Some(0), "the human's turn: no bot is to move");
    assert_eq!(m.take_back_len(seat_0), None, "nothing before the first turn");
    assert!(m.redo());
    assert_eq!(m.action_indices(), indices);
    assert_eq!(m.take_back(seat_0), Some(4));
    play(&mut m, |a| matches!(a, VAction::Stair { .. }));
    assert!(!m.can_redo(), "a new action drops what was taken back");
}

#[test]
fn voldetour_undo_inside_the_turn_comes_before_the_take_back() {
    let mut m = Match::<Voldetour>::new(&VoldetourOptions { players: 2 }, 2).unwrap();
    play(&mut m, is_block);
    play(&mut m, |a| *a == VAction::EndTurn);
    play(&mut m, is_block);
    play(&mut m, |a| *a == VAction::EndTurn);
    play(&mut m, is_block);
    let after_reply = m.action_indices();
    // The block of the turn in progress first, alone…
    assert_eq!(m.take_back(seat_0), Some(1));
    assert_eq!(m.action_indices(), after_reply[..4]);
    // …then the bot's reply and the turn before, in one step.
    assert_eq!(m.take_back(seat_0), Some(4));
    assert_eq!(m.ply(), 0);
    // Redo goes forward the same steps.
    assert_eq!(m.redo_len(), 4);
    assert!(m.redo());
    assert_eq!(m.redo_len(), 1);
    assert!(m.redo());
    assert_eq!(m.action_indices(), after_reply);
}

#[test]
fn voldetour_another_humans_turn_is_never_taken_back() {
    // Seats 0 and 2 human, 1 and 3 bots.
    fn humans(seat: Seat) -> bool {
        seat % 2 == 0
    }
    let mut m = Match::<Voldetour>::new(&VoldetourOptions { players: 4 }, 3).unwrap();
    for _ in 0..2 {
        play(&mut m, is_block);
        play(&mut m, |a| *a == VAction::EndTurn);
    }
    assert_eq!(m.current().to_move(), Some(2));
    assert_eq!(m.take_back_len(humans), None, "seat 2 may not take back seat 0's turn");
    play(&mut m, is_block);
    play(&mut m, |a| *a == VAction::EndTurn);
    assert_eq!(m.take_back_len(humans), Some(2), "seat 2's own turn, while bot 3 thinks");
    play(&mut m, is_block);
    play(&mut m, |a| *a == VAction::EndTurn);
    assert_eq!(m.current().to_move(), Some(0));
    assert_eq!(m.take_back_len(humans), None, "seat 0 may not take back seat 2's turn");
    assert_eq!(m.take_back_len(seat_0), Some(8), "with only seat 0 human: the whole round");
}

// ---------------------------------------------------------------------------------------- Torri

fn is_move(a: &TorriAction) -> bool {
    matches!(a, TorriAction::Move { .. })
}

fn torri_two() -> TorriOptions {
    TorriOptions { players: 2, ..TorriOptions::default() }
}

#[test]
fn torri_a_height_move_and_the_bots_height_move_are_taken_back_together() {
    let mut m = Match::<Torri>::new(&torri_two(), 21).unwrap();
    // A height move is a whole turn: between humans it can never be undone…
    play(&mut m, is_move);
    assert_eq!(m.current().to_move(), Some(1));
    assert_eq!(m.take_back_len(everyone), None);
    assert_eq!(m.take_back_refusal(everyone), Some(TakeBackRefusal::TurnPassed));
    // …against a bot it can, while the bot thinks and after its quiet reply.
    assert_eq!(m.take_back_len(seat_0), Some(1));
    play(&mut m, is_move);
    assert_eq!(m.current().to_move(), Some(0));
    assert_eq!(take_back_and_redo(&mut m, seat_0), Some(2));
    assert_eq!(m.take_back(seat_0), Some(2));
    assert_eq!(m.ply(), 0);
}

#[test]
fn torri_a_bots_roll_stops_the_take_back() {
    let mut m = Match::<Torri>::new(&torri_two(), 21).unwrap();
    assert_eq!(m.take_back_refusal(seat_0), Some(TakeBackRefusal::NothingPlayed));
    play(&mut m, is_move);
    assert!(play(&mut m, |a| *a == TorriAction::Roll).revealed);
    assert_eq!(m.current().to_move(), Some(1));
    assert_eq!(m.take_back_len(seat_0), None, "the bot's roll was seen: it stands, and so does all before");
    assert_eq!(m.take_back_refusal(seat_0), Some(TakeBackRefusal::BotRevealed), "and the match says why");
    while m.current().to_move() == Some(1) {
        let legal = legal_vec(m.current());
        let a = legal.iter().find(|a| is_move(a)).or(legal.first()).copied().unwrap();
        m.play(a).unwrap();
    }
    assert_eq!(m.take_back_len(seat_0), None);
}

#[test]
fn torri_after_a_roll_the_moves_go_and_the_roll_stays() {
    let mut m = Match::<Torri>::new(&torri_two(), 21).unwrap();
    play(&mut m, |a| *a == TorriAction::Roll);
    assert_eq!(m.take_back_len(seat_0), None, "a roll is never taken back");
    assert_eq!(m.take_back_refusal(seat_0), Some(TakeBackRefusal::YouSawIt));
    // The human moves with the roll (after a six: again, with a height move).
    while m.current().to_move() == Some(0) {
        play(&mut m, is_move);
    }
    let last_roll = m.records().iter().rposition(|r| r.effect.revealed).unwrap();
    play(&mut m, is_move);
    assert_eq!(m.current().to_move(), Some(0));
    let n = take_back_and_redo(&mut m, seat_0).expect("the bot's height move and the human's moves go");
    assert_eq!(m.take_back(seat_0), Some(n));
    assert_eq!(m.ply(), last_roll + 1, "back to just after the roll: the die still shows");
    assert!(matches!(legal_vec(m.current()).first(), Some(TorriAction::Move { .. })), "the rolled move is to play");
}

#[test]
fn torri_a_turn_ended_by_the_colour_die_is_not_taken_back() {
    let options = TorriOptions { colour_die: ColourDie::On, ..torri_two() };
    for seed in 0..40 {
        let mut m = Match::<Torri>::new(&options, seed).unwrap();
        assert!(play(&mut m, |a| *a == TorriAction::RollColourDie).revealed);
        if m.current().to_move() != Some(1) {
            continue;
        }
        // The die showed the bot's colour: the human's turn ended on a reveal, so the only place
        // to go back to would be the bot's turn. Nothing is offered.
        assert_eq!(m.take_back_len(seat_0), None);
        return;
    }
    panic!("no seed showed the other colour");
}

// --------------------------------------------------------------------------------------- Torres

fn torres(cards: CardMode) -> Match<Torres> {
    Match::<Torres>::new(&TorresOptions { players: 2, cards, ..TorresOptions::default() }, 5).unwrap()
}

/// The set-up: a start knight each, then the bot's King.
fn torres_set_up(m: &mut Match<Torres>) {
    play(m, |a| matches!(a, TorresAction::StartKnight(_)));
    play(m, |a| matches!(a, TorresAction::StartKnight(_)));
    play(m, |a| matches!(a, TorresAction::StartKing(_)));
    assert_eq!(m.current().to_move(), Some(0));
}

fn end_torres_turn(m: &mut Match<Torres>, seat: Seat) {
    while m.current().to_move() == Some(seat) {
        let legal = legal_vec(m.current());
        let a = [TorresAction::EndTurn, TorresAction::ReturnRest]
            .into_iter()
            .find(|a| legal.contains(a))
            .or(legal.first().copied())
            .unwrap();
        m.play(a).unwrap();
    }
}

#[test]
fn torres_the_set_up_and_a_quiet_turn_are_taken_back_with_the_bots_replies() {
    let mut m = torres(CardMode::Off);
    torres_set_up(&mut m);
    // The bot placed its knight and its King in two turns of its own: both go with the human's.
    assert_eq!(take_back_and_redo(&mut m, seat_0), Some(3));
    play(&mut m, |a| matches!(a, TorresAction::PlaceBlock(_)));
    assert_eq!(m.take_back_len(seat_0), Some(1));
    end_torres_turn(&mut m, 0);
    let turn_start = 3;
    play(&mut m, |a| matches!(a, TorresAction::PlaceBlock(_)));
    end_torres_turn(&mut m, 1);
    let n = take_back_and_redo(&mut m, seat_0).unwrap();
    assert_eq!(m.take_back(seat_0), Some(n));
    assert_eq!(m.ply(), turn_start, "back to the start of the human's turn");
}

#[test]
fn torres_a_bots_hidden_card_draw_goes_back_with_the_humans_turn_and_the_humans_own_draw_stays() {
    for cards in [CardMode::PersonalDeck, CardMode::CommonDeck] {
        // The bot draws a card into its hidden hand in its reply: the human never saw it, so the
        // take-back goes back to the start of the human's turn all the same, draw included.
        let mut m = torres(cards);
        torres_set_up(&mut m);
        let turn_start = m.ply();
        play(&mut m, |a| matches!(a, TorresAction::PlaceBlock(_)));
        end_torres_turn(&mut m, 0);
        assert!(m.take_back_len(seat_0).is_some());
        let drawn = play(&mut m, |a| *a == TorresAction::TakeCard);
        assert!(drawn.revealed && drawn.private, "{cards:?}: only the bot saw what it drew");
        assert!(m.take_back_len(seat_0).is_some(), "{cards:?}: the bot's hidden draw does not stop the take-back");
        end_torres_turn(&mut m, 1);
        let n = take_back_and_redo(&mut m, seat_0).expect("the bot's turn and the human's go");
        assert_eq!(m.take_back(seat_0), Some(n));
        assert_eq!(m.ply(), turn_start, "{cards:?}: back to the start of the human's turn");
    }
    // Between humans the other player's draw is a turn that has passed: it stays.
    let mut m = torres(CardMode::PersonalDeck);
    torres_set_up(&mut m);
    play(&mut m, |a| matches!(a, TorresAction::PlaceBlock(_)));
    end_torres_turn(&mut m, 0);
    play(&mut m, |a| *a == TorresAction::TakeCard);
    assert_eq!(m.take_back_len(everyone), None, "the drawer saw the cards");

    // Against the bot again: its hidden draw goes back; then the human's own turn.
    let mut m = torres(CardMode::PersonalDeck);
    torres_set_up(&mut m);
    play(&mut m, |a| matches!(a, TorresAction::PlaceBlock(_)));
    end_torres_turn(&mut m, 0);
    play(&mut m, |a| *a == TorresAction::TakeCard);
    end_torres_turn(&mut m, 1);

    // The human draws a card and plays on: the take-back stops just after the draw.
    assert!(play(&mut m, |a| *a == TorresAction::TakeCard).revealed);
    let drawn = m.ply();
    play(&mut m, |a| matches!(a, TorresAction::Keep(_)));
    while legal_vec(m.current()).iter().any(|a| matches!(a, TorresAction::PutBack { .. })) {
        play(&mut m, |a| matches!(a, TorresAction::PutBack { .. }));
    }
    play(&mut m, |a| matches!(a, TorresAction::PlaceBlock(_)));
    end_torres_turn(&mut m, 0);
    play(&mut m, |a| matches!(a, TorresAction::PlaceBlock(_)));
    end_torres_turn(&mut m, 1);
    let n = take_back_and_redo(&mut m, seat_0).unwrap();
    assert_eq!(m.take_back(seat_0), Some(n));
    assert_eq!(m.ply(), drawn, "back to just after the card was seen");
    assert_eq!(m.current().to_move(), Some(0));
}

// ------------------------------------------------------------------------------------ Fortaleza

#[test]
fn fortaleza_a_deployment_goes_back_while_the_bot_deploys_but_never_past_the_reveal() {
    let mut m = Match::<Fortaleza>::new(&FortalezaOptions::default(), 1).unwrap();
    let deploy = |a: &FortalezaAction| !matches!(a, FortalezaAction::LiftFortress | FortalezaAction::TakeBack { .. });
    while m.current().to_move() == Some(0) {
        play(&mut m, deploy);
    }
    let deployed = m.ply();
    assert_eq!(m.take_back_len(everyone), None, "between humans a finished deployment stays");
    assert_eq!(m.take_back_len(seat_0), Some(deployed), "the bot deploys: the human's deployment may go whole");
    play(&mut m, deploy);
    assert_eq!(take_back_and_redo(&mut m, seat_0), Some(deployed + 1));
    while m.current().to_move() == Some(1) {
        play(&mut m, deploy);
    }
    assert!(m.records().last().unwrap().effect.revealed, "the end of the second deployment reveals both");
    assert_eq!(m.take_back_len(seat_0), None, "the reveal is never taken back");

    // The battle: a move and the bot's answer go together.
    play(&mut m, |a| matches!(a, FortalezaAction::Move { .. }));
    assert_eq!(m.take_back_len(seat_0), Some(1));
    play(&mut m, |a| matches!(a, FortalezaAction::Move { .. }));
    assert_eq!(take_back_and_redo(&mut m, seat_0), Some(2));

    // The human as the second player: his deployment ended on the reveal, so the bot's first
    // move cannot be taken back (the only point to return to would be the bot's turn).
    fn seat_1(seat: Seat) -> bool {
        seat == 1
    }
    assert_eq!(m.take_back(seat_0), Some(2));
    play(&mut m, |a| matches!(a, FortalezaAction::Move { .. }));
    assert_eq!(m.take_back_len(seat_1), None);
}

// -------------------------------------------------------------------------------------- session

#[test]
fn a_save_after_a_take_back_is_the_save_from_before_the_turn() {
    use castellan::registry::AnyMatch;
    use castellan::registry::GameKind;
    use castellan::session::{is_human_seat, PlayerKind, SavedGame, SeatSetup};
    let seats = vec![
        SeatSetup { name: "Ann".into(), kind: PlayerKind::Human },
        SeatSetup { name: "Bot".into(), kind: PlayerKind::Bot(castellan::bot::Level::Normal) },
    ];
    let is_human = |seat| is_human_seat(&seats, seat);
    let mut game =
        AnyMatch::new(&AnyOptions::from_json(GameKind::Voldetour, r#"{"players":2}"#).expect("options JSON"), 9)
            .unwrap();
    let first_block = |g: &AnyMatch| match g {
        AnyMatch::Voldetour(m) => legal_vec(m.current()).iter().position(is_block).unwrap(),
        _ => unreachable!(),
    };
    // A turn is a Block, then `EndTurn` (the last legal action).
    let turn = |game: &mut AnyMatch| {
        game.play_index(first_block(game)).unwrap();
        let end = game.legal_count() - 1;
        game.play_index(end).unwrap();
    };
    turn(&mut game);
    turn(&mut game);
    let before = SavedGame::capture(&game, &seats, "t", 0.0, 0.0).expect("written");
    turn(&mut game);
    turn(&mut game);
    assert_eq!(game.take_back_len(everyone), None, "hot-seat: the turn has passed");
    assert_eq!(game.take_back_len(is_human), Some(4));
    assert_eq!(game.take_back(is_human), Some(4));
    let after = SavedGame::capture(&game, &seats, "t", 0.0, 0.0).expect("written");
    assert_eq!(after, before, "the same save, in the same format");
    let restored = AnyMatch::from_indices(&game.options(), 9, after.rules, &after.actions).unwrap();
    assert_eq!(restored.position_text(), game.position_text());
    assert_eq!(game.redo_len(), 4);
    assert!(game.redo());
    assert_eq!(game.ply(), 8);
}
