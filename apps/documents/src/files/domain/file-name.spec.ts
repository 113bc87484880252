import { downloadName } from './file-name';

describe('download name', () => {
  it('keeps the last path segment of what the client sent', () => {
    expect(downloadName('C:\\fakepath\\sick note.pdf')).toBe('sick note.pdf');
    expect(downloadName('../../etc/passwd')).toBe('passwd');
    expect(downloadName('scan.jpg')).toBe('scan.jpg');
  });

  it('drops control characters and bidirectional overrides that disguise a name', () => {
    expect(downloadName('note\u202Efdp.exe')).toBe('notefdp.exe');
    expect(downloadName('a\u0000b\nc.pdf')).toBe('abc.pdf');
  });

  it('falls back to "file" when nothing is left', () => {
    expect(downloadName('..')).toBe('file');
    expect(downloadName('dir/')).toBe('file');
    expect(downloadName('\u202E')).toBe('file');
  });
});
