//! "Learn to play": a game's lessons ([`crate::core::lesson`]). The list shows each lesson with
//! what it teaches and whether it was finished on this device; a lesson is played step by step
//! on the game's own board, which gets a [`GameView`] of the step's position as the learner
//! sees it. The step, never the view, judges each move: a wrong one is not played and the
//! reason is said; "Show me" draws the right move as a hint is drawn.

use super::i18n::use_i18n;
use super::registry::{visit_ui, GameUi, GameView, UiVisitor};
use super::{AppState, NoticeKind, Screen, Session, TopBar};
use crate::core::lesson::{Step, Verdict};
use crate::core::msg::Localize;
use crate::core::{Game, Match, Seat};
use crate::i18n::Msg;
use crate::registry::{GameKind, PlayError};
use crate::seats::SeatSetup;
use crate::session::{DefaultNames, PlayerKind};
use crate::storage;
use leptos::prelude::*;

/// A lesson's title and what it teaches, and whether it was finished here.
#[derive(Clone)]
struct ListedLesson {
    title: Msg,
    summary: Msg,
    done: bool,
}

/// The visited game's lessons as the list shows them.
struct Listed;

impl UiVisitor for Listed {
    type Output = Vec<ListedLesson>;
    fn visit<G: GameUi>(self) -> Vec<ListedLesson>
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        let done = storage::lessons_done();
        G::lessons()
            .into_iter()
            .map(|l| ListedLesson { title: l.title, summary: l.summary, done: done.contains(l.id) })
            .collect()
    }
}

/// Whether the game has lessons (the home card and the rules page offer them then).
pub fn has_lessons(kind: GameKind) -> bool {
    struct Has;
    impl UiVisitor for Has {
        type Output = bool;
        fn visit<G: GameUi>(self) -> bool
        where
            G::Action: Send + Sync,
            G::Options: Send + Sync,
        {
            G::HAS_LESSONS
        }
    }
    visit_ui(kind, Has)
}

/// The lessons of one game.
#[component]
pub fn LessonList(kind: GameKind) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // (The screen is shown once the games' words are in: `App` waits for them.)
    let lessons = visit_ui(kind, Listed);
    view! {
        <TopBar title=i18n.msg(&Msg::new("lessons-title").arg("game", kind.name()))>
            <button on:click=move |_| super::routing::back(app, Screen::Home) data-testid="lessons-back">{i18n.t("rules-back")}</button>
            <button on:click=move |_| app.screen.set(Screen::Rules(kind)) data-testid="lessons-rules">{i18n.t("home-how-to-play")}</button>
        </TopBar>
        <main class="lessons">
            <p class="lessons-intro">{i18n.t("lessons-intro")}</p>
            <ol class="lesson-list" data-testid="lesson-list">
                {lessons.into_iter().enumerate().map(|(i, lesson)| view! {
                    <li>
                        <button class="lesson-card" class:done=lesson.done data-testid="lesson"
                            on:click=move |_| app.screen.set(Screen::Lesson(kind, i as u8))>
                            <span class="lesson-number">{i + 1}</span>
                            <span class="lesson-words">
                                <strong>{i18n.msg(&lesson.title)}</strong>
                                <span>{i18n.msg(&lesson.summary)}</span>
                            </span>
                            {lesson.done.then(|| view! { <span class="lesson-done" data-testid="lesson-done">{i18n.t("lessons-done")}</span> })}
                        </button>
                    </li>
                }).collect_view()}
            </ol>
        </main>
    }
}

/// A lesson of `kind`, played.
#[component]
pub fn LessonScreen(kind: GameKind, index: u8) -> impl IntoView {
    visit_ui(kind, Play { index: index as usize })
}

/// What the line under the task says.
#[derive(Clone, PartialEq)]
enum Said {
    /// A move refused, and why.
    Refused(Msg),
    /// The step is done: what it showed.
    Done(Msg),
}

/// Where the learner is in a lesson.
#[derive(Clone)]
struct Run<G: Game> {
    step: usize,
    position: G,
    /// The learner's moves in this step, each judged right.
    made: Vec<G::Action>,
    said: Option<Said>,
    /// The right move, drawn on the board once asked for.
    shown: Option<G::Action>,
}

impl<G: Game> Run<G> {
    fn at(steps: &[Step<G>], step: usize) -> Option<Run<G>> {
        let position = steps.get(step)?.start.clone();
        Some(Run { step, position, made: Vec::new(), said: None, shown: None })
    }

