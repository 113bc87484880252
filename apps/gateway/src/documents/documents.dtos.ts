import { AbsenceDocumentQuery, ExportDocumentsQuery, ListDocumentsQuery } from '@presently/contracts';
import { contractDto } from '../validation/contract-dto';

export class ListDocumentsQueryDto extends contractDto(ListDocumentsQuery) {}
export class AbsenceDocumentQueryDto extends contractDto(AbsenceDocumentQuery) {}
export class ExportDocumentsQueryDto extends contractDto(ExportDocumentsQuery) {}
