//! `ops::GgufFile` on files that are not what they say: every truncation of a valid file, each
//! malformed field on its own, and random corruption of the header. Each must be an error that
//! names the file (and, for the header, the byte), never a panic, a hang or an allocation the
//! file cannot back. (Reading valid files, on every device, is the conformance suite's
//! `gguf_file_tensors_load_as_their_blocks`.)

use anygpu::ops::GgufFile;
use anygpu::GpuError;
use rand::{Rng, SeedableRng};

use crate::common::gguf::{self, GgufBuilder};

/// A small valid file: metadata of several types and two tensors.
fn valid() -> GgufBuilder {
    let mut q8 = half::f16::from_f32(0.01).to_le_bytes().to_vec();
    q8.extend((0..32u8).map(|i| i.wrapping_mul(37)));
    GgufBuilder::new(32)
        .string("general.architecture", "llama")
        .u32("llama.block_count", 1)
        .strings("tokenizer.ggml.tokens", &["a", "bc"])
        .tensor("w", &[32, 1], gguf::Q8_0, q8)
        .tensor(
            "norm",
            &[4],
            gguf::F32,
            [1.0f32, 2.0, 3.0, 4.0].iter().flat_map(|v| v.to_le_bytes()).collect(),
        )
}

/// Opens `bytes` written to a file: the result, and the directory that holds the file.
fn open(bytes: &[u8]) -> anygpu::Result<GgufFile> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("model.gguf");
    std::fs::write(&path, bytes).unwrap();
    GgufFile::open(&path)
}

#[track_caller]
fn refused(bytes: &[u8], want: &str) {
    let e = open(bytes).expect_err(want);
    assert!(matches!(e, GpuError::InvalidArgument(_)), "{e:?}");
    let text = e.to_string();
    assert!(text.contains(want), "{want:?} not in: {text}");
    assert!(text.contains("model.gguf"), "the file is not named in: {text}");
}

#[test]
fn a_valid_file_opens_and_reads() {
    let file = open(&valid().bytes()).unwrap();
    assert_eq!(file.tensors().len(), 2);
    assert_eq!(file.read_bytes("norm").unwrap().len(), 16);
    assert_eq!(file.read_bytes("w").unwrap().len(), 34);
}

#[test]
fn every_truncation_of_a_file_is_an_error() {
    let bytes = valid().bytes();
    // Up to the end of the last tensor's data (the padding after it is not needed).
    let file = open(&bytes).unwrap();
    let end = file.tensors().iter().map(|t| t.offset + t.size.unwrap()).max().unwrap() as usize;
    for len in 0..end {
        let e = open(&bytes[..len]).expect_err("a truncated file opened");
        assert!(matches!(e, GpuError::InvalidArgument(_)), "{len} bytes: {e:?}");
        let text = e.to_string();
        assert!(
            ["ends inside", "past the end", "bytes left can hold"]
                .iter()
                .any(|w| text.contains(w)),
            "{len} bytes: {text}"
        );
    }
}

