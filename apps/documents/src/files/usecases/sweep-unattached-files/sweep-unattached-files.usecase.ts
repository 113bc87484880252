import { Injectable } from '@nestjs/common';
import { STORED_FILE_LIMITS } from '@presently/contracts';
import { StoredFilesRepository } from '../../stored-files.repository';

/** Rows per statement: a long backlog goes in short transactions rather than one that holds many locks. */
const BATCH = 200;

/**
 * Removes the files never attached and older than a day (an upload whose request failed or was
 * abandoned), across companies: the one job without an actor. Answers how many it removed.
 */
@Injectable()
export class SweepUnattachedFilesUseCase {
  constructor(private readonly files: StoredFilesRepository) {}

  async execute(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - STORED_FILE_LIMITS.unattachedHours * 3_600_000);
    let removed = 0;
    for (;;) {
      const deleted = await this.files.deleteUnattachedBefore(cutoff, BATCH);
      removed += deleted;
      if (deleted < BATCH) return removed;
    }
  }
}
