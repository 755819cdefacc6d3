import sharp from 'sharp';

// Test helpers: real image bytes and a hand-built multipart body (what a browser sends).

export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#5B3DF5' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'KOLLABO-EXIF-MARK' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer();
}

export function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#FF6B57' } })
    .png()
    .toBuffer();
}

/** The EXIF GPS IFD pointer tag (0x8825), little-endian as sharp writes it. */
export const hasGpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));

export function multipart(
  field: string,
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----kollabo${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
