import type { FileContent, StoredFile as StoredFileView } from '@presently/contracts';
import type { StoredFile } from './entities/stored-file.entity';

/** A stored file as the other services see it (never its bytes). */
export const presentFile = (file: StoredFile): StoredFileView => ({
  id: file.id,
  purpose: file.purpose,
  name: file.name,
  mime: file.mime,
  size: file.size,
  owner: file.owner,
  created_at: file.createdAt.toISOString(),
});

/** A stored file with its bytes, for a download. */
export const presentContent = (file: StoredFile): FileContent => ({ ...presentFile(file), content_base64: file.content.toString('base64') });
