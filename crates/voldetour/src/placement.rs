//! Blocks and Stairs: where they may go, when they are stuck, and setting them down.
//!
//! Legal placements are computed a whole orientation at a time on bitboards: the squares of
//! each height that are flat and free of Lords and Towers, then every anchor whose rectangle
//! lies entirely on one such height (no voids), low enough to stay within the Tower's height.

use super::board::*;
use super::*;

/// The key of piece `id` standing at `spot`, for the repetition hash.
fn piece_key(id: u8, spot: Spot) -> u64 {
    mix(((id as u64) << 24) | ((spot.cell as u64) << 16) | ((spot.orient as u64) << 8) | spot.base as u64)
}

impl Voldetour {
    /// The squares piece `id` covers at `spot`, and the levels `base..top` it fills (a Stair
    /// fills its one level, alone as a slope or with the Stair it nests into).
    pub(crate) fn footprint_mask(id: u8, spot: Spot) -> Option<(Mask, u8, u8)> {
        let (dx, dy, dz) = extents(id, spot.orient)?;
        let m = rect(spot.cell, dx, dy)?;
        Some((m, spot.base, spot.base + dz))
    }

    pub(crate) fn covers(&self, id: u8, spot: Spot, c: u8) -> bool {
        Self::footprint_mask(id, spot).is_some_and(|(m, _, _)| m & bit(c) != 0)
    }

    /// The open Stair at the bottom of the nested pair whose upper Stair stands at `cell`, `base`.
    fn lower_stair(&self, cell: u8, base: u8) -> Option<u8> {
        (0..self.n * PIECES_PER_SEAT).find(|&id| {
            let p = self.pieces[id as usize];
            is_stair_id(id) && p.cell == cell && p.base == base && p.orient < NEST
        })
    }

    /// The surface as it is once piece `id` is lifted off the board (it must be movable).
    pub(crate) fn surface_without(&self, id: u8) -> Surface {
        let mut s = self.surface;
        let spot = self.pieces[id as usize];
        let Some((m, base, top)) = Self::footprint_mask(id, spot) else { return s };
        if !is_stair_id(id) {
            s.set_height(m, top, base);
        } else if spot.orient == NEST {
            s.set_height(m, top, base);
            if let Some(lower) = self.lower_stair(spot.cell, base) {
                s.rising[self.pieces[lower as usize].orient as usize] |= m;
            }
        } else {
            s.rising[spot.orient as usize] &= !m;
        }
        s
    }

    /// Takes piece `id` off the board (into the reserve for the moment).
    pub(crate) fn lift_piece(&mut self, id: u8) {
        let spot = self.pieces[id as usize];
        let Some((m, base, _)) = Self::footprint_mask(id, spot) else { return };
        self.surface = self.surface_without(id);
        if !is_stair_id(id) {
            for c in Squares(m) {
                self.height[c as usize] = base;
            }
        } else if spot.orient == NEST {
            // The lower Stair of the pair becomes an open slope again.
            self.height[spot.cell as usize] = base;
            self.open[spot.cell as usize] = self.lower_stair(spot.cell, base).map_or(0, |lower| lower + 1);
        } else {
            self.open[spot.cell as usize] = 0;
        }
        self.pieces_hash ^= piece_key(id, spot);
        self.pieces[id as usize] = IN_RESERVE;
    }

    /// Sets piece `id` down at `spot` (its base already computed; the piece is in the reserve).
    pub(crate) fn put_piece(&mut self, id: u8, spot: Spot) {
        let Some((m, base, top)) = Self::footprint_mask(id, spot) else { return };
        if !is_stair_id(id) {
            for c in Squares(m) {
                self.height[c as usize] = top;
            }
            self.surface.set_height(m, base, top);
        } else if spot.orient == NEST {
            if let Some(d) = self.surface.stair_dir(spot.cell) {
                self.surface.rising[d] &= !m;
            }
            self.open[spot.cell as usize] = 0;
            self.height[spot.cell as usize] = top;
            self.surface.set_height(m, base, top);
        } else {
            self.open[spot.cell as usize] = id + 1;
            self.surface.rising[spot.orient as usize] |= m;
        }
        self.pieces_hash ^= piece_key(id, spot);
        self.pieces[id as usize] = spot;
    }

    /// Moves piece `id` (from the reserve or the board) to `cell` with `orient`, resting on the
    /// surface there. Nothing happens if the piece would leave the board.
    pub(crate) fn move_piece(&mut self, id: u8, cell: u8, orient: u8) {
        let Some((dx, dy, _)) = extents(id, orient) else { return };
        if rect(cell, dx, dy).is_none() {
            return;
        }
        let from_reserve = !self.pieces[id as usize].on_board();
        self.lift_piece(id);
        let base = self.height[cell as usize];
        self.put_piece(id, Spot { cell, orient, base });
        if from_reserve {
            self.forget_history(); // reserves only ever shrink
        }
    }

