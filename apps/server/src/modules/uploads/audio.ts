/**
 * Voice notes (decision 29) are checked by content, cheaply, without decoding: a WebM file whose every track is
 * audio, or an Ogg stream whose first packet is an audio codec's identification header.
 */
export type AudioFormat = { format: 'webm' | 'ogg'; extension: 'weba' | 'ogg'; contentType: string };

const WEBM: AudioFormat = { format: 'webm', extension: 'weba', contentType: 'audio/webm' };
const OGG: AudioFormat = { format: 'ogg', extension: 'ogg', contentType: 'audio/ogg' };

export function detectAudio(data: Buffer): AudioFormat | null {
  try {
    if (isOggAudio(data)) return OGG;
    if (isWebmAudio(data)) return WEBM;
  } catch {
    // A malformed structure read past its end: not a voice note.
  }
  return null;
}

/** Codec identification headers of the audio codecs an Ogg voice note may carry. */
const OGG_AUDIO_HEADERS = ['OpusHead', '\x01vorbis', 'Speex   ', '\x7fFLAC'].map((h) =>
  Buffer.from(h, 'latin1'),
);

function isOggAudio(data: Buffer): boolean {
  // Page header: 'OggS', version 0, header type (0x02 = first page), …, segment count at 26, then the table.
  if (data.length < 28 || data.toString('latin1', 0, 4) !== 'OggS' || data[4] !== 0) return false;
  if (((data[5] ?? 0) & 0x02) === 0) return false;
  const start = 27 + (data[26] ?? 0);
  return OGG_AUDIO_HEADERS.some(
    (h) => data.length >= start + h.length && data.subarray(start, start + h.length).equals(h),
  );
}

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const CLUSTER = 0x1f43b675;
const AUDIO_TRACK = 2;

type Element = { id: number; start: number; end: number; unknownSize: boolean };

/** A variable-length EBML integer at `pos`: an element id (marker kept) or a size (marker removed). */
function readVint(
  data: Buffer,
  pos: number,
  isId: boolean,
): { value: number; length: number; allOnes: boolean } | null {
  const first = data[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zeros in the byte, plus one
  if (length > (isId ? 4 : 8) || pos + length > data.length) return null;
  const mask = 0xff >> length;
  let value = isId ? first : first & mask;
  let allOnes = (first & mask) === mask;
  for (let i = 1; i < length; i += 1) {
    const byte = data[pos + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

function readElement(data: Buffer, pos: number, limit: number): Element | null {
  const id = readVint(data, pos, true);
  if (!id) return null;
  const size = readVint(data, pos + id.length, false);
  if (!size) return null;
  const start = pos + id.length + size.length;
  const unknownSize = size.allOnes;
  const end = unknownSize ? limit : start + size.value;
  if (start > limit || (!unknownSize && end > limit && id.value !== SEGMENT && id.value !== CLUSTER))
    return null;
  return { id: id.value, start, end: Math.min(end, limit), unknownSize };
}

/** The direct children of an element, in order. */
function* children(data: Buffer, start: number, end: number): Generator<Element> {
  let pos = start;
  while (pos < end) {
    const element = readElement(data, pos, end);
    if (!element) return;
    yield element;
    if (element.unknownSize) return;
    pos = element.end;
  }
}

function isWebmAudio(data: Buffer): boolean {
  const header = readElement(data, 0, data.length);
  if (!header || header.id !== EBML_HEADER || header.unknownSize) return false;
  let docType = '';
  for (const child of children(data, header.start, header.end))
    if (child.id === DOC_TYPE) docType = data.toString('latin1', child.start, child.end).replace(/\0+$/, '');
  if (docType !== 'webm') return false;
  const segment = readElement(data, header.end, data.length);
  if (!segment || segment.id !== SEGMENT) return false;
  for (const part of children(data, segment.start, segment.end)) {
    // The tracks come before the first cluster of media.
    if (part.id === CLUSTER) return false;
    if (part.id !== TRACKS) continue;
    let count = 0;
    for (const entry of children(data, part.start, part.end)) {
      if (entry.id !== TRACK_ENTRY) continue;
      count += 1;
      let type = 0;
      let codec = '';
      for (const field of children(data, entry.start, entry.end)) {
        if (field.id === TRACK_TYPE)
          type = data.readUIntBE(field.start, Math.min(6, Math.max(1, field.end - field.start)));
        if (field.id === CODEC_ID) codec = data.toString('latin1', field.start, field.end);
      }
      if (type !== AUDIO_TRACK || !codec.startsWith('A_')) return false;
    }
    return count > 0;
  }
  return false;
}
