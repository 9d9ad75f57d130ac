//! The JSON module against serde_json (a dev-dependency): what the app stored with serde_json is
//! read the same, and what it writes now is the same text.

use super::*;

/// The same document as serde_json's `Value` (objects as its sorted maps, last repeated key kept).
pub(crate) fn to_serde(value: &Value) -> serde_json::Value {
    match value {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(*b),
        Value::Number(Number::PosInt(n)) => serde_json::Value::from(*n),
        Value::Number(Number::NegInt(n)) => serde_json::Value::from(*n),
        Value::Number(Number::Float(x)) => serde_json::Number::from_f64(*x).map_or(serde_json::Value::Null, Into::into),
        Value::String(s) => serde_json::Value::String(s.clone()),
        Value::Array(items) => serde_json::Value::Array(items.iter().map(to_serde).collect()),
        Value::Object(members) => {
            serde_json::Value::Object(members.iter().map(|(k, v)| (k.clone(), to_serde(v))).collect())
        }
    }
}

/// Parses `text` with both; they must agree on acceptance, on the value, and on its compact text.
fn agree(text: &str) {
    let ours = parse(text);
    let theirs = serde_json::from_str::<serde_json::Value>(text);
    match (&ours, &theirs) {
        (Ok(v), Ok(s)) => {
            assert_eq!(&to_serde(v), s, "{text}");
            assert_eq!(v.clone().normalized().to_string(), s.to_string(), "{text}");
        }
        (Err(_), Err(_)) => {}
        _ => panic!("{text:?}: ours {ours:?}, serde_json {theirs:?}"),
    }
}

#[test]
fn valid_documents_read_as_serde_json_reads_them() {
    for text in [
        "null",
        " true ",
        "\t\r\nfalse\n",
        "0",
        "-0",
        "-0.0",
        "1",
        "-1",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775808",
        "-9223372036854775809",
        "123456789012345678901234567890",
        "1.5",
        "-2.25e3",
        "1E2",
        "1e+2",
        "1e-2",
        "0.1",
        "1732435200000.0",
        "1732435200000",
        "1e-400",
        "\"\"",
        "\"plain\"",
        r#""esc \" \\ \/ \b \f \n \r \t""#,
        r#""\u0041\u00e9\u4e2d\ud83d\ude00""#,
        "\"unescaped é 中 😀\"",
        "[]",
        "[ 1 , [2, [3]], {} ]",
        "{}",
        r#"{"b":1,"a":[true,null],"c":{"z":"y","x":-5}}"#,
        r#"{"a":1,"a":2}"#,
        r#"{"players":2,"cards":"Off","master":false,"master_card":null}"#,
    ] {
        assert!(parse(text).is_ok(), "{text}");
        agree(text);
    }
}

#[test]
fn invalid_documents_are_refused_with_a_detail() {
    for text in [
        "",
        " ",
        "nul",
        "nulll",
        "True",
        "01",
        "-",
        "-a",
        "1.",
        ".5",
        "1e",
        "1e+",
        "+1",
        "0x10",
        "1e400",
        "-1e400",
        "NaN",
        "Infinity",
        "\"open",
        "\"bad \\x escape\"",
        "\"\\u12\"",
        "\"\\ud83d\"",
        "\"\\ud83d\\u0041\"",
        "\"\\ude00\"",
        "\"tab\tinside\"",
        "[",
        "[1,]",
        "[1 2]",
        "{\"a\"}",
        "{\"a\":}",
        "{\"a\":1,}",
        "{a:1}",
        "{\"a\":1 \"b\":2}",
        "[] []",
        "{} x",
    ] {
        let err = parse(text).expect_err(text);
        assert!(!err.to_string().is_empty());
        agree(text);
    }
    assert_eq!(parse("[1,]").unwrap_err().to_string(), "trailing comma at line 1 column 4");
    assert_eq!(parse("{\n  \"a\" 1}").unwrap_err().to_string(), "expected `:` at line 2 column 7");
}

#[test]
fn nesting_stops_where_serde_json_stops() {
    let nested = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    assert!(parse(&nested(MAX_DEPTH)).is_ok());
    assert!(parse(&nested(MAX_DEPTH + 1)).unwrap_err().to_string().starts_with("recursion limit exceeded"));
    agree(&nested(MAX_DEPTH));
    agree(&nested(MAX_DEPTH + 1));
    // Far deeper input is refused without exhausting the stack.
    assert!(parse(&"[{\"a\":".repeat(100_000)).is_err());
}

#[test]
fn strings_are_written_as_serde_json_writes_them() {
    let every_control: String = (0u32..0x20).filter_map(char::from_u32).collect();
    for s in ["", "plain", "quote \" and \\ backslash / slash", "é 中 😀 \u{7f} \u{2028}", every_control.as_str()] {
        let ours = Value::String(s.to_string()).to_string();
        assert_eq!(ours, serde_json::to_string(s).unwrap());
        assert_eq!(parse(&ours), Ok(Value::String(s.to_string())));
    }
}

