/**
 * Files an employee attaches to an absence request, built rather than stored: a real PDF (header,
 * objects, a cross-reference table whose offsets are right, trailer, startxref, %%EOF) of any size,
 * and a Windows executable wearing a .pdf name. Documents checks files by content, so only bytes that
 * a reader would open may pass.
 */

/** A one-page PDF; `minBytes` pads it with a binary stream until it is at least that large. */
export function pdfDocument(minBytes = 0, text = 'Medical certificate'): Buffer {
  const content = `BT /F1 14 Tf 24 60 Td (${text}) Tj ET`;
  const bodies: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>', 'latin1'),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`, 'latin1'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', 'latin1'),
  ];
  if (minBytes > 0) {
    // Letters rather than random bytes: nothing in the padding can look like a keyword of the structure.
    const padding = Buffer.alloc(minBytes, 'q');
    bodies.push(Buffer.concat([Buffer.from(`<< /Length ${padding.length} >>\nstream\n`, 'latin1'), padding, Buffer.from('\nendstream', 'latin1')]));
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  });
  const xref = [`xref\n0 ${bodies.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** The start of a Windows program (MZ header, DOS stub, PE signature): what a renamed .exe holds. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(1024, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c); // where the PE header starts
  bytes.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export interface Upload {
  name: string;
  /** What the client claims; documents decides by the bytes. */
  mime: string;
  bytes: Buffer;
}

/** A multipart form as the web sends it: the fields as text and each file under `files`. */
export function absenceForm(fields: Record<string, string | number | boolean>, uploads: Upload[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const u of uploads) form.append('files', new Blob([new Uint8Array(u.bytes)], { type: u.mime }), u.name);
  return form;
}
