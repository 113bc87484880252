import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADD_ABSENCE_FILES,
  AddAbsenceFilesPayload,
  type AbsenceCatalogue,
  type AbsenceDetails,
  type AbsenceFileRef,
  AbsenceIdRequest,
  type AbsencePreview,
  AbsencesQuery,
  type AbsenceView,
  APPROVE_ABSENCE,
  APPROVE_ALL_ABSENCES,
  type BulkDecisionResult,
  CANCEL_ABSENCE,
  CREATE_ABSENCE,
  CreateAbsenceRequest,
  DECLINE_ABSENCE,
  DECLINE_ALL_ABSENCES,
  DeclineAbsencePayload,
  DeclineAbsenceRequest,
  END_ABSENCE,
  EndAbsencePayload,
  GET_ABSENCE,
  GET_ABSENCE_CATALOGUE,
  GET_MY_SUBSTITUTE,
  GET_TEAM_COVERAGE,
  LIST_ABSENCES,
  LIST_MY_ABSENCES,
  LIST_WAITING_APPROVALS,
  type MessageEnvelope,
  MyAbsencesQuery,
  PREVIEW_ABSENCE,
  PreviewAbsenceQuery,
  SET_MY_SUBSTITUTE,
  SetSubstituteRequest,
  STORED_FILE_LIMITS,
  STORED_FILE_MIMES,
  type SubstituteView,
  type TeamCoverage,
} from '@presently/contracts';
import { ValidationFailedError } from '@presently/domain';
import { readRequest } from '@presently/validation';
import { requireActor } from '@presently/service-runtime';
import { AddAbsenceFilesUseCase } from './usecases/add-absence-files/add-absence-files.usecase';
import { CancelAbsenceUseCase } from './usecases/cancel-absence/cancel-absence.usecase';
import { CreateAbsenceUseCase } from './usecases/create-absence/create-absence.usecase';
import { DecideAbsenceUseCase } from './usecases/decide-absence/decide-absence.usecase';
import { EndAbsenceUseCase } from './usecases/end-absence/end-absence.usecase';
import { SetSubstituteUseCase } from './usecases/set-substitute/set-substitute.usecase';
import { GetCatalogueUseCase } from './usecases/get-catalogue/get-catalogue.usecase';
import { type AbsencePage, ReadAbsencesUseCase } from './usecases/read-absences/read-absences.usecase';

/** File refs the gateway sends with a new request (documents stored them already): shape only. */
function fileRefs(payload: unknown): AbsenceFileRef[] {
  const files = (payload as { files?: unknown } | null)?.files;
  if (files === undefined || files === null) return [];
  const ok =
    Array.isArray(files) &&
    files.every(
      (f) =>
        typeof f === 'object' && f !== null && Number.isSafeInteger(f.file_id) && f.file_id > 0 && typeof f.name === 'string' && STORED_FILE_MIMES.includes(f.mime) && Number.isSafeInteger(f.size),
    );
  if (!ok) throw new ValidationFailedError({ files: ['file_format_pdf_jpg'] });
  if (files.length > STORED_FILE_LIMITS.perOwner) throw new ValidationFailedError({ files: ['max_5_files'] });
  return files as AbsenceFileRef[];
}

/** Absence requests and approvals (issue 11): the actor in the meta, the company theirs. */
@Controller()
export class RequestsConsumer {
  constructor(
    private readonly create: CreateAbsenceUseCase,
    private readonly decide: DecideAbsenceUseCase,
    private readonly cancelUseCase: CancelAbsenceUseCase,
    private readonly read: ReadAbsencesUseCase,
    private readonly catalogueUseCase: GetCatalogueUseCase,
    private readonly addFiles: AddAbsenceFilesUseCase,
    private readonly endEarly: EndAbsenceUseCase,
    private readonly substitute: SetSubstituteUseCase,
  ) {}

  @MessagePattern(GET_ABSENCE_CATALOGUE.pattern)
  catalogue(@Payload() e: MessageEnvelope): Promise<AbsenceCatalogue> {
    return this.catalogueUseCase.execute(requireActor(e.meta), e.meta);
  }

  @MessagePattern(CREATE_ABSENCE.pattern)
  createAbsence(@Payload() e: MessageEnvelope): Promise<AbsenceView> {
    const actor = requireActor(e.meta);
    const input = readRequest(CreateAbsenceRequest, e.payload);
    return this.create.execute(actor, input, fileRefs(e.payload), e.meta);
  }

