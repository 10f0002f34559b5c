import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { injectAs, type Principal } from './helpers';

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

/** `POST /uploads` of one file for `purpose`, as `who`: the answer, unchecked. */
export async function postUpload(
  app: FastifyInstance,
  who: Principal,
  purpose: string,
  file: { data: Uint8Array; filename: string; type?: string },
): Promise<LightMyRequestResponse> {
  const body = await multipartBody({ purpose }, file);
  return injectAs(app, who, {
    method: 'POST',
    url: '/uploads',
    payload: body.payload,
    headers: body.headers,
  });
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

/**
 * A valid PNG announcing `width`×`height` pixels that is tiny on disk: 1-bit grey, every row zero (deflate
 * squeezes 16000×16000 into a few dozen kilobytes), the decompression bomb of issue 8.
 */
export function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Math.ceil(width / 8) + 1; // filter byte + packed pixels
  const idat = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One EBML element: id bytes, a size on 8 bytes (or unknown), then the content. */
function ebml(id: number[], content: Buffer | Buffer[] | string | number, unknownSize = false): Buffer {
  const data = Array.isArray(content)
    ? Buffer.concat(content)
    : typeof content === 'number'
      ? Buffer.from([content])
      : typeof content === 'string'
        ? Buffer.from(content, 'latin1')
        : content;
  const size = Buffer.alloc(8);
  if (unknownSize) size.fill(0xff, 1);
  else size.writeBigUInt64BE(BigInt(data.length));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, data]);
}

/**
 * The start of a WebM file as a browser's MediaRecorder writes it (EBML header, a Segment of unknown size, Info,
 * Tracks, a Cluster with one block), with one track of the given type (2 audio, 1 video) and codec.
 */
export function webmFile(options: { docType?: string; trackType?: number; codec?: string } = {}): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    [ebml([0x42, 0x86], 1), ebml([0x42, 0x82], options.docType ?? 'webm'), ebml([0x42, 0x87], 4)],
  );
  const info = ebml([0x15, 0x49, 0xa9, 0x66], [ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40]))]);
  const track = ebml(
    [0xae],
    [
      ebml([0xd7], 1),
      ebml([0x83], options.trackType ?? 2),
      ebml([0x86], options.codec ?? 'A_OPUS'),
      ...(options.trackType === 1 ? [] : [ebml([0xe1], [ebml([0x9f], 1)])]),
    ],
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], [track]);
  const cluster = ebml(
    [0x1f, 0x43, 0xb6, 0x75],
    [ebml([0xe7], 0), ebml([0xa3], Buffer.from([0x81, 0, 0, 0x80, 1, 2, 3, 4]))],
    true,
  );
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], [info, tracks, cluster], true)]);
}

/** The first pages of an Ogg file: the identification header of the given codec, then some audio packets. */
export function oggFile(
  codecHeader: Buffer = Buffer.from('OpusHead\x01\x01\x38\x01\x80\xbb\0\0\0\0\0', 'latin1'),
): Buffer {
  const page = (headerType: number, sequence: number, packet: Buffer) => {
    const head = Buffer.alloc(27);
    head.write('OggS', 0, 'latin1');
    head[5] = headerType;
    head.writeUInt32LE(0x4c756d69, 14); // serial
    head.writeUInt32LE(sequence, 18);
    head[26] = 1;
    return Buffer.concat([head, Buffer.from([packet.length]), packet]);
  };
  return Buffer.concat([
    page(0x02, 0, codecHeader),
    page(0x00, 1, Buffer.from('OpusTags\0\0\0\0\0\0\0\0', 'latin1')),
    page(0x00, 2, Buffer.alloc(120, 0xfc)),
  ]);
}
