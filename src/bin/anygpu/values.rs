//! Numbers as the command line writes them: typed scalar values in and out (little-endian bytes
//! of the library's [`ScalarType`]), integers in any base, byte counts and byte sizes.

use anygpu::compiler::ScalarType;

/// A scalar type by its WGSL name, in any case (`f32`, `U64`).
pub fn parse_scalar_type(s: &str) -> Result<ScalarType, String> {
    let want = s.trim().to_ascii_lowercase();
    ScalarType::ALL
        .into_iter()
        .find(|t| t.name() == want)
        .ok_or_else(|| format!("unknown type `{want}` (expected f16, f32, f64, i32, i64, u32 or u64)"))
}

/// Parses one value of type `ty` into its little-endian bytes (`ty.width()` of them).
pub fn parse_value(ty: ScalarType, v: &str) -> Result<Vec<u8>, String> {
    let v = v.trim();
    let bad = || format!("`{v}` is not a valid {}", ty.name());
    let out_of_range = || format!("`{v}` is out of range for {}", ty.name());
    let signed = || -> Result<i128, String> {
        let (neg, digits) = match v.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, v.strip_prefix('+').unwrap_or(v)),
        };
        let magnitude = i128::from(parse_unsigned(digits).ok_or_else(bad)?);
        Ok(if neg { -magnitude } else { magnitude })
    };
    let unsigned = || parse_unsigned(v.strip_prefix('+').unwrap_or(v)).ok_or_else(bad);
    Ok(match ty {
        ScalarType::F16 => half::f16::from_f32(v.parse::<f32>().map_err(|_| bad())?)
            .to_le_bytes()
            .to_vec(),
        ScalarType::F32 => v.parse::<f32>().map_err(|_| bad())?.to_le_bytes().to_vec(),
        ScalarType::F64 => v.parse::<f64>().map_err(|_| bad())?.to_le_bytes().to_vec(),
        ScalarType::I32 => i32::try_from(signed()?)
            .map_err(|_| out_of_range())?
            .to_le_bytes()
            .to_vec(),
        ScalarType::I64 => i64::try_from(signed()?)
            .map_err(|_| out_of_range())?
            .to_le_bytes()
            .to_vec(),
        ScalarType::U32 => u32::try_from(unsigned()?)
            .map_err(|_| out_of_range())?
            .to_le_bytes()
            .to_vec(),
        ScalarType::U64 => unsigned()?.to_le_bytes().to_vec(),
    })
}

/// Formats one value of type `ty` from its `ty.width()` little-endian bytes.
pub fn format_value(ty: ScalarType, b: &[u8]) -> String {
    fn le<const N: usize>(b: &[u8]) -> [u8; N] {
        let mut a = [0; N];
        a.copy_from_slice(&b[..N]);
        a
    }
    match ty {
        ScalarType::F16 => half::f16::from_le_bytes(le(b)).to_string(),
        ScalarType::F32 => f32::from_le_bytes(le(b)).to_string(),
        ScalarType::F64 => f64::from_le_bytes(le(b)).to_string(),
        ScalarType::I32 => i32::from_le_bytes(le(b)).to_string(),
        ScalarType::I64 => i64::from_le_bytes(le(b)).to_string(),
        ScalarType::U32 => u32::from_le_bytes(le(b)).to_string(),
        ScalarType::U64 => u64::from_le_bytes(le(b)).to_string(),
    }
}

/// Decimal, `0x` hexadecimal or `0b` binary, with `_` separators allowed.
pub fn parse_unsigned(s: &str) -> Option<u64> {
    let s = s.trim().replace('_', "");
    let (digits, radix) = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        (h.to_string(), 16)
    } else if let Some(b) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        (b.to_string(), 2)
    } else {
        (s, 10)
    };
    if digits.is_empty() || digits.starts_with(['+', '-']) {
        return None;
    }
    u64::from_str_radix(&digits, radix).ok()
}

/// `4096`, `64K`, `16M`, `1G` (binary units; `KiB`/`KB` spellings accepted).
pub fn parse_byte_count(s: &str) -> Option<u64> {
    let t = s.trim();
    let upper = t.to_ascii_uppercase();
    let stripped = upper
        .strip_suffix("IB")
        .or_else(|| upper.strip_suffix('B'))
        .unwrap_or(&upper);
    let (digits, mult) = match stripped.chars().last()? {
        'K' => (&stripped[..stripped.len() - 1], 1u64 << 10),
        'M' => (&stripped[..stripped.len() - 1], 1 << 20),
        'G' => (&stripped[..stripped.len() - 1], 1 << 30),
        _ => (stripped, 1),
    };
    parse_unsigned(digits.trim())?.checked_mul(mult)
}

/// Human-readable byte size (binary units).
pub fn format_bytes(n: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} B")
    } else if v.fract() == 0.0 {
        format!("{v:.0} {}", UNITS[u])
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// Little-endian bytes of `v`, as a buffer holds them.
    pub fn f32_bytes(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    #[test]
    fn byte_counts() {
        assert_eq!(parse_byte_count("4096"), Some(4096));
        assert_eq!(parse_byte_count("64k"), Some(64 << 10));
        assert_eq!(parse_byte_count("1G"), Some(1 << 30));
        assert_eq!(parse_byte_count("3KB"), Some(3 << 10));
        assert_eq!(parse_byte_count("M"), None);
        assert_eq!(parse_byte_count("-1"), None);
        assert_eq!(parse_byte_count("99999999999999G"), None);
    }

    #[test]
    fn byte_formatting() {
        assert_eq!(format_bytes(512), "512 B");
        assert_eq!(format_bytes(64 << 20), "64 MiB");
        assert_eq!(format_bytes(3 << 29), "1.5 GiB");
    }
}