/// Each header field made wrong on its own.
#[test]
fn malformed_fields_are_errors_that_say_what() {
    let good = valid().bytes();
    let edited = |at: usize, with: &[u8]| {
        let mut b = good.clone();
        b[at..at + with.len()].copy_from_slice(with);
        b
    };
    refused(&edited(0, b"GGML"), "not a GGUF file");
    refused(&edited(4, &1u32.to_le_bytes()), "GGUF version 1");
    refused(&edited(4, &4u32.to_le_bytes()), "GGUF version 4");
    refused(
        &edited(8, &u64::MAX.to_le_bytes()),
        "the tensor count is 18446744073709551615",
    );
    refused(&edited(16, &(1u64 << 40).to_le_bytes()), "the metadata count is");
    // The first key's length (at 24).
    refused(&edited(24, &(1u64 << 50).to_le_bytes()), "the length of metadata key 0");
    // Its type (after the 20-byte key `general.architecture`).
    refused(&edited(52, &99u32.to_le_bytes()), "has unknown type 99");
    let not_utf8 = edited(32, &[0xff]);
    refused(&not_utf8, "metadata key 0 is not UTF-8");

    // Built wrong from the start.
    let with_meta = |key: &str, kind: u32, value: Vec<u8>| valid().raw(key, kind, value).bytes();
    refused(&with_meta("flag", 7, vec![2]), "metadata `flag` is a bool of value 2");
    let mut nested = Vec::new();
    for _ in 0..9 {
        // An array whose one element is an array, ten deep.
        nested.extend(9u32.to_le_bytes());
        nested.extend(1u64.to_le_bytes());
    }
    nested.extend(0u32.to_le_bytes());
    nested.extend(0u64.to_le_bytes());
    refused(&with_meta("deep", 9, nested), "nests arrays more than 8 deep");
    let mut huge_array = 0u32.to_le_bytes().to_vec();
    huge_array.extend((1u64 << 62).to_le_bytes());
    refused(&with_meta("big", 9, huge_array), "the length of metadata `big` is");
    refused(
        &GgufBuilder::new(32)
            .raw("general.alignment", 4, 48u32.to_le_bytes().to_vec())
            .bytes(),
        "general.alignment is U32(48); it must be a u32 power of two",
    );
    let tensor = |dims: &[u64], kind: u32, bytes: Vec<u8>| GgufBuilder::new(32).tensor("t", dims, kind, bytes).bytes();
    refused(
        &tensor(&[1, 1, 1, 1, 1], gguf::F32, vec![0; 4]),
        "tensor `t` has 5 dimensions (1 to 4)",
    );
    refused(&tensor(&[], gguf::F32, vec![]), "tensor `t` has 0 dimensions");
    refused(
        &tensor(&[100, 2], gguf::Q4_K, vec![0; 288]),
        "is Q4_K with rows of 100 values, not whole blocks of 256",
    );
    refused(&tensor(&[u64::MAX, 3], gguf::F32, vec![0; 4]), "too many elements");
    refused(&tensor(&[1 << 62], gguf::F32, vec![0; 4]), "too many bytes");
    refused(&tensor(&[16], gguf::F32, vec![0; 16]), "lies past the end of the file");
    refused(
        &GgufBuilder::new(32)
            .tensor("t", &[4], gguf::F32, vec![0; 16])
            .tensor("t", &[4], gguf::F32, vec![0; 16])
            .bytes(),
        "tensor `t` is listed twice",
    );
    // An offset off the alignment: the second tensor's offset field, the last 8 bytes before
    // the padding that ends the header.
    let two = GgufBuilder::new(32)
        .tensor("a", &[4], gguf::F32, vec![0; 16])
        .tensor("b", &[4], gguf::F32, vec![0; 16]);
    let mut b = two.bytes();
    let header_end = 24 + (8 + 1 + 4 + 8 + 4 + 8) * 2;
    b[header_end - 8..header_end].copy_from_slice(&8u64.to_le_bytes());
    refused(&b, "starts at offset 8, not a multiple of the alignment 32");
}

/// A type anygpu has no size for is listed, but reading it is an error.
#[test]
fn a_tensor_of_an_unknown_type_is_listed_but_not_read() {
    let file = open(&GgufBuilder::new(32).tensor("iq", &[256], 23, vec![0; 136]).bytes()).unwrap();
    let t = file.tensor("iq").unwrap();
    assert_eq!((t.kind.name(), t.size), ("type 23".to_string(), None));
    let e = file.read_bytes("iq").unwrap_err();
    assert!(
        e.to_string()
            .contains("tensor `iq` is type 23, which anygpu cannot read"),
        "{e}"
    );
}

/// Random bytes of the header changed, 2 000 files: each opens or is refused, and what opens
/// reads each tensor or refuses to.
#[test]
fn corrupted_headers_never_panic() {
    let good = valid().bytes();
    let header = good.len() - 64; // the two tensors' data and padding end the file
    let mut rng = rand::rngs::StdRng::seed_from_u64(34);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("model.gguf");
    let (mut opened, mut refused) = (0, 0);
    for _ in 0..2000 {
        let mut b = good.clone();
        for _ in 0..rng.random_range(1..4) {
            let at = rng.random_range(0..header);
            b[at] = match rng.random_range(0..3) {
                0 => rng.random(),
                1 => b[at] ^ (1 << rng.random_range(0..8)),
                _ => 0xff,
            };
        }
        std::fs::write(&path, &b).unwrap();
        match GgufFile::open(&path) {
            Ok(file) => {
                opened += 1;
                for t in file.tensors() {
                    let _ = file.read_bytes(&t.name);
                }
            }
            Err(e) => {
                assert!(matches!(e, GpuError::InvalidArgument(_)), "{e:?}");
                refused += 1;
            }
        }
    }
    // Both outcomes happen: the corruption reaches fields that matter and ones that do not.
    assert!(opened > 0 && refused > 0, "{opened} opened, {refused} refused");
}

#[test]
fn what_is_not_a_file_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let e = GgufFile::open(dir.path()).unwrap_err();
    assert!(e.to_string().contains("cannot read GGUF file"), "{e}");
    let e = GgufFile::open(dir.path().join("absent.gguf")).unwrap_err();
    assert!(e.to_string().contains("absent.gguf"), "{e}");
}
