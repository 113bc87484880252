import { AVATAR_MAX_BYTES, base64DecodedLength, checkAvatar, checkLogo, decodeBase64, detectImageType, sniffImageType } from './images';

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG_HEADER = Buffer.from('ffd8ffe000104a464946', 'hex');

const png = (size = 64) => Buffer.concat([PNG_HEADER, Buffer.alloc(Math.max(0, size - PNG_HEADER.length))]);
const jpeg = (size = 64) => Buffer.concat([JPEG_HEADER, Buffer.alloc(Math.max(0, size - JPEG_HEADER.length))]);

describe('image type sniffing (magic bytes)', () => {
  it('recognises PNG by its signature and IHDR chunk', () => {
    expect(sniffImageType(png())).toBe('image/png');
  });

  it('recognises JPEG by its SOI marker (JFIF and Exif alike)', () => {
    expect(sniffImageType(jpeg())).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('ffd8ffe1001845786966', 'hex'))).toBe('image/jpeg');
  });

  it('refuses text, PDF, GIF, and headers cut short', () => {
    expect(sniffImageType(Buffer.from('I am totally a picture.png'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImageType(PNG_HEADER.subarray(0, 8))).toBeNull();
    expect(sniffImageType(Buffer.from('ffd8', 'hex'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('ignores what a file claims to be: a PNG named .jpg is a PNG, text named .png is text', () => {
    // Names never reach this function: only content decides.
    expect(sniffImageType(png())).toBe('image/png');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('strict base64', () => {
  it('decodes standard and URL-safe base64, ignoring line breaks', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0x00, 0x10]);
    expect(decodeBase64(bytes.toString('base64'))).toEqual(bytes);
    expect(decodeBase64(bytes.toString('base64url'))).toEqual(bytes);
    expect(decodeBase64('aGVs\nbG8=')).toEqual(Buffer.from('hello'));
  });

  it('refuses what is not base64', () => {
    expect(decodeBase64('not base64 at all!')).toBeNull();
    expect(decodeBase64('data:image/png;base64,AAAA')).toBeNull();
    expect(decodeBase64('')).toBeNull();
    expect(decodeBase64('abcde')).toBeNull();
  });

  it('computes the decoded length without decoding', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000]) {
      const text = Buffer.alloc(n, 7).toString('base64');
      expect(base64DecodedLength(text)).toBe(n);
    }
  });
});

describe('avatar check', () => {
  it('accepts a JPEG or PNG of up to exactly 1 MB', () => {
    const ok = checkAvatar(png(AVATAR_MAX_BYTES).toString('base64'));
    expect(ok).toMatchObject({ ok: true, mime: 'image/png' });
    expect(checkAvatar(jpeg().toString('base64'))).toMatchObject({ ok: true, mime: 'image/jpeg' });
  });

  it('refuses one byte over 1 MB', () => {
    expect(checkAvatar(jpeg(AVATAR_MAX_BYTES + 1).toString('base64'))).toEqual({ ok: false, errors: ['file_too_large_1mb'] });
  });

  it('refuses a non-image, and names both rules when both are broken', () => {
    expect(checkAvatar(Buffer.from('hello').toString('base64'))).toEqual({ ok: false, errors: ['file_must_be_image'] });
    expect(checkAvatar(Buffer.alloc(AVATAR_MAX_BYTES + 1, 65).toString('base64'))).toEqual({
      ok: false,
      errors: ['file_must_be_image', 'file_too_large_1mb'],
    });
    expect(checkAvatar('%%%')).toEqual({ ok: false, errors: ['file_must_be_image'] });
  });

  it('refuses a huge upload without decoding it', () => {
    expect(checkAvatar('A'.repeat(4 * AVATAR_MAX_BYTES))).toEqual({ ok: false, errors: ['file_too_large_1mb'] });
  });

  it('asks for a file when there is none', () => {
    for (const missing of [undefined, null, '', '   ', 42]) expect(checkAvatar(missing)).toEqual({ ok: false, errors: ['file_required'] });
  });
});

const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(16)]);
const WEBP = Buffer.concat([Buffer.from('RIFF', 'ascii'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'ascii'), Buffer.alloc(24)]);

describe('logo check', () => {
  it('recognises GIF and WebP by content as well', () => {
    expect(detectImageType(GIF)).toBe('image/gif');
    expect(detectImageType(WEBP)).toBe('image/webp');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'binary'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a', 'ascii'))).toBeNull();
  });

  it('accepts JPEG, PNG, WebP and GIF logos, but an avatar only as JPEG or PNG', () => {
    for (const [bytes, mime] of [[png(), 'image/png'], [jpeg(), 'image/jpeg'], [GIF, 'image/gif'], [WEBP, 'image/webp']] as const) {
      expect(checkLogo(bytes.toString('base64'))).toMatchObject({ ok: true, mime });
    }
    expect(checkAvatar(GIF.toString('base64'))).toEqual({ ok: false, errors: ['file_must_be_image'] });
    expect(checkAvatar(WEBP.toString('base64'))).toEqual({ ok: false, errors: ['file_must_be_image'] });
    expect(sniffImageType(WEBP)).toBeNull();
  });

  it('refuses a logo over 1 MB or that is not an image', () => {
    expect(checkLogo(Buffer.concat([GIF, Buffer.alloc(AVATAR_MAX_BYTES)]).toString('base64'))).toEqual({ ok: false, errors: ['file_too_large_1mb'] });
    expect(checkLogo(Buffer.from('<svg/>').toString('base64'))).toEqual({ ok: false, errors: ['file_must_be_image'] });
    expect(checkLogo(undefined)).toEqual({ ok: false, errors: ['file_required'] });
  });
});
