//! The Chrome trace: the Trace Event format's JSON array of complete (`"ph": "X"`) events, one
//! per record, timestamps and durations in microseconds, one track ("thread") per stream.

use super::{ProfileKind, ProfileRecord};

/// The records as Trace Event JSON.
pub(super) fn chrome_trace(records: &[ProfileRecord]) -> String {
    let mut out = String::from("[\n");
    for (i, r) in records.iter().enumerate() {
        let category = match r.kind {
            ProfileKind::Launch => "launch",
            ProfileKind::Copy => "copy",
        };
        out.push_str(&format!(
            "{{\"name\":{},\"cat\":\"{category}\",\"ph\":\"X\",\"ts\":{:.3},\"dur\":{:.3},\"pid\":{},\"tid\":{},\"args\":{{\"grid\":[{},{},{}],\"bytes\":{}}}}}{}\n",
            json_string(&r.name),
            r.submitted.as_secs_f64() * 1e6,
            r.duration.as_secs_f64() * 1e6,
            json_string(&r.device),
            r.stream,
            r.grid[0],
            r.grid[1],
            r.grid[2],
            r.bytes,
            if i + 1 < records.len() { "," } else { "" }
        ));
    }
    out.push(']');
    out
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn records_become_complete_events_with_escaped_names() {
        let r = ProfileRecord {
            kind: ProfileKind::Launch,
            name: "odd\"name\\".into(),
            device: "cpu:0".into(),
            grid: [4, 1, 1],
            stream: 2,
            bytes: 1024,
            submitted: Duration::from_micros(1500),
            duration: Duration::from_nanos(2500),
        };
        let json = chrome_trace(&[r.clone(), r]);
        assert!(json.starts_with("[\n{\"name\":\"odd\\\"name\\\\\""), "{json}");
        assert!(
            json.contains("\"ph\":\"X\",\"ts\":1500.000,\"dur\":2.500,\"pid\":\"cpu:0\",\"tid\":2"),
            "{json}"
        );
        assert_eq!(json.matches("},\n").count(), 1, "{json}");
        assert!(json.ends_with("}\n]"), "{json}");
    }
}
