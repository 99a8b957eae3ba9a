//! `anygpu devices`: the table of every device anygpu can run on, best first, with the notes
//! the backends left about them, then what was found of each runtime and why one gives no
//! devices; or all of it as JSON (`--json`) for scripts.
//!
//! The JSON is one object; its field names are stable (new fields may be added, none renamed):
//! `{"schema": 1, "devices": [DEVICE...], "runtimes": [RUNTIME...]}` with
//! DEVICE `{"id", "kind", "index", "name", "type", "mock", "memory_bytes", "compute_units",
//! "compute_version", "subgroup_size", "subgroup_min_size", "max_workgroup_size", "max_workgroup_dims",
//! "workgroup_memory_bytes", "max_binding_bytes", "max_grid", "dispatch_grid", "max_workgroups" (null: no limit), "clock_mhz", "pci_bus_id", "uuid",
//! "features": {"f16", "f64", "int64", "subgroups", "f32_atomics", "f64_transcendentals",
//! "cooperative_matrices"}, "notes"}`
//! (`pci_bus_id`, `uuid` null when unknown; `max_binding_bytes` null for no limit) and RUNTIME
//! `{"kind", "compiled", "found", "version", "devices", "reason", "notes"}` (`version`, `reason`
//! null when absent) — the fields of `anygpu::RuntimeStatus`.

use std::io::{self, Write};

use anygpu::{available_devices, runtimes, DeviceInfo, DeviceType, RuntimeStatus};
use serde_json::{json, Value};

use crate::args::DevicesArgs;
use crate::error::{stdout_error, CliError, CliResult};
use crate::values::format_bytes;

/// Prints the device table and the runtimes (or their JSON); fails when there is no device or
/// `ANYGPU_MOCK` is malformed, after printing what there is.
pub fn list(args: &DevicesArgs) -> CliResult {
    let devices = available_devices();
    let runtimes = runtimes();
    let mut out = io::stdout().lock();
    // A malformed ANYGPU_MOCK leaves the CPU devices out: say why, after the GPUs that remain.
    let mock_error = std::env::var("ANYGPU_MOCK")
        .ok()
        .and_then(|spec| anygpu::CpuDeviceConfig::parse_mock_spec(&spec).err());
    let text = if args.json {
        let doc = json!({
            "schema": 1,
            "devices": devices.iter().map(device_json).collect::<Vec<_>>(),
            "runtimes": runtimes.iter().map(runtime_json).collect::<Vec<_>>(),
        });
        // Serialising a `Value` cannot fail.
        serde_json::to_string_pretty(&doc).unwrap_or_default() + "\n"
    } else {
        let mut text = String::new();
        if !devices.is_empty() {
            text.push_str(&device_table(&devices));
            text.push('\n');
        }
        text.push_str(&runtime_table(&runtimes));
        text
    };
    out.write_all(text.as_bytes()).map_err(stdout_error)?;
    out.flush().map_err(stdout_error)?;
    match mock_error {
        Some(e) => Err(CliError::Message(format!("{e} (the CPU devices are not listed)"))),
        None if devices.is_empty() => Err(CliError::Message(
            "no devices found (the runtimes above say why)".into(),
        )),
        None => Ok(()),
    }
}

/// The name `--json` gives a device type.
fn type_name(t: DeviceType) -> &'static str {
    match t {
        DeviceType::DiscreteGpu => "discrete_gpu",
        DeviceType::IntegratedGpu => "integrated_gpu",
        DeviceType::VirtualGpu => "virtual_gpu",
        DeviceType::SoftwareGpu => "software_gpu",
        DeviceType::Cpu => "cpu",
        DeviceType::Other => "other",
    }
}