#[test]
fn whole_millisecond_timestamps_are_written_as_serde_json_writes_them() {
    for x in [0.0, -0.0, 1.0, -1.0, 2.0, 1_732_435_200_000.0, 9_007_199_254_740_991.0, -1_732_435_200_000.0] {
        let ours = Value::Number(Number::Float(x)).to_string();
        assert_eq!(ours, serde_json::to_string(&x).unwrap(), "{x}");
        let Ok(Value::Number(Number::Float(back))) = parse(&ours) else { panic!("{ours}") };
        assert_eq!(back.to_bits(), x.to_bits(), "{ours}");
    }
    // Timestamps serde_json wrote, or that arrive as integers, read exactly.
    assert_eq!(from_str::<f64>("1732435200000.0"), Ok(1_732_435_200_000.0));
    assert_eq!(from_str::<f64>("1732435200000"), Ok(1_732_435_200_000.0));
    assert_eq!(from_str::<f64>("1.7324352e12"), Ok(1_732_435_200_000.0));
    assert_eq!(from_str::<f64>("9007199254740993"), Ok(9_007_199_254_740_992.0));
}

#[test]
fn other_floats_read_back_to_themselves_in_both_readers() {
    let mut rng = crate::core::Rng::new(7);
    let mut samples = vec![
        0.5,
        0.1,
        -0.25,
        1.0 / 3.0,
        1_732_435_200_000.5,
        1_732_435_200_000.123,
        123.456,
        1e-7,
        6.02214076e23,
        1.7976931348623157e308,
        5e-324,
        2.2250738585072014e-308,
        1e16,
        9_007_199_254_740_993.0 * 2.0,
        18_446_744_073_709_551_616.0,
    ];
    for _ in 0..2_000 {
        samples.push(f64::from_bits(rng.next_u64()));
        samples.push((rng.next_u64() >> 11) as f64 / 1e3);
        samples.push(rng.next_u64() as f64 / (1 + rng.below(1_000_000)) as f64);
    }
    let mut same_text = 0;
    let mut compared = 0;
    let mut inexact = 0;
    for x in samples.into_iter().filter(|x| x.is_finite()) {
        let ours = Value::Number(Number::Float(x)).to_string();
        let Ok(Value::Number(Number::Float(back))) = parse(&ours) else { panic!("{x:e} wrote {ours}") };
        // Exact far beyond the magnitudes of timestamps; at extreme magnitudes, where the reader
        // scales by inexact powers of ten, a few units in the last place at worst.
        let ulps = back.to_bits().abs_diff(x.to_bits());
        if (1e-15..1e30).contains(&x.abs()) {
            assert_eq!(ulps, 0, "{x:e} wrote {ours}, read {back:e}");
        } else {
            assert!(ulps <= 4, "{x:e} wrote {ours}, read {back:e}");
        }
        inexact += usize::from(ulps != 0);
        let serde_back: f64 = serde_json::from_str(&ours).unwrap();
        let serde_ulps = serde_back.to_bits().abs_diff(x.to_bits());
        assert!(serde_ulps <= 4, "serde_json reads {ours} as {serde_back:e}, not {x:e}");
        compared += 1;
        same_text += usize::from(ours == serde_json::to_string(&x).unwrap());
    }
    // Most are serde_json's text too; where two shortest digit strings both read back (17 digits),
    // serde_json takes the one nearer the exact value, which this writer cannot always tell.
    println!("{same_text} of {compared} written as serde_json writes them, {inexact} read back inexactly");
    assert!(same_text * 2 >= compared, "only {same_text} of {compared} written as serde_json writes them");
    assert!(inexact * 10 <= compared, "{inexact} of {compared} read back inexactly");
}

#[test]
fn floats_of_up_to_15_digits_are_written_as_serde_json_writes_them() {
    let mut rng = crate::core::Rng::new(11);
    let mut samples = vec![0.1, 0.5, 1e-7, 1.5e-5, 1e16, 1.5e16, 1e22, 6.02214076e23, 1e30, 1e-20, 123.456];
    let mut compared = 0;
    for _ in 0..5_000 {
        let digits = rng.next_u64() % 1_000_000_000_000_000;
        let exponent = rng.below(60) as i32 - 40;
        samples.push(digits as f64 * 10f64.powi(exponent));
        samples.push(rng.below(1_000_000) as f64 / 10f64.powi(rng.below(8) as i32));
    }
    for x in samples {
        let Some(theirs) = serde_json::to_string(&x).ok() else { continue };
        // The sample itself may need more digits than it was made with; only decimals of up to
        // 15 significant digits (a unique shortest form) where the reader is exact are compared.
        let mantissa = theirs.split('e').next().unwrap_or_default();
        let significant = mantissa.trim_start_matches(['-', '0', '.']).trim_end_matches(['0', '.']).replace('.', "");
        if significant.len() > 15 || !(1e-20..1e38).contains(&x.abs()) {
            continue;
        }
        compared += 1;
        assert_eq!(Value::Number(Number::Float(x)).to_string(), theirs, "{x:e}");
    }
    assert!(compared > 5_000, "{compared}");
}

