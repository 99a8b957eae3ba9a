//! The Chrome trace: the Trace Event format's JSON array of complete (`"ph": "X"`) events, one
//! per record, timestamps and durations in microseconds, one track ("thread") per stream.

use super::{ProfileKind, ProfileRecord};

/// The records as Trace Event JSON.
pub(super) fn chrome_trace(records: &[ProfileRecord]) -> String {
    // Perfetto wants numeric process and thread ids: one process per device (a context has one),
    // one thread per stream, named by metadata events.
    let mut devices: Vec<&str> = Vec::new();
    let mut streams: Vec<(usize, u32)> = Vec::new();
    let mut events = Vec::with_capacity(records.len() + 2);
    for r in records {
        let pid = match devices.iter().position(|d| *d == r.device) {
            Some(i) => i + 1,
            None => {
                devices.push(&r.device);
                events.push(format!(
                    "{{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":{},\"tid\":0,\"args\":{{\"name\":{}}}}}",
                    devices.len(),
                    json_string(&r.device)
                ));
                devices.len()
            }
        };
        if !streams.contains(&(pid, r.stream)) {
            streams.push((pid, r.stream));
            events.push(format!(
                "{{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":{pid},\"tid\":{},\"args\":{{\"name\":\"stream {}\"}}}}",
                r.stream, r.stream
            ));
        }
        let category = match r.kind {
            ProfileKind::Launch => "launch",
            ProfileKind::Copy => "copy",
        };
        events.push(format!(
            "{{\"name\":{},\"cat\":\"{category}\",\"ph\":\"X\",\"ts\":{:.3},\"dur\":{:.3},\"pid\":{pid},\"tid\":{},\"args\":{{\"grid\":[{},{},{}],\"bytes\":{}}}}}",
            json_string(&r.name),
            r.submitted.as_secs_f64() * 1e6,
            r.duration.as_secs_f64() * 1e6,
            r.stream,
            r.grid[0],
            r.grid[1],
            r.grid[2],
            r.bytes,
        ));
    }
    format!(
        "{{\"traceEvents\":[\n{}\n],\"displayTimeUnit\":\"ns\"}}\n",
        events.join(",\n")
    )
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
        assert!(json.starts_with("{\"traceEvents\":[\n"), "{json}");
        assert!(json.contains("{\"name\":\"odd\\\"name\\\\\""), "{json}");
        assert!(
            json.contains("\"ph\":\"X\",\"ts\":1500.000,\"dur\":2.500,\"pid\":1,\"tid\":2"),
            "{json}"
        );
        assert!(
            json.contains("\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"cpu:0\"}"),
            "{json}"
        );
        assert!(json.contains("\"args\":{\"name\":\"stream 2\"}"), "{json}");
        assert_eq!(
            json.matches("\"ph\":\"M\"").count(),
            2,
            "one process, one stream: {json}"
        );
        assert_eq!(json.matches("},\n").count(), 3, "{json}");
        assert!(json.ends_with("}\n],\"displayTimeUnit\":\"ns\"}\n"), "{json}");
    }
}