fn device_json(d: &DeviceInfo) -> Value {
    let unknown_if_empty = |s: &str| if s.is_empty() { Value::Null } else { Value::from(s) };
    json!({
        "id": d.id.to_string(),
        "kind": d.kind.to_string(),
        "index": d.id.index,
        "name": d.name,
        "type": type_name(d.device_type),
        "mock": d.is_mock,
        "profile": d.profile,
        "memory_bytes": d.memory_total,
        "compute_units": d.multiprocessor_count,
        "compute_version": d.compute_version,
        "subgroup_size": d.subgroup_size,
        "subgroup_min_size": d.subgroup_min_size,
        "max_workgroup_size": d.max_workgroup_size,
        "max_workgroup_dims": d.max_workgroup_dims,
        "workgroup_memory_bytes": d.workgroup_memory_limit,
        "max_binding_bytes": if d.max_binding_bytes == u64::MAX { Value::Null } else { Value::from(d.max_binding_bytes) },
        "max_grid": d.max_grid,
        "dispatch_grid": d.dispatch_grid,
        "max_workgroups": if d.max_workgroups == u64::MAX { Value::Null } else { Value::from(d.max_workgroups) },
        "clock_mhz": d.clock_mhz,
        "pci_bus_id": unknown_if_empty(&d.pci_bus_id),
        "uuid": unknown_if_empty(&d.uuid),
        "features": {
            "f16": d.features.f16,
            "f64": d.features.f64,
            "int64": d.features.int64,
            "subgroups": d.features.subgroups,
            "f32_atomics": d.features.f32_atomics,
            "f64_transcendentals": d.features.f64_transcendentals,
            "cooperative_matrices": d.features.cooperative_matrices,
            "bf16": d.features.bf16,
        },
        "notes": d.notes,
    })
}

fn runtime_json(r: &RuntimeStatus) -> Value {
    json!({
        "kind": r.kind.to_string(),
        "compiled": r.compiled,
        "found": r.found,
        "version": r.version,
        "devices": r.devices,
        "reason": r.reason,
        "notes": r.notes,
    })
}

/// One line per runtime: kind, version, device count and `ok` or why there are none; then the
/// runtimes' notes.
fn runtime_table(runtimes: &[RuntimeStatus]) -> String {
    let header = ["RUNTIME", "VERSION", "DEVICES", "STATUS"].map(String::from);
    let rows: Vec<[String; 4]> = runtimes
        .iter()
        .map(|r| {
            [
                r.kind.to_string(),
                r.version.clone().unwrap_or_else(|| "-".into()),
                r.devices.to_string(),
                r.summary().to_string(),
            ]
        })
        .collect();
    let mut widths = header.clone().map(|h| h.chars().count());
    for r in &rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let mut table = String::new();
    for r in std::iter::once(&header).chain(&rows) {
        let line = format!(
            "{}  {}  {}  {}",
            padded(&r[0], widths[0], false),
            padded(&r[1], widths[1], false),
            padded(&r[2], widths[2], true),
            r[3]
        );
        table.push_str(line.trim_end());
        table.push('\n');
    }
    for r in runtimes {
        for note in &r.notes {
            table.push_str(&format!("note: {}: {note}\n", r.kind));
        }
    }
    table
}

/// One row per device under a header, columns aligned, then the devices' notes.
fn device_table(devices: &[DeviceInfo]) -> String {
    let header = ["ID", "KIND", "NAME", "MEMORY", "COMPUTE UNITS", "COMPUTE VERSION"];
    let rows: Vec<[String; 6]> = devices
        .iter()
        .map(|d| {
            [
                d.id.to_string(),
                if let Some(profile) = d.profile {
                    format!("{} (mock {profile})", d.kind)
                } else if d.is_mock {
                    format!("{} (mock)", d.kind)
                } else {
                    d.kind.to_string()
                },
                d.name.clone(),
                format_bytes(d.memory_total),
                d.multiprocessor_count.to_string(),
                d.compute_version.clone(),
            ]
        })
        .collect();
    let mut widths = header.map(|h| h.chars().count());
    for r in &rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |cells: &[String]| {
        let mut s = String::new();
        for (i, (c, w)) in cells.iter().zip(widths).enumerate() {
            if i + 1 == cells.len() {
                s.push_str(c);
            } else {
                s.push_str(&padded(c, w, i == 3 || i == 4));
                s.push_str("  ");
            }
        }
        s.truncate(s.trim_end().len());
        s.push('\n');
        s
    };
    let mut table = line(&header.map(String::from));
    for r in &rows {
        table.push_str(&line(r));
    }
    for d in devices {
        for note in &d.notes {
            table.push_str(&format!("note: {}: {note}\n", d.id));
        }
    }
    table
}

