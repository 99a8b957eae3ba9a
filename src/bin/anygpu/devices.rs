//! `anygpu devices`: the table of every device anygpu can run on, best first, with the notes
//! the backends left about them.

use std::io::{self, Write};

use anygpu::{available_devices, DeviceInfo};

use crate::error::{stdout_error, CliError, CliResult};
use crate::values::format_bytes;

/// Prints the device table; fails when there is no device or `ANYGPU_MOCK` is malformed.
pub fn list() -> CliResult {
    let devices = available_devices();
    let mut out = io::stdout().lock();
    // A malformed ANYGPU_MOCK leaves the CPU devices out: say why, after the GPUs that remain.
    let mock_error = std::env::var("ANYGPU_MOCK")
        .ok()
        .and_then(|spec| anygpu::CpuDeviceConfig::parse_mock_spec(&spec).err());
    if devices.is_empty() && mock_error.is_none() {
        return Err(CliError::Message("no devices found".into()));
    }
    if !devices.is_empty() {
        write!(out, "{}", device_table(&devices)).map_err(stdout_error)?;
        out.flush().map_err(stdout_error)?;
    }
    match mock_error {
        Some(e) => Err(CliError::Message(format!("{e} (the CPU devices are not listed)"))),
        None => Ok(()),
    }
}

/// One row per device under a header, columns aligned, then the devices' notes.
fn device_table(devices: &[DeviceInfo]) -> String {
    let header = ["ID", "KIND", "NAME", "MEMORY", "COMPUTE UNITS", "COMPUTE VERSION"];
    let rows: Vec<[String; 6]> = devices
        .iter()
        .map(|d| {
            [
                d.id.to_string(),
                if d.is_mock {
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
            } else if i == 3 || i == 4 {
                s.push_str(&format!("{c:>w$}  "));
            } else {
                s.push_str(&format!("{c:<w$}  "));
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
            max_workgroup_size: 1024,
            max_workgroup_dims: [1024, 1024, 64],
            max_binding_bytes: u64::MAX,
            features: anygpu::Features::ALL,
            is_mock: true,
            device_type: anygpu::DeviceType::Cpu,
            clock_mhz: 0,
            workgroup_memory_limit: 32 << 20,
            max_grid: [65535; 3],
            pci_bus_id: String::new(),
            uuid: String::new(),
            notes: Vec::new(),
        };
        let t = device_table(&[info]);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 2);
        for h in ["ID", "KIND", "NAME", "MEMORY", "COMPUTE UNITS", "COMPUTE VERSION"] {
            assert!(lines[0].contains(h), "{t}");
        }
        for v in ["cpu:1", "cpu (mock)", "Mock GPU", "64 MiB", "8", "znver5"] {
            assert!(lines[1].contains(v), "{t}");
        }
    }
}
