import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GET_ABSENCE, GET_ABSENCE_DOCUMENT, Paths, PDF_CONVERSION_TIMEOUT_MS, READ_ABSENCE_DOCUMENT } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { AbsenceDocumentQueryDto } from './documents.dtos';
import { DOCX_MIME, sendDownload } from './file-response';

const ID_PARAM = ApiParam({ name: 'id', type: Number, description: 'The absence request’s id' });

/**
 * The document of an approved absence. Absence decides who may see the request (the requester, HR,
 * the approvers in scope; nobody of another company): the gateway asks it first, as the actor, and
 * only then reads the document from documents within the actor's company.
 */
@ApiTags('documents')
@ServiceRoute('no role (absence decides who may see the request)', 'absence or documents')
@Screen(Paths.absenceDetails)
@Controller()
export class AbsenceDocumentController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('absences/:id/document/info')
  @ID_PARAM
  @ApiOperation({ summary: 'Whether the absence has a document: its number, date, status and whether it can be downloaded' })
  @ApiOkResponse({ description: '{ data: GeneratedDocumentView }' })
  @ApiResponse({ status: 404, description: 'not_found (the absence is not the actor’s to see) | document_not_found' })
  async info(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    const meta = metaOf(req);
    await this.rpc.call(GET_ABSENCE, { id }, meta);
    return data(await this.rpc.call(GET_ABSENCE_DOCUMENT, { absence_request_id: id }, meta));
  }

  @Get('absences/:id/document')
  @ID_PARAM
  @ApiOperation({ summary: 'Download the absence’s document: .docx, or ?format=pdf converted by LibreOffice' })
  @ApiProduces(DOCX_MIME, 'application/pdf')
  @ApiResponse({ status: 404, description: 'not_found | document_not_found' })
  @ApiResponse({ status: 409, description: 'document_not_ready: queued or failed, no version yet' })
  @ApiResponse({ status: 501, description: 'pdf_conversion_unavailable: this platform has no LibreOffice (the .docx is there)' })
  @Invalid('{ format: ["invalid_option"] }')
  async download(@Param('id', ParseIdPipe) id: number, @Query() query: AbsenceDocumentQueryDto, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const meta = metaOf(req);
    await this.rpc.call(GET_ABSENCE, { id }, meta);
    const format = query.format ?? 'docx';
    const file = await this.rpc.call(READ_ABSENCE_DOCUMENT, { absence_request_id: id, format }, meta, format === 'pdf' ? PDF_CONVERSION_TIMEOUT_MS : undefined);
    sendDownload(res, file);
  }
}
