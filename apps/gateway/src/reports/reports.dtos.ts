import { CreateExportBody, ReportPreviewQuery, ReportScheduleBody } from '@presently/contracts';
import { contractDto } from '../validation/contract-dto';

export class ReportPreviewQueryDto extends contractDto(ReportPreviewQuery) {}
export class CreateExportBodyDto extends contractDto(CreateExportBody) {}
export class ReportScheduleBodyDto extends contractDto(ReportScheduleBody) {}