    fn done(&self) -> bool {
        matches!(self.said, Some(Said::Done(_)))
    }

    fn learner(&self, steps: &[Step<G>]) -> Option<Seat> {
        steps.get(self.step).and_then(Step::learner)
    }
}

/// The learner's move: judged by the step, played if right.
fn judge<G: GameUi>(steps: &[Step<G>], run: &mut Run<G>, action: G::Action)
where
    G::Action: Send + Sync,
    G::Options: Send + Sync,
{
    let Some(step) = steps.get(run.step) else { return };
    if run.done() {
        return;
    }
    if let Err(e) = run.position.check(action) {
        run.said = Some(Said::Refused(PlayError::Illegal(G::rule_error(e)).msg().capitalised()));
        return;
    }
    run.shown = None;
    match (step.judge)(&run.position, &run.made, action) {
        Verdict::Refused(why) => run.said = Some(Said::Refused(why)),
        verdict => {
            run.position.play_unchecked(action);
            run.made.push(action);
            run.said = (verdict == Verdict::Done).then(|| Said::Done(step.done.clone()));
        }
    }
}

/// The table a step is played at, as the boards' panels name its seats: "You" for the learner,
/// "Player n" for the others. Its game is only there to make a session: the board is given the
/// step's position.
fn table<G: GameUi>(i18n: super::i18n::I18n, step: &Step<G>) -> Option<Session>
where
    G::Action: Send + Sync,
    G::Options: Send + Sync,
{
    let learner = step.learner()? as usize;
    let seats = (0..step.start.seat_count())
        .map(|i| SeatSetup {
            name: if i == learner {
                i18n.t("new-game-you")
            } else {
                i18n.msg(&Msg::new("app-player").arg("number", i + 1))
            },
            kind: PlayerKind::Human,
        })
        .collect();
    let game = G::wrap(Match::new(step.start.options(), 0).ok()?);
    Some(Session {
        save_id: String::new(),
        title: String::new(),
        seats,
        game,
        created: 0.0,
        defaults: DefaultNames::default(),
        remote: None,
        link_sent: None,
    })
}

/// One lesson of the visited game.
struct Play {
    index: usize,
}