    /// A piece on the board that cannot be moved: something (a piece or a Lord) rests on it, or
    /// every vertical face of it is hidden — each unit square of each side touches a full cube of
    /// another piece (or a Tower) or the high side of an open Stair facing it. A side on the board
    /// edge is never hidden.
    pub fn is_blocked(&self, id: u8) -> bool {
        let id = id % PIECES as u8;
        let spot = self.pieces[id as usize];
        if !spot.on_board() {
            return false;
        }
        let Some((m, base, top)) = Self::footprint_mask(id, spot) else { return true };
        let s = &self.surface;
        let rests_on_it = if is_stair_id(id) && spot.orient != NEST {
            // An open slope carries nothing; once covered it is the lower Stair of a pair.
            self.height[spot.cell as usize] > base
        } else {
            m & (s.above(top as usize) | s.slopes() | self.lord_mask) != 0
        };
        if rests_on_it {
            return true;
        }
        for d in 0..4 {
            if m & !shift(ALL, opposite(d)) != 0 {
                return false; // a side on the board edge
            }
            let faced = shift(m, d) & !m;
            for z in base..top {
                let hiding = s.above(z as usize) | (s.level[z as usize] & s.rising[opposite(d)]);
                if faced & !hiding != 0 {
                    return false;
                }
            }
        }
        true
    }

    /// The anchors of every rectangle on `surface` where nothing stands in the way of a Block.
    fn anchors(&self, surface: &Surface) -> Anchors {
        let unbuildable = surface.slopes() | self.lord_mask | self.tower_mask;
        let mut buildable = [0; LEVELS];
        for (b, level) in buildable.iter_mut().zip(&surface.level) {
            *b = level & !unbuildable;
        }
        Anchors::new(&buildable)
    }

    /// For own Block `kind` of the seat to move: the legal anchor squares of each orientation,
    /// or `None` if the Block is stuck. `in_reserve` are the anchors of the board as it is (for a
    /// Block from the reserve); a Block on the board is lifted first.
    pub(crate) fn block_targets(&self, kind: u8, in_reserve: &Anchors) -> Option<[Mask; 6]> {
        let id = self.to_move * PIECES_PER_SEAT + kind;
        let cur = self.pieces[id as usize];
        let lifted;
        let anchors = if cur.on_board() {
            if self.is_blocked(id) {
                return None;
            }
            lifted = self.anchors(&self.surface_without(id));
            &lifted
        } else {
            in_reserve
        };
        let mut out = [0; 6];
        for (o, &(dx, dy, dz)) in BLOCK_ORIENTATIONS[kind as usize].iter().enumerate() {
            let mut m = anchors.up_to(dx, dy, TOWER_HEIGHT - dz);
            if cur.on_board() && cur.orient == o as u8 {
                m &= !bit(cur.cell); // putting it back as it was is not a move
            }
            out[o] = m;
        }
        Some(out)
    }

    /// The anchors of the board as it is, for Blocks from the reserve.
    pub(crate) fn reserve_anchors(&self) -> Anchors {
        self.anchors(&self.surface)
    }

    /// For own Stair `index` of the seat to move: the legal squares for each direction N, E, S, W
    /// and nest, or `None` if the Stair is stuck or is not the next one in the reserve.
    pub(crate) fn stair_targets(&self, index: u8) -> Option<[Mask; 5]> {
        let first = self.to_move * PIECES_PER_SEAT + BLOCKS_PER_SEAT;
        let id = first + index;
        let cur = self.pieces[id as usize];
        let surface = if cur.on_board() {
            if self.is_blocked(id) {
                return None;
            }
            self.surface_without(id)
        } else {
            if (first..id).any(|other| !self.pieces[other as usize].on_board()) {
                return None;
            }
            self.surface
        };
        let free = !(self.lord_mask | self.tower_mask);
        let slopes = surface.slopes();
        let low = surface.level[..TOWER_HEIGHT as usize].iter().fold(0, |m, l| m | l);
        let slope_up = low & !slopes & free;
        let mut out = [slope_up, slope_up, slope_up, slope_up, slopes & free];
        if cur.on_board() {
            out[cur.orient as usize % 5] &= !bit(cur.cell);
        }
        Some(out)
    }