#[test]
fn non_finite_floats_are_written_as_null() {
    for x in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        assert_eq!(Value::Number(Number::Float(x)).to_string(), "null");
        assert_eq!(serde_json::to_string(&x).unwrap(), "null");
    }
}

#[test]
fn integers_are_exact_and_checked_against_their_type() {
    assert_eq!(from_str::<u64>("18446744073709551615"), Ok(u64::MAX));
    assert_eq!(from_str::<u64>("9007199254740993"), Ok(9_007_199_254_740_993));
    assert!(from_str::<u64>("18446744073709551616").is_err(), "beyond u64 is a float");
    assert!(from_str::<u64>("-1").is_err());
    assert!(from_str::<u64>("2.0").is_err(), "serde refuses a float where an integer is needed");
    assert!(from_str::<u64>("1e2").is_err());
    assert_eq!(from_str::<u8>("255"), Ok(255));
    assert_eq!(from_str::<u8>("256").unwrap_err().to_string(), "invalid value: integer `256`, expected u8");
    assert_eq!(from_str::<u32>("-3").unwrap_err().to_string(), "invalid value: integer `-3`, expected u32");
    assert_eq!(from_str::<u32>("\"3\"").unwrap_err().to_string(), "invalid type: string, expected u32");
    for n in [0, 1, u64::MAX] {
        assert_eq!(n.to_json_string(), serde_json::to_string(&n).unwrap());
    }
    assert_eq!(Value::Number(Number::NegInt(i64::MIN)).to_string(), i64::MIN.to_string());
}

#[test]
fn struct_fields_follow_serdes_rules() {
    let value = parse(r#"{"a":1,"unknown":{"deep":[1,2]},"b":null}"#).unwrap();
    let fields = Fields::of(&value, "Test", &["a", "b", "c"]).unwrap();
    assert_eq!(fields.required::<u32>("a"), Ok(1));
    assert_eq!(fields.required::<Option<u32>>("b"), Ok(None));
    assert_eq!(fields.or::<u32>("c", 7), Ok(7));
    assert_eq!(fields.required::<u32>("c").unwrap_err().to_string(), "missing field `c`");
    let repeated = parse(r#"{"a":1,"a":2}"#).unwrap();
    let err = Fields::of(&repeated, "Test", &["a"]).unwrap().required::<u32>("a").unwrap_err();
    assert_eq!(err.to_string(), "duplicate field `a`");
    assert_eq!(
        Fields::of(&Value::Null, "Test", &["a"]).err().map(|e| e.to_string()).as_deref(),
        Some("invalid type: null, expected struct Test")
    );
}

#[test]
fn unit_variants_read_by_name_or_as_serde_json_tagged_them() {
    #[derive(Clone, Copy, Debug, PartialEq)]
    enum E {
        A,
        B,
    }
    const NAMES: [(&str, E); 2] = [("A", E::A), ("B", E::B)];
    assert_eq!(unit_variant(&parse("\"B\"").unwrap(), &NAMES), Ok(E::B));
    assert_eq!(unit_variant(&parse("{\"A\":null}").unwrap(), &NAMES), Ok(E::A));
    assert!(unit_variant(&parse("{\"A\":1}").unwrap(), &NAMES).is_err());
    assert!(unit_variant(&parse("{\"A\":null,\"B\":null}").unwrap(), &NAMES).is_err());
    let err = unit_variant(&parse("\"a\"").unwrap(), &NAMES).unwrap_err();
    assert_eq!(err.to_string(), "unknown variant `a`, expected one of `A`, `B`");
    assert_eq!(unit_variant_name(E::B, &NAMES), Value::String("B".into()));
}

#[test]
fn normalized_objects_are_serde_json_maps() {
    let value = parse(r#"{"b":{"d":1,"c":2},"a":[{"y":1,"x":2}],"b2":0,"a":3}"#).unwrap();
    assert_eq!(value.clone().normalized().to_string(), to_serde(&value).to_string());
    assert_eq!(value.normalized().to_string(), r#"{"a":3,"b":{"c":2,"d":1},"b2":0}"#);
}

/// A struct with one field, as serde and as this module read it.
#[derive(Debug, PartialEq, serde::Deserialize)]
struct Players {
    players: u8,
}

impl FromJson for Players {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        Ok(Players { players: Fields::of(value, "Players", &["players"])?.required("players")? })
    }
}

#[test]
fn unknown_members_are_still_read_as_json() {
    let deep = format!(r#"{{"players":2,"x":{}{}}}"#, "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
    for text in [r#"{"players":2,"x":"\ud800"}"#, r#"{"players":2,"x":1e400}"#, deep.as_str()] {
        assert_eq!(serde_json::from_str::<Players>(text).ok(), Some(Players { players: 2 }), "serde skipped it");
        assert!(from_str::<Players>(text).is_err(), "{text}");
    }
    // Well-formed unknown members are ignored by both.
    let text = r#"{"x":{"y":[1,"\ud83d\ude00",null]},"players":3}"#;
    assert_eq!(from_str::<Players>(text), Ok(Players { players: 3 }));
    assert_eq!(serde_json::from_str::<Players>(text).ok(), Some(Players { players: 3 }));
}
