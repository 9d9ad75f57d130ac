//! A small stable sort for the app's short lists (saved games, seats, drawing orders).
//!
//! Every `sort`/`sort_by` call instantiates core's driftsort or ipnsort for its element type and
//! comparison: 2–4 KB of wasm each (docs/performance.md, "Release size"). An insertion sort is a
//! few hundred bytes per use and, being stable, gives exactly `slice::sort_by`'s order. It is
//! quadratic: for lists of at most a few hundred items, never for bots' action lists.

use std::cmp::Ordering;

/// Sorts `items` by `compare`, keeping equal items in their order (as `slice::sort_by`).
pub fn small_sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        let mut rng = Rng::new(7);
        for len in 0..60 {
            let items: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(5), i)).collect();
            let (mut ours, mut std) = (items.clone(), items);
            small_sort_by(&mut ours, |a, b| b.0.cmp(&a.0));
            std.sort_by_key(|b| std::cmp::Reverse(b.0));
            assert_eq!(ours, std);
        }
    }
}
