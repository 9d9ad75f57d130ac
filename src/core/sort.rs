//! One stable sort for the whole app, compiled once (and a small one for the Torres bots).
//!
//! Every `sort`/`sort_by`/`sort_unstable` call instantiates core's driftsort or ipnsort for its
//! element type and comparison: 2–4 KB of wasm each (docs/performance.md, "Release size"). Here
//! the sorting itself is one non-generic function, [`sorted_order`], a stable merge sort of
//! indices that asks a `&mut dyn FnMut` which of two indices goes first; the generic wrappers
//! only build that comparison and move the items into the order it returns. The result is
//! exactly `slice::sort_by`'s order (both are stable), and it is O(n log n), so it serves the
//! bots' action lists too.

use std::cmp::Ordering;

/// Items sorted by insertion before the merging starts (short runs are faster that way).
const RUN: usize = 8;

/// The stable sorted order of the indices `0..len`: position `k` of the result holds the index
/// of the item that goes `k`th. `compare(a, b)` compares the items at indices `a` and `b`;
/// items that compare equal keep their index order.
pub fn sorted_order(len: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    for start in (0..len).step_by(RUN) {
        let end = (start + RUN).min(len);
        for i in start + 1..end {
            let mut j = i;
            while j > start && compare(order[j - 1], order[j]) == Ordering::Greater {
                order.swap(j - 1, j);
                j -= 1;
            }
        }
    }
    let mut merged = vec![0; len];
    let mut width = RUN;
    while width < len {
        for start in (0..len).step_by(2 * width) {
            let mid = (start + width).min(len);
            let end = (start + 2 * width).min(len);
            let (mut left, mut right) = (start, mid);
            for slot in &mut merged[start..end] {
                // The right run's item goes first only when strictly smaller: that keeps it stable.
                let take_right =
                    right < end && (left >= mid || compare(order[left], order[right]) == Ordering::Greater);
                if take_right {
                    *slot = order[right];
                    right += 1;
                } else {
                    *slot = order[left];
                    left += 1;
                }
            }
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// Moves the items so that position `k` holds the item that was at `order[k]` (a permutation of
/// `0..items.len()`, as [`sorted_order`] returns), by swapping along its cycles.
fn permute<T>(items: &mut [T], mut order: Vec<usize>) {
    for start in 0..items.len() {
        let mut at = start;
        while order[at] != start {
            let from = order[at];
            items.swap(at, from);
            // Position `at` is final: mark it so the cycle is not followed again.
            order[at] = at;
            at = from;
        }
        order[at] = at;
    }
}

/// Sorts `items` by `compare`, keeping equal items in their order (as `slice::sort_by`).
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    let order = sorted_order(items.len(), &mut |a, b| compare(&items[a], &items[b]));
    permute(items, order);
}

/// Sorts a short list by `compare` without allocating, keeping equal items in their order (as
/// `slice::sort_by`): an insertion sort, quadratic, for the Torres bots' card determinization,
/// which sorts a few cards at a time many times per decision.
pub fn small_sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `items` by the key `key` gives each of them, computed once per item (as
/// `slice::sort_by_cached_key`, and the same order as `slice::sort_by_key`: both are stable).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl FnMut(&T) -> K) {
    let keys: Vec<K> = items.iter().map(key).collect();
    let order = sorted_order(items.len(), &mut |a, b| keys[a].cmp(&keys[b]));
    permute(items, order);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;

    #[test]
    fn sorts_as_the_standard_stable_sort_does_with_ties() {
        let mut rng = Rng::new(7);
        for len in (0..70).chain([127, 128, 129, 300, 1000]) {
            for distinct in [1, 2, 5, 1000] {
                let items: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(distinct), i)).collect();
                let (mut ours, mut std) = (items.clone(), items.clone());
                sort_by(&mut ours, |a, b| b.0.cmp(&a.0));
                std.sort_by_key(|a| std::cmp::Reverse(a.0));
                assert_eq!(ours, std, "sort_by, {len} items, {distinct} keys");
                let (mut ours, mut std) = (items.clone(), items);
                sort_by_key(&mut ours, |a| a.0);
                std.sort_by_key(|a| a.0);
                assert_eq!(ours, std, "sort_by_key, {len} items, {distinct} keys");
                if len <= 129 {
                    let mut small = std.clone();
                    small.reverse();
                    small_sort_by(&mut small, |a, b| a.0.cmp(&b.0));
                    std.reverse();
                    std.sort_by_key(|a| a.0);
                    assert_eq!(small, std, "small_sort_by, {len} items, {distinct} keys");
                }
            }
        }
    }

    #[test]
    fn float_keys_sorted_best_first_keep_the_order_of_equal_values() {
        // As the Voldétour bot's priors are sorted: `total_cmp`, descending, many equal values.
        let mut rng = Rng::new(11);
        let items: Vec<(usize, f32)> = (0..900).map(|i| (i, rng.below(40) as f32 * 0.25 - 3.0)).collect();
        let (mut ours, mut std) = (items.clone(), items);
        sort_by(&mut ours, |a, b| b.1.total_cmp(&a.1));
        std.sort_by(|a, b| b.1.total_cmp(&a.1));
        assert_eq!(ours, std);
    }

    /// The cost of the one sort against core's on the Voldétour bot's priors (~900 placements
    /// by value, many equal), the longest list the app sorts:
    /// `cargo test --profile bench-native --no-default-features --lib core::sort::tests::speed -- --ignored --nocapture`
    #[test]
    #[ignore]
    fn speed_against_core_sort() {
        type Priors = Vec<(usize, f32)>;
        let mut rng = Rng::new(3);
        let lists: Vec<Priors> =
            (0..2000).map(|_| (0..900).map(|i| (i, rng.below(200) as f32 * 0.01)).collect()).collect();
        let time = |sort: &dyn Fn(&mut Priors)| {
            let start = std::time::Instant::now();
            for list in &lists {
                let mut list = list.clone();
                sort(&mut list);
                std::hint::black_box(&list);
            }
            start.elapsed().as_secs_f64() * 1e6 / lists.len() as f64
        };
        let ours = time(&|l| sort_by(l, |a, b| b.1.total_cmp(&a.1)));
        let core = time(&|l| l.sort_by(|a, b| b.1.total_cmp(&a.1)));
        println!("900 items: core::sort::sort_by {ours:.1} µs, slice::sort_by {core:.1} µs");
    }

    #[test]
    fn sorted_order_is_a_permutation_in_key_order() {
        let keys = [3, 1, 2, 1, 0];
        assert_eq!(sorted_order(keys.len(), &mut |a, b| keys[a].cmp(&keys[b])), vec![4, 1, 3, 2, 0]);
        assert!(sorted_order(0, &mut |_, _| Ordering::Equal).is_empty());
    }

    #[test]
    fn items_that_are_not_copy_are_moved_whole() {
        let mut words = vec!["pear".to_string(), "fig".into(), "apple".into(), "kiwi".into()];
        sort_by_key(&mut words, |w| w.len());
        assert_eq!(words, ["fig", "pear", "kiwi", "apple"]);
    }
}
