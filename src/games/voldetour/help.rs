//! Player-facing rules summary, written in our own words.

pub const RULES_HELP: &str = r#"VOLDÉTOUR — build a road through the air and walk your Lord onto the enemy Tower.

GOAL
Be the first to stop your Lord on top of the enemy Tower.

THE BOARD
A 10×10 board, columns a–j, rows 1–10. With two players the Towers stand on c3 (Black) and h8
(White); with four, on b2, b9, i9 and i2, and your enemy is the Tower diagonally opposite yours.
Each Tower is three cubes tall, and nothing may ever be built higher than that. Every Lord starts
on top of his own Tower.

YOUR PIECES
Five Blocks (1×1×1, 1×1×2, 1×1×3, 1×2×2 and 1×2×3 cubes, usable lying or standing in any
direction) and five Stairs (a one-cube wedge). A Stair is put slope up, or upside down into
another Stair's slope, which makes a full cube you can stand and build on.

YOUR TURN (at least one of these, in this order of limits)
• One Block action: take a Block from your reserve and place it, or pick up one of your Blocks
  on the board and put it somewhere else (or turn it).
• One Stair action, the same way with a Stair. Block and Stair may come in either order.
• Then, if you like, move your Lord 1, 2 or 3 steps. Nothing may be built after the Lord moved.
If you do not move the Lord, end the turn yourself.

BUILDING
A piece rests either on the board or on full cubes, with no gap below any part of it; you may
build on anyone's pieces. Never build over a Lord or a Tower. Pieces never go back to the
reserve. A piece on the board is stuck when something lies on it (a piece or a Lord) or when
every side of it is covered by neighbouring pieces or a Tower, all the way up; a Stair covers a
side only with its tall end, and a side along the edge of the board is never covered. A stuck
piece cannot be moved. Putting a piece back exactly where it was does not count as a move.

THE LORD
A step goes to the next square forward, back, left or right, at the same height. Height changes
only through Stairs: facing a slope's low or high side at the right height, the Lord walks over
it (and over any Stairs lined up after it) to the square beyond, and that still counts as one
step. The Lord never stops on a slope, never shares a square with another Lord and never walks
over one. He may walk across Towers, but may stop only on the enemy Tower.
He must have left his own Tower by the end of your third turn, or you lose (with four players,
you are out: your Lord leaves the board, your pieces stay, and play goes on without you); he may
never stop on it again. A Lord still on his own Tower blocks it for everyone.

END OF THE GAME
Reaching the enemy Tower wins at once. If you can do nothing at all, you pass. The same
position three times with the same player to move, or 200 turns in total, is a draw.
"#;