/// `cell` padded with spaces to `width` characters, on the left when `right` (right-aligned).
/// By hand: `format!`'s width stops at 65535 and panics past it, and a device's name (a mock's,
/// from ANYGPU_MOCK) may be longer.
fn padded(cell: &str, width: usize, right: bool) -> String {
    let pad = " ".repeat(width.saturating_sub(cell.chars().count()));
    if right {
        pad + cell
    } else {
        format!("{cell}{pad}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_table_has_all_columns() {
        let info = DeviceInfo {
            id: "cpu:1".parse().unwrap(),
            name: "Mock GPU".into(),
            kind: anygpu::DeviceKind::Cpu,
            memory_total: 64 << 20,
            multiprocessor_count: 8,
            compute_version: "znver5".into(),
            subgroup_size: 16,
            subgroup_min_size: 16,
            max_workgroup_size: 1024,
            max_workgroup_dims: [1024, 1024, 64],
            max_binding_bytes: u64::MAX,
            max_storage_buffers: u32::MAX,
            features: anygpu::Features::ALL,
            is_mock: true,
            profile: None,
            device_type: anygpu::DeviceType::Cpu,
            clock_mhz: 0,
            workgroup_memory_limit: 32 << 20,
            max_grid: [65535; 3],
            dispatch_grid: [65535; 3],
            max_workgroups: u64::MAX,
            pci_bus_id: String::new(),
            uuid: String::new(),
            notes: Vec::new(),
        };
        let t = device_table(std::slice::from_ref(&info));
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 2);
        for h in ["ID", "KIND", "NAME", "MEMORY", "COMPUTE UNITS", "COMPUTE VERSION"] {
            assert!(lines[0].contains(h), "{t}");
        }
        for v in ["cpu:1", "cpu (mock)", "Mock GPU", "64 MiB", "8", "znver5"] {
            assert!(lines[1].contains(v), "{t}");
        }
        let j = device_json(&info);
        assert_eq!(j["id"], "cpu:1");
        assert_eq!(j["type"], "cpu");
        assert_eq!(j["max_binding_bytes"], Value::Null, "no limit");
        assert_eq!(j["pci_bus_id"], Value::Null, "unknown");
        assert_eq!(j["features"]["subgroups"], true);
        assert_eq!(j["features"]["cooperative_matrices"], true);
        assert_eq!(j["memory_bytes"], 64u64 << 20);
        let without = DeviceInfo {
            features: anygpu::Features {
                cooperative_matrices: false,
                ..anygpu::Features::ALL
            },
            ..info
        };
        let j = device_json(&without);
        assert_eq!(j["features"]["cooperative_matrices"], false);
        assert_eq!(j["features"]["f16"], true);
    }

    #[test]
    fn runtime_table_says_why_a_runtime_has_no_devices() {
        let rows: Vec<RuntimeStatus> = anygpu::runtimes();
        let t = runtime_table(&rows);
        let lines: Vec<&str> = t.lines().collect();
        assert!(lines[0].starts_with("RUNTIME") && lines[0].ends_with("STATUS"), "{t}");
        for r in &rows {
            let line = lines
                .iter()
                .find(|l| l.split_whitespace().next() == Some(r.kind.prefix()))
                .unwrap_or_else(|| panic!("no line for {}:\n{t}", r.kind));
            assert!(line.ends_with(r.summary()), "{line}");
            let j = runtime_json(r);
            assert_eq!(j["devices"], r.devices);
            assert_eq!(j["reason"].is_null(), r.devices > 0);
        }
    }
}
