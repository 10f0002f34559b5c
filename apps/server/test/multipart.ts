import sharp from 'sharp';

/** A multipart/form-data body built by the platform's own encoder (FormData → Response). */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { data: Uint8Array; filename: string; type?: string; field?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const bytes = new Uint8Array(file.data.byteLength);
    bytes.set(file.data);
    form.append(
      file.field ?? 'file',
      new Blob([bytes], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const response = new Response(form);
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error('FormData produced no content type');
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': contentType } };
}

/** A small real PNG (a coloured square). */
export function pngImage(size = 64, colour = { r: 236, g: 72, b: 153 }): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF metadata (camera, copyright), as a phone photo would. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Lumi test photo', Make: 'LumiCam', Model: 'X1' } })
    .toBuffer();
}

/** A noisy PNG of several megabytes that still decodes (noise does not compress). */
export function largeNoisyPng(side = 1100): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