    /// Whether the seat to move may place or move Block `kind` to `cell` with `orient`; the
    /// spot it would come to rest on.
    pub(crate) fn check_block(&self, kind: u8, cell: u8, orient: u8) -> Result<Spot, VoldetourError> {
        use VoldetourError::*;
        let &(dx, dy, dz) =
            BLOCK_ORIENTATIONS.get(kind as usize).and_then(|o| o.get(orient as usize)).ok_or(NoSuchPiece)?;
        if cell as usize >= CELLS {
            return Err(NoSuchSquare);
        }
        if self.block_done {
            return Err(BlockAlreadyUsed);
        }
        let id = self.to_move * PIECES_PER_SEAT + kind;
        let cur = self.pieces[id as usize];
        if self.is_blocked(id) {
            return Err(PieceBlocked);
        }
        let surface = self.surface_without(id);
        let m = rect(cell, dx, dy).ok_or(OffBoard)?;
        if m & (self.lord_mask | self.tower_mask) != 0 {
            return Err(OverLordOrTower);
        }
        if m & surface.slopes() != 0 {
            return Err(NotOnFullCube);
        }
        let base = surface.height(cell);
        if m & !surface.level[base as usize] != 0 {
            return Err(NotLevel);
        }
        if base + dz > TOWER_HEIGHT {
            return Err(TooHigh);
        }
        let spot = Spot { cell, orient, base };
        if spot == cur {
            return Err(SamePlace);
        }
        Ok(spot)
    }

    /// Whether the seat to move may place or move Stair `index` to `cell`, rising toward `dir`
    /// (or nested); the spot it would come to rest on.
    pub(crate) fn check_stair(&self, index: u8, cell: u8, dir: u8) -> Result<Spot, VoldetourError> {
        use VoldetourError::*;
        if index >= STAIRS_PER_SEAT || dir > NEST {
            return Err(NoSuchPiece);
        }
        if cell as usize >= CELLS {
            return Err(NoSuchSquare);
        }
        if self.stair_done {
            return Err(StairAlreadyUsed);
        }
        let first = self.to_move * PIECES_PER_SEAT + BLOCKS_PER_SEAT;
        let id = first + index;
        let cur = self.pieces[id as usize];
        if !cur.on_board() && (first..id).any(|other| !self.pieces[other as usize].on_board()) {
            return Err(NextReserveStairFirst);
        }
        if self.is_blocked(id) {
            return Err(PieceBlocked);
        }
        let surface = self.surface_without(id);
        if (self.lord_mask | self.tower_mask) & bit(cell) != 0 {
            return Err(OverLordOrTower);
        }
        let on_slope = surface.slopes() & bit(cell) != 0;
        let base = surface.height(cell);
        if dir == NEST && !on_slope {
            return Err(NothingToNest);
        }
        if dir < NEST && on_slope {
            return Err(NotOnFullCube);
        }
        if dir < NEST && base >= TOWER_HEIGHT {
            return Err(TooHigh);
        }
        let spot = Spot { cell, orient: dir, base };
        if spot == cur {
            return Err(SamePlace);
        }
        Ok(spot)
    }

    // ----- what the board asks (a view never re-derives a rule) -----

    /// The piece a Block or Stair action of the seat to move places or moves.
    pub fn action_piece(&self, a: VAction) -> Option<u8> {
        let s = self.to_move;
        match a {
            VAction::Block { kind, .. } if kind < BLOCKS_PER_SEAT => Some(s * PIECES_PER_SEAT + kind),
            VAction::Stair { index, .. } if index < STAIRS_PER_SEAT => {
                Some(s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index)
            }
            _ => None,
        }
    }

    /// Where a legal Block or Stair action puts its piece, with the level it comes to rest on;
    /// `None` for an illegal action or one that places nothing.
    pub fn action_spot(&self, a: VAction) -> Option<Spot> {
        if self.over {
            return None;
        }
        match a {
            VAction::Block { kind, cell, orient } => self.check_block(kind, cell, orient).ok(),
            VAction::Stair { index, cell, dir } => self.check_stair(index, cell, dir).ok(),
            _ => None,
        }
    }

    /// The squares piece `id` covers at `spot`, and the levels `base..top` it fills.
    pub fn piece_footprint(id: u8, spot: Spot) -> Option<(Vec<u8>, u8, u8)> {
        let (m, base, top) = Self::footprint_mask(id, spot)?;
        Some((Squares(m).collect(), base, top))
    }

    /// Whether piece `id` is a Stair (otherwise a Block); its owner is `id / PIECES_PER_SEAT`.
    pub fn is_stair(id: u8) -> bool {
        is_stair_id(id)
    }
}