impl UiVisitor for Play {
    type Output = AnyView;
    fn visit<G: GameUi>(self) -> AnyView
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        let app = expect_context::<AppState>();
        let i18n = use_i18n();
        let kind = G::KIND;
        let lessons = G::lessons();
        let count = lessons.len();
        let index = self.index;
        let Some(lesson) = lessons.into_iter().nth(index) else {
            return view! { <LessonList kind=kind/> }.into_any();
        };
        let (id, title, steps) = (lesson.id, lesson.title, StoredValue::new(lesson.steps));
        let step_count = steps.with_value(Vec::len);
        let Some(first) = steps.with_value(|s| Run::at(s, 0)) else {
            return view! { <LessonList kind=kind/> }.into_any();
        };
        let run = RwSignal::new(first);
        // The boards' panels read names and resignations from the session: in a lesson they
        // read the lesson's table, never the game the player left.
        let lesson_app = AppState {
            session: RwSignal::new(steps.with_value(|s| s.first().and_then(|step| table(i18n, step)))),
            view_ply: RwSignal::new(None),
            revealed_for: RwSignal::new(None),
            hint: RwSignal::new(None),
            thinking: RwSignal::new(None),
            paused: RwSignal::new(false),
            review: RwSignal::new(None),
            ..app
        };
        provide_context(lesson_app);
        let step_now = Memo::new(move |_| run.with(|r| r.step));
        Effect::new(move |_| {
            let table = steps.with_value(|s| s.get(step_now.get()).and_then(|step| table(i18n, step)));
            lesson_app.session.set(table);
        });
        let finished = Memo::new(move |_| run.with(|r| r.done() && r.step + 1 == step_count));
        // The lesson is kept as finished once its task is done.
        Effect::new(move |_| {
            if finished.get() {
                if let Err(e) = storage::finish_lesson(id) {
                    app.notify(NoticeKind::Warning, Msg::text(e.to_string()));
                }
            }
        });
        let learner = Signal::derive(move || run.with(|r| steps.with_value(|s| r.learner(s))));
        let view = GameView::<G> {
            state: Signal::derive(move || run.with(|r| Some(r.position.redacted(learner.get())))),
            interactive: Signal::derive(move || run.with(|r| !r.done())),
            viewer: learner,
            hint: Signal::derive(move || run.with(|r| r.shown)),
            last_turn: Signal::derive(|| None),
            play: Callback::new(move |action: G::Action| {
                steps.with_value(|s| run.update(|r| judge(s, r, action)));
            }),
        };
        let show = move |_| {
            let shown = run.with_untracked(|r| steps.with_value(|s| s.get(r.step)?.next_shown(&r.made)));
            run.update(|r| r.shown = shown);
        };
        let again = move |_| {
            if let Some(fresh) = run.with_untracked(|r| steps.with_value(|s| Run::at(s, r.step))) {
                run.set(fresh);
            }
        };
        let next = move |_| {
            if let Some(fresh) = run.with_untracked(|r| steps.with_value(|s| Run::at(s, r.step + 1))) {
                run.set(fresh);
            }
        };
        // "Show me" while the learner follows the solution; once they went another right way,
        // "Start again" brings the step back.
        let can_show = move || {
            run.with(|r| {
                !r.done() && steps.with_value(|s| s.get(r.step).and_then(|st| st.next_shown(&r.made)).is_some())
            })
        };
        let task = move || run.with(|r| steps.with_value(|s| s.get(r.step).map(|st| i18n.msg(&st.task))));
        let heading = move || {
            run.with(|r| {
                if r.step + 1 == step_count {
                    i18n.t("lesson-final-task")
                } else {
                    i18n.msg(&Msg::new("lesson-step").arg("step", r.step + 1).arg("steps", step_count))
                }
            })
        };
        let said = move || {
            run.with(|r| match &r.said {
                Some(Said::Refused(why)) => Some(("refused", i18n.msg(why))),
                Some(Said::Done(what)) => Some(("done", i18n.msg(what))),
                None => None,
            })
        };
        let lesson_title = i18n.msg(&Msg::new("lesson-title").arg("number", index + 1).arg("title", title));
        view! {
            <TopBar title=lesson_title>
                <button on:click=move |_| app.screen.set(Screen::Learn(kind)) data-testid="lesson-back">{i18n.t("lesson-all")}</button>
            </TopBar>
            // The play screen's layout: the board (with the game's own panel) and beside it,
            // or above it on a phone held upright, the lesson's panel.
            <main class="play lesson" data-game=kind.id()>
                <section class="board-area">{G::board(view)}</section>
                <aside class="side">
                <section class="lesson-panel" aria-labelledby="lesson-task">
                    <p class="lesson-step" data-testid="lesson-step">{heading}</p>
                    <p id="lesson-task" class="lesson-task" data-testid="lesson-task">{task}</p>
                    <p class="lesson-said" role="status" aria-live="polite" data-testid="lesson-said"
                        class:refused=move || said().is_some_and(|(k, _)| k == "refused")
                        class:done=move || said().is_some_and(|(k, _)| k == "done")>
                        {move || said().map(|(_, words)| words)}
                    </p>
                    <Show when=move || finished.get()>
                        <p class="lesson-complete" data-testid="lesson-complete">{i18n.t("lesson-complete")}</p>
                    </Show>
                    <div class="row lesson-actions">
                        <Show when=can_show>
                            <button data-testid="lesson-show" on:click=show>{i18n.t("lesson-show")}</button>
                        </Show>
                        <Show when=move || run.with(|r| !r.made.is_empty() || matches!(r.said, Some(Said::Refused(_))))>
                            <button data-testid="lesson-again" on:click=again>{i18n.t("lesson-again")}</button>
                        </Show>
                        <Show when=move || run.with(|r| r.done()) && !finished.get()>
                            <button class="primary" data-testid="lesson-next-step" on:click=next>{i18n.t("lesson-next-step")}</button>
                        </Show>
                        <Show when=move || finished.get() && index + 1 < count>
                            <button class="primary" data-testid="lesson-next"
                                on:click=move |_| app.screen.set(Screen::Lesson(kind, index as u8 + 1))>{i18n.t("lesson-next")}</button>
                        </Show>
                        <Show when=move || finished.get()>
                            <button data-testid="lesson-to-list" on:click=move |_| app.screen.set(Screen::Learn(kind))>{i18n.t("lesson-all")}</button>
                        </Show>
                    </div>
                </section>
                </aside>
            </main>
        }
        .into_any()
    }
}
