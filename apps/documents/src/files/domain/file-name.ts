/** Characters that make a name lie about itself in a download dialog: controls and bidirectional overrides ("cod.exe" shown as "exe.doc"). */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name kept for downloads: the client's last path segment (browsers on Windows may send
 * `C:\fakepath\…`), without characters that could disguise it, at most 255 characters. The type is
 * never taken from it.
 */
export function downloadName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const clean = lastSegment.replace(UNSAFE, '').trim().slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}
