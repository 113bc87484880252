import { Injectable } from '@nestjs/common';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCUMENT_ERRORS } from '@presently/contracts';
import { DomainError } from '@presently/domain';

/** A conversion that takes longer is stopped (a broken file must not hold a process for ever). */
export const PDF_TIME_LIMIT_MS = 45_000;
/** LibreOffice is heavy: at most this many conversions at once per process; the others wait their turn. */
export const PDF_PARALLEL = 2;

/** LibreOffice's soffice: SOFFICE_PATH when set, else the first on PATH; null when the platform has none. */
export function findSoffice(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SOFFICE_PATH) return existsSync(env.SOFFICE_PATH) ? env.SOFFICE_PATH : null;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * .docx → PDF with LibreOffice headless. Each conversion runs in its own temporary directory with its
 * own user profile (`-env:UserInstallation`), so conversions side by side never share LibreOffice's
 * profile lock, and is killed at the time limit. No LibreOffice: 501 pdf_conversion_unavailable.
 */
@Injectable()
export class PdfConverter {
  private readonly soffice = findSoffice();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  get available(): boolean {
    return this.soffice !== null;
  }

  async toPdf(docx: Buffer): Promise<Buffer> {
    const soffice = this.soffice;
    if (!soffice) throw new DomainError(DOCUMENT_ERRORS.pdfUnavailable, 501);
    await this.turn();
    const dir = await mkdtemp(join(tmpdir(), 'presently-pdf-'));
    try {
      const input = join(dir, 'document.docx');
      await writeFile(input, docx);
      const profile = pathToFileURL(join(dir, 'profile')).href;
      await run(soffice, [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--nolockcheck', '--convert-to', 'pdf', '--outdir', dir, input], PDF_TIME_LIMIT_MS);
      return await readFile(join(dir, 'document.pdf'));
    } catch (err) {
      if (err instanceof DomainError) throw err;
      throw new DomainError(DOCUMENT_ERRORS.pdfFailed, 502);
    } finally {
      await rm(dir, { recursive: true, force: true });
      this.release();
    }
  }

  private turn(): Promise<void> {
    if (this.running < PDF_PARALLEL) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that the time limit also stops the children soffice starts.
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      reject(new DomainError(DOCUMENT_ERRORS.pdfFailed, 504));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`soffice exited with ${code}`));
    });
  });
}