  @MessagePattern(PREVIEW_ABSENCE.pattern)
  preview(@Payload() e: MessageEnvelope): Promise<AbsencePreview> {
    const actor = requireActor(e.meta);
    const q = readRequest(PreviewAbsenceQuery, e.payload);
    const missing: Record<string, string[]> = {};
    for (const f of ['absence_type_id', 'start_date', 'end_date'] as const) if (q[f] === undefined || q[f] === null) missing[f] = ['field_required'];
    if (Object.keys(missing).length > 0) throw new ValidationFailedError(missing);
    const input = { absence_type_id: q.absence_type_id, start_date: q.start_date, end_date: q.end_date, half_day: q.half_day === 'true', user_id: q.user_id, comment: '' } as CreateAbsenceRequest;
    return this.create.preview(actor, input, e.meta);
  }

  @MessagePattern(LIST_MY_ABSENCES.pattern)
  mine(@Payload() e: MessageEnvelope): Promise<AbsencePage> {
    return this.read.mine(requireActor(e.meta), readRequest(MyAbsencesQuery, e.payload));
  }

  @MessagePattern(LIST_ABSENCES.pattern)
  list(@Payload() e: MessageEnvelope): Promise<AbsencePage> {
    return this.read.list(requireActor(e.meta), readRequest(AbsencesQuery, e.payload), e.meta);
  }

  @MessagePattern(GET_ABSENCE.pattern)
  get(@Payload() e: MessageEnvelope): Promise<AbsenceDetails> {
    return this.read.get(requireActor(e.meta), readRequest(AbsenceIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(LIST_WAITING_APPROVALS.pattern)
  waiting(@Payload() e: MessageEnvelope): Promise<AbsenceView[]> {
    return this.read.waiting(requireActor(e.meta), e.meta);
  }

  @MessagePattern(APPROVE_ABSENCE.pattern)
  approve(@Payload() e: MessageEnvelope): Promise<AbsenceView> {
    return this.decide.approve(requireActor(e.meta), readRequest(AbsenceIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(DECLINE_ABSENCE.pattern)
  decline(@Payload() e: MessageEnvelope): Promise<AbsenceView> {
    const actor = requireActor(e.meta);
    const { id, reason } = readRequest(DeclineAbsencePayload, e.payload);
    return this.decide.decline(actor, id, reason, e.meta);
  }

  @MessagePattern(APPROVE_ALL_ABSENCES.pattern)
  approveAll(@Payload() e: MessageEnvelope): Promise<BulkDecisionResult> {
    return this.decide.approveAll(requireActor(e.meta), e.meta);
  }

  @MessagePattern(DECLINE_ALL_ABSENCES.pattern)
  declineAll(@Payload() e: MessageEnvelope): Promise<BulkDecisionResult> {
    const actor = requireActor(e.meta);
    return this.decide.declineAll(actor, readRequest(DeclineAbsenceRequest, e.payload).reason, e.meta);
  }

  @MessagePattern(CANCEL_ABSENCE.pattern)
  cancel(@Payload() e: MessageEnvelope): Promise<AbsenceView> {
    return this.cancelUseCase.execute(requireActor(e.meta), readRequest(AbsenceIdRequest, e.payload).id, e.meta);
  }

  @MessagePattern(ADD_ABSENCE_FILES.pattern)
  files(@Payload() e: MessageEnvelope): Promise<AbsenceView> {
    const actor = requireActor(e.meta);
    const { id } = readRequest(AbsenceIdRequest, e.payload);
    const files = fileRefs(e.payload);
    if (files.length === 0) throw new ValidationFailedError({ files: ['file_required'] });
    readRequest(AddAbsenceFilesPayload, e.payload);
    return this.addFiles.execute(actor, id, files, e.meta);
  }

  @MessagePattern(END_ABSENCE.pattern)
  end(@Payload() e: MessageEnvelope): Promise<AbsenceView> {
    const actor = requireActor(e.meta);
    const { id, end_date, reason } = readRequest(EndAbsencePayload, e.payload);
    return this.endEarly.execute(actor, id, end_date, reason, e.meta);
  }

  @MessagePattern(GET_MY_SUBSTITUTE.pattern)
  mySubstitute(@Payload() e: MessageEnvelope): Promise<SubstituteView> {
    return this.substitute.mine(requireActor(e.meta));
  }

  @MessagePattern(SET_MY_SUBSTITUTE.pattern)
  setMySubstitute(@Payload() e: MessageEnvelope): Promise<SubstituteView> {
    const actor = requireActor(e.meta);
    return this.substitute.execute(actor, readRequest(SetSubstituteRequest, e.payload), e.meta);
  }

  @MessagePattern(GET_TEAM_COVERAGE.pattern)
  teamCoverage(@Payload() e: MessageEnvelope): Promise<TeamCoverage> {
    return this.read.coverage(requireActor(e.meta), readRequest(AbsenceIdRequest, e.payload).id, e.meta);
  }
}
