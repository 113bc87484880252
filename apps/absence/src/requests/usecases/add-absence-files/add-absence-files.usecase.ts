import { Inject, Injectable } from '@nestjs/common';
import { ABSENCE_ERRORS, ABSENCE_FILES_ADDED, type AbsenceFileRef, type AbsenceMailRecipient, type AbsenceView, type Actor, ATTACH_FILES, type MessageMeta, STORED_FILE_LIMITS } from '@presently/contracts';
import { needsDocument } from '@presently/absence-rules';
import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '@presently/domain';
import type { RpcClient } from '@presently/messaging';
import { EventOutbox, RPC_CLIENT } from '@presently/service-runtime';
import { AbsenceRequestsRepository } from '../../absence-requests.repository';
import { toAbsenceView } from '../../absence-view.presenter';
import type { AbsenceRequestStep } from '../../entities/absence-request-step.entity';

/**
 * Who is told of files added later: the approver the request waits for, or, once approved, the holder
 * of its last step (who approved it last); a request approved without a chain tells nobody.
 */
function approverToTell(status: string, steps: AbsenceRequestStep[]): AbsenceMailRecipient[] {
  const step = status === 'pending' ? steps.find((s) => s.status === 'waiting') : steps.filter((s) => s.status === 'approved').at(-1);
  if (!step?.holderEmail) return [];
  return [{ user_id: step.holderUserId, email: step.holderEmail, full_name: step.holderName, lang: step.holderLang, reason: 'approver' }];
}

/**
 * The requester (or whoever submitted it) adds files to a pending or approved request, at most 5 in
 * all; a request listed as missing its document stops being so. The files are attached by documents
 * inside the transaction, so a refused attach adds nothing. The approver concerned is e-mailed the
 * names (absence.request.files-added.v1).
 */
@Injectable()
export class AddAbsenceFilesUseCase {
  constructor(
    private readonly requests: AbsenceRequestsRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(actor: Actor, id: number, files: AbsenceFileRef[], meta: MessageMeta): Promise<AbsenceView> {
    return this.requests.transaction(async (em) => {
      const request = await this.requests.lock(em, actor.companyId, id);
      if (!request) throw new NotFoundError();
      if (request.userId !== actor.userId && request.submittedByUserId !== actor.userId) throw new ForbiddenError();
      if (request.status !== 'pending' && request.status !== 'approved') throw new ConflictError(ABSENCE_ERRORS.notPending);
      const held = await this.requests.filesOf(em, id);
      if (held.length + files.length > STORED_FILE_LIMITS.perOwner) throw new ValidationFailedError({ files: [ABSENCE_ERRORS.tooManyFiles] });
      await this.requests.insertFiles(
        em,
        files.map((f) => ({ requestId: id, fileId: f.file_id, name: f.name, mime: f.mime, size: f.size })),
      );
      await this.rpc.call(ATTACH_FILES, { file_ids: files.map((f) => f.file_id), owner: `absence-request:${id}` }, meta);
      request.missingDocument = needsDocument(request.absenceTypeId, request.requestedDays, held.length + files.length);
      await this.requests.save(em, request);
      const actorName = actor.userId === request.userId ? request.userName : await this.requests.submitterName(em, id, actor.userId);
      await this.requests.audit(em, { requestId: id, actorUserId: actor.userId, actorName, action: 'file_added', detail: files.map((f) => f.name).join(', ') });
      const [bundle] = await this.requests.bundle(em, [request]);
      const view = toAbsenceView(bundle);
      await this.outbox.add(em, meta, {
        event: ABSENCE_FILES_ADDED,
        payload: { company_id: actor.companyId, request: view, actor_user_id: actor.userId, recipients: approverToTell(request.status, bundle.steps), change: { file_names: files.map((f) => f.name) } },
        aggregate: `absence-request:${id}`,
      });
      return view;
    });
  }
}
