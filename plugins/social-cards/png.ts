const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The last 12 bytes of every complete PNG: the empty IEND chunk and its CRC. */
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * The size of a complete PNG file, read from its IHDR chunk; null for anything else: another
 * format, or a PNG cut short (a cache file written by a build that was killed ends before IEND).
 */
export function pngSize(file: Uint8Array): {width: number; height: number} | null {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (bytes.length < SIGNATURE.length + 25 + IEND.length) return null;
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (!bytes.subarray(bytes.length - IEND.length).equals(IEND)) return null;
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}
