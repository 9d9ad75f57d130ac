//! The rules explained to players in our own words.

/// The rules explained to players, covering every variant.
pub const RULES_HELP: &str = "\
TORRI

Goal: end the game with the most pieces in your home. Pieces of any colour count: every stack
you own at the end is counted for you.

Board: 10 x 10 squares. Each player has a home, which starts filled with his single pieces.
  2 players: south owns rows 1-2, north rows 9-10 (20 pieces each).
  3-4 players: each home is the 2 x 6 block in the middle of one side (12 pieces each); the four
  corner blocks belong to nobody. With 3 players the east home is ordinary open field.

Stacks: pieces on one square form a stack. Whoever's colour is on top owns it, and it always
moves as a whole.

Your turn: either
  - roll the die and move one of your stacks exactly that many squares, or
  - move one of your stacks exactly as many squares as it has pieces (a single goes 1, a stack
    of three goes 3), without rolling.
Once you have rolled you cannot switch to a height move. Moves run in a straight line along a
row or column and jump over anything in between. You may land on an empty square or on a stack
owned by someone else: you capture it by putting your stack on top. You may never land on your
own stack, leave the board, or enter another player's home. If you have a legal move you must
make one; if the roll gives you none, you pass.

Captures: a stack that has just captured stays put for the rest of your turn.

Sixes: after moving a rolled 6, you go on: roll again, or make a height move with any of your
stacks. This repeats after every rolled 6. (A height move of 6 does not count as a six.) A six
you cannot use is simply lost: you pass and your turn is over.

Homes: your home is safe, nobody else may enter it. A single piece may walk in and out of your
home and around inside it. A stack of two or more that ends up in your home stays there for good.

Height limit (normally 12): a stack taller than the limit is split at once by its owner. Pick a
cut so that both parts have your colour on top and neither is over the limit; the lower part
stays, the upper part goes onto a neighbouring square (up, down, left or right) that is empty or
owned by an opponent, never into another player's home. If that makes another stack too tall, it
is split in turn. If no cut or no square works, the stack stays as it is.

End: as soon as some player owns no stack that can still move (all his stacks are stuck in his
home, or he owns nothing), the current round is played to its end (up to the last player in
seat order). Then all stacks are counted for their owners, plus pieces carried home. Most pieces
wins; equal best counts share the win.

No-progress ending (on unless switched off when starting): if many complete rounds in a row
pass without any capture, split, free carry or stack of two or more settling in its owner's home,
the game ends after that round and is counted as usual. The board says how many rounds are left
once fewer than five remain.

Variants (agreed before the game):
  - Height limit: a different number, or no limit at all.
  - Dice only: no height moves; after a six you simply roll again.
  - Free carry: once one of your stacks outside your home is taller than the agreed height, you
    may, instead of your turn's move, lift the pieces above that height straight into your home.
    They are safe and count for you, and they stay there for good (even a single piece). The
    part left behind belongs to whoever is now on top.
  - Two dice (1-6 and 1-3): move the difference of the two. A difference of 0 means no move. The
    difference is never 6, so there are no six bonuses.
  - Colour die: each turn starts with the colour die (one face per player, the rest blank).
    Another player's colour: you miss this turn. Blank or your own colour: play as usual. With
    \"own colour rolls again\", your own colour also lets you roll the number die once more at
    the end of your turn, if you want to; you may also stop there.
";
