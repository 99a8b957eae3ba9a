//! Blurs an image on the best device (or `ANYGPU_DEVICE`) with a texture, a sampler and a
//! storage texture (`shaders/blur.wgsl`), then writes the result as a PNG.
//!
//! ```text
//! cargo run --release --example image_blur                      # a generated 512×384 test card
//! cargo run --release --example image_blur -- in.png out.png    # your own (8-bit RGB or RGBA) PNG
//! ANYGPU_DEVICE=cpu cargo run --release --example image_blur
//! ```

use std::time::Instant;

use anygpu::{
    default_device, AddressMode, FilterMode, KernelSource, LaunchConfig, SamplerDesc, TextureDesc, TextureFormat,
};

const SRC: &str = include_str!("../shaders/blur.wgsl");

fn main() {
    anygpu::quiet_display_probing();
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (width, height, rgba) = match args.first() {
        Some(path) => read_png(path)?,
        None => test_card(512, 384),
    };
    let out_path = args.get(1).cloned().unwrap_or_else(|| "blurred.png".into());

    let ctx = default_device()?;
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(SRC).file_name("shaders/blur.wgsl"))?;
    let src = ctx.upload_texture(&TextureDesc::d2(TextureFormat::Rgba8Unorm, width, height), &rgba)?;
    let dst = ctx.alloc_texture(&TextureDesc::d2(TextureFormat::Rgba8Unorm, width, height))?;
    let sampler = ctx.create_sampler(&SamplerDesc::new(FilterMode::Linear, AddressMode::ClampToEdge))?;
    let grid = [width.div_ceil(8), height.div_ceil(8), 1];
    let start = Instant::now();
    ctx.launch(&kernel, LaunchConfig::grid(grid, &kernel), &[&src, &sampler, &dst])?;
    let blurred: Vec<u8> = ctx.download_texture(&dst)?;
    let took = start.elapsed();
    write_png(&out_path, width, height, &blurred)?;
    println!(
        "blurred {width}×{height} on {} ({}) in {:.2} ms; wrote {out_path}",
        ctx.info().id,
        ctx.info().name,
        took.as_secs_f64() * 1e3
    );
    Ok(())
}

/// Concentric rings and a checkerboard: edges a blur visibly softens.
fn test_card(w: u32, h: u32) -> (u32, u32, Vec<u8>) {
    let mut rgba = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            let (dx, dy) = (x as f32 - w as f32 / 2.0, y as f32 - h as f32 / 2.0);
            let ring = ((dx * dx + dy * dy).sqrt() / 12.0) as u32 % 2;
            let check = (x / 16 + y / 16) % 2;
            rgba.extend([(ring * 255) as u8, (check * 255) as u8, (x * 255 / w) as u8, 255]);
        }
    }
    (w, h, rgba)
}

fn read_png(path: &str) -> Result<(u32, u32, Vec<u8>), Box<dyn std::error::Error>> {
    let mut decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path)?));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info()?;
    let mut buf = vec![0; reader.output_buffer_size().ok_or("the PNG is too large")?];
    let info = reader.next_frame(&mut buf)?;
    let pixels = &buf[..info.buffer_size()];
    let rgba = match info.color_type {
        png::ColorType::Rgba => pixels.to_vec(),
        png::ColorType::Rgb => pixels.chunks(3).flat_map(|p| [p[0], p[1], p[2], 255]).collect(),
        png::ColorType::Grayscale => pixels.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::GrayscaleAlpha => pixels.chunks(2).flat_map(|p| [p[0], p[0], p[0], p[1]]).collect(),
        other => return Err(format!("{path}: PNG colour type {other:?} is not supported").into()),
    };
    Ok((info.width, info.height, rgba))
}

fn write_png(path: &str, w: u32, h: u32, rgba: &[u8]) -> Result<(), Box<dyn std::error::Error>> {
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(std::fs::File::create(path)?), w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header()?.write_image_data(rgba)?;
    Ok(())
}
